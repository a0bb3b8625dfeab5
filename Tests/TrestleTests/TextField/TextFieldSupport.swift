import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// A text field delegate that records every call, with the field's control events, in one log,
/// and answers as its properties say.
@MainActor
final class TextFieldLog: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBeginning = true
    var allowsEnding = true
    var allowsClearing = true
    var allowsReturn = true
    /// Decides each change; records it as "change {location, length} 'replacement'".
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    /// The field's text as each `.editingChanged` arrived.
    var changedTexts: [String] = []

    static let events: [(String, UIControl.Event)] = [
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered),
    ]

    /// Becomes `field`'s delegate and records its editing events (`.editingDidEndOnExit` only
    /// when `recordsReturnEvent`, since registering for it makes Return end editing).
    init(_ field: UITextField, recordsReturnEvent: Bool = false) {
        field.delegate = self
        for (name, event) in Self.events where recordsReturnEvent || event != .editingDidEndOnExit {
            field.addAction(UIAction { [weak self, weak field] _ in
                self?.calls.append(name)
                if event == .editingChanged { self?.changedTexts.append(field?.text ?? "") }
            }, for: event)
        }
    }

    func clear() { calls.removeAll() }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldBegin")
        return allowsBeginning
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnding
    }

    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change {\(range.location), \(range.length)} '\(string)'")
        return allowsChange(range, string)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        calls.append("shouldClear")
        return allowsClearing
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        return allowsReturn
    }

    func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("selection") }
}

/// A view that offers two key commands, `x` and Ctrl-G, and counts how often each ran.
@MainActor
final class ShortcutView: UIView {
    var runs = 0
    var controlGRuns = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "x") { [weak self] _ in self?.runs += 1 },
         UIKeyCommand(input: "g", modifierFlags: .control) { [weak self] _ in self?.controlGRuns += 1 }]
    }
}

/// A host `width` columns wide showing a text field on its second line, in a view that offers
/// the key commands `x` and Ctrl-G (on the field's responder chain).
@MainActor
struct FieldScreen {
    let host: HeadlessHost
    let field: UITextField
    let container: ShortcutView

    init(width: CGFloat = 20, fieldWidth: CGFloat? = nil, configure: (UITextField) -> Void = { _ in }) {
        host = HeadlessHost(size: CGSize(width: width, height: 3))
        container = ShortcutView(frame: CGRect(x: 0, y: 0, width: width, height: 3))
        field = UITextField(frame: CGRect(x: 0, y: 1, width: fieldWidth ?? width, height: 1))
        configure(field)
        container.addSubview(field)
        host.rootView = container
        host.layout()
    }

    /// The field's line of the screen.
    var line: String { host.screenLines()[1] }

    /// The columns of the field's line drawn in reverse video (the caret or the selection).
    var invertedColumns: [Int] {
        let row = host.styledScreen()[1]
        return row.indices.filter { row[$0].attributes.isInverse }
    }

    /// Clicks the field at column `x`.
    func click(at x: CGFloat) {
        host.tap(at: CGPoint(x: x, y: 1))
    }
}
