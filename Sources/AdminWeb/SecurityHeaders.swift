import FileFormats
import FoundationEssentials
import HTTPTypes
import Hummingbird
import Logging
import Messages
import PrayerCalc

/// Headers on every response, and the one place errors become pages: nothing a
/// request does can stop the server. Following OWASP's secure headers guidance:
/// a Content-Security-Policy without inline scripts or styles, no framing except
/// `/widget` (which a mosque's website embeds), no MIME sniffing, no referrer
/// sent to other sites; HSTS when served over TLS.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    let secure: Bool

    static func policy(frameable: Bool) -> String {
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; "
            + "object-src 'none'; frame-ancestors \(frameable ? "*" : "'none'")"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let refusal as Refusal {
            response = ErrorPage.response(status: refusal.status, message: refusal.message, words: refusal.words, path: request.uri.path)
        } catch let error as HTTPResponseError {
            response = ErrorPage.response(status: error.status, message: (error as? HTTPError)?.body, words: Self.words(request), path: request.uri.path)
        } catch {
            context.logger.error("request \(request.method) \(request.uri.path) failed: \(error)")
            response = ErrorPage.response(status: .internalServerError, message: nil, words: Self.words(request), path: request.uri.path)
        }
        let frameable = request.uri.path == "/widget"
        response.headers[.contentSecurityPolicy] = Self.policy(frameable: frameable)
        if !frameable { response.headers[.xFrameOptions] = "DENY" }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "same-origin"
        if secure { response.headers[.strictTransportSecurity] = "max-age=31536000" }
        return response
    }
}

extension SecurityHeadersMiddleware {
    /// An error's language where no route chose one: `?lang=`, else the browser's, else English
    /// (the mosque's configuration is not read for an error).
    static func words(_ request: Request) -> Words {
        let library = MessageLibrary.installed
        return library.words(PageLanguage.chosen(query: request.uri.queryParameters["lang"].map(String.init),
                                                 acceptLanguage: request.headers[.acceptLanguage], mosque: .english, library: library))
    }
}

/// A request refused in the language its route answers in (the admin session's): the
/// error page around the message speaks it too.
struct Refusal: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    let words: Words

    func response(from request: Request, context: some RequestContext) throws -> Response {
        ErrorPage.response(status: status, message: message, words: words, path: request.uri.path)
    }
}

extension HTTPField.Name {
    static let xFrameOptions = Self("X-Frame-Options")! // invariant: an RFC 9110 token, as HTTPField.Name requires
    static let xContentTypeOptions = Self("X-Content-Type-Options")! // invariant: an RFC 9110 token
    static let referrerPolicy = Self("Referrer-Policy")! // invariant: an RFC 9110 token
}

/// A short page for an error status, in plain words in `words`' language; under /api/, the
/// same in English as JSON (`{"error": {"status": 400, "message": "…"}}`), which the scripts
/// reading the feeds parse.
enum ErrorPage {
    static func response(status: HTTPResponse.Status, message: String?, words: Words = .english, path: String = "/") -> Response {
        let api = path.hasPrefix("/api/")
        let w = api ? Words.english : words
        let plain: String = switch status.code {
        case 400: w.tr("The request could not be read.")
        case 403: w.tr("This form has expired or was not sent from this site: go back, reload the page and try again.")
        case 404: w.tr("There is no page here.")
        case 405: w.tr("This address does not take that kind of request.")
        case 413: w.tr("What was sent is too large.")
        default: w.tr("Something went wrong on the display's side; it has been logged.")
        }
        let text = message ?? plain
        if api {
            let json = OrderedJSON.object([("error", .object([("status", .number(Double(status.code))), ("message", .string(text))]))]).rendered
            var response = Response(status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                                    body: .init(byteBuffer: ByteBuffer(string: json)))
            response.headers[.contentLength] = String(json.utf8.count)
            return response
        }
        // TRANSLATORS: an error page's title: %s is the HTTP status code, such as 404.
        let title = w.tr("Error %s", String(status.code))
        let times = w.tr("Prayer times")
        let admin = w.tr("Mosque admin")
        let body: HTML = """
            <header><h1>\(title)</h1></header>
            <main><p>\(text)</p><p><a href="/">\(times)</a> · <a href="/admin">\(admin)</a></p></main>
            """
        return Page.response(PageLayout.page(title: title, language: w.language, body: body), status: status)
    }
}

/// Responses with bodies: pages and feeds. A feed carries an ETag (a hash of its
/// body) and a Last-Modified, and answers 304 Not Modified to a request that
/// already has it (RFC 9110 §13: If-None-Match wins over If-Modified-Since).
enum Page {
    static func response(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        var response = Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                                body: .init(byteBuffer: ByteBuffer(string: html.rendered)))
        response.headers[.contentLength] = String(html.rendered.utf8.count)
        return response
    }

    static func redirect(_ location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location, .cacheControl: "no-store"])
    }

    /// A cacheable body: 304 when the client's copy is current.
    static func conditional(_ cached: ResponseCache.Body, contentType: String, lastModified: Date, request: Request,
                            extra: HTTPFields = [:]) -> Response {
        let body = cached.text
        let tag = cached.tag
        let modified = HTTPDate.format(lastModified)
        var headers: HTTPFields = [.eTag: tag, .lastModified: modified, .cacheControl: "no-cache"]
        headers.append(contentsOf: extra)
        if let match = request.headers[.ifNoneMatch] {
            if match.split(separator: ",").contains(where: { $0.trimmingBlanks().replacingLiterally("W/", with: "") == tag || $0.trimmingBlanks() == "*" }) {
                return Response(status: .notModified, headers: headers)
            }
        } else if let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse), Int(lastModified.timeIntervalSince1970) <= Int(since.timeIntervalSince1970) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = contentType
        headers[.contentLength] = String(body.utf8.count)
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}

/// HTTP dates (RFC 9110 §5.6.7, IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    private static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let epoch = CivilDate.unixEpochDayNumber

    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let whole = Int((Double(seconds) / 86_400).rounded(.down))
        let day = CivilDate(dayNumber: epoch + whole)
        let time = seconds - whole * 86_400
        return "\(days[day.isoWeekday - 1]), \(pad(day.day)) \(months[day.month - 1]) \(day.year) "
            + "\(pad(time / 3600)):\(pad(time / 60 % 60)):\(pad(time % 60)) GMT"
    }

    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]), let month = months.firstIndex(of: String(parts[2])),
              let year = Int(parts[3]), let date = CivilDate(year: year, month: month + 1, day: day) else { return nil }
        let clock = parts[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3, (0...23).contains(clock[0]), (0...59).contains(clock[1]), (0...60).contains(clock[2]) else { return nil }
        return Date(timeIntervalSince1970: Double((date.dayNumber - epoch) * 86_400 + clock[0] * 3600 + clock[1] * 60 + clock[2]))
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
