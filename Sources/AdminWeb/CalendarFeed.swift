import FileFormats
import FoundationEssentials
import KioskCore
import Messages
import MawqutCommon
import MosqueSettings
import PrayerCalc
import ZoneInfo

/// The next 30 days of adhan and iqama times as an iCalendar file (RFC 5545), which
/// phones subscribe to: one VEVENT per adhan and per iqama (and per Eid prayer), each with a UID that
/// stays the same for that prayer of that day (so a calendar updates it in place),
/// local times with a VTIMEZONE holding the zone's offsets and changes over the span.
/// Summaries are in the mosque's language, with the prayer's name in its second language.
enum CalendarFeed {
    static let days = 30
    /// How long each event lasts on the calendar.
    static let adhanMinutes = 5
    static let iqamaMinutes = 15

    /// `stamp` is when this version of the calendar was made (DTSTAMP): it changes only
    /// when the times can have changed, so that a calendar's refresh finds nothing new.
    static func document(_ times: MosqueTimes, from start: CivilDate, stamp: Date) -> String {
        let settings = times.settings
        let zone = settings.location.timeZone
        let text = TimeText(timeZone: zone)
        let words = MessageLibrary.installed.words(settings.display.language)
        let second = settings.display.secondLanguage.map(MessageLibrary.installed.words)
        /// `Fajr adhan · الفجر`: the summary, and the name in the second language.
        func summary(_ text: String, _ secondName: (Words) -> String) -> String {
            second.map { text + " · " + secondName($0) } ?? text
        }
        let slug = MQTTSettings.defaultTopic(locationName: settings.location.name).dropFirst("mawqut/".count)
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mawqut//Prayer times//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escape(words.trc("a calendar's name", "%s prayer times", settings.location.name)), "X-WR-TIMEZONE:" + zone.identifier,
            "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
        ]
        let first = start.instant(hour: 0, in: zone)
        let last = start.adding(days: days + 1).instant(hour: 0, in: zone)
        lines += timeZone(zone, from: first, to: last)
        for offset in 0..<days {
            let day = times.day(start.adding(days: offset))
            for row in day.rows where row.prayer.hasAdhan {
                let name = words.prayer(row)
                lines += event(uid: "\(day.date)-\(row.prayer.rawValue)-adhan@\(slug).mawqut", stamp: stamp, start: row.time, minutes: adhanMinutes,
                               summary: summary(words.trc("calendar event", "%s adhan", name)) { $0.prayer(row) }, zone: zone, text: text)
                if let iqama = row.iqama {
                    lines += event(uid: "\(day.date)-\(row.prayer.rawValue)-iqama@\(slug).mawqut", stamp: stamp, start: iqama, minutes: iqamaMinutes,
                                   summary: summary(words.trc("calendar event", "%s iqama", name)) { $0.prayer(row) }, zone: zone, text: text)
                }
            }
            for eid in settings.eid where eid.date == day.date {
                for (index, time) in eid.instants(in: zone).enumerated() {
                    lines += event(uid: "\(day.date)-eid\(index + 1)@\(slug).mawqut", stamp: stamp, start: time, minutes: iqamaMinutes,
                                   summary: summary(words.tr("Eid prayer")) { second in second.tr("Eid prayer") } + (eid.place.map { " · " + $0 } ?? ""), zone: zone, text: text)
                }
            }
            if let second = day.secondJumuah {
                lines += event(uid: "\(day.date)-jumuah2@\(slug).mawqut", stamp: stamp, start: second, minutes: iqamaMinutes,
                               summary: summary(words.jumuah(second: true)) { $0.jumuah(second: true) }, zone: zone, text: text)
            }
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    private static func event(uid: String, stamp: Date, start: Date, minutes: Int, summary: String, zone: Zone, text: TimeText) -> [String] {
        [
            "BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:" + utc(stamp),
            "DTSTART;TZID=\(zone.identifier):" + local(start, text: text),
            "DURATION:PT\(minutes)M", "SUMMARY:" + escape(summary), "TRANSP:TRANSPARENT", "END:VEVENT",
        ]
    }

    /// The zone's observances over the span (RFC 5545 §3.6.5): the one in force at
    /// its start, and one per change inside it, each with its own DTSTART in the
    /// local time before the change.
    static func timeZone(_ zone: Zone, from start: Date, to end: Date) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.identifier]
        func observance(at instant: Date, from previous: Int, to offset: Int) {
            let kind = zone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
            let local = instant.addingTimeInterval(Double(previous))
            lines += ["BEGIN:\(kind)", "DTSTART:" + floating(local), "TZOFFSETFROM:" + offsetText(previous),
                      "TZOFFSETTO:" + offsetText(offset)]
            lines.append("TZNAME:" + escape(zone.abbreviation(for: instant)))
            lines.append("END:\(kind)")
        }
        let initial = zone.secondsFromGMT(for: start)
        observance(at: start.addingTimeInterval(-86_400), from: initial, to: initial)
        for change in zone.changes(after: start, before: end) {
            observance(at: change.instant, from: change.fromSeconds, to: change.toSeconds)
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    private static func offsetText(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + NumberText.zeroPadded(minutes / 60) + NumberText.zeroPadded(minutes % 60)
    }

    /// `20261125T060500`, a local time in the event's zone.
    private static func local(_ date: Date, text: TimeText) -> String {
        let iso = text.iso8601(date)
        return String(iso.prefix(19)).replacingLiterally("-", with: "").replacingLiterally(":", with: "")
    }

    /// `20261125T060500`, the fields of an instant shifted by an offset already.
    private static func floating(_ date: Date) -> String {
        local(date, text: TimeText(timeZone: .utc))
    }

    private static func utc(_ date: Date) -> String { floating(date) + "Z" }

    /// RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// RFC 5545 §3.1: lines longer than 75 octets go on in lines that start with a
    /// space, never splitting a UTF-8 character.
    static func fold(_ line: String) -> String {
        var result = ""
        var length = 0
        for character in line {
            let size = String(character).utf8.count
            if length + size > 75 {
                result += "\r\n "
                length = 1
            }
            result.append(character)
            length += size
        }
        return result
    }
}
