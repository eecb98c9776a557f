import ArabicText
import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc

/// The clock's sentences beyond the table: the hall layout's lines, the prayer in
/// progress, Eid, and the footer, in the label language (Arabic shaped for the terminal).
extension ScreenText {
    /// A time for the big digits: `5:29` or `17:29`, without AM/PM, in the configured digits.
    func bigClock(_ date: Date) -> String {
        let text = TimeText(timeZone: settings.location.timeZone).clock(date, format: settings.display.clock)
        return digits(settings.display.clock == .twelveHour ? String(text.dropLast(3)) : text)
    }

    /// `Sunrise 6:58 AM`, or `الشروق ٦:٥٨ ص`.
    func sunrise(_ date: Date) -> String {
        arabicLabels ? arabic("الشروق " + logicalClock(date)) : "Sunrise \(clock(date))"
    }

    /// A prayer's name as the label language gives it; `jumuah` names a Friday's Dhuhr.
    func prayerName(_ prayer: Prayer, isJumuah: Bool, second: Bool = false) -> String {
        if isJumuah {
            return arabicLabels ? arabic(second ? Vocabulary.secondJumuahArabic : Vocabulary.jumuahArabic) : (second ? "Jumu'ah 2" : "Jumu'ah")
        }
        return arabicLabels ? arabic(prayer.arabicName) : prayer.englishName
    }

    /// The line under the hall's clock: the prayer picked out and what comes next for it.
    /// `Asr · iqama at 2:30 PM · in 12 min`, or `Next: Asr 2:13 PM · in 1 h 12 min`.
    func hallNextLine(_ status: ClockStatus, now: Date) -> String? {
        guard let moment = status.highlighted else { return nil }
        let schedule = [status.day, status.following].compactMap { $0 }.first { $0.date == moment.date } ?? status.day
        let row = schedule.row(moment.prayer)
        let name = prayerName(moment.prayer, isJumuah: row.isJumuah)
        func left(_ until: Date) -> String { digits(Vocabulary.duration(until.timeIntervalSince(now), arabic: true)) }
        let arabicName = Vocabulary.name(row, arabic: true)
        if moment.time <= now, let iqama = status.iqamaCountdown?.time ?? row.iqama, iqama > now {
            return arabicLabels
                ? arabic("\(arabicName) · الإقامة \(logicalClock(iqama)) · بعد \(left(iqama))")
                : "\(name) · iqama at \(clock(iqama)) · " + countdown(iqama.timeIntervalSince(now))
        }
        guard moment.time > now else { return nil }
        return arabicLabels
            ? arabic("الصلاة القادمة: \(arabicName) \(logicalClock(moment.time)) · بعد \(left(moment.time))")
            : "Next: \(name) \(clock(moment.time)) · " + countdown(moment.time.timeIntervalSince(now))
    }

    /// The calm screen while a congregation prays: the English and the Arabic,
    /// whatever the labels, for whoever walks in late.
    func prayerInProgressLines(_ window: PrayerWindow) -> (title: [String], phones: [String], prayer: String) {
        let name = prayerName(window.prayer, isJumuah: window.isJumuah, second: window.jumuah == 2)
        return ([arabic("الصلاة قائمة"), "Prayer in progress"],
                [arabic("الرجاء إغلاق الهواتف"), "Please silence your phone"],
                name)
    }

    /// An Eid prayer on the clock: its date (or today), its times with a countdown to
    /// the next one on the day, and its place.
    func eidLine(_ eid: EidPrayer, now: Date) -> String {
        let zone = settings.location.timeZone
        let today = CivilDate(containing: now, in: zone)
        let next = eid.nextTime(after: now, in: zone)
        let times = eid.instants(in: zone).map { instant -> String in
            let text = logicalClock(instant)
            guard instant == next, eid.date == today else { return text }
            let left = Vocabulary.duration(instant.timeIntervalSince(now), arabic: arabicLabels)
            return text + (arabicLabels ? " (بعد \(digits(left)))" : " (in \(left))")
        }
        if arabicLabels {
            let when = eid.date == today ? "اليوم" : Vocabulary.gregorian(eid.date, arabic: true)
            let parts = ["صلاة العيد " + digits(when), times.joined(separator: " و ")] + (eid.place.map { [$0] } ?? [])
            return arabic(parts.joined(separator: " · "))
        }
        let when = eid.date == today ? "today" : Vocabulary.gregorian(eid.date, arabic: false)
        return (["Eid prayer " + when, times.joined(separator: " and ")] + (eid.place.map { [$0] } ?? [])).joined(separator: " · ")
    }

    /// The key list, long or short to fit the width.
    func footer(width: Int) -> String {
        if arabicLabels {
            let long = "s إيقاف · m كتم · t تجربة الأذان · r القرآن · h الحديث · g الأدلة · c الإعدادات · ? مساعدة · q خروج"
            let short = "s إيقاف · m كتم · r القرآن · h الحديث · ? مساعدة · q خروج"
            // A right-to-left paragraph although it starts with a key's Latin letter, so each key stays with its word.
            return TextLayout.display(TextLayout.width(long) <= width - 2 ? long : short, direction: .rightToLeft,
                                      mode: settings.display.arabicDisplayMode)
        }
        let long = "s stop · m mute · t test adhan · r Quran · h Hadith · g guides · c settings · ? help · q quit"
        return long.count <= width - 2 ? long : "[s]top [m]ute [t]est [r]Quran [h]adith [g]uides [c]onfig [?]help [q]uit"
    }
}
