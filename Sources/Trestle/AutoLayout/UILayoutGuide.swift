import Foundation

/// A rectangle in a view's layout that constraints can position and size like a view, without
/// being one: it draws nothing and takes no touches. Spaces between views, and the margins and
/// safe area every view has (``UIView/layoutMarginsGuide``, ``UIView/safeAreaLayoutGuide``), are
/// guides.
@MainActor
open class UILayoutGuide: NSObject {
    enum Kind { case custom, layoutMargins, safeArea, readableContent }

    let kind: Kind

    /// The view the guide belongs to (``UIView/addLayoutGuide(_:)`` sets it).
    public internal(set) weak var owningView: UIView?
    /// A name for debugging and conflict reports.
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, as the owning view's last layout
    /// pass solved it.
    public internal(set) var layoutFrame: CGRect = .zero

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        super.init()
        owningView = owner
        identifier = switch kind {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        default: "UIViewSafeAreaLayoutGuide"
        }
    }

    var displayName: String {
        let name = identifier.isEmpty ? "UILayoutGuide" : identifier
        return "'\(name)'"
    }

    /// The leading edge (the left, in Trestle's left-to-right layout).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right, in Trestle's left-to-right layout).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
