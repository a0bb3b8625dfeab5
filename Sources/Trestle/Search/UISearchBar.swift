import Foundation
import TrestleCore

/// A bar for typing a search: a search field with a magnifying glass, an optional Cancel button
/// and an optional prompt above.
///
/// In the terminal the bar is one line (iOS: 56 points), a line more with a ``prompt``:
///
/// ```
///  ⌕ zürich▌                                  ⊗  Cancel
/// ```
///
/// The field is ``searchTextField`` (see ``UITextField`` for its keys). Return is the Search
/// button; Esc in the field is Cancel — when the Cancel button shows or a search controller
/// manages the bar, otherwise it travels on; ↓ in the field hands the keys to the results, when
/// a ``UISearchController`` manages the bar and is active. The ``delegate`` hears each step (see
/// ``UISearchBarDelegate``).
///
/// - Note: Scope buttons (`scopeButtonTitles`), bookmark and results-list buttons, search tokens,
///   `barStyle`/`searchBarStyle` and background images are not available.
@MainActor
open class UISearchBar: UIView, TextFieldOwner {
    /// The bar's field.
    public let searchTextField: UISearchTextField
    /// The Cancel button, shown while ``showsCancelButton``.
    let cancelButton = UIButton(type: .system)
    /// Takes part in searching (see ``UISearchBarDelegate``). Held weakly.
    open weak var delegate: UISearchBarDelegate?
    /// The search controller managing the bar, which follows its editing.
    weak var searchController: UISearchController?
    private var _showsCancelButton = false

    /// Creates a bar.
    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a bar from an archive. Trestle has no archives; the bar starts empty.
    public required init?(coder: NSCoder) {
        searchTextField = UISearchTextField(frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchTextField.owner = self
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonClicked() }, for: .touchUpInside)
        addSubview(cancelButton)
    }

    // MARK: Text

    /// The text in the field. Setting it calls no delegate method and sends no event, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Shown, dimmed, in the empty field. Default: `nil`, and the field shows its own "Search".
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? UISearchTextField.defaultPlaceholder }
    }

    /// A line of text centred above the field; the bar grows by a line to show it.
    open var prompt: String? {
        didSet {
            superview?.setNeedsLayout()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    // MARK: Cancel

    /// Whether the Cancel button shows after the field. Default: `false` (a search controller
    /// shows it while active, when its `automaticallyShowsCancelButton` says so).
    open var showsCancelButton: Bool {
        get { _showsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button (Trestle does not animate).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != _showsCancelButton else { return }
        _showsCancelButton = showsCancelButton
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
    }

    /// Cancel was clicked (or Esc pressed): the delegate hears of it, then the search controller
    /// managing the bar, if any, ends the search.
    func cancelButtonClicked() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelSearch()
    }

    // MARK: First responder

    /// The bar's field takes the keys: this makes it first responder (see
    /// ``UITextField/becomeFirstResponder()``).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends editing in the bar's field.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    // MARK: Layout and drawing

    private var promptHeight: CGFloat {
        prompt == nil ? 0 : metrics.lineHeight(of: UIFont.systemFont(ofSize: 13))
    }

    /// The bar's height: one line in the terminal (56 points on iOS), plus a line for a prompt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: promptHeight + metrics.textInput.searchBarHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    /// The field fills the line between the margins, leaving room for Cancel when it shows.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let input = metrics.textInput
        let top = bounds.minY + promptHeight
        let lineHeight = max(0, bounds.maxY - top)
        let fieldHeight = min(lineHeight, searchTextField.sizeThatFits(bounds.size).height)
        let fieldY = top + ((lineHeight - fieldHeight) / 2).rounded(.down)
        var fieldMaxX = bounds.maxX - input.searchBarMargin
        if _showsCancelButton {
            let size = cancelButton.sizeThatFits(bounds.size)
            let x = bounds.maxX - input.searchBarMargin - size.width
            cancelButton.frame = CGRect(x: x, y: top + ((lineHeight - size.height) / 2).rounded(.down), width: size.width, height: size.height)
            fieldMaxX = x - input.searchBarCancelSpacing
        }
        let fieldX = bounds.minX + input.searchBarMargin
        searchTextField.frame = CGRect(x: fieldX, y: fieldY, width: max(0, fieldMaxX - fieldX), height: fieldHeight)
    }

    /// Draws the prompt, centred above the field.
    open override func draw(in context: inout DrawingContext) {
        guard let prompt, !prompt.isEmpty else { return }
        let font = UIFont.systemFont(ofSize: 13)
        let width = context.metrics.textWidth(of: prompt, font: font)
        context.text(prompt, at: CGPoint(x: max(bounds.minX, bounds.minX + ((bounds.width - width) / 2).rounded(.down)), y: bounds.minY),
                     font: font, color: .secondaryLabel, maxWidth: bounds.width)
    }

    // MARK: The field's editing (TextFieldOwner)

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldEndEditing(self) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidEndEditing(self)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldTextDidChange(_ textField: UITextField) {
        delegate?.searchBar(self, textDidChange: textField.text ?? "")
        searchController?.searchTextDidChange()
    }

    func textFieldDidReturn(_ textField: UITextField) {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// Esc is Cancel (when there is a Cancel to press); ↓ hands the keys to the search results.
    func textField(_ textField: UITextField, handlesUnusedKey key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command, .shift]) else { return false }
        switch key.keyCode {
        case .keyboardEscape:
            guard _showsCancelButton || searchController != nil else { return false }
            cancelButtonClicked()
            return true
        case .keyboardDownArrow:
            return searchController?.moveKeysToResults() ?? false
        default:
            return false
        }
    }
}
