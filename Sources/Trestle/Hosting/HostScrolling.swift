import Foundation

/// A scroll a key or the wheel asks a scroll view for.
package enum HostScrollCommand: Sendable, Equatable {
    /// Lines down (negative: up), ``MetricsProfile/rowHeight`` each.
    case lines(Int)
    /// Steps right (negative: left), ``MetricsProfile/horizontalScrollStep`` each; only content
    /// that scrolls sideways takes them.
    case columns(Int)
    /// Pages on (negative: back): down, or right for content that scrolls only sideways.
    case pages(Int)
    /// The start: the top, or the leading edge for content that scrolls only sideways.
    case top
    /// The end: the bottom, or the trailing edge for content that scrolls only sideways.
    case bottom

    /// The scroll `key` asks for, with the conventions of both UIKit's keyboard scrolling and
    /// terminal pagers: ↑/↓ and k/j a line, ←/→ and h/l a step sideways, PgUp/PgDn, Ctrl-B/Ctrl-F
    /// and Space a page, Home/End and g/G either end. `nil` for other keys.
    package init?(key: UIKey) {
        let modifiers = key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad])
        if modifiers == .control {
            switch key.charactersIgnoringModifiers.lowercased() {
            case "f": self = .pages(1)
            case "b": self = .pages(-1)
            default: return nil
            }
            return
        }
        switch key.keyCode {
        case .keyboardDownArrow where modifiers.isEmpty: self = .lines(1)
        case .keyboardUpArrow where modifiers.isEmpty: self = .lines(-1)
        case .keyboardRightArrow where modifiers.isEmpty: self = .columns(1)
        case .keyboardLeftArrow where modifiers.isEmpty: self = .columns(-1)
        case .keyboardPageDown: self = .pages(1)
        case .keyboardPageUp: self = .pages(-1)
        case .keyboardHome: self = .top
        case .keyboardEnd: self = .bottom
        case .keyboardDownArrow where modifiers == .command, .keyboardDownArrow where modifiers == .control: self = .bottom
        case .keyboardUpArrow where modifiers == .command, .keyboardUpArrow where modifiers == .control: self = .top
        default:
            guard modifiers.isEmpty else { return nil }
            switch key.characters {
            case "j": self = .lines(1)
            case "k": self = .lines(-1)
            case "l": self = .columns(1)
            case "h": self = .columns(-1)
            case " ": self = .pages(1)
            case "g": self = .top
            case "G": self = .bottom
            default: return nil
            }
        }
    }
}

/// Keys and the wheel on both axes (UIKitBehavior § Scroll physics).
///
/// ↑/↓ move a line (the metrics' ``MetricsProfile/rowHeight``), ←/→ a horizontal step
/// (``MetricsProfile/horizontalScrollStep``: three columns in the terminal). ←/→ scroll only
/// content wider than the view; elsewhere they go on to the next responder, as they always did.
/// Pages and ends — PgUp/PgDn, Space, Home/End — go down and up, except on content that scrolls
/// only sideways (no taller than the view), where they go right and left, as a horizontally
/// scrolling view on iPad and the Mac pages sideways.
///
/// The wheel scrolls vertically; a sideways wheel (or trackpad) scrolls sideways, and so does the
/// vertical wheel with Shift held, as in desktop toolkits and terminals — on content that scrolls
/// sideways. A vertical wheel over content that scrolls only sideways scrolls it sideways.
extension UIScrollView {
    /// The axis pages and ends move along: sideways only for content that scrolls only sideways.
    private var pagingAxis: ScrollAxes {
        contentScrollableAxes == .horizontal ? .horizontal : .vertical
    }

    /// Whether ``perform(_:)`` would take `command`: everything but sideways steps on content
    /// that does not scroll sideways.
    package func canPerform(_ command: HostScrollCommand) -> Bool {
        if case .columns = command { return contentScrollableAxes.contains(.horizontal) }
        return true
    }

    /// Scrolls by a host command, clamped to the valid offsets: lines are the metrics' row height,
    /// columns its horizontal step, pages the visible length. Returns `false`, doing nothing, for
    /// a command the content does not take (see ``canPerform(_:)``).
    @discardableResult
    package func perform(_ command: HostScrollCommand) -> Bool {
        guard canPerform(command) else { return false }
        switch command {
        case .lines(let count): scroll(by: CGFloat(count) * metrics.rowHeight, along: .vertical)
        case .columns(let count): scroll(by: CGFloat(count) * metrics.horizontalScrollStep, along: .horizontal)
        case .pages(let count): scroll(pages: count, along: pagingAxis)
        case .top: scroll(to: -.greatestFiniteMagnitude, along: pagingAxis)
        case .bottom: scrollToEnd(along: pagingAxis)
        }
        return true
    }

    /// Scrolls for a wheel (or trackpad) turn of `lines` lines down and `columns` steps right
    /// (negative: up, left) over the view; `shift` held turns a vertical turn sideways on content
    /// that scrolls sideways. Given where the pointer is, in window coordinates, content that
    /// scrolls on its own there takes the turn first
    /// (``UIScrollView/scrollWheelOverNestedContent(lines:columns:shift:at:)``).
    package func scrollWheel(lines: Int, columns: Int, shift: Bool = false, at windowPoint: CGPoint? = nil) {
        if let windowPoint, scrollWheelOverNestedContent(lines: lines, columns: columns, shift: shift, at: convert(windowPoint, from: window)) {
            return
        }
        if columns == 0, !shift, wheelPullsRefreshControl(lines: lines) { return }
        var lines = lines, columns = columns
        let axes = contentScrollableAxes
        // Shift turns the wheel sideways; so does content that only scrolls sideways.
        if columns == 0, lines != 0, axes.contains(.horizontal), shift || !axes.contains(.vertical) {
            swap(&lines, &columns)
        }
        if columns != 0, !axes.contains(.horizontal) { columns = 0 }
        guard lines != 0 || columns != 0 else { return }
        stopScrollAnimation()
        var offset = contentOffset
        if lines != 0 { offset.y = clampedContentOffsetY(offset.y + CGFloat(lines) * metrics.rowHeight) }
        if columns != 0 { offset.x = clampedContentOffsetX(offset.x + CGFloat(columns) * metrics.horizontalScrollStep) }
        contentOffset = offset
    }

    /// Moves the offset along `axis` to `value`, clamped to the valid offsets.
    func scroll(to value: CGFloat, along axis: ScrollAxes) {
        stopScrollAnimation()
        var offset = contentOffset
        offset[axis] = clampedContentOffset(value, along: axis)
        contentOffset = offset
    }

    /// Moves the offset along `axis` by `distance`, clamped to the valid offsets.
    func scroll(by distance: CGFloat, along axis: ScrollAxes) {
        scroll(to: contentOffset[axis] + distance, along: axis)
    }

    /// Moves the offset along `axis` by `count` visible lengths (inside the insets).
    func scroll(pages count: Int, along axis: ScrollAxes) {
        let inset = adjustedContentInset
        let visible = axis == .horizontal ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        scroll(by: CGFloat(count) * max(1, visible), along: axis)
    }

    /// Moves the offset to the end of `axis`.
    func scrollToEnd(along axis: ScrollAxes) {
        stopScrollAnimation()
        // Rows measured on the way grow the content under the viewport: settle at the real end.
        for _ in 0..<8 {
            let end = validContentOffsetRange(along: axis).upperBound
            guard contentOffset[axis] != end else { break }
            var offset = contentOffset
            offset[axis] = end
            contentOffset = offset
            layoutIfNeeded()
        }
    }
}

extension UIWindow {
    /// The scrollable scroll view under `point`, nearest first.
    package func scrollView(at point: CGPoint, timestamp: TimeInterval) -> UIScrollView? {
        var view = hitTest(point, with: UIEvent(type: .touches, timestamp: timestamp))
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled { return scrollView }
            view = current.superview
        }
        return nil
    }

    /// The first visible, scrollable scroll view in the window (depth first).
    package var firstScrollView: UIScrollView? {
        func search(_ view: UIView) -> UIScrollView? {
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled, !scrollView.isHidden { return scrollView }
            for subview in view.subviews {
                if let found = search(subview) { return found }
            }
            return nil
        }
        return search(self)
    }
}
