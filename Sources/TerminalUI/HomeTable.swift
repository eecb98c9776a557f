import ArabicText
import FoundationEssentials
import KioskCore
import PrayerCalc

extension ClockScreen {
    /// The home layout's table: a row per prayer with its adhan and iqama, the next
    /// prayer's countdown, and what became of each adhan whose time has come.
    static func drawTable(_ rows: [TableRow], status: ClockStatus, state: ClockScreenState, text: ScreenText,
                          into grid: inout CellGrid, top: Int, rowSpacing: Int) {
        let heading = status.showsTomorrow ? text.tomorrowHeading(status.day.date) : text.todayHeading
        let columns = TableColumns(width: grid.width, rows: rows, heading: heading, labels: (text.label(.adhan), text.label(.iqama)))
        // A right-to-left language reads the table from the right: each column is where the
        // left-to-right table has it seen in a mirror, its text standing against its right edge.
        let rightToLeft = text.words.isRightToLeft
        let width = grid.width
        func put(_ cell: String, column: Int, y: Int, style: Style, limit: Int? = nil) {
            guard rightToLeft else { return grid.put(cell, x: column, y: y, style: style, limit: limit) }
            grid.putRight(cell, right: width - column, y: y, style: style, limit: limit)
        }
        var y = top
        put(heading, column: columns.name, y: y, style: Style(.title, bold: true))
        put(text.label(.adhan), column: columns.adhan, y: y, style: Style(.title))
        put(text.label(.iqama), column: columns.iqama, y: y, style: Style(.title))
        y += 1
        for row in rows {
            let key = PrayerKey(date: status.day.date, prayer: row.prayer)
            let isCurrent = !row.isSecondJumuah && status.currentPrayer.map { $0.prayer == row.prayer && $0.date == status.day.date } ?? false
            let isNext = !row.isSecondJumuah && status.nextPrayer.map { $0.prayer == row.prayer && $0.date == status.day.date } ?? false
            let style = isCurrent ? Style(.current, bold: true, reverse: true)
                : isNext ? Style(.next, bold: true) : row.prayer == .sunrise ? Style(.dim) : Style(.normal)
            let highlight = columns.end - columns.name + 2
            grid.restyle(x: rightToLeft ? width - columns.end - 1 : columns.name - 1, y: y, length: highlight, style: style)
            put(row.name, column: columns.name, y: y, style: style)
            put(row.arabicName, column: columns.arabic, y: y, style: style)
            put(row.adhan, column: columns.adhan, y: y, style: style)
            put(row.iqama, column: columns.iqama, y: y, style: style)
            var remark = ""
            if isNext, let next = status.nextPrayer {
                remark = text.countdown(next.time.timeIntervalSince(state.now))
            } else if row.prayer.hasAdhan, !row.isSecondJumuah, status.day.row(row.prayer).time <= state.now, let logged = state.log[key] {
                // Only a prayer whose time has come has an outcome: a log written at a
                // later time (a clock set back, a restored card) says nothing of a future adhan.
                remark = text.logMark(logged)
            }
            // A long countdown may run past the table, to the screen's edge.
            put(remark, column: columns.remark, y: y, style: style, limit: max(columns.end, grid.width - 1) - columns.remark)
            y += rowSpacing
        }
    }
}

/// A line of the prayer table, as text.
struct TableRow {
    let prayer: Prayer
    let name: String
    let arabicName: String
    let adhan: String
    let iqama: String
    /// A Friday's second Jumu'ah, under the first: an iqama time without an adhan of its own.
    let isSecondJumuah: Bool

    /// The day's rows: Fajr, Sunrise, Dhuhr or Jumu'ah (and the second Jumu'ah), Asr, Maghrib, Isha.
    static func rows(of day: DaySchedule, text: ScreenText) -> [TableRow] {
        var rows: [TableRow] = []
        for row in day.rows {
            rows.append(TableRow(prayer: row.prayer, name: text.rowName(row), arabicName: text.secondName(row),
                                 adhan: text.clock(row.time), iqama: row.iqama.map(text.clock) ?? "—", isSecondJumuah: false))
            if row.isJumuah, let second = day.secondJumuah {
                let (name, arabic) = text.secondJumuahName
                rows.append(TableRow(prayer: row.prayer, name: name, arabicName: arabic, adhan: "", iqama: text.clock(second),
                                     isSecondJumuah: true))
            }
        }
        return rows
    }
}

/// Column positions of the prayer table for a screen width: at fixed shares of the
/// table, each moved right where the column before it holds wider text (a language's
/// longer names or times: `11:42 PTG`), so that no column overwrites another.
struct TableColumns {
    let name, arabic, adhan, iqama, remark, end: Int

    init(width: Int, rows: [TableRow], heading: String, labels: (adhan: String, iqama: String)) {
        func widest(_ texts: [String]) -> Int { texts.map(TextLayout.width).max() ?? 0 }
        let tableWidth = min(width - 4, max(56, width * 2 / 3))
        name = (width - tableWidth) / 2
        arabic = max(name + tableWidth * 22 / 100, name + widest(rows.map(\.name)) + 1)
        // A second Jumu'ah has no adhan: its longer name may run into the empty cell.
        let secondNames = widest(rows.filter { !$0.adhan.isEmpty }.map(\.arabicName))
        adhan = max(name + tableWidth * 40 / 100, arabic + secondNames + (secondNames > 0 ? 1 : 0), name + TextLayout.width(heading) + 1)
        iqama = max(name + tableWidth * 58 / 100, adhan + widest(rows.map(\.adhan) + [labels.adhan]) + 1)
        remark = max(name + tableWidth * 76 / 100, iqama + widest(rows.map(\.iqama) + [labels.iqama]) + 1)
        end = name + tableWidth
    }
}
