import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Why a file operation failed, in the system's words ("No such file or directory"):
/// FoundationEssentials' file errors carry the system's error number but, without
/// Foundation's localised texts, no sentence of their own.
public enum ErrorReason {
    public static func text(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        if let error = error as? CocoaError, let number = error.underlying.map({ "\($0)" }) { return "error \(error.code.rawValue) (\(number))" }
        return "\(error)"
    }
}
