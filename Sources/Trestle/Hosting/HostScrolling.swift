import Foundation

/// What hosts ask a scroll view to do for keys and the wheel, until keyboard focus exists.
package enum HostScrollCommand: Sendable {
    case lines(Int)
    case pages(Int)
    case top
    case bottom
}

extension UIScrollView {
    /// Scrolls by a host command, clamped to the valid offsets: lines are the metrics' row height,
    /// pages the visible height.
    package func perform(_ command: HostScrollCommand) {
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
