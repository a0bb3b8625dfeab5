import Testing
import Trestle
import TrestleTerminal

@MainActor
@Suite("Terminal host with view controllers")
struct TerminalHostControllerTests {
    @Test("While an alert is up, q and ? go to the alert instead of quitting or opening the help")
    func alertTakesLetters() {
        let harness = TerminalApplicationHarness(rows: ["a", "b"], size: (40, 12))
        let root = UIViewController()
        harness.app.rootViewController = root
        harness.app.drawFrame()
        let alert = UIAlertController(title: "Reset?", message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { _ in chosen.append("reset") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        root.present(alert, animated: false)
        harness.app.drawFrame()
        #expect(harness.app.snapshotLines().contains { $0.contains("Reset?") })
        harness.key(.character("q"))
        harness.key(.character("?"))
        #expect(harness.app.helpView == nil)
        #expect(root.presentedViewController === alert, "still up, and the process is still running")
        harness.key(.escape)
        #expect(chosen == ["cancel"])
        #expect(root.presentedViewController == nil)
    }
}
