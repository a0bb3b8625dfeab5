import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Photos settings screen")
struct PhotosSettingsScreenTests {
    func setUp(style: UITableView.Style = .grouped, size: CGSize = demoScreenSize)
        -> (HeadlessHost, UINavigationController, PhotosSettingsViewController) {
        let photos = PhotosSettingsViewController(style: style)
        let (host, navigation) = makeHost(showing: photos, size: size)
        return (host, navigation, photos)
    }

    /// The on/off values of the four switches, in screen order.
    func switchStates(_ photos: PhotosSettingsViewController) -> [Bool] {
        [photos.list[1].items[0].on, photos.list[2].items[0].on, photos.list[2].items[1].on, photos.list[3].items[1].on]
    }

    // MARK: Snapshots

    @Test("The grouped screen shows every section with its header and footer, the switches and the tinted action row")
    func groupedSnapshot() {
        let (host, _, _) = setUp(style: .grouped)
        host.verifySnapshot(named: "photos-grouped")
    }

    @Test("The inset-grouped screen draws each section as a rounded box")
    func insetGroupedSnapshot() {
        let (host, _, _) = setUp(style: .insetGrouped)
        host.verifySnapshot(named: "photos-insetGrouped")
    }

    @Test("The action row's text is tinted system blue")
    func actionRowTint() {
        let (host, _, photos) = setUp()
        host.layout()
        let cell = photos.tableView.cellForRow(at: PhotosSettingsViewController.resetMemoriesIndexPath)
        #expect(cell?.textLabel?.textColor == .systemBlue)
        #expect(photos.tableView.cellForRow(at: PhotosSettingsViewController.siriAndSearchIndexPath)?.imageView?.image
            == UIImage(systemName: "magnifyingglass.circle.fill"))
    }

    // MARK: Switches

    @Test("Tapping each switch flips it and writes the new value into the model, touching no other setting")
    func switchesUpdateModel() {
        let (host, _, photos) = setUp()
        #expect(switchStates(photos) == [true, false, true, true])
        host.tap(switchOn, onLineWith: "Hidden Album")
        #expect(switchStates(photos) == [false, false, true, true])
        host.tap(switchOff, onLineWith: "Auto-play Videos")
        #expect(switchStates(photos) == [false, true, true, true])
        host.tap(switchOn, onLineWith: "Summarize Photos")
        #expect(switchStates(photos) == [false, true, false, true])
        host.tap(switchOn, onLineWith: "Show Holiday Events")
        #expect(switchStates(photos) == [false, true, false, false])
        host.tap(switchOff, onLineWith: "Hidden Album")
        #expect(switchStates(photos) == [true, true, false, false])
        #expect(host.location(of: switchOff)?.y == host.location(of: "Summarize Photos")?.y)
    }

    @Test("Tapping the title of a switch row neither highlights nor selects it, and changes nothing")
    func switchRowTitleDoesNothing() {
        let (host, navigation, photos) = setUp()
        host.tap("Hidden Album")
        #expect(photos.tableView.indexPathForSelectedRow == nil)
        #expect(switchStates(photos) == [true, false, true, true])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Switches keep their own targets when cells are reused: after scrolling, each still writes its own setting")
    func switchTargetsSurviveReuse() {
        let (host, _, photos) = setUp(size: CGSize(width: 60, height: 10))
        // Scroll to the end and back, so the switch cells are dequeued for other rows.
        for _ in 0..<3 {
            host.scrollWheel(at: CGPoint(x: 10, y: 5), lines: 40)
            host.scrollWheel(at: CGPoint(x: 10, y: 5), lines: -40)
        }
        #expect(photos.tableView.cellReuseStatistics.reused > 0)
        host.tap(switchOn, onLineWith: "Hidden Album")
        #expect(switchStates(photos) == [false, false, true, true])
        host.reveal("Show Holiday Events")
        host.tap(switchOn, onLineWith: "Show Holiday Events")
        #expect(switchStates(photos) == [false, false, true, false])
        host.reveal("Auto-play Videos")
        host.tap(switchOff, onLineWith: "Auto-play Videos")
        #expect(switchStates(photos) == [false, true, true, false])
    }

    // MARK: Siri & Search

    @Test("Siri & Search pushes its screen; Esc comes back with the row deselected")
    func siriAndSearchPushesAndDeselectsOnReturn() {
        let (host, navigation, photos) = setUp()
        host.tap("Siri & Search")
        #expect(navigation.viewControllers.count == 2)
        let siri = navigation.topViewController as? SiriSearchViewController
        #expect(siri != nil)
        #expect(siri?.title == "Siri & Search")
        // Still selected underneath, as in UIKit, until the user comes back.
        #expect(photos.tableView.indexPathForSelectedRow == PhotosSettingsViewController.siriAndSearchIndexPath)
        host.verifySnapshot(named: "siri-and-search")

        host.press(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === photos)
        #expect(photos.tableView.indexPathForSelectedRow == nil)
        #expect(photos.tableView.cellForRow(at: PhotosSettingsViewController.siriAndSearchIndexPath)?.isSelected == false)
    }

    @Test("The Siri & Search switches write their own settings")
    func siriAndSearchSwitches() {
        let siri = SiriSearchViewController()
        let (host, _) = makeHost(showing: siri)
        host.tap(switchOff, onLineWith: "Suggest App")
        host.tap(switchOn, onLineWith: "Learn from this App")
        #expect(siri.sections.map { $0.settings.map(\.isOn) } == [[false], [true, true, true]])
        host.tap("Show in App")
        #expect(siri.tableView.indexPathForSelectedRow == nil)
    }

    // MARK: Reset Suggested Memories

    @Test("Reset Suggested Memories shows the action sheet and deselects; Esc cancels it")
    func resetShowsActionSheetAndEscCancels() throws {
        let (host, navigation, photos) = setUp()
        host.tap("Reset Suggested Memories")
        let sheet = try #require(photos.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == nil)
        #expect(sheet.message == "Resetting will allow previously blocked people, places, dates, or holidays to once again be included in new memories")
        #expect(sheet.actions.map(\.title) == ["Reset", "Cancel"])
        #expect(sheet.actions.map(\.style) == [.destructive, .cancel])
        #expect(photos.tableView.indexPathForSelectedRow == nil)
        #expect(navigation.viewControllers.count == 1)
        host.verifySnapshot(named: "photos-action-sheet")

        host.press(.escape)
        #expect(photos.presentedViewController == nil)
        #expect(photos.suggestedMemoriesResetCount == 0)
        // Esc went to the sheet, not to the navigation controller.
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Choosing Reset with the keys (↑ then Return) dismisses the sheet and resets")
    func resetChosenWithKeys() {
        let (host, _, photos) = setUp()
        host.tap("Reset Suggested Memories")
        #expect(photos.presentedViewController is UIAlertController)
        // The highlight starts on Cancel, never on the destructive action.
        host.press(.enter)
        #expect(photos.presentedViewController == nil)
        #expect(photos.suggestedMemoriesResetCount == 0)

        host.tap("Reset Suggested Memories")
        host.press(.up)
        host.press(.enter)
        #expect(photos.presentedViewController == nil)
        #expect(photos.suggestedMemoriesResetCount == 1)
        #expect(photos.tableView.indexPathForSelectedRow == nil)
    }

    @Test("A click on Cancel dismisses the sheet without resetting")
    func cancelClicked() {
        let (host, _, photos) = setUp()
        host.tap("Reset Suggested Memories")
        host.tap("Cancel")
        #expect(photos.presentedViewController == nil)
        #expect(photos.suggestedMemoriesResetCount == 0)
    }

    // MARK: Transfer to Mac or PC

    @Test("Transfer to Mac or PC is an exclusive choice: one checkmark, moved by reloading the section")
    func exclusiveTransferChoice() {
        let (host, _, photos) = setUp(style: .insetGrouped)
        let table = photos.tableView!
        table.scrollToRow(at: IndexPath(row: 1, section: PhotosSettingsViewController.transferSection), at: .bottom, animated: false)
        host.layout()
        func checks() -> [Bool] { photos.list[PhotosSettingsViewController.transferSection].items.map(\.on) }
        func checkmarks() -> [Bool?] {
            (0..<2).map { table.cellForRow(at: IndexPath(row: $0, section: PhotosSettingsViewController.transferSection)).map { $0.accessoryType == .checkmark } }
        }
        #expect(checks() == [true, false])
        #expect(checkmarks() == [true, false])

        host.tap("Keep Originals")
        #expect(checks() == [false, true])
        #expect(checkmarks() == [false, true])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(host.location(of: "✓")?.y == host.location(of: "Keep Originals")?.y)

        host.tap("Keep Originals")
        #expect(checks() == [false, true])

        host.tap("Automatic")
        #expect(checks() == [true, false])
        #expect(checkmarks() == [true, false])
        #expect(host.location(of: "✓")?.y == host.location(of: "Automatic")?.y)
        host.verifySnapshot(named: "photos-transfer")
    }

    // MARK: Keyboard

    @Test("↓ focuses the rows; Space on a switch row flips its switch and updates the model")
    func spaceTogglesFocusedSwitch() {
        let (host, _, photos) = setUp()
        let table = photos.tableView!
        host.press(.down)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        host.press(.down)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 1))
        host.press(.space)
        #expect(switchStates(photos) == [false, false, true, true])
        #expect(host.location(of: switchOff)?.y == host.location(of: "Hidden Album")?.y)
        host.press(.space)
        #expect(switchStates(photos) == [true, false, true, true])
        host.press(.down)
        host.press(.space)
        #expect(switchStates(photos) == [true, true, true, true])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("Return on Reset Suggested Memories opens the sheet; Return on Siri & Search pushes")
    func returnOpensSheetAndPushes() {
        let (host, navigation, photos) = setUp()
        let table = photos.tableView!
        for _ in 0..<5 { host.press(.down) }
        #expect(table.indexPathForFocusedRow == PhotosSettingsViewController.resetMemoriesIndexPath)
        host.press(.enter)
        #expect((photos.presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet)
        #expect(table.indexPathForSelectedRow == nil)
        host.press(.escape)
        #expect(photos.presentedViewController == nil)

        for _ in 0..<5 { host.press(.up) }
        #expect(table.indexPathForFocusedRow == PhotosSettingsViewController.siriAndSearchIndexPath)
        host.press(.enter)
        #expect(navigation.topViewController is SiriSearchViewController)
        host.press(.escape)
        #expect(navigation.topViewController === photos)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
