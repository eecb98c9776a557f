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
    public let section: String
    public let label: String
    public let kind: Kind

    public var path: [String] { id.split(separator: ".").map(String.init) }

    /// What the field accepts, in words, shown beside it.
    public var accepts: String {
        switch kind {
        case .text: "any name"
        case .number(let range): "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        case .integer(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .choice(let values):
            values.joined(separator: ", ").count <= 32 ? values.joined(separator: ", ") : "Enter: choose one of \(values.count)"
        case .toggle: "on or off (Enter switches)"
        case .timeZone: "IANA name, e.g. Europe/London"
        case .iqama: "minutes after adhan (0-120), or HH:MM"
        case .jumuah: "up to two HH:MM, comma-separated"
        case .nightFrom: "HH:MM or isha+60 style, or off"
        case .nightTo: "HH:MM or fajr-30 style"
        case .pin: "4-8 digits; empty removes it"
        case .citySearch: "part of a name; Enter searches"
        }
    }

    /// The typed text in its stored form, or why it is refused.
    public func check(_ typed: String) -> Result<String, FieldRefusal> {
        let text = BidiOverrides.removed(typed).trimmingBlanks()
        let refuse = { (reason: String) in Result<String, FieldRefusal>.failure(FieldRefusal(field: label, reason: reason)) }
        switch kind {
        case .text:
            return text.isEmpty ? refuse("must not be empty") : .success(text)
        case .number(let range):
            guard let value = Double(text), range.contains(value) else { return refuse("expected \(accepts), got \"\(text)\"") }
            return .success(Self.format(value))
        case .integer(let range):
            let unsigned = text.hasPrefix("+") ? String(text.dropFirst()) : text
            guard let value = Int(unsigned), range.contains(value) else { return refuse("expected \(accepts), got \"\(text)\"") }
            return .success(String(value))
        case .choice(let values):
            return values.contains(text) ? .success(text) : refuse("expected one of \(values.joined(separator: ", ")), got \"\(text)\"")
        case .toggle:
            return ["on", "off"].contains(text) ? .success(text) : refuse("expected on or off")
        case .timeZone:
            return Zone(identifier: text) != nil && text.contains("/") || text == "UTC" ? .success(text)
                : refuse("\"\(text)\" is not a known time zone; expected a name such as Europe/London or America/New_York")
        case .iqama:
            if let minutes = Int(text), (0...120).contains(minutes) { return .success(String(minutes)) }
            if case .fixed(let hour, let minute)? = IqamaRuleParser.parse(.string(text)) { return .success(Self.clock(hour, minute)) }
            return refuse("expected \(accepts), got \"\(text)\"")
        case .jumuah:
            let parts = text.split(separator: ",").map { $0.trimmingBlanks() }.filter { !$0.isEmpty }
            guard parts.count <= 2 else { return refuse("at most two Jumu'ah times") }
            for part in parts where DayAnchor.parse(part) == nil { return refuse("\"\(part)\" is not a time HH:MM") }
            return .success(parts.joined(separator: ", "))
        case .nightFrom:
            if text.lowercased() == "off" { return .success("off") }
            return DayAnchor.parse(text) == nil ? refuse("expected \(accepts), got \"\(text)\"") : .success(text.lowercased())
        case .nightTo:
            return DayAnchor.parse(text) == nil ? refuse("expected \(accepts), got \"\(text)\"") : .success(text.lowercased())
        case .pin:
            return text.isEmpty || SettingsPIN.isValid(text) ? .success(text) : refuse("a PIN is 4 to 8 digits")
        case .citySearch:
            return text.count < 2 ? refuse("type at least two letters of the city's name") : .success(text)
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

    public static let all: [SettingsField] = {
        var fields = [
            SettingsField(id: citySearchID, section: "Location", label: "Find a city", kind: .citySearch),
            SettingsField(id: "location.name", section: "Location", label: "Name", kind: .text),
            SettingsField(id: "location.latitude", section: "Location", label: "Latitude", kind: .number(-90...90)),
            SettingsField(id: "location.longitude", section: "Location", label: "Longitude", kind: .number(-180...180)),
            SettingsField(id: "location.timezone", section: "Location", label: "Time zone", kind: .timeZone),
            SettingsField(id: "location.elevation", section: "Location", label: "Elevation (m)", kind: .number(-500...10_000)),
            SettingsField(id: "calculation.method", section: "Calculation", label: "Method",
                          kind: .choice(CalculationMethod.allCases.map(\.rawValue))),
            SettingsField(id: "calculation.asr", section: "Calculation", label: "Asr school", kind: .choice(AsrSchool.allCases.map(\.rawValue))),
            SettingsField(id: "calculation.highLatitudeRule", section: "Calculation", label: "High latitude rule",
                          kind: .choice(HighLatitudeRule.allCases.map(\.rawValue))),
        ]
        fields += Prayer.allCases.map {
            SettingsField(id: "calculation.adjustments.\($0.rawValue)", section: "Adjust times (minutes)", label: $0.englishName,
                          kind: .integer(-60...60))
        }
        fields += prayers.map { SettingsField(id: "iqama.\($0.rawValue)", section: "Iqama", label: $0.englishName, kind: .iqama) }
        fields.append(SettingsField(id: "schedule.jumuah", section: "Iqama", label: "Jumu'ah", kind: .jumuah))
        fields.append(SettingsField(id: "schedule.jumuahMinutes", section: "Iqama", label: "Jumu'ah lasts (min)", kind: .integer(0...120)))
        for prayer in prayers {
            let section = "Adhan · \(prayer.englishName)"
            fields += [
                SettingsField(id: "prayers.\(prayer.rawValue).adhan", section: section, label: "Adhan", kind: .toggle),
                SettingsField(id: "prayers.\(prayer.rawValue).volume", section: section, label: "Volume", kind: .integer(0...100)),
                SettingsField(id: "prayers.\(prayer.rawValue).prayerMinutes", section: section, label: "Prayer lasts (min)", kind: .integer(0...120)),
                SettingsField(id: "prayers.\(prayer.rawValue).reminderMinutes", section: section, label: "Reminder (minutes before)",
                              kind: .integer(0...120)),
            ]
        }
        fields += [
            SettingsField(id: "display.nightMode.from", section: "Night mode", label: "From", kind: .nightFrom),
            SettingsField(id: "display.nightMode.to", section: "Night mode", label: "To", kind: .nightTo),
            SettingsField(id: "display.layout", section: "Display", label: "Layout", kind: .choice(ClockLayout.allCases.map(\.rawValue))),
            SettingsField(id: "display.clock", section: "Display", label: "Clock", kind: .choice(ClockFormat.allCases.map(\.rawValue))),
            SettingsField(id: "display.digits", section: "Display", label: "Digits", kind: .choice(DigitStyle.allCases.map(\.rawValue))),
            SettingsField(id: "display.language", section: "Display", label: "Language", kind: .choice(MessageLibrary.installed.languages.map(\.description))),
            SettingsField(id: "display.secondLanguage", section: "Display", label: "Second language", kind: .choice(["none"] + MessageLibrary.installed.languages.map(\.description))),
            SettingsField(id: "display.arabic", section: "Display", label: "Arabic text", kind: .choice(ArabicMode.allCases.map(\.rawValue))),
            SettingsField(id: "display.theme", section: "Display", label: "Theme", kind: .choice(Theme.allCases.map(\.rawValue))),
            SettingsField(id: "display.returnToClockMinutes", section: "Display", label: "Back to clock after (min)",
                          kind: .integer(0...240)),
            SettingsField(id: pinID, section: "Security", label: "Settings PIN", kind: .pin),
        ]
        return fields
    }()

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
