import FoundationEssentials

/// One day's computed times for one place.
public struct DayTimes: Sendable, Equatable {
    /// The civil date the times belong to.
    public let date: CivilDate
    public let imsak: Date
    public let fajr: Date
    public let sunrise: Date
    public let dhuhr: Date
    public let asr: Date
    public let maghrib: Date
    public let isha: Date
    /// Halfway from Maghrib to the next day's Fajr.
    public let midnight: Date
    /// Two thirds of the way from Maghrib to the next day's Fajr.
    public let lastThird: Date
    /// Times produced by a high-latitude or polar rule rather than the method's
    /// own definition, in timetable order.
    public let estimated: [TimeName]
    public let hijri: HijriDate

    /// The same day with some of the six times replaced (a mosque's published
    /// timetable); Imsak keeps its distance before Fajr, and the night's middle and
    /// last third move with Maghrib.
    public func replacing(_ replacements: [Prayer: Date]) -> DayTimes {
        func pick(_ prayer: Prayer) -> Date { replacements[prayer] ?? time(for: prayer) }
        let newMaghrib = pick(.maghrib)
        let shift = newMaghrib.timeIntervalSince(maghrib)
        return DayTimes(date: date, imsak: pick(.fajr).addingTimeInterval(imsak.timeIntervalSince(fajr)), fajr: pick(.fajr),
                        sunrise: pick(.sunrise), dhuhr: pick(.dhuhr), asr: pick(.asr), maghrib: newMaghrib, isha: pick(.isha),
                        midnight: midnight.addingTimeInterval(shift / 2), lastThird: lastThird.addingTimeInterval(shift / 3),
                        estimated: estimated.filter { name in !replacements.keys.contains { $0.rawValue == name.rawValue } },
                        hijri: hijri)
    }

    /// The instant for a named time.
    public subscript(name: TimeName) -> Date {
        switch name {
        case .imsak: imsak
        case .fajr: fajr
        case .sunrise: sunrise
        case .dhuhr: dhuhr
        case .asr: asr
        case .maghrib: maghrib
        case .isha: isha
        case .midnight: midnight
        case .lastThird: lastThird
        }
    }

    /// The instant of one of the six timetable entries.
    public func time(for prayer: Prayer) -> Date {
        switch prayer {
        case .fajr: fajr
        case .sunrise: sunrise
        case .dhuhr: dhuhr
        case .asr: asr
        case .maghrib: maghrib
        case .isha: isha
        }
    }
}
