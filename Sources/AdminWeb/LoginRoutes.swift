import FileFormats
import FoundationEssentials
import Hummingbird
import HummingbirdAuth
import Messages
import MosqueSettings
import PasswordHash
import Storage

/// Logging in, claiming the page with the wall's setup code, logging out; following
/// OWASP's authentication and session management guidance: a new session id at
/// every login (the one from before no longer works), the same answer and about the
/// same time for an unknown name as for a wrong password, and wrong passwords slowed
/// with a wait that survives a restart (`FailedAttempts`) as OWASP's "Slow Down Online
/// Guessing Attacks with Device Cookies" has it: a device that has logged in to the
/// account before (its cookie, `AdminDeviceStore`) is slowed by its own wrong tries
/// only; any other is slowed per address, per account from that address, and, for all
/// such devices together, per account. A stranger's guesses never hold a volunteer's
/// own phone, and no one device guesses fast.
struct LoginRoutes: Sendable {
    let services: AdminServices
    let storage: SessionStorage<AdminSession>
    let idle: Duration
    /// A hash to check a password against when the name is unknown, so the answer takes as long.
    let decoy: String

    init(services: AdminServices, storage: SessionStorage<AdminSession>, idle: Duration) {
        self.services = services
        self.storage = storage
        self.idle = idle
        decoy = (try? services.hashPassword(Token.random())) ?? ""
    }

    func add(to admin: RouterGroup<AdminRequestContext>) {
        admin.get("login") { request, context -> Response in
            if context.sessions.session?.user != nil { return Page.redirect("/admin") }
            if try services.accounts.count() == 0 { return Page.redirect("/admin/claim") }
            let csrf = ensureSession(context)
            return Page.response(AdminPages.login(words(request, context), csrf: csrf, username: "", message: nil))
        }
        admin.post("login") { request, context -> Response in
            let form = try await PostedForm.read(request, context: context, words: words(request, context))
            return try await logIn(form, request: request, context: context)
        }
        admin.get("claim") { request, context -> Response in
            if try services.accounts.count() > 0 { return Page.redirect("/admin/login") }
            let csrf = ensureSession(context)
            // The wall's QR code carries its setup code (`?code=`): the form is filled in with it.
            let code = request.uri.queryParameters["code"].map { String($0.filter { $0.isASCII && $0.isNumber }.prefix(16)) } ?? ""
            return Page.response(AdminPages.claim(words(request, context), csrf: csrf, username: "", code: code, message: nil))
        }
        admin.post("claim") { request, context -> Response in
            let form = try await PostedForm.read(request, context: context, words: words(request, context))
            return try await claim(form, request: request, context: context)
        }
        admin.post("logout") { request, context -> Response in
            _ = try await PostedForm.read(request, context: context, words: words(request, context))
            context.logger.info("admin: \(context.sessions.session?.user ?? "someone") logged out")
            context.sessions.clearSession()
            return Page.redirect("/admin/login")
        }
    }

    private func words(_ request: Request, _ context: AdminRequestContext) -> Words {
        AdminLanguage.words(request, context, mosque: services.configuration.current(now: services.now()).settings.display.language)
    }

    /// The session's CSRF token, making an anonymous session to hold it when there is none.
    private func ensureSession(_ context: AdminRequestContext) -> String {
        if let session = context.sessions.session { return session.csrf }
        let session = AdminSession.fresh()
        context.sessions.createSession(session, expiresIn: AdminRouter.anonymousSession)
        return session.csrf
    }

    /// The cookie that marks a device that has logged in (a year, the admin pages only).
    static let deviceCookie = "mawqut_device"
    static let deviceLifetime = 365 * 24 * 3600

    /// The keys wrong tries are counted under: the device's own, for a device that logged in
    /// to this account before; else the address, the account from that address, and the
    /// account for every such device.
    private func keys(account: String, device: String?, context: AdminRequestContext) -> [String] {
        let name = String(account.lowercased().prefix(64))
        if let device { return ["device:" + device] }
        return ["address:" + context.remoteAddress, "account-address:\(name)|\(context.remoteAddress)", "untrusted-account:" + name]
    }

    /// The device cookie sent, when it is one that logged in to `account`.
    private func trustedDevice(_ request: Request, account: String) throws -> String? {
        guard let token = request.cookies[Self.deviceCookie]?.value, !token.isEmpty, token.count <= 128 else { return nil }
        return try services.devices.isDevice(token, of: account) ? token : nil
    }

    /// Seconds left before another try is taken from these keys.
    private func wait(_ keys: [String], now: Date) throws -> TimeInterval {
        try keys.map { try services.failures.attempts($0).wait(at: now) }.max() ?? 0
    }

    private func logIn(_ form: FormData, request: Request, context: AdminRequestContext) async throws -> Response {
        let name = (form["username"] ?? "").trimmingBlanks()
        let password = form["password"] ?? ""
        let now = services.now()
        let device = try trustedDevice(request, account: name)
        let keys = keys(account: name, device: device, context: context)
        let csrf = context.sessions.session?.csrf ?? ""
        let w = words(request, context)
        let waiting = try wait(keys, now: now)
        if waiting > 0 {
            context.logger.warning("admin: a login for \(name) from \(context.remoteAddress) while the wait after wrong passwords runs; not checked")
            return Page.response(AdminPages.login(w, csrf: csrf, username: name, message: w.tr("Too many wrong passwords: try again in %s.", w.duration(waiting))),
                                 status: .tooManyRequests)
        }
        let stored = try services.accounts.passwordHash(of: name)
        let right = services.verifyPassword(password, stored ?? decoy) && stored != nil
        guard right else {
            try services.failures.recordFailure(keys, at: now)
            context.logger.warning("admin: wrong name or password for \(name) from \(context.remoteAddress)")
            return Page.response(AdminPages.login(w, csrf: csrf, username: name, message: w.tr("Wrong name or password.")), status: .unauthorized)
        }
        try services.failures.clear(keys)
        try await startSession(for: name, request: request, context: context)
        context.logger.info("admin: \(name) logged in from \(context.remoteAddress)")
        var response = Page.redirect("/admin")
        let token = Token.random()
        try services.devices.remember(token, account: name, at: now, replacing: request.cookies[Self.deviceCookie]?.value)
        response.setCookie(Cookie(name: Self.deviceCookie, value: token, maxAge: Self.deviceLifetime, path: "/admin",
                                  secure: services.secure, httpOnly: true, sameSite: .strict))
        return response
    }

    /// A new session id for the account; the session from before the login is deleted.
    private func startSession(for name: String, request: Request, context: AdminRequestContext) async throws {
        let language = context.sessions.session?.language
        if storage.getId(request: request) != nil { _ = try? await storage.delete(request: request) }
        context.sessions.createSession(AdminSession.fresh(user: name, language: language), expiresIn: idle)
    }

    private func claim(_ form: FormData, request: Request, context: AdminRequestContext) async throws -> Response {
        let csrf = context.sessions.session?.csrf ?? ""
        let name = (form["username"] ?? "").trimmingBlanks()
        let w = words(request, context)
        func refuse(_ message: String, status: HTTPResponse.Status = .unprocessableContent) -> Response {
            Page.response(AdminPages.claim(w, csrf: csrf, username: name, message: message), status: status)
        }
        guard try services.accounts.count() == 0 else { return Page.redirect("/admin/login") }
        let now = services.now()
        let keys = ["address:" + context.remoteAddress]
        let waiting = try wait(keys, now: now)
        if waiting > 0 { return refuse(w.tr("Too many wrong codes: try again in %s.", w.duration(waiting)), status: .tooManyRequests) }
        let password = form["password"] ?? ""
        guard AdminAccountStore.isValidName(name) else {
            return refuse(w.tr("\"%s\" cannot be an account name: use 1 to 32 letters, digits, dots, dashes or underscores.", name))
        }
        guard password == form["password2"] else { return refuse(w.tr("The two passwords are not the same.")) }
        if let problem = PasswordHash.problem(with: password) { return refuse(passwordRefusal(problem, w)) }
        let code = (form["code"] ?? "").filter { !$0.isWhitespace }
        guard try services.display.consumeSetupCode(code, at: now) else {
            try services.failures.recordFailure(keys, at: now)
            context.logger.warning("admin: a wrong or expired setup code from \(context.remoteAddress)")
            return refuse(w.tr("That is not the code on the wall, or it has expired: the wall shows a new one every 30 minutes."))
        }
        let hash = try services.hashPassword(password)
        guard try services.accounts.addFirst(name, passwordHash: hash, at: now) else { return Page.redirect("/admin/login") }
        try services.failures.clear(keys)
        try services.audit.append([AuditLogStore.Entry(at: now, user: name, address: context.remoteAddress, field: "account",
                                                       old: nil, new: "\(name) (claimed with the setup code)")])
        try await startSession(for: name, request: request, context: context)
        PostedForm.setFlash(w.tr("Welcome, %s: this page is yours. Other accounts are added on the display with mawqut-admin user add.", name), context)
        context.logger.info("admin: the page was claimed by \(name) from \(context.remoteAddress)")
        return Page.redirect("/admin")
    }

    /// Why a new password is refused, in the page's language.
    private func passwordRefusal(_ problem: PasswordHash.Failure, _ w: Words) -> String {
        switch problem {
        case .tooShort: w.tr("A password has at least %s characters.", String(PasswordHash.minimumLength))
        case .tooLong: w.tr("A password has at most %s characters.", String(PasswordHash.maximumLength))
        case .nul: w.tr("A password cannot hold a NUL character.")
        case .library(let reason): w.tr("The system's libcrypt could not hash the password (%s).", reason)
        }
    }
}
