import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Photos settings screen as a collection view list")
struct PhotosSettingsListScreenTests {
    func setUp(_ appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped, size: CGSize = demoScreenSize)
        -> (HeadlessHost, UINavigationController, PhotosSettingsListViewController) {
        let photos = PhotosSettingsListViewController(appearance: appearance)
        let (host, navigation) = makeHost(showing: photos, size: size)
        return (host, navigation, photos)
    }

    func switchStates(_ photos: PhotosSettingsListViewController) -> [Bool] {
        [photos.list[1].items[0].on, photos.list[2].items[0].on, photos.list[2].items[1].on, photos.list[3].items[1].on]
    }

    /// The screen below the navigation bar's title line, without the scroll indicator's column:
    /// the list estimates the sections below the screen (as UIKit's lists do) where the table
    /// measures its titles, so the two contents differ in height until they have been seen.
    func body(_ host: HeadlessHost) -> [String] { host.screenLines().dropFirst(2).map { String($0.dropLast()) } }

    @Test("the list draws the same screen as the table, inset grouped and grouped",
          arguments: [(UICollectionLayoutListConfiguration.Appearance.insetGrouped, UITableView.Style.insetGrouped), (.grouped, .grouped)])
    func sameAsTable(appearance: UICollectionLayoutListConfiguration.Appearance, style: UITableView.Style) {
        let (listHost, _, _) = setUp(appearance)
        let (tableHost, _) = makeHost(showing: PhotosSettingsViewController(style: style))
        #expect(body(listHost) == body(tableHost), "list:\n\(listHost.screenText())\ntable:\n\(tableHost.screenText())")
        #expect(listHost.screenText().contains("Hidden Album"))
    }

    @Test("End reaches the very end of the list, the last footer whole, as the table's End does; Home comes back to the top",
          arguments: [UICollectionLayoutListConfiguration.Appearance.insetGrouped, .grouped])
    func endReachesTheEnd(appearance: UICollectionLayoutListConfiguration.Appearance) {
        let (host, _, photos) = setUp(appearance, size: CGSize(width: 60, height: 20))
        let collection = photos.collectionView!
        host.press(.down)
        host.press(.end)
        host.finishAnimations()
        let end = collection.validContentOffsetYRange.upperBound
        #expect(collection.contentOffset.y == end)
        #expect(collection.contentOffset.y + collection.bounds.height >= collection.contentSize.height)
        #expect(host.screenText().contains("Keep Originals"))
        // The end of the last footer is on screen: nothing of the list is below it.
        #expect(body(host).contains { $0.contains("for compatibility.") }, "\(host.screenText())")
        let offset = collection.contentOffset.y
        host.press(.pageDown)
        #expect(collection.contentOffset.y == offset, "at the end, Page Down has nowhere to go")
        host.press(.home)
        #expect(collection.contentOffset.y == collection.validContentOffsetYRange.lowerBound)
    }

    @Test("tapping a switch writes the model; Space on a focused switch row flips it")
    func switches() {
        let (host, _, photos) = setUp()
        #expect(switchStates(photos) == [true, false, true, true])
        host.tap(switchOn, onLineWith: "Hidden Album")
        #expect(switchStates(photos) == [false, false, true, true])
        host.tap(switchOff, onLineWith: "Auto-play Videos")
        #expect(switchStates(photos) == [false, true, true, true])
        host.press(.down)
        host.press(.down)
        #expect(photos.collectionView.indexPathForFocusedItem == IndexPath(item: 0, section: 1))
        host.press(.space)
        #expect(switchStates(photos) == [true, true, true, true])
        #expect(photos.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("Siri & Search pushes its screen; Reset opens the action sheet; the transfer choice moves its checkmark")
    func rowsAct() {
        let (host, navigation, photos) = setUp()
        host.tap("Siri & Search")
        host.advance(by: 1)
        #expect(navigation.topViewController is SiriSearchViewController)
        host.press(.escape)
        host.advance(by: 1)
        #expect(navigation.topViewController === photos)
        host.reveal("Reset Suggested Memories")
        host.tap("Reset Suggested Memories")
        #expect((photos.presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet)
        host.press(.escape)
        host.reveal("Keep Originals")
        host.tap("Keep Originals")
        #expect(photos.list[PhotosSettingsListViewController.transferSection].items.map(\.on) == [false, true])
        #expect(host.location(of: "✓")?.y == host.location(of: "Keep Originals")?.y)
    }
}
