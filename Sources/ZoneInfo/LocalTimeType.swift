/// How a zone's clocks read during one period: the offset from UT, whether it is
/// daylight saving time, and the abbreviation ("BST", "+03").
public struct LocalTimeType: Sendable, Hashable, CustomStringConvertible {
    /// Seconds to add to UT for the local time (east of Greenwich is positive).
    public let secondsFromUT: Int
    public let isDaylightSaving: Bool
    public let abbreviation: String

    public init(secondsFromUT: Int, isDaylightSaving: Bool, abbreviation: String) {
        self.secondsFromUT = secondsFromUT
        self.isDaylightSaving = isDaylightSaving
        self.abbreviation = abbreviation
    }

    public var description: String {
        "\(abbreviation) (UT\(secondsFromUT >= 0 ? "+" : "-")\(abs(secondsFromUT)) s\(isDaylightSaving ? ", DST" : ""))"
    }
}

/// A change of a zone's local time type: from `instant` (seconds since 1970-01-01 UT) on, clocks read `type`.
public struct ZoneTransition: Sendable, Hashable {
    public let instant: Int64
    public let type: LocalTimeType
}

/// Why a zone could not be read; the description names the file or text and what was expected.
public struct ZoneInfoError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
