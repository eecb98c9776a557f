import FileFormats
import FoundationEssentials
import Messages
import PrayerCalc

/// Turns configuration JSON into `Settings`, naming every problem it finds.
public enum SettingsDecoder {
    /// The refusal of a file that is no JSON, its argument where and why (`ConfigFault` says it as "not valid JSON at …").
    public static let notJSON = "not valid JSON: %s"

    /// Decodes and validates a configuration document. Absent keys take their defaults.
    public static func decode(_ data: Data) throws(ConfigError) -> Settings {
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch {
            throw ConfigError(issues: [ConfigIssue(path: "(file)", .tr("not valid JSON: %s", .text(error.description)))])
        }
        guard case .object(let members) = root else {
            throw ConfigError(issues: [ConfigIssue(path: "(file)", .tr("expected a JSON object at the top level, got %s", root.shown))])
        }
        let log = IssueLog()
        let document = ConfigObject(path: "", members: members, log: log)
        var settings = Settings.defaults
        if let location = document.object("location") { settings.location = decodeLocation(location) }
        if let calculation = document.object("calculation") {
            settings.source = calculation.choice("source", default: .local)
            settings.aladhanBaseURL = calculation.string("aladhanURL", default: settings.aladhanBaseURL)
            let announcedStarts = calculation.raw("hijriMonthStarts")
            settings.calculation = decodeCalculation(calculation)
            if let starts = announcedStarts {
                settings.calculation.hijriMonthStarts = decodeHijriMonthStarts(starts, log: log, issues: &settings.entryIssues)
            }
        }
        if let iqama = document.object("iqama") { settings.iqama = decodeIqama(iqama) }
        if let display = document.object("display") {
            settings.display.layout = display.choice("layout", default: settings.display.layout)
            settings.display.clock = display.choice("clock", default: settings.display.clock)
            settings.display.seconds = display.bool("seconds", default: settings.display.seconds)
            settings.display.digits = display.choice("digits", default: settings.display.digits)
            decodeLanguages(display, into: &settings.display, issues: &settings.entryIssues)
            settings.display.arabic = display.choice("arabic", default: settings.display.arabic)
            settings.display.theme = display.choice("theme", default: settings.display.theme)
            settings.display.nightStyle = display.choice("nightStyle", default: settings.display.nightStyle)
            settings.display.iqamaCountdownMinutes = display.integer("iqamaCountdownMinutes", in: 0...60,
                                                                     default: settings.display.iqamaCountdownMinutes)
            settings.display.burnInShiftMinutes = display.integer("burnInShiftMinutes", in: 0...60,
                                                                  default: settings.display.burnInShiftMinutes)
            settings.display.returnToClockMinutes = display.integer("returnToClockMinutes", in: 0...240,
                                                                    default: settings.display.returnToClockMinutes)
            settings.display.eidDaysBefore = display.integer("eidDaysBefore", in: 0...60, default: settings.display.eidDaysBefore)
            settings.display.announcementSeconds = display.integer("announcementSeconds", in: 3...60,
                                                                   default: settings.display.announcementSeconds)
            if display.raw("fontSize") != nil {
                let size = display.integer("fontSize", in: KioskFont.points, default: 0)
                settings.display.fontSize = KioskFont.points.contains(size) ? size : nil
            }
            settings.display.qrCode = display.bool("qrCode", default: settings.display.qrCode)
            if display.raw("qrCodeAddress") != nil {
                let address = display.string("qrCodeAddress", default: "")
                if address.hasPrefix("https://") || address.hasPrefix("http://"), address.count <= 200, !address.contains(" ") {
                    settings.display.qrCodeAddress = address
                } else if !address.isEmpty {
                    display.reject("qrCodeAddress", .tr("expected an address starting with https:// or http://, at most 200 characters, got \"%s\"", "\(address)"))
                }
            }
            if let power = display.object("power") {
                settings.display.power = decodeScreenPower(power)
            }
            if case .string("off")? = display.raw("forbiddenTimes") {
                settings.display.forbiddenTimes = nil
            } else if case .string(let other)? = display.raw("forbiddenTimes") {
                display.reject("forbiddenTimes", .tr("expected an object with afterSunriseMinutes, beforeDhuhrMinutes and beforeMaghribMinutes, or \"off\", got \"%s\"", "\(other)"))
            } else if let forbidden = display.object("forbiddenTimes") {
                var times = ForbiddenTimesSettings()
                times.afterSunriseMinutes = forbidden.integer("afterSunriseMinutes", in: 0...60, default: times.afterSunriseMinutes)
                times.beforeDhuhrMinutes = forbidden.integer("beforeDhuhrMinutes", in: 0...60, default: times.beforeDhuhrMinutes)
                times.beforeMaghribMinutes = forbidden.integer("beforeMaghribMinutes", in: 0...60, default: times.beforeMaghribMinutes)
                forbidden.rejectUnknownKeys()
                settings.display.forbiddenTimes = times
            }
            if case .string("off")? = display.raw("nightMode") {
                settings.schedule.nightMode = nil
            } else if case .string(let other)? = display.raw("nightMode") {
                display.reject("nightMode", .tr("expected an object with from and to, or \"off\", got \"%s\"", "\(other)"))
            } else if let night = display.object("nightMode") {
                settings.schedule.nightMode = decodeNightMode(night)
            }
            display.rejectUnknownKeys()
        }
        if let audio = document.object("audio") {
            settings.audio.device = audio.string("device", default: settings.audio.device)
            settings.audio.adhanFile = audio.string("adhan", default: settings.audio.adhanFile)
            settings.audio.fajrAdhanFile = audio.string("fajrAdhan", default: settings.audio.fajrAdhanFile)
            if audio.raw("dua") != nil { settings.schedule.duaFile = audio.string("dua", default: "") }
            if audio.raw("mixer") != nil { settings.audio.mixerControl = audio.string("mixer", default: "") }
            audio.rejectUnknownKeys()
        }
        if let prayers = document.object("prayers") { settings.schedule.prayers = decodePrayers(prayers) }
        if let schedule = document.object("schedule") { decodeSchedule(schedule, into: &settings.schedule) }
        if let quran = document.object("quran") { settings.quran = decodeQuran(quran) }
        if document.raw("settingsPin") != nil {
            let stored = document.string("settingsPin", default: "")
            if SettingsPIN.isStoredForm(stored) {
                settings.settingsPinHash = stored
            } else {
                document.reject("settingsPin", .tr("expected a hashed PIN as the settings screen and the admin page write it ($y$…); remove the key to have no PIN"))
            }
        }
        if let mqtt = document.object("mqtt") { settings.mqtt = decodeMQTT(mqtt, locationName: settings.location.name) }
        if let admin = document.object("admin") { settings.admin = decodeAdmin(admin) }
        if let announcements = document.raw("announcements") {
            settings.announcements = decodeAnnouncements(announcements, log: log, issues: &settings.entryIssues)
        }
        if let eid = document.raw("eid") { settings.eid = decodeEid(eid, log: log, issues: &settings.entryIssues) }
        document.rejectUnknownKeys()
        if !log.issues.isEmpty { throw ConfigError(issues: log.issues) }
        do {
            _ = try PrayerTimeCalculator(location: settings.location.calculationLocation, settings: settings.calculation)
        } catch {
            let path = if case .timeZoneFarFromLongitude = error { "location.timezone" } else { "calculation" }
            throw ConfigError(issues: [ConfigIssue(path: path, .verbatim(error.description))])
        }
        return settings
    }

    private static func decodeLocation(_ object: ConfigObject) -> LocationSettings {
        let fallback = LocationSettings.default
        let hasCoordinates = object.raw("latitude") != nil || object.raw("longitude") != nil
        if hasCoordinates, object.raw("latitude") == nil { object.reject("latitude", .tr("required when longitude is given")) }
        if hasCoordinates, object.raw("longitude") == nil { object.reject("longitude", .tr("required when latitude is given")) }
        if hasCoordinates, object.raw("timezone") == nil {
            object.reject("timezone", .tr("required with latitude and longitude (an IANA name such as \"Europe/London\")"))
        }
        if !hasCoordinates, object.raw("timezone") != nil {
            object.reject("timezone", .tr("given without latitude and longitude: the times would be the default place's on this zone's clock; give all three"))
        }
        let latitude = object.number("latitude", in: -90...90, default: fallback.latitude)
        let longitude = object.number("longitude", in: -180...180, default: fallback.longitude)
        let location = LocationSettings(
            name: BidiOverrides.removed(object.string("name", default: hasCoordinates ? NumberText.fixed(latitude, decimals: 4) + ", " + NumberText.fixed(longitude, decimals: 4) : fallback.name)),
            latitude: latitude, longitude: longitude,
            timeZone: object.timeZone("timezone", default: fallback.timeZone),
            elevation: object.number("elevation", in: -500...10_000, default: 0),
            isDefault: !hasCoordinates)
        object.rejectUnknownKeys()
        return location
    }

    private static func decodeCalculation(_ object: ConfigObject) -> CalculationSettings {
        let method: CalculationMethod = object.choice("method", default: .isna)
        var settings = CalculationSettings(method: method)
        settings.asrSchool = object.choice("asr", default: settings.asrSchool)
        settings.highLatitudeRule = object.choice("highLatitudeRule", default: settings.highLatitudeRule)
        settings.roundingOverride = object.optionalChoice("rounding")
        settings.shafaq = object.choice("shafaq", default: settings.shafaq)
        settings.ummAlQuraRamadanIsha = object.bool("ummAlQuraRamadanIsha", default: true)
        settings.imsakMinutes = object.integer("imsakMinutes", in: 0...60, default: 10)
        settings.hijriAdjustment = object.integer("hijriAdjustment", in: -3...3, default: 0)
        if let raw = object.raw("zone") {
            if case .string(let code) = raw, let zone = method.zone(code: code) {
                settings.zone = zone
            } else if method.zones.isEmpty {
                object.reject("zone", .tr("%1$s publishes no zones (%2$s do); remove the key or choose one of those methods", "\(method.rawValue)", "\(CalculationMethod.zonedNames)"))
            } else {
                // TRANSLATORS: %1$s is a calculation method (such as jakim), %2$s one of its zones' codes, %3$s what the file has.
                object.reject("zone", .tr("expected one of the %1$s zones' codes, such as \"%2$s\" (mawqut zones --method %1$s lists them), got %3$s",
                                          .text(method.rawValue), .text(method.zones[0].code), raw.shown))
            }
        }
        if let adjustments = object.object("adjustments") {
            let range = -60...60
            settings.adjustments = PrayerAdjustments(
                fajr: adjustments.integer("fajr", in: range, default: 0),
                sunrise: adjustments.integer("sunrise", in: range, default: 0),
                dhuhr: adjustments.integer("dhuhr", in: range, default: 0),
                asr: adjustments.integer("asr", in: range, default: 0),
                maghrib: adjustments.integer("maghrib", in: range, default: 0),
                isha: adjustments.integer("isha", in: range, default: 0))
            adjustments.rejectUnknownKeys()
        }
        if let custom = object.object("custom") {
            if method != .custom {
                object.reject("custom", .tr("only used when method is \"custom\" (method is \"%s\")", "\(method.rawValue)"))
            }
            settings.customParameters = decodeCustom(custom)
        } else if method == .custom {
            object.reject("custom", .tr("required when method is \"custom\": give fajrAngle and ishaAngle or ishaInterval"))
        }
        object.rejectUnknownKeys()
        return settings
    }

    private static func decodeCustom(_ object: ConfigObject) -> MethodParameters {
        let fajrAngle = object.number("fajrAngle", in: 0.1...30, default: 18)
        let hasAngle = object.raw("ishaAngle") != nil
        let hasInterval = object.raw("ishaInterval") != nil
        if hasAngle == hasInterval { object.reject("ishaAngle", .tr("give exactly one of ishaAngle and ishaInterval")) }
        let isha: IshaDefinition = hasInterval
            ? .minutesAfterMaghrib(object.integer("ishaInterval", in: 1...300, default: 90))
            : .angle(object.number("ishaAngle", in: 0.1...30, default: 17))
        let maghribAngle = object.raw("maghribAngle") == nil ? nil : object.number("maghribAngle", in: 0...30, default: 0)
        object.rejectUnknownKeys()
        return MethodParameters(fajrAngle: fajrAngle, isha: isha, maghribAngle: maghribAngle)
    }

    private static func decodeIqama(_ object: ConfigObject) -> IqamaSettings {
        var rules = IqamaSettings.defaultRules
        for prayer in Prayer.allCases where prayer.hasAdhan {
            guard let value = object.raw(prayer.rawValue) else { continue }
            if let rule = IqamaRuleParser.parse(value) {
                rules[prayer] = rule
            } else {
                object.reject(prayer.rawValue, .tr("expected minutes after the adhan (0 to 120) or a fixed time \"HH:MM\", got %s", value.shown))
            }
        }
        let periods = object.raw("periods").map { decodePeriods($0, in: object) } ?? []
        object.rejectUnknownKeys()
        return IqamaSettings(rules: rules, periods: periods)
    }

    private static func decodePrayers(_ object: ConfigObject) -> [Prayer: PrayerAudioSettings] {
        var prayers = ScheduleSettings.defaultPrayers
        for prayer in Prayer.allCases where prayer.hasAdhan {
            guard let entry = object.object(prayer.rawValue) else { continue }
            prayers[prayer] = PrayerAudioSettings(
                adhan: entry.bool("adhan", default: true),
                file: entry.raw("file") == nil ? nil : entry.string("file", default: ""),
                volume: entry.integer("volume", in: 0...100, default: 100),
                reminderMinutes: entry.integer("reminderMinutes", in: 0...120, default: 0),
                prayerMinutes: entry.raw("prayerMinutes") == nil ? nil : entry.integer("prayerMinutes", in: 0...120, default: 0))
            entry.rejectUnknownKeys()
        }
        object.rejectUnknownKeys()
        return prayers
    }

    private static func decodeSchedule(_ object: ConfigObject, into schedule: inout ScheduleSettings) {
        schedule.graceMinutes = object.integer("graceMinutes", in: 0...30, default: schedule.graceMinutes)
        schedule.rolloverMinutesAfterIsha = object.integer("rolloverMinutesAfterIsha", in: 0...240,
                                                           default: schedule.rolloverMinutesAfterIsha)
        schedule.quietMinutesAfterIqama = object.integer("quietMinutesAfterIqama", in: 0...60,
                                                         default: schedule.quietMinutesAfterIqama)
        schedule.jumuahMinutes = object.integer("jumuahMinutes", in: 0...120, default: schedule.jumuahMinutes)
        schedule.sunriseWarningMinutes = object.integer("sunriseWarningMinutes", in: 0...60,
                                                        default: schedule.sunriseWarningMinutes)
        schedule.iqamaTone = object.bool("iqamaTone", default: schedule.iqamaTone)
        if let value = object.raw("jumuah") {
            var times: [DayAnchor] = []
            if case .array(let items) = value, items.count <= 2,
               items.allSatisfy({ if case .string(let text) = $0, case .clock = DayAnchor.parse(text) { true } else { false } }) {
                times = items.compactMap { if case .string(let text) = $0 { DayAnchor.parse(text) } else { nil } }
            } else {
                object.reject("jumuah", .tr("expected a list of one or two clock times such as [\"13:15\", \"14:30\"], got %s", value.shown))
            }
            schedule.jumuahTimes = times
        }
        object.rejectUnknownKeys()
    }

    private static func decodeQuran(_ object: ConfigObject) -> QuranSettings {
        var quran = QuranSettings()
        quran.translations = object.stringList("translations", default: quran.translations)
        if let mode = object.raw("mode") {
            if case .string(let text) = mode, ["verse", "continuous"].contains(text) {
                quran.verseByVerse = text == "verse"
            } else {
                object.reject("mode", .tr("expected one of verse, continuous, got %s", mode.shown))
            }
        }
        quran.reciters = object.stringList("reciters", default: quran.reciters)
        quran.reciter = object.string("reciter", default: quran.reciter)
        quran.recitationsDirectory = object.string("recitationsDirectory", default: quran.recitationsDirectory)
        if object.raw("downloadBaseURL") != nil {
            let url = object.string("downloadBaseURL", default: "")
            if url.hasPrefix("http://") || url.hasPrefix("https://") {
                quran.downloadBaseURL = url
            } else {
                object.reject("downloadBaseURL", .tr("expected an http:// or https:// address, got \"%s\"", "\(url)"))
            }
        }
        quran.missingAudio = object.choice("missingAudio", default: quran.missingAudio)
        let speed = object.number("speed", in: 1...2, default: 1)
        if [1, 1.5, 2].contains(speed) { quran.speed = speed } else { object.reject("speed", .tr("expected 1, 1.5 or 2, got %s", "\(speed)")) }
        object.rejectUnknownKeys()
        return quran
    }

    private static func decodeScreenPower(_ object: ConfigObject) -> ScreenPowerSettings {
        var power = ScreenPowerSettings()
        power.schedule = object.choice("schedule", default: power.schedule)
        power.minutesAfterCongregation = object.integer("minutesAfterCongregation", in: 0...180, default: power.minutesAfterCongregation)
        power.minutesBeforeAdhan = object.integer("minutesBeforeAdhan", in: 0...180, default: power.minutesBeforeAdhan)
        power.wakeMinutes = object.integer("wakeMinutes", in: 1...240, default: power.wakeMinutes)
        power.method = object.choice("method", default: power.method)
        if object.raw("device") != nil {
            let device = object.string("device", default: "")
            if device.hasPrefix("/dev/") || (!device.isEmpty && device.allSatisfy({ $0.isASCII && $0.isNumber })) {
                power.device = device
            } else if !device.isEmpty {
                object.reject("device", .tr("expected a CEC device such as /dev/cec0 or a DDC bus number such as 11, got \"%s\"", "\(device)"))
            }
        }
        power.watts = object.integer("watts", in: 1...2000, default: power.watts)
        object.rejectUnknownKeys()
        return power
    }

    private static func decodeNightMode(_ object: ConfigObject) -> NightModeSettings {
        var night = NightModeSettings()
        for (key, keyPath) in [("from", \NightModeSettings.from), ("to", \NightModeSettings.to)] {
            guard let value = object.raw(key) else { continue }
            if case .string(let text) = value, let anchor = DayAnchor.parse(text) {
                night[keyPath: keyPath] = anchor
            } else {
                object.reject(key, .tr("expected a clock time \"HH:MM\" or a prayer with minutes such as \"isha+60\" or \"fajr-30\", got %s", value.shown))
            }
        }
        object.rejectUnknownKeys()
        return night
    }
}

/// Parses an iqama value: minutes after the adhan, or a fixed `HH:MM` clock time.
enum IqamaRuleParser {
    static func parse(_ value: JSONValue) -> IqamaRule? {
        switch value {
        case .number(let minutes) where minutes == minutes.rounded() && (0...120).contains(minutes):
            return .offset(minutes: Int(minutes))
        case .string(let text):
            let parts = text.split(separator: ":")
            guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
                  (0...23).contains(hour), (0...59).contains(minute) else { return nil }
            return .fixed(hour: hour, minute: minute)
        default:
            return nil
        }
    }
}
