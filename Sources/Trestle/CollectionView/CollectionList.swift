import Foundation

/// The collection view's kind of list: what its ``ListCoordinator`` holds.
enum CollectionList: ListKind {
    typealias Cell = UICollectionViewCell
    /// The collection view's pools hold cells, supplementary and decoration views.
    typealias Reusable = UICollectionReusableView
    typealias SupplementaryKey = UICollectionView.SupplementaryKey
    typealias Requests = CollectionUpdateRequests
    typealias AnimationDetail = Void
    typealias Method = UICollectionView.DefaultImplementation

    static var emptyRequests: CollectionUpdateRequests { CollectionUpdateRequests() }
}
