import Foundation

extension UICollectionView {
    /// The data source as an outline data source, when it is one (a diffable data source whose
    /// sections can be shown from section snapshots): what outline disclosures and the ← and →
    /// keys ask where an item sits and tell to expand or collapse it.
    package var outlineDataSource: (any OutlineDataSource)? {
        dataSource as? any OutlineDataSource
    }
}
