import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// The horizontal axis of `UIScrollView`: limits, drags, glides, keys, the wheel and the
/// indicator, in a 20 × 6 terminal over ruler content whose first character on screen tells the
/// horizontal offset.
@MainActor
@Suite("Horizontal scrolling")
struct UIScrollViewHorizontalTests {
    /// Content that scrolls only sideways: 100 columns, as tall as the view.
    let shelf = CGSize(width: 100, height: 6)
    /// Content that scrolls both ways.
    let sheet = CGSize(width: 100, height: 30)
    /// Content that scrolls only vertically.
    let column = CGSize(width: 20, height: 30)

    // MARK: Limits

    @Test("The horizontal limits run from minus the left inset to the content's width plus the right inset, less the view's width")
    func limits() {
        let (_, scrollView, _) = makeScrollView(contentSize: shelf)
        #expect(scrollView.validContentOffsetXRange == 0...80)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 3)
        #expect(scrollView.validContentOffsetXRange == -2...83)
        #expect(scrollView.clampedContentOffsetX(-10) == -2)
        #expect(scrollView.clampedContentOffsetX(40) == 40)
        #expect(scrollView.clampedContentOffsetX(90) == 83)
        #expect(scrollView.clampedContentOffset(CGPoint(x: 500, y: -4)) == CGPoint(x: 83, y: 0))
        scrollView.contentSize = CGSize(width: 10, height: 6)
        #expect(scrollView.validContentOffsetXRange == -2...(-2), "narrower content rests at its leading edge: the range never inverts")
    }

    @Test("scrollRectToVisible moves the least on each axis, inside the insets and the limits")
    func scrollRectToVisibleBothAxes() {
        let (_, scrollView, _) = makeScrollView(contentSize: sheet)
        scrollView.scrollRectToVisible(CGRect(x: 30, y: 10, width: 5, height: 2), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 15, y: 6), "after the visible area: its trailing and bottom edges")
        scrollView.scrollRectToVisible(CGRect(x: 5, y: 2, width: 3, height: 1), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 5, y: 2), "before it: its leading and top edges")
        scrollView.scrollRectToVisible(CGRect(x: 10, y: 3, width: 4, height: 2), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 5, y: 2), "already visible: nothing moves")
        scrollView.scrollRectToVisible(CGRect(x: 40, y: 3, width: 4, height: 2), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 24, y: 2), "only the axis it is off screen on")

        scrollView.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
        scrollView.scrollRectToVisible(CGRect(x: 95, y: 29, width: 5, height: 1), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 83, y: 25))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: -2, y: -1))
    }

    @Test("setContentOffset(_:animated:) glides both components on the host clock")
    func animatedOffsetBothAxes() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: sheet)
        scrollView.setContentOffset(CGPoint(x: 40, y: 12), animated: true)
        #expect(scrollView.contentOffset == .zero, "nothing moves before the clock does")
        host.advance(by: 0.05)
        let midway = scrollView.contentOffset
        #expect(midway.x > 0 && midway.x < 40 && midway.y > 0 && midway.y < 12, "midway \(midway)")
        host.finishAnimations()
        #expect(scrollView.contentOffset == CGPoint(x: 40, y: 12))
        #expect(recorder.endedAnimations == 1)
        #expect(host.screenLines().first?.hasPrefix("0123") == true)
    }

    @Test("Content that shrank is pulled back into the limits along the axes it shrank on")
    func clampAfterShrinking() {
        let (_, scrollView, _) = makeScrollView(contentSize: sheet)
        scrollView.contentOffset = CGPoint(x: 80, y: 24)
        let old = scrollView.contentSize
        scrollView.contentSize = CGSize(width: 50, height: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 80, y: 24), "a new content size alone moves nothing, as in UIKit")
        #expect(ScrollAxes.shrunk(from: old, to: scrollView.contentSize) == .both)
        #expect(scrollView.clampContentOffset(afterShrinkingAlong: .horizontal))
        #expect(scrollView.contentOffset == CGPoint(x: 30, y: 24))
        #expect(scrollView.clampContentOffset(afterShrinkingAlong: ScrollAxes.shrunk(from: old, to: scrollView.contentSize)))
        #expect(scrollView.contentOffset == CGPoint(x: 30, y: 4))
        #expect(!scrollView.clampContentOffset(afterShrinkingAlong: .both), "already inside: nothing moves")
    }

    // MARK: Drags

    @Test("A sideways drag moves content that scrolls sideways against the finger, and tells the delegate")
    func dragSideways() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: shelf)
        host.drag(from: CGPoint(x: 15, y: 3), to: CGPoint(x: 5, y: 3), duration: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 10, y: 0))
        #expect(recorder.calls.first == "willBeginDragging")
        #expect(recorder.calls.last == "didEndDragging decelerate=false", "a slow drag does not glide")
        #expect(host.screenLines().first?.hasPrefix("0123456789") == true)
        host.drag(from: CGPoint(x: 15, y: 5), to: CGPoint(x: 5, y: 1), duration: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 20, y: 0), "content as tall as the view moves only sideways")
        host.drag(from: CGPoint(x: 2, y: 3), to: CGPoint(x: 19, y: 3), duration: 1)
        host.drag(from: CGPoint(x: 2, y: 3), to: CGPoint(x: 19, y: 3), duration: 1)
        #expect(scrollView.contentOffset.x == 0, "it stops at the leading edge")
    }

    @Test("A diagonal drag moves content that scrolls both ways along both axes")
    func dragDiagonally() {
        let (host, scrollView, _) = makeScrollView(contentSize: sheet)
        host.drag(from: CGPoint(x: 15, y: 5), to: CGPoint(x: 5, y: 1), duration: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 10, y: 4))
    }

    @Test("Content that scrolls only vertically ignores the sideways part of a drag")
    func verticalContentIgnoresSidewaysDrag() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: column)
        host.drag(from: CGPoint(x: 15, y: 3), to: CGPoint(x: 5, y: 3), duration: 1)
        #expect(scrollView.contentOffset == .zero)
        #expect(recorder.calls.isEmpty, "a purely sideways drag does not begin dragging")
        host.drag(from: CGPoint(x: 15, y: 5), to: CGPoint(x: 5, y: 1), duration: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 4))
    }

    @Test("alwaysBounceHorizontal lets a drag begin sideways on content no wider than the view")
    func alwaysBounceHorizontal() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 10, height: 6))
        host.drag(from: CGPoint(x: 15, y: 3), to: CGPoint(x: 5, y: 3), duration: 1)
        #expect(recorder.calls.isEmpty)
        scrollView.alwaysBounceHorizontal = true
        host.drag(from: CGPoint(x: 15, y: 3), to: CGPoint(x: 5, y: 3), duration: 1)
        #expect(recorder.calls.first == "willBeginDragging")
        #expect(scrollView.contentOffset == .zero, "Trestle does not bounce: the content stays at its edge")
    }

    @Test("With the directional lock, a drag that starts mostly along one axis stays on it; a diagonal start moves freely",
          arguments: [
              (CGPoint(x: 15, y: 5), CGPoint(x: 3, y: 3), true, CGPoint(x: 12, y: 0)),
              (CGPoint(x: 10, y: 5), CGPoint(x: 8, y: 1), true, CGPoint(x: 0, y: 4)),
              (CGPoint(x: 10, y: 5), CGPoint(x: 6, y: 1), true, CGPoint(x: 4, y: 4)),
              (CGPoint(x: 15, y: 5), CGPoint(x: 3, y: 3), false, CGPoint(x: 12, y: 2)),
          ])
    func directionalLock(start: CGPoint, end: CGPoint, locked: Bool, expected: CGPoint) {
        let (host, scrollView, _) = makeScrollView(contentSize: sheet)
        #expect(!scrollView.isDirectionalLockEnabled, "off by default, as in UIKit")
        scrollView.isDirectionalLockEnabled = locked
        host.drag(from: start, to: end, duration: 1)
        #expect(scrollView.contentOffset == expected)
    }

    // MARK: Glides

    /// A sideways flick: eight columns left in a tenth of a second (80 columns a second).
    private func flick(_ host: HeadlessHost) {
        host.drag(from: CGPoint(x: 12, y: 3), to: CGPoint(x: 4, y: 3), duration: 0.1)
    }

    @Test("A sideways flick glides on, slowing on the host clock to where ScrollPhysics rests it")
    func flickGlidesSideways() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 400, height: 6))
        flick(host)
        #expect(scrollView.contentOffset.x == 8, "nothing moves before the clock does")
        #expect(scrollView.isDecelerating && !scrollView.isDragging)
        var offsets: [CGFloat] = []
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)
            offsets.append(scrollView.contentOffset.x)
        }
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        #expect(offsets.first! > 8)
        #expect(steps.allSatisfy { $0 >= 0 }, "it never turns back")
        #expect(steps.prefix(5).reduce(0, +) > steps.suffix(5).reduce(0, +), "it slows down")
        host.finishAnimations()
        // 80 columns a second at the normal rate rest 39.92 columns on, on a whole column.
        let rest = 8 + ScrollPhysics.restingDistance(initial: 80, rate: ScrollPhysics.normalRate)
        #expect(scrollView.contentOffset == CGPoint(x: CGFloat(rest.rounded()), y: 0))
        #expect(recorder.calls == ["willBeginDragging", "willEndDragging v=(0.08, 0.0) target=(48.0, 0.0)",
                                   "didEndDragging decelerate=true", "willBeginDecelerating", "didEndDecelerating"])
        #expect(host.screenLines().first?.hasPrefix("8901") == true)
    }

    @Test("A diagonal flick glides on both axes, each as far as its own velocity carries it")
    func flickGlidesDiagonally() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 400, height: 200))
        host.drag(from: CGPoint(x: 12, y: 5), to: CGPoint(x: 4, y: 1), duration: 0.1)
        #expect(recorder.calls.contains("willEndDragging v=(0.08, 0.04) target=(48.0, 24.0)"), "\(recorder.calls)")
        host.finishAnimations()
        #expect(scrollView.contentOffset == CGPoint(x: 48, y: 24))
    }

    @Test("A sideways flick toward the end stops at the last column; the delegate can move the target's x")
    func flickClampedAndRetargeted() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 60, height: 6))
        flick(host)
        #expect(recorder.calls.contains("willEndDragging v=(0.08, 0.0) target=(40.0, 0.0)"), "the target is clamped to the content")
        host.finishAnimations()
        #expect(scrollView.contentOffset.x == 40)

        let (otherHost, other, otherRecorder) = makeScrollView(contentSize: CGSize(width: 400, height: 6))
        otherRecorder.retarget = CGPoint(x: 20, y: 0)
        flick(otherHost)
        otherHost.finishAnimations()
        #expect(other.contentOffset == CGPoint(x: 20, y: 0))
    }

    @Test("With Reduce Motion on, a sideways flick stops where the finger lifted")
    func reduceMotion() {
        UIAccessibility.isReduceMotionEnabled = true
        defer { UIAccessibility.isReduceMotionEnabled = false }
        let (host, scrollView, _) = makeScrollView(contentSize: CGSize(width: 400, height: 6))
        flick(host)
        #expect(!scrollView.isDecelerating)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == 8)
    }

    // MARK: Keys

    @Test("← → and h l step sideways by the metrics' horizontal step; PgUp PgDn Home End page and jump sideways on content that scrolls only sideways")
    func keysOnSidewaysContent() {
        let (host, scrollView, _) = makeScrollView(contentSize: shelf)
        let step = host.screen.metrics.horizontalScrollStep
        #expect(step == 3)
        #expect(host.press(.right))
        #expect(scrollView.contentOffset.x == step)
        #expect(host.press(.character("l")))
        #expect(scrollView.contentOffset.x == 2 * step)
        host.press(.left)
        host.press(.character("h"))
        #expect(scrollView.contentOffset.x == 0)
        #expect(host.press(.left), "at the edge the key is still the scroll view's")
        #expect(scrollView.contentOffset.x == 0)
        host.press(.pageDown)
        #expect(scrollView.contentOffset == CGPoint(x: 20, y: 0), "a page is the view's width")
        host.press(.space)
        #expect(scrollView.contentOffset.x == 40)
        host.press(.pageUp)
        #expect(scrollView.contentOffset.x == 20)
        host.press(.end)
        #expect(scrollView.contentOffset.x == 80)
        #expect(host.screenLines().first == "01234567890123456789")
        host.press(.home)
        #expect(scrollView.contentOffset.x == 0)
        host.press(.character("G"))
        #expect(scrollView.contentOffset.x == 80)
        host.press(.character("g"))
        #expect(scrollView.contentOffset.x == 0)
    }

    @Test("On content that scrolls both ways, pages and ends stay vertical and ← → step sideways")
    func keysOnContentScrollingBothWays() {
        let (host, scrollView, _) = makeScrollView(contentSize: sheet)
        host.press(.pageDown)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 6))
        host.press(.right)
        #expect(scrollView.contentOffset == CGPoint(x: 3, y: 6))
        host.press(.down)
        #expect(scrollView.contentOffset == CGPoint(x: 3, y: 7))
        host.press(.end)
        #expect(scrollView.contentOffset == CGPoint(x: 3, y: 24))
    }

    @Test("On content that scrolls only vertically, ← → h l are not the scroll view's: they go on to the next responder")
    func sidewaysKeysPassOnVerticalContent() {
        let (host, scrollView, _) = makeScrollView(contentSize: column)
        #expect(!host.press(.right))
        #expect(!host.press(.left))
        #expect(!host.press(.character("l")))
        #expect(!host.press(.character("h")))
        #expect(scrollView.contentOffset == .zero)
        #expect(host.press(.down))
        #expect(host.press(.pageDown))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 7))
    }

    @Test("A table's ← → stay as they were: without swipe actions or a detail button, nothing takes them")
    func tableKeysUnchanged() {
        let data = ListDataSource([(0..<50).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.layout()
        #expect(!host.press(.right))
        #expect(!host.press(.left))
        #expect(table.contentOffset == .zero)
        host.drag(from: CGPoint(x: 5, y: 8), to: CGPoint(x: 8, y: 2), duration: 1)
        #expect(table.contentOffset == CGPoint(x: 0, y: 6), "a table's drags move only vertically")
    }

    // MARK: Wheel

    @Test("A sideways wheel scrolls content that scrolls sideways by horizontal steps, and nothing else")
    func sidewaysWheel() {
        let (host, scrollView, _) = makeScrollView(contentSize: sheet)
        host.scrollWheel(at: CGPoint(x: 5, y: 2), columns: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 9, y: 0))
        host.scrollWheel(at: CGPoint(x: 5, y: 2), columns: -1)
        #expect(scrollView.contentOffset == CGPoint(x: 6, y: 0))
        host.scrollWheel(at: CGPoint(x: 5, y: 2), columns: -10)
        #expect(scrollView.contentOffset.x == 0, "clamped at the leading edge")

        let (columnHost, columnView, _) = makeScrollView(contentSize: column)
        columnHost.scrollWheel(at: CGPoint(x: 5, y: 2), columns: 3)
        #expect(columnView.contentOffset == .zero, "content no wider than the view ignores a sideways wheel")
    }

    @Test("Shift turns the wheel sideways on content that scrolls sideways; on vertical content it still scrolls vertically")
    func shiftWheel() {
        let (host, scrollView, _) = makeScrollView(contentSize: sheet)
        host.scrollWheel(at: CGPoint(x: 5, y: 2), lines: 2, modifiers: .shift)
        #expect(scrollView.contentOffset == CGPoint(x: 6, y: 0))
        host.scrollWheel(at: CGPoint(x: 5, y: 2), lines: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 6, y: 2), "without Shift the wheel scrolls vertically")

        let (columnHost, columnView, _) = makeScrollView(contentSize: column)
        columnHost.scrollWheel(at: CGPoint(x: 5, y: 2), lines: 2, modifiers: .shift)
        #expect(columnView.contentOffset == CGPoint(x: 0, y: 2))
    }

    @Test("The vertical wheel scrolls content that scrolls only sideways sideways")
    func verticalWheelOnSidewaysContent() {
        let (host, scrollView, _) = makeScrollView(contentSize: shelf)
        host.scrollWheel(at: CGPoint(x: 5, y: 2), lines: 3)
        #expect(scrollView.contentOffset == CGPoint(x: 9, y: 0))
        host.scrollWheel(at: CGPoint(x: 5, y: 2), lines: -1)
        #expect(scrollView.contentOffset == CGPoint(x: 6, y: 0))
    }

    @Test("The wheel stops a sideways glide where it is")
    func wheelStopsGlide() {
        let (host, scrollView, _) = makeScrollView(contentSize: CGSize(width: 400, height: 6))
        flick(host)
        host.advance(by: 0.1)
        let before = scrollView.contentOffset.x
        host.scrollWheel(at: CGPoint(x: 5, y: 2), columns: 1)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.x == before + 3)
        host.advance(by: 1)
        #expect(scrollView.contentOffset.x == before + 3)
    }

    // MARK: Indicator

    @Test("The horizontal indicator runs along the last line: its thumb's length and place follow the visible part")
    func horizontalIndicator() {
        let (host, scrollView, _) = makeScrollView(contentSize: CGSize(width: 80, height: 6), indicators: true)
        #expect(host.screenLines() == [
            "01234567890123456789",
            "01234567890123456789",
            "01234567890123456789",
            "01234567890123456789",
            "01234567890123456789",
            "━━━━━───────────────",
        ], "20 of 80 columns: a five-column thumb at the start")
        scrollView.contentOffset.x = 30
        #expect(host.screenLines().last == "───────━━━━━────────")
        host.press(.end)
        #expect(host.screenLines().last == "───────────────━━━━━", "the thumb reaches the end only at the end")
    }

    @Test("With both indicators, each stops short of the corner they share")
    func bothIndicators() {
        let (host, _, _) = makeScrollView(contentSize: CGSize(width: 80, height: 30), indicators: true)
        #expect(host.screenLines() == [
            "0123456789012345678┃",
            "0123456789012345678│",
            "0123456789012345678│",
            "0123456789012345678│",
            "0123456789012345678│",
            "━━━━━──────────────9",
        ])
    }

    @Test("No horizontal indicator when the content fits the width, or when it is turned off")
    func horizontalIndicatorHidden() {
        let (host, _, _) = makeScrollView(contentSize: CGSize(width: 20, height: 6), indicators: true)
        #expect(host.screenLines().allSatisfy { !$0.contains("─") && !$0.contains("━") })
        let (longHost, long, _) = makeScrollView(contentSize: shelf, indicators: true)
        long.showsHorizontalScrollIndicator = false
        #expect(longHost.screenLines().allSatisfy { !$0.contains("─") && !$0.contains("━") })
        #expect(long.horizontalIndicatorGeometry == nil)
    }

    @Test("Dragging the horizontal thumb scrolls proportionally, to the very end; a click on its track pages toward it")
    func dragHorizontalThumb() {
        let (host, scrollView, recorder) = makeScrollView(contentSize: CGSize(width: 80, height: 6), indicators: true)
        host.drag(from: CGPoint(x: 1, y: 5), to: CGPoint(x: 8, y: 5))
        #expect(abs(scrollView.contentOffset.x - 28) <= 1, "offset \(scrollView.contentOffset.x)")
        #expect(scrollView.contentOffset.y == 0)
        host.drag(from: CGPoint(x: 8, y: 5), to: CGPoint(x: 19, y: 5))
        #expect(scrollView.contentOffset.x == 60)
        #expect(recorder.calls.isEmpty, "dragging the indicator is not dragging the content")
        host.drag(from: CGPoint(x: 16, y: 5), to: CGPoint(x: 0, y: 5))
        #expect(scrollView.contentOffset.x == 0)
        host.tap(at: CGPoint(x: 15, y: 5))
        #expect(scrollView.contentOffset.x == 20, "a page is the view's width")
    }
}
