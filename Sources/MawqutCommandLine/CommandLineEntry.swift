import ArgumentParser
import Foundation
import MawqutCommon

/// How every Mawqut executable with a command line starts and ends.
public enum CommandLineEntry {
    /// Parses the arguments for `root` and runs the command; configuration errors
    /// exit with 78 and bad arguments with 64, each with a line naming what is wrong.
    public static func main<Root: ParsableCommand>(_ root: Root.Type) -> Never {
        // The database, the log, a new configuration and shared files are the user's
        // alone (0600): the played log and the settings PIN are nobody else's business.
        umask(0o077)
        do {
            var command = try root.parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch let error as CLIError {
            let heading = if case .config = error { "mawqut: configuration error\n" } else { "mawqut: " }
            Console.error("\(heading)\(error.description)")
            Foundation.exit(error.exitStatus)
        } catch {
            root.exit(withError: error)
        }
    }
}
