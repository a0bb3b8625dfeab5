import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UISearchController")
struct SearchControllerTests {
    // MARK: In the navigation bar

    @Test("navigationItem.searchController: the search bar shows under the navigation bar, the content below it")
    func searchBarUnderTheBar() {
        let screen = SearchScreen()
        let lines = screen.host.screenLines()
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "Fruit")
        #expect(lines[1] == " ⌕ Search")
        #expect(lines[2].hasPrefix(" Apple"))
        #expect(!screen.search.isActive)
    }

    @Test("Clicking the field activates the search: shouldBegin, didBegin, willPresent, updateSearchResults, didPresent")
    func activationOrder() {
        let screen = SearchScreen()
        screen.clickField()
        #expect(screen.log.calls == ["shouldBegin", "didBegin", "willPresent", "update '' active", "didPresent"])
        #expect(screen.search.isActive)
        #expect(screen.search.searchBar.showsCancelButton)
    }

    @Test("While active the navigation bar hides and the search bar takes its line, with Cancel")
    func hidesNavigationBar() {
        let screen = SearchScreen()
        screen.clickField()
        let lines = screen.host.screenLines()
        #expect(lines[0].hasPrefix(" ⌕ "))
        #expect(lines[0].hasSuffix("Cancel"))
        #expect(lines[1].hasPrefix(" Apple"))
    }

    @Test("With hidesNavigationBarDuringPresentation false the navigation bar stays")
    func keepsNavigationBar() {
        let screen = SearchScreen { search, _ in search.hidesNavigationBarDuringPresentation = false }
        screen.clickField()
        #expect(screen.host.screenLines()[0].trimmingCharacters(in: .whitespaces) == "Fruit")
        #expect(screen.barLine == 1)
    }

    @Test("Each change to the text calls updateSearchResults, after textDidChange")
    func updatesOnEachChange() {
        let screen = SearchScreen { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.clickField()
        screen.log.clear()
        screen.host.type("ang")
        screen.host.press(.backspace)
        #expect(screen.log.calls == ["textDidChange 'a'", "update 'a' active", "textDidChange 'an'", "update 'an' active",
                                     "textDidChange 'ang'", "update 'ang' active", "textDidChange 'an'", "update 'an' active"])
        #expect(screen.list.shown == ["Banana", "Mango", "Orange", "Tangerine"])
        #expect(screen.host.screenLines()[1...4].map { $0.trimmingCharacters(in: .whitespaces) } == ["Banana", "Mango", "Orange", "Tangerine"])
    }

    @Test("Pasted text updates the results once, as one change")
    func pasteUpdatesOnce() {
        let screen = SearchScreen { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.clickField()
        screen.log.clear()
        screen.host.paste("berry\n")
        #expect(screen.log.calls == ["textDidChange 'berry'", "update 'berry' active"])
        #expect(screen.list.shown == ["Blackberry", "Blueberry", "Raspberry", "Strawberry"])
    }

    @Test("Esc is Cancel: the text empties, editing ends, the search ends and the results update for the empty text")
    func escapeCancels() {
        let screen = SearchScreen { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.clickField()
        screen.host.type("lem")
        screen.log.clear()
        screen.host.press(.escape)
        #expect(screen.log.calls == ["cancel", "didEnd", "willDismiss", "update '' inactive", "didDismiss"])
        #expect(!screen.search.isActive)
        #expect(screen.text == "")
        #expect(screen.list.shown.count == SearchableFruitListViewController.fruits.count)
        #expect(!screen.search.searchBar.showsCancelButton)
        #expect(screen.host.screenLines()[0].trimmingCharacters(in: .whitespaces) == "Fruit")
    }

    @Test("A click on Cancel does what Esc does")
    func cancelButton() throws {
        let screen = SearchScreen { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.clickField()
        screen.host.type("kiwi")
        let cancel = try #require(screen.host.location(ofText: "Cancel"))
        screen.host.tap(at: cancel)
        #expect(!screen.search.isActive)
        #expect(screen.text == "")
    }

    @Test("Setting isActive presents without making the bar first responder; false dismisses")
    func isActiveInCode() {
        let screen = SearchScreen()
        screen.search.isActive = true
        #expect(screen.log.calls == ["willPresent", "update '' active", "didPresent"])
        #expect(!screen.search.searchBar.searchTextField.isEditing)
        #expect(screen.list.presentedViewController === screen.search)
        screen.log.clear()
        screen.search.isActive = false
        #expect(screen.log.calls == ["willDismiss", "update '' inactive", "didDismiss"])
        #expect(screen.list.presentedViewController == nil)
    }

    // MARK: Keys between the field and the results

    @Test("↓ in the field hands the keys to the list, the search staying active; / brings them back")
    func downAndSlash() {
        let screen = SearchScreen { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.clickField()
        screen.host.type("an")
        screen.host.press(.down)
        #expect(!screen.search.searchBar.searchTextField.isEditing)
        #expect(screen.search.isActive)
        let table = screen.list.tableView!
        let focused = table.indexPathForFocusedRow
        screen.host.press(.down)
        #expect(table.indexPathForFocusedRow != focused)
        screen.host.press(.character("/"))
        #expect(screen.search.searchBar.searchTextField.isEditing)
        screen.host.type("/")
        #expect(screen.text == "an/")                 // in the field, / types
    }

    @Test("/ in the list begins a search; Esc in the list cancels an active search before Esc pops")
    func slashFromTheList() {
        let screen = SearchScreen { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.navigation.setViewControllers([UIViewController(), screen.list], animated: false)
        screen.host.layout()
        screen.host.press(.character("/"))
        #expect(screen.search.isActive)
        #expect(screen.search.searchBar.searchTextField.isEditing)
        screen.host.type("p")
        screen.host.press(.down)
        screen.host.press(.escape)
        #expect(!screen.search.isActive)
        #expect(screen.text == "")
        #expect(screen.navigation.topViewController === screen.list)
        screen.host.press(.escape)
        #expect(screen.navigation.topViewController !== screen.list)
    }

    // MARK: A results controller

    @Test("The results controller shows over the content, below the search bar, while the text is not empty")
    func resultsController() throws {
        let screen = SearchScreen(resultsController: true)
        let results = try #require(screen.results)
        screen.clickField()
        #expect(!screen.search.showsSearchResultsController)
        #expect(screen.host.screenLines()[1].hasPrefix(" Apple"))     // the content, obscured
        screen.host.type("melon")
        #expect(screen.search.showsSearchResultsController)
        #expect(results.queries.last == "melon")
        let lines = screen.host.screenLines()
        #expect(lines[0].hasPrefix(" ⌕ melon"))
        #expect(lines[1...2].map { $0.trimmingCharacters(in: .whitespaces) } == ["Melon", "Watermelon"])
        #expect(lines[3].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(screen.list.shown.count == SearchableFruitListViewController.fruits.count)   // the content is not filtered
        screen.host.press(.down)
        #expect(results.tableView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))   // the keys moved in
        screen.host.press(.down)
        #expect(results.tableView.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        screen.host.press(.escape)
        #expect(!screen.search.isActive)
        #expect(screen.host.screenLines()[2].hasPrefix(" Apple"))
    }

    @Test("A click on the obscured content ends the search")
    func clickOnObscuredContent() {
        let screen = SearchScreen()
        screen.clickField()
        screen.host.tap(at: CGPoint(x: 4, y: 5))
        #expect(!screen.search.isActive)
        #expect(screen.list.tableView.indexPathForSelectedRow == nil)
    }

    // MARK: Scrolling and leaving

    @Test("hidesSearchBarWhenScrolling: the bar hides once the content scrolls from its top and comes back at the top")
    func hidesWhenScrolling() {
        let screen = SearchScreen(height: 8)
        #expect(screen.barLine == 1)
        screen.host.scrollWheel(at: CGPoint(x: 5, y: 4), lines: 3)
        #expect(screen.barLine == nil)
        screen.host.scrollWheel(at: CGPoint(x: 5, y: 4), lines: -10)
        #expect(screen.barLine == 1)
    }

    @Test("With hidesSearchBarWhenScrolling false the bar stays while the content scrolls")
    func staysWhenScrolling() {
        let screen = SearchScreen(height: 8) { _, item in item.hidesSearchBarWhenScrolling = false }
        screen.host.scrollWheel(at: CGPoint(x: 5, y: 4), lines: 3)
        #expect(screen.barLine == 1)
    }

    @Test("Popping the controller whose search is active ends the search")
    func popEndsSearch() {
        let screen = SearchScreen { search, _ in search.obscuresBackgroundDuringPresentation = false }
        screen.navigation.setViewControllers([UIViewController(), screen.list], animated: false)
        screen.host.layout()
        screen.clickField()
        screen.log.clear()
        screen.navigation.popViewController(animated: false)
        #expect(!screen.search.isActive)
        #expect(screen.log.calls.contains("didDismiss"))
        #expect(screen.barLine == nil)
    }
}

@MainActor
extension HeadlessHost {
    /// Where `text` first shows, in window coordinates.
    func location(ofText text: String) -> CGPoint? {
        for (y, line) in screenLines().enumerated() {
            if let range = line.range(of: text) {
                return CGPoint(x: line.distance(from: line.startIndex, to: range.lowerBound), y: y)
            }
        }
        return nil
    }
}
