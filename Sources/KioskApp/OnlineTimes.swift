import Dispatch
import FileFormats
import FoundationEssentials
import KioskCore
import Logging
import Messages
import MosqueSettings
import PrayerCalc
import Storage

/// With `calculation.source: aladhan`: the cache of Aladhan's months, when it was
/// last fetched, and whether the last fetch failed.
struct OnlineTimes {
    let cache: TimetableStore
    var lastFetch = Date.distantPast
    /// "offline: …" while Aladhan cannot be reached.
    var problem: String?

    init(cache: TimetableStore) {
        self.cache = cache
    }

    /// The status line's form of `problem`, with what to do.
    static func problem(_ text: String) -> KioskProblem {
        // TRANSLATORS: what to do while Aladhan's website cannot be reached; keep calculation.source and local as they are (a setting and its value).
        let advice = Phrase.tr("Nothing is lost: the clock uses cached or calculated times until Aladhan answers. Check the network, or set calculation.source to local.")
        return KioskProblem(.verbatim(text.split(separator: "(").first.map { $0.trimmingBlanks() } ?? text), detail: .verbatim(text), advice: advice)
    }
}

extension KioskRuntime {
    /// Loads the cache now, and every six hours fetches this month and the next in
    /// the background, caching them in SQLite. When Aladhan cannot be reached the
    /// cache (or the local calculation) stays in use and the status line says "offline".
    func refreshOnlineTimes(force: Bool = false) {
        guard manager.settings.source == .aladhan, let cache = online?.cache, let lastFetch = online?.lastFetch else { return }
        let real = Date()
        guard force || real.timeIntervalSince(lastFetch) >= 6 * 3600 else { return }
        online?.lastFetch = real
        let settings = manager.settings
        let today = CivilDate(containing: now, in: settings.location.timeZone)
        let next = today.adding(days: 32)
        let queue = self.queue
        DispatchQueue.global(qos: .utility).async { [self] in
            var failure: String?
            for (year, month) in [(today.year, today.month), (next.year, next.month)] {
                switch AladhanClient.month(year: year, month: month, settings: settings) {
                case .success(let days): try? cache.store(days)
                case .failure(let reason): failure = reason.description
                }
            }
            let cached = (try? cache.all()) ?? []
            let problem = failure
            queue.async {
                let covered = cached.contains { $0.date == today }
                let ignored = AladhanResponse.unsupported(by: settings)
                let notHonoured = ignored.isEmpty ? nil : "Aladhan cannot honour " + ignored.joined(separator: ", ")
                self.online?.problem = problem.map {
                    "offline: Aladhan could not be reached (\($0)); " + (covered ? "using cached times" : "using times calculated here")
                } ?? notHonoured
                if let problem { self.log.warning("Aladhan: \(problem)") } else { self.log.info("Aladhan: times fetched for two months") }
                self.execute(self.manager.handle(.publishedTimes(cached)))
                self.checkIqamas()
            }
        }
    }
}
