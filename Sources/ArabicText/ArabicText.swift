import CFribidi
import Foundation

/// How Arabic is handed to the terminal.
public enum ArabicDisplayMode: String, Sendable, CaseIterable {
    /// Joined and shaped (presentation forms) and put in visual order: for
    /// terminals that do no bidi of their own (most, including the Linux console).
    case shaped
    /// Left in logical order: for terminals that shape and reorder themselves
    /// (recent VTE, Konsole, mlterm).
    case logical
}

/// Arabic text made ready for a terminal that draws characters left to right.
public enum ArabicText {
    /// One line of text in display order: with `shaped`, letters are joined with
    /// their presentation forms (FriBidi) and the runs reordered by the Unicode
    /// bidi algorithm; with `logical`, returned as it is.
    ///
    /// - Parameter rightToLeft: treat the line as a right-to-left paragraph
    ///   (for Arabic lines with numbers or Latin words in them).
    public static func visual(_ text: String, mode: ArabicDisplayMode = .shaped, rightToLeft: Bool = true) -> String {
        guard mode == .shaped, containsRightToLeft(text) else { return text }
        let logical = text.unicodeScalars.map { UInt32($0.value) }
        var visual = [UInt32](repeating: 0, count: logical.count)
        let ok = logical.withUnsafeBufferPointer { input in
            visual.withUnsafeMutableBufferPointer { output in
                mawqut_fribidi_visual(input.baseAddress, Int32(logical.count), output.baseAddress, rightToLeft ? 1 : 0)
            }
        }
        guard ok == 1 else { return text }
        var result = String.UnicodeScalarView()
        for value in visual where value != 0xFEFF {
            // FriBidi leaves a zero-width no-break space where a lam-alef ligature
            // absorbed the alef; a terminal would give it a cell.
            if let scalar = Unicode.Scalar(value) { result.append(scalar) }
        }
        return String(result)
    }

    /// Whether the text has any right-to-left letter (Arabic, Hebrew, Syriac, Thaana, N'Ko).
    public static func containsRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
                || (0xFE70...0xFEFF).contains(scalar.value)
        }
    }

    /// Arabic-Indic digits (٠–٩) in place of ASCII digits.
    public static func arabicIndicDigits(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            // invariant: U+0660–U+0669 are valid scalars
            ("0"..."9").contains(scalar) ? Unicode.Scalar(0x0660 + scalar.value - 0x30)! : scalar
        }))
    }

    /// Terminal cells the text occupies: one per character (grapheme cluster), so
    /// harakat and other combining marks share their letter's cell.
    public static func displayWidth(_ text: String) -> Int { text.count }
}
