import ArgumentParser
import FileFormats
import FoundationEssentials
import MawqutCommandLine
import MawqutCommon
import PrayerCalc

/// `mawqut zones`: the places an authority publishes its timetable for (JAKIM's zones,
/// Kemenag's regencies and cities), to choose one for `calculation.zone`.
struct ZonesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zones",
        abstract: "List the zones an authority publishes its times for (jakim, kemenag, turkey), to set calculation.zone.",
        discussion: """
            mawqut zones --method jakim selangor lists the JAKIM zones whose code, name or state contains \
            "selangor"; mawqut setup --zone CODE sets one. With a zone set, the times are the ones the \
            authority publishes for the zone, computed at its point.
            """)

    @Option(help: ArgumentHelp("The method whose zones to list: \(Self.zonedMethods).", valueName: "method"))
    var method: CalculationMethod

    @Argument(help: ArgumentHelp("Words the code, name or state must contain.", valueName: "words"))
    var words: [String] = []

    @Flag(help: "Print JSON.") var json = false

    static var zonedMethods: String { CalculationMethod.allCases.filter { !$0.zones.isEmpty }.map(\.rawValue).joined(separator: ", ") }

    func validate() throws {
        if method.zones.isEmpty { throw ValidationError("--method: \(method.rawValue) publishes no zones; these do: \(Self.zonedMethods)") }
    }

    func run() throws {
        let wanted = words.map { $0.lowercased() }
        let zones = method.zones.filter { zone in
            let text = "\(zone.code) \(zone.name) \(zone.region)".lowercased()
            return wanted.allSatisfy { text.contains($0) }
        }
        if json {
            Console.print(OrderedJSON.array(zones.map { zone in
                .object([("code", .string(zone.code)), ("name", .string(zone.name)), ("region", .string(zone.region)),
                         ("latitude", .number(zone.latitude)), ("longitude", .number(zone.longitude)), ("timezone", .string(zone.timeZone)),
                         ("note", zone.note.map(OrderedJSON.string) ?? .null)])
            }).rendered)
            return
        }
        guard !zones.isEmpty else { throw CLIError.failure("no \(method.rawValue) zone matches \(words.joined(separator: " ")); leave the words out to list them all") }
        for zone in zones {
            Console.print("\(zone.code.padded(to: 28)) \(zone.name) (\(zone.region))" + (zone.note.map { "\n\(String(repeating: " ", count: 29))note: \($0)" } ?? ""))
        }
    }
}
