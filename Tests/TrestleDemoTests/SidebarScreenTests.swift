import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Sidebar outline screen")
struct SidebarScreenTests {
    func setUp() -> (HeadlessHost, SidebarViewController) {
        let sidebar = SidebarViewController()
        let (host, _) = makeHost(showing: sidebar, size: CGSize(width: 60, height: 40))
        return (host, sidebar)
    }

    @Test("the outline shows its sections' headers, the open folders' children indented, chevrons on folders")
    func firstScreen() {
        let (host, _) = setUp()
        let text = host.screenText()
        if ProcessInfo.processInfo.environment["SHOW_SCREENS"] != nil { print(text) }
        for title in ["Places", "Recents", "Library", "Photos", "2024", "2025", "Documents", "Music", "Downloads"] {
            #expect(text.contains(title), "\(title) is not on screen:\n\(text)")
        }
        #expect(!text.contains("2024 – month 1"))
        #expect(host.location(of: "2024")!.x > host.location(of: "Photos")!.x)
    }

    @Test("→ opens the focused folder and ← closes it; ← on a child goes to its parent")
    func arrowsOpenAndClose() {
        let (host, sidebar) = setUp()
        let collection = sidebar.collectionView!
        // From Recents down to Photos: Shared, Favourites, Library's header, Photos.
        for _ in 0..<4 { host.press(.down) }
        #expect(sidebar.dataSource.itemIdentifier(for: collection.indexPathForFocusedItem!) == "Photos")
        host.press(.down)
        #expect(sidebar.dataSource.itemIdentifier(for: collection.indexPathForFocusedItem!) == "2024")
        host.press(.right)
        host.advance(by: 1)
        #expect(host.screenText().contains("2024 – month 12"))
        host.press(.right)
        #expect(sidebar.dataSource.itemIdentifier(for: collection.indexPathForFocusedItem!) == "2024 – month 1")
        host.press(.left)
        #expect(sidebar.dataSource.itemIdentifier(for: collection.indexPathForFocusedItem!) == "2024")
        host.press(.left)
        host.advance(by: 1)
        #expect(!host.screenText().contains("2024 – month 12"))
        #expect(sidebar.dataSource.snapshot(for: 1).isExpanded("2024") == false)
    }

    @Test("a click on a folder's chevron opens it; a click on a leaf chooses it")
    func clicks() {
        let (host, sidebar) = setUp()
        host.tap("›", onLineWith: "Documents")
        host.advance(by: 1)
        #expect(host.screenText().contains("Invoices"))
        #expect(sidebar.dataSource.snapshot(for: 1).isExpanded("Documents"))
        host.tap("Letters")
        #expect(sidebar.chosen == "Letters")
    }
}
