import Foundation
import Trestle

/// Supplies the heights of a ``PinterestLayout``'s items.
@MainActor
protocol PinterestLayoutDelegate: AnyObject {
    /// The height of the item at `indexPath` in a column `width` wide.
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat
}

/// A custom layout of staggered columns, as Pinterest shows pins: each item goes at the bottom of
/// the shortest column, so items of different heights pack without gaps.
///
/// Written the way UIKit's custom layouts are: ``prepare()`` computes every item's attributes once
/// and caches them, ``collectionViewContentSize`` is the tallest column, and the queries read the
/// cache. The number of columns follows the width (at least two); a change of width invalidates
/// the layout and `prepare()` computes the cache again.
final class PinterestLayout: UICollectionViewLayout {
    weak var delegate: PinterestLayoutDelegate?

    /// The narrowest a column may be before one fewer is used: a card with room for 18
    /// characters of text.
    var minimumColumnWidth: CGFloat { tile.tileWidth(characters: 18) }
    /// The space between columns, between items of a column, and around the edges: a column in
    /// the terminal, 8 points at iOS metrics.
    var cellPadding: CGFloat { tile.gap }

    /// The lengths of the screen the collection view is on.
    private var tile: TileMetrics { TileMetrics(collectionView?.metrics ?? UIScreen.main.metrics) }

    /// The attributes of every item, in item order (there is one section).
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    /// The width the cache was computed for.
    private var preparedWidth: CGFloat?

    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    /// How many columns the current width holds (at least two).
    var numberOfColumns: Int {
        max(2, Int((contentWidth - cellPadding) / (minimumColumnWidth + cellPadding)))
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView, cache.isEmpty || preparedWidth != contentWidth else { return }
        cache.removeAll()
        contentHeight = 0
        preparedWidth = contentWidth

        let columns = numberOfColumns
        // Read once: each read measures the screen's text.
        let cellPadding = self.cellPadding
        let fallbackHeight = tile.tileHeight(lines: 3)
        // Whole columns; what is left over widens the margin on the right.
        let columnWidth = max(1, ((contentWidth - cellPadding * CGFloat(columns + 1)) / CGFloat(columns)).rounded(.down))
        let xOffsets = (0..<columns).map { cellPadding + CGFloat($0) * (columnWidth + cellPadding) }
        var yOffsets = [CGFloat](repeating: 0, count: columns)

        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            // The shortest column takes the next item (the first of equals, left to right).
            let column = yOffsets.indices.min { (yOffsets[$0], $0) < (yOffsets[$1], $1) }!
            let height = delegate?.collectionView(collectionView, heightForItemAt: indexPath, width: columnWidth) ?? fallbackHeight
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: xOffsets[column], y: yOffsets[column], width: columnWidth, height: height)
            cache.append(attributes)
            yOffsets[column] += height + cellPadding
            contentHeight = max(contentHeight, attributes.frame.maxY)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, cache.indices.contains(indexPath.item) else { return nil }
        return cache[indexPath.item]
    }

    /// A new width means new columns; a scroll changes nothing.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.width != collectionView.bounds.width
    }

    /// New data means a new cache.
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if context.invalidateEverything || context.invalidateDataSourceCounts { cache.removeAll() }
    }
}
