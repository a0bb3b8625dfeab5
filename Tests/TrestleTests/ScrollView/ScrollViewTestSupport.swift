import Foundation
import Trestle
import TrestleTesting

/// Content for scroll view tests: every line shows the column numbers' last digits,
/// `0123456789012…`, so the first character on screen tells the horizontal offset.
@MainActor
final class RulerView: UIView {
    override func draw(in context: inout DrawingContext) {
        let digits = Array("0123456789")
        let line = String((0..<max(0, Int(bounds.width))).map { digits[$0 % 10] })
        for row in 0..<max(0, Int(bounds.height)) {
            context.text(line, at: CGPoint(x: 0, y: CGFloat(row)), font: .preferredFont(forTextStyle: .body), color: .label)
        }
    }
}

/// Records a scroll view's delegate messages, in order, and can move the glide's target.
@MainActor
final class ScrollEventRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var endedAnimations = 0
    /// Where `scrollViewWillEndDragging` moves the target, if anywhere.
    var retarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedAnimations += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging v=(\(velocity.x), \(velocity.y)) target=(\(targetContentOffset.pointee.x), \(targetContentOffset.pointee.y))")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

/// A plain scroll view filling a `size` terminal, over ruler content of `contentSize`, with a
/// recording delegate. Indicators are off unless asked for: most tests read the content.
@MainActor
func makeScrollView(contentSize: CGSize, size: CGSize = CGSize(width: 20, height: 6), indicators: Bool = false)
    -> (HeadlessHost, UIScrollView, ScrollEventRecorder) {
    let host = HeadlessHost(size: size)
    let scrollView = UIScrollView(frame: .zero)
    scrollView.showsVerticalScrollIndicator = indicators
    scrollView.showsHorizontalScrollIndicator = indicators
    let ruler = RulerView(frame: CGRect(origin: .zero, size: contentSize))
    scrollView.addSubview(ruler)
    scrollView.contentSize = contentSize
    let recorder = ScrollEventRecorder()
    scrollView.delegate = recorder
    host.rootView = scrollView
    host.layout()
    return (host, scrollView, recorder)
}
