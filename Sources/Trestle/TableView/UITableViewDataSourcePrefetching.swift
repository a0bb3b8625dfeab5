import Foundation

/// An object a table view tells which rows it will probably display soon, so their data can be
/// loaded ahead — from a database or the network — before `cellForRowAt` asks for it.
///
/// The table asks after each layout pass while the content moves: for the rows within about one
/// screen beyond the visible rows, on the side the content is scrolling towards, in the order the
/// user will reach them. It never asks about rows already displayed, and it does not ask about
/// every row: `cellForRowAt` must cope with data that is loaded, loading or never requested.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data for `indexPaths`, nearest to the visible rows first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows requested earlier are no longer expected soon: the scroll direction reversed, or they
    /// left the window without being displayed. Stop their loads if that saves work.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
