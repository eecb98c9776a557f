import ArabicText
import FoundationEssentials

/// Where each part of the hall layout goes on a screen of a given size: a pure
/// function of the size and of how much there is to show, so that tests can check
/// every size and state for parts cut, overlapping or outside the screen.
///
/// Two arrangements, and the one whose prayer times get the larger digits is used
/// (the strip on a tie):
/// - the *strip*: the place and dates, the big clock, the line about the next
///   prayer, the notices, then a column per prayer (its name over its adhan and its
///   iqama) beside a gutter naming the two rows;
/// - the *table*: a row per prayer (its name, then its adhan and its iqama) on the
///   left, and the clock, the next prayer, the dates and the notices on the right,
///   for screens too narrow for five wide columns and tall enough for five rows.
/// Both keep the place and date on top and the sound, status and key lines at the foot.
struct HallLayout: Equatable {
    /// A rectangle of cells.
    struct Region: Equatable, CustomStringConvertible {
        let name: String
        let x, y, width, height: Int

        func overlaps(_ other: Region) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }

        func contains(_ other: Region) -> Bool {
            other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
        }

        var description: String { "\(name) (\(x),\(y) \(width)x\(height))" }

        /// The same rectangle seen in a mirror across a canvas `canvasWidth` wide.
        func mirrored(in canvasWidth: Int) -> Region {
            Region(name: name, x: canvasWidth - x - width, y: y, width: width, height: height)
        }
    }

    enum Arrangement: Equatable {
        case strip, table
    }

    /// What there is to lay out, as sizes.
    struct Content {
        /// The big digits of every time shown (adhan and iqama of each prayer).
        let times: [String]
        let prayers: Int
        /// The widest label of the two time rows or columns ("Adhan", "Iqama").
        let labelWidth: Int
        /// The widest name each prayer needs at least (its shortest form), on one line.
        let shortestNameWidth: Int
        /// The widest name in the table, where a name may take two lines (English over Arabic).
        let tableNameWidth: Int
        /// Lines of notices wanted at a width, and the fewest that may be shown.
        let noticeLines: (Int) -> (wanted: Int, fewest: Int)
        /// The big clock's text ("12:45:09") and the width of what stands beside it ("PM").
        let clock: String
        let clockSuffixWidth: Int
        /// The sound and status lines, and the key footer while it is shown (`ClockScreen.bottomRows`).
        let bottomRows: Int
    }

    /// One prayer's cells: its name and its two times.
    struct PrayerCells: Equatable {
        let name: Region
        let adhan: Region
        let iqama: Region
    }

    let arrangement: Arrangement
    /// The digits of the prayer times.
    let scale: BigFont.Scale
    let header: Region
    /// The second header row (sunrise and the Hijri date), when there is room for it.
    let subheader: Region?
    let clock: Region
    /// The line (or, in the table's panel, lines) about the next prayer.
    let next: Region
    let notices: Region
    let prayers: [PrayerCells]
    /// Where "Adhan" and "Iqama" are written.
    let adhanLabel: Region
    let iqamaLabel: Region
    /// The sound, status and key lines.
    let bottom: Region

    /// The narrowest panel beside the table.
    static let minimumPanelWidth = 24

    /// The layout for a canvas of `width` x `height`, or nil when neither arrangement
    /// fits at the smallest digits (the home layout is drawn then).
    init?(width: Int, height: Int, content: Content) {
        let strip = Self.strip(width: width, height: height, content: content)
        let table = Self.table(width: width, height: height, content: content)
        switch (strip, table) {
        case let (strip?, table?): self = Self.larger(table.scale, than: strip.scale) ? table : strip
        case let (strip?, nil): self = strip
        case let (nil, table?): self = table
        case (nil, nil): return nil
        }
    }

    private init(arrangement: Arrangement, scale: BigFont.Scale, header: Region, subheader: Region?, clock: Region, next: Region,
                 notices: Region, prayers: [PrayerCells], adhanLabel: Region, iqamaLabel: Region, bottom: Region) {
        self.arrangement = arrangement
        self.scale = scale
        self.header = header
        self.subheader = subheader
        self.clock = clock
        self.next = next
        self.notices = notices
        self.prayers = prayers
        self.adhanLabel = adhanLabel
        self.iqamaLabel = iqamaLabel
        self.bottom = bottom
    }

    /// The layout for a right-to-left language, which reads the wall from the right: each
    /// region mirrored across a canvas `width` wide (the table's names on the right with
    /// their times to their left, the clock's panel on the left; the strip's first prayer
    /// on the right). What is inside a region (digits, a line of text) is not mirrored.
    func mirrored(width: Int) -> HallLayout {
        HallLayout(arrangement: arrangement, scale: scale, header: header.mirrored(in: width), subheader: subheader?.mirrored(in: width),
                   clock: clock.mirrored(in: width), next: next.mirrored(in: width), notices: notices.mirrored(in: width),
                   prayers: prayers.map { PrayerCells(name: $0.name.mirrored(in: width), adhan: $0.adhan.mirrored(in: width),
                                                      iqama: $0.iqama.mirrored(in: width)) },
                   adhanLabel: adhanLabel.mirrored(in: width), iqamaLabel: iqamaLabel.mirrored(in: width), bottom: bottom.mirrored(in: width))
    }

    /// Whether digits at `scale` are larger than at `other`: taller, or as tall and wider.
    static func larger(_ scale: BigFont.Scale, than other: BigFont.Scale) -> Bool {
        (scale.vertical, scale.horizontal) > (other.vertical, other.horizontal)
    }

    /// Every region that is drawn, for checks.
    var regions: [Region] {
        var all = [header] + (subheader.map { [$0] } ?? []) + [clock, next] + (notices.height > 0 ? [notices] : [])
        all += prayers.flatMap { [$0.name, $0.adhan, $0.iqama] }
        return all + [adhanLabel, iqamaLabel, bottom]
    }

    /// Rows the digits of `text` take at `scale`.
    static func rows(_ scale: BigFont.Scale) -> Int { BigFont.size(of: "0", scale: scale).height }

    /// The widest of the times at `scale`.
    static func digitWidth(_ content: Content, _ scale: BigFont.Scale) -> Int {
        content.times.map { BigFont.size(of: $0, scale: scale).width }.max() ?? 0
    }

    /// The rows the tallest clock that fits `width` takes.
    static func tallestClockRows(_ text: String, width: Int) -> Int {
        BigFont.bestScale(for: text, width: width, height: 1000).map { BigFont.size(of: text, scale: $0).height } ?? BigFont.minimumRows
    }

    // MARK: - The strip

    private static func strip(width: Int, height: Int, content: Content) -> HallLayout? {
        let gutter = content.labelWidth + 2
        let bottomRows = content.bottomRows
        let fixedRows = 1 + 1 + 1 + bottomRows
        let noticeWidth = ClockNotices.width(screen: width)
        let (wantedNotices, fewestNotices) = content.noticeLines(noticeWidth)
        for scale in BigFont.scales {
            let digits = digitWidth(content, scale)
            let narrowest = max(digits, content.shortestNameWidth) + 1
            guard gutter + content.prayers * narrowest <= width else { continue }
            let columnWidth = min(max(digits, content.shortestNameWidth) + 4, (width - gutter) / max(1, content.prayers))
            let rows = Self.rows(scale)
            let minimumClock = max(BigFont.minimumRows, rows)
            let room = height - fixedRows - 2 * rows - minimumClock
            guard room >= fewestNotices else { continue }
            let notices = min(room, wantedNotices)
            var spare = room - notices
            func take() -> Int {
                guard spare > 0 else { return 0 }
                spare -= 1
                return 1
            }
            // Spare rows, in order: a blank between adhan and iqama, a second header row,
            // a blank above the strip, one above the notices, then the clock's growth.
            let iqamaGap = take()
            let subheaderRows = take()
            let stripGap = take()
            let noticeGap = notices > 0 ? take() : 0
            let clockRows = max(minimumClock, min(minimumClock + spare,
                                                  tallestClockRows(content.clock, width: width - 2 - content.clockSuffixWidth)))
            spare -= clockRows - minimumClock
            let clockGap = spare / 2
            let stripWidth = gutter + content.prayers * columnWidth
            let left = (width - stripWidth) / 2
            var y = 0
            let header = Region(name: "header", x: 0, y: y, width: width, height: 1)
            y += 1
            let subheader = subheaderRows > 0 ? Region(name: "subheader", x: 0, y: y, width: width, height: 1) : nil
            y += subheaderRows + clockGap
            let clock = Region(name: "clock", x: 0, y: y, width: width, height: clockRows)
            y += clockRows
            let next = Region(name: "next", x: 0, y: y, width: width, height: 1)
            y += 1 + noticeGap
            let noticeRegion = Region(name: "notices", x: (width - noticeWidth) / 2, y: y, width: noticeWidth, height: notices)
            y += notices + stripGap + (spare - clockGap)
            let namesY = y
            let adhanY = namesY + 1
            let iqamaY = adhanY + rows + iqamaGap
            let prayers = (0..<content.prayers).map { index in
                let x = left + gutter + index * columnWidth
                return PrayerCells(name: Region(name: "name \(index)", x: x, y: namesY, width: columnWidth, height: 1),
                                   adhan: Region(name: "adhan \(index)", x: x, y: adhanY, width: columnWidth, height: rows),
                                   iqama: Region(name: "iqama \(index)", x: x, y: iqamaY, width: columnWidth, height: rows))
            }
            return HallLayout(arrangement: .strip, scale: scale, header: header, subheader: subheader, clock: clock, next: next,
                              notices: noticeRegion, prayers: prayers,
                              adhanLabel: Region(name: "adhan label", x: left, y: adhanY + rows / 2, width: gutter - 1, height: 1),
                              iqamaLabel: Region(name: "iqama label", x: left, y: iqamaY + rows / 2, width: gutter - 1, height: 1),
                              bottom: Region(name: "bottom", x: 0, y: height - bottomRows, width: width, height: bottomRows))
        }
        return nil
    }

    // MARK: - The table

    private static func table(width: Int, height: Int, content: Content) -> HallLayout? {
        let bodyTop = 1
        let bottomRows = content.bottomRows
        let bodyRows = height - bodyTop - bottomRows
        for scale in BigFont.scales {
            let rows = Self.rows(scale)
            let digits = digitWidth(content, scale)
            let column = max(digits, content.labelWidth) + 2
            let tableWidth = 1 + content.tableNameWidth + 2 + 2 * column
            let panelWidth = width - tableWidth - 2
            // A heading row with the labels, then a row of digits per prayer.
            let tableRows = 1 + content.prayers * rows
            guard panelWidth >= minimumPanelWidth, tableRows <= bodyRows else { continue }
            let (wantedNotices, fewestNotices) = content.noticeLines(panelWidth - 2)
            // The panel: the clock, two lines for the next prayer, two for sunrise and the Hijri date, the notices.
            let clockRows = tallestClockRows(content.clock, width: panelWidth - 2 - content.clockSuffixWidth)
            let panelFixed = 2 + 2
            guard clockRows >= BigFont.minimumRows, bodyRows - panelFixed - fewestNotices >= BigFont.minimumRows else { continue }
            let notices = min(wantedNotices, bodyRows - panelFixed - BigFont.minimumRows)
            let clock = min(clockRows, bodyRows - panelFixed - notices)
            let gaps = content.prayers > 1 ? min(1, (bodyRows - tableRows) / (content.prayers - 1)) : 0
            let tableTop = bodyTop + (bodyRows - tableRows - gaps * (content.prayers - 1)) / 2
            let nameX = 1
            let adhanX = nameX + content.tableNameWidth + 2
            let iqamaX = adhanX + column
            let prayers = (0..<content.prayers).map { index in
                let y = tableTop + 1 + index * (rows + gaps)
                return PrayerCells(name: Region(name: "name \(index)", x: nameX, y: y + (rows - 2) / 2, width: content.tableNameWidth, height: min(2, rows)),
                                   adhan: Region(name: "adhan \(index)", x: adhanX, y: y, width: column, height: rows),
                                   iqama: Region(name: "iqama \(index)", x: iqamaX, y: y, width: column, height: rows))
            }
            let panelX = tableWidth + 2
            let panelSpare = bodyRows - panelFixed - notices - clock
            var y = bodyTop + panelSpare / 3
            let clockRegion = Region(name: "clock", x: panelX, y: y, width: panelWidth, height: clock)
            y += clock
            let next = Region(name: "next", x: panelX, y: y, width: panelWidth, height: 2)
            y += 2 + (panelSpare - panelSpare / 3) / 2
            let subheader = Region(name: "subheader", x: panelX, y: y, width: panelWidth, height: 2)
            y += 2
            let noticeRegion = Region(name: "notices", x: panelX + 1, y: y, width: panelWidth - 2, height: notices)
            return HallLayout(arrangement: .table, scale: scale,
                              header: Region(name: "header", x: 0, y: 0, width: width, height: 1), subheader: subheader,
                              clock: clockRegion, next: next, notices: noticeRegion, prayers: prayers,
                              adhanLabel: Region(name: "adhan label", x: adhanX, y: tableTop, width: column, height: 1),
                              iqamaLabel: Region(name: "iqama label", x: iqamaX, y: tableTop, width: column, height: 1),
                              bottom: Region(name: "bottom", x: 0, y: height - bottomRows, width: width, height: bottomRows))
        }
        return nil
    }
}
