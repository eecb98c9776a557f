import FoundationEssentials

/// The records of a CSV text (RFC 4180), each with the line it starts on, which
/// error messages name. Fields may be quoted ("a ""quoted"" word", or a comma or a
/// line break inside quotes); lines may end in LF, CRLF or CR; a UTF-8 byte-order
/// mark, blank lines and lines starting with `#` are skipped.
///
/// Written here rather than taken from a CSV package: the ones available on this
/// toolchain (yaslab/CSV.swift, SwiftCSV) do not report the line a record starts
/// on, and a mosque's imam fixing a timetable needs the line number.
public enum CSVRecords {
    public struct Record: Equatable, Sendable {
        public let line: Int
        public let fields: [String]
    }

    public struct Failure: Error, Equatable {
        public let line: Int
        public let message: String
    }

    public static func parse(_ text: String) throws(Failure) -> [Record] {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var recordLine = 1
        var quoted = false
        var quoteLine = 0
        var atRecordStart = true
        var index = 0
        func endRecord() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            let blank = fields.count == 1 && fields[0].trimmingBlanks().isEmpty
            let comment = fields.first?.trimmingBlanks().hasPrefix("#") == true
            if !blank && !comment { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
            atRecordStart = true
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if atRecordStart {
                recordLine = line
                atRecordStart = false
            }
            if quoted {
                if scalar == "\"" {
                    if index < scalars.count, scalars[index] == "\"" {
                        field.append("\"")
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if scalar == "\n" || (scalar == "\r" && (index >= scalars.count || scalars[index] != "\n")) { line += 1 }
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.allSatisfy({ $0 == " " || $0 == "\t" }):
                field = String.UnicodeScalarView()
                quoted = true
                quoteLine = line
            case ",":
                fields.append(String(field))
                field = String.UnicodeScalarView()
            case "\r":
                if index < scalars.count, scalars[index] == "\n" { index += 1 }
                endRecord()
                line += 1
            case "\n":
                endRecord()
                line += 1
            default:
                field.append(scalar)
            }
        }
        if quoted { throw Failure(line: quoteLine, message: "a quoted field is never closed (a \" is missing)") }
        if !atRecordStart || !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }
}
