import Foundation
import Testing
import Trestle
import TrestleTesting

/// Records scroll delegate calls.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    var endedAnimations = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedAnimations += 1 }
}

@MainActor
@Suite("View animation on the host's clock")
struct AnimationTests {
    func labelHost() -> (HeadlessHost, UILabel) {
        let host = HeadlessHost(size: CGSize(width: 30, height: 3))
        let root = UIView()
        let label = UILabel(frame: CGRect(x: 0, y: 1, width: 6, height: 1))
        label.text = "moving"
        root.addSubview(label)
        host.rootView = root
        host.layout()
        return (host, label)
    }

    @Test("animate(withDuration:) moves what is drawn over the duration; the model value is final at once")
    func frameAnimation() {
        let (host, label) = labelHost()
        var completed: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            label.frame.origin.x = 20
        }, completion: { completed.append($0) })
        #expect(label.frame.minX == 20, "the model value changes at once")
        #expect(host.screenLines()[1] == "moving", "drawn where it started")
        host.advance(by: 0.5)
        #expect(host.screenLines()[1] == String(repeating: " ", count: 10) + "moving", "halfway at half time")
        #expect(host.isAnimating)
        #expect(completed.isEmpty)
        host.advance(by: 0.5)
        #expect(host.screenLines()[1] == String(repeating: " ", count: 20) + "moving")
        #expect(completed == [true])
        #expect(!host.isAnimating)
    }

    @Test("performWithoutAnimation and setAnimationsEnabled(false) change at once and complete at once")
    func withoutAnimation() {
        let (host, label) = labelHost()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { label.frame.origin.x = 5 }
        }
        #expect(host.screenLines()[1].hasPrefix("     moving"))
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var completed = false
        UIView.animate(withDuration: 1, animations: { label.frame.origin.x = 0 }, completion: { completed = $0 })
        #expect(completed)
        #expect(host.screenLines()[1] == "moving")
        #expect(!host.isAnimating)
    }

    @Test("A fade draws the view until its alpha reaches zero")
    func fade() {
        let (host, label) = labelHost()
        UIView.animate(withDuration: 1) { label.alpha = 0 }
        host.advance(by: 0.5)
        #expect(host.screenLines()[1] == "moving", "still drawn, translucent")
        host.advance(by: 0.6)
        #expect(host.screenLines()[1] == "", "gone at the end")
    }

    @Test("setContentOffset(animated:) glides in whole lines and tells the delegate when it ends")
    func animatedScroll() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        let recorder = ScrollRecorder()
        host.layout()
        table.delegate = recorder
        host.layout()
        table.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(table.contentOffset.y == 0)
        host.advance(by: 0.05)
        let midway = table.contentOffset.y
        #expect(midway > 0 && midway < 40 && midway == midway.rounded(), "\(midway)")
        host.advance(by: 0.2)
        #expect(table.contentOffset.y == 40)
        #expect(recorder.endedAnimations == 1)
        #expect(recorder.scrolls >= 2)
        #expect(host.screenLines().first == " row 40")
    }

    @Test("The wheel stops an animated scroll where it is")
    func wheelStopsAnimation() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        table.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        host.advance(by: 0.05)
        let stopped = table.contentOffset.y
        host.scrollWheel(at: CGPoint(x: 2, y: 2), lines: 3)
        host.advance(by: 0.5)
        #expect(table.contentOffset.y == stopped + 3)
        #expect(!host.isAnimating)
    }

    @Test("Reduce motion makes animated scrolls jump")
    func reduceMotion() {
        let data = ListDataSource([(0..<100).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        UIAccessibility.isReduceMotionEnabled = true
        defer { UIAccessibility.isReduceMotionEnabled = false }
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        #expect(table.contentOffset.y == 50)
        #expect(!host.isAnimating)
    }
}
