import Foundation

/// A frame of styled character cells, `rows` × `columns`, stored flat: what ``TextRasterizer``
/// draws a ``DisplayList`` into and what terminal hosts diff and write.
///
/// Each cell is a few integers — the glyph as a small code and its text attributes and background
/// as indices into tables the grid keeps — so copying a grid or comparing two rows is a
/// `memcmp`, not a walk over strings and colours. Cells read and written through
/// ``subscript(row:column:)``, and read by ``row(_:)``, are ordinary ``TextRasterizer/StyledCell``
/// values.
///
/// Glyph codes: a grapheme cluster of one Unicode scalar (nearly every cell) is stored as the
/// scalar's value; a cluster of several scalars as an index into the grid's cluster table; the
/// second column of a wide character as a reserved code.
///
/// Two grids are equal when they show the same cells, whatever the order their tables were
/// filled in; when the tables match (as for frames drawn from similar display lists) the
/// comparison is a byte comparison of the cells. Glyphs compare by their exact scalars, as a
/// terminal receives them: "é" as one scalar and as "e" + U+0301 are different glyphs here, though
/// equal as `Character`s.
public struct CellGrid: Sendable {
    /// The number of cells in each row.
    public private(set) var columns: Int
    /// The number of rows.
    public private(set) var rows: Int

    /// One cell as stored. Within one grid, equal cells have equal bits.
    package struct Packed: Equatable, Sendable {
        /// The glyph code (see ``CellGrid``).
        package var glyph: UInt32
        /// An index into ``CellGrid/attributeTable``.
        package var attributes: UInt32
        /// An index into ``CellGrid/backgroundTable``.
        package var background: UInt32

        package init(glyph: UInt32, attributes: UInt32, background: UInt32) {
            self.glyph = glyph
            self.attributes = attributes
            self.background = background
        }

        /// A space in the default style with no background.
        package static let blank = Packed(glyph: 0x20, attributes: 0, background: 0)
    }

    /// The cells, row after row.
    package private(set) var cells: [Packed]
    /// Text attributes by index; index 0 is the default `TextAttributes()`.
    package private(set) var attributeTable = Table<TextAttributes>(first: TextAttributes())
    /// Cell backgrounds by index; index 0 is no background.
    package private(set) var backgroundTable = Table<DisplayColor?>(first: nil)
    /// Grapheme clusters of more than one scalar, by index (each kept with its exact scalars).
    package private(set) var clusterTable = Table<ExactText>()

    /// The glyph code of the second column of a wide character.
    package static let continuationCode: UInt32 = 0xFFFF_FFFF
    /// Set in the glyph code of a cluster kept in the cluster table (the rest is its index).
    package static let clusterFlag: UInt32 = 0x8000_0000

    /// A grid of blank cells (spaces in the default style, no background).
    public init(columns: Int, rows: Int) {
        engineRequire(columns >= 0 && rows >= 0, "CellGrid: size must not be negative, got \(columns)×\(rows)")
        self.columns = columns
        self.rows = rows
        cells = [Packed](repeating: .blank, count: columns * rows)
    }

    /// A grid of the given cells and tables (the rasterizer's result).
    package init(columns: Int, rows: Int, cells: [Packed], attributeTable: Table<TextAttributes>,
                 backgroundTable: Table<DisplayColor?>, clusterTable: Table<ExactText>) {
        precondition(cells.count == columns * rows, "CellGrid: \(cells.count) cells for a \(columns)×\(rows) grid")
        self.columns = columns
        self.rows = rows
        self.cells = cells
        self.attributeTable = attributeTable
        self.backgroundTable = backgroundTable
        self.clusterTable = clusterTable
    }

    /// A grid holding `rows`, as wide as the longest of them: shorter rows are padded with blank
    /// cells.
    public init(_ rows: [[TextRasterizer.StyledCell]]) {
        self.init(columns: rows.reduce(0) { max($0, $1.count) }, rows: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, cell) in row.enumerated() { self[row: y, column: x] = cell }
        }
    }

    /// The cell at (`row`, `column`), 0-based.
    public subscript(row row: Int, column column: Int) -> TextRasterizer.StyledCell {
        get {
            precondition(row >= 0 && row < rows && column >= 0 && column < columns,
                         "CellGrid: (\(row), \(column)) is outside the \(columns)×\(rows) grid")
            return styledCell(cells[row * columns + column])
        }
        set {
            precondition(row >= 0 && row < rows && column >= 0 && column < columns,
                         "CellGrid: (\(row), \(column)) is outside the \(columns)×\(rows) grid")
            cells[row * columns + column] = Packed(glyph: glyphCode(for: newValue.cell),
                                                   attributes: attributeTable.index(of: newValue.attributes),
                                                   background: backgroundTable.index(of: newValue.background))
        }
    }

    /// The cells of one row.
    public func row(_ row: Int) -> [TextRasterizer.StyledCell] {
        precondition(row >= 0 && row < rows, "CellGrid: row \(row) is outside the \(columns)×\(rows) grid")
        return cells[(row * columns)..<((row + 1) * columns)].map(styledCell)
    }

    /// Every row's cells.
    public var styledRows: [[TextRasterizer.StyledCell]] {
        (0..<rows).map(row)
    }

    /// Every row's glyphs.
    public var glyphRows: [[TextRasterizer.Cell]] {
        (0..<rows).map { y in cells[(y * columns)..<((y + 1) * columns)].map { cell(forCode: $0.glyph) } }
    }

    /// Each row as a string: every glyph, a wide character once (its continuation adds nothing),
    /// trailing spaces kept.
    public var lines: [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns)
        return (0..<rows).map { y in
            bytes.removeAll(keepingCapacity: true)
            for cell in cells[(y * columns)..<((y + 1) * columns)] {
                let code = cell.glyph
                if code < 0x80 {
                    bytes.append(UInt8(code))
                } else if code == Self.continuationCode {
                    continue
                } else if code & Self.clusterFlag != 0 {
                    bytes.append(contentsOf: clusterTable[Int(code & ~Self.clusterFlag)].string.utf8)
                } else if let scalar = Unicode.Scalar(code) {
                    bytes.append(contentsOf: UTF8.encode(scalar)!)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Whether both grids index the same attributes, backgrounds and clusters the same way, so
    /// that equal cells have equal bits across the two (and rows can be compared as bytes).
    package func hasSameTables(as other: CellGrid) -> Bool {
        attributeTable.values == other.attributeTable.values && backgroundTable.values == other.backgroundTable.values
            && clusterTable.values == other.clusterTable.values
    }

    // MARK: Codes

    /// The glyph code for `cell`, adding a cluster of several scalars to the cluster table.
    private mutating func glyphCode(for cell: TextRasterizer.Cell) -> UInt32 {
        switch cell {
        case .continuation:
            return Self.continuationCode
        case .glyph(let character):
            if let scalar = Self.singleScalar(of: character) { return scalar.value }
            return Self.clusterFlag | clusterTable.index(of: ExactText(character))
        }
    }

    /// The one scalar `character` consists of, or nil when it has several.
    package static func singleScalar(of character: Character) -> Unicode.Scalar? {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }

    /// The cell a glyph code stands for.
    package func cell(forCode code: UInt32) -> TextRasterizer.Cell {
        if code == Self.continuationCode { return .continuation }
        if code & Self.clusterFlag != 0 { return .glyph(clusterTable[Int(code & ~Self.clusterFlag)].character) }
        return .glyph(Character(Unicode.Scalar(code) ?? "\u{FFFD}"))
    }

    /// The styled cell a stored cell stands for.
    package func styledCell(_ packed: Packed) -> TextRasterizer.StyledCell {
        var cell = TextRasterizer.StyledCell.blank
        cell.cell = self.cell(forCode: packed.glyph)
        cell.attributes = attributeTable[Int(packed.attributes)]
        cell.background = backgroundTable[Int(packed.background)]
        return cell
    }

    // MARK: Tables

    /// Values interned to small indices, in the order they were first added.
    package struct Table<Value: Hashable & Sendable>: Sendable {
        package private(set) var values: [Value] = []
        /// An index of `values`, built once the table outgrows a linear scan.
        private var positions: [Value: UInt32] = [:]
        private var lastIndex: Int = 0
        private static var scanLimit: Int { 16 }

        init() {}

        init(first: Value) {
            values = [first]
        }

        package subscript(index: Int) -> Value { values[index] }

        package var count: Int { values.count }

        /// The index of `value`, added at the end if it is new.
        package mutating func index(of value: Value) -> UInt32 {
            if lastIndex < values.count, values[lastIndex] == value { return UInt32(lastIndex) }
            if values.count <= Self.scanLimit {
                if let found = values.firstIndex(of: value) {
                    lastIndex = found
                    return UInt32(found)
                }
            } else if let found = positions[value] {
                lastIndex = Int(found)
                return found
            }
            values.append(value)
            lastIndex = values.count - 1
            if values.count == Self.scanLimit + 1 {
                for (index, existing) in values.enumerated() { positions[existing] = UInt32(index) }
            } else if values.count > Self.scanLimit + 1 {
                positions[value] = UInt32(lastIndex)
            }
            return UInt32(lastIndex)
        }
    }
}

extension CellGrid: Equatable {
    public static func == (lhs: CellGrid, rhs: CellGrid) -> Bool {
        guard lhs.columns == rhs.columns, lhs.rows == rhs.rows else { return false }
        if lhs.hasSameTables(as: rhs) {
            return lhs.cells.withUnsafeBufferPointer { mine in
                rhs.cells.withUnsafeBufferPointer { theirs in
                    mine.count == 0 || memoryEqual(mine.baseAddress!, theirs.baseAddress!, count: mine.count)
                }
            }
        }
        for index in lhs.cells.indices {
            let mine = lhs.cells[index], theirs = rhs.cells[index]
            guard lhs.attributeTable[Int(mine.attributes)] == rhs.attributeTable[Int(theirs.attributes)],
                  lhs.backgroundTable[Int(mine.background)] == rhs.backgroundTable[Int(theirs.background)] else { return false }
            if mine.glyph == theirs.glyph && (mine.glyph & clusterFlag == 0 || mine.glyph == continuationCode) { continue }
            guard mine.glyph & clusterFlag != 0, theirs.glyph & clusterFlag != 0,
                  mine.glyph != continuationCode, theirs.glyph != continuationCode,
                  lhs.clusterTable[Int(mine.glyph & ~clusterFlag)] == rhs.clusterTable[Int(theirs.glyph & ~clusterFlag)] else {
                return false
            }
        }
        return true
    }
}

extension CellGrid: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns)
        hasher.combine(rows)
        // Glyph codes of single scalars don't depend on the tables; clusters hash by their scalars.
        // (Styles are left out: equal grids hash alike all the same.)
        for cell in cells {
            if cell.glyph & Self.clusterFlag != 0 && cell.glyph != Self.continuationCode {
                hasher.combine(clusterTable[Int(cell.glyph & ~Self.clusterFlag)])
            } else {
                hasher.combine(cell.glyph)
            }
        }
    }
}

/// A string compared and hashed by its exact scalars, not by canonical equivalence as `String`
/// and `Character` are: "é" written as one scalar and as "e" + U+0301 are two different texts, so
/// a table of them keeps what was drawn.
package struct ExactText: Hashable, Sendable {
    package let string: String

    package init(_ string: String) {
        self.string = string
    }

    package init(_ character: Character) {
        self.string = String(character)
    }

    /// The text as one grapheme cluster (for texts made from one).
    package var character: Character { Character(string) }

    package static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        for byte in string.utf8 { hasher.combine(byte) }
    }
}

/// Whether `count` cells at `lhs` and `rhs` have the same bits.
@inline(__always)
private func memoryEqual(_ lhs: UnsafePointer<CellGrid.Packed>, _ rhs: UnsafePointer<CellGrid.Packed>, count: Int) -> Bool {
    if lhs == rhs { return true }
    return memcmp(lhs, rhs, count * MemoryLayout<CellGrid.Packed>.stride) == 0
}
