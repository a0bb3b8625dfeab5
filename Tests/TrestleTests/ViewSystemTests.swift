import Foundation
import Testing
import Trestle
import TrestleTesting

/// A view that counts its layout passes and lays out one subview.
@MainActor
final class CountingView: UIView {
    var layoutPasses = 0
    let child = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(child)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        child.frame = CGRect(x: 2, y: 1, width: bounds.width - 4, height: 1)
    }
}

@MainActor
@Suite("View system")
struct ViewSystemTests {
    @Test("frame, bounds and center stay consistent; moving the bounds' origin scrolls the content")
    func geometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.frame == CGRect(x: 35, y: 30, width: 30, height: 40))
        view.bounds = CGRect(x: 5, y: 7, width: 30, height: 40)
        #expect(view.frame == CGRect(x: 35, y: 30, width: 30, height: 40), "the bounds' origin does not move the frame")
        let child = UIView(frame: CGRect(x: 5, y: 7, width: 1, height: 1))
        view.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: view) == CGPoint(x: 5, y: 7))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 35, y: 30), "scrolled by the parent's bounds origin")
        #expect(view.convert(CGPoint(x: 35, y: 30), from: nil) == CGPoint(x: 5, y: 7))
    }

    @Test("Adding a view removes it from its old superview; the order of subviews is back to front")
    func hierarchy() {
        let a = UIView(), b = UIView(), child = UIView()
        a.addSubview(child)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(child.superview === b)
        let front = UIView()
        b.addSubview(front)
        b.sendSubviewToBack(front)
        #expect(b.subviews.first === front)
        child.tag = 7
        #expect(b.viewWithTag(7) === child)
        #expect(child.isDescendant(of: b))
        child.removeFromSuperview()
        #expect(child.superview == nil && b.subviews.count == 1)
    }

    @Test("layoutIfNeeded runs layoutSubviews once after a size change and not again until the next")
    func layoutCycle() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 1)
        #expect(view.child.frame == CGRect(x: 2, y: 1, width: 16, height: 1))
        view.frame = CGRect(x: 3, y: 0, width: 20, height: 5)
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 1, "moving without resizing needs no layout")
        view.frame.size.width = 30
        view.layoutIfNeeded()
        #expect(view.layoutPasses == 2)
        #expect(view.child.frame.width == 26)
    }

    @Test("layoutIfNeeded from inside the view's own layoutSubviews does not run it inside itself; the pass it asked for comes next")
    func nestedLayoutIfNeeded() {
        /// Asks for another pass, and lays out at once, from inside its first pass — as a callback
        /// made during a list's layout pass (a batch update) does.
        final class ReentrantView: UIView {
            var passes = 0
            var depth = 0
            var deepest = 0
            override func layoutSubviews() {
                passes += 1
                depth += 1
                deepest = max(deepest, depth)
                if passes == 1 {
                    setNeedsLayout()
                    layoutIfNeeded()
                }
                depth -= 1
            }
        }
        let view = ReentrantView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        #expect(view.deepest == 1, "layoutSubviews ran inside itself")
        // The pass asked for is not forgotten.
        view.layoutIfNeeded()
        #expect(view.passes == 2)
        view.layoutIfNeeded()
        #expect(view.passes == 2)
    }

    @Test("Hit testing finds the front-most visible, interactive view under the point")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        back.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 130, y: 30), with: nil) == nil)
    }

    @Test("Labels size to their text in terminal columns, wrap by words, and truncate with an ellipsis")
    func labels() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        let root = UIView()
        host.rootView = root
        let label = UILabel()
        root.addSubview(label)
        label.text = "사진 settings"
        #expect(label.intrinsicContentSize == CGSize(width: 13, height: 1))
        label.numberOfLines = 0
        label.text = "The Photos tab shows every photo"
        #expect(label.sizeThatFits(CGSize(width: 12, height: 100)) == CGSize(width: 11, height: 3), "The Photos / tab shows / every photo")
        label.numberOfLines = 1
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        #expect(host.screenLines().first == "The Photo…")
        label.lineBreakMode = .byTruncatingHead
        #expect(host.screenLines().first == "…ery photo")
        label.textAlignment = .right
        label.text = "ab"
        #expect(host.screenLines().first == "        ab")
    }

    @Test("Dynamic colours resolve against the window's traits when drawn")
    func traitsResolveColours() {
        let dark = UIScreen(bounds: CGRect(x: 0, y: 0, width: 4, height: 1), metrics: .terminal,
                            traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 4, height: 1), screen: dark)
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        view.backgroundColor = .systemBackground
        window.rootView = view
        let fills = window.displayList().items.compactMap { item -> Double? in
            if case let .fill(_, color) = item.primitive { return color.red }
            return nil
        }
        #expect(fills == [0], "systemBackground is black in dark mode")
    }
}

@MainActor
@Suite("Table header, footer and section views")
struct TableSupplementaryViewTests {
    /// A delegate that supplies header views for some sections.
    final class HeaderViews: NSObject, UITableViewDelegate {
        var sectionsWithHeaders: Set<Int> = [1]
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard sectionsWithHeaders.contains(section) else { return nil }
            let label = UILabel()
            label.text = "== custom \(section) =="
            label.numberOfLines = 0
            return label
        }
    }

    @Test("tableHeaderView and tableFooterView take their own heights and scroll with the content")
    func tableHeaderAndFooter() {
        let data = ListDataSource([["a", "b"]])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 8))
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 5, height: 2))
        header.text = "HEADER"
        let footer = UILabel(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        footer.text = "FOOTER"
        table.tableHeaderView = header
        table.tableFooterView = footer
        // A label centres its line vertically in its two-line frame (rounding down: the top line).
        #expect(host.screenLines() == ["HEADER", "", " a", " b", "FOOTER", "", "", ""])
        #expect(header.frame == CGRect(x: 0, y: 0, width: 20, height: 2), "width forced to the table's")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 2)
        #expect(table.contentSize.height == 5)
    }

    @Test("Header views from the delegate are estimated, then measured when shown; nil views take no space")
    func delegateHeaderViews() {
        let data = ListDataSource([["a1", "a2"], ["b1", "b2"], ["c1"]])
        let delegate = HeaderViews()
        let (host, table) = makeTable(data, size: CGSize(width: 12, height: 12))
        table.delegate = delegate
        let lines = host.screenLines()
        #expect(lines.prefix(7) == [" a1", " a2", "== custom 1", "==", " b1", " b2", " c1"])
        #expect(table.rectForHeader(inSection: 0).height == 0)
        #expect(table.rectForHeader(inSection: 1).height == 2, "a two-line label measured at the table's width")
    }

    @Test("Header views are announced once when they appear and ended once when they leave")
    func balancedHeaderCallbacks() {
        let data = ListDataSource([(0..<5).map { "a\($0)" }, (0..<5).map { "b\($0)" }, (0..<5).map { "c\($0)" }])
        data.headerTitles = ["A", "B", "C"]
        let delegate = StrictHeights()
        delegate.heights = Array(repeating: 1, count: 5)
        let (host, table) = makeTable(data, size: CGSize(width: 10, height: 4))
        table.delegate = delegate
        host.layout()
        for _ in 0..<20 { host.press(.down) }
        for _ in 0..<20 { host.press(.up) }
        let wills = delegate.headerEvents.filter { $0.hasPrefix("will") }.count
        let ends = delegate.headerEvents.filter { $0.hasPrefix("end") }.count
        let onScreen = (0..<3).filter { table.headerView(forSection: $0) != nil }.count
        #expect(wills == ends + onScreen, "\(delegate.headerEvents)")
    }
}

/// A view that records the touches it receives.
@MainActor
final class TouchRecorder: UIView {
    var events: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        events.append("began \(touches.first!.location(in: self))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        events.append("ended \(touches.first!.location(in: self))")
    }
}

@MainActor
@Suite("Headless input")
struct HeadlessInputTests {
    @Test("A tap reaches the view under it through hit testing, and unhandled touches travel up the responder chain")
    func tapDelivery() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 10))
        let root = TouchRecorder()
        let child = UIView(frame: CGRect(x: 5, y: 2, width: 5, height: 5))
        root.addSubview(child)
        host.rootView = root
        host.tap(at: CGPoint(x: 6, y: 3))
        #expect(root.events == ["began CGPoint(x: 6.0, y: 3.0)", "ended CGPoint(x: 6.0, y: 3.0)"], "the child does not handle touches; its superview does")
        #expect(host.now > 0, "the tap took time on the virtual clock")
    }

    @Test("The wheel and the page keys scroll the table under the pointer, clamped to its content")
    func wheelAndKeys() {
        let data = ListDataSource([(0..<30).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 10))
        host.scrollWheel(at: CGPoint(x: 3, y: 3), lines: 3)
        #expect(table.contentOffset.y == 3)
        host.scrollWheel(at: CGPoint(x: 3, y: 3), lines: -10)
        #expect(table.contentOffset.y == 0)
        host.press(.pageDown)
        #expect(table.contentOffset.y == 10)
        host.press(.end)
        #expect(table.contentOffset.y == 20)
        #expect(host.screenLines().last == "▌row 29", "End focused the last row")
        host.drag(from: CGPoint(x: 3, y: 8), to: CGPoint(x: 3, y: 3))
        #expect(table.contentOffset.y == 20, "already at the end")
        host.press(.home)
        host.drag(from: CGPoint(x: 3, y: 8), to: CGPoint(x: 3, y: 3))
        #expect(table.contentOffset.y == 5, "content follows the finger up")
    }
}
