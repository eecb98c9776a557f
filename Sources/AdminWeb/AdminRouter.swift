import FileFormats
import FoundationEssentials
import Messages
import HTTPTypes
import Hummingbird
import HummingbirdAuth
import MawqutCommon
import PrayerCalc
import Storage
import ZoneInfo

/// Every route of `mawqut-admin`: the congregation's pages and feeds (no login),
/// and the mosque's pages under `/admin` behind a session login with CSRF tokens.
public enum AdminRouter {
    static let sessionCookie = "mawqut_session"
    /// An anonymous session (the login form's CSRF token) lasts this long.
    static let anonymousSession: Duration = .seconds(30 * 60)

    public static func build(_ services: AdminServices, sessions persist: any PersistDriver) -> Router<AdminRequestContext> {
        let router = Router(context: AdminRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware(secure: services.secure))
        let started = services.now()
        PublicRoutes.add(to: router, services: services, started: started)

        let idle = Duration.seconds(services.sessionMinutes * 60)
        let storage = SessionStorage<AdminSession>(persist, configuration: SessionStorageConfiguration(
            sessionCookieParameters: SessionCookieParameters(name: sessionCookie, path: "/admin", secure: services.secure, sameSite: .strict)))
        let admin = router.group("admin").add(middleware: SessionMiddleware(sessionStorage: storage, defaultSessionExpiration: idle))
        let login = LoginRoutes(services: services, storage: storage, idle: idle)
        login.add(to: admin)
        let pages = admin.group().add(middleware: LoginRequired(services: services, idle: idle))
        SettingsRoutes(services: services).add(to: pages)
        return router
    }
}

/// The pages and feeds for everyone, each made once per reading of the configuration,
/// request and second (`ResponseCache`), and answered 304 when the client has it.
enum PublicRoutes {
    static func language(_ request: Request, _ snapshot: LiveConfiguration.Snapshot) -> LanguageTag {
        PageLanguage.chosen(query: request.uri.queryParameters["lang"].map(String.init), acceptLanguage: request.headers[.acceptLanguage],
                            mosque: snapshot.settings.display.language, library: .installed)
    }

    /// What a cached body is made from: the reading, the route and its parameters, and the second when it changes with the clock.
    static func key(_ snapshot: LiveConfiguration.Snapshot, _ parts: [String], second: Date? = nil) -> String {
        ([String(snapshot.generation)] + parts + [second.map { String(Int($0.timeIntervalSince1970)) } ?? ""]).joined(separator: "|")
    }

    static func add(to router: Router<AdminRequestContext>, services: AdminServices, started: Date) {
        let cache = ResponseCache()
        let html = "text/html; charset=utf-8"
        /// A page that changes with the clock: made once a second per language.
        func timely(_ path: RouterPath, _ make: @escaping @Sendable (LiveConfiguration.Snapshot, Date, LanguageTag) -> HTML) {
            router.get(path) { request, _ -> Response in
                let now = services.now()
                let snapshot = services.configuration.current(now: now)
                let language = language(request, snapshot)
                let body = cache.body(key(snapshot, [path.description, language.description], second: now)) { make(snapshot, now, language).rendered }
                return Page.conditional(body, contentType: html, lastModified: now, request: request)
            }
        }
        timely("/") { PublicPages.home($0, now: $1, language: $2) }
        timely("/widget") { PublicPages.widget($0, now: $1, language: $2) }
        router.get("/timetable") { request, _ -> Response in
            let now = services.now()
            let snapshot = services.configuration.current(now: now)
            let (year, month) = try Parameters.month(request, default: now, zone: snapshot.settings.location.timeZone)
            let language = language(request, snapshot)
            let body = cache.body(key(snapshot, ["/timetable", language.description, "\(year)-\(month)"])) {
                PublicPages.month(snapshot, year: year, month: month, language: language).rendered
            }
            return Page.conditional(body, contentType: html, lastModified: snapshot.modified, request: request)
        }
        let style = ResponseCache.Body(StaticFiles.style), script = ResponseCache.Body(StaticFiles.script)
        router.get("/static/style.css") { request, _ -> Response in
            Page.conditional(style, contentType: "text/css; charset=utf-8", lastModified: started, request: request)
        }
        router.get("/static/page.js") { request, _ -> Response in
            Page.conditional(script, contentType: "text/javascript; charset=utf-8", lastModified: started, request: request)
        }

        // Feeds other sites and phones read: any origin may fetch them.
        let feeds = router.group().add(middleware: CORSMiddleware(allowOrigin: .all, allowHeaders: [.accept, .ifNoneMatch, .ifModifiedSince],
                                                                  allowMethods: [.get, .options]))
        let json = "application/json; charset=utf-8"
        feeds.get("/api/times") { request, _ -> Response in
            let (now, snapshot, times) = try Parameters.times(services)
            let date = try Parameters.date(request, default: now, zone: times.settings.location.timeZone)
            let body = cache.body(key(snapshot, ["/api/times", date.description])) { Feeds.day(times, date: date).rendered }
            return Page.conditional(body, contentType: json, lastModified: snapshot.modified, request: request)
        }
        feeds.get("/api/next") { request, _ -> Response in
            let (now, snapshot, times) = try Parameters.times(services)
            let body = try cache.body(key(snapshot, ["/api/next"], second: now)) {
                guard let next = TimesJSON.next(times, now: now) else { throw HTTPError(.serviceUnavailable, message: "no prayer time is known") }
                return next.rendered
            }
            let minute = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60)
            return Page.conditional(body, contentType: json, lastModified: max(snapshot.modified, minute), request: request)
        }
        feeds.get("/api/month") { request, _ -> Response in
            let (now, snapshot, times) = try Parameters.times(services)
            let (year, month) = try Parameters.month(request, default: now, zone: times.settings.location.timeZone)
            let body = cache.body(key(snapshot, ["/api/month", "\(year)-\(month)"])) { Feeds.month(times, year: year, month: month).rendered }
            return Page.conditional(body, contentType: json, lastModified: snapshot.modified, request: request)
        }
        feeds.get("/timetable.csv") { request, _ -> Response in
            let (now, snapshot, times) = try Parameters.times(services)
            let (year, month) = try Parameters.month(request, default: now, zone: times.settings.location.timeZone)
            let name = "timetable-\(year)-\(NumberText.zeroPadded(month)).csv"
            let body = cache.body(key(snapshot, ["/timetable.csv", "\(year)-\(month)"])) { Feeds.csv(times, year: year, month: month) }
            return Page.conditional(body, contentType: "text/csv; charset=utf-8", lastModified: snapshot.modified, request: request,
                                    extra: [.contentDisposition: "attachment; filename=\"\(name)\""])
        }
        feeds.get("/calendar.ics") { request, _ -> Response in
            let (now, snapshot, times) = try Parameters.times(services)
            let zone = times.settings.location.timeZone
            let today = CivilDate(containing: now, in: zone)
            let stamp = max(snapshot.modified, today.instant(hour: 0, in: zone))
            let body = cache.body(key(snapshot, ["/calendar.ics", today.description])) { CalendarFeed.document(times, from: today, stamp: stamp) }
            return Page.conditional(body, contentType: "text/calendar; charset=utf-8", lastModified: stamp, request: request,
                                    extra: [.contentDisposition: "inline; filename=\"prayer-times.ics\""])
        }
    }
}

/// Query parameters, refused with a 400 that says what is expected.
enum Parameters {
    static func date(_ request: Request, default now: Date, zone: Zone) throws -> CivilDate {
        guard let text = request.uri.queryParameters["date"] else { return CivilDate(containing: now, in: zone) }
        guard let date = CivilDate(iso: String(text)), (1900...2200).contains(date.year) else {
            throw HTTPError(.badRequest, message: "date: expected a date YYYY-MM-DD from 1900 to 2200")
        }
        return date
    }

    static func month(_ request: Request, default now: Date, zone: Zone) throws -> (Int, Int) {
        guard let text = request.uri.queryParameters["month"] else {
            let today = CivilDate(containing: now, in: zone)
            return (today.year, today.month)
        }
        guard let first = CivilDate(iso: String(text) + "-01"), (1900...2200).contains(first.year) else {
            throw HTTPError(.badRequest, message: "month: expected a month YYYY-MM from 1900 to 2200")
        }
        return (first.year, first.month)
    }

    /// The configuration and its times, or a 503 when there are none (no configuration was ever accepted).
    static func times(_ services: AdminServices) throws -> (Date, LiveConfiguration.Snapshot, MosqueTimes) {
        let now = services.now()
        let snapshot = services.configuration.current(now: now)
        guard let times = snapshot.times else {
            throw HTTPError(.serviceUnavailable, message: "the display's configuration cannot be used, so no times are known")
        }
        return (now, snapshot, times)
    }
}

extension HTTPField.Name {
    // invariant: a field name of RFC 9110 (a token), which HTTPField.Name accepts
    static let contentDisposition = Self("Content-Disposition")!
}

/// A page behind the login: the session must name an account that still exists.
/// Each request moves the session's end `idle` later (the idle timeout).
struct LoginRequired: RouterMiddleware {
    let services: AdminServices
    let idle: Duration

    func handle(_ request: Request, context: AdminRequestContext, next: (Request, AdminRequestContext) async throws -> Response) async throws -> Response {
        guard let user = context.sessions.session?.user, (try services.accounts.passwordHash(of: user)) != nil else {
            guard request.method == .get else {
                let words = AdminLanguage.words(request, context, mosque: services.configuration.current(now: services.now()).settings.display.language)
                throw Refusal(status: .forbidden, message: words.tr("You are not logged in (or the login has ended): log in again."), words: words)
            }
            return Page.redirect(try services.accounts.count() == 0 ? "/admin/claim" : "/admin/login")
        }
        var context = context
        context.identity = user
        context.sessions.withLockedSession { $0?.expiresIn = idle }
        return try await next(request, context)
    }
}

/// Reading a posted form: its size limited, its bytes UTF-8, its CSRF token the session's.
enum PostedForm {
    /// `words` are the request's language, for the refusal of a form without its token.
    static func read(_ request: Request, context: AdminRequestContext, words: Words, limit: Int = AdminLimits.form) async throws -> FormData {
        let buffer = try await request.body.collect(upTo: limit)
        let form: FormData
        do {
            form = try FormData.parse(Array(buffer.readableBytesView), contentType: request.headers[.contentType])
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
        guard let session = context.sessions.session, Token.matches(form["csrf"], session.csrf) else {
            throw Refusal(status: .forbidden, message: words.tr("This form has expired or was not sent from this page (its security token is missing or wrong): reload the page and send it again."),
                          words: words)
        }
        return form
    }

    /// The flash message of the session, taken once.
    static func takeFlash(_ context: AdminRequestContext) -> String? {
        context.sessions.withLockedSession { data -> String? in
            guard let flash = data?.flash else { return nil }
            data?.flash = nil
            return flash
        }
    }

    static func setFlash(_ message: String, _ context: AdminRequestContext) {
        context.sessions.withLockedSession { $0?.flash = message }
    }
}
