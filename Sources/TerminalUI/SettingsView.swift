import ArabicText
import FoundationEssentials
import MosqueSettings
import Messages

/// Draws the settings screen: pure, like the other views.
public enum SettingsView {
    /// The smallest terminal the form fits.
    public static let minimum = ScreenSize(width: 60, height: 16)

    /// Rows moved by Page Up and Page Down.
    public static func pageSize(_ layout: ScreenLayout) -> Int { max(1, layout.bodyRows - 2) }

    public static func render(_ form: SettingsForm, width: Int, height: Int) -> CellGrid {
        let layout = ScreenLayout(width: width, height: height)
        if let small = layout.tooSmall(minimum: minimum) { return small }
        var grid = CellGrid(width: width, height: height)
        let place = Placement(form: form, width: width)
        let title = form.words.trc("a screen's title", "Settings")
        if place.rightToLeft {
            place.put(title, x: 1, y: layout.title, limit: width - 2, style: Style(.title, bold: true), into: &grid)
            if let path = form.configPath { grid.put(String(path.suffix(width - 14)), x: 1, y: layout.title, style: Style(.dim), limit: width - 16) }
        } else {
            layout.drawTitle(title, right: form.configPath.map { String($0.suffix(width - 14)) + " " }, rightStyle: Style(.dim), into: &grid)
        }
        let typed: String? = switch form.mode {
        case .locked(let input): String(repeating: "•", count: input.count) + "▏"
        case .checkingPIN: ""
        default: nil
        }
        if let typed {
            place.put(form.words.tr("A PIN protects these settings."), x: 2, y: 3, limit: width - 4, style: Style(.normal, bold: true), into: &grid)
            place.put(form.words.tr("PIN: %s", typed), x: 2, y: 5, limit: width - 4, style: Style(.accent, bold: true), into: &grid)
            drawBottom(form, layout: layout, into: &grid)
            return grid
        }
        drawRows(form, layout: layout, into: &grid)
        switch form.mode {
        case .choosing(let values, let chosen): drawPicker(values, chosen: chosen, into: &grid)
        case .cities(let cities, let chosen): drawPicker(cities.map { "\($0.label)  (\($0.timeZone))" }, chosen: chosen, into: &grid)
        default: break
        }
        drawBottom(form, layout: layout, into: &grid)
        return grid
    }

    /// Section headings and fields, scrolled to keep the selection in view.
    private static func drawRows(_ form: SettingsForm, layout: ScreenLayout, into grid: inout CellGrid) {
        var rows: [(text: String, field: Int?)] = []
        var section = ""
        for (index, field) in form.fields.enumerated() {
            if field.section != section {
                section = field.section
                rows.append((section, nil))
            }
            rows.append(("", index))
        }
        let top = layout.body.lowerBound
        let visible = layout.bodyRows - 1
        let selectedRow = rows.firstIndex { $0.field == form.selection } ?? 0
        let first = max(0, min(selectedRow - visible / 2, rows.count - visible))
        let changed = form.changedIDs
        let labelWidth = 28
        let valueWidth = min(26, max(10, grid.width - labelWidth - 36))
        let place = Placement(form: form, width: grid.width)
        for (offset, row) in rows.dropFirst(first).prefix(visible).enumerated() {
            let y = top + offset
            guard let index = row.field else {
                place.put(row.text, x: 1, y: y, limit: grid.width - 2, style: Style(.title, bold: true), into: &grid)
                continue
            }
            let field = form.fields[index]
            let selected = index == form.selection
            let style = selected ? Style(.current, bold: true, reverse: true) : Style(.normal)
            if selected {
                grid.restyle(x: 0, y: y, length: grid.width, style: style)
                grid.put(place.rightToLeft ? "‹" : "›", x: place.rightToLeft ? grid.width - 2 : 1, y: y, style: style)
            }
            let mark = changed.contains(field.id) ? "*" : " "
            if place.rightToLeft {
                place.put(field.label + " " + mark, x: 3, y: y, limit: labelWidth - 2, style: style, into: &grid)
            } else {
                grid.put(mark + " " + field.label, x: 2, y: y, style: style, limit: labelWidth)
            }
            var value = form.shownValue(field)
            if selected, case .editing(let input) = form.mode {
                value = field.kind == .pin ? String(repeating: "•", count: input.count) + TypedLine.cursor
                    : TypedLine.text("", input, mode: .shaped)
            }
            if selected, case .confirmingPIN(_, let typed) = form.mode {
                value = form.words.tr("again: %s", String(repeating: "•", count: typed.count) + TypedLine.cursor)
            }
            let valueX = 2 + labelWidth + 1
            let valueStyle = selected ? style : Style(.next, bold: true)
            if place.rightToLeft {
                // A value is data (a number, a zone, a method's name): it keeps its own order, beside its name.
                let shown = min(TextLayout.width(value), valueWidth)
                grid.put(value, x: grid.width - valueX - shown, y: y, style: valueStyle, limit: valueWidth)
            } else {
                grid.put(value, x: valueX, y: y, style: valueStyle, limit: valueWidth)
            }
            place.put(field.accepts, x: 2 + labelWidth + valueWidth + 3, y: y, limit: grid.width - labelWidth - valueWidth - 6,
                      style: selected ? style : Style(.dim), into: &grid)
        }
    }

    /// Where the form's words go: from the left in a left-to-right language; in Arabic,
    /// Urdu and Persian mirrored (each column measured from the right edge, its text
    /// ending there), shaped for the terminal as `display.arabic` says. A text longer
    /// than its column keeps its beginning, which in right-to-left text is on the right.
    struct Placement {
        let rightToLeft: Bool
        let mode: ArabicDisplayMode
        let width: Int

        init(form: SettingsForm, width: Int) {
            rightToLeft = form.words.isRightToLeft
            mode = form.textMode
            self.width = width
        }

        func put(_ text: String, x: Int, y: Int, limit: Int, style: Style, into grid: inout CellGrid) {
            guard rightToLeft else {
                grid.put(text, x: x, y: y, style: style, limit: limit)
                return
            }
            var shown = TextLayout.display(text, mode: mode)
            if TextLayout.width(shown) > limit {
                while !shown.isEmpty, TextLayout.width(shown) > max(0, limit - 1) { shown.removeFirst() }
                shown = "…" + shown
            }
            grid.put(shown, x: max(0, width - x - TextLayout.width(shown)), y: y, style: style, limit: limit)
        }
    }

    private static func drawPicker(_ values: [String], chosen: Int, into grid: inout CellGrid) {
        let width = min(grid.width - 8, max(24, (values.map(\.count).max() ?? 0) + 4))
        let height = min(grid.height - 6, values.count + 2)
        let x = grid.width - width - 3
        let y = 2
        let first = max(0, min(chosen - (height - 2) / 2, values.count - (height - 2)))
        for row in 0..<height {
            grid.put(String(repeating: " ", count: width), x: x, y: y + row, style: Style(.normal, reverse: true))
        }
        for (offset, value) in values.dropFirst(first).prefix(height - 2).enumerated() {
            let style = first + offset == chosen ? Style(.current, bold: true) : Style(.normal, reverse: true)
            grid.put(" " + value, x: x + 1, y: y + 1 + offset, style: style, limit: width - 2)
        }
    }

    private static func drawBottom(_ form: SettingsForm, layout: ScreenLayout, into grid: inout CellGrid) {
        let place = Placement(form: form, width: grid.width)
        let said = form.message.map { ($0, Style(form.messageIsProblem ? .warning : .accent, bold: true)) }
            ?? form.readOnlyReason.map { ($0, Style(.warning, bold: true)) }
        guard place.rightToLeft else {
            if let (text, style) = said { layout.drawMessage(text, style: style, into: &grid) }
            layout.drawFooter(form.footer, into: &grid)
            return
        }
        if let (text, style) = said { place.put(text, x: 1, y: layout.message, limit: layout.textWidth, style: style, into: &grid) }
        place.put(form.footer, x: 1, y: layout.footer, limit: layout.textWidth, style: Style(.footer), into: &grid)
    }
}
