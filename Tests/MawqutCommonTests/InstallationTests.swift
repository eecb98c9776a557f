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

    @Test func theKiosksFolderLibMawqutSharesThePrefixOfBin() {
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/usr/bin")).path == "/usr")
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/usr/lib/mawqut")).path == "/usr")
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/usr/local/lib/mawqut")).path == "/usr/local")
        #expect(Assets.prefix(ofExecutableIn: URL(fileURLWithPath: "/opt/lib/other")).path == "/opt/lib")
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
