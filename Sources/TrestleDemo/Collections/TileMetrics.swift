import Foundation
import Trestle

/// The lengths the collection screens' tiles, cards and bubbles are laid out with, read from the
/// screen's metrics profile, so that one screen is right in columns and lines in the terminal and
/// in points at iOS metrics.
///
/// In the terminal a tile's frame is a ring of box-drawing characters: it takes a cell on every
/// side, and the text starts a column further in. At iOS metrics a tile is a rounded card whose
/// edge is a hairline that takes no room, and its text sits 12 points in.
@MainActor
struct TileMetrics {
    /// Whether frames are drawn with characters, a cell thick (see ``TileBorder``).
    var framesAreCharacters: Bool
    /// The height of a line of body text.
    var line: CGFloat
    /// The height of a line of headline text.
    var headlineLine: CGFloat
    /// The width of a digit of body text: a tile meant to hold about ten characters is ten of these
    /// wide.
    var character: CGFloat
    /// From a tile's edge to its text.
    var textInsets: UIEdgeInsets
    /// The space between neighbouring tiles: a column or a line; 8 points (Auto Layout's system
    /// spacing across).
    var gap: CGFloat
    /// The space between tiles stacked in a column, whose frames part them in the terminal: none;
    /// 8 points (Auto Layout's system spacing down).
    var stackedGap: CGFloat
    /// The space between the screen's edges and its tiles (the cell margin).
    var margin: CGFloat
    /// The space above and below a section title.
    var titlePadding: CGFloat
    /// The corner radius of a tile drawn in points.
    var cornerRadius: CGFloat
    /// The room a tile's title takes above its text: none where it is set into the frame.
    var tileTitleHeight: CGFloat

    /// The font of a tile's title drawn in points.
    @MainActor static let titleFont = UIFont.preferredFont(forTextStyle: .footnote)

    init(_ metrics: MetricsProfile) {
        let body = UIFont.preferredFont(forTextStyle: .body)
        framesAreCharacters = metrics.measuresTextInCells
        line = metrics.lineHeight(of: body)
        headlineLine = metrics.lineHeight(of: .preferredFont(forTextStyle: .headline))
        character = metrics.textWidth(of: "0", font: body)
        gap = metrics.autoLayout.systemSpacing.width
        stackedGap = metrics.autoLayout.systemSpacing.height
        margin = metrics.cellHorizontalMargin
        if framesAreCharacters {
            textInsets = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
            titlePadding = 0
            cornerRadius = 1
            tileTitleHeight = 0
        } else {
            textInsets = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
            titlePadding = 8
            cornerRadius = 12
            tileTitleHeight = metrics.lineHeight(of: Self.titleFont) + 2
        }
    }

    /// The height of a tile showing `lines` lines of body text.
    func tileHeight(lines: Int) -> CGFloat {
        textInsets.top + CGFloat(lines) * line + textInsets.bottom
    }

    /// The width of a tile whose text is `characters` digits wide.
    func tileWidth(characters: Int) -> CGFloat {
        textInsets.left + CGFloat(characters) * character + textInsets.right
    }

    /// The height of a section title's line.
    var sectionTitleHeight: CGFloat { titlePadding + headlineLine + titlePadding }
}
