import Foundation
import Testing
import SystemCrypto

/// SHA-256, HMAC-SHA256, PBKDF2 and the constant-time comparison, as the system's libcrypto
/// computes them for Mawqut, against the published test vectors, sha256sum and Python's hmac.
struct PrimitivesTests {
    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func sha256MatchesFIPS180sExamples() throws {
        // FIPS 180-4's examples (NIST CSRC "SHA256.pdf"): one block, two blocks, and a million a's.
        #expect(try Self.hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(try Self.hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(try Self.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        #expect(try Self.hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func sha256AgreesWithSha256sumAtEveryLengthAroundTheBlockAndPaddingEdges() throws {
        var generator = SystemRandomNumberGenerator()
        for length in [1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000] {
            let bytes = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("digest-\(UUID().uuidString)")
            try Data(bytes).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
            process.arguments = [file.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(try Self.hex(SHA256.hash(bytes)) == String(output.prefix(64)), "\(length) bytes")
        }
    }

    @Test func hmacMatchesRFC4231sTestCases() throws {
        func code(_ key: [UInt8], _ text: String) throws -> String { PrimitivesTests.hex(try HMACSHA256(key: key).code(for: Array(text.utf8))) }
        #expect(try code([UInt8](repeating: 0x0b, count: 20), "Hi There") == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(try code(Array("Jefe".utf8), "what do ya want for nothing?") == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // Test cases 6 and 7: a key longer than a block is hashed first.
        let long = [UInt8](repeating: 0xaa, count: 131)
        #expect(try code(long, "Test Using Larger Than Block-Size Key - Hash Key First")
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
        #expect(try code(long, "This is a test using a larger than block-size key and a larger than block-size data. "
            + "The key needs to be hashed before being used by the HMAC algorithm.")
            == "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }

    /// Random keys (empty, short, a block, longer) and messages (empty to several blocks),
    /// each code compared with Python's `hmac` module, which is not the code under test.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func hmacAgreesWithPythonsHmacOverRandomKeysAndMessages() throws {
        var generator = SystemRandomNumberGenerator()
        func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) } }
        let cases = [0, 1, 20, 32, 63, 64, 65, 131].flatMap { keyLength in
            [0, 1, 55, 56, 64, 119, 300].map { messageLength in (key: bytes(keyLength), message: bytes(messageLength)) }
        }
        let lines = cases.map { "\(Self.hex($0.key)) \(Self.hex($0.message))" }.joined(separator: "\n") + "\n"
        let script = """
            import hmac, hashlib, sys
            for line in sys.stdin:
                key, message = (bytes.fromhex(part) for part in line.rstrip("\\n").split(" "))
                print(hmac.new(key, message, hashlib.sha256).hexdigest())
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(lines.utf8))
        try input.fileHandleForWriting.close()
        let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && expected.count == cases.count)
        for (index, item) in cases.enumerated() where index < expected.count {
            #expect(try Self.hex(HMACSHA256(key: item.key).code(for: item.message)) == expected[index],
                    "key of \(item.key.count) bytes, message of \(item.message.count)")
        }
    }

    @Test func hmacValidatesOnlyTheExactCode() throws {
        let mac = try HMACSHA256(key: Array("key".utf8))
        let code = try mac.code(for: Array("message".utf8))
        #expect(try mac.isValid(code, for: Array("message".utf8)))
        #expect(try !mac.isValid(code, for: Array("messagE".utf8)))
        for index in code.indices {
            var changed = code
            changed[index] ^= 1
            #expect(try !mac.isValid(changed, for: Array("message".utf8)), "byte \(index) changed")
        }
        #expect(try !mac.isValid(Array(code.dropLast()), for: Array("message".utf8)))
    }

    @Test func pbkdf2MatchesRFC7914AndPythonsHashlib() throws {
        // RFC 7914 §11, PBKDF2-HMAC-SHA256 ("passwd", "salt", c = 1, dkLen = 64): two blocks.
        #expect(try Self.hex(PBKDF2SHA256.derive(password: Array("passwd".utf8), salt: Array("salt".utf8), rounds: 1, count: 64))
            == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
            + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
        // python3 -c "import hashlib; print(hashlib.pbkdf2_hmac('sha256', b'4821', bytes(range(16)), 210000).hex())"
        #expect(try Self.hex(PBKDF2SHA256.derive(password: Array("4821".utf8), salt: Array(0..<16), rounds: 210_000, count: 32))
            == "31fc967c97b1aa59ddb4208b48e225e57b40b834d8e98e4a3a0f497d4b91cac3")
    }

    @Test func constantTimeEqualityIsEqualityOfBytesAndLengths() throws {
        #expect(try ConstantTime.equal([], []))
        #expect(try ConstantTime.equal([1, 2, 3], [1, 2, 3]))
        #expect(try !ConstantTime.equal([1, 2, 3], [1, 2, 4]))
        #expect(try !ConstantTime.equal([1, 2, 3], [1, 2]))
        #expect(try !ConstantTime.equal([], [0]))
    }

    @Test func aLibraryThatCannotBeLoadedIsNamedWithThePackageToInstall() {
        guard case .failure(let problem) = Libcrypto.open("libcrypto-not-installed.so.99") else {
            Issue.record("a library that does not exist was opened")
            return
        }
        #expect(problem.description.contains("cannot load libcrypto-not-installed.so.99") && problem.description.contains("libssl3"))
        // A library without libcrypto's functions is refused too, naming the one missing.
        guard case .failure(let wrong) = Libcrypto.open("libz.so.1") else {
            Issue.record("zlib was taken for libcrypto")
            return
        }
        #expect(wrong.description.contains("EVP_sha256"))
    }
}
