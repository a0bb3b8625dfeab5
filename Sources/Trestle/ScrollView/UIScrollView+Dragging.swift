import Foundation
import TrestleCore

/// Dragging: which axes a drag moves the content along, and the directional lock.
///
/// As in UIKit, a drag moves the content along each axis it scrolls on: horizontally when the
/// content is wider than the view less its insets (or ``UIScrollView/alwaysBounceHorizontal`` is
/// on), vertically when it is taller (or ``UIScrollView/alwaysBounceVertical`` is on). Content
/// that scrolls along neither axis is dragged vertically, as Trestle's scroll views always were:
/// the delegate hears of the drag, and the content stays where it is.
///
/// With ``UIScrollView/isDirectionalLockEnabled`` on, content that scrolls both ways is dragged
/// along the axis the finger first went mostly along — at least twice as far along it as across
/// it — for the rest of the drag; a drag that starts diagonally moves freely
/// (UIKitBehavior § Scroll physics).
extension UIScrollView {
    /// The state of the touch going on, for dragging: where it began, the axes it moves the
    /// content along once its first movement decided them, and the finger's recent positions.
    struct DragTracking {
        /// Where the touch began (window coordinates).
        private(set) var start: CGPoint = .zero
        /// The axes the drag moves the content along; `nil` until its first movement.
        var axes: ScrollAxes?
        private var velocityX = VelocityTracker()
        private var velocityY = VelocityTracker()

        /// A new touch at `location` (window coordinates).
        mutating func begin(at location: CGPoint, time: TimeInterval) {
            start = location
            axes = nil
            velocityX.reset()
            velocityY.reset()
            record(location, at: time)
        }

        /// The finger is at `location` at `time`.
        mutating func record(_ location: CGPoint, at time: TimeInterval) {
            velocityX.add(Double(location.x), at: time)
            velocityY.add(Double(location.y), at: time)
        }

        /// The finger's velocity in points per second on each axis, when it lifts at `time`.
        func velocity(at time: TimeInterval) -> CGPoint {
            CGPoint(x: velocityX.velocity(at: time), y: velocityY.velocity(at: time))
        }
    }

    /// The axes the content is larger than the view on, inside the insets: what keys, the wheel
    /// and the indicators scroll along.
    package var contentScrollableAxes: ScrollAxes {
        var axes: ScrollAxes = []
        let horizontal = validContentOffsetXRange
        if horizontal.upperBound > horizontal.lowerBound { axes.insert(.horizontal) }
        let vertical = validContentOffsetYRange
        if vertical.upperBound > vertical.lowerBound { axes.insert(.vertical) }
        return axes
    }

    /// The axes a drag moves the content along (before any directional lock).
    package var draggableAxes: ScrollAxes {
        var axes = contentScrollableAxes
        if alwaysBounceHorizontal { axes.insert(.horizontal) }
        if alwaysBounceVertical { axes.insert(.vertical) }
        return axes.isEmpty ? .vertical : axes
    }

    /// The part of a finger's move, `delta` (content movement, against the finger), that moves
    /// the content: its first move decides the drag's axes (and the lock), from the way the
    /// finger went since touch-down to `location` (window coordinates).
    func movableDelta(_ delta: CGPoint, fingerAt location: CGPoint) -> CGPoint {
        if drag.axes == nil {
            let axes = draggableAxes
            if axes == .both && isDirectionalLockEnabled {
                let across = abs(location.x - drag.start.x), down = abs(location.y - drag.start.y)
                guard across > 0 || down > 0 else { return .zero }
                drag.axes = across >= 2 * down ? .horizontal : down >= 2 * across ? .vertical : .both
            } else {
                drag.axes = axes
            }
        }
        let axes = drag.axes ?? .vertical
        return CGPoint(x: axes.contains(.horizontal) ? delta.x : 0, y: axes.contains(.vertical) ? delta.y : 0)
    }

    /// Moves the content by `delta` points (a drag), clamped to the valid offsets; an axis with
    /// no movement is left as it is.
    package func scrollContent(by delta: CGPoint) {
        stopScrollAnimation()
        var offset = contentOffset
        if delta.x != 0 { offset.x = clampedContentOffsetX(offset.x + delta.x) }
        if delta.y != 0 { offset.y = clampedContentOffsetY(offset.y + delta.y) }
        contentOffset = offset
    }
}
