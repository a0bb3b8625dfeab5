import Foundation

/// The types that make one kind of list: what a ``ListCoordinator`` holds for a table and what
/// it holds for a collection view.
///
/// A kind is a caseless enumeration; `UITableView` uses `TableList` and `UICollectionView`
/// uses `CollectionList`.
@MainActor
protocol ListKind {
    /// The cell type the list shows its items in.
    associatedtype Cell: UIView
    /// What the reuse pools hold: cells and the views around them.
    associatedtype Reusable: UIView
    /// A shown supplementary view's identity.
    associatedtype SupplementaryKey: Hashable
    /// What a batch records besides its changes: how they animate.
    associatedtype Requests
    /// What a batch's animations carry besides frames and alphas (a table's row animation styles).
    associatedtype AnimationDetail
    /// The optional delegate and data-source methods whose "implemented or not" matters.
    associatedtype Method: Hashable

    /// The requests of a batch that asked for nothing.
    static var emptyRequests: Requests { get }
}

extension ListKind {
    /// The animator of this kind of list's batches (see ``ItemAnimator``).
    typealias Animator = ItemAnimator<SupplementaryKey, AnimationDetail>
}
