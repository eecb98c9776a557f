import Foundation
import KioskCore
import PrayerCalc
import Storage
import TerminalUI

/// The clock's hadith of the day, read from the database once per day and length.
struct HadithOfTheDay {
    private var cached: (key: String, value: ClockScreenState.Quote?)?

    mutating func quote(on day: CivilDate, width: Int, store: HadithStore) -> ClockScreenState.Quote? {
        let maximum = max(80, min(width - 8, 100) * 2)
        let key = "\(day) \(maximum)"
        if let cached, cached.key == key { return cached.value }
        let quote = (try? store.ofTheDay(dayNumber: day.dayNumber, maximumLength: maximum)).flatMap { $0 }.map { stored in
            ClockScreenState.Quote(text: stored.hadith.english, reference: "\(stored.reference) (\(stored.grade))")
        }
        cached = (key, quote)
        return quote
    }
}

extension KioskRuntime {
    func quote(width: Int) -> ClockScreenState.Quote? {
        guard let store = ports.library?.hadith else { return nil }
        return hadithOfTheDay.quote(on: CivilDate(containing: now, in: manager.settings.location.timeZone), width: width, store: store)
    }
}
