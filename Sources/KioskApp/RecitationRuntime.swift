import FoundationEssentials
import KioskCore
import Logging
import Messages
import MawqutCommon
import Scripture
import Storage
import TerminalUI

extension KioskRuntime {
    /// The folder that holds the reciters' folders.
    var recitationsRoot: URL { RecitationFiles.root(manager.settings.quran, dataDirectory: ports.dataDirectory) }

    /// The reciters with a folder of recordings, by name.
    var installedReciters: [String] { RecitationFiles.installedReciters(in: recitationsRoot) }

    /// The reciter chosen with R when it is still installed, else `quran.reciter`.
    var currentReciter: String {
        let chosen = (try? ports.library?.bookmarks.progress(kind: QuranAnswers.reciterKind)) ?? nil
        return chosen.flatMap { installedReciters.contains($0) ? $0 : nil } ?? manager.settings.quran.reciter
    }

    /// Recites from an ayah, following the reader's plan: to the end of the surah,
    /// the mushaf page or the juz (across surahs), each ayah as many times as asked,
    /// or the marked range as many times as asked, with silences between
    /// repetitions and the bismillah (001001.mp3) before the first ayah of a surah
    /// other than 1 and 9. Missing files are downloaded first when
    /// `quran.downloadBaseURL` is set; otherwise they are said once and skipped.
    func recite(from start: AyahReference) {
        guard case .quran(let reader)? = screens.top, let library = ports.library else { return }
        stopRecitationDownload()
        pausedRecitation = nil
        deliver(.quran(.paused(nil)))
        let settings = manager.settings.quran
        let reciter = currentReciter
        let directory = recitationsRoot.appendingPathComponent(reciter)
        let isRange = reader.range.map { $0.contains(start.ayah) && start.surah == reader.surahNumber } ?? false
        let references: [AyahReference]
        do {
            references = try recitedAyahs(from: start, reader: reader, isRange: isRange, store: library.quran)
        } catch {
            deliver(.quran(.notice(words.tr("The Quran data could not be read: %s", "\(error)"))))
            return
        }
        let headings = Set(reader.surahs.filter(\.hasBismillahHeading).map(\.number))
        let steps = RecitationOrder.steps(references, plan: reader.plan, isRange: isRange, hasBismillah: headings.contains)
        var items: [SoundItem] = []
        var lastLabel: SoundLabel?
        for step in steps {
            switch step {
            case .bismillah(let surah):
                let label = SoundLabel.bismillah(surah: surah)
                items.append(SoundItem(label, SoundRequest(path: directory.appendingPathComponent(RecitationFiles.name(AyahReference(surah: 1, ayah: 1))).path)))
                lastLabel = label
            case .ayah(let reference):
                let label = SoundLabel.ayah(surah: reference.surah, ayah: reference.ayah)
                items.append(SoundItem(label, SoundRequest(path: directory.appendingPathComponent(RecitationFiles.name(reference)).path)))
                lastLabel = label
            case .silence(let seconds):
                // The silence keeps the label of what it follows, so the ayah stays highlighted.
                guard let lastLabel, let path = SilenceFile.path(seconds: seconds, in: recitationsRoot) else { continue }
                items.append(SoundItem(lastLabel, SoundRequest(path: path)))
            }
        }
        guard let base = settings.downloadBaseURL else {
            startWithoutServer(items, reciter: reciter, directory: directory, speed: reader.speed)
            return
        }
        let job = SoundJob(kind: .recitation, items: items, speed: reader.speed)
        let cancellation = DownloadCancellation()
        recitationDownload = cancellation
        RecitationFiles.download(missing: items.map(\.request.path), base: base, reciter: reciter, cancellation: cancellation, log: { [log] in log.warning("\($0)") }, firstReady: {
            self.queue.async {
                // A later request, the stop key or the reader closing cancelled this one.
                guard !cancellation.isCancelled, case .quran? = self.screens.top else { return }
                self.sound(.requested(job))
                self.redraw()
            }
        })
    }

    /// The ayahs to recite: the marked range, or from `start` to the end of its
    /// surah, page or juz.
    private func recitedAyahs(from start: AyahReference, reader: QuranReader, isRange: Bool, store: QuranStore) throws -> [AyahReference] {
        if isRange, let range = reader.range { return range.map { AyahReference(surah: start.surah, ayah: $0) } }
        let surahCount = reader.surahs.first { $0.number == start.surah }?.ayahCount ?? start.ayah
        let toSurahEnd = (start.ayah...surahCount).map { AyahReference(surah: start.surah, ayah: $0) }
        guard reader.plan.stopAfter != .surah, let position = try store.position(of: start) else { return toSurahEnd }
        switch reader.plan.stopAfter {
        case .page:
            guard let page = position.page else {
                // TRANSLATORS: %s is the command that fetches the data.
                deliver(.quran(.notice(words.tr("Pages need the mushaf layout (%s); reciting to the end of the surah", fetchDataCommand))))
                return toSurahEnd
            }
            return try store.ayahs(in: .page(page)).filter { $0 >= start }
        case .juz:
            return try store.ayahs(in: .juz(position.juz)).filter { $0 >= start }
        case .surah:
            return toSurahEnd
        }
    }

    /// Plays what is installed; says once what is missing and how to install it.
    private func startWithoutServer(_ items: [SoundItem], reciter: String, directory: URL, speed: Double) {
        // Each file is looked for once (a repeated ayah is the same file).
        let missing = Set(items.map(\.request.path)).filter { !FileManager.default.fileExists(atPath: $0) }
        let present = items.filter { !missing.contains($0.request.path) }
        // The message line holds about one short sentence: the screen points to the
        // command's help, the log has the folder and both ways to install.
        // TRANSLATORS: keep the command as it is.
        let help = words.tr("see mawqut recitation --help")
        guard !present.isEmpty else {
            log.warning("recitation: nothing by \(reciter) in \(directory.path); install with \(RecitationFiles.installHint(reciter: reciter))")
            // TRANSLATORS: %1$s is a reciter's name, %2$s is "see mawqut recitation --help".
            deliver(.quran(.notice(words.tr("No recitation by %1$s is installed: %2$s", reciter, help))))
            return
        }
        var playable = present
        if !missing.isEmpty {
            log.warning("recitation: \(missing.count) files of \(reciter) missing in \(directory.path); install with \(RecitationFiles.installHint(reciter: reciter))")
            if manager.settings.quran.missingAudio == .stop {
                playable = Array(items.prefix { !missing.contains($0.request.path) })
                deliver(.quran(.notice(words.trn("%1$s ayah here has no recording; reciting stops at it: %2$s", "%1$s ayahs here have no recording; reciting stops at the first: %2$s",
                                                 missing.count, String(missing.count), help))))
            } else {
                deliver(.quran(.notice(words.trn("%1$s ayah here has no recording and is skipped: %2$s", "%1$s ayahs here have no recording and are skipped: %2$s",
                                                 missing.count, String(missing.count), help))))
            }
        }
        guard !playable.isEmpty else { return }
        sound(.requested(SoundJob(kind: .recitation, items: playable, speed: speed)))
    }

    /// Space: pauses the recitation at the ayah it reached, or resumes it there.
    /// Adhans and tones are not affected.
    func togglePause() {
        if let paused = pausedRecitation {
            pausedRecitation = nil
            deliver(.quran(.paused(nil)))
            sound(.requested(paused))
            return
        }
        let job: SoundJob
        if let playing = sound.playing, playing.job.kind == .recitation {
            job = playing.job.resumed(at: playing.started ?? 0)
        } else if let deferred = sound.deferred, deferred.kind == .recitation {
            job = deferred
        } else {
            deliver(.quran(.notice(words.tr("Nothing is being recited: Enter recites from the ayah"))))
            return
        }
        pausedRecitation = job
        sound(.withdraw)
        let at: AyahReference? = job.items.first.flatMap {
            switch $0.label {
            case .ayah(let surah, let ayah): AyahReference(surah: surah, ayah: ayah)
            case .bismillah(let surah): AyahReference(surah: surah, ayah: 0)
            default: nil
            }
        }
        deliver(.quran(.paused(at)))
        let paused = switch at {
        case nil: words.tr("Paused — Space resumes")
        case let at? where at.ayah == 0: words.tr("Paused at the bismillah — Space resumes")
        case let at?: words.tr("Paused at %s — Space resumes", at.description)
        }
        deliver(.quran(.notice(paused)))
    }

    /// Drops the download of a recitation that is no longer wanted (a new one, the
    /// stop key, the reader closed); a pause keeps it, to resume with the files.
    func stopRecitationDownload() {
        recitationDownload?.cancel()
        recitationDownload = nil
    }
}

/// Silent WAV files for the pauses between repetitions, made once.
enum SilenceFile {
    /// `<recitations>/.silence/2s.wav`: 8 kHz, 16-bit mono zeros (a WAV header, RIFF
    /// as Microsoft's Multimedia Programming Interface defines it, and the samples).
    static func path(seconds: Int, in root: URL) -> String? {
        let folder = root.appendingPathComponent(".silence")
        let file = folder.appendingPathComponent("\(seconds)s.wav")
        if FileManager.default.fileExists(atPath: file.path) { return file.path }
        let rate = 8000
        let samples = rate * seconds
        var data = Data()
        func append(_ value: UInt32, bytes: Int) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0.prefix(bytes)) } }
        data.append(contentsOf: Array("RIFF".utf8)); append(UInt32(36 + samples * 2), bytes: 4)
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append(16, bytes: 4); append(1, bytes: 2); append(1, bytes: 2)
        append(UInt32(rate), bytes: 4); append(UInt32(rate * 2), bytes: 4); append(2, bytes: 2); append(16, bytes: 2)
        data.append(contentsOf: Array("data".utf8)); append(UInt32(samples * 2), bytes: 4)
        data.append(Data(count: samples * 2))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            return file.path
        } catch {
            return nil
        }
    }
}
