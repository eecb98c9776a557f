import Messages
import PrayerCalc

/// The prayers' names through the catalogue, for every screen and page and for the
/// settings' labels: as the mosque's authority writes them in each language (each
/// `po/LANG.po` names its source beside Fajr).
extension Words {
    /// A prayer's name (Sunrise included), as the mosque's authority writes it in this language.
    public func prayer(_ prayer: Prayer) -> String {
        switch prayer {
        case .fajr: trc("prayer", "Fajr")
        case .sunrise: trc("prayer", "Sunrise")
        case .dhuhr: trc("prayer", "Dhuhr")
        case .asr: trc("prayer", "Asr")
        case .maghrib: trc("prayer", "Maghrib")
        case .isha: trc("prayer", "Isha")
        }
    }

    /// Friday's congregational prayer, or its second congregation where a mosque holds two.
    public func jumuah(second: Bool = false) -> String {
        second ? trc("prayer", "Jumu'ah 2") : trc("prayer", "Jumu'ah")
    }
}
