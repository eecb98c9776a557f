import CMemoryRelease
import Foundation
import Testing

/// What the kiosk gives back after start-up and after a closed reader: the pages of
/// the files it maps read-only (its code and constants), which come back on use.
struct MemoryReleaseTests {
    /// Pages of `length` bytes at `address` that are in memory (mincore(2)).
    static func residentPages(_ address: UnsafeMutableRawPointer, _ length: Int) -> Int {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var vector = [UInt8](repeating: 0, count: (length + pageSize - 1) / pageSize)
        guard mincore(address, length, &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 == 1 }.count
    }

    @Test func theCleanPagesOfAReadOnlyFileMappingAreReclaimedAndReadAgainIntactOnUse() throws {
        // On the disk beside the build, not in /tmp, which may be a tmpfs (its pages are no file's).
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build")
        let path = folder.appendingPathComponent("page-out-\(UUID().uuidString).bin").standardizedFileURL.path
        let length = 8 << 20
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        let created = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        #expect(created)
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        // Written back first: a dirty page is not reclaimed until it is on the disk.
        #expect(fsync(descriptor) == 0)
        let mapped = try #require(mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0))
        #expect(mapped != MAP_FAILED)
        defer { munmap(mapped, length) }
        func checksum() -> UInt64 {
            let view = UnsafeRawBufferPointer(start: mapped, count: length)
            return stride(from: 0, to: length, by: 1024).reduce(UInt64(0)) { $0 &* 31 &+ UInt64(view[$1]) }
        }
        let expected = stride(from: 0, to: length, by: 1024).reduce(UInt64(0)) { $0 &* 31 &+ UInt64(bytes[$1]) }
        #expect(checksum() == expected)
        let pages = length / Int(sysconf(Int32(_SC_PAGESIZE)))
        #expect(Self.residentPages(mapped, length) == pages, "every page read")

        let advised = mawqut_page_out_file_mappings()
        #expect(advised >= length, "the file's mapping is among those advised (\(advised) bytes)")
        let left = Self.residentPages(mapped, length)
        #expect(left < pages / 10, "\(left) of \(pages) pages still in memory")
        #expect(checksum() == expected, "read again from the file, unchanged")
    }
}
