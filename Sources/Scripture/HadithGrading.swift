import FileFormats
import FoundationEssentials

/// One grade of a hadith with who gave it, as the data gives both: "Sahih (Al-Albani)",
/// "Hasan Sahih (at-Tirmidhi's own remark)". A grade is never inferred.
public struct HadithGradeStatement: Sendable, Equatable {
    /// Where a grade comes from; the raw value is the order in which grades are shown.
    public enum Source: Int, Sendable, CaseIterable {
        /// A graded edition's, per hadith (hadith-api's `grades`).
        case edition = 0
        /// The compiler's own remark in his book.
        case collector = 1
        /// A grade closing the English translation's text.
        case translation = 2
        /// The collection accepted as authentic as a whole.
        case collection = 3
    }

    public let grade: String
    /// Who graded it, as shown in parentheses after the grade.
    public let grader: String
    public let source: Source

    public init(grade: String, grader: String, source: Source) {
        self.grade = grade
        self.grader = grader
        self.source = source
    }

    /// A graded edition's grade; a grader the edition does not name is said to be unnamed.
    public static func edition(_ grade: String, grader: String?) -> Self {
        let name = grader?.trimmingBlanks() ?? ""
        return Self(grade: grade, grader: name.isEmpty ? "grader not named" : name, source: .edition)
    }

    /// The compiler's own remark after the hadith ("at-Tirmidhi's own remark").
    public static func collector(_ grade: String, name: String) -> Self {
        Self(grade: grade, grader: "\(name)'s own remark", source: .collector)
    }

    /// A grade at the end of the English translation's text. The packages do not say
    /// which translation or editor wrote it, so the grader is shown as not named.
    public static func translation(_ grade: String) -> Self {
        Self(grade: grade, grader: "translation's note, grader not named", source: .translation)
    }

    /// Sahih al-Bukhari and Sahih Muslim as wholes: each compiler admitted only
    /// reports that met his conditions, and the scholars' consensus accepted both
    /// books as authentic (Ibn al-Salah, Muqaddima, on the two Sahihs; al-Nawawi, the
    /// introduction to his commentary on Sahih Muslim).
    public static func wholeCollection(_ grade: String) -> Self {
        Self(grade: grade, grader: "consensus on the whole book", source: .collection)
    }

    /// `Sahih (Al-Albani)`.
    public var shown: String { "\(grade) (\(grader))" }
}

/// The grades to show, and whether a hadith counts as authentic.
public enum HadithGrade {
    public static let notGraded = "Not graded here"

    /// Every grade with its grader, in `Source` order, joined by "; "; "Not graded
    /// here" when the data gives none.
    public static func shown(_ grades: [HadithGradeStatement]) -> String {
        grades.isEmpty ? notGraded : ordered(grades).map(\.shown).joined(separator: "; ")
    }

    /// The grades in the order they are shown: a graded edition's first, the
    /// compiler's remark, the translation's note, then the collection's.
    public static func ordered(_ grades: [HadithGradeStatement]) -> [HadithGradeStatement] {
        grades.enumerated().sorted { ($0.element.source.rawValue, $0.offset) < ($1.element.source.rawValue, $1.offset) }.map(\.element)
    }

    /// The first grade shown with its grader, where one line has room for one grade
    /// (the clock's hadith of the day); "Not graded here" when there is none.
    public static func leading(_ grades: [HadithGradeStatement]) -> String {
        shown(Array(ordered(grades).prefix(1)))
    }

    /// Sahih or Hasan (including "Hasan Sahih") by the first grade shown; never guessed.
    public static func isAuthentic(_ grades: [HadithGradeStatement]) -> Bool {
        guard let first = ordered(grades).first?.grade.lowercased() else { return false }
        return first.hasPrefix("sahih") || first.hasPrefix("hasan")
    }

    /// Whether a grade filter asks for the hadiths the data does not grade.
    public static func asksForUngraded(_ filter: String) -> Bool {
        let words = filter.lowercased().trimmingBlanks()
        return ["not graded", "not graded here", "ungraded", "none"].contains(words)
    }
}

/// The grade a compiler wrote after a hadith in his own book. Of the six books only
/// Jami' at-Tirmidhi does so throughout: after a hadith at-Tirmidhi (Abu 'Isa) says
/// "قال أبو عيسى: هذا حديث حسن صحيح" or "حديث أنس حديث حسن غريب" (the edition often
/// leaves out "قال أبو عيسى"), with the terms hasan, sahih and gharib alone or
/// together, as he explains them in his closing book, al-'Ilal al-Saghir. "حديث"
/// followed by these terms is his grading in this book, not words of the narrations:
/// 3,337 of the package's 4,053 texts carry it, 2,803 after "قال أبو عيسى". The
/// remark is read from the Arabic text.
public enum CollectorRemark {
    /// The compilers who grade their own hadiths, by collection, as shown.
    static let remarkers = ["tirmidhi": "at-Tirmidhi"]

    /// The terms of a remark (normalised Arabic) with their usual transliteration.
    static let terms: [String: String] = ["حسن": "Hasan", "صحيح": "Sahih", "غريب": "Gharib"]

    /// The compiler's first graded remark in `arabic` ("Hasan Sahih"), or nil (no
    /// remark, or one that grades nothing, such as "هذا حديث لا نعرفه إلا من هذا الوجه").
    public static func read(arabic: String, collection: String) -> HadithGradeStatement? {
        guard let remarker = remarkers[collection] else { return nil }
        let words = ArabicNormalizer.normalize(arabic).split { !$0.isLetter }
        for (index, word) in words.enumerated() where word == "حديث" {
            let graded = words[(index + 1)...].prefix { terms[String($0)] != nil }
            if !graded.isEmpty { return .collector(graded.compactMap { terms[String($0)] }.joined(separator: " "), name: remarker) }
        }
        return nil
    }
}

/// Grades that translators wrote at the end of their text, such as
/// "… in the obligatory (prayers).' (Da'if)" in the Jami' at-Tirmidhi translation.
public enum TextGrade {
    /// Words that open such a grade (the terms of hadith criticism as the
    /// translations spell them).
    static let gradeWords = ["sahih", "hasan", "daif", "da'if", "da`if", "da’if", "maudu'", "maudu", "mawdu'", "mawdu", "munkar", "shadh"]

    /// The grade in a closing parenthesis at the very end of the text, spelled as
    /// the text spells it ("Daif", "Sahih Mawquf", "Hasan Gharib"), or nil. A bare
    /// "(Hasan)" after a word is a person (al-Hasan), not a grade, so it only counts
    /// after punctuation.
    public static func read(_ english: String) -> String? {
        var text = Substring(english)
        while let last = text.last, last == " " || last == "." || last == "\n" { text = text.dropLast() }
        guard text.last == ")", let open = text.lastIndex(of: "(") else { return nil }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingBlanks()
        let words = inside.split(separator: " ")
        guard let first = words.first?.lowercased(), gradeWords.contains(first), words.count <= 3,
              inside.allSatisfy({ $0.isLetter || $0 == " " || $0 == "'" || $0 == "`" || $0 == "’" }) else { return nil }
        let before = text[..<open].trimmingWhitespace()
        if words.count == 1, first == "hasan", let previous = before.last, previous.isLetter { return nil }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }
}
