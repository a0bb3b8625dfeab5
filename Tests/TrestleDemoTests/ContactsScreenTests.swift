import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

/// The Contacts screen on a temporary store of a few thousand people.
@MainActor
struct ContactsScreen {
    let host: HeadlessHost
    let navigation: UINavigationController
    let contacts: ContactsViewController
    let source: ContactsSource

    init(count: Int = 3_000, path: String? = nil, size: CGSize = demoScreenSize) async {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-test-\(UUID().uuidString)")
        source = ContactsSource(path: path ?? folder.appendingPathComponent("contacts.sqlite").path, count: count,
                                temporaryFolder: path == nil ? folder : nil)
        contacts = ContactsViewController(source: source)
        (host, navigation) = makeHost(showing: contacts, size: size)
        await settle()
    }

    /// Lets the store's reads finish and the screen show them.
    func settle() async {
        for _ in 0..<5 {
            await contacts.waitUntilSettled()
            host.layout()
        }
    }

    var table: UITableView { contacts.tableView }
}

@MainActor
@Suite("Demo: Contacts (seed 004 on SQLite)")
struct ContactsScreenTests {
    @Test("Sections follow the Korean collation: ㄱ … ㅎ, then A … Z, then #, with the index at the trailing edge")
    func sectionsAndIndex() async {
        let screen = await ContactsScreen()
        let titles = (0..<screen.table.numberOfSections).compactMap { screen.table.dataSource?.tableView(screen.table, titleForHeaderInSection: $0) }
        #expect(titles.first == "ㄱ")
        #expect(titles.contains("ㅎ") && titles.contains("A") && titles.contains("Z"))
        let index = screen.table.dataSource?.sectionIndexTitles(for: screen.table) ?? []
        #expect(index.count == 41 && index.first == "ㄱ" && index[14] == "A" && index.last == "#")
        let text = screen.host.screenText()
        #expect(text.contains("ㄱ"))
        // Names are sorted within a section.
        let names = (0..<10).compactMap { screen.contacts.contact(at: IndexPath(row: $0, section: 0))?.name }
        #expect(names.count == 10)
        #expect(names == names.sorted())
        #expect(names.allSatisfy { $0.hasPrefix("강") || $0.hasPrefix("고") || $0.hasPrefix("곽") || $0.hasPrefix("공") || $0.hasPrefix("구") || $0.hasPrefix("권") || $0.hasPrefix("김") })
    }

    @Test("Rows far down show placeholders, then their people once the page is read — the rows just past the edge too; no row shows someone else")
    func placeholdersFillIn() async {
        let screen = await ContactsScreen()
        let section = 14   // A
        let rows = screen.table.numberOfRows(inSection: section)
        screen.table.scrollToRow(at: IndexPath(row: rows / 2, section: section), at: .top, animated: false)
        screen.host.layout()
        await screen.settle()
        // One line on: the row laid out just past the bottom edge comes on screen filled in.
        screen.host.scrollWheel(at: CGPoint(x: 5, y: 10), lines: 1)
        #expect(!screen.host.screenLines().contains { $0.hasPrefix(" …") }, "placeholders filled in:\n\(screen.host.screenText())")
        // What each row shows is what the database holds at that place.
        let stored = try! ContactsDatabase(path: screen.source.path).contacts(inSection: section, fromID: 0, limit: 100_000)
        for indexPath in screen.table.indexPathsForVisibleRows ?? [] where indexPath.section == section {
            let cell = screen.table.cellForRow(at: indexPath)
            #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == stored[indexPath.row].name)
        }
    }

    @Test("Deleting the same person twice counts once; the rows after show the right people")
    func deleteTwice() async {
        let screen = await ContactsScreen()
        let victim = try! #require(screen.contacts.contact(at: IndexPath(row: 2, section: 0)))
        let count = screen.table.numberOfRows(inSection: 0)
        screen.contacts.delete(victim)
        screen.contacts.delete(victim)
        for _ in 0..<100 where screen.table.numberOfRows(inSection: 0) == count { try? await Task.sleep(for: .milliseconds(5)) }
        try? await Task.sleep(for: .milliseconds(50))
        screen.host.finishAnimations()
        await screen.settle()
        #expect(screen.table.numberOfRows(inSection: 0) == count - 1)
        let stored = try! ContactsDatabase(path: screen.source.path).contacts(inSection: 0, fromID: 0, limit: 100)
        for row in 0..<10 {
            #expect(screen.contacts.contact(at: IndexPath(row: row, section: 0)) == stored[row])
        }
    }

    @Test("Jumping by the section index scrolls the section's header to the top")
    func indexJump() async {
        let screen = await ContactsScreen(size: CGSize(width: 60, height: 48))
        let indexColumn = screen.host.window.bounds.width - 1
        // Titles are centred in the list's height: find M's line.
        let lines = screen.host.screenLines()
        let line = try! #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasSuffix(" M") })
        screen.host.tap(at: CGPoint(x: indexColumn, y: CGFloat(line)))
        await screen.settle()
        let section = try! #require(screen.contacts.tableView.dataSource?.sectionIndexTitles(for: screen.table)?.firstIndex(of: "M"))
        #expect(screen.table.contentOffset.y == screen.table.rect(forSection: section).minY - screen.table.adjustedContentInset.top)
    }

    @Test("Search is answered by SQL: prefixes of either name, accents and case ignored; quotes, % and _ are text; no results shows a message")
    func search() async {
        let screen = await ContactsScreen()
        func query(_ text: String) async -> [String] {
            screen.host.press(.character("u"), modifiers: .control)   // clears the field
            if !text.isEmpty { screen.host.paste(text) }
            await screen.contacts.waitForSearch()
            screen.host.layout()
            guard screen.table.numberOfSections == 1 else { return [] }
            return (0..<screen.table.numberOfRows(inSection: 0)).compactMap { screen.contacts.contact(at: IndexPath(row: $0, section: 0))?.name }
        }
        screen.host.press(.character("/"))
        let found = await query("jose")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.hasPrefix("José ") }, "\(found.prefix(5))")
        let family = await query("TURING")
        #expect(!family.isEmpty && family.allSatisfy { $0.hasSuffix(" Turing") })
        let korean = await query("김민")
        #expect(!korean.isEmpty && korean.allSatisfy { $0.hasPrefix("김민") })
        let given = await query("민준")
        #expect(given.contains { $0.hasSuffix("민준") }, "a Korean given name finds the person too")
        #expect(given.allSatisfy { $0.hasSuffix("민준") || $0.hasPrefix("민준") })
        for hostile in ["%", "_", "'", "\"", "\\", "a%", "j_se"] {
            #expect(await query(hostile).isEmpty, "\(hostile.debugDescription) is text, matching no name")
        }
        #expect(screen.host.screenText().contains("No Results"))
        screen.host.press(.escape)
        await screen.settle()
        #expect(screen.table.numberOfSections == 41)
    }

    @Test("Deleting from the context menu asks first; confirmed, it removes the person from the database and the list, and the rows after move up")
    func deleteFromMenu() async {
        let screen = await ContactsScreen()
        let first = try! #require(screen.contacts.contact(at: IndexPath(row: 0, section: 0)))
        let second = try! #require(screen.contacts.contact(at: IndexPath(row: 1, section: 0)))
        let count = screen.table.numberOfRows(inSection: 0)
        let line = try! #require(screen.host.line(showing: first.name))
        #expect(screen.host.rightClick(at: CGPoint(x: 3, y: CGFloat(line))))
        #expect(screen.host.screenText().contains("Call"))
        screen.host.tap("Delete")
        screen.host.finishAnimations()
        // Nothing is deleted yet: the sheet asks.
        #expect(screen.host.screenText().contains("Delete Contact"))
        #expect(screen.host.screenText().contains("Cancel"))
        try? await Task.sleep(for: .milliseconds(20))
        #expect(screen.table.numberOfRows(inSection: 0) == count)
        screen.host.tap("Delete Contact")
        for _ in 0..<50 where screen.table.numberOfRows(inSection: 0) == count { await Task.yield(); try? await Task.sleep(for: .milliseconds(5)) }
        screen.host.finishAnimations()
        await screen.settle()
        #expect(screen.table.numberOfRows(inSection: 0) == count - 1)
        #expect(screen.contacts.contact(at: IndexPath(row: 0, section: 0)) == second)
        // Read back from the file: the deletion is stored.
        let database = try! ContactsDatabase(path: screen.source.path)
        #expect(try! database.sections()[0].count == count - 1)
        #expect(try! database.contacts(inSection: 0, fromID: first.id, limit: 1).first == second)
    }

    @Test("Cancel in the delete confirmation keeps the contact, from the menu and from the details screen")
    func deleteCancelled() async {
        let screen = await ContactsScreen()
        let first = try! #require(screen.contacts.contact(at: IndexPath(row: 0, section: 0)))
        let count = screen.table.numberOfRows(inSection: 0)
        let line = try! #require(screen.host.line(showing: first.name))
        #expect(screen.host.rightClick(at: CGPoint(x: 3, y: CGFloat(line))))
        screen.host.tap("Delete")
        screen.host.finishAnimations()
        screen.host.tap("Cancel")
        screen.host.finishAnimations()
        // From the details screen: Delete Contact asks too, and Esc cancels.
        screen.host.tap(first.name)
        screen.host.finishAnimations()
        screen.host.tap("Delete Contact")
        screen.host.finishAnimations()
        #expect(screen.host.screenText().contains("will be deleted"))
        screen.host.press(.escape)
        screen.host.finishAnimations()
        try? await Task.sleep(for: .milliseconds(50))
        await screen.settle()
        #expect(screen.table.numberOfRows(inSection: 0) == count)
        let database = try! ContactsDatabase(path: screen.source.path)
        #expect(try! database.sections()[0].count == count)
    }

    @Test("Pulling with the wheel at the top refreshes: the store is read again and refreshing ends")
    func refresh() async {
        let screen = await ContactsScreen()
        screen.host.scrollWheel(at: CGPoint(x: 5, y: 10), lines: -1)
        screen.host.scrollWheel(at: CGPoint(x: 5, y: 10), lines: -1)
        #expect(screen.contacts.refreshControl?.isRefreshing == true)
        for _ in 0..<200 where screen.contacts.refreshControl?.isRefreshing == true {
            try? await Task.sleep(for: .milliseconds(5))
        }
        #expect(screen.contacts.refreshControl?.isRefreshing == false)
        screen.host.finishAnimations()
        await screen.settle()
        #expect(screen.table.contentOffset.y == 0)
        #expect(!screen.host.screenLines().contains { $0.hasPrefix(" …") })
    }

    @Test("Ctrl-R shows the refresh control and refreshes, as a pull does")
    func refreshKey() async {
        let screen = await ContactsScreen()
        screen.host.press(.character("r"), modifiers: .control)
        #expect(screen.contacts.refreshControl?.isRefreshing == true)
        for _ in 0..<200 where screen.contacts.refreshControl?.isRefreshing == true {
            try? await Task.sleep(for: .milliseconds(5))
        }
        screen.host.finishAnimations()
        #expect(screen.table.contentOffset.y == 0)
    }

    @Test("Selecting a contact shows its details as a static table")
    func details() async {
        let screen = await ContactsScreen()
        let first = try! #require(screen.contacts.contact(at: IndexPath(row: 0, section: 0)))
        screen.host.tap(first.name)
        screen.host.finishAnimations()
        let text = screen.host.screenText()
        #expect(text.contains(first.phone))
        #expect(text.contains(first.email))
        #expect(text.contains("Delete Contact"))
    }

    @Test("A file that cannot be opened is explained on screen")
    func unopenable() async {
        let screen = await ContactsScreen(path: "/proc/contacts-cannot-be-here/contacts.sqlite")
        let text = screen.host.screenText().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("cannot be opened"))
        #expect(text.contains("--contacts-database"))
    }

    @Test("A file that disappears while scrolling is explained, and the people already shown stay")
    func disappearingFile() async {
        let screen = await ContactsScreen()
        let first = try! #require(screen.contacts.contact(at: IndexPath(row: 0, section: 0)))
        try? FileManager.default.removeItem(atPath: screen.source.path)
        screen.table.contentOffset = CGPoint(x: 0, y: 400)
        screen.host.layout()
        await screen.settle()
        #expect(screen.host.screenText().contains("contacts.sqlite is gone"))
        screen.table.contentOffset = .zero
        screen.host.layout()
        #expect(screen.host.screenText().contains(first.name), "rows read before are still shown")
    }
}
