import Foundation
import Testing
import Trestle
import TrestleTesting

/// A table controller with a refresh control that counts `.valueChanged` and reloads on demand.
@MainActor
final class RefreshingListController: UITableViewController {
    var items = (0..<40).map { "Item \($0)" }
    var refreshes = 0
    var scrollCalls: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.showsVerticalScrollIndicator = false
        let control = UIRefreshControl()
        control.attributedTitle = NSAttributedString(string: "Refreshing")
        control.addAction(UIAction { [unowned self] _ in refreshes += 1 }, for: .valueChanged)
        refreshControl = control
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { scrollCalls.append("willBeginDragging") }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        scrollCalls.append("didEndDragging decelerate=\(decelerate)")
    }
}

@MainActor
@Suite("UIRefreshControl: pull to refresh")
struct RefreshControlTests {
    func setUp() -> (HeadlessHost, RefreshingListController) {
        let list = RefreshingListController(style: .plain)
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        host.rootViewController = list
        host.layout()
        return (host, list)
    }

    @Test("Dragging down at the top pulls the content with the rubber band; past the trigger it refreshes once, and on release settles with the spinner above the rows")
    func pullToRefresh() {
        let (host, list) = setUp()
        let table: UITableView = list.tableView
        var midDrag: [String] = []
        host.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 5, y: 8), duration: 0.5, hold: 0.2) {
            midDrag = host.screenLines()
        }
        #expect(list.refreshes == 1, "valueChanged once per pull")
        #expect(list.refreshControl?.isRefreshing == true)
        #expect(midDrag.prefix(2).contains { $0.contains("Refreshing") }, "the control shows above the pulled rows: \(midDrag)")
        #expect(list.scrollCalls.first == "willBeginDragging")
        host.advance(by: 1)
        // At rest: the control's line above the first row, which is on the second line.
        #expect(table.adjustedContentInset.top == 1)
        #expect(table.contentOffset.y == -1)
        let lines = host.screenLines()
        #expect(lines[0].contains("Refreshing"))
        #expect(lines[1] == " Item 0")
    }

    @Test("A refresh started far down (beginRefreshing, then an animated scroll to the control) that ends before the scroll arrives settles at the top, the control gone")
    func refreshEndingDuringTheScrollUp() {
        let (host, list) = setUp()
        let table: UITableView = list.tableView
        table.setContentOffset(CGPoint(x: 0, y: table.validContentOffsetYRange.upperBound), animated: false)
        host.layout()
        list.refreshControl?.beginRefreshing()
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: true)
        host.advance(by: 0.05)
        list.refreshControl?.endRefreshing()
        host.finishAnimations()
        #expect(list.refreshControl?.isRefreshing == false)
        #expect(table.contentOffset.y == 0)
        #expect(host.screenLines()[0] == " Item 0")
        #expect(!host.screenLines().contains { $0.contains("Refreshing") })
    }

    @Test("A short pull does not refresh and springs back")
    func shortPull() {
        let (host, list) = setUp()
        host.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 5, y: 3))
        #expect(list.refreshes == 0)
        host.advance(by: 1)
        #expect(list.tableView.contentOffset.y == 0)
        #expect(host.screenLines()[0] == " Item 0")
    }

    @Test("The spinner turns on the host clock while refreshing, and stops when refreshing ends")
    func spinnerAnimates() {
        let (host, list) = setUp()
        list.refreshControl?.beginRefreshing()
        list.tableView.setContentOffset(CGPoint(x: 0, y: -list.tableView.adjustedContentInset.top), animated: false)
        host.layout()
        let first = host.screenLines()[0]
        host.advance(by: 0.1)
        let second = host.screenLines()[0]
        #expect(first != second, "a new spinner frame after 0.1 s: \(first) / \(second)")
        #expect(first.contains("Refreshing") && second.contains("Refreshing"))
        #expect(host.window.isAnimating)
        list.refreshControl?.endRefreshing()
        host.advance(by: 1)
        #expect(!host.window.isAnimating, "nothing runs at rest")
        #expect(list.tableView.contentOffset.y == 0, "the content settled back to its top")
        #expect(host.screenLines()[0] == " Item 0")
    }

    @Test("beginRefreshing from code sends no valueChanged and does not scroll; the inset grows by the control's height")
    func programmaticBegin() {
        let (host, list) = setUp()
        list.tableView.contentOffset = CGPoint(x: 0, y: 5)
        host.layout()
        list.refreshControl?.beginRefreshing()
        host.layout()
        #expect(list.refreshes == 0)
        #expect(list.tableView.contentOffset.y == 5)
        #expect(list.tableView.adjustedContentInset.top == 1)
        #expect(list.tableView.validContentOffsetYRange.lowerBound == -1)
        list.refreshControl?.endRefreshing()
        #expect(list.tableView.adjustedContentInset.top == 0)
        #expect(list.tableView.contentOffset.y == 5, "content away from the top stays where it is")
    }

    @Test("The wheel turned up at the top pulls; enough turns refresh, and the content settles once the wheel rests")
    func wheelPull() {
        let (host, list) = setUp()
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: -1)
        #expect(list.tableView.contentOffset.y == -1)
        #expect(list.refreshes == 0)
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: -1)
        #expect(list.refreshes == 1)
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: -3)
        #expect(list.refreshes == 1, "once refreshing, the wheel does not pull again")
        host.advance(by: 1)
        #expect(list.tableView.contentOffset.y == -1, "settled with the control showing")
        #expect(host.screenLines()[0].contains("Refreshing"))
    }

    @Test("A single wheel turn up that does not reach the trigger springs back after the wheel rests")
    func wheelShortPull() {
        let (host, list) = setUp()
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: -1)
        host.advance(by: 0.1)
        #expect(list.tableView.contentOffset.y == -1, "still pulled while the wheel may turn again")
        host.finishAnimations()
        #expect(list.refreshes == 0)
        #expect(list.tableView.contentOffset.y == 0)
    }

    @Test("Ending the refresh while the control is out of the window leaves nothing animating")
    func endRefreshingOutOfWindow() {
        let (host, list) = setUp()
        list.refreshControl?.beginRefreshing()
        host.layout()
        #expect(host.window.isAnimating)
        let table: UITableView = list.tableView
        table.removeFromSuperview()
        list.refreshControl?.endRefreshing()
        host.advance(by: 0.1)
        #expect(!host.window.isAnimating, "the spinner went with the window")
    }

    @Test("A pull that ends in a cancelled touch leaves nothing behind for the next drag")
    func cancelledPull() {
        let (host, list) = setUp()
        let table: UITableView = list.tableView
        let touch = UITouch(view: table, window: host.window, location: CGPoint(x: 5, y: 1), phase: .began, timestamp: 1)
        host.window.send(touch, timestamp: 1)
        touch.move(to: CGPoint(x: 5, y: 5), phase: .moved, timestamp: 1.1)
        host.window.send(touch, timestamp: 1.1)
        #expect(table.contentOffset.y < 0, "pulled")
        touch.move(to: CGPoint(x: 5, y: 5), phase: .cancelled, timestamp: 1.2)
        host.window.send(touch, timestamp: 1.2)
        host.finishAnimations()
        #expect(table.contentOffset.y == 0)
        // A new drag up scrolls the rows at once: no old pull is taken back first.
        host.drag(from: CGPoint(x: 5, y: 8), to: CGPoint(x: 5, y: 6))
        host.finishAnimations()
        #expect(table.contentOffset.y == 2)
        #expect(list.refreshes == 0)
    }

    @Test("A scroll view without a refresh control still stops at its top")
    func noControlNoPull() {
        let data = ListDataSource([(0..<40).map { "row \($0)" }])
        let (host, table) = makeTable(data)
        host.layout()
        host.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 5, y: 8))
        #expect(table.contentOffset.y == 0)
        host.scrollWheel(at: CGPoint(x: 5, y: 5), lines: -3)
        #expect(table.contentOffset.y == 0)
    }
}

@MainActor
@Suite("UIRefreshControl on a collection view")
struct CollectionRefreshControlTests {
    @Test("A collection view's refresh control is pulled and shown the same way")
    func collectionPull() {
        let data = CollectionData([(0..<60).map { "item \($0)" }])
        let (host, collection) = makeCollection(data)
        var refreshes = 0
        let control = UIRefreshControl()
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        collection.refreshControl = control
        host.layout()
        host.drag(from: CGPoint(x: 5, y: 1), to: CGPoint(x: 5, y: 8), duration: 0.5)
        #expect(refreshes == 1)
        host.advance(by: 1)
        #expect(collection.contentOffset.y == -1)
        #expect(host.screenLines()[1].contains("item 0"), "the first line holds the spinner, the items start below it")
        control.endRefreshing()
        host.finishAnimations()
        #expect(collection.contentOffset.y == 0)
        withExtendedLifetime(data) {}
    }
}
