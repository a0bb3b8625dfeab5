import Foundation
import Testing
@testable import Trestle
import TrestleTesting

/// Swipe actions on the rows of list sections, as a table's rows swipe
/// (<doc:TrestleCore/UIKitBehavior#Swipe-actions>), through the headless host.
@MainActor
@Suite("Swipe actions in list sections", .serialized)
struct ListSwipeActionsTests {
    static let cities = [["Seoul", "London", "Tokyo"]]

    /// A list whose rows reveal Pin and Drop at the trailing edge and Flag at the leading edge.
    private func make(_ sections: [[String]] = cities, size: CGSize = CGSize(width: 24, height: 8),
                      configure: (inout UICollectionLayoutListConfiguration, Performed) -> Void = { _, _ in })
        -> (HeadlessHost, UICollectionView, EditableListData, Performed) {
        let data = EditableListData(sections)
        let performed = Performed()
        let (host, collection) = makeEditableList(data, size: size) { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { _ in
                UISwipeActionsConfiguration(actions: [recordingAction("Drop", style: .destructive, into: performed),
                                                      recordingAction("Pin", into: performed)])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { _ in
                UISwipeActionsConfiguration(actions: [recordingAction("Flag", into: performed)])
            }
            configure(&configuration, performed)
        }
        return (host, collection, data, performed)
    }

    private func rows(_ host: HeadlessHost, _ count: Int = 3) -> [String] {
        Array(host.screenLines().prefix(count))
    }

    @Test("A drag toward the leading edge reveals the trailing provider's actions, the first nearest the edge")
    func dragRevealsTrailingActions() {
        let (host, _, data, performed) = make()
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 12, y: 0), to: CGPoint(x: 8, y: 0))
            #expect(rows(host) == [" Seoul        Pin  Drop", " London", " Tokyo"])
            #expect(performed.titles.isEmpty)
            #expect(data.log.isEmpty, "a swipe selects nothing: \(data.log)")
        }
    }

    @Test("A drag toward the trailing edge reveals the leading provider's actions")
    func dragRevealsLeadingActions() {
        let (host, _, data, _) = make()
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 8, y: 1), to: CGPoint(x: 12, y: 1))
            #expect(rows(host)[1] == " Flag  London", "\(rows(host))")
        }
    }

    @Test("Tapping an action runs its handler, whose completion closes the actions")
    func tapPerformsAction() {
        var completion: ((Bool) -> Void)?
        var calls: [String] = []
        let (host, _, data, _) = make { configuration, _ in
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { action, view, done in
                    calls.append("\(action.title ?? "") on \(type(of: view)) at \(indexPath.item)")
                    completion = done
                }])
            }
        }
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 12, y: 1), to: CGPoint(x: 8, y: 1))
            #expect(rows(host)[1].hasSuffix(" Pin"))
            host.tap(at: CGPoint(x: 21, y: 1))
            #expect(calls == ["Pin on UICollectionViewListCell at 1"])
            #expect(rows(host)[1].hasSuffix(" Pin"), "open until the handler completes")
            completion?(false)
            host.layout()
            #expect(rows(host)[1] == " London", "the completion closes them, performed or not")
            #expect(data.log.isEmpty, "no row was selected: \(data.log)")
        }
    }

    @Test("A tap elsewhere while actions show only closes them: nothing is performed or selected")
    func tapElsewhereCloses() {
        let (host, _, data, performed) = make()
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 12, y: 0), to: CGPoint(x: 8, y: 0))
            host.tap(at: CGPoint(x: 4, y: 2))
            #expect(rows(host) == [" Seoul", " London", " Tokyo"])
            #expect(performed.titles.isEmpty)
            #expect(data.log.isEmpty, "\(data.log)")
            host.tap(at: CGPoint(x: 4, y: 2))
            #expect(data.log == ["didSelect 0.2"], "once closed, a tap selects again")
        }
    }

    @Test("A full swipe performs the first action; without performsFirstActionWithFullSwipe it only reveals")
    func fullSwipe() {
        var fullSwipe = true
        let (host, _, data, performed) = make { configuration, performed in
            configuration.trailingSwipeActionsConfigurationProvider = { _ in
                let configuration = UISwipeActionsConfiguration(actions: [recordingAction("Go", into: performed),
                                                                          recordingAction("Later", into: performed)])
                configuration.performsFirstActionWithFullSwipe = fullSwipe
                return configuration
            }
        }
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 22, y: 0), to: CGPoint(x: 2, y: 0))
            #expect(performed.titles == ["Go"])
            #expect(rows(host)[0] == " Seoul", "performed, then closed by its completion")
            fullSwipe = false
            host.drag(from: CGPoint(x: 22, y: 1), to: CGPoint(x: 2, y: 1))
            #expect(performed.titles == ["Go"], "revealed, not performed")
            #expect(rows(host)[1].hasSuffix("Later  Go"), "\(rows(host))")
        }
    }

    @Test("Rows outside list sections, and items whose provider returns nil or no actions, do not swipe")
    func whoDoesNotSwipe() {
        let data = EditableListData([["Seoul", "London", "Tokyo"], ["Paris"]])
        let performed = Performed()
        let layout = UICollectionViewCompositionalLayout { section, environment in
            guard section == 0 else { return listSection(height: .absolute(1)) }
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                switch indexPath.item {
                case 0: nil
                case 1: UISwipeActionsConfiguration(actions: [])
                default: UISwipeActionsConfiguration(actions: [recordingAction("Pin", into: performed)])
                }
            }
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let (host, collection) = makeEditableList(data, layout: layout)
        withExtendedLifetime(data) {
            for y in [0, 1, 3] {
                host.drag(from: CGPoint(x: 20, y: CGFloat(y)), to: CGPoint(x: 2, y: CGFloat(y)))
            }
            #expect(!host.screenText().contains("Pin"))
            #expect(performed.titles.isEmpty)
            #expect(collection.editingSession.swipedItem == nil)
            host.drag(from: CGPoint(x: 12, y: 2), to: CGPoint(x: 8, y: 2))
            #expect(host.screenLines()[2].hasSuffix(" Pin"), "the row with actions swipes: \(host.screenLines())")
        }
    }

    @Test("The same actions draw the same characters and styles on a table row and on a list row")
    func sameButtonsAsTheTable() {
        let (listHost, _, data, _) = make()
        let table = SwipingTableData(Self.cities[0])
        let tableHost = HeadlessHost(size: CGSize(width: 24, height: 8))
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.showsVerticalScrollIndicator = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = table
        tableView.delegate = table
        tableHost.rootView = tableView
        tableHost.layout()
        withExtendedLifetime((data, table)) {
            for host in [listHost, tableHost] { host.drag(from: CGPoint(x: 12, y: 1), to: CGPoint(x: 8, y: 1)) }
            #expect(listHost.screenLines()[1] == " London       Pin  Drop")
            #expect(listHost.screenLines() == tableHost.screenLines())
            #expect(buttonStyles(listHost, row: 1) == buttonStyles(tableHost, row: 1))
            // From the keyboard the first action is pointed at (bold) in both.
            for host in [listHost, tableHost] {
                host.press(.escape)
                host.press(.down)
                host.press(.backspace)
            }
            #expect(listHost.screenLines()[0] == "▌Seoul        Pin  Drop")
            #expect(listHost.screenLines() == tableHost.screenLines())
            #expect(buttonStyles(listHost, row: 0) == buttonStyles(tableHost, row: 0))
            #expect(buttonStyles(listHost, row: 0).filter { $0.hasSuffix(" bold") }.count == 4, "Drop, the first action, is bold")
            // The leading edge too.
            for host in [listHost, tableHost] {
                host.press(.escape)
                host.press(.left)
            }
            #expect(listHost.screenLines()[0] == " Flag  Seoul")
            #expect(listHost.screenLines() == tableHost.screenLines())
        }
    }

    /// The colours and weight of the buttons' cells on a row (the row's separator, an underline
    /// in the terminal, is left out: it is not the buttons').
    private func buttonStyles(_ host: HeadlessHost, row: Int) -> [String] {
        host.styledScreen()[row][13...].map { cell in
            "\(String(describing: cell.background)) \(String(describing: cell.attributes.foreground))\(cell.attributes.isBold ? " bold" : "")"
        }
    }

    @Test("From the keyboard: Delete reveals the trailing actions, ←/→ choose, Return performs, Esc closes; ← reveals the leading ones")
    func keyboard() {
        let (host, collection, data, performed) = make()
        withExtendedLifetime(data) {
            host.press(.down)                                   // focus Seoul
            host.press(.backspace)
            #expect(rows(host)[0].hasSuffix("Pin  Drop"))
            host.press(.left)                                   // away from the edge: Pin
            host.press(.enter)
            #expect(performed.titles == ["Pin"])
            #expect(rows(host)[0] == "▌Seoul", "the completion closed them")
            host.press(.right)                                  // → reveals the trailing actions too
            #expect(rows(host)[0].hasSuffix("Pin  Drop"))
            host.press(.escape)
            #expect(rows(host)[0] == "▌Seoul")
            host.press(.left)
            #expect(rows(host)[0] == " Flag  Seoul", "the button covers the focus bar, as on a table row")
            host.press(.enter)
            #expect(performed.titles == ["Pin", "Flag"])
            #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
            #expect(data.log.isEmpty, "Return performed the action, it did not select the row: \(data.log)")
        }
    }

    @Test("Rows without actions keep the arrows for focus; other keys close revealed actions and do their usual work")
    func keysWithoutActions() {
        let (host, collection, data, _) = make { configuration, _ in
            configuration.leadingSwipeActionsConfigurationProvider = nil
        }
        withExtendedLifetime(data) {
            host.press(.down)
            host.press(.down)                                   // London
            host.press(.left)                                   // no leading actions: focus moves
            #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
            host.press(.backspace)
            host.press(.down)                                   // closes, and moves focus
            #expect(!host.screenText().contains("Pin"))
            #expect(collection.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        }
    }

    @Test("Changing isEditing closes open actions; while editing a drag does not swipe")
    func editingClosesSwipes() {
        let (host, collection, data, _) = make()
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 12, y: 0), to: CGPoint(x: 8, y: 0))
            #expect(host.screenText().contains("Drop"))
            collection.isEditing = true
            host.layout()
            #expect(!host.screenText().contains("Drop"))
            #expect(collection.editingSession.swipedItem == nil)
            host.drag(from: CGPoint(x: 12, y: 1), to: CGPoint(x: 8, y: 1))
            #expect(!host.screenText().contains("Drop"), "a list that is editing does not swipe, as a table does not")
            collection.isEditing = false
            host.drag(from: CGPoint(x: 12, y: 1), to: CGPoint(x: 8, y: 1))
            #expect(host.screenLines()[1].hasSuffix("Drop"))
            collection.isEditing = true
            host.layout()
            #expect(!host.screenText().contains("Drop"), "entering editing closes them")
        }
    }

    @Test("A batch update that changes the items closes open actions, and Return no longer performs them")
    func batchUpdateCloses() {
        let (host, collection, data, performed) = make()
        withExtendedLifetime(data) {
            host.press(.down)
            host.press(.down)                                   // London
            host.press(.backspace)
            #expect(host.screenLines()[1].hasSuffix("Drop"))
            // An empty batch (measuring again) changes no items: the actions stay, as on a table.
            collection.performBatchUpdates(nil)
            host.layout()
            #expect(host.screenLines()[1].hasSuffix("Drop"))
            data.sections[0].insert("Paris", at: 0)
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            host.finishAnimations()
            #expect(!host.screenText().contains("Drop"))
            #expect(collection.editingSession.swipedItem == nil)
            host.press(.enter)
            #expect(performed.titles.isEmpty, "\(performed.titles)")
        }
    }

    @Test("A destructive action that deletes its item: the item goes and the actions close with it")
    func destructiveActionDeletesItem() {
        final class Owner { weak var collection: UICollectionView?; weak var data: EditableListData? }
        let owner = Owner()
        var completions = 0
        let (host, collection, data, _) = make { configuration, _ in
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    owner.data?.sections[0].remove(at: indexPath.item)
                    owner.collection?.deleteItems(at: [indexPath])
                    completions += 1
                    done(true)
                }])
            }
        }
        owner.collection = collection
        owner.data = data
        withExtendedLifetime(data) {
            host.drag(from: CGPoint(x: 16, y: 1), to: CGPoint(x: 10, y: 1))
            #expect(host.screenLines()[1].hasSuffix(" Delete"))
            host.tap(at: CGPoint(x: 20, y: 1))
            host.finishAnimations()
            #expect(completions == 1)
            #expect(rows(host, 2) == [" Seoul", " Tokyo"])
            #expect(collection.editingSession.swipedItem == nil)
            #expect(!host.screenText().contains("Delete"))
        }
    }

    @Test("reloadData and a new data source close open actions")
    func reloadCloses() {
        let (host, collection, data, performed) = make()
        let other = EditableListData([["Paris", "Rome"]])
        withExtendedLifetime((data, other)) {
            host.press(.down)
            host.press(.backspace)
            #expect(host.screenText().contains("Drop"))
            collection.reloadData()
            host.layout()
            #expect(!host.screenText().contains("Drop"))
            host.press(.enter)
            #expect(performed.titles.isEmpty)
            host.press(.backspace)
            #expect(host.screenText().contains("Drop"))
            collection.dataSource = other
            host.layout()
            #expect(!host.screenText().contains("Drop"))
            #expect(collection.editingSession.swipedItem == nil)
        }
    }

    @Test("While actions show, a tap on another row's accessory only closes them")
    func accessoriesWaitWhileActionsShow() {
        var tapped = 0
        let (host, collection, data, _) = make()
        data.accessories = { _ in [.detail(actionHandler: { tapped += 1 })] }
        withExtendedLifetime(data) {
            collection.reloadData()
            host.layout()
            guard let detail = (collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)?
                .frame(ofAccessory: .detail) else {
                Issue.record("no detail button")
                return
            }
            let point = CGPoint(x: detail.midX.rounded(.down), y: 2)
            host.drag(from: CGPoint(x: 12, y: 0), to: CGPoint(x: 8, y: 0))
            host.tap(at: point)
            #expect(tapped == 0)
            #expect(!host.screenText().contains("Drop"))
            host.tap(at: point)
            #expect(tapped == 1)
        }
    }

    @Test("A delete accessory without a handler reveals the trailing actions; one with a handler runs it")
    func deleteAccessory() {
        var handled = 0
        let (host, collection, data, performed) = make()
        data.accessories = { indexPath in [indexPath.item == 2 ? .delete(actionHandler: { handled += 1 }) : .delete()] }
        withExtendedLifetime(data) {
            collection.isEditing = true
            collection.reloadData()
            host.layout()
            guard let minus = (collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)?
                .frame(ofAccessory: .delete) else {
                Issue.record("no delete accessory")
                return
            }
            let x = minus.midX.rounded(.down)
            host.tap(at: CGPoint(x: x, y: 1))
            #expect(host.screenLines()[1].hasSuffix("Pin  Drop"), "\(host.screenLines())")
            host.tap(at: CGPoint(x: 20, y: 1))                 // Drop
            #expect(performed.titles == ["Drop"])
            #expect(!host.screenText().contains("Pin"))
            host.tap(at: CGPoint(x: x, y: 2))
            #expect(handled == 1)
            #expect(!host.screenText().contains("Pin"), "a handler of its own replaces the actions")
        }
    }

    @Test("While editing, Delete on the focused row acts as a tap on its delete accessory; Return performs the first action")
    func deleteAccessoryFromKeyboard() {
        let (host, collection, data, performed) = make()
        data.accessories = { _ in [.delete()] }
        withExtendedLifetime(data) {
            collection.isEditing = true
            collection.reloadData()
            host.press(.down)
            host.press(.down)                                   // London
            host.press(.backspace)
            #expect(host.screenLines()[1].hasSuffix("Pin  Drop"))
            host.press(.enter)
            #expect(performed.titles == ["Drop"])
            host.press(.character("-"))
            #expect(host.screenLines()[1].hasSuffix("Pin  Drop"))
            host.press(.escape)
            #expect(!host.screenText().contains("Pin"))
        }
    }
}

/// A table of one section whose rows reveal Pin and Drop at the trailing edge, for comparing a
/// table row with a list row.
@MainActor
final class SwipingTableData: NSObject, UITableViewDataSource, UITableViewDelegate {
    let titles: [String]
    init(_ titles: [String]) { self.titles = titles }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Drop") { _, _, done in done(true) },
                                              UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
    }
}
