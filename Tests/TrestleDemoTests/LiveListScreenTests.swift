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

@MainActor
@Suite("Demo screens keep the user's work")
struct DemoKeptWorkTests {
    /// The demo as it runs: the root, with the catalog, in a host.
    func makeDemo() -> (HeadlessHost, DemoRootViewController) {
        let host = HeadlessHost(size: demoScreenSize)
        let root = DemoRootViewController()
        host.rootViewController = root
        host.layout()
        return (host, root)
    }

    @Test("Rows added in the live list are still there after another screen is opened with a digit and the list again")
    func liveListKeepsItsRows() throws {
        let (host, root) = makeDemo()
        let live = try #require(DemoScreen.all.firstIndex { $0.name == "live" })
        root.open(live)
        host.layout()
        host.press(.character("a"))
        host.press(.character("a"))
        host.finishAnimations()
        #expect(host.screenText().contains("14 items"))
        root.open(0)
        host.layout()
        #expect(!host.screenText().contains("14 items"))
        root.open(live)
        host.finishAnimations()
        #expect(host.screenText().contains("14 items"), "\(host.screenText())")
    }

    @Test("A message sent in the chat is still there after going back to the catalog and opening the chat from it")
    func chatKeepsItsMessages() throws {
        let (host, root) = makeDemo()
        let chat = try #require(DemoScreen.all.firstIndex { $0.name == "chat" })
        root.open(chat)
        host.finishAnimations()
        host.type("kept message")
        host.press(.enter)
        host.finishAnimations()
        #expect(host.screenText().contains("kept message"))
        _ = root.navigation.popToRootViewController(animated: false)
        host.finishAnimations()
        #expect(!host.screenText().contains("kept message"))
        root.open(chat)
        host.finishAnimations()
        #expect(host.screenText().contains("kept message"), "\(host.screenText())")
    }

    @Test("Screens that hold no work are made anew each time")
    func othersAreMadeAnew() throws {
        let root = DemoRootViewController()
        let products = try #require(DemoScreen.all.first { $0.name == "products" })
        let live = try #require(DemoScreen.all.first { $0.name == "live" })
        #expect(root.viewController(for: products) !== root.viewController(for: products))
        #expect(root.viewController(for: live) === root.viewController(for: live))
    }
}
