@testable import AdminWeb
import Foundation
import HTTPTypes
import Storage
import Testing

/// Claiming the page, logging in and out, sessions and CSRF, with OWASP's guidance as the reference.
struct AuthenticationTests {
    /// The setup code the admin page keeps for the wall, made as the server does.
    static func setupCode(_ fixture: AdminFixture) throws -> String {
        try SetupCodeService(services: fixture.services, address: "http://192.0.2.10:8080", logger: .init(label: "test")).refresh(at: fixture.now)
        return try #require(try fixture.services.display.adminPage()?.code(at: fixture.now))
    }

    static func claim(_ browser: Browser, code: String, name: String = "imam", password: String = "correct horse battery",
                      again: String? = nil) async throws -> Browser.Page {
        let form = try await browser.get("/admin/claim")
        return try await browser.post("/admin/claim", fields: [("csrf", form.hidden("csrf") ?? ""), ("code", code), ("username", name),
                                                               ("password", password), ("password2", again ?? password)])
    }

    @Test func theWallsQRCodeBringsTheSetupCodeIntoTheClaimForm() async throws {
        let fixture = try AdminFixture()
        try await fixture.test { browser in
            let page = try await browser.get("/admin/claim?code=1234%205678")
            #expect(page.text.contains("name=\"code\" inputmode=\"numeric\" autocomplete=\"one-time-code\" required maxlength=\"16\" value=\"12345678\""))
            let odd = try await browser.get("/admin/claim?code=%22%3E%3Cscript%3E")
            #expect(odd.text.contains("maxlength=\"16\" value=\"\">"), "only digits are taken")
        }
    }

    @Test func withoutAnAccountTheAdminPageAsksForTheCodeOnTheWallWhichMakesTheFirstAccountOnce() async throws {
        let fixture = try AdminFixture()
        let code = try Self.setupCode(fixture)
        #expect(code.count == 8 && code.allSatisfy(\.isNumber))
        try await fixture.test { browser in
            #expect(try await browser.get("/admin").location == "/admin/claim")
            #expect(try await browser.get("/admin/login").location == "/admin/claim")
            let wrong = try await Self.claim(browser, code: "00000000")
            #expect(wrong.status == .unprocessableContent && wrong.text.contains("That is not the code on the wall"))
            let mismatch = try await Self.claim(browser, code: code, again: "another password")
            #expect(mismatch.text.contains("The two passwords are not the same"))
            let short = try await Self.claim(browser, code: code, password: "short")
            #expect(short.text.contains("A password has at least 10 characters"))
            let claimed = try await Self.claim(browser, code: code)
            #expect(claimed.status == .seeOther && claimed.location == "/admin")
            let overview = try await browser.get("/admin")
            #expect(overview.status == .ok && overview.text.contains("Welcome, imam: this page is yours"))
        }
        #expect(try fixture.services.accounts.list().map(\.name) == ["imam"])
        #expect(try fixture.services.display.adminPage()?.setupCode == nil, "the code works once")
        #expect(try fixture.services.audit.recent(limit: 5).first?.field == "account")
        try await fixture.test { browser in
            let second = try await browser.get("/admin/claim")
            #expect(second.location == "/admin/login", "claiming is over once an account exists")
        }
    }

    @Test func aSetupCodeExpiresAfterThirtyMinutesAndANewOneIsMade() async throws {
        let fixture = try AdminFixture()
        let first = try Self.setupCode(fixture)
        fixture.now = fixture.now.addingTimeInterval(30 * 60 + 1)
        try await fixture.test { browser in
            let late = try await Self.claim(browser, code: first)
            #expect(late.text.contains("it has expired"))
        }
        let second = try Self.setupCode(fixture)
        #expect(second != first)
        let page = try #require(try fixture.services.display.adminPage())
        #expect(page.address == "http://192.0.2.10:8080" && page.codeExpiresAt == fixture.now.addingTimeInterval(30 * 60))
    }

    @Test func aLoginGivesANewSessionIdAndTheOneFromBeforeNoLongerWorks() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            let form = try await browser.get("/admin/login")
            let setCookie = try #require(form.headers[.setCookie])
            #expect(setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Strict") && setCookie.contains("Path=/admin"))
            #expect(!setCookie.contains("Secure"), "plain HTTP here")
            let before = try #require(browser.cookie)
            let id = before.split(separator: "=", maxSplits: 1).last.map(String.init) ?? ""
            #expect((Data(base64Encoded: id)?.count ?? 0) * 8 >= 128, "at least 128 random bits: \(id)")
            let answer = try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "imam"),
                                                                          ("password", "correct horse battery")])
            #expect(answer.status == .seeOther)
            let after = try #require(browser.cookie)
            #expect(after != before, "a new session at the login")
            #expect(try await browser.get("/admin").status == .ok)
            let stale = try await browser.get("/admin", headers: [.cookie: before])
            #expect(stale.location == "/admin/login", "the session from before the login is gone")
        }
    }

    @Test func wrongPasswordsSlowAnUnknownDeviceAndTheWaitSurvivesARestart() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            for attempt in 1...6 {
                let form = try await browser.get("/admin/login")
                let page = try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "imam"), ("password", "wrong \(attempt)")])
                #expect([.unauthorized, .tooManyRequests].contains(page.status), "\(attempt)")
                fixture.now = fixture.now.addingTimeInterval(1)
            }
            let form = try await browser.get("/admin/login")
            let right = try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "imam"),
                                                                         ("password", "correct horse battery")])
            #expect(right.status == .tooManyRequests && right.text.contains("Too many wrong passwords: try again in"))
        }
        var waits: [TimeInterval] = []
        for key in ["address:unknown", "account-address:imam|unknown", "untrusted-account:imam"] {
            waits.append(try fixture.services.failures.attempts(key).wait(at: fixture.now))
        }
        #expect(waits.allSatisfy { $0 > 0 }, "counted per address, per account from it and per account for unknown devices: \(waits)")
        try await fixture.test { browser in
            let form = try await browser.get("/admin/login")
            let restarted = try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "imam"),
                                                                             ("password", "correct horse battery")])
            #expect(restarted.status == .tooManyRequests, "a restart does not end the wait")
        }
        fixture.now = fixture.now.addingTimeInterval(16 * 60)
        let page = try await fixture.test { try await $0.logIn() }
        #expect(page.status == .ok, "after the wait the right password gets in")
        #expect(try fixture.services.failures.attempts("untrusted-account:imam").failures == 0, "and the count is cleared")
    }

    @Test func aStrangersGuessesNeverHoldTheImamsOwnPhoneAndNoDeviceGuessesFast() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        @Sendable func wrong(_ browser: Browser, _ count: Int) async throws {
            for attempt in 1...count {
                let form = try await browser.get("/admin/login")
                let page = try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "imam"),
                                                                          ("password", "guess \(attempt)")])
                #expect([.unauthorized, .tooManyRequests].contains(page.status))
                fixture.now = fixture.now.addingTimeInterval(1)
            }
        }
        @Sendable func tryRight(_ browser: Browser) async throws -> Browser.Page {
            let form = try await browser.get("/admin/login")
            return try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "imam"),
                                                                   ("password", "correct horse battery")])
        }
        // The imam's phone has logged in before and keeps its device cookie.
        let phone = try await fixture.test { browser in
            try await browser.logIn()
            return try #require(browser.device)
        }
        // A stranger on the mosque's Wi-Fi (the same address) tries twenty passwords.
        try await fixture.test { try await wrong($0, 20) }
        let stillPhone = try await fixture.test { browser in
            browser.device = phone
            let page = try await tryRight(browser)
            #expect(page.status == .seeOther, "the imam's phone gets in at once")
            return try #require(browser.device)
        }
        #expect(stillPhone != phone, "the device cookie is renewed at each login")
        try await fixture.test { browser in
            let page = try await tryRight(browser)
            #expect(page.status == .tooManyRequests, "a device that never logged in waits as the stranger's does")
        }
        // Guessing stays slow from any one device, the imam's own too.
        try await fixture.test { browser in
            browser.device = stillPhone
            try await wrong(browser, 4)
            let page = try await tryRight(browser)
            #expect(page.status == .tooManyRequests)
        }
    }

    @Test func anUnknownNameGetsTheSameAnswerAsAWrongPassword() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            let form = try await browser.get("/admin/login")
            let unknown = try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "nobody"), ("password", "whatever it is")])
            let wrong = try await browser.post("/admin/login", fields: [("csrf", form.hidden("csrf") ?? ""), ("username", "imam"), ("password", "whatever it is")])
            #expect(unknown.status == wrong.status && unknown.text.contains("Wrong name or password.") && wrong.text.contains("Wrong name or password."))
        }
    }

    @Test func aPostWithoutTheCSRFTokenIsRefusedAndChangesNothing() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let settings = try await browser.get("/admin/settings")
            let token = settings.hidden("csrf") ?? ""
            let altered = (token.first == "0" ? "1" : "0") + String(token.dropFirst())
            for csrf in [nil, "", altered] {
                var fields = [("iqama.asr", "25"), ("original.iqama.asr", "18")]
                if let csrf { fields.append(("csrf", csrf)) }
                let page = try await browser.post("/admin/settings", fields: fields)
                #expect(page.status == .forbidden && page.text.contains("security token"), "\(csrf ?? "none")")
            }
            let logout = try await browser.post("/admin/logout", fields: [])
            #expect(logout.status == .forbidden)
        }
        #expect(fixture.configText == AdminFixture.london)
    }

    @Test func aLoginEndsAfterTheIdleTimeAndAtLogout() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            fixture.sessionClock.advance(by: .seconds(20 * 60))
            #expect(try await browser.get("/admin").status == .ok, "each request moves the end")
            fixture.sessionClock.advance(by: .seconds(20 * 60))
            #expect(try await browser.get("/admin").status == .ok)
            fixture.sessionClock.advance(by: .seconds(31 * 60))
            #expect(try await browser.get("/admin").location == "/admin/login", "30 minutes without a request")
            try await browser.logIn()
            let overview = try await browser.get("/admin")
            let out = try await browser.post("/admin/logout", fields: [("csrf", overview.hidden("csrf") ?? "")])
            #expect(out.location == "/admin/login")
            #expect(try await browser.get("/admin/settings").location == "/admin/login")
        }
    }

    @Test func aRemovedAccountsSessionEndsAtOnce() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try fixture.addAccount("volunteer")
        try await fixture.test { browser in
            try await browser.logIn("volunteer")
            try fixture.services.accounts.remove("volunteer")
            #expect(try await browser.get("/admin").location == "/admin/login")
        }
    }
}
