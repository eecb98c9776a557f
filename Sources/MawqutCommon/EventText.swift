import FileFormats
import FoundationEssentials
import KioskCore
import MosqueSettings

/// The one-line forms of a schedule event, for the log and for `simulate`.
public enum EventText {
    /// `{"at":"2026-03-08T05:31:00-05:00","event":"adhan","prayer":"fajr","date":"2026-03-08"}`
    public static func json(_ event: ScheduleEvent, text: TimeText) -> String {
        var members: [(String, OrderedJSON)] = [("at", .string(text.iso8601(event.at))), ("event", .string(event.kind.rawValue))]
        if let prayer = event.prayer { members.append(("prayer", .string(prayer.rawValue))) }
        members.append(("date", .string(event.date.description)))
        if let note = event.note { members.append(("note", .string(note))) }
        return OrderedJSON.object(members).rendered
    }

    /// `2026-03-08T05:31:00-05:00  adhan     fajr     2026-03-08`
    public static func line(_ event: ScheduleEvent, text: TimeText) -> String {
        // Nine columns, as the older kinds need; screen-off and screen-on take their ten.
        let kind = event.kind.rawValue.padded(to: max(9, event.kind.rawValue.count))
        let prayer = (event.prayer?.rawValue ?? "-").padded(to: 8)
        return "\(text.iso8601(event.at))  \(kind) \(prayer) \(event.date)" + (event.note.map { "  (\($0))" } ?? "")
    }
}
