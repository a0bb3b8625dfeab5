import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UICollectionViewListCell")
struct ListCellTests {
    // MARK: Configurations

    @Test("The default content configuration is a list cell's, a sidebar cell's in a sidebar")
    func defaultContentConfiguration() {
        let cell = UICollectionViewListCell(frame: .zero)
        #expect(cell.defaultContentConfiguration() == UIListContentConfiguration.cell())
        cell.listAppearance = .sidebar
        #expect(cell.defaultContentConfiguration() == UIListContentConfiguration.sidebarCell())
    }

    @Test("The list's appearance gives the cell its background until the app sets one")
    func automaticBackground() {
        let cell = UICollectionViewListCell(frame: .zero)
        #expect(cell.backgroundConfiguration == nil)
        cell.listAppearance = .plain
        #expect(cell.backgroundConfiguration == .listPlainCell())
        cell.listAppearance = .insetGrouped
        #expect(cell.backgroundConfiguration == .listGroupedCell())
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedCell())
        // The automatic background follows the cell's state, as UIKit's list backgrounds do.
        cell.isSelected = true
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        cell.isSelected = false
        // Leaving the list takes the automatic background away.
        cell.listAppearance = nil
        #expect(cell.backgroundConfiguration == nil)
    }

    @Test("A background configuration the app sets stays when the list's appearance changes")
    func appBackgroundStays() {
        let cell = UICollectionViewListCell(frame: .zero)
        var custom = UIBackgroundConfiguration.clear()
        custom.backgroundColor = .systemRed
        cell.backgroundConfiguration = custom
        cell.listAppearance = .grouped
        #expect(cell.backgroundConfiguration == custom)
        cell.listAppearance = .plain
        #expect(cell.backgroundConfiguration == custom)
    }

    // MARK: Layout

    @Test("The content view lies between the leading and the trailing accessories")
    func contentBetweenAccessories() {
        let data = ListCellData(["Alpha"]) { _ in [.checkmark(), .delete(displayed: .always), .disclosureIndicator()] }
        let (host, collection) = makeListCollection(data)
        host.layout()
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.contentView.frame == CGRect(x: 2, y: 0, width: 24, height: 1))
        #expect(cell?.frame(ofAccessory: .delete) == CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(cell?.frame(ofAccessory: .checkmark) == CGRect(x: 26, y: 0, width: 1, height: 1))
        #expect(cell?.frame(ofAccessory: .disclosureIndicator) == CGRect(x: 28, y: 0, width: 1, height: 1))
        #expect(host.screenLines().first == " ⊖ Alpha                  ✓ ›")
        // The separator starts with the text, after the content's leading margin.
        #expect(cell?.separatorLeadingInset == 3)
    }

    @Test("Without accessories the content fills the cell")
    func contentFillsCell() {
        let data = ListCellData(["Alpha"])
        let (host, collection) = makeListCollection(data)
        host.layout()
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 1))
        #expect(host.screenLines().first == " Alpha")
    }

    @Test("Indentation moves the content, and the leading accessories while indentsAccessories", arguments: [true, false])
    func indentation(indentsAccessories: Bool) {
        let data = ListCellData(["Alpha", "Beta"]) { indexPath in indexPath.item == 0 ? [.delete(displayed: .always)] : [] }
        data.configure = { cell, _ in
            cell.indentationLevel = 3
            cell.indentsAccessories = indentsAccessories
        }
        let (host, collection) = makeListCollection(data)
        host.layout()
        let withControl = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        let plain = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        // Three levels of 10 points are three columns; the content moves over by them either way.
        #expect(withControl?.contentView.frame.minX == 5)
        #expect(plain?.contentView.frame.minX == 3)
        if indentsAccessories {
            #expect(withControl?.frame(ofAccessory: .delete)?.minX == 4)
            #expect(Array(host.screenLines().prefix(2)) == ["    ⊖ Alpha", "    Beta"])
        } else {
            #expect(withControl?.frame(ofAccessory: .delete)?.minX == 1)
            #expect(Array(host.screenLines().prefix(2)) == [" ⊖    Alpha", "    Beta"])
        }
    }

    @Test("A list cell sizes itself to its content at the width the accessories leave")
    func selfSizingNarrowedByAccessories() {
        let host = HeadlessHost(size: CGSize(width: 12, height: 6))
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        host.rootView = cell
        var content = cell.defaultContentConfiguration()
        content.text = "aaaa bbbb cccc"
        cell.contentConfiguration = content
        // Ten columns of text: "aaaa bbbb" and "cccc".
        #expect(cell.sizeThatFits(CGSize(width: 12, height: CGFloat.greatestFiniteMagnitude)).height == 2)
        cell.accessories = [.checkmark(), .disclosureIndicator()]
        // Six columns: one word a line.
        #expect(cell.sizeThatFits(CGSize(width: 12, height: CGFloat.greatestFiniteMagnitude)).height == 3)
    }

    @Test("The reorder grip's frame is known while it shows")
    func reorderFrame() {
        let data = ListCellData(["Alpha"]) { _ in [.reorder(), .disclosureIndicator()] }
        let (host, collection) = makeListCollection(data)
        host.layout()
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.reorderControlFrame == nil)
        collection.isEditing = true
        host.layout()
        #expect(cell?.reorderControlFrame == CGRect(x: 28, y: 0, width: 1, height: 1))
        #expect(host.screenLines().first == " Alpha                    › ≡")
    }

    // MARK: Table parity

    @Test("A list cell with a disclosure indicator draws the same row as a table cell with one")
    func tableParity() {
        final class TableSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "General"
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let size = CGSize(width: 20, height: 3)
        let tableHost = HeadlessHost(size: size)
        let table = UITableView(frame: .zero, style: .plain)
        table.showsVerticalScrollIndicator = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let tableSource = TableSource()
        table.dataSource = tableSource
        tableHost.rootView = table

        let data = ListCellData(["General"]) { _ in [.disclosureIndicator()] }
        let (listHost, collection) = makeListCollection(data, size: size)

        let tableLine = tableHost.screenLines()[0]
        #expect(tableLine == " General          ›")
        #expect(listHost.screenLines()[0] == tableLine)
        let tableGrid = tableHost.styledGrid(), listGrid = listHost.styledGrid()
        for column in 0..<20 {
            #expect(listGrid[row: 0, column: column].cell == tableGrid[row: 0, column: column].cell)
            #expect(listGrid[row: 0, column: column].attributes.foreground == tableGrid[row: 0, column: column].attributes.foreground)
        }
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.contentView.frame.width
            == table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentView.frame.width)
        withExtendedLifetime(tableSource) {}
    }

    @Test("A list cell's delete and reorder accessories draw the same row as an editing table row")
    func editingTableParity() {
        let size = CGSize(width: 20, height: 3)
        let tableData = EditingDataSource([["Seoul"]])
        let tableHost = HeadlessHost(size: size)
        let table = UITableView(frame: .zero, style: .plain)
        table.showsVerticalScrollIndicator = false
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = tableData
        table.delegate = tableData
        tableHost.rootView = table
        table.setEditing(true, animated: false)

        let data = ListCellData(["Seoul"]) { _ in [.delete(), .reorder()] }
        let (listHost, collection) = makeListCollection(data, size: size)
        collection.isEditing = true

        let tableLine = tableHost.screenLines()[0]
        #expect(tableLine == " ⊖ Seoul          ≡")
        #expect(listHost.screenLines()[0] == tableLine)
        let tableGrid = tableHost.styledGrid(), listGrid = listHost.styledGrid()
        for column in [1, 18] {
            #expect(listGrid[row: 0, column: column].attributes.foreground == tableGrid[row: 0, column: column].attributes.foreground)
        }
        withExtendedLifetime(tableData) {}
    }

    // MARK: Outlines

    /// Fruits (expanded: Apple, Pear) and Vegetables (collapsed: Kale), with outline
    /// disclosures on the rows that have children.
    func outline(style: UICellAccessory.OutlineDisclosureOptions.Style = .cell,
                 configure: ((UICollectionViewListCell, IndexPath) -> Void)? = nil) -> (HeadlessHost, UICollectionView, OutlineData) {
        let roots = [OutlineNode(title: "Fruits", children: [OutlineNode(title: "Apple"), OutlineNode(title: "Pear")]),
                     OutlineNode(title: "Vegetables", children: [OutlineNode(title: "Kale")])]
        let data = OutlineData(roots, expanded: ["Fruits"]) { _ in [] }
        data.configure = { [unowned data] cell, indexPath in
            if data.outlineState(ofItemAt: indexPath)?.hasChildren == true {
                cell.accessories = [.outlineDisclosure(options: .init(style: style))]
            }
            configure?(cell, indexPath)
        }
        let (host, collection) = makeListCollection(data)
        return (host, collection, data)
    }

    @Test("The outline disclosure points right while collapsed and down while expanded, and children are indented")
    func chevronFollowsExpansion() {
        let (host, collection, _) = outline()
        #expect(Array(host.screenLines().prefix(5)) == [
            " Fruits                     ⌄",
            "  Apple",
            "  Pear",
            " Vegetables                 ›",
            "",
        ])
        let fruits = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        let apple = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        let vegetables = collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell
        #expect(fruits?.configurationState.isExpanded == true)
        #expect(vegetables?.configurationState.isExpanded == false)
        #expect(apple?.indentationLevel == 1)
        #expect(fruits?.indentationLevel == 0)
    }

    @Test("Tapping the outline disclosure expands or collapses the item through the data source, without selecting it")
    func tapOnDisclosureToggles() {
        let (host, collection, data) = outline()
        host.tap(at: CGPoint(x: 28, y: 3))
        #expect(data.expansionCalls == ["expand Vegetables"])
        #expect(Array(host.screenLines().prefix(5)) == [
            " Fruits                     ⌄",
            "  Apple",
            "  Pear",
            " Vegetables                 ⌄",
            "  Kale",
        ])
        host.tap(at: CGPoint(x: 28, y: 0))
        #expect(data.expansionCalls == ["expand Vegetables", "collapse Fruits"])
        #expect(Array(host.screenLines().prefix(3)) == [
            " Fruits                     ›",
            " Vegetables                 ⌄",
            "  Kale",
        ])
        #expect(data.calls.isEmpty)
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("With the cell style a tap elsewhere on the row selects it and leaves the outline alone")
    func tapElsewhereSelects() {
        let (host, collection, data) = outline()
        host.tap(at: CGPoint(x: 5, y: 0))
        #expect(data.expansionCalls.isEmpty)
        #expect(data.calls == ["didHighlight 0", "didSelect 0"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("With the header style a tap anywhere on the row expands or collapses the item and never selects it")
    func headerStyle() {
        let (host, collection, data) = outline(style: .header)
        host.tap(at: CGPoint(x: 5, y: 3))
        #expect(data.expansionCalls == ["expand Vegetables"])
        #expect(data.calls.isEmpty)
        #expect(collection.indexPathsForSelectedItems == [])
        // Rows without a disclosure still select.
        host.tap(at: CGPoint(x: 5, y: 1))
        #expect(data.calls == ["didHighlight 1", "didSelect 1"])
    }

    @Test("The automatic style is the header style for a cell the list shows as its section's header")
    func automaticStyle() {
        let (host, _, data) = outline(style: .automatic) { cell, indexPath in cell.isListSectionHeader = indexPath.item == 0 }
        // Vegetables is an ordinary row: a tap on its text selects it.
        host.tap(at: CGPoint(x: 5, y: 3))
        #expect(data.expansionCalls.isEmpty)
        #expect(data.calls == ["didHighlight 3", "didSelect 3"])
        // Fruits is its section's header: a tap on its text collapses it.
        host.tap(at: CGPoint(x: 5, y: 0))
        #expect(data.expansionCalls == ["collapse Fruits"])
        #expect(data.calls == ["didHighlight 3", "didSelect 3"])
    }

    @Test("An outline disclosure with an action handler runs it instead of the data source's expansion")
    func disclosureHandler() {
        var taps = 0
        let (host, _, data) = outline { cell, _ in
            if !cell.accessories.isEmpty { cell.accessories = [.outlineDisclosure(actionHandler: { taps += 1 })] }
        }
        host.tap(at: CGPoint(x: 28, y: 3))
        #expect(taps == 1)
        #expect(data.expansionCalls.isEmpty)
    }

    @Test("A reused cell shows its new item's expansion and level")
    func reuseTakesNewOutlineState() {
        let (host, collection, data) = outline()
        // Collapse Fruits: its children's cells go to the pool and come back for other rows.
        data.setExpanded(false, itemAt: IndexPath(item: 0, section: 0), animated: false)
        host.layout()
        let vegetables = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell
        #expect(vegetables?.configurationState.isExpanded == false)
        #expect(vegetables?.indentationLevel == 0)
        data.setExpanded(true, itemAt: IndexPath(item: 1, section: 0), animated: false)
        host.layout()
        let kale = collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell
        #expect(kale?.indentationLevel == 1)
        #expect(kale?.configurationState.isExpanded == false)
        #expect(Array(host.screenLines().prefix(3)) == [" Fruits                     ›", " Vegetables                 ⌄", "  Kale"])
    }

    @Test("A configuration update handler sees the expansion in the cell's state")
    func configurationStateHasExpansion() {
        final class RecordingCell: UICollectionViewListCell {
            var expandedStates: [Bool] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                expandedStates.append(state.isExpanded)
                super.updateConfiguration(using: state)
            }
        }
        let cell = RecordingCell(frame: .zero)
        var content = cell.defaultContentConfiguration()
        content.text = "Fruits"
        cell.contentConfiguration = content
        cell.applyOutlineState(OutlineItemState(isExpanded: true, hasChildren: true, level: 2, parent: nil))
        #expect(cell.expandedStates.last == true)
        #expect(cell.indentationLevel == 2)
        // Outside an outline the expansion goes, and so does the level the outline set.
        cell.applyOutlineState(nil)
        #expect(cell.configurationState.isExpanded == false)
        #expect(cell.indentationLevel == 0)
        // A level the app set is the app's.
        cell.indentationLevel = 4
        cell.applyOutlineState(nil)
        #expect(cell.indentationLevel == 4)
    }
}
