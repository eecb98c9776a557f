import ArabicText
import Foundation
import KioskCore
import PrayerCalc

/// The words and numbers on the screen, in the configured language, digits, clock
/// format and Arabic display mode.
struct ScreenText {
    enum Label {
        case adhan, iqama, missed
    }

    let settings: Settings
    private let times: TimeText

    init(settings: Settings) {
        self.settings = settings
        times = TimeText(timeZone: settings.location.timeZone)
    }

    private var arabicLabels: Bool { settings.display.labels == .arabic }

    /// Arabic made ready for the terminal (shaped and reordered, or logical).
    func arabic(_ text: String) -> String {
        ArabicText.visual(text, mode: settings.display.arabicDisplayMode)
    }

    func digits(_ text: String) -> String {
        settings.display.digits == .arabic ? ArabicText.arabicIndicDigits(text) : text
    }

    func clock(_ date: Date) -> String { digits(times.clock(date, format: settings.display.clock)) }

    func label(_ label: Label) -> String {
        switch (label, arabicLabels) {
        case (.adhan, false): "Adhan"
        case (.adhan, true): arabic("الأذان")
        case (.iqama, false): "Iqama"
        case (.iqama, true): arabic("الإقامة")
        case (.missed, false): "missed"
        case (.missed, true): arabic("فائتة")
        }
    }

    /// The table's mark for what became of an adhan: a different one for each outcome.
    func logMark(_ status: PrayerLogStatus) -> String {
        switch status {
        case .played: "✓"
        case .pending: "…"
        case .silenced: "– silent"
        case .failed: "✗ no sound"
        case .missed: label(.missed)
        }
    }

    /// The big clock's digits and, for a 12-hour clock, the AM/PM beside it.
    func bigTime(_ date: Date) -> (String, String) {
        let zone = settings.location.timeZone
        let parts = CivilDate.calendar(zone).dateComponents([.hour, .minute, .second], from: date)
        let hour = parts.hour!, minute = parts.minute!, second = parts.second!
        let seconds = settings.display.seconds ? String(format: ":%02d", second) : ""
        if settings.display.clock == .twentyFourHour {
            return (digits(String(format: "%02d:%02d", hour, minute) + seconds), "")
        }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let suffix = arabicLabels ? arabic(hour < 12 ? "ص" : "م") : (hour < 12 ? "AM" : "PM")
        return (digits(String(format: "%d:%02d", twelve, minute) + seconds), suffix)
    }

    func gregorian(_ date: CivilDate) -> String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return digits("\(date.weekdayName) \(date.day) \(months[date.month - 1]) \(date.year)")
    }

    func hijri(_ date: HijriDate) -> String { digits("\(date.day) \(date.monthName) \(date.year) AH") }

    /// `١١ جمادى الآخرة ١٤٤٨ هـ`, shaped for the terminal.
    func hijriArabic(_ date: HijriDate) -> String {
        arabic(ArabicText.arabicIndicDigits("\(date.day) \(date.monthNameArabic) \(date.year) هـ"))
    }

    var todayHeading: String { arabicLabels ? arabic("اليوم") : "Today" }

    func tomorrowHeading(_ date: CivilDate) -> String {
        arabicLabels ? arabic("غداً") : "Tomorrow, \(date.weekdayName)"
    }

    func rowName(_ row: ScheduledPrayer) -> String {
        if arabicLabels { return arabicName(row) }
        return row.isJumuah ? "Jumu'ah" : row.prayer.englishName
    }

    func arabicName(_ row: ScheduledPrayer) -> String {
        arabicLabels ? "" : arabic(row.isJumuah ? "الجمعة" : row.prayer.arabicName)
    }

    /// Time left until the next prayer: `in 1h 12m`.
    func countdown(_ seconds: TimeInterval) -> String {
        let duration = digits(TimeText.duration(seconds))
        return arabicLabels ? arabic("بعد") + " " + duration : "in " + duration
    }

    func iqamaTitle(_ prayer: Prayer, isJumuah: Bool) -> String {
        let english = isJumuah ? "Jumu'ah" : prayer.englishName
        let arabicName = isJumuah ? "الجمعة" : prayer.arabicName
        return "Iqama · \(english) · " + arabic("إقامة " + arabicName)
    }

    func iqamaAt(_ date: Date) -> String { "Iqama at \(clock(date))" }

    /// The key list, long or short to fit the width.
    func footer(width: Int) -> String {
        let long = "s stop · m mute · t test adhan · r Quran · h Hadith · g guides · c settings · ? help · q quit"
        return long.count <= width - 2 ? long : "[s]top [m]ute [t]est [r]Quran [h]adith [g]uides [c]onfig [?]help [q]uit"
    }
}

extension DisplaySettings {
    /// The configured Arabic mode as the shaping library takes it.
    public var arabicDisplayMode: ArabicDisplayMode { arabic == .shaped ? .shaped : .logical }
}
