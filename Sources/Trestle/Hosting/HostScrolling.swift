import Foundation

/// A scroll a key or the wheel asks a scroll view for.
package enum HostScrollCommand: Sendable, Equatable {
    case lines(Int)
    case pages(Int)
    case top
    case bottom

    /// The scroll `key` asks for, with the conventions of both UIKit's keyboard scrolling and
    /// terminal pagers: ↑/↓ and k/j a line, PgUp/PgDn, Ctrl-B/Ctrl-F and Space a page, Home/End
    /// and g/G either end. `nil` for other keys.
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
            case " ": self = .pages(1)
            case "g": self = .top
            case "G": self = .bottom
            default: return nil
            }
        }
    }
}

extension UIScrollView {
    /// Scrolls by a host command, clamped to the valid offsets: lines are the metrics' row height,
    /// pages the visible height.
    package func perform(_ command: HostScrollCommand) {
        stopScrollAnimation()
        if case .bottom = command {
            // Rows measured on the way grow the content under the viewport: settle at the real end.
            for _ in 0..<8 {
                let end = validContentOffsetYRange.upperBound
                guard contentOffset.y != end else { break }
                contentOffset = CGPoint(x: contentOffset.x, y: end)
                layoutIfNeeded()
            }
            return
        }
        let page = max(1, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
        let target: CGFloat = switch command {
        case .lines(let count): contentOffset.y + CGFloat(count) * metrics.rowHeight
        case .pages(let count): contentOffset.y + CGFloat(count) * page
        case .top: -CGFloat.greatestFiniteMagnitude
        case .bottom: CGFloat.greatestFiniteMagnitude
        }
        contentOffset = CGPoint(x: contentOffset.x, y: clampedContentOffsetY(target))
    }

    /// Moves the content by `delta` points (a drag), clamped to the valid offsets.
    package func scrollContent(by delta: CGFloat) {
        stopScrollAnimation()
        contentOffset = CGPoint(x: contentOffset.x, y: clampedContentOffsetY(contentOffset.y + delta))
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
