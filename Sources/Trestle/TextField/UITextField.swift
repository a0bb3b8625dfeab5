import Foundation
import TrestleCore

/// A control that edits one line of text: typing, the caret and selection keys, paste, a clear
/// button, and a delegate that can veto each step.
///
/// ## Editing
///
/// A click in the field (or ``becomeFirstResponder()``) begins editing when the delegate allows
/// it; while editing, the field is first responder and takes the keys that edit text before any
/// key command of the responder chain, as UIKit's text input does:
///
/// | Keys | |
/// |---|---|
/// | printable characters | typed at the caret, replacing the selection |
/// | ← →, Shift-← → | move the caret one character (one grapheme cluster), or extend the selection |
/// | Alt-← →, Ctrl-← → | move by words (with Shift, extend) |
/// | Home, End, Ctrl-A, Ctrl-E | the start, the end (Shift-Home and Shift-End extend) |
/// | Backspace, Ctrl-H; Delete, Ctrl-D | delete the selection, or the character before / after the caret |
/// | Alt-Backspace, Ctrl-W | delete the word before the caret |
/// | Ctrl-U, Ctrl-K | delete to the start, to the end (a terminal's line editing) |
/// | Return | asks ``UITextFieldDelegate/textFieldShouldReturn(_:)``, then sends `.editingDidEndOnExit` |
///
/// Other keys (↑ ↓, Tab, Esc, Page Up/Down) are not the field's: they travel on up the responder
/// chain. Every change the user makes — typing, deleting, pasting — is first offered to
/// ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)`` with the range
/// in UTF-16 units, as UIKit's `NSRange`; when it is allowed, the text changes and the field sends
/// `.editingChanged` (never `.valueChanged`, as in UIKit). Setting ``text`` in code sends nothing.
///
/// The caret moves by `Character` — a grapheme cluster — so a Hangul syllable, a flag or a
/// letter with its accents is never split, and text is measured with the screen's metrics: a
/// character East Asian width calls wide (한, 漢) takes two columns in the terminal. Text longer
/// than the field scrolls sideways to keep the caret in view.
///
/// ## Pasting
///
/// Pasted text (the terminal's bracketed paste; the headless host's `paste(_:)` in tests) goes in
/// as one change, asked of the delegate once with the whole string, as UIKit's `paste(_:)` does.
/// A field holds one line, so line breaks and tabs become spaces (a line break at the very end
/// is dropped) and other control characters — escape sequences included — are removed: pasted
/// text is always text, never commands.
///
/// ## Drawing
///
/// The text is drawn in ``textColor``; the ``placeholder`` while the text is empty, dimmed; the
/// caret as a cell in reverse video (the character under it, or a space at the end), which shows
/// without colour too; a selection in reverse video. The ``leftView`` sits at the leading edge and
/// the clear button (`⊗`, `xmark.circle.fill`) at the trailing edge while ``clearButtonMode``
/// shows it. In the terminal a field is one line tall.
///
/// - Note: UIKit's `selectedTextRange` is a `UITextRange` of `UITextPosition`s, objects of the
///   text input system. Trestle's ``selectedTextRange`` is a `Range<String.Index>` of ``text``.
/// - Note: Not available: `attributedText`, `attributedPlaceholder`, `borderStyle`, `rightView`,
///   `inputView`, the text input traits (`keyboardType`, `returnKeyType`…), undo, and the
///   `UITextField.textDidChangeNotification` family (observe `.editingChanged` instead).
@MainActor
open class UITextField: UIControl, UIKeyInput {
    override var defaultAccessibilityLabel: String? { placeholder }
    override var defaultAccessibilityValue: String? { text }

    /// When an overlay view (the clear button, the left view) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the field is editing.
        case whileEditing = 1
        /// Only while the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// The text, the caret and the selection.
    var editor = LineEditor()
    /// The first character shown: how far long text is scrolled sideways.
    var firstVisibleCharacter = 0
    var _isEditing = false
    /// The presses this field handled, whose releases stop here too.
    var handledPresses: Set<UIPress> = []
    /// The view the field is part of (a search bar), told of each step after the delegate.
    weak var owner: TextFieldOwner?

    /// The text. Setting it replaces the text, puts the caret at its end and sends no event, as in
    /// UIKit; reading it never gives `nil` (an empty field has `""`).
    open var text: String? {
        get { editor.text }
        set {
            let newText = newValue ?? ""
            guard newText != editor.text else { return }
            editor.setText(newText)
            setNeedsDisplay()
        }
    }

    /// Shown, dimmed, while the text is empty.
    open var placeholder: String? { didSet { setNeedsDisplay() } }

    /// The font of the text and the placeholder. Default: the body text style (UIKit: 17-point
    /// system font).
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { setNeedsDisplay() } }
    /// Whether the field's Dynamic Type font follows the content size category of its traits
    /// when they change: `false` by default, as in UIKit.
    open var adjustsFontForContentSizeCategory = false { didSet { adjustFontToTraits() } }

    /// Sets the font to its size for the field's text size, when the field adjusts it.
    private func adjustFontToTraits() {
        if let adjusted = adjustedFont(font) { font = adjusted }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontToTraits()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { adjustFontToTraits() }
    }

    /// The colour of the text. Default: `label`.
    open var textColor: UIColor? = .label { didSet { setNeedsDisplay() } }

    /// How the text is placed while it fits: left (`.natural`, `.left`, `.justified`), centred or
    /// right. Text longer than the field starts at the left and scrolls.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// Takes part in editing (see ``UITextFieldDelegate``). Held weakly.
    open weak var delegate: UITextFieldDelegate?

    /// When the clear button shows (only ever while there is text). Default: ``ViewMode/never``.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsDisplay() } }

    /// Whether beginning to edit empties the field first. Default: `false`.
    open var clearsOnBeginEditing = false

    /// A view at the field's leading edge (a search field's magnifying glass), shown as
    /// ``leftViewMode`` says.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let leftView { addSubview(leftView) }
            setNeedsLayout()
        }
    }

    /// When the ``leftView`` shows. Default: ``ViewMode/never``.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// Whether the field is editing: from ``UITextFieldDelegate/textFieldDidBeginEditing(_:)`` to
    /// ``UITextFieldDelegate/textFieldDidEndEditing(_:)``.
    open var isEditing: Bool { _isEditing }

    /// The selected text — or, when nothing is selected, an empty range at the caret — while the
    /// field is editing; `nil` otherwise. Setting it selects that range of ``text`` (the caret goes
    /// to its upper bound) and tells the delegate.
    ///
    /// - Note: UIKit's is a `UITextRange`; this is the Swift equivalent, a range of ``text``'s
    ///   indices. For UTF-16 offsets, convert with `NSRange(range, in: text)`.
    open var selectedTextRange: Range<String.Index>? {
        get {
            guard _isEditing else { return nil }
            let selection = editor.selection
            return editor.index(at: selection.lowerBound)..<editor.index(at: selection.upperBound)
        }
        set {
            guard let newValue else { return }
            let text = editor.text
            let lower = text[..<newValue.lowerBound].count
            let upper = text[..<newValue.upperBound].count
            let before = (editor.anchor, editor.head)
            editor.select(lower..<upper)
            if before != (editor.anchor, editor.head) { selectionDidChange() }
        }
    }

    /// Whether the field has any text.
    open var hasText: Bool { !editor.text.isEmpty }

    /// An enabled field can become first responder (a disabled one ignores clicks, as every
    /// control does).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Creates an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a field from an archive. Trestle has no archives; the field starts empty with a
    /// zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Where the caret is, for hosts that park the terminal's cursor on the keyboard's focus
    /// (screen readers follow it).
    override package var keyboardCursorPoint: CGPoint? {
        guard _isEditing else { return nil }
        return caretPoint
    }

    // MARK: First responder

    /// Begins editing: asks ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``, becomes the
    /// window's first responder, then calls ``UITextFieldDelegate/textFieldDidBeginEditing(_:)``
    /// and sends `.editingDidBegin`, in that order. Returns whether the field is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, mayBeginEditing() else { return false }
        guard super.becomeFirstResponder() else { return false }
        didBeginEditing()
        return true
    }

    /// Ends editing: asks ``UITextFieldDelegate/textFieldShouldEndEditing(_:)``, stops being first
    /// responder, then calls ``UITextFieldDelegate/textFieldDidEndEditing(_:)`` and sends
    /// `.editingDidEnd`. Returns whether the field stopped editing (`true` when it was not).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard mayEndEditing(), super.resignFirstResponder() else { return false }
        didEndEditing()
        return true
    }

    /// A field that leaves its window stops editing without being asked, as UIKit's first
    /// responder does when its view is removed.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard newWindow !== window, _isEditing, let window else { return }
        if window.firstResponder === self { window.firstResponder = nil }
        didEndEditing()
    }

    /// Pasted text goes in while the field is editing (see "Pasting").
    override package func insertPastedText(_ text: String) -> Bool {
        paste(text: text)
    }

    /// The keys the field edits with come to it before key commands, as UIKit's text input takes
    /// them first.
    override package func takesKeyBeforeKeyCommands(_ key: UIKey) -> Bool {
        _isEditing && Self.editingCommand(for: key) != nil
    }

    /// Types `text` at the caret, replacing the selection, as the user's typing: the delegate is
    /// asked and `.editingChanged` sent. Control characters in `text` are typed as they are; use
    /// the host's paste for text from elsewhere.
    open func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        perform(editor.inserting(text))
    }

    /// Deletes the selection, or the character before the caret, as Backspace does.
    open func deleteBackward() {
        if let edit = editor.deletingBackward() { perform(edit) }
    }

    // MARK: Keys

    /// Edits with the keys in the table above while editing; other keys travel on up the
    /// responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var passed: Set<UIPress> = []
        for press in presses {
            if handlePress(press) { handledPresses.insert(press) } else { passed.insert(press) }
        }
        if !passed.isEmpty { super.pressesBegan(passed, with: event) }
    }

    /// The release of a key the field used stops here; others travel on.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { handledPresses.remove($0) == nil }
        if !passed.isEmpty { super.pressesEnded(passed, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let passed = presses.filter { handledPresses.remove($0) == nil }
        if !passed.isEmpty { super.pressesCancelled(passed, with: event) }
    }

    // MARK: Geometry

    /// Where the ``leftView`` goes: at the leading edge, as large as it fits, centred down the
    /// field.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.sizeThatFits(bounds.size)
        let height = min(size.height, bounds.height)
        return CGRect(x: bounds.minX + metrics.textInput.horizontalInset, y: bounds.minY + ((bounds.height - height) / 2).rounded(.down),
                      width: size.width, height: height)
    }

    /// Where the clear button goes: at the trailing edge, the field's height.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let input = metrics.textInput
        return CGRect(x: bounds.maxX - input.horizontalInset - input.clearButtonWidth, y: bounds.minY,
                      width: input.clearButtonWidth, height: bounds.height)
    }

    /// Where the text is drawn: between the left view and the clear button, when they show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let input = metrics.textInput
        var minX = bounds.minX + input.horizontalInset
        var maxX = bounds.maxX - input.horizontalInset
        if leftView != nil, shows(leftViewMode) { minX = leftViewRect(forBounds: bounds).maxX + input.viewSpacing }
        if showsClearButton { maxX = clearButtonRect(forBounds: bounds).minX - input.viewSpacing }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// Where the text is drawn while editing. Default: ``textRect(forBounds:)``.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// Where the placeholder is drawn. Default: ``textRect(forBounds:)``.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// One line of the font (and the field's insets) tall; as wide as its text or placeholder and
    /// its overlays.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let metrics = self.metrics
        let font = self.font ?? .preferredFont(forTextStyle: .body)
        let input = metrics.textInput
        var width = max(metrics.textWidth(of: editor.text, font: font), metrics.textWidth(of: placeholder ?? "", font: font))
        width += 2 * input.horizontalInset + metrics.textWidth(of: " ", font: font)
        if let leftView { width += leftView.sizeThatFits(size).width + input.viewSpacing }
        if clearButtonMode != .never { width += input.clearButtonWidth + input.viewSpacing }
        return CGSize(width: width, height: metrics.lineHeight(of: font) + 2 * input.verticalInset)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// Places the ``leftView`` (hidden while ``leftViewMode`` hides it).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let leftView else { return }
        leftView.isHidden = !shows(leftViewMode)
        leftView.frame = leftViewRect(forBounds: bounds)
    }

    /// Draws the text, the caret or selection, the placeholder and the clear button.
    open override func draw(in context: inout DrawingContext) {
        drawField(in: &context)
    }

    // MARK: Touches

    /// A click on the clear button clears the field; a click elsewhere begins editing and puts the
    /// caret at the character clicked.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let point = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard let point, isEnabled, bounds.contains(point) else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).contains(point) {
            clearFromButton()
            return
        }
        if !_isEditing { guard becomeFirstResponder() else { return } }
        moveSelection { [offset = characterOffset(at: point)] in $0.moveCaret(to: offset) }
    }

    // MARK: Overlay visibility

    /// Whether an overlay view with `mode` shows now.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: _isEditing
        case .unlessEditing: !_isEditing
        case .always: true
        }
    }

    /// Whether the clear button shows now: its mode says so and there is text to clear.
    var showsClearButton: Bool { hasText && shows(clearButtonMode) }
}

/// A view built around a text field — a search bar — that takes part in its editing beside the
/// field's delegate: it is asked after the delegate and told after it.
@MainActor
protocol TextFieldOwner: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The user changed the text (after `.editingChanged`).
    func textFieldTextDidChange(_ textField: UITextField)
    /// Return was pressed (after the delegate and `.editingDidEndOnExit`).
    func textFieldDidReturn(_ textField: UITextField)
    /// A key the field does not edit with; return whether the owner used it.
    func textField(_ textField: UITextField, handlesUnusedKey key: UIKey) -> Bool
}
