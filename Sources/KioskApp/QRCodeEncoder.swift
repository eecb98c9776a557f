import CQRCode
import TerminalUI

/// Makes QR codes with libqrencode (opened on first use), keeping the last one made:
/// the wall asks for the same text every minute.
struct QRCodeEncoder {
    /// Version 10 at most (57 modules a side): anything longer would not fit a wall's notices.
    static let largestSize = 57

    private var last: (text: String, image: Result<QRCodeImage, QRCodeFailure>)?

    struct QRCodeFailure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The code for `text`, or why there is none.
    mutating func image(for text: String) -> Result<QRCodeImage, QRCodeFailure> {
        if let last, last.text == text { return last.image }
        let made = Self.encode(text)
        last = (text, made)
        return made
    }

    static func encode(_ text: String) -> Result<QRCodeImage, QRCodeFailure> {
        var modules = [UInt8](repeating: 0, count: largestSize * largestSize)
        var error: UnsafePointer<CChar>?
        let size = Int(mawqut_qr_encode(text, &modules, Int32(modules.count), &error))
        guard size > 0 else { return .failure(QRCodeFailure(description: error.map { String(cString: $0) } ?? "no QR code was made")) }
        return .success(QRCodeImage(size: size, dark: modules.prefix(size * size).map { $0 != 0 }, text: text))
    }
}
