import Foundation
import Testing
@testable import MawqutCommon

/// Advice names commands that exist where Mawqut runs: `make` only in a source checkout.
struct InstallationTests {
    @Test func anExecutableUnderAPackageSwiftIsASourceCheckoutAndUsrBinOrUsrLibMawqutIsThePackage() throws {
        let checkout = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-checkout-\(UUID().uuidString)")
        let build = checkout.appendingPathComponent(".build/x86_64-unknown-linux-gnu/release")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: checkout) }
        try Data().write(to: checkout.appendingPathComponent("Package.swift"))
        #expect(Installation.kind(ofExecutableIn: build) == .sourceCheckout)
        #expect(Installation.kind(ofExecutableIn: URL(fileURLWithPath: "/usr/bin")) == .package)
        #expect(Installation.kind(ofExecutableIn: URL(fileURLWithPath: "/usr/local/bin")) == .installed)
        #expect(Installation.kind(ofExecutableIn: URL(fileURLWithPath: "/usr/lib/mawqut")) == .package, "the kiosk's executable")
        #expect(Installation.kind(ofExecutableIn: URL(fileURLWithPath: "/usr/local/lib/mawqut")) == .installed)
    }

    /// A path quoted for the shell reaches the program as it was, whatever it holds: an
    /// apostrophe followed by a combining mark (one character, still a quote to the shell),
    /// a semicolon, a dollar, a line break.
    @Test(arguments: ["/var/lib/mawqut", "it's", "it'\u{0301}s; touch /tmp/mawqut-quoted", "$(id)", "a\nb", "''", "ٱللَّهِ'"])
    func aShellQuotedPathReachesTheProgramUnchanged(path: String) throws {
        let printed = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-quoted-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: printed) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf %s \(Installation.shellQuoted(path)) > \(Installation.shellQuoted(printed.path))"]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        #expect(try Data(contentsOf: printed) == Data(path.utf8))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/mawqut-quoted"), "nothing after the quote ran")
    }

    @Test func theKiosksFolderLibMawqutSharesThePrefixOfBin() {
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/usr/bin")).path == "/usr")
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/usr/lib/mawqut")).path == "/usr")
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/usr/local/lib/mawqut")).path == "/usr/local")
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/opt/lib/other")).path == "/opt/lib")
    }

    @Test func theKioskInLibMawqutFindsTheHTTPHelperInTheBinFolderOfItsPrefixBeforePath() {
        #expect(HTTP.helperCandidates(executableFolder: URL(fileURLWithPath: "/work/.build/dist/lib/mawqut"), searchPath: "/usr/bin:/bin")
                == ["/work/.build/dist/lib/mawqut/mawqut-http", "/work/.build/dist/bin/mawqut-http", "/usr/bin/mawqut-http", "/bin/mawqut-http"])
        #expect(HTTP.helperCandidates(executableFolder: URL(fileURLWithPath: "/usr/bin"), searchPath: "/usr/local/bin:/usr/bin")
                == ["/usr/bin/mawqut-http", "/usr/local/bin/mawqut-http"])
    }

    @Test func theTestsRunFromACheckoutSoTheAdviceIsMake() {
        #expect(Installation.kind == .sourceCheckout)
        #expect(Installation.fetchDataCommand(dataDirectory: URL(fileURLWithPath: "/var/lib/mawqut")) == "make data")
        #expect(Installation.reinstallCommand == "make install")
    }

    @Test func aFolderOfAnotherUserIsFetchedIntoAsThatUser() throws {
        let mine = FileManager.default.temporaryDirectory.appendingPathComponent("mawqut-mine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: mine) }
        #expect(Installation.asOwner(of: mine) == "")
        #expect(Installation.asOwner(of: mine.appendingPathComponent("not yet")) == "", "the script makes it")
        if geteuid() == 0 {
            let nobodys = mine.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: nobodys, withIntermediateDirectories: true)
            #expect(chown(nobodys.path, 65534, 65534) == 0)
            #expect(Installation.asOwner(of: nobodys) == "sudo -u nobody ")
        }
    }
}
