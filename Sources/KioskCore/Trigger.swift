import FoundationEssentials
import MosqueSettings
import PrayerCalc

/// Something due at an instant of a day's schedule.
struct Trigger: Sendable, Equatable {
    enum Kind: Int, Sendable, Hashable {
        case reminder, sunriseWarning, adhan, iqama, jumuah
    }

    /// Identity of a trigger: fires at most once.
    struct ID: Sendable, Hashable {
        let key: PrayerKey
        let kind: Kind
        let index: Int

        init(key: PrayerKey, kind: Kind, index: Int) {
            self.key = key
            self.kind = kind
            self.index = index
        }

        init(_ mark: ScheduleMark) {
            let kind: Kind = switch mark.kind {
            case .reminder: .reminder
            case .sunriseWarning: .sunriseWarning
            case .iqama: .iqama
            case .jumuah: .jumuah
            }
            self.init(key: mark.key, kind: kind, index: mark.index)
        }
    }

    let time: Date
    let id: ID

    var key: PrayerKey { id.key }
    var kind: Kind { id.kind }

    /// The durable mark of a trigger other than an adhan.
    var mark: ScheduleMark? {
        switch kind {
        case .adhan: nil
        case .reminder: ScheduleMark(key: key, kind: .reminder, index: id.index)
        case .sunriseWarning: ScheduleMark(key: key, kind: .sunriseWarning, index: id.index)
        case .iqama: ScheduleMark(key: key, kind: .iqama, index: id.index)
        case .jumuah: ScheduleMark(key: key, kind: .jumuah, index: id.index)
        }
    }

    /// Every trigger of a day's schedule, in time order.
    static func all(in schedule: DaySchedule, settings: ScheduleSettings) -> [Trigger] {
        var triggers: [Trigger] = []
        func add(_ time: Date, _ prayer: Prayer, _ kind: Kind, _ index: Int = 0) {
            triggers.append(Trigger(time: time, id: ID(key: PrayerKey(date: schedule.date, prayer: prayer), kind: kind, index: index)))
        }
        for row in schedule.rows {
            if row.prayer == .sunrise {
                if settings.sunriseWarningMinutes > 0 {
                    add(row.time.addingTimeInterval(-Double(settings.sunriseWarningMinutes) * 60), .sunrise, .sunriseWarning)
                }
                continue
            }
            // The adhan trigger is there when the adhan is off too: the played log says it was silenced.
            add(row.time, row.prayer, .adhan)
            let audio = settings.audio(for: row.prayer)
            if audio.adhan {
                if audio.reminderMinutes > 0 {
                    add(row.time.addingTimeInterval(-Double(audio.reminderMinutes) * 60), row.prayer, .reminder)
                }
            }
            if let iqama = row.iqama { add(iqama, row.prayer, .iqama) }
        }
        for (index, time) in schedule.jumuah.enumerated() { add(time, .dhuhr, .jumuah, index) }
        return triggers.sorted { ($0.time, $0.kind.rawValue) < ($1.time, $1.kind.rawValue) }
    }
}
