import Foundation
import Testing
import Trestle
import TrestlePixel
import TrestlePixelTesting
import TrestleTesting
@testable import TrestleDemo

/// 2023-11-14 22:13:20 UTC: 07:13 the next morning in Seoul.
private let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

/// The seeds' screens at iOS metrics, drawn in pixels at 2× and compared with PNGs under
/// `__Snapshots__` (`TRESTLE_RECORD_SNAPSHOTS=1` records them again).
@MainActor
@Suite("Seed screens in pixels")
struct SeedScreenPixelTests {
    /// A demo screen by name at the top of a navigation controller, in a phone-sized host.
    func host(showing name: String, renderer: PixelRenderer) throws -> HeadlessHost {
        let screen = try #require(DemoScreen.all.first { $0.name == name })
        let host = HeadlessHost.phone(renderer)
        host.rootViewController = UINavigationController(rootViewController: screen.makeViewController())
        // At rest, as a screenshot shows it: the scroll indicators' flash on appearing has faded.
        host.finishAnimations()
        return host
    }

    @Test("The product list, the Photos settings inset grouped and grouped, cell styles and trails look as on iOS",
          arguments: ["products", "photos", "grouped", "styles", "trails"])
    func screen(_ name: String) throws {
        let renderer = try Renderers.at(2)
        let host = try host(showing: name, renderer: renderer)
        host.verifyPixelSnapshot(named: name, renderer: renderer)
    }

    @Test("The collection screens at iOS metrics: photo grid, pins, cards, shelf, chat and store",
          arguments: ["grid", "pins", "cards", "shelf", "chat", "store"])
    func collectionScreen(_ name: String) throws {
        let renderer = try Renderers.at(2)
        let host = try host(showing: name, renderer: renderer)
        host.verifyPixelSnapshot(named: name, renderer: renderer)
    }

    @Test("World Clock in editing mode, and the 삭제 confirmation a delete control brings")
    func worldClockEditing() throws {
        let renderer = try Renderers.at(2)
        let file = try WorldClockTemporaryFile()
        let controller = WorldClockViewController(store: try WorldClockStore(path: file.path), now: { fixedNow },
                                                  localTimeZone: TimeZone(identifier: "Asia/Seoul")!, refreshesEveryMinute: false)
        // The seed's screen, in Korean: its delete confirmation says 삭제.
        controller.deleteConfirmationTitle = WorldClockViewController.deleteTitle(environment: ["LANG": "ko_KR.UTF-8"])
        let host = HeadlessHost.phone(renderer)
        host.rootViewController = UINavigationController(rootViewController: controller)
        host.finishAnimations()
        host.verifyPixelSnapshot(named: "world-clock", renderer: renderer)
        controller.setEditing(true, animated: false)
        host.finishAnimations()
        host.verifyPixelSnapshot(named: "world-clock-editing", renderer: renderer)
        // The delete control of the second row (Cupertino) brings its 삭제 button in.
        let row = controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        let control = controller.tableView.convert(CGPoint(x: 24, y: row.midY), to: nil)
        host.tap(at: control)
        host.finishAnimations()
        host.verifyPixelSnapshot(named: "world-clock-delete-confirmation", renderer: renderer)
    }
}
