import FoundationEssentials
import Messages

/// Something wrong that the wall shows until it is put right: a short line for the
/// status line, the whole of it for the list of problems, and what to do about it.
/// The kiosk keeps its current problems in the state database, where the admin page reads
/// them; each part is a `Phrase`, said in the language of whoever reads it.
public struct KioskProblem: Sendable, Equatable, Hashable, Codable {
    /// What is wrong, short enough for one line of the status line.
    public let summary: Phrase
    /// Everything about it (paths, dates, reasons), wrapped in the list.
    public let detail: Phrase
    /// What to do, in words a volunteer can follow.
    public let advice: Phrase

    public init(_ summary: Phrase, detail: Phrase? = nil, advice: Phrase) {
        self.summary = summary
        self.detail = detail ?? summary
        self.advice = advice
    }
}
