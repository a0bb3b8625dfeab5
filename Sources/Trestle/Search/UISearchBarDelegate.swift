import Foundation

/// The methods a search bar's delegate implements: editing, text changes, and the Search and
/// Cancel buttons. Every method is optional; the defaults are UIKit's behaviour when a method is
/// not implemented.
///
/// Typing in the bar's field calls ``searchBar(_:shouldChangeTextIn:replacementText:)`` (after the
/// field's own delegate), then ``searchBar(_:textDidChange:)``. Return is the keyboard's Search
/// button: ``searchBarSearchButtonClicked(_:)``. A click on Cancel — or Esc in the field, in the
/// terminal — calls ``searchBarCancelButtonClicked(_:)``. Setting ``UISearchBar/text`` in code
/// calls nothing, as in UIKit.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin. Default: `true`.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end. Default: `true`.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text (typing, deleting, pasting, the clear button).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's change may happen; `range` is in UTF-16 units, as UIKit's `NSRange`.
    /// Default: `true`.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The Search button (Return) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was clicked (or Esc pressed in the field).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}
