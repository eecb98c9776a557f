import Foundation
import PasswordHash
import Testing

/// Passwords are kept as yescrypt hashes from the system's libcrypt, never plain or fast.
struct PasswordHashTests {
    @Test func aHashIsYescryptSaltedAndVerifiesOnlyItsPassword() throws {
        let first = try PasswordHash.make("correct horse battery")
        let second = try PasswordHash.make("correct horse battery")
        #expect(first.hasPrefix("$y$") && second.hasPrefix("$y$"))
        #expect(first != second, "a fresh salt each time")
        #expect(!first.contains("correct"))
        #expect(PasswordHash.verify("correct horse battery", stored: first))
        #expect(PasswordHash.verify("correct horse battery", stored: second))
        for wrong in ["correct horse batter", "Correct horse battery", "correct horse battery ", "", "correct horse battery\u{0}x"] {
            #expect(!PasswordHash.verify(wrong, stored: first), "\(wrong)")
        }
    }

    /// The same hash as the system's own tools make and read (Python's crypt module calls the same libcrypt).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func theHashIsTheSystemsOwnForm() throws {
        let stored = try PasswordHash.make("a mosque volunteer")
        let check = try Process.run(URL(fileURLWithPath: "/usr/bin/python3"),
                                    arguments: ["-W", "ignore", "-c", "import crypt,sys; print(crypt.crypt(sys.argv[1], sys.argv[2]) == sys.argv[2])",
                                                "a mosque volunteer", stored])
        check.waitUntilExit()
        #expect(check.terminationStatus == 0)
    }

    @Test func shortLongAndNulPasswordsAreRefusedWithTheReason() {
        #expect(PasswordHash.problem(with: "123456789") == .tooShort)
        #expect(PasswordHash.problem(with: "1234567890") == nil)
        #expect(PasswordHash.problem(with: String(repeating: "x", count: 257)) == .tooLong)
        #expect(PasswordHash.problem(with: "abcdefghij\u{0}") == .nul)
        #expect(throws: PasswordHash.Failure.tooShort) { try PasswordHash.make("short") }
    }

    @Test func storedTextsThatAreNotYescryptNeverVerify() throws {
        let good = try PasswordHash.make("a long enough password")
        for stored in ["", "*", "plain", "$1$salt$hash", "$6$salt$hash", String(good.dropLast()), good + "x", "$y$"] {
            #expect(!PasswordHash.verify("a long enough password", stored: stored), "\(stored)")
        }
    }
}
