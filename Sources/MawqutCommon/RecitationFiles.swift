import Dispatch
import FileFormats
import FoundationEssentials
import MosqueSettings
import Scripture

/// Ayah recordings in the EveryAyah layout: `<reciter>/SSSAAA.mp3`.
public enum RecitationFiles {
    /// The folder that holds the reciters' folders: `quran.recitationsDirectory`
    /// in the data directory.
    public static func root(_ settings: QuranSettings, dataDirectory: URL) -> URL {
        URL(fileURLWithPath: DataDirectory.path(settings.recitationsDirectory, in: dataDirectory))
    }

    /// The reciters with a folder of recordings, by name; hidden folders (the
    /// silences between repetitions) are not reciters.
    public static func installedReciters(in root: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted().filter { name in
            !name.hasPrefix(".") && (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(name).path)) != nil
        }
    }

    /// What a reciter's folder holds now.
    public static func inventory(of reciter: String, in root: URL, ayahCounts: [Int]) -> RecitationInventory {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(reciter).path)) ?? []
        return RecitationInventory(reciter: reciter, files: files, ayahCounts: ayahCounts)
    }

    /// How to install a reciter's files, for the reader, the commands and doctor.
    public static func installHint(reciter: String) -> String {
        "mawqut recitation download --reciter \(reciter) --all, or mawqut import recitation --reciter \(reciter) --from FOLDER|ZIP"
    }

    /// `002255.mp3` for 2:255.
    public static func name(_ reference: AyahReference) -> String {
        NumberText.zeroPadded(reference.surah, digits: 3) + NumberText.zeroPadded(reference.ayah, digits: 3) + ".mp3"
    }

    /// Downloads the files that are missing, in order, from `<base>/<reciter>/<file>`,
    /// on a background queue; calls `firstReady` once the first file is there (or
    /// could not be fetched), so that playback starts while the rest arrive. After
    /// `cancellation` is set, the file being fetched is dropped and no other is asked for.
    public static func download(missing files: [String], base: String, reciter: String, cancellation: DownloadCancellation,
                         log: @escaping @Sendable (String) -> Void, firstReady: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .utility).async {
            var signalled = false
            for (index, path) in files.enumerated() {
                if cancellation.isCancelled {
                    log("recitation download: stopped with the recitation; \(files.count - index) files not fetched")
                    return
                }
                if !FileManager.default.fileExists(atPath: path) {
                    let name = PathText.lastComponent(path)
                    let address = base.hasSuffix("/") ? "\(base)\(reciter)/\(name)" : "\(base)/\(reciter)/\(name)"
                    if let problem = fetch(address, to: path, cancellation: cancellation), !cancellation.isCancelled {
                        log("recitation download: \(problem)")
                    }
                }
                if index == 0 || !signalled {
                    signalled = true
                    firstReady()
                }
            }
        }
    }

    /// Fetches one file; the file appears only when complete (written to a temporary
    /// name, then renamed). Returns a problem, or nil.
    public static func fetch(_ address: String, to path: String, cancellation: DownloadCancellation? = nil) -> String? {
        switch HTTP.get(address, timeout: 60, cancellation: cancellation) {
        case .failure(let problem):
            return problem.description
        case .success(let data):
            do {
                try FileManager.default.createDirectory(atPath: PathText.deletingLastComponent(path),
                                                        withIntermediateDirectories: true)
                let partial = path + ".part"
                try data.write(to: URL(fileURLWithPath: partial))
                _ = try? FileManager.default.removeItem(atPath: path)
                try FileManager.default.moveItem(atPath: partial, toPath: path)
                return nil
            } catch {
                return "\(path): \(ErrorReason.text(error))"
            }
        }
    }
}
