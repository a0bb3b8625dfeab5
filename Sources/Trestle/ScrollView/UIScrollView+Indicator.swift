import Foundation

/// The vertical scroll indicator: where it is, how it is drawn, and how dragging it scrolls.
///
/// UIKit shows the indicator while the content moves and fades it out after; a terminal list is
/// expected to show its position all the time, so Trestle draws it whenever the content is taller
/// than the view and ``UIScrollView/showsVerticalScrollIndicator`` is on. Its thumb is exact for
/// tables of any size: content height comes from the height index, not from counting rows.
extension UIScrollView {
    /// The track and thumb, in the view's bounds coordinates (so they move with the content
    /// offset); `nil` when no indicator is shown.
    package var verticalIndicatorGeometry: (track: CGRect, thumb: CGRect)? {
        guard showsVerticalScrollIndicator, isScrollEnabled else { return nil }
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        let content = contentSize.height
        let thickness = metrics.scrollIndicatorThickness
        guard visible >= 1, content > visible, bounds.width > thickness else { return nil }
        let track = CGRect(x: bounds.maxX - thickness, y: bounds.minY + inset.top, width: thickness, height: visible)
        let range = validContentOffsetYRange
        let travel = range.upperBound - range.lowerBound
        let fraction = travel > 0 ? min(max((contentOffset.y - range.lowerBound) / travel, 0), 1) : 0
        var thumbHeight = max(metrics.scrollIndicatorMinimumThumbLength, (visible * visible / content).rounded())
        thumbHeight = min(thumbHeight, visible)
        // On whole points the thumb reaches the last one only at the very end.
        var thumbY = (visible - thumbHeight) * fraction
        if metrics.scrollsByWholePoints { thumbY = fraction >= 1 ? visible - thumbHeight : thumbY.rounded(.down) }
        let thumb = CGRect(x: track.minX, y: track.minY + thumbY, width: thickness, height: thumbHeight)
        return (track, thumb)
    }

    /// Draws the indicator over the content: a thin track and a heavier thumb.
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
            context.roundedRect(thumb, cornerRadius: thumb.width / 2, fill: .secondaryLabel, stroke: nil)
        }
    }

    /// Starts dragging the indicator when `point` (bounds coordinates) is on it: on the thumb the
    /// thumb follows the pointer; elsewhere on the track the content moves a page toward the
    /// point, as terminal scroll bars do. Returns whether the indicator took the touch.
    func beginIndicatorTracking(at point: CGPoint) -> Bool {
        guard let (track, thumb) = verticalIndicatorGeometry, point.x >= track.minX - metrics.scrollIndicatorHitSlack,
              point.y >= track.minY, point.y < track.maxY else { return false }
        if point.y >= thumb.minY && point.y < thumb.maxY {
            indicatorGrabOffset = point.y - thumb.minY
        } else {
            perform(.pages(point.y < thumb.minY ? -1 : 1))
            indicatorGrabOffset = nil
        }
        return true
    }

    /// Moves the content so the thumb's grabbed point is under `point` (bounds coordinates, taken
    /// before the move).
    func trackIndicator(to point: CGPoint) {
        guard let grab = indicatorGrabOffset, let (track, thumb) = verticalIndicatorGeometry else { return }
        let room = track.height - thumb.height
        guard room > 0 else { return }
        let fraction = min(max((point.y - track.minY - grab) / room, 0), 1)
        let range = validContentOffsetYRange
        let target = range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        contentOffset = CGPoint(x: contentOffset.x, y: clampedContentOffsetY(metrics.scrollsByWholePoints ? target.rounded() : target))
        if fraction >= 1 { perform(.bottom) }
    }
}
