import Foundation

/// The scroll indicators: where they are, how they are drawn, and how dragging them scrolls.
///
/// UIKit shows the indicators while the content moves and fades them out after, and so does
/// Trestle at iOS metrics (``MetricsProfile/scrollIndicatorFadeDelay``). A terminal list is
/// expected to show its position all the time, so there Trestle draws the vertical indicator along
/// the trailing edge whenever the content is taller than the view and
/// ``UIScrollView/showsVerticalScrollIndicator`` is on, and the horizontal one along the bottom
/// edge whenever it is wider and ``UIScrollView/showsHorizontalScrollIndicator`` is on. When both
/// show, each track stops short of the corner they would share, as UIKit's do. The thumbs are exact
/// for tables of any size: content height comes from the height index, not from counting rows.
extension UIScrollView {
    /// How long faded indicators take to disappear, once the fade delay has passed.
    static let indicatorFadeDuration: TimeInterval = 0.3

    /// Shows the indicators, then fades them after the metrics' delay: whenever the content
    /// offset changes, and for ``flashScrollIndicators()``.
    func showIndicatorsForAMoment() {
        // Only where an indicator can show: turned on, along an axis the content is longer on.
        // Looser than `showsIndicator(along:)` on purpose: a controller flashes the indicators as
        // its view appears, which can be before the view is laid out at its final size.
        guard (showsVerticalScrollIndicator && contentSize.height > bounds.height)
                || (showsHorizontalScrollIndicator && contentSize.width > bounds.width),
              let delay = metrics.scrollIndicatorFadeDelay, let window else { return }
        let fade = Self.indicatorFadeDuration
        let total = delay + fade
        if indicatorFadeLevel != 1 {
            indicatorFadeLevel = 1
            setNeedsDisplay()
        }
        window.animator.add(ViewAnimator.Running(
            start: window.animator.now, duration: total, curve: .linear,
            apply: { [weak self] progress in
                guard let self else { return }
                let elapsed = Double(progress) * total
                let level = elapsed <= delay ? 1 : max(0, 1 - (elapsed - delay) / fade)
                guard level != indicatorFadeLevel else { return }
                indicatorFadeLevel = level
                setNeedsDisplay()
            },
            key: ViewAnimator.AnimationKey(view: ObjectIdentifier(self), property: "scrollIndicators")))
        window.hostNeedsFrame()
    }

    /// How opaque the indicators are now: always 1 where the metrics do not fade them, and while
    /// a finger drags the content or holds an indicator, as UIKit keeps them.
    var indicatorOpacity: CGFloat {
        guard metrics.scrollIndicatorFadeDelay != nil, !isDragging, !isTrackingIndicator else { return 1 }
        return indicatorFadeLevel
    }

    /// The thumb's colour at the indicators' opacity.
    private var thumbColor: UIColor {
        let opacity = indicatorOpacity
        guard opacity < 1 else { return .secondaryLabel }
        return UIColor { traits in
            let color = UIColor.secondaryLabel.resolvedColor(with: traits)
            var alpha: CGFloat = 0
            color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
            return color.withAlphaComponent(alpha * opacity)
        }
    }

    /// The vertical track and thumb, in the view's bounds coordinates (so they move with the
    /// content offset); `nil` when no vertical indicator is shown.
    package var verticalIndicatorGeometry: (track: CGRect, thumb: CGRect)? {
        indicatorGeometry(along: .vertical)
    }

    /// The horizontal track and thumb, in the view's bounds coordinates; `nil` when no horizontal
    /// indicator is shown.
    package var horizontalIndicatorGeometry: (track: CGRect, thumb: CGRect)? {
        indicatorGeometry(along: .horizontal)
    }

    /// Whether the indicator along `axis` shows: turned on, and the content longer than the
    /// visible length on that axis.
    private func showsIndicator(along axis: ScrollAxes) -> Bool {
        guard axis == .horizontal ? showsHorizontalScrollIndicator : showsVerticalScrollIndicator, isScrollEnabled,
              indicatorOpacity > 0 else { return false }
        let inset = adjustedContentInset
        let thickness = metrics.scrollIndicatorThickness
        let visible = axis == .horizontal ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let across = axis == .horizontal ? bounds.height : bounds.width
        return visible >= 1 && contentSize[axis] > visible && across > thickness
    }

    private func indicatorGeometry(along axis: ScrollAxes) -> (track: CGRect, thumb: CGRect)? {
        guard showsIndicator(along: axis) else { return nil }
        let inset = adjustedContentInset
        let horizontal = axis == .horizontal
        let visible = horizontal ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let thickness = metrics.scrollIndicatorThickness
        // With both indicators, each track ends before the other's, where the inset leaves no room.
        let corner = showsIndicator(along: horizontal ? .vertical : .horizontal)
            ? max(0, thickness - (horizontal ? inset.right : inset.bottom)) : 0
        let length = visible - corner
        guard length >= 1 else { return nil }
        let track = horizontal
            ? CGRect(x: bounds.minX + inset.left, y: bounds.maxY - thickness, width: length, height: thickness)
            : CGRect(x: bounds.maxX - thickness - verticalIndicatorTrailingInset, y: bounds.minY + inset.top, width: thickness, height: length)
        let range = validContentOffsetRange(along: axis)
        let travel = range.upperBound - range.lowerBound
        let fraction = travel > 0 ? min(max((contentOffset[axis] - range.lowerBound) / travel, 0), 1) : 0
        var thumbLength = max(metrics.scrollIndicatorMinimumThumbLength, (length * visible / contentSize[axis]).rounded())
        thumbLength = min(thumbLength, length)
        // On whole points the thumb reaches the last one only at the very end.
        var thumbStart = (length - thumbLength) * fraction
        if metrics.scrollsByWholePoints { thumbStart = fraction >= 1 ? length - thumbLength : thumbStart.rounded(.down) }
        let thumb = horizontal
            ? CGRect(x: track.minX + thumbStart, y: track.minY, width: thumbLength, height: thickness)
            : CGRect(x: track.minX, y: track.minY + thumbStart, width: thickness, height: thumbLength)
        return (track, thumb)
    }

    /// Draws the vertical indicator over the content: a thin track and a heavier thumb.
    func drawVerticalIndicator(in context: inout DrawingContext) {
        guard let (track, thumb) = verticalIndicatorGeometry else { return }
        switch metrics.scrollIndicatorStyle {
        case .lineCharacters:
            let font = UIFont.preferredFont(forTextStyle: .body)
            var y = track.minY
            while y < track.maxY {
                let onThumb = y >= thumb.minY && y < thumb.maxY
                context.text(onThumb ? "┃" : "│", at: CGPoint(x: track.minX, y: y), font: font,
                             color: onThumb ? .secondaryLabel : .quaternaryLabel)
                y += 1
            }
        case .roundedThumb:
            context.roundedRect(thumb, cornerRadius: thumb.width / 2, fill: thumbColor, stroke: nil)
        }
    }

    /// Draws the horizontal indicator over the content's bottom edge: a thin track and a heavier
    /// thumb, as a run of line characters (`─` and `━`) in the terminal.
    func drawHorizontalIndicator(in context: inout DrawingContext) {
        guard let (track, thumb) = horizontalIndicatorGeometry else { return }
        switch metrics.scrollIndicatorStyle {
        case .lineCharacters:
            // Three runs — track, thumb, track — rather than a character per column.
            let font = UIFont.preferredFont(forTextStyle: .body)
            let runs: [(from: CGFloat, to: CGFloat, onThumb: Bool)] = [
                (track.minX, thumb.minX, false), (thumb.minX, thumb.maxX, true), (thumb.maxX, track.maxX, false),
            ]
            for run in runs where run.to > run.from {
                let count = Int((run.to - run.from).rounded())
                guard count > 0 else { continue }
                context.text(String(repeating: run.onThumb ? "━" : "─", count: count), at: CGPoint(x: run.from, y: track.minY),
                             font: font, color: run.onThumb ? .secondaryLabel : .quaternaryLabel)
            }
        case .roundedThumb:
            context.roundedRect(thumb, cornerRadius: thumb.height / 2, fill: thumbColor, stroke: nil)
        }
    }

    /// Starts dragging an indicator when `point` (bounds coordinates) is on it: on the thumb the
    /// thumb follows the pointer; elsewhere on the track the content moves a page toward the
    /// point, as terminal scroll bars do. Returns whether an indicator took the touch.
    func beginIndicatorTracking(at point: CGPoint) -> Bool {
        let slack = metrics.scrollIndicatorHitSlack
        if let (track, thumb) = verticalIndicatorGeometry, point.x >= track.minX - slack,
           point.y >= track.minY, point.y < track.maxY {
            trackedIndicatorAxis = .vertical
            beginIndicatorTracking(at: point.y, thumbStart: thumb.minY, thumbEnd: thumb.maxY, along: .vertical)
            return true
        }
        if let (track, thumb) = horizontalIndicatorGeometry, point.y >= track.minY - slack,
           point.x >= track.minX, point.x < track.maxX {
            trackedIndicatorAxis = .horizontal
            beginIndicatorTracking(at: point.x, thumbStart: thumb.minX, thumbEnd: thumb.maxX, along: .horizontal)
            return true
        }
        return false
    }

    private func beginIndicatorTracking(at position: CGFloat, thumbStart: CGFloat, thumbEnd: CGFloat, along axis: ScrollAxes) {
        if position >= thumbStart && position < thumbEnd {
            indicatorGrabOffset = position - thumbStart
        } else {
            scroll(pages: position < thumbStart ? -1 : 1, along: axis)
            indicatorGrabOffset = nil
        }
    }

    /// Moves the content so the held thumb's grabbed point is under `point` (bounds coordinates,
    /// taken before the move).
    func trackIndicator(to point: CGPoint) {
        let axis = trackedIndicatorAxis
        guard let grab = indicatorGrabOffset, let (track, thumb) = indicatorGeometry(along: axis) else { return }
        let horizontal = axis == .horizontal
        let room = horizontal ? track.width - thumb.width : track.height - thumb.height
        guard room > 0 else { return }
        let fraction = min(max((point[axis] - (horizontal ? track.minX : track.minY) - grab) / room, 0), 1)
        let range = validContentOffsetRange(along: axis)
        var target = range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        if metrics.scrollsByWholePoints { target = target.rounded() }
        var offset = contentOffset
        offset[axis] = clampedContentOffset(target, along: axis)
        contentOffset = offset
        if fraction >= 1 { scrollToEnd(along: axis) }
    }
}
