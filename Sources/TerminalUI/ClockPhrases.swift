import ArabicText
import FoundationEssentials
import KioskCore
import Messages
import MosqueSettings
import PrayerCalc

/// The clock's sentences beyond the table: the hall layout's lines, the prayer in
/// progress, Eid, and the footer, in the wall's language (shaped for the terminal).
extension ScreenText {
    /// A time for the big digits: `5:29` or `17:29`, without AM/PM, in the configured digits.
    func bigClock(_ date: Date) -> String {
        let text = TimeText(timeZone: settings.location.timeZone).clock(date, format: settings.display.clock)
        return digits(settings.display.clock == .twelveHour ? String(text.dropLast(3)) : text)
    }

    /// `Sunrise 6:58 AM`, or `الشروق ٦:٥٨ ص`.
    func sunrise(_ date: Date) -> String {
        // TRANSLATORS: in the hall's header, %s being the time of sunrise.
        show(words.tr("Sunrise %s", logicalClock(date)))
    }

    /// A prayer's name in the wall's language; `jumuah` names a Friday's Dhuhr.
    func prayerName(_ prayer: Prayer, isJumuah: Bool, second: Bool = false) -> String {
        show(isJumuah ? words.jumuah(second: second) : words.prayer(prayer))
    }

    /// The line under the hall's clock: the prayer picked out and what comes next for it.
    /// `Asr · iqama at 2:30 PM · in 12m`, or `Next: Asr 2:13 PM · in 1h 12m`; in logical
    /// order (`packed` lays it out in the room there is).
    func hallNextLine(_ status: ClockStatus, now: Date) -> String? {
        guard let moment = status.highlighted else { return nil }
        let schedule = [status.day, status.following].compactMap { $0 }.first { $0.date == moment.date } ?? status.day
        let name = words.prayer(schedule.row(moment.prayer))
        func left(_ until: Date) -> String { words.timeLeft(digits(words.shortDuration(until.timeIntervalSince(now)))) }
        if moment.time <= now, let iqama = status.iqamaCountdown?.time ?? schedule.row(moment.prayer).iqama, iqama > now {
            // TRANSLATORS: under the hall's clock between adhan and iqama: %1$s the prayer, %2$s the iqama's time, %3$s the time left ("in 12m").
            return words.tr("%1$s · iqama at %2$s · %3$s", name, logicalClock(iqama), left(iqama))
        }
        guard moment.time > now else { return nil }
        // TRANSLATORS: under the hall's clock: %1$s the next prayer, %2$s its time, %3$s the time left ("in 1h 12m"). Where the line is too long it is broken at " · " (at " – " in a language whose digits write zero as a dot, as Arabic's ٠ and Persian's ۰: write that mark there).
        return words.tr("Next: %1$s %2$s · %3$s", name, logicalClock(moment.time), left(moment.time))
    }

    /// A line in rows of at most `width` cells, each made ready for the terminal: whole
    /// where it fits, else broken between its parts (at `partSeparator`), as many to a row as fit.
    func packed(_ line: String, width: Int) -> [String] {
        let separator = partSeparator
        var rows: [String] = []
        var row: [String] = []
        for part in line.components(separatedBy: separator) {
            if !row.isEmpty, TextLayout.width(show((row + [part]).joined(separator: separator))) > width {
                rows.append(show(row.joined(separator: separator)))
                row = []
            }
            row.append(part)
        }
        if !row.isEmpty { rows.append(show(row.joined(separator: separator))) }
        return rows
    }

    /// The calm screen while a congregation prays: in the wall's language and its
    /// second, for whoever walks in late.
    func prayerInProgressLines(_ window: PrayerWindow) -> (title: [String], phones: [String], prayer: String) {
        let name = prayerName(window.prayer, isJumuah: window.isJumuah, second: window.jumuah == 2)
        return (withSecond { words in words.tr("Prayer in progress") }, withSecond { words in words.tr("Please silence your phone") }, name)
    }

    /// An Eid prayer on the clock: its date (or today), its times with a countdown to
    /// the next one on the day, and its place; in logical order (the caller lays it out in lines).
    func eidLine(_ eid: EidPrayer, now: Date) -> String {
        let zone = settings.location.timeZone
        let today = CivilDate(containing: now, in: zone)
        let next = eid.nextTime(after: now, in: zone)
        let times = eid.instants(in: zone).map { instant -> String in
            let text = logicalClock(instant)
            guard instant == next, eid.date == today else { return text }
            return text + " (" + words.timeLeft(digits(words.duration(instant.timeIntervalSince(now)))) + ")"
        }
        let when = eid.date == today ? words.tr("Eid prayer today") : words.tr("Eid prayer %s", digits(words.gregorian(eid.date)))
        // TRANSLATORS: between the last two of a list of times ("7:30 AM and 9:00 AM"), spaces included.
        let parts = [when, times.joined(separator: words.trc("list", " and "))] + (eid.place.map { [$0] } ?? [])
        return parts.joined(separator: " · ")
    }

    /// The key list, long or short to fit the width; where even the short one does not
    /// fit, its last keys are left out whole (the help, `?`, lists them all).
    func footer(width: Int) -> String {
        // TRANSLATORS: the clock's keys; keep each key's letter as it is, before its word.
        let long = show(words.tr("s stop · m mute · t test adhan · r Quran · h Hadith · g guides · c settings · ? help · q quit"))
        guard TextLayout.width(long) > width - 2 else { return long }
        // TRANSLATORS: the same keys where the screen is narrow (about 60 columns); a language may leave some out.
        let short = words.tr("[s]top [m]ute [t]est [r]Quran [h]adith [g]uides [c]onfig [?]help [q]uit")
        let separator = short.contains(" · ") ? " · " : " "
        var keys = short.components(separatedBy: separator)
        while keys.count > 1, TextLayout.width(show(keys.joined(separator: separator))) > width - 2 { keys.removeLast() }
        return show(keys.joined(separator: separator))
    }
}
