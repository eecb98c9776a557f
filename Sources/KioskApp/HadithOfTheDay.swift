import ArabicText
import FoundationEssentials
import PrayerCalc
import Scripture
import Storage
import TerminalUI

/// The clock's hadith of the day, read from the database once per day and room.
struct HadithOfTheDay {
    /// What the choice depends on; compared each second, so no text is made for it.
    private struct Key: Equatable {
        let day: CivilDate
        let width: Int
        let lines: Int
        let mode: ArabicDisplayMode
    }

    private var cached: (key: Key, value: ClockScreenState.Quote?)?

    /// The day's hadith that fits `room` (its width and lines) whole, or nil when none does.
    mutating func quote(on day: CivilDate, room: (width: Int, lines: Int), mode: ArabicDisplayMode,
                        store: HadithStore) -> ClockScreenState.Quote? {
        let key = Key(day: day, width: room.width, lines: room.lines, mode: mode)
        if let cached, cached.key == key { return cached.value }
        let quote = Self.fitting(dayNumber: day.dayNumber, room: room, mode: mode, store: store)
        cached = (key, quote)
        return quote
    }

    /// The day's first candidate whose wrapped text takes at most `room.lines` lines:
    /// each candidate that wraps to more lowers the length limit below its own, so the
    /// search ends.
    private static func fitting(dayNumber: Int, room: (width: Int, lines: Int), mode: ArabicDisplayMode,
                                store: HadithStore) -> ClockScreenState.Quote? {
        guard room.lines > 0 else { return nil }
        var maximum = min(HadithStore.dailyPoolMaximumLength, room.width * room.lines)
        while maximum > 0, let stored = (try? store.ofTheDay(dayNumber: dayNumber, maximumLength: maximum)) ?? nil {
            if ClockScreen.quoteLineCount(stored.hadith.english, width: room.width, mode: mode) <= room.lines {
                return ClockScreenState.Quote(text: stored.hadith.english, reference: "\(stored.reference) · \(HadithGrade.leading(stored.hadith.grades))")
            }
            maximum = min(maximum, stored.hadith.english.count) - 1
        }
        return nil
    }
}

extension KioskRuntime {
    /// The hadith of the day for the clock `state` (without a quote yet) on the current screen.
    func quote(for state: ClockScreenState) -> ClockScreenState.Quote? {
        guard let store = ports.library?.hadith else { return nil }
        let room = ClockScreen.quoteRoom(state, width: screens.size.width, height: screens.size.height)
        return hadithOfTheDay.quote(on: CivilDate(containing: now, in: manager.settings.location.timeZone), room: room,
                                    mode: manager.settings.display.arabicDisplayMode, store: store)
    }
}
