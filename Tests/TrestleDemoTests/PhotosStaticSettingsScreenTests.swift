import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

/// The Photos settings written as a static table, side by side with the seed's hand-written data
/// source: the same input must give the same screen.
@MainActor
@Suite("Photos settings screen, static table")
struct PhotosStaticSettingsScreenTests {
    /// Both screens in their own hosts of the same size, in the same style.
    @MainActor
    struct Pair {
        let seed: (host: HeadlessHost, navigation: UINavigationController, photos: PhotosSettingsViewController)
        let written: (host: HeadlessHost, navigation: UINavigationController, photos: PhotosStaticSettingsViewController)

        /// Runs the same input on both screens.
        func both(_ input: (HeadlessHost) -> Void) {
            input(seed.host)
            input(written.host)
        }

        /// The seed's four switches and the static screen's, in screen order.
        var switchStates: (seed: [Bool], written: [Bool?]) {
            let list = seed.photos.list
            let rows: [PhotosStaticSettingsViewController.Row] = [.hiddenAlbum, .autoPlayVideos, .summarizePhotos, .showHolidayEvents]
            return ([list[1].items[0].on, list[2].items[0].on, list[2].items[1].on, list[3].items[1].on],
                    rows.map { written.photos.isOn($0) })
        }
    }

    func setUp(style: UITableView.Style, size: CGSize = demoScreenSize) -> Pair {
        let seed = PhotosSettingsViewController(style: style)
        let (seedHost, seedNavigation) = makeHost(showing: seed, size: size)
        let written = PhotosStaticSettingsViewController(style: style)
        let (writtenHost, writtenNavigation) = makeHost(showing: written, size: size)
        return Pair(seed: (seedHost, seedNavigation, seed), written: (writtenHost, writtenNavigation, written))
    }

    /// Expects both screens to show the same text.
    func expectSameScreen(_ pair: Pair, sourceLocation: SourceLocation = #_sourceLocation) {
        let (seed, written) = (pair.seed.host.screenText(), pair.written.host.screenText())
        #expect(seed == written, "seed:\n\(seed)\nstatic:\n\(written)", sourceLocation: sourceLocation)
    }

    @Test("Both screens show the same text, in each style and at the end of the list",
          arguments: [UITableView.Style.grouped, .insetGrouped])
    func sameText(style: UITableView.Style) {
        let pair = setUp(style: style)
        expectSameScreen(pair)
        #expect(pair.written.host.screenText().contains("Allow Photos to Access"))
        pair.both { $0.scrollWheel(at: CGPoint(x: 10, y: 5), lines: 100) }
        expectSameScreen(pair)
        #expect(pair.written.host.screenText().contains("Keep Originals"))
    }

    @Test("The same styles too: the tinted action row, the image, the switches' colours")
    func sameStyles() {
        let pair = setUp(style: .insetGrouped)
        #expect(pair.seed.host.styleLines() == pair.written.host.styleLines())
    }

    @Test("Tapping each switch flips the same switch on both screens and writes it into the model")
    func switches() {
        let pair = setUp(style: .insetGrouped)
        #expect(pair.switchStates.written == [true, false, true, true])
        let taps = [(switchOn, "Hidden Album"), (switchOff, "Auto-play Videos"), (switchOn, "Summarize Photos"),
                    (switchOn, "Show Holiday Events"), (switchOff, "Hidden Album")]
        for (target, title) in taps {
            pair.both { host in
                host.reveal(title)
                host.tap(target, onLineWith: title)
            }
            let states = pair.switchStates
            #expect(states.written == states.seed.map(Optional.some), "after \(title)")
            expectSameScreen(pair)
        }
        #expect(pair.switchStates.written == [true, true, false, false])
        #expect(pair.written.photos.tableView.indexPathForSelectedRow == nil)
    }

    @Test("Siri & Search pushes the same screen on both; Esc comes back to the same screen, deselected")
    func pushDetail() {
        let pair = setUp(style: .grouped)
        pair.both { $0.tap("Siri & Search") }
        #expect(pair.written.navigation.topViewController is SiriSearchViewController)
        #expect(pair.written.navigation.topViewController?.title == "Siri & Search")
        #expect(pair.written.photos.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        expectSameScreen(pair)
        pair.both { $0.press(.escape) }
        #expect(pair.written.navigation.topViewController === pair.written.photos)
        #expect(pair.written.photos.tableView.indexPathForSelectedRow == nil)
        expectSameScreen(pair)
    }

    @Test("Reset Suggested Memories shows the same action sheet; Reset chosen with the keys counts once")
    func resetSheet() throws {
        let pair = setUp(style: .insetGrouped)
        pair.both { $0.tap("Reset Suggested Memories") }
        let sheet = try #require(pair.written.photos.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.actions.map(\.title) == ["Reset", "Cancel"])
        #expect(pair.written.photos.tableView.indexPathForSelectedRow == nil)
        expectSameScreen(pair)
        pair.both { $0.press(.up); $0.press(.enter) }
        #expect(pair.written.photos.presentedViewController == nil)
        #expect(pair.written.photos.suggestedMemoriesResetCount == 1)
        #expect(pair.seed.photos.suggestedMemoriesResetCount == 1)
        expectSameScreen(pair)
    }

    @Test("Transfer to Mac or PC: choosing moves the one checkmark on both screens, leaving no selection")
    func transferChoice() {
        let pair = setUp(style: .insetGrouped)
        pair.both { $0.reveal("Keep Originals"); $0.tap("Keep Originals") }
        #expect(pair.written.photos.transfer == .keepOriginals)
        #expect(pair.written.photos.tableView.indexPathForSelectedRow == nil)
        #expect(pair.written.host.location(of: "✓")?.y == pair.written.host.location(of: "Keep Originals")?.y)
        expectSameScreen(pair)
        pair.both { $0.tap("Automatic") }
        #expect(pair.written.photos.transfer == .automatic)
        #expect(pair.written.host.location(of: "✓")?.y == pair.written.host.location(of: "Automatic")?.y)
        expectSameScreen(pair)
    }

    @Test("The keys do the same: ↓ moves the focus, Space flips a switch, Return pushes")
    func keyboard() {
        let pair = setUp(style: .grouped)
        pair.both { $0.press(.down); $0.press(.down); $0.press(.space) }
        #expect(pair.written.photos.tableView.indexPathForFocusedRow == IndexPath(row: 0, section: 1))
        #expect(pair.switchStates.written == [false, false, true, true])
        expectSameScreen(pair)
        pair.both { $0.press(.up); $0.press(.enter) }
        #expect(pair.written.navigation.topViewController is SiriSearchViewController)
        expectSameScreen(pair)
    }

    @Test("The catalog's photos-static entry is this screen, inset grouped")
    func catalogEntry() throws {
        let screen = try #require(DemoScreen.named("photos-static")?.makeViewController() as? PhotosStaticSettingsViewController)
        #expect(screen.tableView.style == .insetGrouped)
        #expect(screen.title == "Photos")
    }
}
