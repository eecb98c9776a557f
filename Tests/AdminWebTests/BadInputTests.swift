import Foundation
import HTTPTypes
import NIOCore
import Testing
@testable import AdminWeb

/// Whatever a request holds, the server answers with a status that says what is wrong, changes nothing, and keeps serving.
struct BadInputTests {
    static func loggedIn(_ fixture: AdminFixture, _ body: @escaping @Sendable (Browser, Browser.Page) async throws -> Void) async throws {
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            try await body(browser, try await browser.get("/admin/settings"))
        }
    }

    @Test func bytesThatAreNotUTF8AreRefused() async throws {
        let fixture = try AdminFixture()
        try await Self.loggedIn(fixture) { browser, page in
            let body = Array("csrf=\(page.hidden("csrf") ?? "")&iqama.asr=".utf8) + [0xC3, 0x28]
            let answer = try await browser.send("/admin/settings", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                body: ByteBuffer(bytes: body))
            #expect(answer.status == .badRequest && answer.text.contains("not UTF-8"))
            let encoded = try await browser.post("/admin/settings", fields: [("csrf", page.hidden("csrf") ?? "")], headers: [:])
            #expect(encoded.status != .internalServerError)
            let percent = try await browser.send("/admin/login", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                 body: ByteBuffer(string: "username=%FF%FE&password=x"))
            #expect(percent.status == .badRequest)
        }
        #expect(fixture.configText == AdminFixture.london)
    }

    @Test func aBodyOverTheLimitIsRefusedAndTheServerGoesOn() async throws {
        let fixture = try AdminFixture()
        try await Self.loggedIn(fixture) { browser, page in
            let huge = "csrf=\(page.hidden("csrf") ?? "")&announcements.text=" + String(repeating: "a", count: 2 * 1024 * 1024)
            let answer = try await browser.send("/admin/announcements", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                body: ByteBuffer(string: huge))
            #expect(answer.status == .contentTooLarge)
            let form = String(repeating: "x", count: 70 * 1024)
            let settings = try await browser.send("/admin/settings", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                                  body: ByteBuffer(string: "iqama.asr=" + form))
            #expect(settings.status == .contentTooLarge, "a form is limited to 64 KB")
            #expect(try await browser.get("/").status == .ok)
        }
        #expect(fixture.configText == AdminFixture.london)
    }

    @Test func aBadFeedRequestIsAnsweredInJSON() async throws {
        let fixture = try AdminFixture()
        try await fixture.test { browser in
            let bad = try await browser.get("/api/times?date=yesterday")
            #expect(bad.status == .badRequest && bad.headers[.contentType] == "application/json; charset=utf-8")
            #expect(bad.text == #"{"error":{"status":400,"message":"date: expected a date YYYY-MM-DD from 1900 to 2200"}}"#, "\(bad.text)")
            let missing = try await browser.get("/api/nothing")
            #expect(missing.status == .notFound && missing.text.hasPrefix(#"{"error":{"status":404"#))
            #expect(try await browser.get("/nothing").text.contains("<h1>Error 404</h1>"), "pages keep their HTML")
        }
    }

    @Test func unknownMissingAndWrongTypedFieldsChangeNothingTheyShouldNot() async throws {
        let fixture = try AdminFixture()
        try await Self.loggedIn(fixture) { browser, page in
            let base = [("csrf", page.hidden("csrf") ?? "")]
            let unknown = try await browser.post("/admin/settings", fields: base + [("iqama.jumua", "5"), ("location", "x"), ("__proto__", "1")])
            #expect(unknown.location == "/admin/settings")
            #expect(try await browser.get("/admin/settings").text.contains("Nothing to save"))
            let typed = try await browser.post("/admin/settings", fields: base + [("iqama.asr", "eighteen"), ("display.clock", "25h"),
                                                                                  ("prayers.asr.adhan", "yes"), ("location.timezone", "Mars/Olympus")])
            #expect(typed.status == .unprocessableContent)
            for message in ["Asr: expected minutes", "Clock: expected one of 12h, 24h", "Adhan: expected on or off", "is not a known time zone"] {
                #expect(typed.text.contains(message), "\(message)")
            }
            let noEntry = try await browser.post("/admin/announcements/delete", fields: base)
            #expect(noEntry.status == .badRequest)
            let unknownEntry = try await browser.post("/admin/eid/delete", fields: base + [("entry", "{\"date\": \"1999-01-01\"}")])
            #expect(unknownEntry.status == .conflict)
            let wrongType = try await browser.send("/admin/settings", method: .post, headers: [.contentType: "application/json"],
                                                   body: ByteBuffer(string: "{\"iqama.asr\": 5}"))
            #expect(wrongType.status == .badRequest && wrongType.text.contains("a form was expected"))
            let brokenMultipart = try await browser.send("/admin/timetable", method: .post, headers: [.contentType: "multipart/form-data; boundary=x"],
                                                         body: ByteBuffer(string: "--x\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\nabc"))
            #expect(brokenMultipart.status == .badRequest)
        }
        #expect(fixture.configText == AdminFixture.london)
    }

    @Test func everyRouteAnswersEveryMethodWithoutAServerError() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            let paths = ["/", "/timetable", "/widget", "/api/times", "/api/next", "/api/month", "/timetable.csv", "/calendar.ics", "/static/style.css",
                         "/static/page.js", "/admin", "/admin/login", "/admin/claim", "/admin/logout", "/admin/settings", "/admin/restore",
                         "/admin/announcements", "/admin/announcements/delete", "/admin/eid", "/admin/iqama-periods", "/admin/timetable",
                         "/admin/../etc/passwd", "/%00", "/api/times?date=%00"]
            for path in paths {
                for method in [HTTPRequest.Method.get, .post, .put, .delete, .patch] {
                    let answer = try await browser.send(path, method: method, headers: [:], body: method == .get ? nil : ByteBuffer(string: "a=b"))
                    #expect(answer.status.code < 500, "\(method) \(path): \(answer.status)")
                }
            }
        }
    }

    @Test func formParsingReadsWhatBrowsersSend() throws {
        let form = try FormData.urlEncoded(Array("a=1&b=x+y%2Bz&c=%D8%A7%D9%84&d&e=%2&f=%zz".utf8))
        #expect(form["a"] == "1" && form["b"] == "x y+z" && form["c"] == "ال" && form["d"] == "" && form["e"] == "%2" && form["f"] == "%zz")
        let multipart = try FormData.multipart(Array("--b\r\nContent-Disposition: form-data; name=\"t\"\r\n\r\nhi\r\n--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x.csv\"\r\n\r\n1,2\r\n--b--\r\n".utf8), boundary: "b")
        #expect(multipart["t"] == "hi" && multipart.files["f"]?.filename == "x.csv" && multipart.files["f"]?.bytes == Array("1,2".utf8))
        #expect(throws: FormData.Problem.self) { try FormData.multipart(Array("junk".utf8), boundary: "b") }
    }
}
