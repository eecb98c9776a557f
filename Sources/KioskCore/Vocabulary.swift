import FoundationEssentials
import PrayerCalc

/// A prayer row's fixed English and Arabic names, for the machine-readable outputs
/// (`mawqut times --json`, `next`, the admin's `/api`), which stay the same whatever
/// language the wall speaks; the screens and pages take theirs from the catalogues
/// (`Words`).
public enum Vocabulary {
    static let jumuahArabic = "الجمعة"

    /// A prayer row's name: Jumu'ah on Fridays' Dhuhr.
    public static func name(_ row: ScheduledPrayer, arabic: Bool) -> String {
        arabic ? (row.isJumuah ? jumuahArabic : row.prayer.arabicName) : (row.isJumuah ? "Jumu'ah" : row.prayer.englishName)
    }
}
