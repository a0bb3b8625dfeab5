import Foundation
import Testing
import Trestle
import TrestleTesting

/// A list of names whose rows have a context menu: Call, Copy, a "Share" submenu and an inline
/// group with a destructive Delete; records what happens.
@MainActor
final class MenuListController: UITableViewController {
    var names = ["Ada", "Grace", "Linus", "Margaret"]
    var log: [String] = []
    var offersMenu = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.showsVerticalScrollIndicator = false
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { log.append("primary \(indexPath.row)") }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        guard offersMenu else { return nil }
        let name = names[indexPath.row]
        log.append("configuration \(indexPath.row)")
        return UIContextMenuConfiguration(identifier: name as NSString, previewProvider: nil) { [unowned self] _ in
            let share = UIMenu(title: "Share", children: [
                UIAction(title: "Mail") { [unowned self] _ in log.append("mail \(name)") },
                UIAction(title: "Message") { [unowned self] _ in log.append("message \(name)") },
            ])
            let danger = UIMenu(title: "", options: .displayInline, children: [
                UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in
                    log.append("delete \(name)")
                    names.remove(at: indexPath.row)
                    tableView.deleteRows(at: [indexPath], with: .none)
                },
            ])
            return UIMenu(title: name, children: [
                UIAction(title: "Call", image: UIImage(systemName: "phone")) { [unowned self] _ in log.append("call \(name)") },
                UIAction(title: "Copy", state: .on) { [unowned self] _ in log.append("copy \(name)") },
                UIAction(title: "Hidden", attributes: .hidden) { _ in },
                UIAction(title: "Disabled", attributes: .disabled) { [unowned self] _ in log.append("disabled ran") },
                share,
                danger,
            ])
        }
    }
    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay \(configuration.identifier as? NSString ?? "")")
    }
    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd \(configuration.identifier as? NSString ?? "")")
    }
}

@MainActor
@Suite("Context menus and primary actions")
struct ContextMenuTests {
    func setUp() -> (HeadlessHost, MenuListController) {
        let list = MenuListController(style: .plain)
        let host = HeadlessHost(size: CGSize(width: 40, height: 16))
        host.rootViewController = list
        host.layout()
        list.log.removeAll()
        return (host, list)
    }

    @Test("A right click on a row opens its menu there: title, items with state marks, a submenu chevron, dividers; hidden items left out")
    func rightClickOpensMenu() {
        let (host, list) = setUp()
        #expect(host.rightClick(at: CGPoint(x: 3, y: 1)))
        #expect(list.log == ["configuration 1", "willDisplay Grace"])
        let text = host.screenText()
        #expect(text.contains("Grace"))
        #expect(text.contains("✓ Copy"))
        #expect(text.contains("Share ›"))
        #expect(text.contains("Delete"))
        #expect(!text.contains("Hidden"))
        // The box starts at the click; the first item is highlighted for the keys.
        let lines = host.screenLines()
        #expect(lines.firstIndex { $0.contains("╭") } == 1)
        #expect(lines[3].contains("│▌  Call"), "\(text)")
    }

    @Test("Return chooses the highlighted item: the menu goes, then the action runs")
    func keyboardChoice() {
        let (host, list) = setUp()
        host.rightClick(at: CGPoint(x: 3, y: 0))
        host.press(.down)          // Call → Copy (Disabled is skipped later)
        host.press(.enter)
        #expect(list.log == ["configuration 0", "willDisplay Ada", "willEnd Ada", "copy Ada"])
        #expect(!host.screenText().contains("╭"), "the menu is gone")
    }

    @Test("Disabled items are drawn but skipped by the keys, and a click on one does nothing")
    func disabledItems() {
        let (host, list) = setUp()
        host.rightClick(at: CGPoint(x: 3, y: 0))
        let line = try! #require(host.line(showing: "Disabled"))
        host.tap(at: CGPoint(x: 6, y: CGFloat(line)))
        #expect(!list.log.contains("disabled ran"))
        #expect(host.screenText().contains("Disabled"), "the menu stays open")
        host.press(.down)   // Call → Copy
        host.press(.down)   // Copy → Share, past Disabled
        host.press(.enter)
        #expect(host.screenText().contains("Mail"), "Return opened Share")
        #expect(!list.log.contains("disabled ran"))
    }

    @Test("A submenu opens in place with → or Return; ← goes back; its actions run")
    func submenu() {
        let (host, list) = setUp()
        host.rightClick(at: CGPoint(x: 3, y: 2))
        let shareLine = host.line(showing: "Share ›")!
        host.tap(at: CGPoint(x: 6, y: CGFloat(shareLine)))
        #expect(host.screenText().contains("Message"))
        #expect(!host.screenText().contains("Call"))
        host.press(.left)
        #expect(host.screenText().contains("Call"))
        host.tap(at: CGPoint(x: 6, y: CGFloat(host.line(showing: "Share ›")!)))
        host.press(.down)
        host.press(.enter)
        #expect(list.log.suffix(2) == ["willEnd Linus", "message Linus"])
    }

    @Test("Esc or a click outside closes the menu without running anything; the keys go back to the table")
    func dismissing() {
        let (host, list) = setUp()
        host.rightClick(at: CGPoint(x: 3, y: 0))
        host.press(.escape)
        #expect(list.log == ["configuration 0", "willDisplay Ada", "willEnd Ada"])
        #expect(!host.screenText().contains("╭"))
        host.rightClick(at: CGPoint(x: 3, y: 0))
        host.tap(at: CGPoint(x: 39, y: 15))
        #expect(list.log.last == "willEnd Ada")
        #expect(!host.screenText().contains("╭"))
        host.press(.down)
        #expect(list.tableView.indexPathForFocusedRow == IndexPath(row: 1, section: 0), "the table has the keys again")
    }

    @Test("The Menu key and Shift-F10 open the focused row's menu; a destructive action can delete the row")
    func menuKey() {
        let (host, list) = setUp()
        host.press(.down)
        host.press(.down)
        #expect(list.tableView.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        host.press(.menu)
        #expect(list.log.contains("willDisplay Grace"))
        host.press(.escape)
        host.press(.function(10), modifiers: .shift)
        #expect(list.log.filter { $0 == "willDisplay Grace" }.count == 2)
        let deleteLine = host.line(showing: "Delete")!
        host.tap(at: CGPoint(x: 6, y: CGFloat(deleteLine)))
        host.finishAnimations()
        #expect(list.names == ["Ada", "Linus", "Margaret"])
        #expect(host.screenLines()[1].contains("Linus"))
    }

    @Test("No configuration, no menu: the right click does nothing")
    func noMenu() {
        let (host, list) = setUp()
        list.offersMenu = false
        #expect(!host.rightClick(at: CGPoint(x: 3, y: 0)))
        #expect(!host.rightClick(at: CGPoint(x: 3, y: 12)), "below the rows there is no row to ask about")
        #expect(!host.screenText().contains("╭"))
    }

    @Test("A tap selects and then performs the primary action; Return does too; selection that follows focus does not")
    func primaryAction() {
        let (host, list) = setUp()
        host.tap(at: CGPoint(x: 3, y: 2))
        #expect(list.log == ["didSelect 2", "primary 2"])
        list.log.removeAll()
        host.press(.up)
        host.press(.enter)
        #expect(list.log == ["didSelect 1", "primary 1"])
        list.log.removeAll()
        list.tableView.selectionFollowsFocus = true
        host.press(.down)
        #expect(list.log == ["didSelect 2"], "focus moved the selection: no primary action")
        list.log.removeAll()
        list.tableView.allowsMultipleSelection = true
        host.tap(at: CGPoint(x: 3, y: 3))
        #expect(list.log == ["didSelect 3"], "extending a multiple selection is not a primary action")
    }

    @Test("While editing, canPerformPrimaryActionForRowAt defaults to false")
    func primaryActionWhileEditing() {
        let (host, list) = setUp()
        list.tableView.allowsSelectionDuringEditing = true
        list.setEditing(true, animated: false)
        host.tap(at: CGPoint(x: 10, y: 0))
        #expect(list.log == ["didSelect 0"])
    }
}

/// Items with a one-action context menu, through the iOS 16 form of the delegate method or the
/// older one.
@MainActor
final class MenuCollectionData: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.label.text = "item \(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            UIMenu(children: [UIAction(title: "Open") { [unowned self] _ in log.append("open \(indexPath.item)") }])
        })
    }
}

@MainActor
@Suite("Context menus on collection views")
struct CollectionContextMenuTests {
    @Test("A right click on an item opens the menu from the older one-item delegate method, which the iOS 16 method falls back to")
    func collectionMenu() {
        let data = MenuCollectionData()
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = data
        collection.delegate = data
        host.rootView = collection
        host.layout()
        #expect(host.rightClick(at: CGPoint(x: 12, y: 0)))
        #expect(host.screenText().contains("Open"))
        host.press(.enter)
        #expect(data.log == ["open 1"])
        #expect(!host.rightClick(at: CGPoint(x: 5, y: 9)), "no item there")
        host.press(.down)
        host.press(.down)
        let focused = try! #require(collection.indexPathForFocusedItem)
        host.press(.menu)
        host.press(.enter)
        #expect(data.log == ["open 1", "open \(focused.item)"], "the Menu key opens the focused item's menu")
    }
}
