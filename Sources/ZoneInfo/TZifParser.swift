extension ZoneRules {
    /// Reads a TZif file (RFC 8536, versions 1 to 4). From a version 2 file on, the 64-bit
    /// data block and the footer's `TZ` rule are read; a version 1 file keeps its last
    /// type after its last transition. Files with leap seconds (the "right/" zones) are
    /// refused: the system clock counts POSIX time, which has none.
    public init(tzif bytes: [UInt8], name: String) throws {
        var reader = TZifReader(bytes: bytes, name: name)
        let first = try reader.header()
        guard first.version >= 2 else {
            let block = try reader.dataBlock(first, timeSize: 4)
            self = try ZoneRules(block: block, footer: nil, name: name)
            return
        }
        try reader.skip(first.blockSize(timeSize: 4))
        let second = try reader.header()
        let block = try reader.dataBlock(second, timeSize: 8)
        self = try ZoneRules(block: block, footer: try reader.footer(), name: name)
    }

    private init(block: TZifReader.DataBlock, footer: PosixTimeZone?, name: String) throws {
        guard block.leapCount == 0 else {
            throw ZoneInfoError("\(name): a zone with leap seconds (as under right/) is not supported; use the zone without them")
        }
        self.init(transitionInstants: block.instants, transitionTypes: block.typeIndices.map { block.types[Int($0)] },
                  initialType: block.types[0], footer: footer)
    }
}

/// A cursor over a TZif file's bytes, big-endian as RFC 8536 section 3 lays them out.
private struct TZifReader {
    let bytes: [UInt8]
    let name: String
    var position = 0

    /// The header's version and six counts (RFC 8536 section 3.1).
    struct Header {
        let version: Int
        let utIndicatorCount, standardIndicatorCount, leapCount, transitionCount, typeCount, characterCount: Int

        /// The size of the data block that follows this header.
        func blockSize(timeSize: Int) -> Int {
            transitionCount * timeSize + transitionCount + typeCount * 6 + characterCount
                + leapCount * (timeSize + 4) + standardIndicatorCount + utIndicatorCount
        }
    }

    /// What a data block holds that the rules use.
    struct DataBlock {
        let instants: [Int64]
        let typeIndices: [UInt8]
        let types: [LocalTimeType]
        let leapCount: Int
    }

    func error(_ problem: String) -> ZoneInfoError {
        ZoneInfoError("\(name): not a valid TZif file (RFC 8536): \(problem) at byte \(position)")
    }

    mutating func skip(_ count: Int) throws {
        guard count <= bytes.count - position else { throw error("the file ends early") }
        position += count
    }

    mutating func integer(size: Int) throws -> Int64 {
        guard size <= bytes.count - position else { throw error("the file ends early") }
        var value: UInt64 = 0
        for byte in bytes[position..<(position + size)] { value = value << 8 | UInt64(byte) }
        position += size
        return size == 8 ? Int64(bitPattern: value) : Int64(Int32(bitPattern: UInt32(value)))
    }

    mutating func header() throws -> Header {
        guard bytes.count - position >= 4, bytes[position..<(position + 4)].elementsEqual("TZif".utf8) else {
            throw error("no \"TZif\" header")
        }
        guard bytes.count - position >= 44 else { throw error("the file ends early") }
        let versionByte = bytes[position + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        guard (1...9).contains(version) else { throw error("an unknown version byte \(versionByte)") }
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            let count = try integer(size: 4)
            guard count >= 0, count <= Int64(bytes.count) else { throw error("a count of \(count) for a file of \(bytes.count) bytes") }
            counts.append(Int(count))
        }
        let header = Header(version: version, utIndicatorCount: counts[0], standardIndicatorCount: counts[1], leapCount: counts[2],
                            transitionCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        guard header.typeCount >= 1 else { throw error("no local time types") }
        guard header.characterCount >= 1 else { throw error("no abbreviations") }
        guard [0, header.typeCount].contains(header.utIndicatorCount), [0, header.typeCount].contains(header.standardIndicatorCount) else {
            throw error("indicator counts that are neither 0 nor the number of types")
        }
        return header
    }

    mutating func dataBlock(_ header: Header, timeSize: Int) throws -> DataBlock {
        var instants: [Int64] = []
        for _ in 0..<header.transitionCount {
            let instant = try integer(size: timeSize)
            guard instants.last.map({ $0 < instant }) ?? true else { throw error("transition times out of order") }
            instants.append(instant)
        }
        var indices: [UInt8] = []
        for _ in 0..<header.transitionCount {
            let index = UInt8(try integer(size: 1))
            guard Int(index) < header.typeCount else { throw error("a transition to type \(index) of \(header.typeCount)") }
            indices.append(index)
        }
        var rawTypes: [(offset: Int, isDaylightSaving: Bool, abbreviationIndex: Int)] = []
        for _ in 0..<header.typeCount {
            let offset = try integer(size: 4)
            let isDaylightSaving = try integer(size: 1)
            let abbreviationIndex = try integer(size: 1)
            guard offset != Int64(Int32.min), isDaylightSaving <= 1, abbreviationIndex < Int64(header.characterCount) else {
                throw error("a local time type with offset \(offset), DST flag \(isDaylightSaving), abbreviation at \(abbreviationIndex)")
            }
            rawTypes.append((Int(offset), isDaylightSaving == 1, Int(abbreviationIndex)))
        }
        let characters = Array(bytes[position..<(position + header.characterCount)])
        try skip(header.characterCount)
        let types = rawTypes.map { raw in
            let abbreviation = characters[raw.abbreviationIndex...].prefix { $0 != 0 }
            return LocalTimeType(secondsFromUT: raw.offset, isDaylightSaving: raw.isDaylightSaving,
                                 abbreviation: String(decoding: abbreviation, as: UTF8.self))
        }
        try skip(header.leapCount * (timeSize + 4) + header.standardIndicatorCount + header.utIndicatorCount)
        return DataBlock(instants: instants, typeIndices: indices, types: types, leapCount: header.leapCount)
    }

    /// The footer: a `TZ` rule between two newlines (RFC 8536 section 3.3); nil when empty.
    mutating func footer() throws -> PosixTimeZone? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\n") else { throw error("no newline before the footer") }
        guard let end = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\n")) else { throw error("no newline after the footer") }
        let text = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        position = end + 1
        do {
            return text.isEmpty ? nil : try PosixTimeZone(parsing: text)
        } catch let problem as ZoneInfoError {
            throw ZoneInfoError("\(name): \(problem.description)")
        }
    }
}
