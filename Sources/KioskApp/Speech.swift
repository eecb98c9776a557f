import FileFormats
import FoundationEssentials
import Glibc
import MawqutCommon

/// Text read aloud by espeak-ng into a WAV file for the audio engine.
enum Speech {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Synthesises `text` into a new WAV file in a folder only this user can read.
    /// The text goes through standard input, so nothing in it can be taken for an
    /// option. Blocks while espeak-ng runs: call it away from the runtime's queue.
    static func synthesize(_ text: String) -> Result<String, Problem> {
        guard let espeak = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first(where: FileManager.default.isExecutableFile) else {
            return .failure(Problem(description: "Listening needs espeak-ng, which is not installed (sudo apt-get install espeak-ng)."))
        }
        removeOldFolders()
        var template = Array(PathText.appending("mawqut-speech-XXXXXX", to: FileManager.default.temporaryDirectory.path).utf8CString)
        // invariant: the template is not empty
        guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }).map({ String(cString: $0) }) else {
            return .failure(Problem(description: "No private temporary folder for the speech: \(String(cString: strerror(errno)))"))
        }
        let wav = PathText.appending("speech.wav", to: folder)
        let status: Int32
        do {
            status = try ChildProcess.start(espeak, ["--stdin", "-w", wav], input: .bytes(Array(text.utf8)), output: .null, errors: .null).wait()
        } catch {
            return .failure(Problem(description: "espeak-ng could not run: \(error.reason)"))
        }
        guard status == 0 else {
            return .failure(Problem(description: "espeak-ng failed (status \(status))"))
        }
        return .success(wav)
    }

    /// Folders of earlier readings, once they are an hour old (long enough to have played).
    private static func removeOldFolders() {
        let temporary = FileManager.default.temporaryDirectory.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
        for name in names where name.hasPrefix("mawqut-speech-") {
            let path = PathText.appending(name, to: temporary)
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if let modified, Date().timeIntervalSince(modified) > 3600 { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
