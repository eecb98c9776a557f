import FileFormats
import FoundationEssentials
import Messages
import PrayerCalc

/// JAKIM's e-solat timetable as the portal gives it for a zone and a month or a year
/// (www.e-solat.gov.my, `esolatApi/takwimsolat`, saved as a `.json` file): an object whose
/// `prayerTime` list holds a day each, `"date": "01-Jan-2026"` and the times as
/// `"HH:MM:SS"` under `fajr`, `syuruk`, `dhuhr`, `asr`, `maghrib` and `isha`.
enum ESolatTimetable {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// e-solat's name of each time.
    static let keys: [(Prayer, String)] = [(.fajr, "fajr"), (.sunrise, "syuruk"), (.dhuhr, "dhuhr"), (.asr, "asr"), (.maghrib, "maghrib"), (.isha, "isha")]

    /// Whether a file's text is e-solat's JSON (an object, where the CSV form starts with its header).
    static func looksLikeJSON(_ text: String) -> Bool {
        text.unicodeScalars.first { !$0.properties.isWhitespace && $0 != "\u{FEFF}" } == "{"
    }

    /// The days of the file, or every problem with the day (its place in the list) and the field named.
    static func parse(_ text: String, file: String) throws(MosqueTimetable.Problems) -> [TimetableDay] {
        func fail(_ problems: [MosqueTimetable.Problem]) -> MosqueTimetable.Problems {
            MosqueTimetable.Problems(problems: Array(problems.prefix(MosqueTimetable.problemLimit)),
                                     more: max(0, problems.count - MosqueTimetable.problemLimit))
        }
        let root: JSONValue
        do {
            root = try JSONValue.parseData(Data(text.utf8))
        } catch {
            throw fail([MosqueTimetable.Problem(file: file, line: nil, .tr("not JSON e-solat gives (%s); a CSV timetable starts with its header line", .text("\(error)")))])
        }
        guard let list = root["prayerTime"]?.array else {
            throw fail([MosqueTimetable.Problem(file: file, line: nil, .tr("no \"prayerTime\" list: expected e-solat's answer for a zone (esolatApi/takwimsolat)"))])
        }
        var problems: [MosqueTimetable.Problem] = []
        var days: [TimetableDay] = []
        var seen: Set<CivilDate> = []
        for (index, entry) in list.enumerated() {
            func problem(_ message: Phrase) {
                problems.append(MosqueTimetable.Problem(file: file, line: nil, .trc("a setting and what is wrong with it", "%1$s: %2$s", .text("prayerTime[\(index)]"), .phrase(message))))
            }
            let dateText = entry["date"]?.string ?? ""
            guard let date = Self.date(dateText) else {
                problem(.tr("date: expected a day such as \"01-Jan-2026\", got %s", .text(Quoted.short(dateText))))
                continue
            }
            if !seen.insert(date).inserted { problem(.tr("date %s appears twice", .text("\(date)"))) }
            var times: [Prayer: ClockTime] = [:]
            for (prayer, key) in keys {
                let value = entry[key]?.string ?? ""
                guard let time = ClockTime(String(value.prefix(5))), value.count == 5 || value.count == 8 else {
                    problem(.tr("%1$s: expected a time HH:MM:SS, got %2$s", .text(key), .text(Quoted.short(value))))
                    continue
                }
                times[prayer] = time
            }
            guard times.count == keys.count else { continue }
            for (earlier, later) in zip(Prayer.allCases, Prayer.allCases.dropFirst()) {
                guard let first = times[earlier], let second = times[later], first >= second else { continue }
                problem(.tr("%1$s (%2$s) must come after %3$s (%4$s)", .text(later.rawValue), .text("\(second)"), .text(earlier.rawValue), .text("\(first)")))
            }
            days.append(TimetableDay(date: date, times: times, iqama: [:]))
        }
        if days.isEmpty && problems.isEmpty { problems.append(MosqueTimetable.Problem(file: file, line: nil, .tr("the prayerTime list is empty"))) }
        guard problems.isEmpty else { throw fail(problems) }
        return days.sorted { $0.date < $1.date }
    }

    /// `01-Jan-2026` (e-solat's form).
    static func date(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let day = Int(parts[0]), let month = months.firstIndex(of: String(parts[1])), let year = Int(parts[2]) else { return nil }
        return CivilDate(year: year, month: month + 1, day: day)
    }
}
