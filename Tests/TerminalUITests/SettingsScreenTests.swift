import ArabicText
import Foundation
import Messages
import MosqueSettings
@testable import TerminalUI
import Testing

/// The settings form: nothing is saved until every value is accepted and the user saves.
struct SettingsScreenTests {
    static func form(_ settings: Settings = .defaults) -> SettingsForm {
        SettingsForm(settings: settings, configPath: "/etc/mawqut/config.json")
    }

    static func select(_ id: String, in form: inout SettingsForm) {
        let target = form.index(of: id)!
        while form.selection < target { _ = form.update(.key(.down)) }
        while form.selection > target { _ = form.update(.key(.up)) }
    }

    static func type(_ text: String, into form: inout SettingsForm) -> [SettingsFormCommand] {
        text.map(KioskKey.character).flatMap { form.update(.key($0)) } + form.update(.key(.enter))
    }

    /// Opens the selected field's editor, clears it and types `text`.
    static func replace(with text: String, in form: inout SettingsForm) -> [SettingsFormCommand] {
        _ = form.update(.key(.enter))
        if case .editing(let current) = form.mode { for _ in current { _ = form.update(.key(.backspace)) } }
        return type(text, into: &form)
    }

    @Test func invalidInputIsRefusedWithTheReasonAndNothingChanges() {
        var form = Self.form()
        Self.select("location.latitude", in: &form)
        _ = Self.replace(with: "123", in: &form)
        #expect(form.mode == .editing("123"), "still editing")
        #expect(form.message == "Not accepted: expected a number from -90 to 90, got \"123\".")
        #expect(form.changedIDs.isEmpty)
        _ = form.update(.key(.escape))
        #expect(form.mode == .browsing && form.draft == form.original)
        #expect(form.update(.key(.character("w"))) == [])
        #expect(form.message == "Nothing has changed.")
    }

    @Test func anAcceptedValueIsMarkedAndSavedAsAnEdit() {
        var form = Self.form()
        Self.select("calculation.adjustments.fajr", in: &form)
        _ = Self.replace(with: "5", in: &form)
        #expect(form.changedIDs == ["calculation.adjustments.fajr"])
        Self.select("prayers.fajr.adhan", in: &form)
        _ = form.update(.key(.enter))
        #expect(form.draft["prayers.fajr.adhan"] == "off")
        Self.select("calculation.asr", in: &form)
        _ = form.update(.key(.enter))
        #expect(form.mode == .choosing(["standard", "hanafi"], selection: 0))
        _ = form.update(.key(.down))
        _ = form.update(.key(.enter))
        #expect(form.update(.key(.character("w"))) == [], "saving asks first")
        #expect(form.message?.hasPrefix("Save 3 changes to /etc/mawqut/config.json?") == true, "\(form.message ?? "")")
        #expect(form.update(.key(.character("n"))) == [] && form.mode == .browsing, "any other key goes back")
        _ = form.update(.key(.character("w")))
        #expect(form.update(.key(.character("y"))) == [.save([
            ConfigEdit(["calculation", "asr"], .string("hanafi")),
            ConfigEdit(["calculation", "adjustments", "fajr"], .number(5)),
            ConfigEdit(["prayers", "fajr", "adhan"], .bool(false)),
        ])])
        var saved = Settings.defaults
        saved.calculation.asrSchool = .hanafi
        _ = form.update(.saved(saved, message: "Saved."))
        #expect(form.changedIDs.isEmpty && form.original["calculation.asr"] == "hanafi", "the form shows what the file now holds")
        #expect(form.message == "Saved." && !form.messageIsProblem)
    }

    @Test func leavingWithUnsavedChangesAsksFirst() {
        var form = Self.form()
        Self.select("display.clock", in: &form)
        _ = form.update(.key(.enter))
        _ = form.update(.key(.down))
        _ = form.update(.key(.enter))
        #expect(form.update(.key(.escape)) == [])
        #expect(form.mode == .confirmLeave)
        #expect(form.update(.key(.character("n"))) == [] && form.mode == .browsing)
        _ = form.update(.key(.escape))
        #expect(form.update(.key(.character("y"))) == [.close])
    }

    @Test func aCityFromTheSearchFillsInTheLocation() {
        var form = Self.form()
        Self.select(SettingsFields.citySearchID, in: &form)
        #expect(Self.replace(with: "x", in: &form) == [])
        #expect(form.message == "Not accepted: type at least two letters of the city's name.")
        _ = form.update(.key(.escape))
        #expect(Self.replace(with: "istan", in: &form) == [.searchCities("istan")])
        let city = City(id: 745044, name: "Istanbul", countryCode: "TR", country: "Turkey", latitude: 41.01384, longitude: 28.94966,
                        timeZone: "Europe/Istanbul", population: 14_804_116, searchNames: "istanbul")
        _ = form.update(.cities([city], query: "istan"))
        _ = form.update(.key(.enter))
        #expect(form.draft["location.name"] == "Istanbul, Turkey" && form.draft["location.timezone"] == "Europe/Istanbul")
        #expect(form.draft["location.latitude"] == "41.01384")
    }

    @Test func aPINMustBeTypedFirstIsCheckedByTheRuntimeAndThreeWrongTriesClose() {
        var settings = Settings.defaults
        let stored = "pbkdf2-sha256:600000:000102030405060708090a0b0c0d0e0f:41e970f647a127ad1149029f290f489446ee62e4dde83ddf9e3d7e632ff56362"
        settings.settingsPinHash = stored
        var form = Self.form(settings)
        #expect(form.mode == .locked(""))
        #expect(form.update(.key(.character("s"))) == [] && form.mode == .locked(""), "no key but digits gets past")
        #expect(Self.type("1111", into: &form) == [.checkPIN("1111", stored: stored)] && form.mode == .checkingPIN)
        #expect(Self.type("2222", into: &form) == [] && form.mode == .checkingPIN, "keys wait while a PIN is checked")
        #expect(form.update(.pinChecked(.wrong(wait: 0))) == [] && form.mode == .locked(""))
        #expect(form.message == "Wrong PIN (2 tries left).")
        _ = Self.type("4821", into: &form)
        #expect(form.update(.pinChecked(.accepted)) == [] && form.mode == .browsing)
        #expect(form.update(.pinChecked(.accepted)) == [] && form.mode == .browsing, "a late answer unlocks nothing twice")

        var locked = Self.form(settings)
        for (index, pin) in ["0000", "0001", "0002"].enumerated() {
            #expect(Self.type(pin, into: &locked) == [.checkPIN(pin, stored: stored)])
            #expect(locked.update(.pinChecked(.wrong(wait: index == 2 ? 30 : 0))) == (index == 2 ? [.close] : []))
        }
        var waiting = Self.form(settings)
        _ = Self.type("4821", into: &waiting)
        #expect(waiting.update(.pinChecked(.waiting(200.2))) == [] && waiting.mode == .locked(""))
        #expect(waiting.message == "Too many wrong PINs: try again in 3 min 21 s.")
    }

    /// Without the system's libcrypto no PIN can be compared: the screen says why, and
    /// three such answers are not three wrong tries.
    @Test func aPINTheSystemCannotCompareIsSaidAndNotCountedAsWrong() {
        var settings = Settings.defaults
        settings.settingsPinHash = "pbkdf2-sha256:600000:000102030405060708090a0b0c0d0e0f:41e970f647a127ad1149029f290f489446ee62e4dde83ddf9e3d7e632ff56362"
        var form = Self.form(settings)
        for _ in 0..<4 {
            _ = Self.type("4821", into: &form)
            #expect(form.update(.pinChecked(.cannotCheck("cannot load libcrypto.so.3; install the Debian package libssl3"))) == [])
            #expect(form.mode == .locked(""))
        }
        #expect(form.message == "The PIN cannot be checked: cannot load libcrypto.so.3; install the Debian package libssl3.")
    }

    @Test func anEmptyEnterAtThePINPromptIsNotATry() {
        var settings = Settings.defaults
        let stored = "pbkdf2-sha256:600000:000102030405060708090a0b0c0d0e0f:41e970f647a127ad1149029f290f489446ee62e4dde83ddf9e3d7e632ff56362"
        settings.settingsPinHash = stored
        var form = Self.form(settings)
        for _ in 0..<5 { #expect(form.update(.key(.enter)) == [] && form.mode == .locked(""), "nothing is checked, nothing counts") }
        #expect(form.message == "Type the PIN, then Enter.")
        #expect(Self.type("1111", into: &form) == [.checkPIN("1111", stored: stored)])
        #expect(form.update(.pinChecked(.wrong(wait: 0))) == [] && form.message == "Wrong PIN (2 tries left).", "the empty Enters took no try")
    }

    @Test func aNewPINIsTypedTwiceAndTwoDifferentOnesChangeNothing() {
        var form = Self.form()
        Self.select(SettingsFields.pinID, in: &form)
        _ = Self.replace(with: "4821", in: &form)
        #expect(form.mode == .confirmingPIN(first: "4821", typed: "") && form.newPIN == nil && form.acceptsText)
        #expect(form.message == "Type the new PIN again, then Enter.")
        _ = Self.type("4812", into: &form)
        #expect(form.mode == .browsing && form.newPIN == nil && form.message == "The two PINs are not the same: the PIN is unchanged.")
        _ = Self.replace(with: "4821", in: &form)
        let screen = SettingsView.render(form, width: 100, height: 30).text
        #expect(screen.contains("again: ▏") || screen.contains("again: "), "the second typing is asked for on the row")
        #expect(!screen.contains("4821"), "a PIN is never drawn")
        _ = Self.type("4821", into: &form)
        #expect(form.mode == .browsing && form.newPIN == "4821" && form.message == "New PIN on save.")
        #expect(form.changedIDs.contains(SettingsFields.pinID))
    }

    @Test func aReadOnlyFormSaysWhyAndSavesNothing() {
        var form = SettingsForm(settings: .defaults, configPath: nil, readOnlyReason: "Command-line options override the file.")
        #expect(form.update(.key(.enter)) == [] && form.mode == .browsing)
        #expect(form.message == "Command-line options override the file.")
        #expect(form.update(.key(.character("w"))) == [])
    }

    @Test func goldenSettingsForm() throws {
        try GoldenFile.check(SettingsView.render(Self.form(), width: 100, height: 30), named: "settings-100x30")
    }

    @Test func goldenSettingsFormRefusingAValue() throws {
        var form = Self.form()
        Self.select("iqama.isha", in: &form)
        _ = Self.replace(with: "25:00", in: &form)
        try GoldenFile.check(SettingsView.render(form, width: 100, height: 30), named: "settings-refused-100x30")
    }
}

/// The settings screen of an Arabic, Urdu or Persian wall reads from the right: names on
/// the right edge, shaped for a terminal without bidi, their values to their left.
struct RightToLeftSettingsScreenTests {
    static let arabic = MessageLibrary.installed.words(.arabic)

    @Test(.enabled(if: arabic.language == .arabic, "needs the Arabic catalogue (make test builds them)"))
    func anArabicWallsSettingsReadFromTheRightAndAreShaped() throws {
        var settings = Settings.defaults
        settings.display.language = .arabic
        let form = SettingsForm(settings: settings, configPath: "/etc/mawqut/config.json", words: Self.arabic)
        let lines = SettingsView.render(form, width: 100, height: 30).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = Self.arabic.trc("a settings heading", "Location")
        let shaped = TextLayout.display(heading, mode: .shaped)
        let row = try #require(lines.first { $0.contains(shaped) }, "the heading, shaped: \(lines.joined(separator: "\n"))")
        #expect(row.hasSuffix(shaped) && row.count == 99, "right-aligned, one cell from the edge: [\(row)]")
        // Shaped for the terminal: no letter of the Arabic block is left in its base form where it joins.
        let method = TextLayout.display(Self.arabic.trc("a setting", "Method"), mode: .shaped)
        #expect(lines.contains { $0.contains(method) }, "the method's name, shaped")
        #expect(!lines.contains { $0.contains(Self.arabic.trc("a setting", "Method")) } || method == Self.arabic.trc("a setting", "Method"))
        // The value (a method's name, data) stands to the left of its name, in its own order.
        let methodRow = try #require(lines.first { $0.contains(method) })
        let value = try #require(methodRow.range(of: "isna"))
        #expect(value.upperBound <= methodRow.range(of: method)!.lowerBound)
    }
}
