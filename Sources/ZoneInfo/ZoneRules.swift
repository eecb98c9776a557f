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

    /// A zone that follows one `TZ` rule at all times.
    public init(rule: PosixTimeZone) {
        self.init(transitionInstants: [], transitionTypes: [], initialType: rule.standard, footer: rule)
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
    /// offset, the DST flag or the abbreviation differs from the moment before. The work
    /// grows with the years the range spans past the last listed transition.
    public func transitions(from: Int64, to: Int64) -> [ZoneTransition] {
        guard from < to else { return [] }
        var candidates: [Int64] = []
        var index = firstListedTransition(atOrAfter: from)
        while index < transitionInstants.count, transitionInstants[index] < to {
            candidates.append(transitionInstants[index])
            index += 1
        }
        if let footer, footer.daylight != nil {
            let footerStart = transitionInstants.last ?? Int64.min
            if to > footerStart {
                let years = (year(of: max(from, footerStart)) - 1)...(year(of: to) + 1)
                candidates += footer.changes(inYears: years).map(\.instant).filter { $0 > footerStart && $0 >= from && $0 < to }
            }
        }
        var result: [ZoneTransition] = []
        var previous = type(at: from - 1)
        for instant in candidates {
            let now = type(at: instant)
            if now != previous { result.append(ZoneTransition(instant: instant, type: now)) }
            previous = now
        }
        return result
    }

    /// The index of the first listed transition at or after `instant` (the count when none is).
    private func firstListedTransition(atOrAfter instant: Int64) -> Int {
        var low = 0
        var high = transitionInstants.count
        while low < high {
            let middle = (low + high) / 2
            if transitionInstants[middle] < instant { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func year(of instant: Int64) -> Int {
        CivilDays.date(days: CivilDays.split(instant).days).year
    }
}
