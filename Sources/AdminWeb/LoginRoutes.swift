import FileFormats
import FoundationEssentials
import Hummingbird
import HummingbirdAuth
import MosqueSettings
import PasswordHash
import Storage

/// Logging in, claiming the page with the wall's setup code, logging out; following
/// OWASP's authentication and session management guidance: a new session id at
/// every login (the one from before no longer works), wrong passwords slowed per
/// account and per address with a wait that survives a restart (`FailedAttempts`),
/// the same answer and about the same time for an unknown name as for a wrong password.
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
        admin.get("login") { _, context -> Response in
            if context.sessions.session?.user != nil { return Page.redirect("/admin") }
            if try services.accounts.count() == 0 { return Page.redirect("/admin/claim") }
            return Page.response(AdminPages.login(csrf: ensureSession(context), username: "", message: nil))
        }
        admin.post("login") { request, context -> Response in
            let form = try await PostedForm.read(request, context: context)
            return try await logIn(form, request: request, context: context)
        }
        admin.get("claim") { _, context -> Response in
            if try services.accounts.count() > 0 { return Page.redirect("/admin/login") }
            return Page.response(AdminPages.claim(csrf: ensureSession(context), username: "", message: nil))
        }
        admin.post("claim") { request, context -> Response in
            let form = try await PostedForm.read(request, context: context)
            return try await claim(form, request: request, context: context)
        }
        admin.post("logout") { request, context -> Response in
            _ = try await PostedForm.read(request, context: context)
            context.logger.info("admin: \(context.sessions.session?.user ?? "someone") logged out")
            context.sessions.clearSession()
            return Page.redirect("/admin/login")
        }
    }

    /// The session's CSRF token, making an anonymous session to hold it when there is none.
    private func ensureSession(_ context: AdminRequestContext) -> String {
        if let session = context.sessions.session { return session.csrf }
        let session = AdminSession.fresh()
        context.sessions.createSession(session, expiresIn: AdminRouter.anonymousSession)
        return session.csrf
    }

    /// The keys wrong tries are counted under: the account and the address.
    private func keys(account: String, context: AdminRequestContext) -> [String] {
        ["account:" + String(account.lowercased().prefix(64)), "address:" + context.remoteAddress]
    }

    /// Seconds left before another try is taken from these keys.
    private func wait(_ keys: [String], now: Date) throws -> TimeInterval {
        try keys.map { try services.failures.attempts($0).wait(at: now) }.max() ?? 0
    }

    private func logIn(_ form: FormData, request: Request, context: AdminRequestContext) async throws -> Response {
        let name = (form["username"] ?? "").trimmingBlanks()
        let password = form["password"] ?? ""
        let now = services.now()
        let keys = keys(account: name, context: context)
        let csrf = context.sessions.session?.csrf ?? ""
        let waiting = try wait(keys, now: now)
        if waiting > 0 {
            context.logger.warning("admin: a login for \(name) from \(context.remoteAddress) while the wait after wrong passwords runs; not checked")
            return Page.response(AdminPages.login(csrf: csrf, username: name, message: "Too many wrong passwords: try again in \(TimeText.duration(waiting))."),
                                 status: .tooManyRequests)
        }
        let stored = try services.accounts.passwordHash(of: name)
        let right = services.verifyPassword(password, stored ?? decoy) && stored != nil
        guard right else {
            try services.failures.recordFailure(keys, at: now)
            context.logger.warning("admin: wrong name or password for \(name) from \(context.remoteAddress)")
            return Page.response(AdminPages.login(csrf: csrf, username: name, message: "Wrong name or password."), status: .unauthorized)
        }
        try services.failures.clear(keys)
        try await startSession(for: name, request: request, context: context)
        context.logger.info("admin: \(name) logged in from \(context.remoteAddress)")
        return Page.redirect("/admin")
    }

    /// A new session id for the account; the session from before the login is deleted.
    private func startSession(for name: String, request: Request, context: AdminRequestContext) async throws {
        if storage.getId(request: request) != nil { _ = try? await storage.delete(request: request) }
        context.sessions.createSession(AdminSession.fresh(user: name), expiresIn: idle)
    }

    private func claim(_ form: FormData, request: Request, context: AdminRequestContext) async throws -> Response {
        let csrf = context.sessions.session?.csrf ?? ""
        let name = (form["username"] ?? "").trimmingBlanks()
        func refuse(_ message: String, status: HTTPResponse.Status = .unprocessableContent) -> Response {
            Page.response(AdminPages.claim(csrf: csrf, username: name, message: message), status: status)
        }
        guard try services.accounts.count() == 0 else { return Page.redirect("/admin/login") }
        let now = services.now()
        let keys = ["address:" + context.remoteAddress]
        let waiting = try wait(keys, now: now)
        if waiting > 0 { return refuse("Too many wrong codes: try again in \(TimeText.duration(waiting)).", status: .tooManyRequests) }
        let password = form["password"] ?? ""
        guard AdminAccountStore.isValidName(name) else { return refuse(AdminAccountStore.Refusal.invalidName(name).description) }
        guard password == form["password2"] else { return refuse("The two passwords are not the same.") }
        if let problem = PasswordHash.problem(with: password) { return refuse(problem.description.prefix(1).uppercased() + problem.description.dropFirst() + ".") }
        let code = (form["code"] ?? "").filter { !$0.isWhitespace }
        guard try services.display.consumeSetupCode(code, at: now) else {
            try services.failures.recordFailure(keys, at: now)
            context.logger.warning("admin: a wrong or expired setup code from \(context.remoteAddress)")
            return refuse("That is not the code on the wall, or it has expired: the wall shows a new one every 30 minutes.")
        }
        let hash = try services.hashPassword(password)
        guard try services.accounts.addFirst(name, passwordHash: hash, at: now) else { return Page.redirect("/admin/login") }
        try services.failures.clear(keys)
        try services.audit.append([AuditLogStore.Entry(at: now, user: name, address: context.remoteAddress, field: "account",
                                                       old: nil, new: "\(name) (claimed with the setup code)")])
        try await startSession(for: name, request: request, context: context)
        PostedForm.setFlash("Welcome, \(name): this page is yours. Other accounts are added on the display with mawqut-admin user add.", context)
        context.logger.info("admin: the page was claimed by \(name) from \(context.remoteAddress)")
        return Page.redirect("/admin")
    }
}
