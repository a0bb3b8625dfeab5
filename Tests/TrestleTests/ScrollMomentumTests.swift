import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Records a scroll view's drag and deceleration messages, in order.
@MainActor
private final class MomentumRecorder: UITableViewDelegate {
    var calls: [String] = []
    /// Where `scrollViewWillEndDragging` moves the target, if anywhere.
    var retarget: CGFloat?
    /// The table's data source, kept alive as long as the test holds the recorder.
    var dataSource: ListDataSource?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging v=\(velocity.y) target=\(targetContentOffset.pointee.y)")
        if let retarget { targetContentOffset.pointee.y = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate=\(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

@MainActor
@Suite("Scroll momentum")
struct ScrollMomentumTests {
    /// A table of `rows` one-line rows in a 20 × 10 terminal, with a recording delegate.
    private func table(rows: Int = 200) -> (HeadlessHost, UITableView, MomentumRecorder) {
        let data = ListDataSource([(0..<rows).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        let recorder = MomentumRecorder()
        recorder.dataSource = data
        table.delegate = recorder
        host.layout()
        return (host, table, recorder)
    }

    /// A flick: eight lines up in a tenth of a second (80 lines a second).
    private func flick(_ host: HeadlessHost) {
        host.drag(from: CGPoint(x: 3, y: 9), to: CGPoint(x: 3, y: 1), duration: 0.1)
    }

    @Test("A flick glides on after the finger lifts, slowing on the host clock to where ScrollPhysics rests it")
    func flickGlides() {
        let (host, table, recorder) = table()
        flick(host)
        #expect(table.contentOffset.y == 8, "nothing moves before the clock does")
        #expect(table.isDecelerating && !table.isDragging)
        var offsets: [CGFloat] = []
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)
            offsets.append(table.contentOffset.y)
        }
        #expect(offsets.first! > 8)
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 }, "it never turns back")
        #expect(steps.prefix(5).reduce(0, +) > steps.suffix(5).reduce(0, +), "it slows down")
        host.finishAnimations()
        // 80 lines a second at the normal rate rest 39.92 lines on, on a whole line.
        let rest = 8 + ScrollPhysics.restingDistance(initial: 80, rate: ScrollPhysics.normalRate)
        #expect(table.contentOffset.y == CGFloat(rest.rounded()))
        #expect(!table.isDecelerating)
        #expect(recorder.calls == ["willBeginDragging", "willEndDragging v=0.08 target=48.0", "didEndDragging decelerate=true",
                                   "willBeginDecelerating", "didEndDecelerating"])
        #expect(host.screenLines().first == " row 48")
    }

    @Test("The fast deceleration rate glides a fifth as far")
    func fastRate() {
        let (host, table, _) = table()
        table.decelerationRate = .fast
        flick(host)
        host.finishAnimations()
        // 80 lines a second at 0.99 rest 7.92 lines on.
        #expect(table.contentOffset.y == 16)
    }

    @Test("A flick toward the end slows to a stop on the last row, with no blank space after it")
    func clampedAtTheEnd() {
        let (host, table, recorder) = table(rows: 20)
        flick(host)
        #expect(recorder.calls.contains("willEndDragging v=0.08 target=10.0"), "the target is clamped to the content")
        host.finishAnimations()
        #expect(table.contentOffset.y == 10)
        #expect(host.screenLines().last == " row 19")
    }

    @Test("A slow drag, or a finger that rests before it lifts, stops where the finger lifted")
    func noFlingWhenSlow() {
        let (host, table, recorder) = table()
        host.drag(from: CGPoint(x: 3, y: 9), to: CGPoint(x: 3, y: 5), duration: 1)
        #expect(!table.isDecelerating)
        #expect(recorder.calls.last == "didEndDragging decelerate=false")
        host.advance(by: 1)
        #expect(table.contentOffset.y == 4)
        host.drag(from: CGPoint(x: 3, y: 9), to: CGPoint(x: 3, y: 1), duration: 0.1, hold: 0.2)
        host.advance(by: 1)
        #expect(!table.isDecelerating)
        #expect(table.contentOffset.y == 12)
    }

    @Test("With Reduce Motion on, a flick stops where the finger lifted")
    func reduceMotion() {
        UIAccessibility.isReduceMotionEnabled = true
        defer { UIAccessibility.isReduceMotionEnabled = false }
        let (host, table, recorder) = table()
        flick(host)
        #expect(!table.isDecelerating)
        host.advance(by: 1)
        #expect(table.contentOffset.y == 8)
        #expect(recorder.calls.contains("didEndDragging decelerate=false"))
    }

    @Test("A tap that stops a glide selects nothing; the next tap selects the row under it")
    func tapStoppingGlideSelectsNothing() {
        let (host, table, _) = table()
        flick(host)
        host.advance(by: 0.1)
        #expect(table.isDecelerating)
        host.tap(at: CGPoint(x: 3, y: 2), duration: 0)
        #expect(!table.isDecelerating)
        #expect(table.indexPathForSelectedRow == nil)
        host.tap(at: CGPoint(x: 3, y: 2), duration: 0)
        #expect(table.indexPathForSelectedRow == table.indexPathForRow(at: CGPoint(x: 3, y: table.contentOffset.y + 2)))
        #expect(table.indexPathForSelectedRow != nil)
    }

    @Test("A touch stops a glide where it is; so do the wheel and the keys, which stay immediate")
    func interruptions() {
        let (host, table, recorder) = table()
        flick(host)
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 3, y: 0), duration: 0)
        let stopped = table.contentOffset.y
        #expect(!table.isDecelerating)
        #expect(recorder.calls.last == "didEndDecelerating")
        host.advance(by: 1)
        #expect(table.contentOffset.y == stopped)

        flick(host)
        host.advance(by: 0.1)
        let before = table.contentOffset.y
        host.scrollWheel(at: CGPoint(x: 3, y: 3), lines: 1)
        #expect(table.contentOffset.y == before + 1)
        #expect(!table.isDecelerating)
        host.advance(by: 1)
        #expect(table.contentOffset.y == before + 1)
    }

    @Test("The delegate's scrollViewWillEndDragging can move where the glide ends")
    func delegateTarget() {
        let (host, table, recorder) = table()
        recorder.retarget = 20
        flick(host)
        host.finishAnimations()
        #expect(table.contentOffset.y == 20)
    }

    @Test("A custom profile's minimum fling velocity decides whether a drag glides")
    func minimumFlingVelocity() {
        var profile = MetricsProfile.terminal
        profile.minimumFlingVelocity = 100
        let data = ListDataSource([(0..<200).map { "row \($0)" }])
        let host = HeadlessHost(size: CGSize(width: 20, height: 10), metrics: profile)
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        host.rootView = table
        host.layout()
        flick(host)
        #expect(!table.isDecelerating, "80 lines a second is below this profile's minimum")
        withExtendedLifetime(data) {}
    }
}
