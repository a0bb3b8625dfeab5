import Foundation

/// Draws a ``DisplayList`` into a grid of character cells, one point per column and per line: the
/// plain-text rendering hosts and tests share.
///
/// Text is split into grapheme clusters (Swift's `Character`); each takes the number of columns
/// `characterWidth` gives it (2 for East Asian wide characters in a terminal), a wide character's
/// second cell is a continuation that adds nothing to the line's string, and a wide character
/// that would straddle a clip edge is not drawn. Control characters never reach the grid: they are
/// replaced by visible placeholders (``TextRasterizer/visibleControlCharacters(_:)``), so data can
/// never smuggle escape sequences to a terminal. Lines thinner than one point (separators in the
/// terminal metrics) leave no glyph: hosts draw them as an attribute of the cells they cross.
public struct TextRasterizer: Sendable {
    public var columns: Int
    public var rows: Int
    /// Columns taken by one grapheme cluster: 0, 1 or 2.
    public var characterWidth: @Sendable (Character) -> Int
    /// The glyph for a named symbol.
    public var symbolGlyph: @Sendable (String) -> Character

    public init(columns: Int, rows: Int,
                characterWidth: @escaping @Sendable (Character) -> Int = { _ in 1 },
                symbolGlyph: @escaping @Sendable (String) -> Character = TextRasterizer.defaultSymbolGlyph) {
        engineRequire(columns >= 0 && rows >= 0, "TextRasterizer: size must not be negative, got \(columns)×\(rows)")
        self.columns = columns
        self.rows = rows
        self.characterWidth = characterWidth
        self.symbolGlyph = symbolGlyph
    }

    /// One cell of the grid.
    public enum Cell: Hashable, Sendable {
        case glyph(Character)
        /// The second column of a wide character.
        case continuation
    }

    /// One cell with its style: what a terminal host turns into SGR attributes.
    public struct StyledCell: Hashable, Sendable {
        public var cell: Cell
        /// Text attributes of the glyph (colour, bold, underline…).
        public var attributes: TextAttributes
        /// The colour filled behind the cell, if any.
        public var background: DisplayColor?

        public static let blank = StyledCell(cell: .glyph(" "), attributes: TextAttributes(), background: nil)
    }

    /// The grid after drawing `list`, row by row.
    public func cells(for list: DisplayList) -> [[Cell]] {
        styledCells(for: list).map { row in row.map(\.cell) }
    }

    /// The grid after drawing `list`, with each cell's style. Lines thinner than a point underline
    /// the cells just above them (the terminal draws separators without taking a line).
    public func styledCells(for list: DisplayList) -> [[StyledCell]] {
        var grid = [[StyledCell]](repeating: [StyledCell](repeating: .blank, count: columns), count: rows)
        var clips: [Int: [ClipRect]] = [:]
        let full = ClipRect(minX: 0, minY: 0, maxX: columns, maxY: rows)
        for item in list.itemsInDrawingOrder {
            let clip = clips[item.zIndex]?.last ?? full
            switch item.primitive {
            case .pushClip(let rect):
                clips[item.zIndex, default: []].append(clip.intersection(ClipRect(rect)))
            case .popClip:
                _ = clips[item.zIndex]?.popLast()
            case .fill(let rect, let color):
                fill(ClipRect(rect).intersection(clip), color: color, in: &grid)
            case .roundedRect(let rect, _, let fillColor, let stroke):
                let box = ClipRect(rect)
                if let fillColor { fill(box.intersection(clip), color: fillColor, in: &grid) }
                if let stroke { drawBox(box, clip: clip, color: stroke, in: &grid) }
            case .line(let from, let to, let color, let thickness):
                if thickness >= 1 {
                    drawLine(from: from, to: to, clip: clip, color: color, in: &grid)
                } else {
                    underline(from: from, to: to, clip: clip, in: &grid)
                }
            case .text(let run):
                var textClip = clip
                if let maxWidth = run.maxWidth {
                    textClip = textClip.intersection(ClipRect(minX: Self.cell(run.origin.x), minY: Int.min / 2,
                                                              maxX: Self.cell(run.origin.x) + Int(maxWidth.rounded(.down)), maxY: Int.max / 2))
                }
                draw(Self.visibleControlCharacters(run.string), attributes: run.attributes,
                     x: Self.cell(run.origin.x), y: Self.cell(run.origin.y), clip: textClip, in: &grid)
            case .symbol(let symbol):
                draw(String(symbolGlyph(symbol.name)), attributes: TextAttributes(foreground: symbol.color),
                     x: Self.cell(symbol.origin.x), y: Self.cell(symbol.origin.y), clip: clip, in: &grid)
            }
        }
        return grid
    }

    /// The grid after drawing `list`, as one string per line, trailing spaces kept.
    public func lines(for list: DisplayList) -> [String] {
        cells(for: list).map { row in
            var line = ""
            for cell in row {
                if case .glyph(let character) = cell { line.append(character) }
            }
            return line
        }
    }

    /// `text` with every C0 control (U+0000–U+001F), DEL and C1 control (U+0080–U+009F) replaced by
    /// a visible placeholder: the Unicode control pictures (␀…␟, ␡) for C0 and DEL, U+FFFD for C1.
    public static func visibleControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                result.append(scalar)
            } else if scalar.value < 0x20 {
                result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                result.append("\u{2421}")
            } else {
                result.append("\u{FFFD}")
            }
        }
        return String(result)
    }

    @inline(__always)
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }

    /// A few symbols every table uses, with plain fallbacks for anything else.
    public static let defaultSymbolGlyph: @Sendable (String) -> Character = { name in
        switch name {
        case "chevron.right": "›"
        case "chevron.left": "‹"
        case "checkmark": "✓"
        case "info.circle": "ⓘ"
        case "plus.circle.fill", "plus": "+"
        case "minus.circle.fill", "minus": "−"
        case "line.3.horizontal": "≡"
        default: "•"
        }
    }

    // MARK: Drawing

    static func cell(_ value: CGFloat) -> Int {
        let rounded = Double(value).rounded(.down)
        guard rounded.isFinite else { return rounded > 0 ? Int.max / 2 : Int.min / 2 }
        return Int(max(Double(Int.min / 2), min(Double(Int.max / 2), rounded)))
    }

    struct ClipRect {
        var minX: Int, minY: Int, maxX: Int, maxY: Int

        init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        init(_ rect: CGRect) {
            let standard = rect.standardized
            self.init(minX: TextRasterizer.cell(standard.minX), minY: TextRasterizer.cell(standard.minY),
                      maxX: TextRasterizer.cell(standard.maxX.rounded(.up)), maxY: TextRasterizer.cell(standard.maxY.rounded(.up)))
        }

        func intersection(_ other: ClipRect) -> ClipRect {
            ClipRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                     maxX: max(max(minX, other.minX), min(maxX, other.maxX)),
                     maxY: max(max(minY, other.minY), min(maxY, other.maxY)))
        }

        func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
    }

    private func put(_ character: Character, attributes: TextAttributes, x: Int, y: Int, clip: ClipRect, in grid: inout [[StyledCell]]) {
        guard clip.contains(x: x, y: y) else { return }
        clearWide(x: x, y: y, in: &grid)
        grid[y][x].cell = .glyph(character)
        grid[y][x].attributes = attributes
    }

    /// Overwriting half of a wide character blanks its other half.
    private func clearWide(x: Int, y: Int, in grid: inout [[StyledCell]]) {
        if case .continuation = grid[y][x].cell, x > 0 { grid[y][x - 1].cell = .glyph(" ") }
        if x + 1 < columns, case .continuation = grid[y][x + 1].cell { grid[y][x + 1].cell = .glyph(" ") }
    }

    private func fill(_ rect: ClipRect, color: DisplayColor, in grid: inout [[StyledCell]]) {
        guard rect.minX < rect.maxX else { return }
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                put(" ", attributes: TextAttributes(), x: x, y: y, clip: rect, in: &grid)
                grid[y][x].background = color
            }
        }
    }

    private func drawBox(_ box: ClipRect, clip: ClipRect, color: DisplayColor, in grid: inout [[StyledCell]]) {
        let right = box.maxX - 1
        let bottom = box.maxY - 1
        guard right > box.minX, bottom > box.minY else { return }
        let style = TextAttributes(foreground: color)
        for x in (box.minX + 1)..<right {
            put("─", attributes: style, x: x, y: box.minY, clip: clip, in: &grid)
            put("─", attributes: style, x: x, y: bottom, clip: clip, in: &grid)
        }
        for y in (box.minY + 1)..<bottom {
            put("│", attributes: style, x: box.minX, y: y, clip: clip, in: &grid)
            put("│", attributes: style, x: right, y: y, clip: clip, in: &grid)
        }
        put("╭", attributes: style, x: box.minX, y: box.minY, clip: clip, in: &grid)
        put("╮", attributes: style, x: right, y: box.minY, clip: clip, in: &grid)
        put("╰", attributes: style, x: box.minX, y: bottom, clip: clip, in: &grid)
        put("╯", attributes: style, x: right, y: bottom, clip: clip, in: &grid)
    }

    private func drawLine(from: CGPoint, to: CGPoint, clip: ClipRect, color: DisplayColor, in grid: inout [[StyledCell]]) {
        let x0 = Self.cell(min(from.x, to.x)), x1 = Self.cell(max(from.x, to.x))
        let y0 = Self.cell(min(from.y, to.y)), y1 = Self.cell(max(from.y, to.y))
        let style = TextAttributes(foreground: color)
        if y0 == y1 {
            for x in x0..<max(x0, x1) { put("─", attributes: style, x: x, y: y0, clip: clip, in: &grid) }
        } else if x0 == x1 {
            for y in y0..<max(y0, y1) { put("│", attributes: style, x: x0, y: y, clip: clip, in: &grid) }
        }
    }

    /// A horizontal line thinner than a point underlines the cells of the line above it.
    private func underline(from: CGPoint, to: CGPoint, clip: ClipRect, in grid: inout [[StyledCell]]) {
        guard from.y == to.y else { return }
        let y = Int(Double(from.y).rounded(.up)) - 1
        let x0 = Self.cell(min(from.x, to.x)), x1 = Self.cell(max(from.x, to.x).rounded(.up))
        guard y >= 0, y < rows else { return }
        for x in max(x0, clip.minX, 0)..<max(max(x0, clip.minX, 0), min(x1, clip.maxX, columns)) where clip.contains(x: x, y: y) {
            grid[y][x].attributes.isUnderlined = true
        }
    }

    private func draw(_ text: String, attributes: TextAttributes, x startX: Int, y: Int, clip: ClipRect, in grid: inout [[StyledCell]]) {
        guard y >= clip.minY, y < clip.maxY, y >= 0, y < rows else { return }
        var x = startX
        for character in text {
            let width = characterWidth(character)
            if x >= clip.maxX { break }
            if width == 0 {
                // A lone zero-width cluster joins the previous cell when there is one.
                if x > clip.minX, x - 1 < columns, case .glyph(let previous) = grid[y][x - 1].cell {
                    grid[y][x - 1].cell = .glyph(Character(String(previous) + String(character)))
                }
                continue
            }
            if x >= clip.minX && x + width <= clip.maxX {
                put(character, attributes: attributes, x: x, y: y, clip: clip, in: &grid)
                if width == 2 {
                    clearWide(x: x + 1, y: y, in: &grid)
                    grid[y][x + 1].cell = .continuation
                    grid[y][x + 1].attributes = attributes
                }
            } else if x + width > clip.minX && x < clip.maxX {
                // Half of a wide character inside the clip: show a blank rather than half a glyph.
                for column in max(x, clip.minX)..<min(x + width, clip.maxX) {
                    put(" ", attributes: attributes, x: column, y: y, clip: clip, in: &grid)
                }
            }
            x += width
        }
    }
}
