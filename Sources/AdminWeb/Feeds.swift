import FileFormats
import FoundationEssentials
import MawqutCommon
import MosqueSettings
import PrayerCalc

/// The feeds for the mosque's website and the congregation's phones, all made from
/// `MosqueTimes`: a day as `mawqut times --json` prints it, the next prayer, a
/// month, the month as CSV that Mawqut's own timetable importer reads back, and a
/// calendar of the next 30 days.
enum Feeds {
    /// One day: exactly the object of `mawqut times --date … --json`.
    static func day(_ times: MosqueTimes, date: CivilDate) -> OrderedJSON {
        TimesJSON.object(times.day(date), settings: times.settings)
    }

    /// Every day of a month, each as `day` gives it.
    static func month(_ times: MosqueTimes, year: Int, month: Int) -> OrderedJSON {
        .object([
            ("month", .string("\(year)-\(NumberText.zeroPadded(month))")),
            ("timezone", .string(times.settings.location.timeZone.identifier)),
            ("locationName", .string(times.settings.location.name)),
            ("days", .array(times.month(year: year, month: month).map { TimesJSON.object($0, settings: times.settings) })),
        ])
    }

    static let csvHeader = (MosqueTimetable.requiredColumns + Prayer.allCases.filter(\.hasAdhan).map { "\($0.rawValue)_iqama" })
        .joined(separator: ",")

    /// The month in the mosque timetable format (`MosqueTimetable`): local 24-hour
    /// times, Friday's Dhuhr iqama being the first Jumu'ah.
    static func csv(_ times: MosqueTimes, year: Int, month: Int) -> String {
        let text = TimeText(timeZone: times.settings.location.timeZone)
        var lines = [csvHeader]
        for day in times.month(year: year, month: month) {
            let adhans = Prayer.allCases.map { text.clock(day.row($0).time, format: .twentyFourHour) }
            let iqamas = Prayer.allCases.filter(\.hasAdhan).map { prayer in
                day.row(prayer).iqama.map { text.clock($0, format: .twentyFourHour) } ?? ""
            }
            lines.append(([day.date.description] + adhans + iqamas).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
