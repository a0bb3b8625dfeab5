import Foundation

/// The text field inside a search bar: a ``UITextField`` with a magnifying glass (`⌕`,
/// `magnifyingglass`) as its left view, a clear button while editing, and "Search" as its
/// placeholder.
///
/// Its search bar takes part in its editing (see ``UISearchBarDelegate``) beside the field's own
/// ``UITextField/delegate``, which UIKit reserves for the bar: leave it `nil`.
///
/// - Note: UIKit's search field also holds tokens (`UISearchToken`); Trestle's does not.
@MainActor
open class UISearchTextField: UITextField {
    /// The placeholder a search field shows until given another.
    static let defaultPlaceholder = "Search"

    /// Creates a search field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        leftViewMode = .always
        clearButtonMode = .whileEditing
        placeholder = Self.defaultPlaceholder
    }

    /// Creates a search field from an archive. Trestle has no archives; the field starts empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        leftViewMode = .always
        clearButtonMode = .whileEditing
        placeholder = Self.defaultPlaceholder
    }
}
