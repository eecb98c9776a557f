import ArgumentParser
import PrayerCalc

/// A one-shot command that scripts run often (`mawqut next` each minute, a search
/// from a web page), read without swift-argument-parser when its arguments are plain.
///
/// swift-argument-parser finds a command's options by reflecting over the command
/// value — measured at 2.1 ms of `mawqut times`' 6.8 ms, and 15 % of `mawqut quran
/// search`'s samples. A quick command lists its options instead and reads them from
/// the argument vector; whatever it does not recognise (help, a bad value, an unknown
/// or repeated option, a word starting with "-") goes to the full parser, which answers
/// exactly as before. `QuickArgumentsTests` checks that both parsers read every
/// generated argument vector to the same request.
public protocol QuickCommand: ParsableCommand {
    /// What the command is asked, as plain values.
    associatedtype Request: Equatable

    /// The options this command takes, as `--help` lists them.
    static var quickOptions: [QuickOption] { get }

    /// How many positional arguments it takes (all of them required).
    static var quickPositionals: Int { get }

    /// The request `values` name, or nil when a value is not one its option accepts.
    static func request(quick values: QuickValues) -> Request?

    /// What the full parser read.
    var request: Request { get }

    /// The command's work.
    static func perform(_ request: Request) throws
}

extension QuickCommand {
    public static var quickPositionals: Int { 0 }

    public func run() throws { try Self.perform(request) }

    /// The work `arguments` (after the command's path) ask for, when they are plain.
    static func quickWork(_ arguments: [String]) -> (() throws -> Void)? {
        guard let values = QuickArguments.values(arguments, options: quickOptions, positionals: quickPositionals),
              let request = request(quick: values)
        else { return nil }
        return { try perform(request) }
    }
}

extension QuickCommand where Request == OneShotRequest {
    public static func request(quick values: QuickValues) -> OneShotRequest? { OneShotRequest(quick: values.options) }
}

/// What a quick command is asked, as plain values; `date` and `now` are nil for the
/// commands without those options.
public struct OneShotRequest: Equatable, Sendable {
    public var overrides: CalculationOverrides
    public var now: String?
    public var date: String?
    public var json: Bool

    public init(overrides: CalculationOverrides, now: String? = nil, date: String? = nil, json: Bool) {
        self.overrides = overrides
        self.now = now
        self.date = date
        self.json = json
    }

    /// The request `values` (from `QuickArguments.values`) name, or nil when a value is
    /// not one its option accepts.
    public init?(quick values: [String: String]) {
        guard let overrides = CalculationOverrides(quick: values) else { return nil }
        self.init(overrides: overrides, now: values["now"], date: values["date"], json: values["json"] != nil)
    }
}

/// One long option of a quick command.
public struct QuickOption: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A value follows; `unconditional` takes it even when it starts with "-" (a negative number).
        case value(unconditional: Bool)
        case flag
    }

    public var name: String
    public var kind: Kind

    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The options of `CalculationOptions` and `ClockOptions`.
    public static let calculation: [QuickOption] = [
        QuickOption("config", .value(unconditional: false)), QuickOption("latitude", .value(unconditional: true)),
        QuickOption("longitude", .value(unconditional: true)), QuickOption("timezone", .value(unconditional: false)),
        QuickOption("elevation", .value(unconditional: true)), QuickOption("method", .value(unconditional: false)),
        QuickOption("asr", .value(unconditional: false)), QuickOption("high-latitude-rule", .value(unconditional: false)),
        QuickOption("rounding", .value(unconditional: false)),
    ]
    public static let clock = [QuickOption("now", .value(unconditional: false))]
    public static let date = [QuickOption("date", .value(unconditional: false))]
    public static let json = [QuickOption("json", .flag)]
    /// The options of `LibraryOptions`.
    public static let library = [QuickOption("data-dir", .value(unconditional: false)), QuickOption("config", .value(unconditional: false))]
}

/// An argument vector read by `QuickArguments.values`.
public struct QuickValues: Equatable, Sendable {
    /// Option name → value ("" for a flag).
    public var options: [String: String]
    /// The positional arguments, in order.
    public var positionals: [String]

    public init(options: [String: String], positionals: [String] = []) {
        self.options = options
        self.positionals = positionals
    }
}

public enum QuickArguments {
    /// `arguments` (after the command's path) as option name → value and positional
    /// arguments, or nil unless every option is one of `options` given once, as `--name value`,
    /// `--name=value` or `--flag`, and exactly `positionals` other words, none starting with "-".
    public static func values(_ arguments: [String], options: [QuickOption], positionals: Int = 0) -> QuickValues? {
        var values = QuickValues(options: [:])
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                values.positionals.append(argument)
                continue
            }
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            guard let option = options.first(where: { $0.name == name }), values.options[name] == nil else { return nil }
            switch option.kind {
            case .flag:
                guard attached == nil else { return nil }
                values.options[name] = ""
            case .value(let unconditional):
                if let attached {
                    values.options[name] = attached
                } else {
                    guard index < arguments.count, unconditional || !arguments[index].hasPrefix("-") else { return nil }
                    values.options[name] = arguments[index]
                    index += 1
                }
            }
        }
        return values.positionals.count == positionals ? values : nil
    }
}

extension CalculationOverrides {
    /// The overrides `values` name, or nil when a value is not one the option accepts
    /// (the full parser then reports it).
    public init?(quick values: [String: String]) {
        self.init(config: values["config"], timezone: values["timezone"])
        guard Self.read(values["latitude"], into: &latitude, { Double($0) }),
              Self.read(values["longitude"], into: &longitude, { Double($0) }),
              Self.read(values["elevation"], into: &elevation, { Double($0) }),
              Self.read(values["method"], into: &method, CalculationMethod.init(argument:)),
              Self.read(values["asr"], into: &asr, AsrSchool.init(argument:)),
              Self.read(values["high-latitude-rule"], into: &highLatitudeRule, HighLatitudeRule.init(argument:)),
              Self.read(values["rounding"], into: &rounding, Rounding.init(argument:))
        else { return nil }
    }

    private static func read<Value>(_ text: String?, into field: inout Value?, _ convert: (String) -> Value?) -> Bool {
        guard let text else { return true }
        field = convert(text)
        return field != nil
    }
}
