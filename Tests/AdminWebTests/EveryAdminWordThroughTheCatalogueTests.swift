@testable import AdminWeb
import Foundation
import KioskCore
import Messages
import Storage
import Testing

/// Nothing on the admin pages is left in English: in the pseudo-language en-XA (every
/// message accented, longer and framed by ⟦ ⟧; Scripts/pseudo-catalogue.py, which
/// `make test` runs) each page behind the login and its refusals show no word of plain
/// ASCII letters outside what is data: the configuration's keys and values (dotted key
/// paths, `<code>`, a select's options, an entry's members and `calculation.source`'s
/// value, as the file writes them), the account's name, the other languages' own names,
/// the mosque's time zone and the uploaded file's name.
struct EveryAdminWordThroughTheCatalogueTests {
    static let pseudo = LanguageTag("en-XA")!

    /// The words a person reads on a page: the body without markup, attributes, code,
    /// options and the language links, its character references read.
    static func readableText(_ html: String) -> String {
        var text = html
        for pattern in ["(?s)<head>.*?</head>", "(?s)<code>.*?</code>", "(?s)<select[^>]*>.*?</select>", "(?s)<nav class=\"languages\">.*?</nav>",
                        "(?s)<textarea[^>]*>.*?</textarea>", "<[^>]*>", "[A-Za-z]+(\\.[A-Za-z]+)+"] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        for (reference, character) in [("&quot;", "\""), ("&#39;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: reference, with: character)
        }
        return text
    }

    static let wallProblems = [
        KioskProblem(.tr("clock not synchronised (NTP): times may be wrong"),
                     detail: .tr("The system clock is not synchronised with a time server (NTP), so the time shown and the adhans may be off."),
                     advice: .tr("Connect the display to a network with internet access, or set the time by hand (sudo timedatectl set-time).")),
    ]

    static let data: Set<String> = ["imam", "Europe", "London", "csv", "november", "text", "announcements", "local", "date", "fajr", "iqama"]

    static func englishWords(_ html: String) -> [String] {
        readableText(html).split { !($0.isASCII && $0.isLetter) }.map(String.init).filter { $0.count >= 2 && !data.contains($0) }
    }

    @Test func everyAdminPageAndItsRefusalsAreInThePseudoLanguage() async throws {
        try #require(MessageLibrary.installed.has(Self.pseudo),
                     "the pseudo-language en-XA is not among the catalogues in \(MessageLibrary.folder.path): make test builds it (Scripts/pseudo-catalogue.py)")
        let fixture = try AdminFixture()
        // The wall's problems are said in the visitor's language.
        try fixture.services.display.write(DisplayStatusStore.Kiosk(
            heartbeat: fixture.now, startedAt: fixture.now, problems: Self.wallProblems, role: "standalone", primaryName: nil, configured: true))
        let pages = try await fixture.test { browser in
            var pages: [(String, Browser.Page)] = []
            pages.append(("claim", try await browser.get("/admin/claim?lang=en-XA")))
            let claim = pages[0].1
            pages.append(("claim refused", try await browser.post("/admin/claim", fields: [
                ("csrf", claim.hidden("csrf") ?? ""), ("code", "000000"), ("username", "imam"), ("password", "correct horse battery"),
                ("password2", "another horse battery")])))
            try fixture.addAccount()
            pages.append(("login", try await browser.get("/admin/login")))
            pages.append(("login refused", try await browser.post("/admin/login", fields: [
                ("csrf", pages.last?.1.hidden("csrf") ?? ""), ("username", "imam"), ("password", "wrong horse battery")])))
            pages.append(("overview", try await browser.logIn()))
            pages.append(("settings", try await browser.get("/admin/settings")))
            pages.append(("settings refused", try await SettingsRouteTests.save(browser, ["iqama.asr": "500", "location.timezone": "Ḿáŕš/Öĺýɱþúš"])))
            _ = try await SettingsRouteTests.save(browser, ["iqama.asr": "20"])
            pages.append(("settings saved", try await browser.get("/admin/settings")))
            for path in ["/admin/announcements", "/admin/eid", "/admin/iqama-periods", "/admin/hijri-months"] {
                pages.append((path, try await browser.get(path)))
            }
            _ = try await ListRouteTests.add(browser, "/admin/announcements", [("announcements.text", "Ḿééţíñĝ áƒţéŕ Ĩšĥá")])
            pages.append(("announcement added", try await browser.get("/admin/announcements")))
            pages.append(("timetable", try await browser.get("/admin/timetable")))
            pages.append(("timetable refused", try await ListRouteTests.upload(browser, csv: "date,fajr\n", bytes: [0xFF, 0xFE], use: false)))
            pages.append(("timetable's rows refused", try await ListRouteTests.upload(
                browser, csv: "date,fajr,sunrise,dhuhr,asr,maghrib,isha,fajr_iqama\n2026-11-31,5:46,07:25,11:51,13:44,16:09,17:37,05:00\n", use: false)))
            pages.append(("overview after", try await browser.get("/admin")))
            pages.append(("refusal", try await browser.post("/admin/logout", fields: [("csrf", "not the session's")])))
            return pages
        }
        let refusal = try #require(pages.last?.1)
        #expect(refusal.status == .forbidden)
        #expect(refusal.text.contains("⟦") && Self.englishWords(refusal.text).isEmpty,
                "a form without its token is refused in the visitor's language: \(refusal.text)")
        let overview = try #require(pages.first { $0.0 == "overview" }?.1)
        let pseudo = MessageLibrary.installed.words(Self.pseudo)
        #expect(overview.text.contains(Self.wallProblems[0].summary.text(pseudo)), "the wall's problem in the visitor's language")
        for (name, page) in pages.dropLast() {
            #expect(page.text.contains("<html lang=\"en-XA\""), "\(name): not in the language chosen by the link (kept in the session)")
            #expect(page.text.contains("⟦"), "\(name): nothing from the catalogue")
            #expect(Self.englishWords(page.text).isEmpty, "\(name): \(Self.englishWords(page.text)) did not go through a catalogue:\n\(Self.readableText(page.text))")
        }
    }
}
