import AdminWeb
import ArgumentParser
import FileFormats
import FoundationEssentials
import Glibc
import Logging
import MawqutCommon
import MosqueSettings
import PasswordHash
import Storage
import ZoneInfo

/// `mawqut-admin`: the mosque's web page on this display (serve, the default), and
/// its accounts (user add|passwd|remove|list). It uses the same configuration file
/// and data directory as `mawqut` (`--config`, `--data-dir`, or the XDG folders).
@main
struct MawqutAdmin: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mawqut-admin",
        abstract: "The mosque's web page on this display: times for the congregation, and settings behind a login.",
        discussion: """
            With no subcommand it serves the page on admin.listen (default 0.0.0.0:8080). The first \
            account is made by claiming the page with the setup code the wall shows, or with \
            mawqut-admin user add NAME. Plain HTTP is for a trusted mosque network; give \
            admin.certificate and admin.key for HTTPS.
            """,
        version: "mawqut-admin " + MawqutVersion.current,
        subcommands: [ServeCommand.self, UserCommand.self],
        defaultSubcommand: ServeCommand.self)
}

/// Where the configuration and the data are: the same rules as `mawqut`.
struct PlaceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Configuration file (default: $XDG_CONFIG_HOME/mawqut/config.json).", valueName: "path"))
    var config: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Data directory (default: $XDG_DATA_HOME/mawqut).", valueName: "path"))
    var dataDirectory: String?

    var directory: URL { DataDirectory.resolve(dataDirectory) }
    var configPath: String { config ?? ConfigFile.defaultPath }

    /// The state database the kiosk and the page share.
    func state() throws -> StateDatabase {
        do {
            return try StateDatabase(directory: directory)
        } catch {
            throw AdminFailure("\(directory.path): the state database cannot be opened (\(error)); mawqut doctor says more")
        }
    }
}

/// A failure said in one line, with exit status 1.
struct AdminFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the page (the default).")

    @OptionGroup var place: PlaceOptions

    func run() async throws {
        if let config = place.config, !FileManager.default.fileExists(atPath: config) {
            throw ValidationError("--config: \(config): file not found")
        }
        do {
            try PasswordHash.requireLibrary()
        } catch {
            throw AdminFailure("mawqut-admin cannot check passwords: \(error)")
        }
        let logger = MawqutLog.logger(directory: place.directory, echo: true, file: "mawqut-admin.log")
        let state = try place.state()
        let configuration = LiveConfiguration(path: place.configPath, pathGiven: place.config != nil, dataDirectory: place.directory, state: state)
        let snapshot = configuration.current()
        if let fault = snapshot.fault {
            logger.warning("the configuration file cannot be used; the page shows it and runs on the last good one:\n\(fault)")
        }
        var admin = snapshot.settings.admin
        if snapshot.data == nil, snapshot.fault == nil {
            // No file at the default path: nothing the mosque chose says the page may be reached
            // from the network, so only this machine reaches it until one is written.
            admin.host = "127.0.0.1"
            logger.warning("""
                no configuration at \(place.configPath) (the default path; --config names another): serving on \(admin.listen) only, \
                this machine's own address, until one exists; mawqut setup writes it, with admin.listen to serve the network
                """)
        }
        let services = AdminServices(configuration: configuration, state: state, secure: admin.usesTLS, sessionMinutes: admin.sessionMinutes,
                                     hashPassword: { try PasswordHash.make($0) }, verifyPassword: { PasswordHash.verify($0, stored: $1) })
        do {
            try await AdminServer.run(services: services, settings: admin, logger: logger)
        } catch {
            throw AdminFailure("mawqut-admin cannot serve on \(admin.listen): \(error)")
        }
    }
}

struct UserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user", abstract: "Manage the accounts of the admin page.",
        subcommands: [AddUser.self, ChangePassword.self, RemoveUser.self, ListUsers.self])
}

struct AddUser: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add an account; the password is read from standard input, or asked for twice without echo.")
    @OptionGroup var place: PlaceOptions
    @Argument(help: "The account's name: letters, digits, dots, dashes or underscores.") var name: String

    func run() throws {
        guard AdminAccountStore.isValidName(name) else { throw ValidationError(AdminAccountStore.Refusal.invalidName(name).description) }
        let accounts = AdminAccountStore(database: try place.state())
        guard try accounts.passwordHash(of: name) == nil else { throw AdminFailure(AdminAccountStore.Refusal.exists(name).description) }
        let password = try PasswordInput.read(for: name)
        try accounts.add(name, passwordHash: try PasswordHash.make(password), at: Date())
        print("account \(name) added; log in at the admin page (/admin)")
    }
}

struct ChangePassword: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "passwd", abstract: "Set an account's password.")
    @OptionGroup var place: PlaceOptions
    @Argument(help: "The account's name.") var name: String

    func run() throws {
        let accounts = AdminAccountStore(database: try place.state())
        guard try accounts.passwordHash(of: name) != nil else { throw AdminFailure(AdminAccountStore.Refusal.unknown(name).description) }
        let password = try PasswordInput.read(for: name)
        try accounts.setPassword(of: name, hash: try PasswordHash.make(password), at: Date())
        print("password of \(name) changed")
    }
}

struct RemoveUser: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove an account (its logins end at once).")
    @OptionGroup var place: PlaceOptions
    @Argument(help: "The account's name.") var name: String

    func run() throws {
        let accounts = AdminAccountStore(database: try place.state())
        do {
            try accounts.remove(name)
        } catch let refusal as AdminAccountStore.Refusal {
            throw AdminFailure(refusal.description)
        }
        print("account \(name) removed" + (try accounts.count() == 0 ? "; no account is left: restart mawqut-admin and the wall shows a new setup code" : ""))
    }
}

struct ListUsers: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the accounts.")
    @OptionGroup var place: PlaceOptions

    func run() throws {
        let accounts = try AdminAccountStore(database: place.state()).list()
        if accounts.isEmpty { print("no accounts: claim the page with the code on the wall, or mawqut-admin user add NAME") }
        let text = TimeText(timeZone: Zone.current())
        for account in accounts { print("\(account.name)\tadded \(text.dateTime(account.createdAt))\tpassword set \(text.dateTime(account.passwordChangedAt))") }
    }
}

/// A new password: the first line of standard input when it is not a terminal (for
/// scripts), else asked for twice with the echo off.
enum PasswordInput {
    static func read(for name: String) throws -> String {
        let password: String
        if isatty(STDIN_FILENO) == 0 {
            guard let bytes = try? OpenFile.standardInput.readToEnd(), let text = String(validating: bytes, as: UTF8.self) else {
                throw ValidationError("the password on standard input cannot be read as UTF-8 text")
            }
            password = text.split(separator: "\n", omittingEmptySubsequences: false).first.map { String($0).trimming(where: { $0 == "\r" }) } ?? ""
        } else {
            password = try prompt("Password for \(name) (at least \(PasswordHash.minimumLength) characters): ")
            guard try prompt("The same password again: ") == password else { throw ValidationError("the two passwords are not the same; nothing changed") }
        }
        if let problem = PasswordHash.problem(with: password) { throw ValidationError("\(problem); nothing changed") }
        return password
    }

    private static func prompt(_ text: String) throws -> String {
        OpenFile.standardError.writeIgnoringFailure(text)
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            OpenFile.standardError.writeIgnoringFailure("\n")
        }
        guard let line = readLine(strippingNewline: true) else { throw ValidationError("no password was typed; nothing changed") }
        return line
    }
}
