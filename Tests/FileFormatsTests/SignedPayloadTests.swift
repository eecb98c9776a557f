@testable import FileFormats
import Foundation
import Testing

/// Only the mosque's primary changes a follower: HMAC-SHA256 over the payload and a sequence.
struct SignedPayloadTests {
    static let keyText = String(repeating: "0123456789abcdef", count: 4) + "\n"
    static let payload = Array(#"{"format":1,"mosque":"mawqut/leeds","primary":"hall","settings":{"iqama":{"fajr":20}}}"#.utf8)

    @Test func aSealedPayloadOpensWithTheSameKeyAndANewerSequenceOnly() throws {
        let key = try #require(try SignedPayload.key(fromFile: Self.keyText))
        let sealed = try SignedPayload.seal(Self.payload, sequence: 7, key: key)
        let opened = try SignedPayload.open(sealed, key: key, after: 6)
        #expect(opened.payload == Self.payload && opened.sequence == 7)
        #expect(throws: SignedPayload.Refusal.replayed(sequence: 7, last: 7)) { try SignedPayload.open(sealed, key: key, after: 7) }
        #expect(throws: SignedPayload.Refusal.replayed(sequence: 7, last: 9)) { try SignedPayload.open(sealed, key: key, after: 9) }
        let other = try #require(try SignedPayload.key(fromFile: String(Self.keyText.reversed()).trimmingCharacters(in: .newlines)))
        #expect(throws: SignedPayload.Refusal.badSignature) { try SignedPayload.open(sealed, key: other, after: 0) }
        #expect(throws: SignedPayload.Refusal.notSigned) { try SignedPayload.open(Self.payload, key: key, after: 0) }
        // The HMAC is RFC 2104's: the same as Python's hmac module gives for these bytes.
        let hex = try #require(String(decoding: sealed, as: UTF8.self).split(separator: "\"").last { $0.count == 64 }.map(String.init))
        #expect(hex == "3e62cd41a7bcb91d75096d9b42b22302a4d8555ea67789d4b549f182f0c8ce7d")
    }

    /// A message changed anywhere on its way (any bit of any byte) is refused, or reads
    /// back as exactly what was signed: a changed payload or sequence is never applied.
    @Test func everyChangedBitOfASignedMessageIsRefused() throws {
        let key = try #require(try SignedPayload.key(fromFile: Self.keyText))
        let sealed = try SignedPayload.seal(Self.payload, sequence: 42, key: key)
        var refused = 0
        for index in sealed.indices {
            for bit in 0..<8 {
                var changed = sealed
                changed[index] ^= UInt8(1 << bit)
                do {
                    let opened = try SignedPayload.open(changed, key: key, after: 0)
                    // A change that JSON reads back the same (an escape's case) must give the same payload and sequence.
                    #expect(opened.payload == Self.payload && opened.sequence == 42, "byte \(index) bit \(bit) was taken changed")
                } catch {
                    refused += 1
                }
            }
        }
        // The rest read back the same (a hex digit's case, base64's unused low bits): authentic either way.
        #expect(refused * 100 >= sealed.count * 8 * 95, "\(refused) of \(sealed.count * 8)")
    }

    /// A command `mawqut mqtt send test-adhan` published from version 0.9.0 (ae1334d), whose
    /// HMAC was the project's own SHA-256, taken off a mosquitto broker with mosquitto_sub
    /// with the key it was signed with: it still opens, and nothing else does.
    @Test func aCommandSignedByVersion090StillVerifies() throws {
        let keyText = "83269ffa86583d705a413b317ab3f58c29ef7f05327b72bdbed3c260a233e54d\n"
        let message = #"{"format":1,"sequence":1,"payload":"eyJjb21tYW5kIjoidGVzdC1hZGhhbiJ9","hmac":"a3139ac1e8efe37451b5526b9dd31909b65a34d8333772ac8035f93633b5b72c"}"#
        let key = try #require(try SignedPayload.key(fromFile: keyText))
        let opened = try SignedPayload.open(Array(message.utf8), key: key, after: 0)
        #expect(String(decoding: opened.payload, as: UTF8.self) == #"{"command":"test-adhan"}"# && opened.sequence == 1)
        // Sealed again today, the same payload and sequence give the same code.
        let resealed = String(decoding: try SignedPayload.seal(opened.payload, sequence: 1, key: key), as: UTF8.self)
        #expect(resealed.contains("a3139ac1e8efe37451b5526b9dd31909b65a34d8333772ac8035f93633b5b72c"))
        let other = try #require(try SignedPayload.key(fromFile: Self.keyText))
        #expect(throws: SignedPayload.Refusal.badSignature) { try SignedPayload.open(Array(message.utf8), key: other, after: 0) }
    }

    @Test func aKeyFileIsSixtyFourHexDigits() throws {
        #expect(try SignedPayload.key(fromFile: Self.keyText) != nil)
        #expect(try SignedPayload.newKeyText().count == 65 && SignedPayload.key(fromFile: SignedPayload.newKeyText()) != nil)
        #expect(SignedPayload.newKeyText() != SignedPayload.newKeyText())
        for bad in ["", "0123", String(repeating: "g", count: 64), String(repeating: "0", count: 63), String(repeating: "0", count: 66)] {
            #expect(try SignedPayload.key(fromFile: bad) == nil, "\(bad)")
        }
    }
}
