extension PosixTimeZone {
    /// Reads a `TZ` rule (`EST5EDT,M3.2.0,M11.1.0`, `<+0330>-3:30`); throws naming what is wrong.
    /// A zone with DST but no rule takes the United States' rule, as tzcode and glibc do.
    public init(parsing text: String) throws {
        var reader = Reader(bytes: Array(text.utf8), text: text)
        let standardName = try reader.name()
        let standardOffset = -(try reader.signedDuration(maxHours: 24, what: "standard time offset"))
        let standard = LocalTimeType(secondsFromUT: standardOffset, isDaylightSaving: false, abbreviation: standardName)
        guard !reader.atEnd else {
            self.init(standard: standard, daylight: nil)
            return
        }
        let daylightName = try reader.name()
        var daylightOffset = standardOffset + 3600
        if !reader.atEnd, reader.peek != UInt8(ascii: ",") {
            daylightOffset = -(try reader.signedDuration(maxHours: 24, what: "daylight saving time offset"))
        }
        let start: RuleDate
        let end: RuleDate
        if reader.atEnd {
            start = RuleDate(day: .monthWeekDay(month: 3, week: 2, weekday: 0), secondOfDay: 7200)
            end = RuleDate(day: .monthWeekDay(month: 11, week: 1, weekday: 0), secondOfDay: 7200)
        } else {
            try reader.expect(",", what: "a comma before the rule's start")
            start = try reader.ruleDate()
            try reader.expect(",", what: "a comma before the rule's end")
            end = try reader.ruleDate()
        }
        guard reader.atEnd else { throw reader.error("nothing after the rule's end") }
        self.init(standard: standard, daylight: DaylightRule(
            type: LocalTimeType(secondsFromUT: daylightOffset, isDaylightSaving: true, abbreviation: daylightName),
            start: start, end: end))
    }

    /// A cursor over the rule's ASCII bytes.
    private struct Reader {
        let bytes: [UInt8]
        let text: String
        var position = 0

        var atEnd: Bool { position == bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[position] }

        func error(_ expected: String) -> ZoneInfoError {
            ZoneInfoError("TZ rule \"\(text)\": expected \(expected) at character \(position + 1)")
        }

        mutating func expect(_ character: Unicode.Scalar, what: String) throws {
            guard peek == UInt8(ascii: character) else { throw error(what) }
            position += 1
        }

        /// An abbreviation: three or more letters, or `<…>` of letters, digits, `+` and `-`.
        mutating func name() throws -> String {
            let start = position
            if peek == UInt8(ascii: "<") {
                position += 1
                while let byte = peek, byte != UInt8(ascii: ">") {
                    guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") else {
                        throw error("a letter, digit, + or - inside <…>")
                    }
                    position += 1
                }
                guard position - start >= 4 else { throw error("at least three characters inside <…>") }
                try expect(">", what: "> to close the abbreviation")
                return String(decoding: bytes[(start + 1)..<(position - 1)], as: UTF8.self)
            }
            while let byte = peek, isLetter(byte) { position += 1 }
            guard position - start >= 3 else {
                position = start
                throw error("an abbreviation of at least three letters")
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, hours up to `maxHours`.
        mutating func signedDuration(maxHours: Int, what: String) throws -> Int {
            var sign = 1
            if peek == UInt8(ascii: "-") { sign = -1; position += 1 } else if peek == UInt8(ascii: "+") { position += 1 }
            return sign * (try duration(maxHours: maxHours, what: what))
        }

        /// `hh[:mm[:ss]]` in seconds.
        mutating func duration(maxHours: Int, what: String) throws -> Int {
            let hours = try number(upTo: maxHours, what: what)
            var seconds = hours * 3600
            if peek == UInt8(ascii: ":") {
                position += 1
                seconds += try number(upTo: 59, what: "minutes of the \(what)") * 60
                if peek == UInt8(ascii: ":") {
                    position += 1
                    seconds += try number(upTo: 59, what: "seconds of the \(what)")
                }
            }
            return seconds
        }

        /// A decimal number from 0 to `limit`.
        mutating func number(upTo limit: Int, what: String) throws -> Int {
            let start = position
            var value = 0
            while let byte = peek, isDigit(byte) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                position += 1
                guard value <= limit else {
                    position = start
                    throw error("\(what) of at most \(limit)")
                }
            }
            guard position > start else { throw error(what) }
            return value
        }

        /// `Jn`, `n` or `Mm.w.d`, then an optional `/time`.
        mutating func ruleDate() throws -> RuleDate {
            let day: RuleDate.Day
            if peek == UInt8(ascii: "J") {
                position += 1
                let n = try number(upTo: 365, what: "a day 1-365 after J")
                guard n >= 1 else { throw error("a day 1-365 after J") }
                day = .julianNoLeap(n)
            } else if peek == UInt8(ascii: "M") {
                position += 1
                let month = try number(upTo: 12, what: "a month 1-12 after M")
                try expect(".", what: "a dot after the month")
                let week = try number(upTo: 5, what: "a week 1-5")
                try expect(".", what: "a dot after the week")
                let weekday = try number(upTo: 6, what: "a weekday 0-6")
                guard month >= 1, week >= 1 else { throw error("a month 1-12 and a week 1-5") }
                day = .monthWeekDay(month: month, week: week, weekday: weekday)
            } else {
                day = .zeroBased(try number(upTo: 365, what: "a day 0-365, Jn or Mm.w.d"))
            }
            var secondOfDay = 7200
            if peek == UInt8(ascii: "/") {
                position += 1
                secondOfDay = try signedDuration(maxHours: 167, what: "rule time")
            }
            return RuleDate(day: day, secondOfDay: secondOfDay)
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}
