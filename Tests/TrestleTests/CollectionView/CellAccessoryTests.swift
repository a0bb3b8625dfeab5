import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UICellAccessory")
struct CellAccessoryTests {
    @Test("Each kind shows in UIKit's default editing states and reserves UIKit's default width")
    func defaults() {
        let editingOnly: [UICellAccessory] = [.delete(), .insert(), .reorder(), .multiselect()]
        #expect(editingOnly.allSatisfy { $0.displayedState == .whenEditing })
        let always: [UICellAccessory] = [.disclosureIndicator(), .checkmark(), .outlineDisclosure(), .label(text: "3"), .detail(),
                                         .customView(configuration: .init(customView: UIView(), placement: .trailing()))]
        #expect(always.allSatisfy { $0.displayedState == .always })
        // UIKit gives the chevrons and labels their own width and the rest the standard one.
        #expect(UICellAccessory.disclosureIndicator().reservedLayoutWidth == .actual)
        #expect(UICellAccessory.outlineDisclosure().reservedLayoutWidth == .actual)
        #expect(UICellAccessory.label(text: "3").reservedLayoutWidth == .actual)
        #expect(UICellAccessory.checkmark().reservedLayoutWidth == .standard)
        #expect(UICellAccessory.delete().reservedLayoutWidth == .standard)
        #expect(UICellAccessory.outlineDisclosure().accessoryType == .outlineDisclosure)
        #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
        #expect(UICellAccessory.delete(options: .init(isHidden: true)).isHidden)
    }

    @Test("Accessories show or hide by their displayed state as the collection view enters and leaves editing")
    func displayedStatesFollowEditing() {
        let data = ListCellData(["Alpha"]) { _ in
            [.disclosureIndicator(displayed: .whenNotEditing), .delete(), .reorder(), .checkmark()]
        }
        let (host, collection) = makeListCollection(data)
        #expect(host.screenLines().first == " Alpha                    ✓ ›")
        collection.isEditing = true
        // The delete control leads, the content moves over for it, the grip takes the chevron's place.
        #expect(host.screenLines().first == " ⊖ Alpha                  ✓ ≡")
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.configurationState.isEditing == true)
        collection.isEditing = false
        #expect(host.screenLines().first == " Alpha                    ✓ ›")
        #expect(cell?.configurationState.isEditing == false)
    }

    @Test("A whenNotEditing accessory and an always one swap places with the editing ones")
    func whenNotEditingAccessory() {
        let data = ListCellData(["Alpha"]) { _ in [.label(text: "12", displayed: .whenNotEditing), .insert(displayed: .always)] }
        let (host, collection) = makeListCollection(data)
        #expect(host.screenLines().first == " ⊕ Alpha                   12")
        collection.isEditing = true
        #expect(host.screenLines().first == " ⊕ Alpha")
    }

    @Test("A hidden accessory keeps its place in the layout but draws nothing")
    func hiddenAccessoryKeepsItsPlace() {
        let data = ListCellData(["Alpha", "Beta"]) { indexPath in
            [.checkmark(options: .init(isHidden: indexPath.item == 1)), .disclosureIndicator()]
        }
        let (host, collection) = makeListCollection(data)
        #expect(Array(host.screenLines().prefix(2)) == [
            " Alpha                    ✓ ›",
            " Beta                       ›",
        ])
        let shown = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let hidden = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(shown?.contentView.frame == hidden?.contentView.frame)
        #expect(hidden?.contentView.frame.width == 26)
    }

    @Test("Tapping a delete or insert accessory runs its handler and does not select the row")
    func deleteAndInsertHandlers() {
        var taps: [String] = []
        let data = ListCellData(["Alpha", "Beta"]) { indexPath in
            indexPath.item == 0 ? [.delete(actionHandler: { taps.append("delete 0") })]
                : [.insert(actionHandler: { taps.append("insert 1") })]
        }
        let (host, collection) = makeListCollection(data)
        collection.allowsSelectionDuringEditing = true
        collection.isEditing = true
        host.layout()
        host.tap(at: CGPoint(x: 1, y: 0))
        host.tap(at: CGPoint(x: 1, y: 1))
        #expect(taps == ["delete 0", "insert 1"])
        #expect(data.calls.isEmpty)
        #expect(collection.indexPathsForSelectedItems == [])
        // Elsewhere on the row a tap selects as usual.
        host.tap(at: CGPoint(x: 10, y: 0))
        #expect(data.calls == ["didHighlight 0", "didSelect 0"])
    }

    @Test("Tapping a delete accessory without a handler does nothing (UIKit would reveal swipe actions)")
    func deleteWithoutHandler() {
        let data = ListCellData(["Alpha"]) { _ in [.delete()] }
        let (host, collection) = makeListCollection(data)
        collection.allowsSelectionDuringEditing = true
        collection.isEditing = true
        host.tap(at: CGPoint(x: 1, y: 0))
        #expect(data.calls.isEmpty)
        #expect(collection.indexPathsForSelectedItems == [])
    }

    @Test("A hidden delete accessory does nothing: the tap reaches the row")
    func hiddenDeleteHasNoBehaviour() {
        var taps = 0
        let data = ListCellData(["Alpha"]) { _ in [.delete(options: .init(isHidden: true), actionHandler: { taps += 1 })] }
        let (host, collection) = makeListCollection(data)
        collection.allowsSelectionDuringEditing = true
        collection.isEditing = true
        host.tap(at: CGPoint(x: 1, y: 0))
        #expect(taps == 0)
        #expect(data.calls == ["didHighlight 0", "didSelect 0"])
    }

    @Test("Tapping a disclosure indicator selects the row, as a tap anywhere on it does")
    func disclosureIndicatorTapSelects() {
        let data = ListCellData(["Alpha"]) { _ in [.disclosureIndicator()] }
        let (host, collection) = makeListCollection(data)
        host.tap(at: CGPoint(x: 28, y: 0))
        #expect(data.calls == ["didHighlight 0", "didSelect 0"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("A multiselect accessory shows an empty circle, and a filled check circle while the cell is selected")
    func multiselectFollowsSelection() {
        let data = ListCellData(["Alpha", "Beta"]) { _ in [.multiselect()] }
        let (host, collection) = makeListCollection(data)
        collection.allowsMultipleSelectionDuringEditing = true
        #expect(Array(host.screenLines().prefix(2)) == [" Alpha", " Beta"])
        collection.isEditing = true
        #expect(Array(host.screenLines().prefix(2)) == [" ○ Alpha", " ○ Beta"])
        // A tap on the circle selects the row: the circle has no action of its own.
        host.tap(at: CGPoint(x: 1, y: 1))
        #expect(Array(host.screenLines().prefix(2)) == [" ○ Alpha", " ✓ Beta"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        // The filled circle is in the tint colour, the empty one in the tertiary label colour.
        let grid = host.styledGrid()
        let traits = collection.traitCollection
        #expect(grid[row: 1, column: 1].attributes.foreground == collection.tintColor.displayColor(for: traits))
        #expect(grid[row: 0, column: 1].attributes.foreground == UIColor.tertiaryLabel.displayColor(for: traits))
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(Array(host.screenLines().prefix(2)) == [" ○ Alpha", " ○ Beta"])
    }

    @Test("Accessories sit in UIKit's order whatever their order in the array")
    func fixedOrder() {
        let data = ListCellData(["Alpha"]) { _ in
            [.disclosureIndicator(), .reorder(displayed: .always), .label(text: "7"), .checkmark(), .multiselect(displayed: .always),
             .delete(displayed: .always)]
        }
        let (host, _) = makeListCollection(data)
        #expect(host.screenLines().first == " ⊖ ○ Alpha            7 ✓ › ≡")
    }

    @Test("Custom view accessories sit at their edge, nearest the content, at their fitting size")
    func customViews() {
        let leading = UILabel()
        leading.text = "<<"
        let trailing = UILabel()
        trailing.text = "on"
        let data = ListCellData(["Alpha"]) { _ in
            [.customView(configuration: .init(customView: trailing, placement: .trailing())), .disclosureIndicator(),
             .customView(configuration: .init(customView: leading, placement: .leading())), .delete(displayed: .always)]
        }
        let (host, _) = makeListCollection(data)
        #expect(host.screenLines().first == " ⊖ << Alpha              on ›")
        #expect(trailing.frame == CGRect(x: 25, y: 0, width: 2, height: 1))
    }

    @Test("An accessory's tint colour replaces the kind's standard colour")
    func tintColor() {
        let data = ListCellData(["Alpha"]) { _ in [.disclosureIndicator(options: .init(tintColor: .systemRed))] }
        let (host, collection) = makeListCollection(data)
        let grid = host.styledGrid()
        #expect(grid[row: 0, column: 28].attributes.foreground == UIColor.systemRed.displayColor(for: collection.traitCollection))
    }

    @Test("Replacing the accessories takes the old ones' views away, custom views included")
    func replacingAccessories() {
        let host = HeadlessHost(size: CGSize(width: 20, height: 2))
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        host.rootView = cell
        let custom = UILabel()
        custom.text = "!"
        cell.accessories = [.checkmark(), .customView(configuration: .init(customView: custom, placement: .trailing()))]
        #expect(host.screenLines().first == "                ! ✓")
        #expect(custom.superview === cell)
        cell.accessories = [.disclosureIndicator()]
        #expect(host.screenLines().first == "                  ›")
        #expect(custom.superview == nil)
        cell.accessories = []
        #expect(host.screenLines().first == "")
        #expect(cell.contentView.frame.width == 20)
    }

    @Test("Accessories are laid out with the host's list metrics")
    func hostMetrics() {
        var metrics = MetricsProfile.terminal
        metrics.listCell.accessorySpacing = 3
        metrics.listCell.accessoryStandardWidth = 3
        // The cell fills the window: two lines, with the symbols on the first.
        let host = HeadlessHost(size: CGSize(width: 20, height: 2), metrics: metrics)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        host.rootView = cell
        cell.accessories = [.checkmark(), .disclosureIndicator()]
        // The chevron takes its own column at the margin; three columns before it, the check mark
        // is centred in its three-column standard width.
        #expect(cell.frame(ofAccessory: .disclosureIndicator) == CGRect(x: 18, y: 0, width: 1, height: 2))
        #expect(cell.frame(ofAccessory: .checkmark) == CGRect(x: 12, y: 0, width: 3, height: 2))
        #expect(host.screenLines().first == "             ✓    ›")
        #expect(cell.contentView.frame.width == 12)
    }
}
