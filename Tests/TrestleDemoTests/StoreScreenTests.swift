import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Store screen")
struct StoreScreenTests {
    func setUp(size: CGSize = demoScreenSize) -> (HeadlessHost, StoreViewController) {
        let store = StoreViewController()
        let (host, _) = makeHost(showing: store, size: size)
        return (host, store)
    }

    func layout(_ store: StoreViewController) -> UICollectionViewCompositionalLayout {
        store.collectionView.collectionViewLayout as! UICollectionViewCompositionalLayout
    }

    @Test("the page shows the featured strip with its first card centred, the new apps' columns, the categories and the list")
    func firstScreen() {
        let (host, _) = setUp()
        let text = host.screenText()
        if ProcessInfo.processInfo.environment["SHOW_SCREENS"] != nil { print(text) }
        for title in ["Featured", "New & Updated", "Trail Finder", "Notebook", "Fermata", "Postbox", "Categories", "Books"] {
            #expect(text.contains(title), "\(title) is not on screen:\n\(text)")
        }
        // The second featured card peeks in on the right of the centred first one.
        #expect(host.location(of: "Trail Finder")!.x > 2)
        #expect(text.contains("Night Sky") || host.screenLines().contains { $0.hasSuffix("╭─") || $0.contains("╭──") })
    }

    @Test("→ moves the focus along the featured strip, and the strip centres the focused card")
    func focusMovesStrip() {
        let (host, store) = setUp()
        let before = layout(store).orthogonalScrollOffset(ofSection: 0)
        host.press(.right)
        #expect(store.collectionView.indexPathForFocusedItem == IndexPath(item: 1, section: 0))
        #expect(layout(store).orthogonalScrollOffset(ofSection: 0) > before)
        #expect(host.screenText().contains("Night Sky"))
        // ↓ leaves the strip for the new apps below; the strip keeps its place.
        let offset = layout(store).orthogonalScrollOffset(ofSection: 0)
        host.press(.down)
        #expect(store.collectionView.indexPathForFocusedItem?.section == 1)
        #expect(layout(store).orthogonalScrollOffset(ofSection: 0) == offset)
    }

    @Test("the wheel sideways over the new apps pages a column at a time; the page itself does not move")
    func wheelPagesColumns() {
        let (host, store) = setUp()
        let strip = host.location(of: "Notebook")!
        host.scrollWheel(at: strip, columns: 1)
        #expect(layout(store).orthogonalScrollOffset(ofSection: 1) > 0)
        #expect(store.collectionView.contentOffset.y == 0)
        #expect(host.screenText().contains("Lantern"))
    }

    @Test("scrolling down pins the Top Free header to the top while its list goes under it")
    func pinnedHeader() {
        let (host, store) = setUp()
        host.scrollWheel(at: CGPoint(x: 10, y: 20), lines: 30)
        let lines = host.screenLines()
        #expect(store.collectionView.contentOffset.y > 0)
        #expect(lines.dropFirst().prefix(3).contains { $0.contains("Top Free") }, "\(host.screenText())")
    }

    @Test("Return on a focused app chooses it")
    func returnChooses() {
        let (host, store) = setUp()
        host.press(.enter)
        #expect(store.chosen?.name == "Trail Finder")
    }
}
