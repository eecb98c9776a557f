import FileFormats
import FoundationEssentials
import Messages
import PrayerCalc
import ZoneInfo

/// One day of a mosque's published timetable: adhan times and, optionally, iqama times.
public struct TimetableDay: Sendable, Equatable {
    public let date: CivilDate
    /// Local clock times (hour, minute) for the six entries.
    public let times: [Prayer: ClockTime]
    /// Iqama clock times for the five prayers, where the timetable gives them.
    public let iqama: [Prayer: ClockTime]

    public init(date: CivilDate, times: [Prayer: ClockTime], iqama: [Prayer: ClockTime]) {
        self.date = date
        self.times = times
        self.iqama = iqama
    }

    /// The day's calculated times with the timetable's in their place.
    public func apply(to calculated: DayTimes, zone: Zone) -> DayTimes {
        calculated.replacing(times.mapValues { date.instant(hour: $0.hour, minute: $0.minute, in: zone) })
    }
}

/// A wall-clock time of day.
public struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(_ text: String) {
        let parts = text.trimmingBlanks().split(separator: ":")
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool { (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute) }
    public var description: String { NumberText.zeroPadded(hour) + ":" + NumberText.zeroPadded(minute) }
}

/// A mosque timetable as CSV, one row per day:
///
///     date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqama,dhuhr_iqama,asr_iqama,maghrib_iqama,isha_iqama
///     2026-11-21,05:30,06:49,11:45,14:15,16:33,17:55,05:50,12:30,14:30,16:40,18:15
///
/// The iqama columns are optional (all or some of them). Times are 24-hour local
/// clock times. Cells may be quoted; lines may end in CRLF; a byte-order mark, blank
/// lines and `#` comment lines are skipped. Every row is checked and every problem
/// listed (up to `problemLimit`); one bad row rejects the whole file.
public enum MosqueTimetable {
    public static let requiredColumns = ["date", "fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]
    public static let problemLimit = 20

    /// A problem names the file, the line and the field.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let file: String
        /// The line, where the file is read by lines (CSV); nil for JSON, whose problems name the entry.
        public let line: Int?
        /// What is wrong, said in the reader's language.
        public let phrase: Phrase

        public init(file: String, line: Int?, _ phrase: Phrase) {
            self.file = file
            self.line = line
            self.phrase = phrase
        }

        /// What is wrong, in English (the log, the command line).
        public var message: String { phrase.description }
        public var description: String { text(.english) }

        /// `timetable.csv:12: date: expected …` in `words`' language (the file and line as they are).
        public func text(_ words: Words) -> String {
            line.map { "\(file):\($0): \(phrase.text(words))" } ?? "\(file): \(phrase.text(words))"
        }
    }

    /// Every problem found, one per line.
    public struct Problems: Error, Equatable, CustomStringConvertible {
        public let problems: [Problem]
        /// How many more there were beyond `problemLimit`.
        public let more: Int

        public var description: String {
            (problems.map(\.description) + (more > 0 ? ["… and \(more) more problems"] : [])).joined(separator: "\n")
        }
    }

    /// The days of a timetable file: this CSV form, or JAKIM's e-solat JSON (`ESolatTimetable`).
    public static func parse(_ text: String, file: String) throws(Problems) -> [TimetableDay] {
        if ESolatTimetable.looksLikeJSON(text) { return try ESolatTimetable.parse(text, file: file) }
        var problems: [Problem] = []
        func problem(_ line: Int, _ message: Phrase) { problems.append(Problem(file: file, line: line, message)) }
        func finish() throws(Problems) {
            guard !problems.isEmpty else { return }
            throw Problems(problems: Array(problems.prefix(problemLimit)), more: max(0, problems.count - problemLimit))
        }
        let records: [CSVRecords.Record]
        do {
            records = try CSVRecords.parse(text)
        } catch {
            throw Problems(problems: [Problem(file: file, line: error.line, .verbatim(error.message))], more: 0)
        }
        guard let header = records.first else {
            throw Problems(problems: [Problem(file: file, line: 1, .tr("the file is empty"))], more: 0)
        }
        let columns = header.fields.map { $0.trimmingBlanks().lowercased() }
        let known = Set(requiredColumns + Prayer.allCases.filter(\.hasAdhan).map { "\($0.rawValue)_iqama" })
        for required in requiredColumns where !columns.contains(required) {
            problem(header.line, .tr("the header has no \"%1$s\" column (expected %2$s and optional <prayer>_iqama columns)", "\(required)", "\(requiredColumns.joined(separator: ","))"))
        }
        for (index, column) in columns.enumerated() {
            if !known.contains(column) { problem(header.line, .tr("unknown column \"%1$s\" (column %2$s)", "\(column)", "\(index + 1)")) }
            if let first = columns.firstIndex(of: column), first < index {
                problem(header.line, .tr("column \"%1$s\" appears twice (columns %2$s and %3$s)", "\(column)", "\(first + 1)", "\(index + 1)"))
            }
        }
        try finish()
        var days: [TimetableDay] = []
        var seen: [CivilDate: Int] = [:]
        for record in records.dropFirst() {
            let number = record.line
            let fields = record.fields.map { $0.trimmingBlanks() }
            guard fields.count == columns.count else {
                problem(number, .tr("expected %1$s fields, found %2$s", "\(columns.count)", "\(fields.count)"))
                continue
            }
            let row = Dictionary(zip(columns, fields), uniquingKeysWith: { first, _ in first })
            let dateText = row["date"] ?? ""
            guard let date = CivilDate(iso: dateText) else {
                problem(number, .tr("date: expected YYYY-MM-DD, got %s", "\(Quoted.short(dateText))"))
                continue
            }
            if let earlier = seen[date] {
                problem(number, .tr("date %1$s appears twice (lines %2$s and %3$s)", "\(date)", "\(earlier)", "\(number)"))
            }
            seen[date] = seen[date] ?? number
            var times: [Prayer: ClockTime] = [:]
            for prayer in Prayer.allCases {
                let text = row[prayer.rawValue] ?? ""
                guard let time = ClockTime(text) else {
                    problem(number, .tr("%1$s: expected a 24-hour time HH:MM, got %2$s", "\(prayer.rawValue)", "\(Quoted.short(text))"))
                    continue
                }
                times[prayer] = time
            }
            guard times.count == Prayer.allCases.count else { continue }
            for (earlier, later) in zip(Prayer.allCases, Prayer.allCases.dropFirst()) {
                guard let first = times[earlier], let second = times[later], first >= second else { continue }
                problem(number, .tr("%1$s (%2$s) must come after %3$s (%4$s)", "\(later.rawValue)", "\(second)", "\(earlier.rawValue)", "\(first)"))
            }
            var iqama: [Prayer: ClockTime] = [:]
            for prayer in Prayer.allCases where prayer.hasAdhan {
                guard let text = row["\(prayer.rawValue)_iqama"], !text.isEmpty, let adhan = times[prayer] else { continue }
                guard let time = ClockTime(text) else {
                    problem(number, .tr("%1$s_iqama: expected a 24-hour time HH:MM, got %2$s", "\(prayer.rawValue)", "\(Quoted.short(text))"))
                    continue
                }
                if time < adhan { problem(number, .tr("%1$s_iqama (%2$s) is before the adhan (%3$s)", "\(prayer.rawValue)", "\(time)", "\(adhan)")) }
                iqama[prayer] = time
            }
            days.append(TimetableDay(date: date, times: times, iqama: iqama))
        }
        if days.isEmpty && problems.isEmpty { problem(header.line + 1, .tr("no days in the file")) }
        try finish()
        return days
    }
}
