import Foundation
import Testing
import Trestle
import TrestleTesting

/// Records the status-bar and inset messages.
@MainActor
final class ScrollToTopRecorder: UIScrollViewDelegate {
    var allowsScrollToTop = true
    var calls: [String] = []
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop y=\(scrollView.contentOffset.y)") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeAdjustedContentInset") }
}

/// A table controller that overrides the scroll-view delegate methods, as UIKit subclasses do.
@MainActor
final class ScrollingListController: UITableViewController {
    var calls: [String] = []
    var allowsScrollToTop = true
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging") }
    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
}

@MainActor
@Suite("The rest of the scrolling API: scrollsToTop, inset changes, controllers' delegate overrides")
struct ScrollViewDelegateTests {
    /// A navigation controller over a 100-row table controller in a 30×10 host, scrolled down.
    func scrolledList() -> (HeadlessHost, UINavigationController, ScrollingListController) {
        let list = ScrollingListController(style: .plain)
        list.title = "Rows"
        let nav = UINavigationController(rootViewController: list)
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        host.rootViewController = nav
        host.layout()
        list.tableView.contentOffset = CGPoint(x: 0, y: 40)
        host.layout()
        return (host, nav, list)
    }

    @Test("A click on the navigation bar's title is the status-bar tap: the table glides to its top, then hears didScrollToTop")
    func statusBarTapScrollsToTop() {
        let (host, _, list) = scrolledList()
        let top = list.tableView.validContentOffsetYRange.lowerBound
        host.tap(at: CGPoint(x: 15, y: 0))
        #expect(list.calls == ["shouldScrollToTop"])
        #expect(list.tableView.contentOffset.y > top, "it glides: not there at once")
        host.advance(by: 1)
        #expect(list.tableView.contentOffset.y == top)
        #expect(list.calls == ["shouldScrollToTop", "didScrollToTop"])
        #expect(host.screenText().contains("Row 0"))
    }

    @Test("scrollViewShouldScrollToTop returning false, or scrollsToTop off, leaves the offset")
    func refusedScrollToTop() {
        let (host, _, list) = scrolledList()
        list.allowsScrollToTop = false
        host.tap(at: CGPoint(x: 15, y: 0))
        host.advance(by: 1)
        #expect(list.tableView.contentOffset.y == 40)
        list.allowsScrollToTop = true
        list.tableView.scrollsToTop = false
        list.calls.removeAll()
        host.tap(at: CGPoint(x: 15, y: 0))
        host.advance(by: 1)
        #expect(list.tableView.contentOffset.y == 40)
        #expect(list.calls.isEmpty, "without scrollsToTop the delegate is not asked")
    }

    @Test("With two scroll views on screen that scroll to the top, a status-bar tap scrolls neither, as in UIKit")
    func ambiguousScrollToTop() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let container = UIView(frame: window.bounds)
        let first = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIScrollView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        for scrollView in [first, second] {
            scrollView.contentSize = CGSize(width: 10, height: 100)
            scrollView.contentOffset = CGPoint(x: 0, y: 50)
            container.addSubview(scrollView)
        }
        window.addSubview(container)
        #expect(window.scrollViewForStatusBarTap == nil)
        #expect(!window.statusBarTapped())
        second.scrollsToTop = false
        #expect(window.scrollViewForStatusBarTap === first)
        UIView.performWithoutAnimation { #expect(window.statusBarTapped()) }
        #expect(first.contentOffset.y == 0 && second.contentOffset.y == 50)
    }

    @Test("A tap on a navigation bar button does not scroll to the top")
    func buttonTapDoesNotScroll() {
        let (host, nav, list) = scrolledList()
        var pressed = false
        nav.topViewController?.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in pressed = true })
        host.layout()
        let line = host.screenLines()[0]
        let column = line.distance(from: line.startIndex, to: line.range(of: "Add")!.lowerBound)
        host.tap(at: CGPoint(x: CGFloat(column + 1), y: 0))
        host.advance(by: 1)
        #expect(pressed)
        #expect(list.tableView.contentOffset.y == 40)
    }

    @Test("Subclasses of the list controllers receive the drag messages they override")
    func controllerOverridesReceiveDragMessages() {
        let (host, _, list) = scrolledList()
        host.drag(from: CGPoint(x: 10, y: 8), to: CGPoint(x: 10, y: 4))
        #expect(list.calls.prefix(2) == ["willBeginDragging", "didEndDragging"])
    }

    @Test("Changing the content inset tells the delegate the adjusted inset changed")
    func adjustedInsetChange() {
        let (_, scrollView, _) = makeScrollView(contentSize: CGSize(width: 20, height: 50))
        let recorder = ScrollToTopRecorder()
        scrollView.delegate = recorder
        scrollView.contentInset = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        scrollView.contentInset = UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0)
        #expect(recorder.calls == ["didChangeAdjustedContentInset"], "only a change is told")
    }

}

@MainActor
@Suite("backgroundView on tables and collection views")
struct ListBackgroundViewTests {
    final class EmptyState: UIView {
        let label = UILabel()
        let button = UIButton(type: .system)
        var retries = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = "No Results"
            button.setTitle("Retry", for: .normal)
            addSubview(label)
            addSubview(button)
            button.addAction(UIAction { [unowned self] _ in retries += 1 }, for: .touchUpInside)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = CGRect(x: 5, y: 2, width: 15, height: 1)
            button.frame = CGRect(x: 5, y: 4, width: 10, height: 1)
        }
    }

    @Test("An empty table shows its background view, laid out, and a button in it takes taps")
    func emptyTableShowsBackground() {
        let data = ListDataSource([[]])
        let (host, table) = makeTable(data, size: CGSize(width: 30, height: 8))
        let empty = EmptyState(frame: .zero)
        table.backgroundView = empty
        host.layout()
        #expect(empty.frame == CGRect(x: 0, y: 0, width: 30, height: 8))
        #expect(host.screenLines()[2].contains("No Results"))
        #expect(host.screenLines()[4].contains("Retry"))
        host.tap(at: CGPoint(x: 7, y: 4))
        #expect(empty.retries == 1)
    }

    @Test("Rows draw over the background view, which stays still while they scroll")
    func rowsCoverBackground() {
        let data = ListDataSource([(0..<3).map { "row \($0)" }])
        let (host, table) = makeTable(data, size: CGSize(width: 30, height: 8))
        let empty = EmptyState(frame: .zero)
        table.backgroundView = empty
        host.layout()
        // Rows 0…2 on lines 0…2 cover the label's line; the button's line is still free.
        #expect(host.screenLines()[2] == " row 2")
        #expect(host.screenLines()[4].contains("Retry"))
        #expect(table.subviews.first === empty, "behind every cell")
        data.sections[0] = (0..<40).map { "row \($0)" }
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 10)
        host.layout()
        #expect(empty.frame.origin.y == 10, "it moves with the bounds, so it stays still on screen")
        #expect(host.screenLines()[0] == " row 10")
        table.backgroundView = nil
        #expect(empty.superview == nil)
    }

    @Test("A collection view's background view is a real subview behind its cells")
    func collectionBackground() {
        let data = CollectionData([[]])
        let (host, collection) = makeCollection(data, size: CGSize(width: 30, height: 8))
        let empty = EmptyState(frame: .zero)
        collection.backgroundView = empty
        host.layout()
        #expect(empty.superview === collection)
        #expect(host.screenLines()[2].contains("No Results"))
        host.tap(at: CGPoint(x: 7, y: 4))
        #expect(empty.retries == 1)
        data.sections[0] = ["a", "b", "c", "d"]
        collection.reloadData()
        host.layout()
        #expect(collection.subviews.first === empty)
        #expect(host.screenLines()[0].contains("a"))
    }
}

@MainActor
@Suite("keyboardDismissMode")
struct KeyboardDismissModeTests {
    @Test("With .onDrag, dragging the list ends editing in the search field; with .none the field keeps the keys")
    func dragDismissesKeyboard() {
        let screen = SearchScreen(height: 14) { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.clickField()
        #expect(screen.search.searchBar.searchTextField.isEditing)
        screen.host.drag(from: CGPoint(x: 5, y: 10), to: CGPoint(x: 5, y: 8))
        #expect(screen.search.searchBar.searchTextField.isEditing, ".none leaves the keyboard up")
        screen.list.tableView.keyboardDismissMode = .onDrag
        screen.host.drag(from: CGPoint(x: 5, y: 10), to: CGPoint(x: 5, y: 8))
        #expect(!screen.search.searchBar.searchTextField.isEditing)
    }
}
