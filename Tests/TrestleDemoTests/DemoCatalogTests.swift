import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Demo catalog")
struct DemoCatalogTests {
    @Test("The catalog lists the seeds' screens, the collection-view screens after the tables, and the 10,000,000-row screen last")
    func screenOrder() {
        #expect(DemoScreen.all.map(\.name) == ["products", "rows", "photos", "grouped", "styles", "trails", "live", "search", "clock", "grid", "pins", "cards", "shelf", "chat", "photos-list", "photos-static", "store", "sidebar", "contacts", "huge"])
    }

    @Test("The Photos entries show the settings controller in inset-grouped and grouped styles")
    func photosEntries() throws {
        let insetGrouped = try #require(DemoScreen.named("photos")?.makeViewController() as? PhotosSettingsViewController)
        let grouped = try #require(DemoScreen.named("grouped")?.makeViewController() as? PhotosSettingsViewController)
        #expect(insetGrouped.tableView.style == .insetGrouped)
        #expect(grouped.tableView.style == .grouped)
        #expect(DemoScreen.named("styles")?.makeViewController() is CellStylesViewController)
        #expect(DemoScreen.named("trails")?.makeViewController() is TrailsViewController)
    }

    @Test("Every screen opens from the catalog with Return, draws without a diagnostic, and Esc comes back")
    func openAndClose() {
        for index in DemoScreen.all.indices {
            let recorder = DiagnosticsRecorder()
            TrestleDiagnostics.$handler.withValue(recorder.record) {
                let catalog = DemoCatalogViewController()
                let (host, navigation) = makeHost(showing: catalog)
                catalog.tableView.focusRow(at: IndexPath(row: index, section: 0))
                host.press(.enter)
                #expect(navigation.viewControllers.count == 2, "\(DemoScreen.all[index].name)")
                #expect(navigation.topViewController?.title != nil)
                _ = host.screenLines()
                host.press(.escape)
                // The search screen opens with its search active: the first Esc cancels it.
                if DemoScreen.all[index].name == "search" { host.press(.escape) }
                #expect(navigation.viewControllers.count == 1, "\(DemoScreen.all[index].name)")
                #expect(catalog.tableView.indexPathForSelectedRow == nil)
            }
            #expect(recorder.messages.isEmpty, "\(DemoScreen.all[index].name): \(recorder.messages)")
        }
    }
}

@MainActor
@Suite("Demo screen names on the command line")
struct DemoScreenLookupTests {
    @Test("Screen names are taken in any case")
    func anyCase() {
        #expect(DemoScreen.canonicalName("Photos") == "photos")
        #expect(DemoScreen.canonicalName("PHOTOS-LIST") == "photos-list")
        #expect(DemoScreen.canonicalName("Catalog") == "catalog")
        #expect(DemoScreen.canonicalName("photo") == nil)
    }

    @Test("A near miss is answered with the names it may mean, nearest first; nonsense with none")
    func suggestions() {
        #expect(DemoScreen.suggestions(for: "photo").first == "photos")
        #expect(DemoScreen.suggestions(for: "photo").contains("photos-list"))
        #expect(DemoScreen.suggestions(for: "clok") == ["clock"])
        #expect(DemoScreen.suggestions(for: "zzzzzzzz").isEmpty)
        #expect(DemoScreen.unknownNameMessage("clok") == "no screen named 'clok'; did you mean 'clock'? (--list shows them all)")
        #expect(DemoScreen.unknownNameMessage("zzzzzzzz") == "no screen named 'zzzzzzzz' (--list shows them all)")
    }
}
