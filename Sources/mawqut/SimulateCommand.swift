import ArgumentParser
import FileFormats
import FoundationEssentials
import KioskCore
import MawqutCommandLine
import MawqutCommon
import MosqueSettings
import PrayerCalc
import Storage

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run the adhan scheduler on a simulated clock and print every event.",
        discussion: """
            The real state machine runs with a wall clock ticking every second from --from \
            to --to, on the times the clock would use (calculation.source: calculated, the \
            imported mosque timetable, or the cached Aladhan months of the data directory). \
            Nothing is played (adhans count as played at once). The played log goes to a \
            temporary database, or to the one in --data-dir. Events: adhan, reminder, \
            iqama, rollover, missed, jumuah, and with display.power a schedule: screen-off (until when) \
            and screen-on (why: schedule, adhan; an adhan is taken to sound four minutes).
            """)

    @OptionGroup var options: CalculationOptions

    @Option(help: ArgumentHelp("Start of the simulation, an ISO-8601 instant such as 2026-03-08T00:00:00-05:00.", valueName: "instant"))
    var from: String

    @Option(help: ArgumentHelp("End of the simulation (wall-clock time), an ISO-8601 instant.", valueName: "instant"))
    var to: String

    @Option(help: ArgumentHelp("Move the wall clock when it reaches AT, for example 2026-03-08T14:00:00-05:00=+3h or …=-45m (units d, h, m, s). Repeatable.",
                               valueName: "AT=±amount"))
    var jump: [String] = []

    @Option(help: ArgumentHelp("Simulate a process restart (state reloaded from the database) at this instant. Repeatable.", valueName: "instant"))
    var restart: [String] = []

    @Option(name: .customLong("data-dir"), help: ArgumentHelp("Keep the played log in this data directory instead of a temporary one.", valueName: "path"))
    var dataDirectory: String?

    @Flag(help: "Print one JSON object per line.")
    var json = false

    func run() throws {
        let settings = try options.settings()
        let plan = try SimulationPlan(from: Self.instant(from, option: "--from"), to: Self.instant(to, option: "--to"),
                                      jumps: jump.map(Self.jump), restarts: restart.map { try Self.instant($0, option: "--restart") })
        guard plan.to >= plan.from else { throw CLIError.argument("--to: must not be before --from") }
        let temporary = dataDirectory == nil
            ? FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-simulate-\(UUID().uuidString)") : nil
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        let store = SQLitePrayerLogStore(database: try StateDatabase(directory: temporary ?? DataDirectory.resolve(dataDirectory)))
        let text = TimeText(timeZone: settings.location.timeZone)
        var output = BufferedOutput()
        let published = try PublishedTimes.load(for: settings, directory: dataDirectory)
        try Simulator.run(plan, settings: settings, store: store, timetable: published) { effect, _ in
            guard case .announce(let event) = effect else { return }
            output.write(json ? EventText.json(event, text: text) : EventText.line(event, text: text))
        }
        output.flush()
    }

    static func instant(_ text: String, option: String) throws -> Date {
        guard let date = TimeText.parseInstant(text) else {
            throw CLIError.argument("\(option): expected an ISO-8601 instant with offset such as 2026-03-08T05:31:00-05:00, got \"\(text)\"")
        }
        return date
    }

    /// Parses `AT=+3h`, `AT=-45m`, `AT=+1h30m`.
    static func jump(_ text: String) throws -> SimulationPlan.Jump {
        let problem = CLIError.argument("--jump: expected AT=±amount such as 2026-03-08T14:00:00-05:00=+3h (units d, h, m, s), got \"\(text)\"")
        guard let equals = text.lastIndex(of: "="), let at = TimeText.parseInstant(String(text[..<equals])) else { throw problem }
        var amount = text[text.index(after: equals)...]
        guard let sign = amount.first, sign == "+" || sign == "-" else { throw problem }
        amount = amount.dropFirst()
        var seconds = 0.0
        var number = ""
        for character in amount {
            if character.isNumber {
                number.append(character)
                continue
            }
            let unit: Double? = ["d": 86_400, "h": 3600, "m": 60, "s": 1][character]
            guard let unit, let value = Double(number) else { throw problem }
            seconds += value * unit
            number = ""
        }
        guard number.isEmpty, seconds > 0 else { throw problem }
        return SimulationPlan.Jump(at: at, seconds: sign == "-" ? -seconds : seconds)
    }
}

/// Collects output lines and writes them in large blocks (a year of events is many lines).
struct BufferedOutput {
    private var buffer = ""

    mutating func write(_ line: String) {
        buffer += line
        buffer += "\n"
        if buffer.utf8.count > 64 * 1024 { flush() }
    }

    mutating func flush() {
        OpenFile.standardOutput.writeIgnoringFailure(ControlCharacters.removed(buffer))
        buffer = ""
    }
}
