import Foundation

/// How the focused view shows that it has keyboard focus (iOS 15's `UIFocusEffect`): set a
/// view's `UIView/focusEffect` to `nil` when the view draws its own focus.
@MainActor
open class UIFocusEffect: NSObject {
    /// The system's effect for the view.
    public static func effect() -> Self { Self() }

    public required override init() {
        super.init()
    }
}

/// A halo around (or, in the terminal, a tinted wash and a bar at the leading edge of) the
/// focused view — the effect collection view cells have by default.
@MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// The shape the halo follows, in the view's coordinates; `nil`: the view's bounds.
    public private(set) var rect: CGRect?
    /// The corner radius of the halo.
    public private(set) var cornerRadius: CGFloat = 0

    /// A halo around the view's bounds.
    public required init() {
        super.init()
    }

    /// A halo around `rect`, in the view's coordinates.
    public convenience init(rect: CGRect) {
        self.init()
        self.rect = rect
    }

    /// A halo around a rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
