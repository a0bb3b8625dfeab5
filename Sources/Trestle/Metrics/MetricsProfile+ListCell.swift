import Foundation

extension MetricsProfile {
    /// The dimensions of a collection view list cell's accessories (``UICellAccessory``): the
    /// width `.standard` reserves and the space between neighbouring accessories. Accessories
    /// start at the cell's ``MetricsProfile/cellHorizontalMargin`` from each edge, and their
    /// symbols are as wide as a table cell's (``MetricsProfile/accessorySymbolWidth`` for
    /// chevrons, check marks and the reorder grip; ``MetricsProfile/detailButtonWidth`` for the
    /// circled controls), so a list row and a table row with the same accessory look alike.
    ///
    /// ``iOS`` approximates UIKit's list cells; ``terminal`` gives each accessory one column and
    /// a column of space from its neighbour.
    public struct ListCell: Sendable, Hashable {
        /// The width an accessory whose `reservedLayoutWidth` is `.standard` takes at least
        /// (UIKit: `UICellAccessoryStandardDimension`); its symbol is centred in it.
        public var accessoryStandardWidth: CGFloat
        /// The space between two accessories on the same edge.
        public var accessorySpacing: CGFloat

        /// UIKit's list cells, approximately.
        public static let iOS = ListCell(accessoryStandardWidth: 24, accessorySpacing: 8)

        /// One column per accessory, a column apart.
        public static let terminal = ListCell(accessoryStandardWidth: 1, accessorySpacing: 1)
    }
}
