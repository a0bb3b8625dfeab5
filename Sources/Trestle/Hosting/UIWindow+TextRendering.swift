import Foundation
import TrestleCore

extension UIWindow {
    /// A rasterizer for this window's screen in terminal cells: one column per point, East Asian
    /// wide characters in two columns, emoji sequences measured with the screen's
    /// ``MetricsProfile/widthPolicy`` (the policy layout used). The one place hosts get it, so the
    /// headless and terminal hosts always draw the same text.
    package var cellRasterizer: TextRasterizer {
        let ascii = screen.usesASCIISymbols
        let policy = screen.metrics.widthPolicy
        return TextRasterizer(columns: Int(bounds.width), rows: Int(bounds.height),
                              characterWidth: { policy.columns(of: $0) },
                              symbolGlyph: { SymbolGlyphs.glyph(forSystemName: $0, asciiOnly: ascii) })
    }

    /// The window drawn as terminal cells, in the compact grid the terminal renderer diffs (lays
    /// out first).
    package func cellGrid() -> CellGrid {
        cellRasterizer.cellGrid(for: displayList())
    }

    /// The window drawn as styled terminal cells, row by row (lays out first).
    package func styledCells() -> [[TextRasterizer.StyledCell]] {
        cellGrid().styledRows
    }

    /// The window drawn as lines of text, trailing spaces removed (lays out first).
    package func textLines() -> [String] {
        textLines(for: displayList())
    }

    /// `list`, a drawing of this window, as lines of text, trailing spaces removed.
    package func textLines(for list: DisplayList) -> [String] {
        cellRasterizer.lines(for: list).map(\.trimmingTrailingSpaces)
    }
}
