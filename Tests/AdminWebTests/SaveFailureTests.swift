@testable import AdminWeb
import Foundation
import Glibc
import MosqueSettings
import Testing

/// A save the display cannot make says why in words, keeps every typed value in the
/// form, leaves the file as it was and is shown on the overview: a folder where the
/// file should be, and (as root, on a disk of its own) a full disk and a read-only one.
struct SaveFailureTests {
    static var canMount: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/bin/mount") }

    static func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/\(arguments[0])")
        process.arguments = Array(arguments.dropFirst())
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func aFolderWhereTheFileShouldBeIsSaidAndTheTypingKept() async throws {
        let fixture = try AdminFixture()
        try fixture.addAccount()
        try await fixture.test { browser in
            try await browser.logIn()
            let page = try await browser.get("/admin/settings")
            try FileManager.default.removeItem(atPath: fixture.config)
            try FileManager.default.createDirectory(atPath: fixture.config, withIntermediateDirectories: false)
            let refused = try await SettingsRouteTests.save(browser, ["iqama.asr": "25"], page: page)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("config.json is a folder where the configuration file should be. Nothing was changed"), "\(refused.text.prefix(3000))")
            #expect(refused.hidden("iqama.asr") == "25")
            #expect(try await browser.get("/admin").text.contains("A save failed at"))
        }
        var folder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: fixture.config, isDirectory: &folder) && folder.boolValue)
    }

    @Test(.enabled(if: canMount, "mounting a small disk needs root"))
    func aFullDiskAndAReadOnlyOneAreSaidTheTypingKeptAndTheFileUntouched() async throws {
        let disk = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-disk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        try #require(try Self.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", disk.path]) == 0)
        defer {
            _ = try? Self.run(["umount", disk.path])
            try? FileManager.default.removeItem(at: disk)
        }
        let fixture = try AdminFixture(configFolder: disk)
        try fixture.addAccount()
        // Fill the disk: the configuration is there, and no room is left for a new one.
        let filler = disk.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
        try? handle.close()
        try await fixture.test { browser in
            try await browser.logIn()
            let full = try await SettingsRouteTests.save(browser, ["iqama.asr": "25"])
            #expect(full.status == .unprocessableContent && full.text.contains("The display&#39;s storage is full"), "\(full.text.prefix(3000))")
            #expect(full.hidden("iqama.asr") == "25")
            let added = try await ListRouteTests.add(browser, "/admin/announcements", [("announcements.text", "Janazah after Dhuhr")])
            #expect(added.text.contains("storage is full") && added.text.contains("Janazah after Dhuhr"), "the typed announcement stays in the form")
            #expect(try await browser.get("/admin").text.contains("A save failed at"))
        }
        #expect(fixture.configText == AdminFixture.london)
        try FileManager.default.removeItem(at: filler)
        try #require(try Self.run(["mount", "-o", "remount,ro", disk.path]) == 0)
        try await fixture.test { browser in
            try await browser.logIn()
            let readOnly = try await SettingsRouteTests.save(browser, ["iqama.asr": "25"])
            #expect(readOnly.text.contains("storage is read-only"), "\(readOnly.text.prefix(3000))")
        }
        #expect(fixture.configText == AdminFixture.london)
    }
}
