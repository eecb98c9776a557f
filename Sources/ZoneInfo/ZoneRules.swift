/// A time zone's rules: its listed transitions and, after the last of them, its `TZ` rule.
/// Built from a TZif file (`ZoneRules(tzif:)`); answers what the clocks read at any instant.
public struct ZoneRules: Sendable, Hashable {
    /// Instants (seconds since 1970-01-01 UT) at which the local time type changes, ascending.
    let transitionInstants: [Int64]
    /// The type from each transition on.
    let transitionTypes: [LocalTimeType]
    /// The type before the first transition (RFC 8536 section 3.2: time type 0).
    let initialType: LocalTimeType
    /// The rule from the last transition on; nil in a version 1 file or with an empty footer.
    let footer: PosixTimeZone?

    init(transitionInstants: [Int64], transitionTypes: [LocalTimeType], initialType: LocalTimeType, footer: PosixTimeZone?) {
        self.transitionInstants = transitionInstants
        self.transitionTypes = transitionTypes
        self.initialType = initialType
        self.footer = footer
    }

    /// A zone with one fixed type, such as UTC.
    public init(fixed type: LocalTimeType) {
        self.init(transitionInstants: [], transitionTypes: [], initialType: type, footer: nil)
    }

    /// The local time type at `instant` (seconds since 1970-01-01 UT).
    ///
    /// RFC 8536 section 3.2: before the first transition, time type 0; from the last
    /// transition on (or always, with no transitions), the footer's rule when there is one.
    public func type(at instant: Int64) -> LocalTimeType {
        guard let last = transitionInstants.last else { return footer?.type(at: instant) ?? initialType }
        if instant >= last, let footer { return footer.type(at: instant) }
        guard instant >= transitionInstants[0] else { return initialType }
        var low = 0
        var high = transitionInstants.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if transitionInstants[middle] <= instant { low = middle } else { high = middle }
        }
        return transitionTypes[low]
    }

    /// Seconds to add to UT for the local time at `instant`.
    public func secondsFromUT(at instant: Int64) -> Int { type(at: instant).secondsFromUT }

    /// The changes of local time in `from..<to` (seconds since 1970-01-01 UT), each where the
    /// offset, the DST flag or the abbreviation differs from the moment before.
    public func transitions(from: Int64, to: Int64) -> [ZoneTransition] {
        var changes = transitionInstants.indices.map { ZoneTransition(instant: transitionInstants[$0], type: transitionTypes[$0]) }
        if let footer, footer.daylight != nil {
            let footerStart = transitionInstants.last ?? from
            let firstYear = year(of: max(footerStart, from)) - 1
            let lastYear = year(of: to) + 1
            if firstYear <= lastYear {
                changes += footer.changes(inYears: firstYear...lastYear).filter { $0.instant > footerStart }
            }
        }
        var result: [ZoneTransition] = []
        var previous = type(at: from - 1)
        for change in changes where change.instant >= from && change.instant < to {
            let now = type(at: change.instant)
            if now != previous { result.append(ZoneTransition(instant: change.instant, type: now)) }
            previous = now
        }
        return result
    }

    private func year(of instant: Int64) -> Int {
        CivilDays.date(days: CivilDays.split(instant).days).year
    }
}
