import Foundation

/// A button in a navigation bar: a title or an image, and an action that runs when it is tapped.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in
///     self.addItem()
/// })
/// ```
///
/// In the terminal an item is its title (bold for the ``Style/done`` style), or its image's
/// one-column symbol, in the tint colour; a click on it runs its action.
///
/// - Note: UIKit's `init(title:style:target:action:)` names the action with an Objective-C
///   selector, which Swift on Linux has no way to call. Trestle offers UIKit's closure-based
///   initialisers instead — `init(title:image:primaryAction:menu:)`,
///   `init(systemItem:primaryAction:menu:)` — and ``init(title:style:primaryAction:)`` to keep
///   the style argument. The item's action is a ``UIAction``, whose `sender` is the item while it
///   runs. Menus (`UIMenu`) are not available yet; `customView` items neither.
@MainActor
open class UIBarButtonItem {
    /// How an item is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Bold: the item that completes a task ("Done", "Save").
        case done = 2
    }

    /// The items the system provides, with their standard titles or images.
    public enum SystemItem: Int, Sendable {
        /// “Done”, bold.
        case done = 0
        /// “Cancel”.
        case cancel = 1
        /// “Edit”.
        case edit = 2
        /// “Save”, bold.
        case save = 3
        /// A plus sign.
        case add = 4
        /// Space that takes the room left (none in a navigation bar).
        case flexibleSpace = 5
        /// Space of the item's `width`.
        case fixedSpace = 6
        /// A pencil on a square.
        case compose = 7
        /// A reply arrow.
        case reply = 8
        /// A share arrow.
        case action = 9
        /// A folder.
        case organize = 10
        /// A book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A bin.
        case trash = 16
        /// A play triangle.
        case play = 17
        /// Pause bars.
        case pause = 18
        /// A rewind arrow.
        case rewind = 19
        /// A fast-forward arrow.
        case fastForward = 20
        /// “Undo”.
        case undo = 21
        /// “Redo”.
        case redo = 22
        /// A cross (close).
        case close = 24

        /// The title the item shows, for items shown as text.
        var standardTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol the item shows, for items shown as an image.
        var standardSymbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop, .close: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            default: nil
            }
        }

        /// UIKit draws Done and Save bold.
        var standardStyle: Style {
            self == .done || self == .save ? .done : .plain
        }
    }

    /// The title shown (for system items, the standard title unless set).
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown when there is no title.
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The style: ``Style/done`` draws the title bold.
    open var style: Style { didSet { itemDidChange() } }
    /// Whether the item responds to taps; a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { itemDidChange() } }
    /// The colour of the title or image; `nil` uses the bar's tint.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The width of a fixed space (``SystemItem/fixedSpace``); 0 for a standard width.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// An integer apps use to identify items.
    open var tag = 0
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false { didSet { itemDidChange() } }
    /// The action run when the item is tapped.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction, title == nil, image == nil {
                title = primaryAction.title.isEmpty ? nil : primaryAction.title
                image = primaryAction.image
            }
        }
    }

    /// The system item the item was created as, if any.
    let systemItem: SystemItem?
    /// What ``UIViewController/editButtonItem`` does when tapped.
    var editingHandler: (() -> Void)?
    /// The bar showing the item, told when the item changes.
    weak var navigationBar: UINavigationBar?

    /// Creates an item with a title and a style.
    ///
    /// - Note: Trestle's counterpart of UIKit's `init(title:style:target:action:)` (see the type's
    ///   documentation).
    public init(title: String?, style: Style, primaryAction: UIAction?) {
        self.title = title
        self.style = style
        self.systemItem = nil
        self.primaryAction = primaryAction
    }

    /// Creates an item with a title and/or an image, an action, and a menu.
    ///
    /// A `nil` title and image are taken from `primaryAction`, as in UIKit. (`menu` is not
    /// available yet and is omitted.)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(title: title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }, style: .plain, primaryAction: primaryAction)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
    }

    /// Creates an item with an image and a style.
    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction?) {
        self.init(title: nil, style: style, primaryAction: primaryAction)
        self.image = image
    }

    /// Creates one of the system's items, with its standard title or image.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.title = systemItem.standardTitle
        self.image = systemItem.standardSymbolName.flatMap { UIImage(systemName: $0) }
        self.style = systemItem.standardStyle
        self.primaryAction = primaryAction
    }

    /// Creates one of the system's items (UIKit's older spelling of ``init(systemItem:primaryAction:)``).
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
    }

    /// A flexible space (takes no room in a navigation bar).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Runs the item's action, as a tap does: the ``primaryAction`` with the item as its sender.
    /// Does nothing when the item is disabled.
    func performPrimaryAction() {
        guard isEnabled, !isSpace else { return }
        if let editingHandler {
            editingHandler()
        }
        guard let primaryAction else { return }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
        primaryAction.sender = nil
    }

    /// The edit button's look: "Edit" outside editing, bold "Done" in it.
    func showEditingState(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }

    private func itemDidChange() {
        navigationBar?.itemsDidChange()
    }
}
