import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("Pasted text is text: a table takes it as a type-ahead search, never as commands")
struct TablePasteTests {
    @Test("Pasting into a table searches its rows; '/', Space, g and j are characters, not keys")
    func pasteIntoTable() {
        let data = ListDataSource([["alpha", "bravo", "g/ j q", "golf", "hotel"]])
        let (host, table) = makeTable(data)
        host.layout()
        #expect(host.paste("g/ j"))
        #expect(table.indexPathForFocusedRow == IndexPath(row: 2, section: 0), "the row starting with the pasted text")
        #expect(table.indexPathForSelectedRow == nil, "Space in the paste selected nothing")
        #expect(table.typeAheadText == "g/ j", "g did not jump to the top, j did not move the focus")
    }

    @Test("Control characters and line breaks in a paste are dropped; the first line searches")
    func pasteCleaned() {
        let data = ListDataSource([["alpha", "bravo", "charlie"]])
        let (host, table) = makeTable(data)
        host.layout()
        host.paste("br\u{7}\nalpha")
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        #expect(table.typeAheadText == "br")
    }
}

@MainActor
@Suite("Text input details")
struct TextInputDetailTests {
    @Test("clearsOnBeginEditing asks textFieldShouldClear, and the emptied field sends editingChanged after editingDidBegin")
    func clearsOnBeginEditing() {
        let screen = FieldScreen { $0.text = "old"; $0.clearsOnBeginEditing = true }
        let log = TextFieldLog(screen.field)
        screen.click(at: 2)
        #expect(screen.field.text == "")
        #expect(log.calls.prefix(5) == ["shouldBegin", "shouldClear", "didBegin", "editingDidBegin", "editingChanged"], "\(log.calls)")
        screen.field.resignFirstResponder()
        screen.field.text = "kept"
        log.allowsClearing = false
        log.clear()
        screen.click(at: 2)
        #expect(screen.field.text == "kept", "the delegate refused the clearing")
        #expect(!log.calls.contains("editingChanged"))
    }

    @Test("A search bar's placeholder is nil by default while its field shows “Search”")
    func searchBarPlaceholder() {
        let bar = UISearchBar()
        #expect(bar.placeholder == nil)
        #expect(bar.searchTextField.placeholder == "Search")
        bar.placeholder = "Names"
        #expect(bar.searchTextField.placeholder == "Names")
        bar.placeholder = nil
        #expect(bar.searchTextField.placeholder == "Search")
    }

    @Test("A context menu configuration made without an identifier gets a unique one")
    func configurationIdentifier() {
        let first = UIContextMenuConfiguration(actionProvider: nil)
        let second = UIContextMenuConfiguration(actionProvider: nil)
        let a = first.identifier as? NSString, b = second.identifier as? NSString
        #expect(a != nil && b != nil && a != b)
        #expect((UIContextMenuConfiguration(identifier: "mine" as NSString).identifier as? NSString) == "mine")
    }

    @Test("zoomScale stays within the minimum and maximum zoom scales")
    func zoomScaleClamped() {
        let scrollView = UIScrollView(frame: .zero)
        scrollView.zoomScale = 3
        #expect(scrollView.zoomScale == 1, "the default bounds are 1…1")
        scrollView.maximumZoomScale = 4
        scrollView.setZoomScale(3, animated: true)
        #expect(scrollView.zoomScale == 3)
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4)
    }
}
