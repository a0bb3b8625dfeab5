import Foundation

/// Axes a scroll view moves along: what its content is larger than the view on, what a drag may
/// move, which indicator a touch holds. UIKit's `UIAxis` under an engine name, kept inside the
/// package.
package struct ScrollAxes: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Left and right: the content offset's `x`.
    package static let horizontal = ScrollAxes(rawValue: 1 << 0)
    /// Up and down: the content offset's `y`.
    package static let vertical = ScrollAxes(rawValue: 1 << 1)
    /// Both axes.
    package static let both: ScrollAxes = [.horizontal, .vertical]

    /// The axes along which `new` is shorter than `old`.
    package static func shrunk(from old: CGSize, to new: CGSize) -> ScrollAxes {
        var axes: ScrollAxes = []
        if new.width < old.width { axes.insert(.horizontal) }
        if new.height < old.height { axes.insert(.vertical) }
        return axes
    }
}

extension CGPoint {
    /// The coordinate along `axis` (``ScrollAxes/horizontal`` or ``ScrollAxes/vertical``).
    subscript(axis: ScrollAxes) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    /// The length along `axis`: the width for ``ScrollAxes/horizontal``, else the height.
    subscript(axis: ScrollAxes) -> CGFloat {
        axis == .horizontal ? width : height
    }
}
