import ArabicText
import FileFormats
import FoundationEssentials
import KioskCore
import Messages
import MosqueSettings
import PrayerCalc

/// The words and numbers on the clock screen: in the wall's language (`display.language`,
/// from its catalogue) with its second language beside the prayers' names, in the
/// configured digits, clock format and Arabic display mode.
public struct ScreenText {
    enum Label {
        case adhan, iqama, missed
    }

    let settings: Settings
    /// The wall's words.
    public let words: Words
    /// The second language's words (`display.secondLanguage`), nil for none.
    let second: Words?
    private let times: TimeText

    public init(settings: Settings, library: MessageLibrary = .installed) {
        self.settings = settings
        words = library.words(settings.display.language)
        let second = settings.display.secondLanguage.map(library.words)
        self.second = second?.language == words.language ? nil : second
        times = TimeText(timeZone: settings.location.timeZone)
    }

    /// Whether the wall's language is written right to left.
    var rightToLeft: Bool { words.isRightToLeft }

    /// Text in the wall's language made ready for the terminal: a right-to-left
    /// language's line is a right-to-left paragraph (even when it starts with a key's
    /// Latin letter or a digit), shaped and reordered, or left logical (`display.arabic`).
    func show(_ text: String) -> String {
        // Plain ASCII in a left-to-right language has nothing to shape, reorder or leave out;
        // the clock draws a frame a second, and most of its lines are such.
        if !rightToLeft, Self.isPlainASCII(text) { return text }
        let mode = settings.display.arabicDisplayMode
        return rightToLeft ? TextLayout.display(text, direction: .rightToLeft, mode: mode) : TextLayout.display(text, mode: mode)
    }

    /// Text in the second language (or any other) made ready for the terminal, in its own direction.
    func showSecond(_ text: String) -> String {
        Self.isPlainASCII(text) ? text : TextLayout.display(text, mode: settings.display.arabicDisplayMode)
    }

    private static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    func digits(_ text: String) -> String {
        settings.display.digits.write(text)
    }

    /// Digits for `words`' own lines: a language that writes its own digits (Arabic's
    /// Arabic-Indic, Persian's and Urdu's Extended Arabic-Indic, as its catalogue says)
    /// always writes them, as an Arabic Hijri date did before the catalogues; the others as
    /// `display.digits` says.
    func digits(_ text: String, in words: Words) -> String {
        let own = DigitStyle.written(by: words)
        return own == .latin ? digits(text) : own.write(text)
    }

    /// A clock time as the screen shows it: `5:29 AM`, `05:29`, or in Arabic `٥:٢٩ ص`.
    public func clock(_ date: Date) -> String {
        settings.display.clock == .twelveHour ? show(logicalClock(date)) : logicalClock(date)
    }

    /// The clock time in logical order, to be put inside a phrase.
    func logicalClock(_ date: Date) -> String {
        let text = times.clock(date, format: settings.display.clock)
        guard settings.display.clock == .twelveHour else { return digits(text) }
        return digits(words.twelveHour(String(text.dropLast(3)), afternoon: text.hasSuffix("PM")))
    }

    func label(_ label: Label) -> String {
        switch label {
        case .adhan: show(words.tr("Adhan"))
        case .iqama: show(words.tr("Iqama"))
        // TRANSLATORS: an adhan the clock did not play (it was off, or its time passed while it started).
        case .missed: show(words.trc("an adhan not played", "missed"))
        }
    }

    /// The table's mark for what became of an adhan: a different one for each outcome.
    func logMark(_ status: PrayerLogStatus) -> String {
        switch status {
        case .played: "✓"
        case .pending: "…"
        case .silenced: "– " + show(words.trc("an adhan not played", "silent"))
        case .failed: "✗ " + show(words.trc("an adhan not played", "no sound"))
        case .missed: label(.missed)
        }
    }

    /// The big clock's digits and, for a 12-hour clock, the AM/PM (or ص/م) beside it;
    /// with the seconds when `seconds` (by default, as `display.seconds` says).
    func bigTime(_ date: Date, seconds showsSeconds: Bool? = nil) -> (String, String) {
        let time = Self.bigDigits(date, settings: settings, seconds: showsSeconds)
        guard settings.display.clock == .twelveHour else { return (time, "") }
        let hour = settings.location.timeZone.wallClock(date).secondOfDay / 3600
        return (time, show(words.dayPeriod(afternoon: hour >= 12)))
    }

    /// The big clock's digits alone: what changes every second, made without a word from
    /// a catalogue (the seconds' patch draws them each second; the words wait for a frame).
    static func bigDigits(_ date: Date, settings: Settings, seconds showsSeconds: Bool? = nil) -> String {
        let secondOfDay = settings.location.timeZone.wallClock(date).secondOfDay
        let hour = secondOfDay / 3600, minute = secondOfDay / 60 % 60, second = secondOfDay % 60
        let seconds = showsSeconds ?? settings.display.seconds ? ":" + NumberText.zeroPadded(second) : ""
        let shownHour = settings.display.clock == .twentyFourHour ? NumberText.zeroPadded(hour) : String(hour % 12 == 0 ? 12 : hour % 12)
        return settings.display.digits.write(shownHour + ":" + NumberText.zeroPadded(minute) + seconds)
    }

    /// `Saturday 21 November 2026`, or `السبت ٢١ نوفمبر ٢٠٢٦`.
    func gregorian(_ date: CivilDate) -> String { show(digits(words.gregorian(date))) }

    /// `11 Jumada al-Akhirah 1448 AH`, or `١١ جمادى الآخرة ١٤٤٨ هـ`.
    func hijri(_ date: HijriDate) -> String { show(digits(words.hijri(date), in: words)) }

    /// The Hijri date under the home layout's clock: in the second language, or the wall's when there is none.
    func hijriUnderClock(_ date: HijriDate) -> String {
        guard let second else { return hijri(date) }
        return showSecond(digits(second.hijri(date), in: second))
    }

    /// The mosque's place, and that it is only the default until one is set.
    var place: String {
        let location = settings.location
        // TRANSLATORS: the place in the clock's corner before one is set up, %s being the default city.
        return location.isDefault ? show(words.tr("%s (default location)", location.name)) : location.name
    }

    var todayHeading: String { show(words.tr("Today")) }

    func tomorrowHeading(_ date: CivilDate) -> String {
        show(words.tr("Tomorrow, %s", words.weekday(date.isoWeekday)))
    }

    /// The first column of a row: the prayer's name in the wall's language.
    func rowName(_ row: ScheduledPrayer) -> String { show(words.prayer(row)) }

    /// The second column: the name in the second language (empty without one).
    func secondName(_ row: ScheduledPrayer) -> String {
        second.map { showSecond($0.prayer(row)) } ?? ""
    }

    /// The row of a Friday's second Jumu'ah: its name, and in the second language.
    var secondJumuahName: (String, String) {
        (show(words.jumuah(second: true)), second.map { showSecond($0.jumuah(second: true)) } ?? "")
    }

    /// Time left until the next prayer: `in 1h 05m`, or `بعد ١ س ٠٥ د`.
    func countdown(_ seconds: TimeInterval) -> String {
        show(words.timeLeft(digits(words.shortDuration(seconds))))
    }

    /// A message in the wall's language and, after it, in its second language (when there is one).
    func withSecond(_ message: (Words) -> String) -> [String] {
        [show(message(words))] + (second.map { [showSecond(message($0))] } ?? [])
    }

    /// The title over an iqama countdown, in `words`' language.
    private static func iqamaTitle(_ prayer: Prayer, isJumuah: Bool, second: Bool, in words: Words) -> String {
        // TRANSLATORS: the title over an iqama countdown, %s being the prayer's name.
        words.trc("iqama countdown", "Iqama · %s", isJumuah ? words.jumuah(second: second) : words.prayer(prayer))
    }

    /// The iqama countdown's title: `Iqama · Asr · إقامة العصر` (the second language after the wall's).
    func iqamaTitle(_ prayer: Prayer, isJumuah: Bool, second isSecond: Bool = false) -> String {
        withSecond { words in Self.iqamaTitle(prayer, isJumuah: isJumuah, second: isSecond, in: words) }.joined(separator: " · ")
    }

    /// The title in the wall's language only, where both do not fit.
    func shortIqamaTitle(_ prayer: Prayer, isJumuah: Bool, second isSecond: Bool = false) -> String {
        show(Self.iqamaTitle(prayer, isJumuah: isJumuah, second: isSecond, in: words))
    }

    func iqamaAt(_ date: Date) -> String { show(words.tr("Iqama at %s", logicalClock(date))) }

    /// "Please silence your phone", in the wall's language and its second.
    /// What stands between two parts of one line (the dates in the hall's header, the parts
    /// of the next-prayer line, the footer's keys): a middle dot, or an en dash in a language
    /// whose digits write zero as a dot (Arabic-Indic ٠, Extended Arabic-Indic ۰), where the
    /// dot beside a number reads as a zero. Its catalogue's messages use the same mark.
    var partSeparator: String {
        DigitStyle.written(by: words) == .latin ? " · " : " – "
    }

    var silencePhones: String {
        withSecond { words in words.tr("Please silence your phone") }.joined(separator: " · ")
    }

    /// The same in the wall's language only.
    var shortSilencePhones: String { show(words.tr("Please silence your phone")) }
}

extension DisplaySettings {
    /// The configured Arabic mode as the shaping library takes it.
    public var arabicDisplayMode: ArabicDisplayMode { arabic == .shaped ? .shaped : .logical }
}
