import Foundation

/// An object a collection view tells which items it will probably display soon, so their data
/// can be loaded ahead of `cellForItemAt`.
///
/// As with ``UITableViewDataSourcePrefetching``: after each layout pass, the items within about
/// one screen beyond the visible area on the side the content is scrolling towards — below it in
/// a vertical layout, to its right in a horizontal one — in the order the user will reach them,
/// never items already displayed.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data for `indexPaths`, nearest to the visible area first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items requested earlier are no longer expected soon.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
