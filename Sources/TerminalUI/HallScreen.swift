import ArabicText
import FileFormats
import FoundationEssentials
import KioskCore
import PrayerCalc

/// The hall layout (`display.layout: hall`): every adhan and iqama time in big
/// digits, read from the back of a prayer hall, with the clock, the next prayer,
/// both dates and the mosque's notices. `HallLayout` places the parts.
enum HallScreen {
    /// One prayer's column: its name over its two times.
    struct Column: Equatable {
        let prayer: Prayer
        let date: CivilDate
        /// The name on one line, forms to try longest first (the strip).
        let names: [String]
        /// The name on up to two lines (the table): English over Arabic, or Arabic alone.
        let lines: [String]
        /// Big-digit text of the adhan and the iqama ("" for none).
        let adhan: String
        let iqama: String
        let highlighted: Bool
        /// The congregation is over for today: drawn dim.
        let passed: Bool
    }

    /// The columns for a status at `now`: Fajr, Dhuhr or Jumu'ah (and the second
    /// Jumu'ah), Asr, Maghrib, Isha. Once Isha's adhan has come, Fajr's column is tomorrow's.
    static func columns(_ status: ClockStatus, now: Date, text: ScreenText, secondJumuah: Bool) -> [Column] {
        let day = status.day
        let windows = day.prayerWindows(text.settings.schedule)
        var columns: [Column] = []
        for row in day.rows where row.prayer.hasAdhan {
            var shown = row
            var date = day.date
            let name = text.rowName(row)
            let secondName = text.secondName(row)
            var names = secondName.isEmpty ? [name] : [name + " " + secondName, name]
            var lines = secondName.isEmpty ? [name] : [name, secondName]
            if row.prayer == .fajr, !status.showsTomorrow, now >= day.row(.isha).time, let following = status.following {
                shown = following.row(.fajr)
                date = following.date
                let words = text.words, fajr = words.prayer(.fajr)
                // TRANSLATORS: a column's heading in the hall after Isha: %s is Fajr, which is tomorrow's.
                names = [text.show(words.tr("%s, tomorrow", fajr)),
                         // TRANSLATORS: the same, shorter: %1$s is Fajr, %2$s tomorrow's weekday (full, then abbreviated).
                         text.show(words.tr("%1$s · %2$s", fajr, words.weekday(following.date.isoWeekday))),
                         text.show(words.tr("%1$s · %2$s", fajr, words.shortWeekday(following.date.isoWeekday))), name]
                lines = [name, text.show(words.tr("tomorrow"))]
            }
            let highlighted = status.highlighted.map { $0.prayer == shown.prayer && $0.date == date } ?? false
            let over = windows.filter { $0.prayer == shown.prayer }.map(\.end).max() ?? shown.iqama ?? shown.time
            columns.append(Column(prayer: shown.prayer, date: date, names: names, lines: lines, adhan: text.bigClock(shown.time),
                                  iqama: shown.iqama.map(text.bigClock) ?? "", highlighted: highlighted,
                                  passed: !highlighted && date == day.date && over <= now))
            if row.isJumuah, secondJumuah, let second = day.secondJumuah {
                let (name, arabicName) = text.secondJumuahName
                columns.append(Column(prayer: .dhuhr, date: date, names: arabicName.isEmpty ? [name] : [name + " " + arabicName, name],
                                      lines: arabicName.isEmpty ? [name] : [name, arabicName], adhan: "", iqama: text.bigClock(second),
                                      highlighted: false, passed: second < now && !highlighted))
            }
        }
        return columns
    }

    /// What the layout must make room for.
    static func content(_ columns: [Column], state: ClockScreenState, text: ScreenText) -> HallLayout.Content {
        let (clock, suffix) = text.bigTime(state.now, seconds: false)
        return HallLayout.Content(
            times: columns.flatMap { [$0.adhan, $0.iqama] },
            prayers: columns.count,
            labelWidth: max(TextLayout.width(text.label(.adhan)), TextLayout.width(text.label(.iqama))),
            shortestNameWidth: columns.map { TextLayout.width($0.names.last ?? "") }.max() ?? 0,
            tableNameWidth: columns.map { $0.lines.map(TextLayout.width).max() ?? 0 }.max() ?? 0,
            noticeLines: { width in
                let lines = noticeLines(state, text: text, width: width)
                return (lines.wanted, lines.fewest)
            },
            clock: clock, clockSuffixWidth: suffix.isEmpty ? 0 : TextLayout.width(suffix) + 2,
            bottomRows: ClockScreen.bottomRows(state))
    }

    /// The notices' lines at a width: Eid lines and the claim always whole; the
    /// announcement a page of up to `announcementLines` lines.
    struct NoticeLines {
        let eid: [[LaidOutLine]]
        let claim: [LaidOutLine]
        let announcementLines: Int
        /// The QR code's rows, when it is asked for and fits the width.
        var qrRows = 0

        var wanted: Int { eid.joined().count + claim.count + max(announcementLines, qrRows) }
        var fewest: Int { eid.joined().count + claim.count + min(1, announcementLines) }
    }

    static func noticeLines(_ state: ClockScreenState, text: ScreenText, width: Int) -> NoticeLines {
        let mode = state.settings.display.arabicDisplayMode
        let eid = state.eid.map { TextLayout.lines(text.eidLine($0, now: state.now), width: width, mode: mode) }
        let claim = state.claim.map { claim in
            ClockNotices.claimText(claim, words: text.words).flatMap { TextLayout.lines($0, width: width, mode: mode) }
        } ?? []
        let longest = ClockNotices.pages(state.announcements, width: width, lines: 1000, mode: mode).map(\.count).max() ?? 0
        var lines = NoticeLines(eid: eid, claim: claim, announcementLines: min(longest, 4))
        if let qr = state.qrCode, qr.cells.width <= width { lines.qrRows = qr.cells.height }
        return lines
    }

    /// The layout and columns for a screen, or nil when the hall layout does not fit
    /// it. A Friday's second Jumu'ah gets a column of its own unless leaving it out
    /// lets every time be larger; then it is named in the line about the next prayer.
    /// A right-to-left language's wall is the mirror image (`HallLayout.mirrored`).
    static func plan(_ state: ClockScreenState, status: ClockStatus, text: ScreenText, width: Int, height: Int)
        -> (layout: HallLayout, columns: [Column], secondJumuahInText: Date?)? {
        guard let planned = leftToRightPlan(state, status: status, text: text, width: width, height: height) else { return nil }
        guard text.words.isRightToLeft else { return planned }
        return (planned.layout.mirrored(width: width), planned.columns, planned.secondJumuahInText)
    }

    private static func leftToRightPlan(_ state: ClockScreenState, status: ClockStatus, text: ScreenText, width: Int, height: Int)
        -> (layout: HallLayout, columns: [Column], secondJumuahInText: Date?)? {
        let columns = columns(status, now: state.now, text: text, secondJumuah: true)
        let all = HallLayout(width: width, height: height, content: content(columns, state: state, text: text)).map { ($0, columns, Date?.none) }
        guard let second = status.day.secondJumuah else { return all }
        let fewer = Self.columns(status, now: state.now, text: text, secondJumuah: false)
        let without = HallLayout(width: width, height: height, content: content(fewer, state: state, text: text)).map { ($0, fewer, Date?.some(second)) }
        guard let all else { return without }
        guard let without, HallLayout.larger(without.0.scale, than: all.0.scale) else { return all }
        return without
    }

    /// Draws the hall layout; false when it does not fit (the caller draws the home layout).
    static func draw(_ state: ClockScreenState, status: ClockStatus, countdown: ClockStatus.Moment?, text: ScreenText,
                     into grid: inout CellGrid) -> Bool {
        guard let (layout, columns, secondJumuah) = plan(state, status: status, text: text, width: grid.width, height: grid.height) else {
            return false
        }
        drawHeader(state, status: status, text: text, layout: layout, into: &grid)
        // The line about the next prayer (or, while the iqama is counted down, its name and
        // the reminder to silence phones), each part in the first form that fits.
        var lines: [[String]]
        if let countdown {
            drawIqamaCountdown(countdown, now: state.now, text: text, region: layout.clock, into: &grid)
            let title = text.iqamaTitle(countdown.prayer, isJumuah: status.day.row(countdown.prayer).isJumuah, second: countdown.jumuah == 2)
            let shortTitle = text.shortIqamaTitle(countdown.prayer, isJumuah: status.day.row(countdown.prayer).isJumuah, second: countdown.jumuah == 2)
            lines = [[title, shortTitle], [text.silencePhones, text.shortSilencePhones]]
        } else {
            drawClock(state, text: text, region: layout.clock, into: &grid)
            // A language's longer line is broken between its parts rather than left out.
            lines = text.packed(text.hallNextLine(status, now: state.now) ?? "", width: layout.next.width - 2).map { [$0] }
            if let second = secondJumuah {
                // TRANSLATORS: under the hall's clock on a Friday with two congregations, %s being the second's time.
                lines.append([text.show(text.words.tr("Jumu'ah 2 at %s", text.logicalClock(second)))])
            }
        }
        let next = layout.next
        let style = Style(countdown == nil ? .accent : .title, bold: true)
        func fitting(_ forms: [String]) -> String { forms.first { TextLayout.width($0) <= next.width - 2 } ?? "" }
        if next.height == 1 {
            let joined = lines.map { $0[0] }.joined(separator: text.partSeparator)
            grid.putCentered(TextLayout.width(joined) <= next.width - 2 ? joined : fitting(lines[0]), y: next.y, style: style)
        } else {
            for (index, forms) in lines.prefix(next.height).enumerated() {
                grid.putCentered(fitting(forms), y: next.y + index, style: style, x: next.x, span: next.width)
            }
        }
        drawNotices(state, notices: noticeLines(state, text: text, width: layout.notices.width), region: layout.notices, into: &grid)
        drawPrayers(columns, text: text, layout: layout, rightToLeft: text.words.isRightToLeft, into: &grid)
        ClockScreen.drawBottom(state, text: text, into: &grid)
        return true
    }

    private static func drawHeader(_ state: ClockScreenState, status: ClockStatus, text: ScreenText, layout: HallLayout,
                                   into grid: inout CellGrid) {
        let zone = state.settings.location.timeZone
        let today = CivilDate(containing: state.now, in: zone)
        let hijri = state.settings.calculation.hijriCalendar.date(of: today)
        let hijriText = text.hijri(hijri)
        let sunrise = text.sunrise(status.day.row(.sunrise).time)
        let gregorian = text.gregorian(today)
        let dates = layout.subheader == nil ? gregorian + " " + text.partSeparator + " " + hijriText : gregorian
        let room = grid.width - 2 - TextLayout.width(dates) - 2
        // The place where reading starts (the left, or the right in a right-to-left language), the dates at the other end.
        let rightToLeft = text.words.isRightToLeft
        func put(_ line: String, atStart: Bool, y: Int, style: Style, limit: Int? = nil) {
            if atStart != rightToLeft {
                grid.put(line, x: 1, y: y, style: style, limit: limit)
            } else {
                grid.putRight(line, right: grid.width - 1, y: y, style: style, limit: limit)
            }
        }
        put(dates, atStart: false, y: layout.header.y, style: Style(.title, bold: true))
        put(text.place, atStart: true, y: layout.header.y, style: Style(.title, bold: true), limit: max(0, room))
        guard let subheader = layout.subheader else { return }
        if subheader.height >= 2 {
            grid.putCentered(hijriText, y: subheader.y, style: Style(.title), x: subheader.x, span: subheader.width)
            grid.putCentered(sunrise, y: subheader.y + 1, style: Style(.dim), x: subheader.x, span: subheader.width)
        } else {
            put(sunrise, atStart: true, y: subheader.y, style: Style(.dim))
            put(hijriText, atStart: false, y: subheader.y, style: Style(.title))
        }
    }

    /// Big digits centred in a region, or as text when they do not fit it; the suffix (a
    /// 12-hour clock's day period) follows them, on their left in a right-to-left language.
    private static func drawDigits(_ digits: String, suffix: String = "", rightToLeft: Bool = false, region: HallLayout.Region,
                                   style: Style, into grid: inout CellGrid) {
        let suffixWidth = suffix.isEmpty ? 0 : TextLayout.width(suffix) + 2
        guard let scale = BigFont.bestScale(for: digits, width: region.width - 2 - suffixWidth, height: region.height) else {
            let line = suffix.isEmpty ? digits : rightToLeft ? suffix + " " + digits : digits + " " + suffix
            grid.putCentered(line, y: region.y + region.height / 2, style: style, x: region.x, span: region.width)
            return
        }
        let size = BigFont.size(of: digits, scale: scale)
        let start = region.x + (region.width - size.width - suffixWidth) / 2
        let y = region.y + (region.height - size.height) / 2
        let x = rightToLeft ? start + suffixWidth : start
        BigFont.draw(digits, into: &grid, x: x, y: y, scale: scale, style: style)
        guard !suffix.isEmpty else { return }
        grid.put(suffix, x: rightToLeft ? start : x + size.width + 2, y: y + size.height - 1, style: style)
    }

    /// The clock in hours and minutes: seconds would make its digits smaller, and no one in a hall needs them.
    private static func drawClock(_ state: ClockScreenState, text: ScreenText, region: HallLayout.Region, into grid: inout CellGrid) {
        let (time, suffix) = text.bigTime(state.now, seconds: false)
        drawDigits(time, suffix: suffix, rightToLeft: text.words.isRightToLeft, region: region, style: Style(.clock, bold: true), into: &grid)
    }

    /// The iqama countdown in the clock's place, the prayer times still on the wall.
    private static func drawIqamaCountdown(_ moment: ClockStatus.Moment, now: Date, text: ScreenText, region: HallLayout.Region,
                                           into grid: inout CellGrid) {
        let remaining = max(0, Int(moment.time.timeIntervalSince(now).rounded(.up)))
        let digits = text.digits("\(NumberText.zeroPadded(remaining / 60)):\(NumberText.zeroPadded(remaining % 60))")
        drawDigits(digits, region: region, style: Style(.next, bold: true), into: &grid)
    }

    private static func drawNotices(_ state: ClockScreenState, notices: NoticeLines, region: HallLayout.Region,
                                    into grid: inout CellGrid) {
        guard region.height > 0 else { return }
        var y = region.y
        func draw(_ lines: [LaidOutLine], style: Style) {
            for line in lines {
                let x = line.direction == .rightToLeft ? region.x + region.width - line.width : region.x + max(0, (region.width - line.width) / 2)
                grid.put(line.display, x: max(region.x, x), y: y, style: style, limit: region.width)
                y += 1
            }
        }
        for lines in notices.eid { draw(lines, style: Style(.title, bold: true)) }
        let announcementRows = region.height - notices.eid.joined().count - notices.claim.count
        let pages = announcementRows > 0
            ? ClockNotices.pages(state.announcements, width: region.width, lines: announcementRows, mode: state.settings.display.arabicDisplayMode) : []
        // The QR code, where it fits, takes a turn of its own after the announcements' pages.
        let qr = state.qrCode.flatMap { $0.cells.height <= announcementRows && $0.cells.width <= region.width ? $0 : nil }
        let turns = pages.count + (qr == nil ? 0 : 1)
        let turn = turns == 0 ? 0 : Int(state.now.timeIntervalSince1970 / Double(max(1, state.settings.display.announcementSeconds))) % turns
        if let qr, turn == pages.count {
            qr.draw(into: &grid, x: region.x + (region.width - qr.cells.width) / 2, y: y)
        } else if turn < pages.count {
            draw(pages[turn], style: Style(.accent, bold: true))
        }
        y = region.y + region.height - notices.claim.count
        draw(notices.claim, style: Style(.title, bold: true))
    }

    /// The prayers' names and times; in a right-to-left language the strip's labels and the
    /// table's names stand against the far side of their regions, next to the times.
    private static func drawPrayers(_ columns: [Column], text: ScreenText, layout: HallLayout, rightToLeft: Bool, into grid: inout CellGrid) {
        for (label, region) in [(text.label(.adhan), layout.adhanLabel), (text.label(.iqama), layout.iqamaLabel)] {
            if layout.arrangement == .strip, rightToLeft {
                grid.put(label, x: region.x, y: region.y, style: Style(.title), limit: region.width)
            } else if layout.arrangement == .strip {
                grid.putRight(label, right: region.x + region.width, y: region.y, style: Style(.title))
            } else {
                grid.putCentered(label, y: region.y, style: Style(.title), x: region.x, span: region.width)
            }
        }
        for (column, cells) in zip(columns, layout.prayers) {
            let nameStyle = column.highlighted ? Style(.current, bold: true, reverse: true) : Style(.title, bold: true)
            let names = layout.arrangement == .table ? column.lines
                : [column.names.first { TextLayout.width($0) <= cells.name.width - 1 } ?? column.names.last ?? ""]
            for (index, name) in names.prefix(cells.name.height).enumerated() {
                let y = cells.name.y + index
                if column.highlighted { grid.restyle(x: cells.name.x, y: y, length: cells.name.width, style: nameStyle) }
                if layout.arrangement == .table, rightToLeft {
                    grid.putRight(name, right: cells.name.x + cells.name.width, y: y, style: nameStyle)
                } else if layout.arrangement == .table {
                    grid.put(name, x: cells.name.x, y: y, style: nameStyle, limit: cells.name.width)
                } else {
                    grid.putCentered(name, y: y, style: nameStyle, x: cells.name.x, span: cells.name.width)
                }
            }
            let timeStyle = column.highlighted ? Style(.current, bold: true) : column.passed ? Style(.dim) : Style(.normal, bold: true)
            for (time, region) in [(column.adhan, cells.adhan), (column.iqama, cells.iqama)] where !time.isEmpty {
                let size = BigFont.size(of: time, scale: layout.scale)
                BigFont.draw(time, into: &grid, x: region.x + (region.width - size.width) / 2, y: region.y, scale: layout.scale, style: timeStyle)
            }
        }
    }
}
