import Foundation

/// The table's kind of list: what its ``ListCoordinator`` holds.
enum TableList: ListKind {
    typealias Cell = UITableViewCell
    /// The table's pools hold cells and header-footer views alike.
    typealias Reusable = UIView
    typealias SupplementaryKey = UITableView.SupplementaryKey
    typealias Requests = UITableView.RowAnimationRequests
    typealias AnimationDetail = UITableView.ResolvedRowAnimations
    typealias Method = UITableView.DefaultImplementation

    static var emptyRequests: UITableView.RowAnimationRequests { UITableView.RowAnimationRequests() }
}
