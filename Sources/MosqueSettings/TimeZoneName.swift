import ZoneInfo

/// Time zones by their exact name in the system's tz database (`$TZDIR`, or
/// `/usr/share/zoneinfo`): a configuration must name a real zone.
public enum TimeZoneName {
    /// The zone with exactly this name, or nil.
    public static func zone(_ name: String) -> Zone? {
        try? Zone.named(name)
    }

    /// New York, the default location's zone. Where the system has no tz database (Debian's
    /// tzdata is a dependency; a bare container may lack it), its rule since 2007 stands in:
    /// EST/EDT, from the second Sunday of March to the first Sunday of November (the footer of
    /// the database's own America/New_York file).
    public static let defaultZone: Zone = (try? Zone.named("America/New_York")) ?? Zone(
        identifier: "America/New_York",
        rules: ZoneRules(rule: PosixTimeZone(
            standard: LocalTimeType(secondsFromUT: -5 * 3600, isDaylightSaving: false, abbreviation: "EST"),
            daylight: .init(
                type: LocalTimeType(secondsFromUT: -4 * 3600, isDaylightSaving: true, abbreviation: "EDT"),
                start: .init(day: .monthWeekDay(month: 3, week: 2, weekday: 0), secondOfDay: 7200),
                end: .init(day: .monthWeekDay(month: 11, week: 1, weekday: 0), secondOfDay: 7200)))))
}
