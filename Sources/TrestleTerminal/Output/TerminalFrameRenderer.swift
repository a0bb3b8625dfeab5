import TrestleCore

/// Turns successive frames of styled cells into the bytes that update a terminal screen from one
/// frame to the next, writing only what changed.
///
/// The renderer remembers the frame it last produced bytes for, which is what the terminal shows
/// once the host has written them. Given the next frame, ``render(_:colorMode:)`` compares the
/// two cell by cell and returns one byte string for the host to write in one go:
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
/// - A wide character (a ``TextRasterizer/Cell/glyph(_:)`` followed by a
///   ``TextRasterizer/Cell/continuation``) is written once; its continuation cell never is.
///   Replacing a wide character by narrow ones, or the reverse, repaints every cell the old and
///   the new characters cover, so no half of a wide character is left behind.
/// - Every glyph goes through ``TextRasterizer/visibleControlCharacters(_:)`` again before it is
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
/// - Note: Widths are `CharacterWidth.terminalColumns(of:)`, the policy the rest of Trestle draws
///   with; a terminal that disagrees about a character's width will misplace what follows it on
///   that line until the next full repaint.
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

    /// The frame the renderer last produced bytes for, as given to ``render(_:colorMode:)``.
    public private(set) var displayedFrame: [[TextRasterizer.StyledCell]] = []

    /// What the terminal shows, cell by cell, after the last frame's bytes are written.
    private var screen: [[Slot]] = []
    private var columns = 0
    private var lastColorMode: TerminalColorMode?
    private var needsFullRepaint = true

    /// Creates a renderer whose first frame repaints the whole screen.
    ///
    /// - Parameters:
    ///   - synchronizedOutput: Whether to bracket frames in synchronized output.
    ///   - defaultBackground: The colour assumed behind translucent colours.
    public init(synchronizedOutput: Bool = false,
                defaultBackground: DisplayColor = DisplayColor(red: 0, green: 0, blue: 0)) {
        self.synchronizedOutput = synchronizedOutput
        self.defaultBackground = defaultBackground
    }

    /// Makes the next ``render(_:colorMode:)`` clear the screen and paint the whole frame.
    ///
    /// Call it whenever the screen may no longer show the last frame: after a resize, after
    /// resuming from suspension (`SIGCONT`), or after anything else wrote to the terminal.
    public mutating func invalidate() {
        needsFullRepaint = true
    }

    /// The bytes that turn the screen from the previous frame into `frame`.
    ///
    /// The host writes the result as it is, ideally with a single `write(2)` loop. The cursor's
    /// position at the start of a frame is not assumed; the pen is assumed reset, as every frame
    /// leaves it (write `ESC[0m` after styling anything yourself, or call ``invalidate()``).
    ///
    /// - Parameters:
    ///   - frame: The cells to show, row by row (as from
    ///     ``TextRasterizer/styledCells(for:)``).
    ///   - colorMode: How colours are written; a change of mode between frames rewrites the cells
    ///     whose colours it changes.
    /// - Returns: The bytes to write; empty when the screen already shows `frame`.
    /// - Complexity: O(rows × columns) comparisons, plus work proportional to the changed rows.
    public mutating func render(_ frame: [[TextRasterizer.StyledCell]], colorMode: TerminalColorMode) -> [UInt8] {
        let frameColumns = frame.reduce(0) { max($0, $1.count) }
        let fullRepaint = needsFullRepaint || frame.count != screen.count || frameColumns != columns
        let modeChanged = lastColorMode != colorMode
        if fullRepaint {
            // After ED 2 with the pen reset, every cell is a blank in the default style.
            columns = frameColumns
            screen = [[Slot]](repeating: [Slot](repeating: .blank, count: columns), count: frame.count)
        }

        var writer = FrameWriter(columns: columns)
        var resolver = SlotResolver(mode: colorMode, defaultBackground: defaultBackground)
        for (index, row) in frame.enumerated() {
            if !fullRepaint && !modeChanged && row == displayedFrame[index] { continue }
            let slots = resolver.slots(for: row, columns: columns)
            if slots == screen[index] { continue }
            writer.update(row: index, from: screen[index], to: slots)
            screen[index] = slots
        }
        writer.finish()

        displayedFrame = frame
        lastColorMode = colorMode
        needsFullRepaint = false

        guard fullRepaint || !writer.bytes.isEmpty else { return [] }
        var output: [UInt8] = []
        output.reserveCapacity(writer.bytes.count + 24)
        if synchronizedOutput { output.append(contentsOf: ControlSequence.beginSynchronizedUpdate) }
        if fullRepaint { output.append(contentsOf: ControlSequence.resetAndClear) }
        output.append(contentsOf: writer.bytes)
        if synchronizedOutput { output.append(contentsOf: ControlSequence.endSynchronizedUpdate) }
        return output
    }
}

// MARK: - Cells as the terminal shows them

// The helper types are nested so their plain names stay out of the module's namespace.
extension TerminalFrameRenderer {
    /// One screen cell as written: the text a terminal prints for it and the pen it is printed with.
    struct Slot: Equatable {
        /// The sanitised glyph; empty for the second column of a wide character.
        var text: String
        /// 1 or 2 for a glyph, 0 for the second column of a wide character.
        var width: Int
        var pen: Pen

        static let blank = Slot(text: " ", width: 1, pen: .plain)
    }

    /// The SGR state of the terminal: what the next printed character will look like.
    struct Pen: Equatable {
        var isBold = false
        var isDim = false
        var isItalic = false
        var isUnderlined = false
        var isStrikethrough = false
        var foreground: TerminalColor?
        var background: TerminalColor?

        static let plain = Pen()
    }

    /// Resolves styled cells into slots: sanitised glyphs, their widths and their pens.
    struct SlotResolver {
        let mode: TerminalColorMode
        let defaultBackground: DisplayColor
        // Neighbouring cells usually share a style: resolve each distinct one once per run.
        private var lastStyle: (TextAttributes, DisplayColor?)?
        private var lastPen = Pen.plain

        init(mode: TerminalColorMode, defaultBackground: DisplayColor) {
            self.mode = mode
            self.defaultBackground = defaultBackground
        }

        mutating func slots(for row: [TextRasterizer.StyledCell], columns: Int) -> [Slot] {
            var slots: [Slot] = []
            slots.reserveCapacity(columns)
            var x = 0
            while x < columns {
                let cell = x < row.count ? row[x] : .blank
                let pen = pen(for: cell)
                guard case .glyph(let character) = cell.cell else {
                    // A continuation with no wide glyph before it.
                    slots.append(Slot(text: " ", width: 1, pen: pen))
                    x += 1
                    continue
                }
                if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
                    // Printable ASCII, the common case: nothing to sanitise, one column.
                    slots.append(Slot(text: String(character), width: 1, pen: pen))
                    x += 1
                    continue
                }
                let text = TextRasterizer.visibleControlCharacters(String(character))
                let width = CharacterWidth.terminalColumns(of: text)
                let hasContinuation = x + 1 < columns && x + 1 < row.count && row[x + 1].cell == .continuation
                switch width {
                case 2 where hasContinuation:
                    slots.append(Slot(text: text, width: 2, pen: pen))
                    slots.append(Slot(text: "", width: 0, pen: pen))
                    x += 2
                case 1:
                    slots.append(Slot(text: text, width: 1, pen: pen))
                    x += 1
                case 2:
                    // Printing it would push the rest of the line one column right.
                    slots.append(Slot(text: "\u{FFFD}", width: 1, pen: pen))
                    x += 1
                default:
                    // Zero columns: printed alone it would combine with the cell before.
                    slots.append(Slot(text: " ", width: 1, pen: pen))
                    x += 1
                }
            }
            return slots
        }

        private mutating func pen(for cell: TextRasterizer.StyledCell) -> Pen {
            if let lastStyle, lastStyle.0 == cell.attributes, lastStyle.1 == cell.background { return lastPen }
            let attributes = cell.attributes
            var pen = Pen(isBold: attributes.isBold, isDim: attributes.isDim, isItalic: attributes.isItalic,
                          isUnderlined: attributes.isUnderlined, isStrikethrough: attributes.isStrikethrough)
            // A text run's background paints over the cell's fill.
            var background = cell.background
            if let textBackground = attributes.background {
                background = background.map { textBackground.composited(over: $0) } ?? textBackground
            }
            // A fully transparent background shows the terminal's own.
            if let colour = background, DisplayColor.clamped(colour.alpha) <= 0 { background = nil }
            let opaqueBackground = background?.composited(over: defaultBackground)
            pen.background = opaqueBackground.flatMap { mode.terminalColor(for: $0) }
            pen.foreground = attributes.foreground.flatMap { colour in
                mode.terminalColor(for: colour.composited(over: opaqueBackground ?? defaultBackground))
            }
            lastStyle = (cell.attributes, cell.background)
            lastPen = pen
            return pen
        }
    }
}

// MARK: - Writing a frame

extension TerminalFrameRenderer {
    /// Accumulates the bytes of one frame while tracking the terminal's cursor and pen.
    struct FrameWriter {
        let columns: Int
        private(set) var bytes: [UInt8] = []
        /// The cursor's row, or nil when unknown (at the start of a frame).
        private var cursorRow: Int?
        /// The cursor's column, or nil when unknown: at the start of a frame and after printing in the
        /// last column, where terminals differ on what relative moves do (the pending-wrap state).
        private var cursorColumn: Int?
        private var pen = Pen.plain
        /// The glyph printed just before the cursor in the current run of printed text, if any.
        private var previousText: String?

        init(columns: Int) {
            self.columns = columns
            bytes.reserveCapacity(256)
        }

        /// Writes the cells of `row` that differ between `old` and `new` (both as wide as the screen).
        mutating func update(row: Int, from old: [Slot], to new: [Slot]) {
            var x = 0
            while x < new.count {
                let slot = new[x]
                // The second column of a wide character is written with its first; if it changed, so
                // did the first (a slot holds the glyph and pen of the whole character).
                guard slot.width > 0 else { x += 1; continue }
                if slot == old[x] { x += slot.width; continue }
                moveCursor(toRow: row, column: x, over: new)
                write(slot)
                x += slot.width
            }
        }

        /// Ends the frame with the pen reset.
        mutating func finish() {
            if pen != .plain { setPen(.plain) }
        }

        // MARK: Printing

        private mutating func write(_ slot: Slot) {
            if let previousText, let column = cursorColumn, Self.mayCombine(previousText, slot.text) {
                // Printed next to each other the two would form one grapheme cluster in the terminal
                // (regional indicators, Hangul jamo, emoji modifiers): an explicit move breaks the run.
                ControlSequence.appendCSI(&bytes, column + 1, final: UInt8(ascii: "G"))
            }
            setPen(slot.pen)
            bytes.append(contentsOf: slot.text.utf8)
            previousText = slot.text
            if let column = cursorColumn {
                let next = column + slot.width
                // Printing in the last column leaves the cursor in the pending-wrap state.
                cursorColumn = next < columns ? next : nil
            }
        }

        /// Whether `first` and `second`, printed one after the other, would join into fewer clusters.
        static func mayCombine(_ first: String, _ second: String) -> Bool {
            // Nothing below U+0300 extends a cluster or is a prepended mark: the common cases are cheap.
            if let lastByte = first.utf8.last, let nextByte = second.utf8.first, lastByte < 0x80, nextByte < 0x80 {
                return false
            }
            if let last = first.unicodeScalars.last, let next = second.unicodeScalars.first,
               last.value < 0x300, next.value < 0x300 {
                return false
            }
            return (first + second).count < first.count + second.count
        }

        private mutating func setPen(_ target: Pen) {
            guard target != pen else { return }
            bytes.append(contentsOf: ControlSequence.csi)
            let current = pen
            let removes = (current.isBold && !target.isBold) || (current.isDim && !target.isDim)
                || (current.isItalic && !target.isItalic) || (current.isUnderlined && !target.isUnderlined)
                || (current.isStrikethrough && !target.isStrikethrough)
                || (current.foreground != nil && target.foreground == nil)
                || (current.background != nil && target.background == nil)
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
            if target.isBold && !base.isBold { parameter(1) }
            if target.isDim && !base.isDim { parameter(2) }
            if target.isItalic && !base.isItalic { parameter(3) }
            if target.isUnderlined && !base.isUnderlined { parameter(4) }
            if target.isStrikethrough && !base.isStrikethrough { parameter(9) }
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
            colour(target.foreground, was: base.foreground, isForeground: true)
            colour(target.background, was: base.background, isForeground: false)
            bytes.append(UInt8(ascii: "m"))
            pen = target
        }

        // MARK: Cursor

        /// Moves the cursor to (`row`, `column`) by the cheapest means: a cursor sequence, or
        /// reprinting the unchanged cells between the cursor and the target when that is shorter.
        private mutating func moveCursor(toRow row: Int, column: Int, over slots: [Slot]) {
            if cursorRow == row && cursorColumn == column { return }
            let move = Self.shortestMove(fromRow: cursorRow, column: cursorColumn, toRow: row, column: column)
            if cursorRow == row, let from = cursorColumn, from < column,
               bridgeFits(slots[from..<column], within: move.count) {
                for slot in slots[from..<column] where slot.width > 0 { write(slot) }
                return
            }
            bytes.append(contentsOf: move)
            cursorRow = row
            cursorColumn = column
            previousText = nil
        }

        /// Whether reprinting `gap` (unchanged cells) costs at most `limit` bytes and needs no change
        /// of pen and no break between clusters.
        private func bridgeFits(_ gap: ArraySlice<Slot>, within limit: Int) -> Bool {
            guard let first = gap.first, first.width > 0 else { return false }
            var cost = 0
            var previous = previousText
            for slot in gap where slot.width > 0 {
                guard slot.pen == pen else { return false }
                cost += slot.text.utf8.count
                if cost > limit { return false }
                if let previous, Self.mayCombine(previous, slot.text) { return false }
                previous = slot.text
            }
            return true
        }

        /// The shortest byte sequence moving the cursor to (`row`, `column`), 0-based. Horizontal moves
        /// come first, so that from the pending-wrap state an absolute column (`CR`, `CHA`) clears it
        /// before any relative vertical move.
        static func shortestMove(fromRow: Int?, column fromColumn: Int?, toRow row: Int, column: Int) -> [UInt8] {
            var absolute: [UInt8] = []
            if row == 0 && column == 0 {
                absolute = ControlSequence.csi + [UInt8(ascii: "H")]
            } else if column == 0 {
                ControlSequence.appendCSI(&absolute, row + 1, final: UInt8(ascii: "H"))
            } else {
                ControlSequence.appendCSI(&absolute, row + 1, column + 1, final: UInt8(ascii: "H"))
            }
            guard let fromRow else { return absolute }

            var horizontal: [UInt8] = []
            if fromColumn != column {
                var candidates: [[UInt8]] = []
                if let fromColumn {
                    var relative: [UInt8] = []
                    ControlSequence.appendRelative(&relative, column - fromColumn, forward: UInt8(ascii: "C"), backward: UInt8(ascii: "D"))
                    candidates.append(relative)
                }
                if column == 0 { candidates.append([0x0D]) }
                var cha: [UInt8] = []
                ControlSequence.appendCSI(&cha, column + 1, final: UInt8(ascii: "G"))
                candidates.append(cha)
                horizontal = candidates.min { $0.count < $1.count }!
            }
            var vertical: [UInt8] = []
            ControlSequence.appendRelative(&vertical, row - fromRow, forward: UInt8(ascii: "B"), backward: UInt8(ascii: "A"))
            let relative = horizontal + vertical
            return relative.count <= absolute.count ? relative : absolute
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

        /// Appends `ESC[` + the parameters separated by `;`, omitting a final parameter of 1 (the
        /// default), + `final`.
        static func appendCSI(_ bytes: inout [UInt8], _ parameters: Int..., final: UInt8) {
            bytes.append(contentsOf: csi)
            var parameters = parameters
            if parameters.last == 1 { parameters.removeLast() }
            for (index, value) in parameters.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ";")) }
                appendDecimal(&bytes, value)
            }
            bytes.append(final)
        }

        /// Appends a relative cursor move of `distance` cells (nothing when 0).
        static func appendRelative(_ bytes: inout [UInt8], _ distance: Int, forward: UInt8, backward: UInt8) {
            guard distance != 0 else { return }
            appendCSI(&bytes, abs(distance), final: distance > 0 ? forward : backward)
        }

        static func appendDecimal(_ bytes: inout [UInt8], _ value: Int) {
            if value >= 10 { appendDecimal(&bytes, value / 10) }
            bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
        }
    }
}
