import Foundation
import Testing
import Trestle
import TrestleTesting
@testable import TrestleDemo

@MainActor
@Suite("Live list screen")
struct LiveListScreenTests {
    func host() -> (HeadlessHost, LiveListViewController) {
        let host = HeadlessHost(size: CGSize(width: 60, height: 20))
        let controller = LiveListViewController()
        host.rootViewController = UINavigationController(rootViewController: controller)
        host.layout()
        return (host, controller)
    }

    @Test("Key commands insert, delete, move and reload rows through batch updates")
    func keys() {
        let (host, controller) = host()
        host.press(.down)                      // focus Item 2
        host.press(.character("a"))            // new item after it
        #expect(controller.itemTitles[2] == "Item 13 (new)")
        host.finishAnimations()
        #expect(host.screenText().contains("Item 13 (new)"))
        host.press(.character("t"))            // move it to the top
        #expect(controller.itemTitles.first == "Item 13 (new)")
        #expect(controller.tableView.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
        host.press(.character("d"))            // delete it
        #expect(controller.itemTitles.first == "Item 1")
        host.press(.character("r"))            // reload the focused row
        host.finishAnimations()
        #expect(host.screenText().contains("↻"))
        #expect(controller.tableView.numberOfRows(inSection: 0) == controller.itemTitles.count)
    }

    @Test("x performs an invalid update: the message is reported and shown, and the table matches the model")
    func misuse() {
        let (host, controller) = host()
        host.press(.character("x"))
        #expect(controller.reportedMessage?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 14)
        #expect(host.screenText().contains("Reported: Invalid update"))
    }
}
