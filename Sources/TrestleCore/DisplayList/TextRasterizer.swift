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
///
/// The grid comes as a compact ``CellGrid`` (``cellGrid(for:)``), which hosts diff frame to frame,
/// or as rows of ``StyledCell`` values (``styledCells(for:)``), ``Cell`` values or strings.
public struct TextRasterizer: Sendable {
    /// The grid's width in cells: one point per column.
    public var columns: Int
    /// The grid's height in cells: one point per line.
    public var rows: Int
    /// Columns taken by one grapheme cluster: 0, 1 or 2.
    public var characterWidth: @Sendable (Character) -> Int
    /// The glyph for a named symbol.
    public var symbolGlyph: @Sendable (String) -> Character

    /// A rasterizer for a grid of `columns` × `rows` cells, neither negative; by default every
    /// character takes one column and symbols are drawn with ``defaultSymbolGlyph``.
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
        /// A character drawn in the cell (a space when nothing is).
        case glyph(Character)
        /// The second column of a wide character.
        case continuation
    }

    /// One cell with its style: what a terminal host turns into SGR attributes.
    public struct StyledCell: Hashable, Sendable {
        /// The glyph in the cell, or the second column of a wide character.
        public var cell: Cell
        /// Text attributes of the glyph (colour, bold, underline…).
        public var attributes: TextAttributes
        /// The colour filled behind the cell, if any.
        public var background: DisplayColor?

        /// A space in the default style, with no background: a cell nothing is drawn in.
        public static let blank = StyledCell(cell: .glyph(" "), attributes: TextAttributes(), background: nil)
    }

    /// The grid after drawing `list`, row by row.
    public func cells(for list: DisplayList) -> [[Cell]] {
        cellGrid(for: list).glyphRows
    }

    /// The grid after drawing `list`, with each cell's style. Lines thinner than a point underline
    /// the cells just above them (the terminal draws separators without taking a line).
    ///
    /// The same cells as ``cellGrid(for:)``, as arrays of ``StyledCell`` values; hosts that draw
    /// every frame use the compact grid.
    public func styledCells(for list: DisplayList) -> [[StyledCell]] {
        cellGrid(for: list).styledRows
    }

    /// The grid after drawing `list`, with each cell's style, in the compact form hosts diff and
    /// write (``CellGrid``). Lines thinner than a point underline the cells just above them.
    ///
    /// `characterWidth` is called once per distinct single-scalar character of a frame (the result
    /// is reused for every cell showing it), so it must be a function of its argument.
    public func cellGrid(for list: DisplayList) -> CellGrid {
        var cells = [CellGrid.Packed](repeating: .blank, count: columns * rows)
        var painter: Painter?
        cells.withUnsafeMutableBufferPointer { buffer in
            var drawing = Painter(cells: buffer, columns: columns, rows: rows, characterWidth: characterWidth)
            drawing.draw(list, symbolGlyph: symbolGlyph)
            painter = drawing
        }
        return CellGrid(columns: columns, rows: rows, cells: cells, attributeTable: painter!.attributes,
                        backgroundTable: painter!.backgrounds, clusterTable: painter!.clusters)
    }

    /// The grid after drawing `list`, as one string per line, trailing spaces kept.
    public func lines(for list: DisplayList) -> [String] {
        cellGrid(for: list).lines
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

    /// SF Symbol names drawn as one-column glyphs (``SymbolGlyphs``), `•` for names it does not know.
    public static let defaultSymbolGlyph: @Sendable (String) -> Character = { SymbolGlyphs.glyph(forSystemName: $0) }

    // MARK: Drawing

    /// The cell a position falls in.
    static func cell(_ value: CGFloat) -> Int { cell(value, rounding: .down) }

    /// The first cell boundary at or past a position (the end of a span that covers it).
    static func cellUp(_ value: CGFloat) -> Int { cell(value, rounding: .up) }

    /// Positions within a rounding error of a cell boundary count as on it: the same layout
    /// reached through another sum of fractional heights (44⅓-point rows at iOS metrics) lands
    /// a few ulps to either side, and must draw on the same lines.
    private static func cell(_ value: CGFloat, rounding: FloatingPointRoundingRule) -> Int {
        let exact = Double(value)
        let nearest = exact.rounded()
        let rounded = abs(exact - nearest) < 1e-6 ? nearest : exact.rounded(rounding)
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
                      maxX: TextRasterizer.cellUp(standard.maxX), maxY: TextRasterizer.cellUp(standard.maxY))
        }

        func intersection(_ other: ClipRect) -> ClipRect {
            ClipRect(minX: max(minX, other.minX), minY: max(minY, other.minY),
                     maxX: max(max(minX, other.minX), min(maxX, other.maxX)),
                     maxY: max(max(minY, other.minY), min(maxY, other.maxY)))
        }

        func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
    }

    // MARK: Painting

    /// Draws display items into a grid's cells, interning styles and clusters as it goes.
    struct Painter {
        let cells: UnsafeMutableBufferPointer<CellGrid.Packed>
        let columns: Int
        let rows: Int
        let characterWidth: @Sendable (Character) -> Int
        var attributes = CellGrid.Table<TextAttributes>(first: TextAttributes())
        var backgrounds = CellGrid.Table<DisplayColor?>(first: nil)
        var clusters = CellGrid.Table<ExactText>()
        /// `characterWidth` of each ASCII character drawn so far (-1 before the first).
        private var asciiWidths = [Int](repeating: -1, count: 128)
        /// `characterWidth` of each other single-scalar character drawn so far.
        private var scalarWidths: [UInt32: Int] = [:]

        static let space: UInt32 = 0x20
        static let continuation = CellGrid.continuationCode

        init(cells: UnsafeMutableBufferPointer<CellGrid.Packed>, columns: Int, rows: Int,
             characterWidth: @escaping @Sendable (Character) -> Int) {
            self.cells = cells
            self.columns = columns
            self.rows = rows
            self.characterWidth = characterWidth
        }

        mutating func draw(_ list: DisplayList, symbolGlyph: (String) -> Character) {
            // Each layer's clip stack. Lists have a few layers, nearly always one after the other.
            var layers: [(zIndex: Int, clips: [ClipRect])] = []
            var layer = -1
            let full = ClipRect(minX: 0, minY: 0, maxX: columns, maxY: rows)
            // Items are read in place: copying each out of the array costs more than drawing most.
            // Most lists are in drawing order already (checked here by index, which copies nothing).
            let inOrder = list.items.withUnsafeBufferPointer { items in
                items.indices.dropFirst().allSatisfy { items[$0 - 1].zIndex <= items[$0].zIndex }
            }
            (inOrder ? list.items : list.itemsInDrawingOrder).withUnsafeBufferPointer { items in
                for index in items.indices {
                    let zIndex = items[index].zIndex
                    if layer < 0 || layers[layer].zIndex != zIndex {
                        layer = layers.firstIndex { $0.zIndex == zIndex } ?? {
                            layers.append((zIndex, []))
                            return layers.count - 1
                        }()
                    }
                    let clip = layers[layer].clips.last ?? full
                    switch items[index].primitive {
                    case .pushClip(let rect):
                        layers[layer].clips.append(clip.intersection(ClipRect(rect)))
                    case .pushShapeClip(let shape):
                        layers[layer].clips.append(clip.intersection(ClipRect(shape.frame)))
                    case .popClip:
                        _ = layers[layer].clips.popLast()
                    case .pushTransform, .popTransform:
                        // Views drawn for cells move by their transform's rounded translation
                        // as they are recorded; cells cannot scale or turn text.
                        break
                    case .fill(let rect, let color):
                        fill(ClipRect(rect).intersection(clip), color: color)
                    case .roundedRect(let rect, _, let fillColor, let stroke):
                        let box = ClipRect(rect)
                        if let fillColor { fill(box.intersection(clip), color: fillColor) }
                        if let stroke { drawBox(box, clip: clip, color: stroke) }
                    case .layer(let run):
                        // Cells cannot show a shadow; a border is a box-drawing frame in the layer's
                        // edge cells, its corners rounded when the layer's are.
                        let box = ClipRect(run.shape.frame)
                        if let fillColor = run.fill { fill(box.intersection(clip), color: fillColor) }
                        if run.drawsBorder, let border = run.border {
                            drawBox(box, clip: clip, color: border, rounded: run.shape.isRounded)
                        }
                    case .line(let from, let to, let color, let thickness):
                        if thickness >= 1 {
                            drawLine(from: from, to: to, clip: clip, color: color)
                        } else {
                            underline(from: from, to: to, clip: clip)
                        }
                    case .text(let run):
                        var textClip = clip
                        if let maxWidth = run.maxWidth {
                            textClip = textClip.intersection(ClipRect(minX: TextRasterizer.cell(run.origin.x), minY: Int.min / 2,
                                                                      maxX: TextRasterizer.cell(run.origin.x) + TextRasterizer.cell(CGFloat(maxWidth)),
                                                                      maxY: Int.max / 2))
                        }
                        draw(run.string, sanitizing: true, attributes: run.attributes,
                             x: TextRasterizer.cell(run.origin.x), y: TextRasterizer.cell(run.origin.y), clip: textClip)
                    case .symbol(let symbol) where symbol.image != nil:
                        // Cells hold characters; a picture leaves what is under it.
                        break
                    case .symbol(let symbol):
                        draw(String(symbolGlyph(symbol.name)), sanitizing: false, attributes: TextAttributes(foreground: symbol.color),
                             x: TextRasterizer.cell(symbol.origin.x),
                             y: TextRasterizer.cell(symbol.origin.y + max(0, ((symbol.size.height - 1) / 2).rounded(.down))), clip: clip)
                    }
                }
            }
        }

        // MARK: Cells

        /// Sets the glyph and attributes of the cell at (`x`, `y`) if the clip contains it, keeping
        /// its background.
        @inline(__always)
        private func put(_ glyph: UInt32, attributes: UInt32, x: Int, y: Int, clip: ClipRect) {
            guard clip.contains(x: x, y: y) else { return }
            let index = y * columns + x
            clearWide(x: x, index: index)
            cells[index].glyph = glyph
            cells[index].attributes = attributes
        }

        /// Overwriting half of a wide character blanks its other half.
        @inline(__always)
        private func clearWide(x: Int, index: Int) {
            if cells[index].glyph == Self.continuation, x > 0 { cells[index - 1].glyph = Self.space }
            if x + 1 < columns, cells[index + 1].glyph == Self.continuation { cells[index + 1].glyph = Self.space }
        }

        private mutating func fill(_ rect: ClipRect, color: DisplayColor) {
            guard rect.minX < rect.maxX, rect.minY < rect.maxY else { return }
            guard color.isOpaque else { return fillTranslucent(rect, color: color) }
            let blank = CellGrid.Packed(glyph: Self.space, attributes: 0, background: backgrounds.index(of: color))
            for y in rect.minY..<rect.maxY {
                let start = y * columns
                // Only the edges can split a wide character: the cells between are all overwritten.
                clearWide(x: rect.minX, index: start + rect.minX)
                clearWide(x: rect.maxX - 1, index: start + rect.maxX - 1)
                UnsafeMutableBufferPointer(rebasing: cells[(start + rect.minX)..<(start + rect.maxX)]).update(repeating: blank)
            }
        }

        /// A translucent fill is painted over the background each cell already has, as a pixel host
        /// paints it ("source over"): a 25 % tint over a white row is a pale tint, not the tint over
        /// the terminal's black. Cells with no background yet keep the translucent colour, for the
        /// host to composite over the terminal's own background. Glyphs are blanked, as by any fill.
        private mutating func fillTranslucent(_ rect: ClipRect, color: DisplayColor) {
            let own = backgrounds.index(of: color)
            // The cells under one fill have few distinct backgrounds, in long runs: the last one
            // is remembered, and each other is composited once.
            var painted: [UInt32: UInt32] = [0: own]
            var last: (under: UInt32, background: UInt32) = (0, own)
            for y in rect.minY..<rect.maxY {
                let start = y * columns
                clearWide(x: rect.minX, index: start + rect.minX)
                clearWide(x: rect.maxX - 1, index: start + rect.maxX - 1)
                for index in (start + rect.minX)..<(start + rect.maxX) {
                    let under = cells[index].background
                    if under != last.under {
                        let background: UInt32
                        if let known = painted[under] {
                            background = known
                        } else {
                            background = backgrounds[Int(under)].map { backgrounds.index(of: color.composited(over: $0)) } ?? own
                            painted[under] = background
                        }
                        last = (under, background)
                    }
                    cells[index] = CellGrid.Packed(glyph: Self.space, attributes: 0, background: last.background)
                }
            }
        }

        private mutating func drawBox(_ box: ClipRect, clip: ClipRect, color: DisplayColor, rounded: Bool = true) {
            let right = box.maxX - 1
            let bottom = box.maxY - 1
            guard right > box.minX, bottom > box.minY else { return }
            let style = attributes.index(of: TextAttributes(foreground: color))
            // Only the cells inside the clip change, so the loops can skip the rest.
            for x in max(box.minX + 1, clip.minX)..<max(max(box.minX + 1, clip.minX), min(right, clip.maxX)) {
                put(0x2500, attributes: style, x: x, y: box.minY, clip: clip)   // ─
                put(0x2500, attributes: style, x: x, y: bottom, clip: clip)
            }
            for y in max(box.minY + 1, clip.minY)..<max(max(box.minY + 1, clip.minY), min(bottom, clip.maxY)) {
                put(0x2502, attributes: style, x: box.minX, y: y, clip: clip)   // │
                put(0x2502, attributes: style, x: right, y: y, clip: clip)
            }
            // ╭ ╮ ╰ ╯ for rounded corners, ┌ ┐ └ ┘ for square ones.
            put(rounded ? 0x256D : 0x250C, attributes: style, x: box.minX, y: box.minY, clip: clip)
            put(rounded ? 0x256E : 0x2510, attributes: style, x: right, y: box.minY, clip: clip)
            put(rounded ? 0x2570 : 0x2514, attributes: style, x: box.minX, y: bottom, clip: clip)
            put(rounded ? 0x256F : 0x2518, attributes: style, x: right, y: bottom, clip: clip)
        }

        private mutating func drawLine(from: CGPoint, to: CGPoint, clip: ClipRect, color: DisplayColor) {
            let x0 = TextRasterizer.cell(min(from.x, to.x)), x1 = TextRasterizer.cell(max(from.x, to.x))
            let y0 = TextRasterizer.cell(min(from.y, to.y)), y1 = TextRasterizer.cell(max(from.y, to.y))
            guard y0 == y1 || x0 == x1 else { return }
            let style = attributes.index(of: TextAttributes(foreground: color))
            if y0 == y1 {
                for x in max(x0, clip.minX)..<max(max(x0, clip.minX), min(x1, clip.maxX)) {
                    put(0x2500, attributes: style, x: x, y: y0, clip: clip)   // ─
                }
            } else {
                for y in max(y0, clip.minY)..<max(max(y0, clip.minY), min(y1, clip.maxY)) {
                    put(0x2502, attributes: style, x: x0, y: y, clip: clip)   // │
                }
            }
        }

        /// A horizontal line thinner than a point underlines the cells of the line above it.
        private mutating func underline(from: CGPoint, to: CGPoint, clip: ClipRect) {
            guard from.y == to.y else { return }
            let y = TextRasterizer.cellUp(from.y) - 1
            let x0 = TextRasterizer.cell(min(from.x, to.x)), x1 = TextRasterizer.cellUp(max(from.x, to.x))
            guard y >= 0, y < rows, y >= clip.minY, y < clip.maxY else { return }
            let start = max(x0, clip.minX, 0)
            let end = max(start, min(x1, clip.maxX, columns))
            // Neighbouring cells nearly always share their attributes: look each change up once.
            var plain = UInt32.max
            var underlined = UInt32.max
            for index in (y * columns + start)..<(y * columns + end) {
                let current = cells[index].attributes
                if current != plain {
                    plain = current
                    var style = attributes[Int(current)]
                    style.isUnderlined = true
                    underlined = attributes.index(of: style)
                }
                cells[index].attributes = underlined
            }
        }

        // MARK: Text

        private mutating func draw(_ text: String, sanitizing: Bool, attributes textAttributes: TextAttributes,
                                   x startX: Int, y: Int, clip: ClipRect) {
            guard y >= clip.minY, y < clip.maxY, y >= 0, y < rows else { return }
            let style = attributes.index(of: textAttributes)
            var x = startX
            // Printable ASCII, nearly all text: one scalar per cluster and nothing to sanitise.
            let drewASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard bytes.allSatisfy({ $0 &- 0x20 < 0x5F }) else { return false }
                for byte in bytes {
                    let width = asciiWidth(byte)
                    if x >= clip.maxX { break }
                    if width == 0 {
                        joinZeroWidth(Character(Unicode.Scalar(byte)), x: x, y: y, clip: clip)
                        continue
                    }
                    place(UInt32(byte), width: width, style: style, x: &x, y: y, clip: clip)
                }
                return true
            }
            if drewASCII == true { return }

            for character in sanitizing ? TextRasterizer.visibleControlCharacters(text) : text {
                let scalar = CellGrid.singleScalar(of: character)
                let width = scalar.map { self.width(of: $0) } ?? characterWidth(character)
                if x >= clip.maxX { break }
                if width == 0 {
                    joinZeroWidth(character, x: x, y: y, clip: clip)
                    continue
                }
                if width > 2 {
                    placeJoinedParts(of: character, style: style, x: &x, y: y, clip: clip)
                    continue
                }
                let glyph = scalar?.value ?? CellGrid.clusterFlag | clusters.index(of: ExactText(character))
                place(glyph, width: width, style: style, x: &x, y: y, clip: clip)
            }
        }

        /// Draws a cluster wider than two columns — a ZWJ sequence measured as its parts, as
        /// `wcwidth`-based terminals draw it — as the parts the joiners connect, each in its own
        /// cell(s), so every column keeps one glyph and the line stays aligned.
        private mutating func placeJoinedParts(of character: Character, style: UInt32, x: inout Int, y: Int,
                                               clip: ClipRect) {
            let parts = character.unicodeScalars.split(separator: "\u{200D}").map { String(String.UnicodeScalarView($0)) }
            for part in parts {
                for piece in part {
                    let width = characterWidth(piece)
                    if x >= clip.maxX { return }
                    if width == 0 { joinZeroWidth(piece, x: x, y: y, clip: clip); continue }
                    let scalar = CellGrid.singleScalar(of: piece)
                    let glyph = scalar?.value ?? CellGrid.clusterFlag | clusters.index(of: ExactText(piece))
                    place(glyph, width: min(width, 2), style: style, x: &x, y: y, clip: clip)
                }
            }
        }

        /// Draws a glyph `width` columns wide at `x` (within the row's clip) and moves `x` past it.
        @inline(__always)
        private func place(_ glyph: UInt32, width: Int, style: UInt32, x: inout Int, y: Int, clip: ClipRect) {
            if x >= clip.minX && x + width <= clip.maxX {
                put(glyph, attributes: style, x: x, y: y, clip: clip)
                if width == 2 {
                    let index = y * columns + x + 1
                    clearWide(x: x + 1, index: index)
                    cells[index].glyph = Self.continuation
                    cells[index].attributes = style
                }
            } else if x + width > clip.minX && x < clip.maxX {
                // Half of a wide character inside the clip: show a blank rather than half a glyph.
                for column in max(x, clip.minX)..<min(x + width, clip.maxX) {
                    put(Self.space, attributes: style, x: column, y: y, clip: clip)
                }
            }
            x += width
        }

        /// A lone zero-width cluster joins the previous cell when there is one, when they form one
        /// cluster and when the cluster is as wide as the cell's glyph; otherwise it is dropped.
        ///
        /// The width rule keeps every later cell in its column: a variation selector split from
        /// its base by a dropped control ("❤", U+202C, U+FE0F) would otherwise turn a one-column
        /// glyph into a two-column emoji (or VS15 a two-column one into one column) after the
        /// line was laid out, and a terminal would draw the rest of the line a column off.
        private mutating func joinZeroWidth(_ character: Character, x: Int, y: Int, clip: ClipRect) {
            guard x > clip.minX, x - 1 < columns else { return }
            let index = y * columns + x - 1
            let previous = cells[index].glyph
            guard previous != Self.continuation else { return }
            let previousCharacter: Character = previous & CellGrid.clusterFlag != 0
                ? clusters[Int(previous & ~CellGrid.clusterFlag)].character
                : Character(Unicode.Scalar(previous) ?? "\u{FFFD}")
            let joined = String(previousCharacter) + String(character)
            guard joined.count == 1, let cluster = joined.first else { return }
            let placedWidth = x < columns && cells[index + 1].glyph == Self.continuation ? 2 : 1
            guard characterWidth(cluster) == placedWidth else { return }
            cells[index].glyph = CellGrid.singleScalar(of: cluster)?.value ?? CellGrid.clusterFlag | clusters.index(of: ExactText(cluster))
        }

        // MARK: Widths

        @inline(__always)
        private mutating func asciiWidth(_ byte: UInt8) -> Int {
            let cached = asciiWidths[Int(byte)]
            if cached >= 0 { return cached }
            let width = characterWidth(Character(Unicode.Scalar(byte)))
            asciiWidths[Int(byte)] = width
            return width
        }

        private mutating func width(of scalar: Unicode.Scalar) -> Int {
            if scalar.value < 0x80 { return asciiWidth(UInt8(scalar.value)) }
            if let cached = scalarWidths[scalar.value] { return cached }
            let width = characterWidth(Character(scalar))
            scalarWidths[scalar.value] = width
            return width
        }
    }
}
