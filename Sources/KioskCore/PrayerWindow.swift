import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// The time a congregation prays: from a prayer's iqama (for Jumu'ah, from each
/// Jumu'ah time, the khutbah included) for the minutes the schedule gives it. The
/// wall shows "prayer in progress" then, and no reminder or tone sounds.
public struct PrayerWindow: Sendable, Equatable {
    public let prayer: Prayer
    /// The day whose schedule the prayer belongs to.
    public let date: CivilDate
    public let start: Date
    public let end: Date
    /// Whether it is a Friday's Jumu'ah.
    public let isJumuah: Bool
    /// For a Friday's second Jumu'ah: 2.
    public let jumuah: Int?

    public func contains(_ instant: Date) -> Bool { start <= instant && instant < end }
}

extension DaySchedule {
    /// The day's prayer windows in time order: one per prayer with an iqama, and on
    /// Fridays one from each Jumu'ah time. A window of 0 minutes is left out.
    public func prayerWindows(_ schedule: ScheduleSettings) -> [PrayerWindow] {
        var windows: [PrayerWindow] = []
        func add(_ prayer: Prayer, from start: Date, minutes: Int, isJumuah: Bool, jumuah: Int? = nil) {
            guard minutes > 0 else { return }
            windows.append(PrayerWindow(prayer: prayer, date: date, start: start, end: start.addingTimeInterval(Double(minutes) * 60),
                                        isJumuah: isJumuah, jumuah: jumuah))
        }
        for row in rows where row.prayer.hasAdhan {
            if row.isJumuah {
                for (index, time) in jumuah.enumerated() {
                    add(.dhuhr, from: time, minutes: schedule.jumuahMinutes, isJumuah: true, jumuah: index == 0 ? nil : index + 1)
                }
            } else if let iqama = row.iqama, !row.iqamaMisfits {
                add(row.prayer, from: iqama, minutes: schedule.prayerMinutes(for: row.prayer), isJumuah: false)
            }
        }
        return windows.sorted { $0.start < $1.start }
    }
}
