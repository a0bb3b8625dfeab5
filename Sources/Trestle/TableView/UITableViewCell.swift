import Foundation
import TrestleCore

/// A row of a table view: a content view holding labels and an image in one of UIKit's four
/// built-in arrangements, an accessory at the trailing edge, and selection state.
///
/// - Note: ``init(style:reuseIdentifier:)`` is `required`: a table view creates registered cells
///   from their class, and Swift constructs a class from a metatype only through a required
///   initializer (UIKit does it through the Objective-C runtime). In a subclass, write
///   `required init(style:reuseIdentifier:)` where UIKit code writes `override init`.
@MainActor
open class UITableViewCell: UIView {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { joinedLabelText() }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }

    /// The built-in arrangements of a cell's labels and image (UIKitBehavior § Cell styles and accessories).
    public enum CellStyle: Int, Sendable {
        /// A leading image and one label.
        case `default`
        /// A label at the leading edge and a secondary, right-aligned label at the trailing edge.
        case value1
        /// A right-aligned label in a narrow column, followed by a left-aligned label.
        case value2
        /// A label with a smaller, secondary label below it.
        case subtitle
    }

    /// The standard accessories (UIKitBehavior § Cell styles and accessories).
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron showing that selecting the row leads to more detail.
        case disclosureIndicator
        /// A detail (ⓘ) button followed by a chevron; the button calls the delegate's
        /// `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailDisclosureButton
        /// A check mark, for a row that is chosen.
        case checkmark
        /// A detail (ⓘ) button, which calls the delegate's `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailButton
    }

    /// How a cell looks while selected.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight: the cell looks the same selected or not.
        case none
        /// The standard highlight, the same as ``default`` (UIKit no longer draws it blue).
        case blue
        /// The standard highlight, the same as ``default``.
        case gray
        /// The standard gray background behind a selected or highlighted cell.
        case `default`
    }

    /// The arrangement this cell was created with.
    public let style: CellStyle
    /// The identifier the table reuses this cell under.
    public let reuseIdentifier: String?

    /// The view custom content goes in; the built-in labels live here.
    public let contentView = UIView()
    /// Whether the zero-height warning of constraint-based sizing was given.
    private var warnedOfZeroHeight = false
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    private var _imageView: UIImageView?

    /// The view behind the content, when set.
    open var backgroundView: UIView? {
        didSet { replaceDecoration(oldValue, with: backgroundView, at: 0) }
    }
    /// The view shown behind the content while selected or highlighted.
    open var selectedBackgroundView: UIView?
    /// The standard accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory view; replaces ``accessoryType``.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How the cell looks while selected.
    open var selectionStyle: SelectionStyle = .default
    /// Nesting depth of the content, in steps of ``indentationWidth``.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step (UIKit: 10 points).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// This cell's separator inset. Until set it reads as its table's ``UITableView/separatorInset``
    /// (UIKit's cells start with the table's inset); once set it applies to this cell only — and
    /// stays when the cell is reused, so set it for every row if you set it for some (the seed's
    /// pitfall). Only left and right matter; negative values count as zero.
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset ?? (superview as? UITableView)?.separatorInset
            ?? UIEdgeInsets(top: 0, left: metrics.cellHorizontalMargin, bottom: 0, right: 0) }
        set { _separatorInset = newValue; superview?.setNeedsDisplay() }
    }
    /// The inset set on this cell, if any.
    var customSeparatorInset: UIEdgeInsets? { _separatorInset }
    /// The width the table's section index takes from the trailing edge of the content (UIKit
    /// insets cells' content and accessories by the index's width; the cell still spans the row).
    var sectionIndexInset: CGFloat = 0 { didSet { if sectionIndexInset != oldValue { setNeedsLayout() } } }
    private var _separatorInset: UIEdgeInsets?

    /// Whether the cell is selected.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var _isSelected = false

    /// Whether the cell is highlighted (touched down).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var _isHighlighted = false

    /// Creates a cell with a built-in style.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a default-style cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(frame: .zero)
        addSubview(contentView)
    }

    // MARK: Content configuration

    /// The cell's content described as a configuration (iOS 14's replacement for ``textLabel``,
    /// ``detailTextLabel`` and ``imageView``). Setting one shows its view in ``contentView`` and
    /// hides the built-in labels; the same view is updated when the next configuration is of the
    /// same type, so reused cells keep their views.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    /// The view showing ``contentConfiguration``.
    var configuredContentView: (UIView & UIContentView)?
    /// Whether the cell re-applies its configuration for each new state (selected,
    /// highlighted…) through ``updateConfiguration(using:)``. Default: `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// A list configuration matching the cell's style: ``UIListContentConfiguration/cell()`` for
    /// `.default`, `subtitleCell()` for `.subtitle`, `valueCell()` for `.value1` and `.value2`.
    /// The cell's background described as a configuration (iOS 14). When set it draws the
    /// background and the selected or highlighted state, in place of the standard selection fill,
    /// and follows the cell's state while ``automaticallyUpdatesBackgroundConfiguration``.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the cell updates ``backgroundConfiguration`` for each new state. Default: `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The background configuration matching the cell's table style (iOS 16): a plain list cell's.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// A list content configuration with the look of the cell's ``style``, to fill in and set as
    /// ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's current state.
    open var configurationState: UICellConfigurationState {
        standardConfigurationState
    }

    /// Updates the configuration for `state`; called when the state changes. The default applies
    /// `contentConfiguration?.updated(for: state)` when ``automaticallyUpdatesContentConfiguration``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
    }

    /// Asks for ``updateConfiguration(using:)`` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    private func applyContentConfiguration() {
        configuredContentView = showContentConfiguration(contentConfiguration, replacing: configuredContentView, in: contentView)
        // The built-in views give way to the configuration's.
        for view in [_textLabel, _detailTextLabel, _imageView].compactMap({ $0 as UIView? }) { view.isHidden = configuredContentView != nil }
        (configuredContentView as? UIListContentView)?.isHighlighted = (isSelected || isHighlighted) && selectionStyle != .none
    }

    /// The text label when something asked for it, without creating it.
    var textLabelIfCreated: UILabel? { _textLabel }

    /// Whether the cell's row has keyboard focus in its table.
    open override var isFocused: Bool {
        guard let table = superview as? UITableView, let focused = table.focusedRow else { return false }
        return table.coordinator.visibleItems.item(for: self) == focused
    }

    /// The primary label (created on first use).
    open var textLabel: UILabel? {
        if let _textLabel { return _textLabel }
        let label = UILabel()
        label.font = style == .value2 ? .preferredFont(forTextStyle: .footnote) : .preferredFont(forTextStyle: .body)
        // The standard styles follow Dynamic Type, as UIKit's do.
        label.adjustsFontForContentSizeCategory = true
        if style == .value2 {
            label.textColor = tintColor
            label.textAlignment = .right
        }
        contentView.addSubview(label)
        _textLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label; `nil` for the default style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let _detailTextLabel { return _detailTextLabel }
        let label = UILabel()
        switch style {
        case .subtitle:
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .secondaryLabel
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .footnote)
        }
        label.adjustsFontForContentSizeCategory = true
        contentView.addSubview(label)
        _detailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The leading image view (created on first use); it takes no space while it has no image.
    open var imageView: UIImageView? {
        if let _imageView { return _imageView }
        let view = UIImageView()
        contentView.addSubview(view)
        _imageView = view
        setNeedsLayout()
        return view
    }

    /// Selects or deselects the cell; labels follow (UIKitBehavior § Cell states).
    open func setSelected(_ selected: Bool, animated: Bool) {
        _isSelected = selected
        propagateHighlight()
    }

    /// Highlights or unhighlights the cell; labels follow.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        _isHighlighted = highlighted
        propagateHighlight()
    }

    private func propagateHighlight() {
        let on = (_isSelected || _isHighlighted) && selectionStyle != .none
        for label in [_textLabel, _detailTextLabel].compactMap({ $0 }) { label.isHighlighted = on }
        (configuredContentView as? UIListContentView)?.isHighlighted = on
        // Controls in the cell (an accessory switch, buttons in the content) show it too, as UIKit's do.
        func highlightControls(in view: UIView) {
            for subview in view.subviews {
                if let control = subview as? UIControl { control.isHighlighted = on } else { highlightControls(in: subview) }
            }
        }
        highlightControls(in: contentView)
        if let control = shownAccessoryView as? UIControl { control.isHighlighted = on }
        if contentConfiguration != nil || backgroundConfiguration != nil { updateConfiguration(using: configurationState) }
        setNeedsDisplay()
    }

    /// Resets state before the table hands the cell out again: selection and highlight.
    open func prepareForReuse() {
        _chrome.deleteConfirmationTitle = nil
        _chrome.swipe.clear()
        _isSelected = false
        _isHighlighted = false
        propagateHighlight()
    }

    private func replaceDecoration(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
    }

    // MARK: Editing

    /// The standard accessory shown while the table is editing. Default: `.none`.
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory view shown while the table is editing; replaces ``editingAccessoryType``.
    open var editingAccessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let editingAccessoryView { addSubview(editingAccessoryView) }
            setNeedsLayout()
        }
    }

    /// Whether the cell is in editing mode (its table sets it).
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false
    private var _chrome = EditingChrome()

    /// Enters or leaves editing mode: the editing accessory replaces the normal one, and the
    /// editing control and reorder control the table chose for the row show. Leaving editing
    /// hides the delete confirmation.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != _isEditing else { return }
        let before = stateMask
        var after: StateMask = []
        if editing && (chrome.editingStyle != .none || chrome.showsSelectionCircle) { after.insert(.showingEditControl) }
        if editing && showingDeleteConfirmation { after.insert(.showingDeleteConfirmation) }
        if after != before { willTransition(to: after) }
        _isEditing = editing
        if !editing { chrome.deleteConfirmationTitle = nil }
        setNeedsLayout()
        setNeedsDisplay()
        if after != before { didTransition(to: after) }
    }

    /// Whether the cell shows a reorder control while editing. The table sets it for rows that
    /// can move (the data source implements `moveRowAt` and `canMoveRowAt` allows it).
    open var showsReorderControl = false { didSet { setNeedsLayout(); setNeedsDisplay() } }

    /// Whether the content moves over for the editing control. Default: `true`.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    /// Called before the cell's editing state changes (the editing control or the delete
    /// confirmation appears or goes). Subclasses override it, for example to hide labels while
    /// editing.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell's editing state changed.
    open func didTransition(to state: StateMask) {}

    /// The editing chrome the table set.
    var chrome: EditingChrome {
        get { _chrome }
        set { _chrome = newValue }
    }

    /// The accessory shown now: the editing one while editing.
    var shownAccessoryType: AccessoryType { _isEditing ? editingAccessoryType : accessoryType }
    var shownAccessoryView: UIView? { _isEditing ? editingAccessoryView : accessoryView }

    // MARK: Layout

    /// The width the accessory takes at the trailing edge.
    var accessoryWidth: CGFloat {
        if let shownAccessoryView { return shownAccessoryView.sizeThatFits(bounds.size).width + metrics.cellHorizontalMargin }
        switch shownAccessoryType {
        case .none: return 0
        case .detailDisclosureButton: return metrics.accessoryWidth + detailDisclosureOffset
        default: return metrics.accessoryWidth
        }
    }

    /// Where the content's text starts: the margin, the indentation and the image slot.
    var contentLeading: CGFloat {
        var x = metrics.cellHorizontalMargin + CGFloat(indentationLevel) * indentationWidth * metrics.cellIndentationScale
        if _imageView?.image != nil { x += metrics.cellImageWidth + metrics.cellImageSpacing }
        return x.rounded(.down)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let separator = metrics.separatorThickness
        let contentHeight = max(0, bounds.height - separator)
        backgroundView?.frame = bounds
        accessoryView?.isHidden = _isEditing
        editingAccessoryView?.isHidden = !_isEditing
        let leading = leadingEditingInset, trailing = trailingEditingInset
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - accessoryWidth - leading - trailing), height: contentHeight)
        if let shownAccessoryView {
            let size = shownAccessoryView.sizeThatFits(bounds.size)
            shownAccessoryView.frame = CGRect(x: bounds.width - trailing - metrics.cellHorizontalMargin - size.width,
                                         y: ((contentHeight - size.height) / 2).rounded(.down), width: size.width, height: size.height)
        }
        layoutBuiltInContent(in: contentView.bounds)
        if let configuredContentView {
            // The configuration's view fills the content view, less the indentation.
            let indent = CGFloat(indentationLevel) * indentationWidth * metrics.cellIndentationScale
            configuredContentView.frame = CGRect(x: indent.rounded(.down), y: 0, width: max(0, contentView.bounds.width - indent.rounded(.down)),
                                                 height: contentView.bounds.height)
        }
    }

    private func layoutBuiltInContent(in area: CGRect) {
        let margin = metrics.cellHorizontalMargin
        if let imageView = _imageView {
            let x = margin + CGFloat(indentationLevel) * indentationWidth * metrics.cellIndentationScale
            let size = imageView.image == nil ? .zero : CGSize(width: metrics.cellImageWidth, height: min(area.height, metrics.cellImageHeight))
            imageView.frame = CGRect(x: x.rounded(.down), y: ((area.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
        }
        let leading = contentLeading
        let width = max(0, area.width - leading - (shownAccessoryType == .none && shownAccessoryView == nil ? margin : 0))
        let text = _textLabel
        let detail = _detailTextLabel
        switch style {
        case .default:
            text?.frame = CGRect(x: leading, y: 0, width: width, height: area.height)
        case .subtitle:
            let textHeight = text.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height } ?? 0
            let detailHeight = (detail?.text?.isEmpty == false) ? detail!.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height : 0
            var y = ((area.height - textHeight - detailHeight) / 2).rounded(.down)
            text?.frame = CGRect(x: leading, y: max(0, y), width: width, height: textHeight)
            y += textHeight
            detail?.frame = CGRect(x: leading, y: y, width: width, height: detailHeight)
        case .value1:
            let detailWidth = detail.map { min(width, $0.intrinsicContentSize.width) } ?? 0
            let gap = detailWidth > 0 ? metrics.cellImageSpacing : 0
            text?.frame = CGRect(x: leading, y: 0, width: max(0, width - detailWidth - gap), height: area.height)
            detail?.frame = CGRect(x: leading + width - detailWidth, y: 0, width: detailWidth, height: area.height)
        case .value2:
            let column = metrics.cellValue2TitleWidth
            text?.frame = CGRect(x: leading, y: 0, width: min(column, width), height: area.height)
            let detailX = leading + column + metrics.cellImageSpacing
            detail?.frame = CGRect(x: detailX, y: 0, width: max(0, leading + width - detailX), height: area.height)
        }
    }

    /// The height the cell needs at `size.width`: its labels' lines with the metrics' vertical
    /// margins (``MetricsProfile/cellVerticalMargin``), at least a standard row, plus the
    /// separator (UIKitBehavior § Separators).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if contentView.autoLayout.subtreeConstraintCount > 0 {
            return sizeFittingConstraints(width: size.width)
        }
        if let configuredContentView {
            let indent = (CGFloat(indentationLevel) * indentationWidth * metrics.cellIndentationScale).rounded(.down)
            let content = configuredContentView.sizeThatFits(CGSize(width: max(0, size.width - accessoryWidth - indent - leadingEditingInset - trailingEditingInset),
                                                                    height: size.height))
            return CGSize(width: size.width, height: max(metrics.rowHeight, content.height) + metrics.separatorThickness)
        }
        // The same text width layoutSubviews gives the labels.
        let trailing = shownAccessoryType == .none && shownAccessoryView == nil ? metrics.cellHorizontalMargin : 0
        let width = max(0, size.width - accessoryWidth - contentLeading - trailing - leadingEditingInset - trailingEditingInset)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, label.text?.isEmpty == false else { return 0 }
            return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        let content: CGFloat = switch style {
        case .subtitle: height(_textLabel) + height(_detailTextLabel)
        default: max(height(_textLabel), height(_detailTextLabel))
        }
        let padding = 2 * metrics.cellVerticalMargin
        return CGSize(width: size.width, height: max(metrics.rowHeight, content + padding) + metrics.separatorThickness)
    }

    /// A cell whose content view holds constraints sizes as UIKit sizes it: the content view's
    /// width fixed to the width the cell gives it, its height fitted to its constraints (at
    /// ``UILayoutPriority/fittingSizeLevel``), plus the separator. Constraints that leave the
    /// height at zero get the standard row height and UIKit's warning, once per cell.
    func sizeFittingConstraints(width: CGFloat) -> CGSize {
        // The cell's own updateConstraints too (it may hold the content view's constraints' constants).
        updateConstraintsIfNeeded()
        let contentWidth = max(0, width - accessoryWidth - leadingEditingInset - trailingEditingInset)
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        var height = fitted.height
        if height <= 0 {
            if !warnedOfZeroHeight {
                warnedOfZeroHeight = true
                TrestleDiagnostics.report("[Warning] Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. Cell: \(NSLayoutConstraint.itemName(self))")
            }
            height = metrics.rowHeight
        }
        return CGSize(width: width, height: height + metrics.separatorThickness)
    }

    open override func draw(in context: inout DrawingContext) {
        // The context's metrics, read field by field: a profile is large to copy, and this runs
        // for every row in every frame.
        let separator = context.metrics.separatorThickness
        let contentRect = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - separator))
        if let backgroundConfiguration {
            drawBackground(backgroundConfiguration, in: contentRect, context: &context)
        } else if (isSelected || isHighlighted) && selectionStyle != .none && selectedBackgroundView == nil {
            context.fill(contentRect, color: .systemGray4)
        }
        if isFocused { drawKeyboardFocus(in: contentRect, context: &context) }
        guard shownAccessoryView == nil else { return }
        guard shownAccessoryType != .none else { return }
        let contentHeight = max(0, bounds.height - separator)
        let y = ((contentHeight - context.metrics.rowSymbolHeight) / 2).rounded(.down)
        let x = bounds.width - trailingEditingInset - context.metrics.cellHorizontalMargin - context.metrics.accessorySymbolWidth
        let tint: UIColor = tintColor
        switch shownAccessoryType {
        case .none:
            break
        case .disclosureIndicator:
            context.cellSymbol(.disclosureIndicator, at: CGPoint(x: x, y: y), tintColor: tint)
        case .checkmark:
            context.cellSymbol(.checkmark, at: CGPoint(x: x, y: y), tintColor: tint)
        case .detailButton:
            context.cellSymbol(.detail, at: CGPoint(x: x, y: y), tintColor: tint)
        case .detailDisclosureButton:
            context.cellSymbol(.detail, at: CGPoint(x: x - detailDisclosureOffset, y: y), tintColor: tint)
            context.cellSymbol(.disclosureIndicator, at: CGPoint(x: x, y: y), tintColor: tint)
        }
    }

    /// How far before the chevron a detail disclosure's ⓘ starts: its width and the space after it.
    var detailDisclosureOffset: CGFloat { metrics.detailButtonWidth + metrics.detailDisclosureSpacing }

    /// Where the detail (ⓘ) button is, in the cell's coordinates, for `.detailButton` and
    /// `.detailDisclosureButton`: a tap there calls the delegate's
    /// `accessoryButtonTappedForRowWith` instead of selecting the row.
    var detailButtonRect: CGRect? {
        guard shownAccessoryView == nil, shownAccessoryType == .detailButton || shownAccessoryType == .detailDisclosureButton else { return nil }
        let contentHeight = max(0, bounds.height - metrics.separatorThickness)
        var x = bounds.width - trailingEditingInset - metrics.cellHorizontalMargin - metrics.accessorySymbolWidth
        if shownAccessoryType == .detailDisclosureButton { x -= detailDisclosureOffset }
        let slack = metrics.detailButtonHitSlack
        return CGRect(x: x - slack, y: 0, width: metrics.detailButtonWidth + 2 * slack, height: contentHeight)
    }

    override func renderSubviews(into context: inout DrawingContext) {
        if (isSelected || isHighlighted) && selectionStyle != .none, let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.render(into: &context)
        }
        super.renderSubviews(into: &context)
    }

    override func drawOverSubviews(in context: inout DrawingContext) {
        drawEditingChrome(in: &context)
    }
}
