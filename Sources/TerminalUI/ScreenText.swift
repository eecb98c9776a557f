import ArabicText
import FileFormats
import FoundationEssentials
import KioskCore
import MosqueSettings
import PrayerCalc

/// The words and numbers on the clock screen, in the configured label language,
/// digits, clock format and Arabic display mode; the shared words are `Vocabulary`'s
/// (day periods ص/م from the same CLDR `ar` locale).
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

    var arabicLabels: Bool { settings.display.labels == .arabic }

    /// Arabic made ready for the terminal (shaped and reordered, or logical).
    func arabic(_ text: String) -> String {
        TextLayout.display(text, mode: settings.display.arabicDisplayMode)
    }

    func digits(_ text: String) -> String {
        settings.display.digits == .arabic ? NumberText.arabicIndicDigits(text) : text
    }

    /// A clock time as the screen shows it: `5:29 AM`, `05:29`, or with Arabic labels `5:29 ص`.
    func clock(_ date: Date) -> String {
        arabicLabels && settings.display.clock == .twelveHour ? arabic(logicalClock(date)) : logicalClock(date)
    }

    /// The clock time in logical order, to be put inside an Arabic phrase.
    func logicalClock(_ date: Date) -> String {
        let text = times.clock(date, format: settings.display.clock)
        guard arabicLabels, settings.display.clock == .twelveHour else { return digits(text) }
        return digits(String(text.dropLast(3))) + " " + (text.hasSuffix("AM") ? "ص" : "م")
    }

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
        switch (status, arabicLabels) {
        case (.played, _): "✓"
        case (.pending, _): "…"
        case (.silenced, false): "– silent"
        case (.silenced, true): "– " + arabic("صامت")
        case (.failed, false): "✗ no sound"
        case (.failed, true): "✗ " + arabic("لم يُسمع")
        case (.missed, _): label(.missed)
        }
    }

    /// The big clock's digits and, for a 12-hour clock, the AM/PM (or ص/م) beside it;
    /// with the seconds when `seconds` (by default, as `display.seconds` says).
    func bigTime(_ date: Date, seconds showsSeconds: Bool? = nil) -> (String, String) {
        let secondOfDay = settings.location.timeZone.wallClock(date).secondOfDay
        let hour = secondOfDay / 3600, minute = secondOfDay / 60 % 60, second = secondOfDay % 60
        let seconds = showsSeconds ?? settings.display.seconds ? ":" + NumberText.zeroPadded(second) : ""
        if settings.display.clock == .twentyFourHour {
            return (digits("\(NumberText.zeroPadded(hour)):\(NumberText.zeroPadded(minute))" + seconds), "")
        }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let suffix = arabicLabels ? arabic(hour < 12 ? "ص" : "م") : (hour < 12 ? "AM" : "PM")
        return (digits("\(twelve):\(NumberText.zeroPadded(minute))" + seconds), suffix)
    }

    /// `Saturday 21 November 2026`, or `السبت ٢١ نوفمبر ٢٠٢٦`.
    func gregorian(_ date: CivilDate) -> String {
        guard arabicLabels else { return digits(Vocabulary.gregorian(date, arabic: false)) }
        return arabic(digits(Vocabulary.gregorian(date, arabic: true)))
    }

    func hijri(_ date: HijriDate) -> String { digits(Vocabulary.hijri(date, arabic: false)) }

    /// `١١ جمادى الآخرة ١٤٤٨ هـ`, shaped for the terminal.
    func hijriArabic(_ date: HijriDate) -> String {
        arabic(NumberText.arabicIndicDigits(Vocabulary.hijri(date, arabic: true)))
    }

    var todayHeading: String { arabicLabels ? arabic("اليوم") : "Today" }

    func tomorrowHeading(_ date: CivilDate) -> String {
        arabicLabels ? arabic("غداً، " + Vocabulary.arabicWeekdays[date.isoWeekday - 1]) : "Tomorrow, \(date.weekdayName)"
    }

    /// The first column of a row: the prayer's name in the label language.
    func rowName(_ row: ScheduledPrayer) -> String {
        arabicLabels ? arabic(Vocabulary.name(row, arabic: true)) : Vocabulary.name(row, arabic: false)
    }

    /// The second column: the Arabic name beside the English one (empty with Arabic labels).
    func arabicName(_ row: ScheduledPrayer) -> String {
        arabicLabels ? "" : arabic(Vocabulary.name(row, arabic: true))
    }

    /// The row of a Friday's second Jumu'ah: its name in the first column and, with
    /// English labels, the Arabic beside it.
    var secondJumuahName: (String, String) {
        arabicLabels ? (arabic(Vocabulary.secondJumuahArabic), "") : ("Jumu'ah 2", arabic(Vocabulary.secondJumuahArabic))
    }

    /// Time left until the next prayer: `in 1h 12m`, or `بعد ١ س ١٢ د`.
    func countdown(_ seconds: TimeInterval) -> String {
        guard arabicLabels else { return "in " + digits(TimeText.duration(seconds)) }
        let duration: String
        if seconds < 60 {
            duration = "\(Int(max(0, seconds).rounded(.up))) ث"
        } else {
            let minutes = Int((seconds / 60).rounded(.up))
            duration = minutes >= 60 ? "\(minutes / 60) س \(minutes % 60) د" : "\(minutes) د"
        }
        return arabic("بعد " + digits(duration))
    }

    func iqamaTitle(_ prayer: Prayer, isJumuah: Bool, second: Bool = false) -> String {
        let arabicName = isJumuah ? (second ? "الجمعة الثانية" : "الجمعة") : prayer.arabicName
        if arabicLabels { return arabic("إقامة " + arabicName) }
        let english = isJumuah ? (second ? "Jumu'ah 2" : "Jumu'ah") : prayer.englishName
        return "Iqama · \(english) · " + arabic("إقامة " + arabicName)
    }

    func iqamaAt(_ date: Date) -> String {
        arabicLabels ? arabic("الإقامة " + logicalClock(date)) : "Iqama at \(clock(date))"
    }
}

extension DisplaySettings {
    /// The configured Arabic mode as the shaping library takes it.
    public var arabicDisplayMode: ArabicDisplayMode { arabic == .shaped ? .shaped : .logical }
}
