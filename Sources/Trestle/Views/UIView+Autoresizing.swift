import Foundation

extension UIView {
    /// How a view follows its superview's size changes: which of its margins and dimensions are
    /// flexible (``UIView/autoresizingMask``).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance from the superview's left edge changes with the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes with the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance from the superview's right edge changes with the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance from the superview's top edge changes with the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes with the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance from the superview's bottom edge changes with the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// UIKit's notation in a constraint log: `h=` and `v=`, each the leading margin, the
        /// size and the trailing margin, `-` fixed and `&` flexible. An axis with nothing
        /// flexible reads `--&`, as the trailing margin takes up any change.
        var constraintNotation: String {
            func axis(_ start: AutoresizingMask, _ length: AutoresizingMask, _ end: AutoresizingMask) -> String {
                guard contains(start) || contains(length) || contains(end) else { return "--&" }
                return [start, length, end].map { contains($0) ? "&" : "-" }.joined()
            }
            return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        }
    }

    /// How the view resizes and moves when its superview's bounds change size: none of it (`[]`,
    /// the default) keeps the frame as it is.
    ///
    /// When the superview's width changes by Δ, the flexible parts among the left margin, the width
    /// and the right margin share Δ in proportion to their sizes before the change (equally when
    /// they are all zero), as UIKit documents; the same for the height. `[.flexibleWidth]` keeps
    /// both margins; `[.flexibleLeftMargin, .flexibleRightMargin]` keeps the view centred in
    /// proportion. Only views placed by their frames (``translatesAutoresizingMaskIntoConstraints``
    /// on) follow their masks; constraints place the others. The resizing happens when the
    /// superview's size is set, before any layout pass, and only when the superview's
    /// ``autoresizesSubviews`` is on.
    ///
    /// **With Auto Layout.** When constraints relate such a view to others, UIKit turns its mask
    /// into `NSAutoresizingMaskLayoutConstraint`s; Trestle's solve does the same: the view keeps
    /// its frame at its superview's current size, and a size the solve gives the superview
    /// (fitting a cell, say) moves and resizes it as the mask says. A constraint that fights
    /// them is broken and reported as UIKit reports it, listing them as
    /// `NSAutoresizingMaskLayoutConstraint … h=--& v=--&` (`-` a fixed part, `&` a flexible
    /// one, for the left margin, size and right margin). As in UIKit, they are private: they
    /// never appear in ``constraints``.
    public var autoresizingMask: AutoresizingMask {
        get { autoLayout.autoresizingMask }
        set { autoLayout.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their ``autoresizingMask`` when its size changes:
    /// `true` by default.
    public var autoresizesSubviews: Bool {
        get { autoLayout.autoresizesSubviews }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    /// Moves and resizes the subviews that have autoresizing masks, for a change of this view's
    /// size from `oldSize`.
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews {
            let mask = subview.autoLayout.autoresizingMask
            guard !mask.isEmpty, subview.autoLayout.translatesAutoresizingMaskIntoConstraints else { continue }
            // Autoresizing moves the centre and sizes the bounds: a transform stays as it is.
            let frame = subview.untransformedFrame
            let (x, width) = Self.autoresize(start: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
                                             flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                                             flexibleEnd: mask.contains(.flexibleRightMargin))
            let (y, height) = Self.autoresize(start: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
                                              flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                                              flexibleEnd: mask.contains(.flexibleBottomMargin))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.untransformedFrame = resized }
        }
    }

    /// One axis of autoresizing: the new start and length of a span `start`…`start + length` in a
    /// container that goes from `oldExtent` to `newExtent`, its flexible parts sharing the change in
    /// proportion to their sizes (equally when all are zero). A length never goes below zero.
    static func autoresize(start: CGFloat, length: CGFloat, in oldExtent: CGFloat, to newExtent: CGFloat,
                           flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool) -> (start: CGFloat, length: CGFloat) {
        let delta = newExtent - oldExtent
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = oldExtent - start - length
        let parts = [(flexibleStart, max(0, start)), (flexibleLength, max(0, length)), (flexibleEnd, max(0, end))]
        let flexibleTotal = parts.reduce(0) { $0 + ($1.0 ? $1.1 : 0) }
        let flexibleCount = CGFloat(parts.filter(\.0).count)
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return flexibleTotal > 0 ? delta * part.1 / flexibleTotal : delta / flexibleCount
        }
        return (start + share(parts[0]), max(0, length + share(parts[1])))
    }
}
