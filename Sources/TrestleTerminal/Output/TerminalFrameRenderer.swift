import Foundation
import TrestleCore

/// Turns successive frames of styled cells into the bytes that update a terminal screen from one
/// frame to the next, writing only what changed.
///
/// The renderer remembers the frame it last produced bytes for, which is what the terminal shows
/// once the host has written them. Given the next frame, ``render(_:colorMode:)-(CellGrid,_)``
/// compares the two cell by cell and returns one byte string for the host to write in one go:
///
/// - Only cells that differ are written. Adjacent changed cells are written as one run; a short
///   gap of unchanged cells in the same style is rewritten rather than jumped over when that is
///   fewer bytes than the cursor move.
/// - The cursor moves by the shortest of `CUP` (`ESC[row;colH`), `CR`, `CHA` (`ESC[colG`) and the
///   relative moves `CUU`/`CUD`/`CUF`/`CUB` (`ESC[nA`…`ESC[nD`). A frame never relies on autowrap
///   and never prints past the last column.
/// - SGR attributes are written only when they differ from the pen in effect; removing one resets
///   the pen (`ESC[0m`, combined with the attributes that stay into one sequence). Each frame
///   ends with the pen reset, so whatever the host writes afterwards is unstyled.
/// - A wide character (a `TextRasterizer/Cell/glyph(_:)` followed by a
///   `TextRasterizer/Cell/continuation`) is written once; its continuation cell never is.
///   Replacing a wide character by narrow ones, or the reverse, repaints every cell the old and
///   the new characters cover, so no half of a wide character is left behind.
/// - Every glyph goes through `TextRasterizer/visibleControlCharacters(_:)` again before it is
///   written, so no cell can emit ESC, BEL or any other C0 or C1 control, whatever built the frame.
///
/// The first frame, the first after ``invalidate()`` and any frame of a different size from the
/// previous one clear the screen (`ESC[2J`) and paint everything that is not blank.
///
/// Malformed frames are drawn without breaking the screen's alignment: rows shorter than the
/// longest are padded with blanks; a continuation cell that does not follow a two-column glyph
/// is drawn as a blank; a two-column glyph without its continuation cell is drawn as U+FFFD, and a
/// glyph of zero columns (a lone combining mark) as a blank.
///
/// Frames are `CellGrid`s, whose rows compare as bytes; each cell the renderer looks at is
/// resolved to a *slot* — the sanitised glyph, its width and its pen, packed into 64 bits against
/// tables the renderer keeps from frame to frame — so the screen it remembers compares as bytes
/// too, and styles are resolved once per distinct style of a frame rather than once per cell.
///
/// - Note: Widths are measured with ``widthPolicy``, which must be the policy the frames were laid
///   out and rasterized with (the screen's `MetricsProfile.widthPolicy`); a terminal that
///   disagrees about a character's width will misplace what follows it on that line until the
///   next full repaint.
public struct TerminalFrameRenderer: Sendable {
    /// Whether each frame that changes the screen is bracketed in synchronized output
    /// (`ESC[?2026h` … `ESC[?2026l`), so the terminal shows it all at once.
    ///
    /// Turn it on only when the terminal reports support (DECRQM `ESC[?2026$p`); terminals that
    /// don't understand the mode ignore it, but some print stray characters for the query.
    public var synchronizedOutput: Bool

    /// The colour translucent colours are composited over where a cell has no opaque background:
    /// the terminal's own background as far as the host knows it (black unless set; white for a
    /// light terminal theme).
    public var defaultBackground: DisplayColor

    /// How emoji sequences (VS16, VS15, ZWJ) are measured: the policy the frames were rasterized
    /// with, so that a wide cluster's continuation cell is where the renderer expects it. Changing
    /// it repaints the next frame in full.
    public var widthPolicy: TerminalWidthPolicy {
        didSet { if widthPolicy != oldValue { needsFullRepaint = true } }
    }

    /// The frame the renderer last produced bytes for, as given to ``render(_:colorMode:)-(CellGrid,_)``.
    public private(set) var displayedFrame = CellGrid(columns: 0, rows: 0)

    /// What the terminal shows, slot by slot, row after row, after the last frame's bytes are written.
    private var screen: [UInt64] = []
    private var columns = 0
    private var rows = 0
    /// The pens and glyph texts the slots of `screen` refer to.
    private var tables = SlotTables()
    private var lastColorMode: TerminalColorMode?
    private var lastDefaultBackground: DisplayColor?
    private var needsFullRepaint = true
    /// The size of the last frame's output, to reserve as much for the next.
    private var lastOutputCount = 256

    /// Creates a renderer whose first frame repaints the whole screen.
    ///
    /// - Parameters:
    ///   - synchronizedOutput: Whether to bracket frames in synchronized output.
    ///   - defaultBackground: The colour assumed behind translucent colours.
    ///   - widthPolicy: How emoji sequences are measured (see ``widthPolicy``).
    public init(synchronizedOutput: Bool = false,
                defaultBackground: DisplayColor = DisplayColor(red: 0, green: 0, blue: 0),
                widthPolicy: TerminalWidthPolicy = .standard) {
        self.synchronizedOutput = synchronizedOutput
        self.defaultBackground = defaultBackground
        self.widthPolicy = widthPolicy
    }

    /// Makes the next ``render(_:colorMode:)-(CellGrid,_)`` clear the screen and paint the whole frame.
    ///
    /// Call it whenever the screen may no longer show the last frame: after a resize, after
    /// resuming from suspension (`SIGCONT`), or after anything else wrote to the terminal.
    public mutating func invalidate() {
        needsFullRepaint = true
    }

    /// The bytes that turn the screen from the previous frame into `frame`, given as rows of
    /// styled cells (rows shorter than the longest are padded with blanks).
    ///
    /// The same as rendering `CellGrid(frame)`.
    public mutating func render(_ frame: [[TextRasterizer.StyledCell]], colorMode: TerminalColorMode) -> [UInt8] {
        render(CellGrid(frame), colorMode: colorMode)
    }

    /// The bytes that turn the screen from the previous frame into `frame`.
    ///
    /// The host writes the result as it is, ideally with a single `write(2)` loop. The cursor's
    /// position at the start of a frame is not assumed; the pen is assumed reset, as every frame
    /// leaves it (write `ESC[0m` after styling anything yourself, or call ``invalidate()``).
    ///
    /// - Parameters:
    ///   - frame: The cells to show (as from `TextRasterizer/cellGrid(for:)`).
    ///   - colorMode: How colours are written; a change of mode between frames rewrites the cells
    ///     whose colours it changes.
    /// - Returns: The bytes to write; empty when the screen already shows `frame`.
    /// - Complexity: O(rows × columns) byte comparisons, plus work proportional to the rows that
    ///   changed.
    public mutating func render(_ frame: CellGrid, colorMode: TerminalColorMode) -> [UInt8] {
        let fullRepaint = needsFullRepaint || frame.rows != rows || frame.columns != columns
        let restyled = lastColorMode != colorMode || lastDefaultBackground != defaultBackground
        // Rows whose cells have the same bits as the displayed frame's, under the same tables and
        // styles, are on screen already.
        let skipsUnchangedRows = !fullRepaint && !restyled && frame.hasSameTables(as: displayedFrame)

        // Work on local copies, so that nothing else holds their buffers while they change.
        var screen: [UInt64] = []
        swap(&screen, &self.screen)
        var tables = SlotTables.empty
        swap(&tables, &self.tables)
        if fullRepaint {
            // After ED 2 with the pen reset, every cell is a blank in the default style.
            rows = frame.rows
            columns = frame.columns
            screen = [UInt64](repeating: Slot.blank, count: rows * columns)
        }
        tables.compactIfNeeded(screen: &screen)

        var writer = FrameWriter(columns: columns, capacity: lastOutputCount + 64)
        if synchronizedOutput { writer.bytes.append(contentsOf: ControlSequence.beginSynchronizedUpdate) }
        if fullRepaint { writer.bytes.append(contentsOf: ControlSequence.resetAndClear) }
        let prefixCount = writer.bytes.count

        var resolver = SlotResolver(mode: colorMode, defaultBackground: defaultBackground, frame: frame,
                                    widthPolicy: widthPolicy)
        let columns = self.columns
        let rows = self.rows
        if columns > 0 {
            let slots = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: columns)
            defer { slots.deallocate() }
            let previousCells = skipsUnchangedRows ? displayedFrame.cells : []
            frame.cells.withUnsafeBufferPointer { cells in
                previousCells.withUnsafeBufferPointer { previousCells in
                    screen.withUnsafeMutableBufferPointer { screen in
                        for row in 0..<rows {
                            let start = row * columns
                            if skipsUnchangedRows && memcmp(cells.baseAddress! + start, previousCells.baseAddress! + start,
                                                            columns * MemoryLayout<CellGrid.Packed>.stride) == 0 {
                                continue
                            }
                            resolver.resolve(UnsafeBufferPointer(rebasing: cells[start..<(start + columns)]), into: slots,
                                             tables: &tables)
                            let shown = UnsafeMutableBufferPointer(rebasing: screen[start..<(start + columns)])
                            if memcmp(shown.baseAddress!, slots.baseAddress!, columns * MemoryLayout<UInt64>.stride) == 0 { continue }
                            writer.update(row: row, from: UnsafeBufferPointer(shown), to: UnsafeBufferPointer(slots), tables: tables)
                            _ = shown.update(fromContentsOf: slots)
                        }
                    }
                }
            }
        }
        writer.finish(tables: tables)

        self.screen = screen
        self.tables = tables
        displayedFrame = frame
        lastColorMode = colorMode
        lastDefaultBackground = defaultBackground
        needsFullRepaint = false

        guard fullRepaint || writer.bytes.count > prefixCount else {
            _ = writer.bytes.takeBytes()
            return []
        }
        if synchronizedOutput { writer.bytes.append(contentsOf: ControlSequence.endSynchronizedUpdate) }
        lastOutputCount = writer.bytes.count
        return writer.bytes.takeBytes()
    }
}

// MARK: - Cells as the terminal shows them

// The helper types are nested so their plain names stay out of the module's namespace.
extension TerminalFrameRenderer {
    /// One screen cell as written, packed into 64 bits: the pen's index in ``SlotTables/pens``
    /// in the high half, the glyph in the low half.
    ///
    /// A glyph is a Unicode scalar's value (the sanitised glyph is that one scalar), or
    /// ``textFlag`` and an index into ``SlotTables/texts`` (a cluster of several scalars), with
    /// ``wideFlag`` set for a glyph two columns wide; ``continuation`` is the second column of a wide
    /// character, which carries the pen of the whole character. Equal slots print the same.
    enum Slot {
        static let wideFlag: UInt32 = 1 << 31
        static let continuation: UInt32 = 1 << 30
        static let textFlag: UInt32 = 1 << 29
        static let blank = UInt64(0x20)

        @inline(__always) static func make(glyph: UInt32, pen: UInt64) -> UInt64 { pen << 32 | UInt64(glyph) }
        @inline(__always) static func glyph(_ slot: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: slot) }
        @inline(__always) static func pen(_ slot: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: slot >> 32) }

        /// 1 or 2 for a glyph, 0 for the second column of a wide character.
        @inline(__always) static func width(ofGlyph glyph: UInt32) -> Int {
            glyph & wideFlag != 0 ? 2 : (glyph == continuation ? 0 : 1)
        }
    }

    /// The SGR state of the terminal: what the next printed character will look like.
    struct Pen: Hashable {
        var isBold = false
        var isDim = false
        var isItalic = false
        var isUnderlined = false
        var isStrikethrough = false
        var isInverse = false
        var foreground: TerminalColor?
        var background: TerminalColor?

        static let plain = Pen()
    }

    /// The pens and the texts of multi-scalar glyphs that slots refer to by index. They persist from
    /// frame to frame, so that a slot on screen and the same slot in the next frame have the same
    /// bits; when they grow large they are rebuilt from what the screen still shows.
    struct SlotTables {
        /// Pen 0 is the plain pen.
        private(set) var pens: [Pen]
        private var penIndex: [Pen: UInt32]
        private(set) var texts: [String]
        /// Texts are told apart by their exact scalars: a canonically equivalent text prints other bytes.
        private var textIndex: [ExactText: UInt32]
        /// The glyph and width of the sanitised form of each non-ASCII scalar seen.
        private var scalarGlyphs: [UInt32: (glyph: UInt32, width: Int)]

        static let compactionThreshold = 4096

        init() {
            pens = [.plain]
            penIndex = [.plain: 0]
            texts = []
            textIndex = [:]
            scalarGlyphs = [:]
        }

        private init(empty: Void) {
            pens = []
            penIndex = [:]
            texts = []
            textIndex = [:]
            scalarGlyphs = [:]
        }

        /// Tables holding nothing, not even the plain pen: a placeholder that allocates nothing.
        static var empty: SlotTables { SlotTables(empty: ()) }

        mutating func index(of pen: Pen) -> UInt32 {
            if let index = penIndex[pen] { return index }
            let index = UInt32(pens.count)
            pens.append(pen)
            penIndex[pen] = index
            return index
        }

        /// The sanitised glyph for `text` (already sanitised): its scalar when it has one, else its
        /// index in `texts`.
        mutating func glyph(forSanitized text: String) -> UInt32 {
            var scalars = text.unicodeScalars.makeIterator()
            if let first = scalars.next(), scalars.next() == nil { return first.value }
            if let index = textIndex[ExactText(text)] { return Slot.textFlag | index }
            let index = UInt32(texts.count)
            texts.append(text)
            textIndex[ExactText(text)] = index
            return Slot.textFlag | index
        }

        /// The sanitised glyph (without ``Slot/wideFlag``) and width of a non-ASCII scalar.
        mutating func glyph(forScalar value: UInt32) -> (glyph: UInt32, width: Int) {
            if let known = scalarGlyphs[value] { return known }
            let text = TextRasterizer.visibleControlCharacters(String(Unicode.Scalar(value) ?? "\u{FFFD}"))
            let resolved = (glyph: glyph(forSanitized: text), width: CharacterWidth.terminalColumns(of: text))
            scalarGlyphs[value] = resolved
            return resolved
        }

        /// The text a glyph prints.
        func text(of glyph: UInt32) -> String {
            let value = glyph & ~Slot.wideFlag
            if value & Slot.textFlag != 0 && glyph != Slot.continuation { return texts[Int(value & ~Slot.textFlag)] }
            if glyph == Slot.continuation { return "" }
            return String(Unicode.Scalar(value) ?? "\u{FFFD}")
        }

        /// The first and last scalar values a glyph prints.
        @inline(__always) func boundaryScalars(of glyph: UInt32) -> (first: UInt32, last: UInt32) {
            let value = glyph & ~Slot.wideFlag
            guard value & Slot.textFlag != 0, glyph != Slot.continuation else { return (value, value) }
            let scalars = texts[Int(value & ~Slot.textFlag)].unicodeScalars
            return (scalars.first?.value ?? 0, scalars.last?.value ?? 0)
        }

        /// The number of UTF-8 bytes a glyph prints.
        @inline(__always) func utf8Count(of glyph: UInt32) -> Int {
            if glyph < 0x80 { return 1 }
            let value = glyph & ~Slot.wideFlag
            if value & Slot.textFlag != 0 && glyph != Slot.continuation { return texts[Int(value & ~Slot.textFlag)].utf8.count }
            if glyph == Slot.continuation { return 0 }
            return value < 0x800 ? 2 : (value < 0x10000 ? 3 : 4)
        }

        /// Rebuilds the tables from the pens and texts `screen` uses, once they have grown past
        /// ``compactionThreshold`` entries (an animation through many colours, say).
        mutating func compactIfNeeded(screen: inout [UInt64]) {
            guard pens.count > Self.compactionThreshold || texts.count > Self.compactionThreshold
                    || scalarGlyphs.count > Self.compactionThreshold else { return }
            let old = self
            self = SlotTables()
            for index in screen.indices {
                var glyph = Slot.glyph(screen[index])
                let value = glyph & ~Slot.wideFlag
                if value & Slot.textFlag != 0 && glyph != Slot.continuation {
                    glyph = (glyph & Slot.wideFlag) | self.glyph(forSanitized: old.texts[Int(value & ~Slot.textFlag)])
                }
                let pen = self.index(of: old.pens[Int(Slot.pen(screen[index]))])
                screen[index] = Slot.make(glyph: glyph, pen: UInt64(pen))
            }
        }
    }

    /// Resolves the cells of one frame into slots: sanitised glyphs, their widths and their pens.
    struct SlotResolver {
        let mode: TerminalColorMode
        let defaultBackground: DisplayColor
        let frame: CellGrid
        let widthPolicy: TerminalWidthPolicy
        /// The pen of each style (attribute and background indices of `frame`) resolved so far.
        private var pens: [UInt64: UInt64] = [:]
        /// The last few styles looked up and their pens, direct-mapped, in front of `pens`.
        private var recentStyles = [UInt64](repeating: .max, count: 8)
        private var recentPens = [UInt64](repeating: 0, count: 8)
        // Neighbouring cells usually share a style.
        private var lastStyle = UInt64.max
        private var lastPen: UInt64 = 0
        /// The glyph and width of each cluster of `frame` resolved so far.
        private var clusters: [UInt32: (glyph: UInt32, width: Int)] = [:]

        init(mode: TerminalColorMode, defaultBackground: DisplayColor, frame: CellGrid,
             widthPolicy: TerminalWidthPolicy) {
            self.mode = mode
            self.defaultBackground = defaultBackground
            self.frame = frame
            self.widthPolicy = widthPolicy
        }

        /// Fills `slots` (as wide as `row`) with the slots of `row`.
        mutating func resolve(_ row: UnsafeBufferPointer<CellGrid.Packed>, into slots: UnsafeMutableBufferPointer<UInt64>,
                              tables: inout SlotTables) {
            let columns = row.count
            var lastStyle = self.lastStyle, pen = lastPen
            defer {
                self.lastStyle = lastStyle
                lastPen = pen
            }
            var x = 0
            while x < columns {
                x = Self.resolveASCII(row, into: slots, from: x, style: lastStyle, pen: pen)
                guard x < columns else { break }
                let cell = row[x]
                let style = UInt64(cell.attributes) << 32 | UInt64(cell.background)
                if style != lastStyle {
                    lastStyle = style
                    pen = self.pen(for: style, attributes: cell.attributes, background: cell.background, tables: &tables)
                }
                let code = cell.glyph
                if code &- 0x20 < 0x5F {
                    // Printable ASCII, the common case: nothing to sanitise, one column.
                    slots[x] = Slot.make(glyph: code, pen: pen)
                    x += 1
                    continue
                }
                if code == CellGrid.continuationCode {
                    // A continuation with no wide glyph before it.
                    slots[x] = Slot.make(glyph: 0x20, pen: pen)
                    x += 1
                    continue
                }
                let (glyph, width) = glyph(for: code, tables: &tables)
                switch width {
                case 2 where x + 1 < columns && row[x + 1].glyph == CellGrid.continuationCode:
                    slots[x] = Slot.make(glyph: glyph | Slot.wideFlag, pen: pen)
                    slots[x + 1] = Slot.make(glyph: Slot.continuation, pen: pen)
                    x += 2
                case 1:
                    slots[x] = Slot.make(glyph: glyph, pen: pen)
                    x += 1
                case 2:
                    // Printing it would push the rest of the line one column right.
                    slots[x] = Slot.make(glyph: 0xFFFD, pen: pen)
                    x += 1
                default:
                    // Zero columns: printed alone it would combine with the cell before.
                    slots[x] = Slot.make(glyph: 0x20, pen: pen)
                    x += 1
                }
            }
        }

        /// Resolves the cells from `start` on that are printable ASCII in `style` (attribute index
        /// in the high half, background index in the low half), whose pen is `pen`; returns the
        /// index of the first other cell. (Kept apart so that the loop keeps its index in a register.)
        @inline(never)
        static func resolveASCII(_ row: UnsafeBufferPointer<CellGrid.Packed>, into slots: UnsafeMutableBufferPointer<UInt64>,
                                 from start: Int, style: UInt64, pen: UInt64) -> Int {
            let attributes = UInt32(truncatingIfNeeded: style >> 32), background = UInt32(truncatingIfNeeded: style)
            let penBits = pen << 32
            var x = start
            while x < row.count {
                let cell = row[x]
                guard cell.attributes == attributes, cell.background == background, cell.glyph &- 0x20 < 0x5F else { break }
                slots[x] = penBits | UInt64(cell.glyph)
                x += 1
            }
            return x
        }

        /// The sanitised glyph and width of a glyph code of `frame` other than ASCII and the continuation.
        private mutating func glyph(for code: UInt32, tables: inout SlotTables) -> (glyph: UInt32, width: Int) {
            guard code & CellGrid.clusterFlag != 0 else { return tables.glyph(forScalar: code) }
            if let known = clusters[code] { return known }
            let cluster = frame.clusterTable[Int(code & ~CellGrid.clusterFlag)]
            let text = TextRasterizer.visibleControlCharacters(cluster.string)
            let resolved = (glyph: tables.glyph(forSanitized: text), width: widthPolicy.columns(of: text))
            clusters[code] = resolved
            return resolved
        }

        /// The alpha at or below which a colour counts as not drawn (UIKit's hit testing skips
        /// views below 0.01 for the same reason).
        static let invisibleAlpha = 0.01

        /// How far faint text (SGR 2) moves towards its background as terminals show it: xterm,
        /// VTE and kitty draw it at about half intensity.
        static let faintness = 0.5

        private mutating func pen(for style: UInt64, attributes attributeIndex: UInt32, background backgroundIndex: UInt32,
                                  tables: inout SlotTables) -> UInt64 {
            let slot = Int(truncatingIfNeeded: (UInt64(attributeIndex) &* 5 &+ UInt64(backgroundIndex)) & 7)
            if recentStyles[slot] == style { return recentPens[slot] }
            if let known = pens[style] {
                recentStyles[slot] = style
                recentPens[slot] = known
                return known
            }
            let attributes = frame.attributeTable[Int(attributeIndex)]
            var pen = Pen(isBold: attributes.isBold, isDim: attributes.isDim, isItalic: attributes.isItalic,
                          isUnderlined: attributes.isUnderlined, isStrikethrough: attributes.isStrikethrough,
                          isInverse: attributes.isInverse)
            // A text run's background paints over the cell's fill.
            var background = frame.backgroundTable[Int(backgroundIndex)]
            if let textBackground = attributes.background {
                background = background.map { textBackground.composited(over: $0) } ?? textBackground
            }
            // A fully transparent background shows the terminal's own.
            if let colour = background, DisplayColor.clamped(colour.alpha) <= 0 { background = nil }
            let opaqueBackground = background?.composited(over: defaultBackground)
            pen.background = opaqueBackground.flatMap { mode.terminalColor(for: $0) }
            if mode != .none, let colour = attributes.foreground {
                let readable = TerminalFrameRenderer.readableText(colour, on: opaqueBackground, defaultBackground: defaultBackground,
                                                                  faint: attributes.isDim, mode: mode)
                pen.foreground = mode.terminalColor(for: readable.color)
                pen.isDim = readable.isFaint
            }
            let index = UInt64(tables.index(of: pen))
            pens[style] = index
            recentStyles[slot] = style
            recentPens[slot] = index
            return index
        }
    }
}

extension TerminalFrameRenderer {
    /// The colour to write text of `colour` in over `background` (`nil`: the terminal's own,
    /// assumed `defaultBackground`), and whether it can stay faint (SGR 2).
    ///
    /// Text stands at least 4.5:1 against its background as the terminal shows both (WCAG 2,
    /// 1.4.3): a colour that would not is moved towards black or white just far enough. Faint text
    /// shows about halfway to its background (xterm, VTE and kitty draw it at about half
    /// intensity), and is judged so; where no colour would read faint (faint black on white
    /// reaches 3.9:1 at most) it is written at full intensity instead. Text made invisible on
    /// purpose (alpha 0, as a view faded out) stays so.
    package static func readableText(_ colour: DisplayColor, on background: DisplayColor?, defaultBackground: DisplayColor,
                                     faint: Bool, mode: TerminalColorMode) -> (color: DisplayColor, isFaint: Bool) {
        let under = background ?? defaultBackground
        let text = colour.composited(over: under)
        guard DisplayColor.clamped(colour.alpha) > SlotResolver.invisibleAlpha else { return (text, faint) }
        // A cell left unfilled shows the terminal's own background, not a palette entry.
        let shownUnder = background.flatMap { mode.shownColor(for: $0) } ?? defaultBackground
        let shown = { (color: DisplayColor) in mode.shownColor(for: color) ?? color }
        if faint {
            let asFaint = { (color: DisplayColor) in shown(color).mixed(with: shownUnder, fraction: SlotResolver.faintness) }
            let candidate = text.readable(on: shownUnder, shown: asFaint)
            if asFaint(candidate).contrastRatio(with: shownUnder) >= DisplayColor.minimumTextContrast { return (candidate, true) }
        }
        return (text.readable(on: shownUnder, shown: shown), false)
    }
}

// MARK: - Writing a frame

extension TerminalFrameRenderer {
    /// Accumulates the bytes of one frame while tracking the terminal's cursor and pen.
    struct FrameWriter {
        let columns: Int
        var bytes: OutputBuffer
        /// The cursor's row, or nil when unknown (at the start of a frame).
        private var cursorRow: Int?
        /// The cursor's column, or nil when unknown: at the start of a frame and after printing in the
        /// last column, where terminals differ on what relative moves do (the pending-wrap state).
        private var cursorColumn: Int?
        /// The index of the pen in effect.
        private var pen: UInt32 = 0
        /// The glyph printed just before the cursor in the current run of printed text, if any.
        private var previousGlyph: UInt32?
        /// The SGR sequence for each change of pen made so far (the previous pen's index in the high
        /// half, the next one's in the low half): a frame switches between a few pens many times.
        private var penChanges: [UInt64: Range<Int>] = [:]
        /// The sequences of `penChanges`, one after the other.
        private var penChangeBytes: [UInt8] = []
        /// The last few pen changes made and their sequences, direct-mapped, in front of `penChanges`.
        private var recentChanges = [UInt64](repeating: .max, count: 16)
        private var recentChangeRanges = [Range<Int>](repeating: 0..<0, count: 16)
        /// Whether glyph pairs printed one after the other join into one cluster, as found so far.
        private var combining: [UInt64: Bool] = [:]

        init(columns: Int, capacity: Int) {
            self.columns = columns
            bytes = OutputBuffer(capacity: capacity)
        }

        /// Writes the slots of `row` that differ between `old` and `new` (both as wide as the screen).
        mutating func update(row: Int, from old: UnsafeBufferPointer<UInt64>, to new: UnsafeBufferPointer<UInt64>,
                             tables: SlotTables) {
            var x = 0
            while x < new.count {
                // Unchanged slots, most of a row, are passed over one by one: a wide character's
                // continuation is unchanged when its first column is (the screen holds whole characters).
                x = Self.firstChange(new, old, from: x)
                guard x < new.count else { return }
                let slot = new[x]
                // The second column of a wide character is written with its first; if it changed, so
                // did the first (a slot holds the glyph and pen of the whole character).
                let width = Slot.width(ofGlyph: Slot.glyph(slot))
                guard width > 0 else { x += 1; continue }
                moveCursor(toRow: row, column: x, over: new, tables: tables)
                write(slot, tables: tables)
                x += width
                // The changed cells that follow, as long as they are printable ASCII in the pen now in
                // effect, print one after the other with nothing to sanitise, break, restyle or move:
                // the same bytes `write` would produce, without its checks.
                guard cursorColumn == x, let previous = previousGlyph, previous < 0x300 else { continue }
                let start = x
                bytes.reserve(new.count - x)
                x = Self.writeASCIIRun(new, old, from: x, pen: pen, to: bytes.end)
                bytes.didAppend(x - start)
                if x > start {
                    previousGlyph = Slot.glyph(new[x - 1])
                    cursorColumn = x < columns ? x : nil
                }
            }
        }

        /// Writes at `output` the glyphs of the slots from `start` on that differ from `old` and are
        /// printable ASCII in `pen`; returns the index of the first other slot. (Kept apart so that
        /// the loop keeps its indices in registers.)
        @inline(never)
        static func writeASCIIRun(_ new: UnsafeBufferPointer<UInt64>, _ old: UnsafeBufferPointer<UInt64>, from start: Int,
                                  pen: UInt32, to output: UnsafeMutablePointer<UInt8>) -> Int {
            let penBits = UInt64(pen) << 32
            var x = start
            while x < new.count {
                let next = new[x]
                guard next != old[x], next & 0xFFFF_FFFF_0000_0000 == penBits,
                      UInt32(truncatingIfNeeded: next) &- 0x20 < 0x5F else { break }
                output[x - start] = UInt8(truncatingIfNeeded: next)
                x += 1
            }
            return x
        }

        /// The index of the first slot from `start` on that differs between `new` and `old`, or the
        /// end of the row. (Kept apart so that the loop keeps its index in a register.)
        @inline(never)
        static func firstChange(_ new: UnsafeBufferPointer<UInt64>, _ old: UnsafeBufferPointer<UInt64>, from start: Int) -> Int {
            var x = start
            while x < new.count && new[x] == old[x] { x += 1 }
            return x
        }

        /// Ends the frame with the pen reset.
        mutating func finish(tables: SlotTables) {
            if pen != 0 { setPen(0, tables: tables) }
        }

        // MARK: Printing

        private mutating func write(_ slot: UInt64, tables: SlotTables) {
            let glyph = Slot.glyph(slot)
            if let previousGlyph, let column = cursorColumn, mayCombine(previousGlyph, glyph, tables: tables) {
                // Printed next to each other the two would form one grapheme cluster in the terminal
                // (regional indicators, Hangul jamo, emoji modifiers): an explicit move breaks the run.
                ControlSequence.appendCSI(&bytes, column + 1, final: UInt8(ascii: "G"))
            }
            setPen(Slot.pen(slot), tables: tables)
            appendText(of: glyph, tables: tables)
            previousGlyph = glyph
            if let column = cursorColumn {
                let next = column + Slot.width(ofGlyph: glyph)
                // Printing in the last column leaves the cursor in the pending-wrap state.
                cursorColumn = next < columns ? next : nil
            }
        }

        @inline(__always)
        private mutating func appendText(of glyph: UInt32, tables: SlotTables) {
            if glyph < 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: glyph))
                return
            }
            let value = glyph & ~Slot.wideFlag
            if glyph == Slot.continuation { return }
            bytes.reserve(4)
            if value & Slot.textFlag != 0 {
                bytes.append(utf8: tables.texts[Int(value & ~Slot.textFlag)])
            } else if value < 0x800 {
                bytes.appendUnchecked(0xC0 | UInt8(truncatingIfNeeded: value >> 6))
                bytes.appendUnchecked(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else if value < 0x10000 {
                bytes.appendUnchecked(0xE0 | UInt8(truncatingIfNeeded: value >> 12))
                bytes.appendUnchecked(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
                bytes.appendUnchecked(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            } else {
                bytes.appendUnchecked(0xF0 | UInt8(truncatingIfNeeded: value >> 18))
                bytes.appendUnchecked(0x80 | UInt8(truncatingIfNeeded: (value >> 12) & 0x3F))
                bytes.appendUnchecked(0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F))
                bytes.appendUnchecked(0x80 | UInt8(truncatingIfNeeded: value & 0x3F))
            }
        }

        /// Whether `first` and `second`, printed one after the other, would join into fewer clusters.
        @inline(__always)
        mutating func mayCombine(_ first: UInt32, _ second: UInt32, tables: SlotTables) -> Bool {
            // Nothing below U+0300 extends a cluster or is a prepended mark: the common cases are cheap.
            if first < 0x300 && second < 0x300 { return false }
            let pair = UInt64(first) << 32 | UInt64(second)
            if let known = combining[pair] { return known }
            let result = Self.mayCombineSlowly(first, second, tables: tables)
            combining[pair] = result
            return result
        }

        static func mayCombineSlowly(_ first: UInt32, _ second: UInt32, tables: SlotTables) -> Bool {
            if tables.boundaryScalars(of: first).last < 0x300 && tables.boundaryScalars(of: second).first < 0x300 {
                return false
            }
            let firstText = tables.text(of: first), secondText = tables.text(of: second)
            return (firstText + secondText).count < firstText.count + secondText.count
        }

        @inline(__always)
        private mutating func setPen(_ target: UInt32, tables: SlotTables) {
            guard target != pen else { return }
            let change = UInt64(pen) << 32 | UInt64(target)
            let slot = Int(truncatingIfNeeded: (UInt64(pen) &* 7 &+ UInt64(target)) & 15)
            let range: Range<Int>
            if recentChanges[slot] == change {
                range = recentChangeRanges[slot]
            } else {
                if let known = penChanges[change] {
                    range = known
                } else {
                    var sequence = OutputBuffer(capacity: 64)
                    Self.appendSGR(from: tables.pens[Int(pen)], to: tables.pens[Int(target)], to: &sequence)
                    let start = penChangeBytes.count
                    penChangeBytes.append(contentsOf: sequence.takeBytes())
                    range = start..<penChangeBytes.count
                    penChanges[change] = range
                }
                recentChanges[slot] = change
                recentChangeRanges[slot] = range
            }
            penChangeBytes.withUnsafeBufferPointer { stored in
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: stored[range]))
            }
            pen = target
        }

        /// Appends the SGR sequence that changes the pen from `current` to `target` (different).
        private static func appendSGR(from current: Pen, to target: Pen, to bytes: inout OutputBuffer) {
            let target = (index: 0, pen: target)
            bytes.append(contentsOf: ControlSequence.csi)
            let removes = (current.isBold && !target.pen.isBold) || (current.isDim && !target.pen.isDim)
                || (current.isItalic && !target.pen.isItalic) || (current.isUnderlined && !target.pen.isUnderlined)
                || (current.isStrikethrough && !target.pen.isStrikethrough) || (current.isInverse && !target.pen.isInverse)
                || (current.foreground != nil && target.pen.foreground == nil)
                || (current.background != nil && target.pen.background == nil)
            // Removing an attribute resets everything (22 would turn off bold and dim together);
            // the attributes that stay are set again in the same sequence.
            let base = removes ? Pen.plain : current
            var first = true
            func parameter(_ value: Int) {
                if !first { bytes.append(UInt8(ascii: ";")) }
                first = false
                ControlSequence.appendDecimal(&bytes, value)
            }
            if removes { parameter(0) }
            if target.pen.isBold && !base.isBold { parameter(1) }
            if target.pen.isDim && !base.isDim { parameter(2) }
            if target.pen.isItalic && !base.isItalic { parameter(3) }
            if target.pen.isUnderlined && !base.isUnderlined { parameter(4) }
            if target.pen.isStrikethrough && !base.isStrikethrough { parameter(9) }
            if target.pen.isInverse && !base.isInverse { parameter(7) }
            func colour(_ colour: TerminalColor?, was previous: TerminalColor?, isForeground: Bool) {
                guard let colour, colour != previous else { return }
                switch colour {
                case .rgb(let red, let green, let blue):
                    parameter(isForeground ? 38 : 48)
                    parameter(2)
                    parameter(Int(red))
                    parameter(Int(green))
                    parameter(Int(blue))
                case .palette256(let index):
                    parameter(isForeground ? 38 : 48)
                    parameter(5)
                    parameter(Int(index))
                case .ansi16(let index):
                    let normal = Int(index & 0x0F)
                    parameter(normal < 8 ? (isForeground ? 30 : 40) + normal : (isForeground ? 90 : 100) + normal - 8)
                }
            }
            colour(target.pen.foreground, was: base.foreground, isForeground: true)
            colour(target.pen.background, was: base.background, isForeground: false)
            bytes.append(UInt8(ascii: "m"))
        }

        // MARK: Cursor

        /// Moves the cursor to (`row`, `column`) by the cheapest means: a cursor sequence, or
        /// reprinting the unchanged cells between the cursor and the target when that is shorter.
        private mutating func moveCursor(toRow row: Int, column: Int, over slots: UnsafeBufferPointer<UInt64>,
                                         tables: SlotTables) {
            if cursorRow == row && cursorColumn == column { return }
            let move = CursorMove.shortest(fromRow: cursorRow, column: cursorColumn, toRow: row, column: column)
            if cursorRow == row, let from = cursorColumn, from < column,
               bridgeFits(slots, from..<column, within: move.count, tables: tables) {
                for x in from..<column where Slot.width(ofGlyph: Slot.glyph(slots[x])) > 0 { write(slots[x], tables: tables) }
                return
            }
            move.append(to: &bytes)
            cursorRow = row
            cursorColumn = column
            previousGlyph = nil
        }

        /// Whether reprinting `gap` of `slots` (unchanged cells) costs at most `limit` bytes and needs
        /// no change of pen and no break between clusters.
        private mutating func bridgeFits(_ slots: UnsafeBufferPointer<UInt64>, _ gap: Range<Int>, within limit: Int,
                                tables: SlotTables) -> Bool {
            guard !gap.isEmpty, Slot.width(ofGlyph: Slot.glyph(slots[gap.lowerBound])) > 0 else { return false }
            var cost = 0
            var previous = previousGlyph
            for x in gap {
                let glyph = Slot.glyph(slots[x])
                guard Slot.width(ofGlyph: glyph) > 0 else { continue }
                guard Slot.pen(slots[x]) == pen else { return false }
                cost += tables.utf8Count(of: glyph)
                if cost > limit { return false }
                if let previous, mayCombine(previous, glyph, tables: tables) { return false }
                previous = glyph
            }
            return true
        }
    }

    /// A cursor movement: one or two control sequences, measured before any byte is written.
    struct CursorMove {
        enum Step {
            /// `CUP` to a 0-based row and column.
            case position(row: Int, column: Int)
            /// `CR`.
            case carriageReturn
            /// `CHA` to a 0-based column.
            case column(Int)
            /// A relative move of `distance` (not 0) cells: `forward` when positive, `backward` when negative.
            case relative(distance: Int, forward: UInt8, backward: UInt8)

            var count: Int {
                switch self {
                case .position(let row, let column):
                    if row == 0 && column == 0 { return 3 }
                    if column == 0 { return 3 + ControlSequence.decimalCount(row + 1) }
                    return 4 + ControlSequence.decimalCount(row + 1) + ControlSequence.decimalCount(column + 1)
                case .carriageReturn:
                    return 1
                case .column(let column):
                    return column == 0 ? 3 : 3 + ControlSequence.decimalCount(column + 1)
                case .relative(let distance, _, _):
                    return abs(distance) == 1 ? 3 : 3 + ControlSequence.decimalCount(abs(distance))
                }
            }

            func append(to bytes: inout OutputBuffer) {
                switch self {
                case .position(let row, let column):
                    if row == 0 && column == 0 {
                        bytes.append(contentsOf: ControlSequence.csi)
                        bytes.append(UInt8(ascii: "H"))
                    } else if column == 0 {
                        ControlSequence.appendCSI(&bytes, row + 1, final: UInt8(ascii: "H"))
                    } else {
                        ControlSequence.appendCSI(&bytes, row + 1, column + 1, final: UInt8(ascii: "H"))
                    }
                case .carriageReturn:
                    bytes.append(0x0D)
                case .column(let column):
                    ControlSequence.appendCSI(&bytes, column + 1, final: UInt8(ascii: "G"))
                case .relative(let distance, let forward, let backward):
                    ControlSequence.appendCSI(&bytes, abs(distance), final: distance > 0 ? forward : backward)
                }
            }
        }

        var first: Step
        var second: Step?

        var count: Int { first.count + (second?.count ?? 0) }

        func append(to bytes: inout OutputBuffer) {
            first.append(to: &bytes)
            second?.append(to: &bytes)
        }

        /// The shortest move of the cursor to (`row`, `column`), 0-based. Horizontal moves come
        /// first, so that from the pending-wrap state an absolute column (`CR`, `CHA`) clears it
        /// before any relative vertical move.
        static func shortest(fromRow: Int?, column fromColumn: Int?, toRow row: Int, column: Int) -> CursorMove {
            let absolute = CursorMove(first: .position(row: row, column: column))
            guard let fromRow else { return absolute }

            var horizontal: Step?
            if fromColumn != column {
                // Candidates in order of preference, the first of the shortest wins.
                var best = Step.column(column)
                if column == 0, Step.carriageReturn.count <= best.count { best = .carriageReturn }
                if let fromColumn {
                    let relative = Step.relative(distance: column - fromColumn, forward: UInt8(ascii: "C"), backward: UInt8(ascii: "D"))
                    if relative.count <= best.count { best = relative }
                }
                horizontal = best
            }
            let vertical: Step? = row == fromRow
                ? nil : .relative(distance: row - fromRow, forward: UInt8(ascii: "B"), backward: UInt8(ascii: "A"))
            let relativeCount = (horizontal?.count ?? 0) + (vertical?.count ?? 0)
            guard relativeCount <= absolute.count else { return absolute }
            switch (horizontal, vertical) {
            case (let horizontal?, let vertical): return CursorMove(first: horizontal, second: vertical)
            case (nil, let vertical?): return CursorMove(first: vertical)
            // Already there (callers don't ask): an empty relative move is none of the steps, so
            // position absolutely.
            case (nil, nil): return absolute
            }
        }
    }
}

// MARK: - Control sequences

extension TerminalFrameRenderer {
    enum ControlSequence {
        static let csi: [UInt8] = [0x1B, UInt8(ascii: "[")]
        static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
        static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)
        /// Resets the pen first, because ED 2 fills the screen with the current background colour.
        static let resetAndClear = Array("\u{1B}[0m\u{1B}[2J".utf8)

        /// Appends `ESC[` + `parameter` (omitted when 1, the default) + `final`.
        static func appendCSI(_ bytes: inout OutputBuffer, _ parameter: Int, final: UInt8) {
            bytes.append(0x1B)
            bytes.append(UInt8(ascii: "["))
            if parameter != 1 { appendDecimal(&bytes, parameter) }
            bytes.append(final)
        }

        /// Appends `ESC[` + `first;second` (`second` omitted when 1, the default) + `final`.
        static func appendCSI(_ bytes: inout OutputBuffer, _ first: Int, _ second: Int, final: UInt8) {
            bytes.append(0x1B)
            bytes.append(UInt8(ascii: "["))
            appendDecimal(&bytes, first)
            if second != 1 {
                bytes.append(UInt8(ascii: ";"))
                appendDecimal(&bytes, second)
            }
            bytes.append(final)
        }

        /// Appends `value` (not negative) in decimal.
        static func appendDecimal(_ bytes: inout OutputBuffer, _ value: Int) {
            if value < 10 {
                bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
                return
            }
            let digits = decimalCount(value)
            bytes.reserve(digits)
            var divisor = 1
            for _ in 1..<digits { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.appendUnchecked(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }

        /// The number of digits of `value` (not negative) in decimal.
        static func decimalCount(_ value: Int) -> Int {
            var count = 1
            var rest = value
            while rest >= 10 {
                rest /= 10
                count += 1
            }
            return count
        }
    }
}
