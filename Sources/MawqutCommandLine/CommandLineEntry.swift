import ArgumentParser
import FoundationEssentials
import Glibc
import MawqutCommon

/// How every Mawqut executable with a command line starts and ends.
public enum CommandLineEntry {
    /// Parses the arguments for `root` and runs the command; configuration errors
    /// exit with 78 and bad arguments with 64, each with a line naming what is wrong.
    /// The `quick` subcommands are read without reflection when their arguments are plain.
    public static func main<Root: ParsableCommand>(_ root: Root.Type, quick: [any QuickCommand.Type] = []) -> Never {
        // The database, the log, a new configuration and shared files are the user's
        // alone (0600): the played log and the settings PIN are nobody else's business.
        umask(0o077)
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            if let work = quickWork(root, quick, arguments) {
                try work()
            } else {
                var command = try subcommandParsedAlone(of: root, arguments) ?? root.parseAsRoot()
                try command.run()
            }
            Glibc.exit(0)
        } catch let error as CLIError {
            let heading = if case .config = error { "mawqut: configuration error\n" } else { "mawqut: " }
            Console.error("\(heading)\(error.description)")
            Glibc.exit(error.exitStatus)
        } catch {
            root.exit(withError: error)
        }
    }

    /// Words that only the root's parser answers as the user expects: help, version and
    /// completion scripts name the whole command path (`mawqut times --help`).
    static let rootOnlyArguments = [
        "-h", "--help", "help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    /// The subcommand `arguments` name from `root` down (`quran search`) and how many
    /// words name it, unless they ask for what only the root answers.
    static func namedSubcommand(of root: ParsableCommand.Type, _ arguments: [String]) -> (command: ParsableCommand.Type, depth: Int)? {
        guard !arguments.contains(where: rootOnlyArguments.contains) else { return nil }
        var command = root
        var depth = 0
        while depth < arguments.count,
              let next = command.configuration.subcommands.first(where: { $0._commandName == arguments[depth] }) {
            command = next
            depth += 1
        }
        return depth > 0 ? (command, depth) : nil
    }

    /// The work of the quick command `arguments` name, when its arguments are plain.
    static func quickWork(_ root: ParsableCommand.Type, _ commands: [any QuickCommand.Type], _ arguments: [String]) -> (() throws -> Void)? {
        guard let (named, depth) = namedSubcommand(of: root, arguments),
              let command = commands.first(where: { ObjectIdentifier($0) == ObjectIdentifier(named) })
        else { return nil }
        return command.quickWork(Array(arguments.dropFirst(depth)))
    }

    /// The named subcommand parsed on its own, or nil when the root must parse.
    ///
    /// Parsing from the root reflects over the default subcommand's arguments too (measured:
    /// `mawqut times` 8.0 → 7.2 ms parsed alone). A subcommand that parses alone gives the same command value;
    /// anything else (help, an unknown name, arguments the subcommand rejects) goes to the
    /// root's parser, so help and every error message keep the full command path.
    static func subcommandParsedAlone(of root: ParsableCommand.Type, _ arguments: [String]) -> ParsableCommand? {
        guard let (subcommand, depth) = namedSubcommand(of: root, arguments) else { return nil }
        return try? subcommand.parseAsRoot(Array(arguments.dropFirst(depth)))
    }
}
