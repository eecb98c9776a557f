import FoundationEssentials

/// Something wrong that the wall shows until it is put right: a short line for the
/// status line, the whole of it for the list of problems, and what to do about it.
/// The kiosk keeps its current problems in the state database, where the admin page reads them.
public struct KioskProblem: Sendable, Equatable, Hashable, Codable {
    /// What is wrong, short enough for one line of the status line.
    public let summary: String
    /// Everything about it (paths, dates, reasons), wrapped in the list.
    public let detail: String
    /// What to do, in words a volunteer can follow.
    public let advice: String

    public init(_ summary: String, detail: String? = nil, advice: String) {
        self.summary = summary
        self.detail = detail ?? summary
        self.advice = advice
    }
}
