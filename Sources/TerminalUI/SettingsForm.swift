import ArabicText
import FoundationEssentials
import Messages
import MosqueSettings

/// What the settings screen asks the runtime to do.
public enum SettingsFormCommand: Sendable, Equatable {
    case searchCities(String)
    /// Write these edits to the configuration file and apply them.
    case save([ConfigEdit])
    /// Check a typed PIN against the stored one (slow on purpose: see `SettingsPIN`),
    /// unless wrong PINs were typed too often; the answer is `.pinChecked`.
    case checkPIN(String, stored: String)
    case close
}

/// The settings screen's state: a form over `SettingsFields.all` holding a draft
/// that is only written when the user saves and every value has been accepted.
public struct SettingsForm: Sendable, Equatable {
    public enum Mode: Sendable, Equatable {
        case browsing
        /// Typing a value for the selected field.
        case editing(String)
        /// Picking one of a choice field's values.
        case choosing([String], selection: Int)
        case cities([City], selection: Int)
        /// A PIN is set: it must be typed before anything else.
        case locked(String)
        /// A typed PIN is being checked; keys wait (Esc leaves).
        case checkingPIN
        /// A new PIN was typed: it must be typed again, the same, before it is taken.
        case confirmingPIN(first: String, typed: String)
        /// Leaving with unsaved changes: `y` discards them.
        case confirmLeave
        /// Saving: `y` writes these edits, any other key goes back to the form.
        case confirmSave([ConfigEdit])
    }

    /// What reaches the form: keys, the screen size, and the answers to its commands.
    public enum Message: Sendable, Equatable {
        case key(KioskKey)
        case resized(ScreenSize)
        /// Cities matching a search (after `.searchCities`).
        case cities([City], query: String)
        case citySearchFailed(String)
        /// The file was written and the clock uses these settings now.
        case saved(Settings, message: String)
        case saveFailed(String)
        case pinChecked(PINCheck)
    }

    /// The answer to `.checkPIN`.
    public enum PINCheck: Sendable, Equatable {
        case accepted
        /// A wrong PIN; the next may be tried after `wait` seconds (0: at once).
        case wrong(wait: TimeInterval)
        /// Not checked: wrong PINs were typed too often, the next try waits this long.
        case waiting(TimeInterval)
        /// Not checked: the system cannot compare it (why, and what to install); not counted as wrong.
        case cannotCheck(String)
    }

    /// The key that saves; a letter no one presses to stop a sound, and asked again before writing.
    public static let saveKey: Character = "w"

    public let fields: [SettingsField]
    /// The language of the form's names, hints and sentences (the wall's, `display.language`).
    public let words: Words
    /// How Arabic-script words reach the terminal (`display.arabic`).
    public let textMode: ArabicDisplayMode
    public private(set) var original: [String: String]
    public private(set) var draft: [String: String]
    /// A new PIN typed in the form: "" removes the PIN; nil leaves it as it is.
    public private(set) var newPIN: String?
    public private(set) var selection = 1
    public private(set) var mode: Mode
    public private(set) var message: String?
    public private(set) var messageIsProblem = false
    /// Where saving goes; nil when the form cannot save (the reason is in `readOnlyReason`).
    public let configPath: String?
    public let readOnlyReason: String?
    private var failedAttempts = 0
    /// The stored PIN the form was unlocked with, or that the last save wrote.
    private var pinHash: String?
    public private(set) var size = ScreenSize(width: 80, height: 24)

    public static let allowedPINAttempts = 3

    public init(settings: Settings, configPath: String?, readOnlyReason: String? = nil, words: Words = .english) {
        self.words = words
        textMode = settings.display.arabicDisplayMode
        fields = SettingsFields.all(in: words)
        original = SettingsFields.values(of: settings)
        draft = original
        pinHash = settings.settingsPinHash
        mode = settings.settingsPinHash == nil ? .browsing : .locked("")
        self.configPath = configPath
        self.readOnlyReason = readOnlyReason
    }

    public var selectedField: SettingsField { fields[selection] }

    public var hasPIN: Bool { pinHash != nil }

    /// Ids of the fields whose draft differs from the saved value.
    public var changedIDs: Set<String> {
        var ids = Set(fields.map(\.id).filter { draft[$0] != original[$0] })
        if newPIN != nil { ids.insert(SettingsFields.pinID) }
        return ids
    }

    /// The value shown for a field.
    public func shownValue(_ field: SettingsField) -> String {
        switch field.kind {
        case .pin:
            if let newPIN { return newPIN.isEmpty ? words.trc("a PIN", "removed on save") : words.trc("a PIN", "new PIN on save") }
            return hasPIN ? words.trc("a PIN", "set") : words.trc("a PIN", "not set")
        case .citySearch:
            return "…"
        default:
            return draft[field.id] ?? ""
        }
    }

    public func index(of id: String) -> Int? { fields.firstIndex { $0.id == id } }

    /// Whether keys are text for a value or the PIN (so `?` is typed, not help).
    public var acceptsText: Bool {
        switch mode {
        case .editing, .locked, .confirmingPIN: true
        default: false
        }
    }

    /// The only place the form changes.
    public mutating func update(_ message: Message) -> [SettingsFormCommand] {
        switch message {
        case .key(let key):
            return press(key, pageSize: SettingsView.pageSize(ScreenLayout(size)))
        case .resized(let size):
            self.size = size
        case .cities(let cities, let query):
            if cities.isEmpty {
                say(words.tr("No city matches \"%s\".", query), problem: true)
                mode = .browsing
            } else {
                mode = .cities(cities, selection: 0)
            }
        case .citySearchFailed(let reason):
            say(reason, problem: true)
            mode = .browsing
        case .saved(let settings, let text):
            original = SettingsFields.values(of: settings)
            draft = original
            pinHash = settings.settingsPinHash
            newPIN = nil
            say(text, problem: false)
        case .saveFailed(let reason):
            say(reason, problem: true)
        case .pinChecked(let check):
            return pinChecked(check)
        }
        return []
    }

    // MARK: - Keys

    private mutating func press(_ key: KioskKey, pageSize: Int) -> [SettingsFormCommand] {
        switch mode {
        case .locked(let input): return unlock(key, input: input)
        case .checkingPIN: return key == .escape ? [.close] : []
        case .confirmingPIN(let first, let typed): confirmPIN(key, first: first, typed: typed)
        case .editing(let input): return edit(key, input: input)
        case .choosing(let values, let chosen): choose(key, values: values, chosen: chosen)
        case .cities(let cities, let chosen): pickCity(key, cities: cities, chosen: chosen)
        case .confirmLeave:
            if key == .character("y") || key == .character("Y") { return [.close] }
            mode = .browsing
            message = nil
        case .confirmSave(let edits):
            mode = .browsing
            message = nil
            if key == .character("y") || key == .character("Y") { return [.save(edits)] }
        case .browsing: return browse(key, pageSize: pageSize)
        }
        return []
    }

    private mutating func say(_ text: String, problem: Bool) {
        message = text
        messageIsProblem = problem
    }

    private mutating func browse(_ key: KioskKey, pageSize: Int) -> [SettingsFormCommand] {
        message = nil
        switch key {
        case .up, .character("k"): selection = max(0, selection - 1)
        case .down, .character("j"): selection = min(fields.count - 1, selection + 1)
        case .pageUp: selection = max(0, selection - max(1, pageSize))
        case .pageDown: selection = min(fields.count - 1, selection + max(1, pageSize))
        case .enter, .character(" "):
            if let readOnlyReason {
                say(readOnlyReason, problem: true)
                return []
            }
            let field = selectedField
            switch field.kind {
            case .toggle:
                draft[field.id] = draft[field.id] == "on" ? "off" : "on"
            case .choice(let values):
                mode = .choosing(values, selection: values.firstIndex(of: draft[field.id] ?? "") ?? 0)
            case .pin, .citySearch:
                mode = .editing("")
            default:
                mode = .editing(draft[field.id] ?? "")
            }
        case .character(Self.saveKey):
            return save()
        case .escape, .character("q"):
            if changedIDs.isEmpty { return [.close] }
            mode = .confirmLeave
            say(words.trn("%s unsaved change: press y to leave without saving, any other key to stay.",
                          "%s unsaved changes: press y to leave without saving, any other key to stay.", changedIDs.count, String(changedIDs.count)), problem: true)
        default:
            break
        }
        return []
    }

    private mutating func save() -> [SettingsFormCommand] {
        if let readOnlyReason {
            say(readOnlyReason, problem: true)
            return []
        }
        let edits: [ConfigEdit]
        do {
            edits = try SettingsFields.edits(from: original, to: draft, newPIN: newPIN)
        } catch {
            say(words.tr("Not saved: %s", error.description), problem: true)
            return []
        }
        guard !edits.isEmpty else {
            say(words.tr("Nothing has changed."), problem: false)
            return []
        }
        mode = .confirmSave(edits)
        say(words.trn("Save %1$s change to %2$s? Press y to save, any other key to go back.",
                      "Save %1$s changes to %2$s? Press y to save, any other key to go back.", edits.count,
                      String(edits.count), configPath ?? words.tr("the configuration")), problem: false)
        return []
    }

    private mutating func edit(_ key: KioskKey, input: String) -> [SettingsFormCommand] {
        let field = selectedField
        switch key {
        case .escape:
            mode = .browsing
            message = nil
        case .backspace:
            mode = .editing(String(input.dropLast()))
        case .character(let character) where character != "\t":
            mode = .editing(input + String(character))
        case .enter:
            switch field.check(input) {
            case .failure(let refusal):
                say(words.tr("Not accepted: %s.", refusal.reason), problem: true)
            case .success(let value):
                mode = .browsing
                message = nil
                switch field.kind {
                case .pin where value.isEmpty:
                    newPIN = hasPIN ? "" : nil
                case .pin:
                    mode = .confirmingPIN(first: value, typed: "")
                    say(words.tr("Type the new PIN again, then Enter."), problem: false)
                case .citySearch:
                    return [.searchCities(value)]
                default:
                    draft[field.id] = value
                }
            }
        default:
            break
        }
        return []
    }

    private mutating func choose(_ key: KioskKey, values: [String], chosen: Int) {
        switch key {
        case .up: mode = .choosing(values, selection: max(0, chosen - 1))
        case .down: mode = .choosing(values, selection: min(values.count - 1, chosen + 1))
        case .enter:
            draft[selectedField.id] = values[chosen]
            mode = .browsing
        case .escape: mode = .browsing
        default: break
        }
    }

    private mutating func pickCity(_ key: KioskKey, cities: [City], chosen: Int) {
        switch key {
        case .up: mode = .cities(cities, selection: max(0, chosen - 1))
        case .down: mode = .cities(cities, selection: min(cities.count - 1, chosen + 1))
        case .enter:
            let city = cities[chosen]
            draft["location.name"] = city.label
            draft["location.latitude"] = SettingsField.format(city.latitude)
            draft["location.longitude"] = SettingsField.format(city.longitude)
            draft["location.timezone"] = city.timeZone
            draft["location.elevation"] = "0"
            mode = .browsing
            say(words.tr("Location set to %1$s in the form; press %2$s to save.", city.label, String(Self.saveKey)), problem: false)
        case .escape: mode = .browsing
        default: break
        }
    }

    /// The second typing of a new PIN: the same PIN is taken for the save, another is not.
    private mutating func confirmPIN(_ key: KioskKey, first: String, typed: String) {
        switch key {
        case .escape:
            mode = .browsing
            say(words.tr("The PIN is unchanged."), problem: false)
        case .backspace: mode = .confirmingPIN(first: first, typed: String(typed.dropLast()))
        case .character(let character) where character.isNumber: mode = .confirmingPIN(first: first, typed: typed + String(character))
        case .enter:
            mode = .browsing
            if typed == first {
                newPIN = first
                say(words.tr("New PIN on save."), problem: false)
            } else {
                say(words.tr("The two PINs are not the same: the PIN is unchanged."), problem: true)
            }
        default:
            break
        }
    }

    private mutating func unlock(_ key: KioskKey, input: String) -> [SettingsFormCommand] {
        switch key {
        case .escape: return [.close]
        case .backspace: mode = .locked(String(input.dropLast()))
        case .character(let character) where character.isNumber: mode = .locked(input + String(character))
        case .enter where input.isEmpty:
            // Nothing typed is not a try: it neither counts nor waits.
            say(words.tr("Type the PIN, then Enter."), problem: false)
        case .enter:
            guard let pinHash else { return [] }
            mode = .checkingPIN
            say(words.tr("Checking the PIN…"), problem: false)
            return [.checkPIN(input, stored: pinHash)]
        default:
            break
        }
        return []
    }

    private mutating func pinChecked(_ check: PINCheck) -> [SettingsFormCommand] {
        guard mode == .checkingPIN else { return [] }
        mode = .locked("")
        switch check {
        case .accepted:
            failedAttempts = 0
            mode = .browsing
            message = nil
        case .wrong(let wait):
            failedAttempts += 1
            if failedAttempts >= Self.allowedPINAttempts { return [.close] }
            let left = Self.allowedPINAttempts - failedAttempts
            say(wait > 0 ? words.tr("Wrong PIN: the next try waits %s.", seconds(wait))
                : words.trn("Wrong PIN (%s try left).", "Wrong PIN (%s tries left).", left, String(left)), problem: true)
        case .waiting(let wait):
            say(words.tr("Too many wrong PINs: try again in %s.", seconds(wait)), problem: true)
        case .cannotCheck(let reason):
            say(words.tr("The PIN cannot be checked: %s.", reason), problem: true)
        }
        return []
    }

    /// "45 s" or "3 min 20 s", rounded up to the second.
    func seconds(_ interval: TimeInterval) -> String {
        let whole = Int(interval.rounded(.up))
        if whole < 60 { return words.trc("duration", "%s s", String(whole)) }
        if whole % 60 == 0 { return words.trc("duration", "%s min", String(whole / 60)) }
        return words.trc("duration", "%1$s min %2$s s", String(whole / 60), String(whole % 60))
    }

    // MARK: - Keys shown

    /// The footer for the form's mode, short enough for 80 columns.
    public var footer: String {
        switch mode {
        case .locked: words.trc("keys", "digits, then Enter · Esc back")
        case .checkingPIN: words.trc("keys", "Esc back")
        case .editing: words.trc("keys", "type · Enter accept · Esc cancel")
        case .confirmingPIN: words.trc("keys", "the same PIN again · Enter · Esc keep the old one")
        case .choosing, .cities: words.trc("keys", "↑↓ choose · Enter pick · Esc cancel")
        case .confirmLeave, .confirmSave: words.trc("keys", "y yes · any other key no")
        case .browsing: words.trc("keys", "↑↓ move · Enter change · %s save · ? help · Esc back", String(Self.saveKey))
        }
    }

    /// Every key of the settings screen, for the help overlay.
    public static func keyHelp(_ words: Words) -> [String] {
        [
            // TRANSLATORS: the settings screen's help: keys each followed by what they do; keep the keys and the columns as they are.
            words.tr("↑↓ or j/k   move between settings · PgUp/PgDn a page"),
            words.tr("Enter       change the setting (or Space): type, pick or toggle"),
            // TRANSLATORS: %s is the save key (F2).
            words.tr("%s           save: asks first, then writes the file atomically", String(saveKey)),
            words.tr("Esc or q    back to the clock (asks first when there are unsaved changes)"),
            // TRANSLATORS: %s is the stop key (F2).
            words.tr("%s (or Ctrl-X) stop the sound · ? this help", KioskKey.stopKeyName),
        ]
    }
}
