/// The times no voluntary prayer is prayed, shown on the wall and the public page
/// while they last (`display.forbiddenTimes`; off unless the mosque asks). Sahih Muslim
/// 831 ('Uqbah ibn 'Amir, sunnah.com numbering) names three: from sunrise until the sun
/// has risen, while the sun stands at its height until it declines, and from when it
/// inclines to set until it has set. The hadith gives no minutes; the defaults are the
/// commonest figures of the sources in docs/methods.md ("Forbidden times"), and each is
/// the mosque's to set (0 leaves that time out).
public struct ForbiddenTimesSettings: Sendable, Equatable {
    /// From sunrise, this long: "a quarter of an hour" (IslamQA 20013; hadeethenc on Muslim 831).
    public var afterSunriseMinutes: Int
    /// Before Dhuhr's time, this long: "approximately five minutes" (hadeethenc on Muslim 831).
    public var beforeDhuhrMinutes: Int
    /// Before Maghrib, this long: the time "the sun inclines to set" has no minutes in the
    /// hadith; 15 is the figure app timetables use (docs/methods.md).
    public var beforeMaghribMinutes: Int

    public init(afterSunriseMinutes: Int = 15, beforeDhuhrMinutes: Int = 5, beforeMaghribMinutes: Int = 15) {
        self.afterSunriseMinutes = afterSunriseMinutes
        self.beforeDhuhrMinutes = beforeDhuhrMinutes
        self.beforeMaghribMinutes = beforeMaghribMinutes
    }
}
