import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Trails screen")
struct TrailsScreenTests {
    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, UINavigationController, TrailsViewController) {
        let trails = TrailsViewController()
        let (host, navigation) = makeHost(showing: trails, size: size)
        return (host, navigation, trails)
    }

    /// Whether each row of `section` shows a checkmark (`nil` for rows without a cell).
    func checkmarks(_ trails: TrailsViewController, section: Int) -> [Bool?] {
        (0..<trails.tableView.numberOfRows(inSection: section)).map {
            trails.tableView.cellForRow(at: IndexPath(row: $0, section: section)).map { $0.accessoryType == .checkmark }
        }
    }

    // MARK: Snapshots

    @Test("The screen: the difficulty filter, the easy trails with ⓘ and ›, the packing list")
    func snapshot() {
        let (host, _, _) = setUp()
        host.verifySnapshot(named: "trails")
    }

    // MARK: Trails

    @Test("Selecting a trail pushes its details; the row stays selected underneath and is deselected on return")
    func selectionPushesDetail() throws {
        let (host, navigation, trails) = setUp()
        host.tap("Fern Hollow")
        #expect(navigation.viewControllers.count == 2)
        let detail = try #require(navigation.topViewController as? TrailDetailViewController)
        #expect(detail.trail.name == "Fern Hollow")
        #expect(detail.title == "Fern Hollow")
        #expect(trails.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: TrailsViewController.trailsSection))
        host.verifySnapshot(named: "trail-detail")

        host.press(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === trails)
        #expect(trails.tableView.indexPathForSelectedRow == nil)
        #expect(trails.tableView.cellForRow(at: IndexPath(row: 1, section: TrailsViewController.trailsSection))?.isSelected == false)
    }

    @Test("The back button also comes back, with the selection cleared")
    func backButtonClearsSelection() {
        let (host, navigation, trails) = setUp()
        host.tap("Lakeshore Loop")
        #expect(navigation.viewControllers.count == 2)
        host.tap("‹ Trails")
        #expect(navigation.viewControllers.count == 1)
        #expect(trails.tableView.indexPathForSelectedRow == nil)
    }

    @Test("The detail button shows the trail report in an alert, selects nothing and pushes nothing; Esc dismisses it")
    func detailButtonShowsAlert() throws {
        let (host, navigation, trails) = setUp()
        host.tap("ⓘ", onLineWith: "Fern Hollow")
        let alert = try #require(trails.presentedViewController as? UIAlertController)
        #expect(alert.preferredStyle == .alert)
        #expect(alert.title == "Fern Hollow")
        #expect(alert.message == Trail.all.first { $0.name == "Fern Hollow" }?.conditions)
        #expect(trails.tableView.indexPathForSelectedRow == nil)
        #expect(navigation.viewControllers.count == 1)
        host.verifySnapshot(named: "trail-report-alert")

        host.press(.escape)
        #expect(trails.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(trails.tableView.indexPathForSelectedRow == nil)
    }

    @Test("From the keyboard, → on a focused trail shows its report and Return opens it")
    func keyboardDetailButton() {
        let (host, navigation, trails) = setUp()
        trails.tableView.focusRow(at: IndexPath(row: 2, section: TrailsViewController.trailsSection))
        host.press(.right)
        #expect((trails.presentedViewController as? UIAlertController)?.title == "Meadow Overlook")
        host.press(.enter)
        #expect(trails.presentedViewController == nil)
        #expect(trails.tableView.indexPathForSelectedRow == nil)
        host.press(.enter)
        #expect((navigation.topViewController as? TrailDetailViewController)?.trail.name == "Meadow Overlook")
    }

    // MARK: Difficulty

    @Test("The difficulty filter keeps exactly one checkmark and shows only the chosen trails")
    func exclusiveDifficulty() {
        let (host, _, trails) = setUp()
        let section = TrailsViewController.difficultySection
        #expect(checkmarks(trails, section: section) == [true, false, false])

        host.tap("Hard")
        #expect(trails.selectedFilters[section] == 2)
        #expect(trails.selectedDifficulty == .hard)
        #expect(checkmarks(trails, section: section) == [false, false, true])
        #expect(trails.tableView.indexPathForSelectedRow == nil)
        #expect(trails.trails.map(\.name) == ["Eagle Peak", "Devil's Staircase"])
        host.finishAnimations()
        #expect(host.location(of: "Eagle Peak") != nil)
        #expect(host.location(of: "Lakeshore Loop") == nil)

        host.tap("Hard")
        #expect(trails.selectedFilters[section] == 2)
        #expect(checkmarks(trails, section: section) == [false, false, true])

        host.tap("Moderate")
        #expect(trails.selectedDifficulty == .moderate)
        #expect(checkmarks(trails, section: section) == [false, true, false])
        host.finishAnimations()
        #expect(host.screenLines().filter { $0.contains("✓") }.count == 1)
        #expect(host.location(of: "Ridge Runner") != nil)
        host.verifySnapshot(named: "trails-moderate")
    }

    // MARK: Packing list

    @Test("Packing items toggle their checkmarks independently, and the rows never stay selected")
    func inclusivePackingList() {
        let (host, _, trails) = setUp()
        host.reveal("Rain jacket")
        let section = TrailsViewController.packingSection
        func packed() -> [Bool] { trails.packingList.map(\.isPacked) }

        host.tap("Tent")
        #expect(packed() == [false, true, false, false, false, false])
        #expect(trails.tableView.indexPathForSelectedRow == nil)
        host.tap("Headlamp")
        host.tap("Rain jacket")
        #expect(packed() == [false, true, true, false, false, true])
        #expect(checkmarks(trails, section: section) == [false, true, true, false, false, true])
        host.tap("Tent")
        #expect(packed() == [false, false, true, false, false, true])
        #expect(trails.tableView.cellForRow(at: IndexPath(row: 1, section: section))?.accessoryType == UITableViewCell.AccessoryType.none)
        #expect(trails.tableView.indexPathForSelectedRow == nil)
        host.verifySnapshot(named: "trails-packing")
    }

    @Test("Return on a focused packing item packs it too")
    func packingFromKeyboard() {
        let (host, _, trails) = setUp()
        trails.tableView.focusRow(at: IndexPath(row: 3, section: TrailsViewController.packingSection))
        host.press(.enter)
        #expect(trails.packingList[3].isPacked)
        host.press(.space)
        #expect(!trails.packingList[3].isPacked)
        #expect(trails.tableView.indexPathForSelectedRow == nil)
    }
}
