import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UISearchBar")
struct SearchBarTests {
    /// A 30-column host showing a search bar on its first line, over a view.
    func barScreen(configure: (UISearchBar) -> Void = { _ in }) -> (HeadlessHost, UISearchBar, SearchLog) {
        let host = HeadlessHost(size: CGSize(width: 30, height: 4))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        let bar = UISearchBar(frame: .zero)
        let log = SearchLog()
        bar.delegate = log
        configure(bar)
        root.addSubview(bar)
        host.rootView = root
        // Sized in the window, where the terminal's metrics apply.
        bar.frame = CGRect(x: 0, y: 0, width: 30, height: bar.sizeThatFits(CGSize(width: 30, height: 4)).height)
        host.layout()
        return (host, bar, log)
    }

    @Test("The bar draws a magnifying glass and the placeholder; Cancel at the end when shown")
    func drawing() {
        let (host, bar, _) = barScreen()
        #expect(host.screenLines()[0] == " ⌕ Search")
        bar.placeholder = "Cities"
        bar.setShowsCancelButton(true, animated: false)
        host.layout()
        #expect(host.screenLines()[0] == " ⌕ Cities              Cancel")
    }

    @Test("A prompt takes a line above the field")
    func prompt() {
        let (host, _, _) = barScreen { $0.prompt = "Find a city" }
        #expect(Array(host.screenLines().prefix(2)) == ["         Find a city", " ⌕ Search"])
    }

    @Test("Typing calls textDidChange with the new text; setting the text in code calls nothing")
    func textDidChange() {
        let (host, bar, log) = barScreen()
        host.tap(at: CGPoint(x: 5, y: 0))
        #expect(log.calls == ["shouldBegin", "didBegin"])
        log.clear()
        host.type("ro")
        host.press(.backspace)
        #expect(log.calls == ["textDidChange 'r'", "textDidChange 'ro'", "textDidChange 'r'"])
        log.clear()
        bar.text = "rome"
        #expect(log.calls.isEmpty)
        #expect(host.screenLines()[0].hasPrefix(" ⌕ rome"))
    }

    @Test("searchBarShouldBeginEditing returning false keeps the field from editing")
    func beginVetoed() {
        let (host, bar, log) = barScreen()
        log.allowsBeginning = false
        host.tap(at: CGPoint(x: 5, y: 0))
        #expect(!bar.searchTextField.isEditing)
        #expect(!bar.becomeFirstResponder())
        #expect(log.calls == ["shouldBegin", "shouldBegin"])
    }

    @Test("Return is the Search button")
    func searchButton() {
        let (host, bar, log) = barScreen()
        bar.becomeFirstResponder()
        host.type("oslo")
        log.clear()
        host.press(.enter)
        #expect(log.calls == ["search"])
        #expect(bar.text == "oslo")
    }

    @Test("A click on Cancel, or Esc in the field, tells the delegate; without a Cancel button Esc travels on")
    func cancel() throws {
        let (host, bar, log) = barScreen { $0.showsCancelButton = true }
        bar.becomeFirstResponder()
        log.clear()
        #expect(host.press(.escape))
        #expect(log.calls == ["cancel"])
        let cancel = try #require(host.screenLines()[0].range(of: "Cancel"))
        let column = host.screenLines()[0].distance(from: host.screenLines()[0].startIndex, to: cancel.lowerBound)
        log.clear()
        host.tap(at: CGPoint(x: column + 2, y: 0))
        #expect(log.calls == ["cancel"])

        bar.showsCancelButton = false
        log.clear()
        #expect(!host.press(.escape))
        #expect(log.calls.isEmpty)
    }

    @Test("The clear button empties the field and calls textDidChange")
    func clearButton() {
        let (host, bar, log) = barScreen()
        bar.becomeFirstResponder()
        host.type("abc")
        #expect(host.screenLines()[0].hasSuffix("⊗"))
        log.clear()
        host.tap(at: CGPoint(x: 28, y: 0))
        #expect(bar.text == "")
        #expect(log.calls == ["textDidChange ''"])
    }
}
