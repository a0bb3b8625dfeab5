import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UIKeyCommand")
struct UIKeyCommandTests {
    /// A list whose star command is written as UIKit code writes it, the selector a closure.
    final class Starring: UITableViewController {
        var stars = 0
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(title: "Star", action: { [unowned self] _ in stars += 1 }, input: "s", modifierFlags: .control,
                          discoverabilityTitle: "Star the row")]
        }
    }

    @Test("UIKit's argument order, the selector replaced by a closure, makes the same command")
    func uikitArgumentOrder() {
        let controller = Starring(style: .plain)
        let host = HeadlessHost(size: CGSize(width: 30, height: 8))
        host.rootViewController = UINavigationController(rootViewController: controller)
        host.layout()
        host.press(.character("s"), modifiers: .control)
        #expect(controller.stars == 1)
        host.press(.character("s"))
        #expect(controller.stars == 1, "without Control it is another key")
        let command = controller.keyCommands![0]
        #expect(command.title == "Star" && command.input == "s" && command.modifierFlags == .control)
        #expect(command.discoverabilityTitle == "Star the row")
    }
}
