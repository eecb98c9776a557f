import FileFormats
import FoundationEssentials
import Messages
import PrayerCalc
import ZoneInfo

/// One setting the settings screen edits: where it lives in the configuration
/// file, what it accepts, and how typed text becomes a value.
public struct SettingsField: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Any non-empty text.
        case text
        case number(ClosedRange<Double>)
        case integer(ClosedRange<Int>)
        /// One of the listed values.
        case choice([String])
        case toggle
        case timeZone
        /// Minutes after the adhan, or a fixed `HH:MM`.
        case iqama
        /// Zero to two Jumu'ah times, comma-separated.
        case jumuah
        /// The night window's start, or `off`.
        case nightFrom
        case nightTo
        /// A new PIN (4–8 digits), or nothing to remove it.
        case pin
        /// Not a value: looks a city up and fills in the location.
        case citySearch
    }

    /// The key path in the configuration file, dotted: `calculation.adjustments.fajr`.
    public let id: String
    /// The heading it is shown under, in `words`' language.
    public let section: String
    /// Its name, in `words`' language.
    public let label: String
    public let kind: Kind
    /// The language of the label, the hints and the refusals.
    let words: Words

    public var path: [String] { id.split(separator: ".").map(String.init) }

    /// What the field accepts, in words, shown beside it.
    public var accepts: String {
        switch kind {
        case .text: words.trc("a setting accepts", "any name")
        case .number(let range):
            words.trc("a setting accepts", "a number from %1$s to %2$s", Self.format(range.lowerBound), Self.format(range.upperBound))
        case .integer(let range):
            words.trc("a setting accepts", "a whole number from %1$s to %2$s", String(range.lowerBound), String(range.upperBound))
        case .choice(let values):
            values.joined(separator: ", ").count <= 32 ? values.joined(separator: ", ")
                : words.trn("Enter: choose one of %s", "Enter: choose one of %s", values.count, String(values.count))
        case .toggle: words.trc("a setting accepts", "on or off (Enter switches)")
        case .timeZone: words.trc("a setting accepts", "IANA name, e.g. Europe/London")
        case .iqama: words.trc("a setting accepts", "minutes after adhan (0-120), or HH:MM")
        case .jumuah: words.trc("a setting accepts", "up to two HH:MM, comma-separated")
        case .nightFrom: words.trc("a setting accepts", "HH:MM or isha+60 style, or off")
        case .nightTo: words.trc("a setting accepts", "HH:MM or fajr-30 style")
        case .pin: words.trc("a setting accepts", "4-8 digits; empty removes it")
        case .citySearch: words.trc("a setting accepts", "part of a name; Enter searches")
        }
    }

    /// The typed text in its stored form, or why it is refused (in `words`' language;
    /// what was typed and the configuration's own values, `on`, `off`, are quoted as they are).
    public func check(_ typed: String) -> Result<String, FieldRefusal> {
        let text = BidiOverrides.removed(typed).trimmingBlanks()
        let refuse = { (reason: String) in Result<String, FieldRefusal>.failure(FieldRefusal(field: label, reason: reason)) }
        let expected = { refuse(words.trc("a setting refused", "expected %1$s, got \"%2$s\"", accepts, text)) }
        switch kind {
        case .text:
            return text.isEmpty ? refuse(words.trc("a setting refused", "must not be empty")) : .success(text)
        case .number(let range):
            guard let value = Double(text), range.contains(value) else { return expected() }
            return .success(Self.format(value))
        case .integer(let range):
            let unsigned = text.hasPrefix("+") ? String(text.dropFirst()) : text
            guard let value = Int(unsigned), range.contains(value) else { return expected() }
            return .success(String(value))
        case .choice(let values):
            return values.contains(text) ? .success(text)
                : refuse(words.trc("a setting refused", "expected one of %1$s, got \"%2$s\"", values.joined(separator: ", "), text))
        case .toggle:
            return ["on", "off"].contains(text) ? .success(text) : refuse(words.trc("a setting refused", "expected on or off"))
        case .timeZone:
            return Zone(identifier: text) != nil && text.contains("/") || text == "UTC" ? .success(text)
                : refuse(words.trc("a setting refused", "\"%s\" is not a known time zone; expected a name such as Europe/London or America/New_York", text))
        case .iqama:
            if let minutes = Int(text), (0...120).contains(minutes) { return .success(String(minutes)) }
            if case .fixed(let hour, let minute)? = IqamaRuleParser.parse(.string(text)) { return .success(Self.clock(hour, minute)) }
            return expected()
        case .jumuah:
            let parts = text.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
            guard parts.count <= 2 else { return refuse(words.trc("a setting refused", "at most two Jumu'ah times")) }
            for part in parts where DayAnchor.parse(part) == nil { return refuse(words.trc("a setting refused", "\"%s\" is not a time HH:MM", part)) }
            return .success(parts.joined(separator: ", "))
        case .nightFrom:
            if text.lowercased() == "off" { return .success("off") }
            return DayAnchor.parse(text) == nil ? expected() : .success(text.lowercased())
        case .nightTo:
            return DayAnchor.parse(text) == nil ? expected() : .success(text.lowercased())
        case .pin:
            return text.isEmpty || SettingsPIN.isValid(text) ? .success(text) : refuse(words.trc("a setting refused", "a PIN is 4 to 8 digits"))
        case .citySearch:
            return text.count < 2 ? refuse(words.trc("a setting refused", "type at least two letters of the city's name")) : .success(text)
        }
    }

    /// The JSON stored for a checked value.
    func json(_ text: String) -> OrderedJSON {
        switch kind {
        case .number: .number(Double(text) ?? 0)
        case .integer: .number(Double(Int(text) ?? 0))
        case .toggle: .bool(text == "on")
        case .iqama: Int(text).map { .number(Double($0)) } ?? .string(text)
        case .jumuah: .array(text.split(separator: ",").map { .string($0.trimmingBlanks()) })
        default: .string(text)
        }
    }

    /// A number as the form shows it: up to six decimals, no trailing zeros.
    public static func format(_ value: Double) -> String {
        var text = NumberText.fixed(value, decimals: 6)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func clock(_ hour: Int, _ minute: Int) -> String { "\(NumberText.zeroPadded(hour)):\(NumberText.zeroPadded(minute))" }
}

/// Why typed text was refused: the field and the reason.
public struct FieldRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    public let field: String
    public let reason: String

    public var description: String { "\(field): \(reason)" }
}

/// The settings people change on site, in the order the screen shows them.
public enum SettingsFields {
    public static let citySearchID = "location.find"
    public static let pinID = "settingsPin"

    private static let prayers: [Prayer] = Prayer.allCases.filter(\.hasAdhan)

    /// The fields in English: what the logic (edits, values) goes by.
    public static let all = all(in: .english)

    /// The fields with their headings, names, hints and refusals in `words`' language.
    public static func all(in words: Words) -> [SettingsField] {
        func field(_ id: String, _ section: String, _ label: String, _ kind: SettingsField.Kind) -> SettingsField {
            SettingsField(id: id, section: section, label: label, kind: kind, words: words)
        }
        let location = words.trc("a settings heading", "Location")
        let calculation = words.trc("a settings heading", "Calculation")
        let display = words.trc("a settings heading", "Display")
        let iqama = words.trc("a settings heading", "Iqama")
        var fields = [
            field(citySearchID, location, words.trc("a setting", "Find a city"), .citySearch),
            field("location.name", location, words.trc("a setting", "Name"), .text),
            field("location.latitude", location, words.trc("a setting", "Latitude"), .number(-90...90)),
            field("location.longitude", location, words.trc("a setting", "Longitude"), .number(-180...180)),
            field("location.timezone", location, words.trc("a setting", "Time zone"), .timeZone),
            field("location.elevation", location, words.trc("a setting", "Elevation (m)"), .number(-500...10_000)),
            field("calculation.method", calculation, words.trc("a setting", "Method"), .choice(CalculationMethod.allCases.map(\.rawValue))),
            field("calculation.asr", calculation, words.trc("a setting", "Asr school"), .choice(AsrSchool.allCases.map(\.rawValue))),
            field("calculation.highLatitudeRule", calculation, words.trc("a setting", "High latitude rule"),
                  .choice(HighLatitudeRule.allCases.map(\.rawValue))),
        ]
        let adjust = words.trc("a settings heading", "Adjust times (minutes)")
        fields += Prayer.allCases.map { field("calculation.adjustments.\($0.rawValue)", adjust, words.prayer($0), .integer(-60...60)) }
        fields += prayers.map { field("iqama.\($0.rawValue)", iqama, words.prayer($0), .iqama) }
        fields.append(field("schedule.jumuah", iqama, words.jumuah(), .jumuah))
        fields.append(field("schedule.jumuahMinutes", iqama, words.trc("a setting", "Jumu'ah lasts (min)"), .integer(0...120)))
        for prayer in prayers {
            // TRANSLATORS: a settings heading; %s is a prayer's name.
            let section = words.trc("a settings heading", "Adhan · %s", words.prayer(prayer))
            fields += [
                field("prayers.\(prayer.rawValue).adhan", section, words.trc("a setting", "Adhan"), .toggle),
                field("prayers.\(prayer.rawValue).volume", section, words.trc("a setting", "Volume"), .integer(0...100)),
                field("prayers.\(prayer.rawValue).prayerMinutes", section, words.trc("a setting", "Prayer lasts (min)"), .integer(0...120)),
                field("prayers.\(prayer.rawValue).reminderMinutes", section, words.trc("a setting", "Reminder (minutes before)"), .integer(0...120)),
            ]
        }
        let sleep = words.trc("a settings heading", "Screen sleep")
        fields += [
            field("display.power.schedule", sleep, words.trc("a setting", "Screen off"), .choice(ScreenPowerSchedule.allCases.map(\.rawValue))),
            field("display.power.minutesAfterCongregation", sleep, words.trc("a setting", "Off after prayer (min)"), .integer(0...180)),
            field("display.power.minutesBeforeAdhan", sleep, words.trc("a setting", "On before adhan (min)"), .integer(0...180)),
            field("display.power.method", sleep, words.trc("a setting", "How it is switched"), .choice(ScreenPowerMethod.allCases.map(\.rawValue))),
            field("display.power.watts", sleep, words.trc("a setting", "Screen's power (W)"), .integer(1...2000)),
        ]
        let night = words.trc("a settings heading", "Night mode")
        let library = MessageLibrary.installed
        let languages = library.languages.filter { library.words($0).drawsOnTheWall }.map(\.description)
        fields += [
            field("display.nightMode.from", night, words.trc("a setting", "From"), .nightFrom),
            field("display.nightMode.to", night, words.trc("a setting", "To"), .nightTo),
            field("display.layout", display, words.trc("a setting", "Layout"), .choice(ClockLayout.allCases.map(\.rawValue))),
            field("display.clock", display, words.trc("a setting", "Clock"), .choice(ClockFormat.allCases.map(\.rawValue))),
            field("display.digits", display, words.trc("a setting", "Digits"), .choice(DigitStyle.allCases.map(\.rawValue))),
            field("display.language", display, words.trc("a setting", "Language"), .choice(languages)),
            field("display.secondLanguage", display, words.trc("a setting", "Second language"), .choice(["none"] + languages)),
            field("display.arabic", display, words.trc("a setting", "Arabic text"), .choice(ArabicMode.allCases.map(\.rawValue))),
            field("display.theme", display, words.trc("a setting", "Theme"), .choice(Theme.allCases.map(\.rawValue))),
            field("display.returnToClockMinutes", display, words.trc("a setting", "Back to clock after (min)"), .integer(0...240)),
            field("display.qrCode", display, words.trc("a setting", "QR code to the page"), .toggle),
            field(pinID, words.trc("a settings heading", "Security"), words.trc("a setting", "Settings PIN"), .pin),
        ]
        return fields
    }

    /// Each field's current value as the screen shows and edits it.
    public static func values(of settings: Settings) -> [String: String] {
        let location = settings.location
        let calculation = settings.calculation
        var values: [String: String] = [
            citySearchID: "",
            "location.name": location.name,
            "location.latitude": SettingsField.format(location.latitude),
            "location.longitude": SettingsField.format(location.longitude),
            "location.timezone": location.timeZone.identifier,
            "location.elevation": SettingsField.format(location.elevation),
            "calculation.method": calculation.method.rawValue,
            "calculation.asr": calculation.asrSchool.rawValue,
            "calculation.highLatitudeRule": calculation.highLatitudeRule.rawValue,
            "schedule.jumuah": settings.schedule.jumuahTimes.map(describe).joined(separator: ", "),
            "schedule.jumuahMinutes": String(settings.schedule.jumuahMinutes),
            "display.nightMode.from": settings.schedule.nightMode.map { describe($0.from) } ?? "off",
            "display.nightMode.to": describe(settings.schedule.nightMode?.to ?? NightModeSettings().to),
            "display.layout": settings.display.layout.rawValue,
            "display.clock": settings.display.clock.rawValue,
            "display.digits": settings.display.digits.rawValue,
            "display.language": settings.display.language.description,
            "display.secondLanguage": settings.display.secondLanguage?.description ?? "none",
            "display.arabic": settings.display.arabic.rawValue,
            "display.theme": settings.display.theme.rawValue,
            "display.returnToClockMinutes": String(settings.display.returnToClockMinutes),
            "display.qrCode": settings.display.qrCode ? "on" : "off",
            "display.power.schedule": settings.display.power.schedule.rawValue,
            "display.power.minutesAfterCongregation": String(settings.display.power.minutesAfterCongregation),
            "display.power.minutesBeforeAdhan": String(settings.display.power.minutesBeforeAdhan),
            "display.power.method": settings.display.power.method.rawValue,
            "display.power.watts": String(settings.display.power.watts),
            pinID: "",
        ]
        for prayer in Prayer.allCases { values["calculation.adjustments.\(prayer.rawValue)"] = String(calculation.adjustments[prayer]) }
        for prayer in prayers {
            values["iqama.\(prayer.rawValue)"] = switch settings.iqama.rules[prayer] ?? .offset(minutes: 0) {
            case .offset(let minutes): String(minutes)
            case .fixed(let hour, let minute): SettingsField.clock(hour, minute)
            }
            let audio = settings.schedule.audio(for: prayer)
            values["prayers.\(prayer.rawValue).adhan"] = audio.adhan ? "on" : "off"
            values["prayers.\(prayer.rawValue).volume"] = String(audio.volume)
            values["prayers.\(prayer.rawValue).reminderMinutes"] = String(audio.reminderMinutes)
            values["prayers.\(prayer.rawValue).prayerMinutes"] = String(settings.schedule.prayerMinutes(for: prayer))
        }
        return values
    }

    /// `HH:MM`, or `isha+60`.
    static func describe(_ anchor: DayAnchor) -> String {
        switch anchor {
        case .clock(let hour, let minute): SettingsField.clock(hour, minute)
        case .prayer(let prayer, let minutes): minutes == 0 ? prayer.rawValue : prayer.rawValue + (minutes > 0 ? "+" : "") + String(minutes)
        }
    }

    /// The configuration edits for the values that differ from `original`. A changed
    /// location writes its name, coordinates and time zone together (they only make
    /// sense together); night mode `off` removes the window. Refused only when a new
    /// PIN cannot be hashed (the system's libcrypt failed).
    public static func edits(from original: [String: String], to draft: [String: String], newPIN: String?) throws(FieldRefusal) -> [ConfigEdit] {
        let changed = all.filter { field in
            ![citySearchID, pinID].contains(field.id) && draft[field.id] != nil && draft[field.id] != original[field.id]
        }
        var edits: [ConfigEdit] = []
        var ids = Set(changed.map(\.id))
        if ids.contains(where: { $0.hasPrefix("location.") }) {
            ids.formUnion(["location.name", "location.latitude", "location.longitude", "location.timezone"])
        }
        if ids.contains(where: { $0.hasPrefix("display.nightMode.") }) {
            ids.remove("display.nightMode.from")
            ids.remove("display.nightMode.to")
            if draft["display.nightMode.from"] == "off" {
                edits.append(ConfigEdit(["display", "nightMode"], .string("off")))
            } else {
                edits.append(ConfigEdit(["display", "nightMode", "from"], .string(draft["display.nightMode.from"] ?? "")))
                edits.append(ConfigEdit(["display", "nightMode", "to"], .string(draft["display.nightMode.to"] ?? "")))
            }
        }
        for field in all where ids.contains(field.id) {
            edits.append(ConfigEdit(field.path, field.json(draft[field.id] ?? "")))
        }
        if let newPIN {
            do {
                edits.append(ConfigEdit([pinID], newPIN.isEmpty ? nil : .string(try SettingsPIN.hash(newPIN))))
            } catch {
                throw FieldRefusal(field: pinID, reason: error.description)
            }
        }
        return edits
    }
}
