import Foundation
import Testing

/// The commands find their own files (the guides, the sounds) wherever they are
/// started from: by name from `PATH`, in another working directory.
struct FoundFromPathTests {
    @Test func theGuidesOpenWhenMawqutIsStartedByNameFromAnotherDirectory() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = CommandLineTests.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
        environment["XDG_CONFIG_HOME"] = elsewhere.path
        environment["MAWQUT_ASSETS"] = nil
        let guide = try ToolRun("/usr/bin/env", ["-C", elsewhere.path, "mawqut", "guide", "fajr"], environment: environment)
        #expect(guide.status == 0, "\(guide.errors)")
        #expect(guide.text.contains("Fajr · Sunni") && guide.text.contains("takbir"), "\(guide.text)")
    }
}
