import FoundationEssentials
import KioskCore
import MawqutCommon
import MosqueSettings
import PrayerCalc

/// The sound jobs the runtime hands to the arbiter, with their files found: the
/// recordings in the data directory (or where the configuration says) and the
/// project's own tones in `Assets/sounds`.
struct SoundFiles {
    let dataDirectory: URL

    /// A prayer's adhan, followed by the dua recording when one is configured.
    func adhan(_ key: PrayerKey, file: String, volume: Int, dua: String?) -> SoundJob {
        var items = [SoundItem(.adhan(key.prayer), SoundRequest(path: DataDirectory.path(file, in: dataDirectory), volume: volume))]
        if let dua {
            items.append(SoundItem(.dua(key.prayer), SoundRequest(path: DataDirectory.path(dua, in: dataDirectory), volume: volume)))
        }
        return SoundJob(kind: .adhan(key), items: items)
    }

    func reminder(_ prayer: Prayer, volume: Int) -> SoundJob {
        SoundJob(kind: .tone, items: [SoundItem(.reminder(prayer), SoundRequest(path: Assets.sound("reminder-chime.wav"), volume: volume))])
    }

    func iqamaTone(_ prayer: Prayer) -> SoundJob {
        SoundJob(kind: .tone, items: [SoundItem(.iqamaTone(prayer), SoundRequest(path: Assets.sound("iqama-tone.wav")))])
    }

    func sunriseWarning() -> SoundJob {
        SoundJob(kind: .tone, items: [SoundItem(.sunriseWarning, SoundRequest(path: Assets.sound("sunrise-tone.wav")))])
    }

    /// The adhan test: Dhuhr's recording at Dhuhr's volume.
    func testAdhan(settings: Settings) -> SoundJob {
        let request = SoundRequest(path: DataDirectory.path(settings.adhanFile(for: .dhuhr), in: dataDirectory),
                                   volume: settings.schedule.audio(for: .dhuhr).volume)
        return SoundJob(kind: .test, items: [SoundItem(.testAdhan, request)])
    }
}
