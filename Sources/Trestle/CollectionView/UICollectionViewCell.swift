import Foundation

/// An item of a collection view: a content view for the item's content, optional background
/// views, and the item's selection and highlight.
///
/// Custom content goes in ``contentView``, or is described by a ``contentConfiguration``. A cell
/// shows its state by itself only through ``selectedBackgroundView`` (or a configuration updated
/// for the state): unlike a table cell, a plain collection cell draws no highlight of its own, as
/// in UIKit.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { joinedLabelText() }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isSelected ? .selected : [] }

    /// The view custom content goes in.
    public let contentView = UIView()

    /// The view behind the content, when set.
    open var backgroundView: UIView? {
        didSet { replaceDecoration(oldValue, with: backgroundView, at: 0) }
    }
    /// The view shown behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// Whether the cell is selected; the collection view sets it as its item's selection changes.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the cell is highlighted (a touch is down on it).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// Whether the cell's item has keyboard focus in its collection view.
    open override var isFocused: Bool {
        guard let collectionView = superview as? UICollectionView, let focused = collectionView.focusedItem else { return false }
        return collectionView.coordinator.visibleItems.item(for: self) == focused
    }

    /// The cell's content described as a configuration; setting one shows its view in
    /// ``contentView``, and the same view is updated when the next configuration is of the same
    /// type, so reused cells keep their views.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContentView = showContentConfiguration(contentConfiguration, replacing: configuredContentView, in: contentView) }
    }
    /// The view showing ``contentConfiguration``.
    var configuredContentView: (UIView & UIContentView)?
    /// Whether the cell re-applies its configuration for each new state through
    /// ``updateConfiguration(using:)``. Default: `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's current state.
    open var configurationState: UICellConfigurationState {
        standardConfigurationState
    }

    /// Updates the configuration for `state`; called when the state changes. The default applies
    /// `contentConfiguration?.updated(for: state)` when ``automaticallyUpdatesContentConfiguration``.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
    }

    /// The cell's background described as a configuration; when set it draws the background
    /// (behind ``backgroundView``'s place) and follows the cell's state.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the cell updates ``backgroundConfiguration`` for each new state. Default: `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The background configuration a plain list would give this cell (iOS 16).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// Asks for ``updateConfiguration(using:)`` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Clears selection and highlight before the cell is handed out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    /// The size that fits the content: the configuration's view when there is one, else the
    /// content view's subviews' own fitting sizes stacked as they are laid out, else the current
    /// size (UIKit's default).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuredContentView {
            return configuredContentView.sizeThatFits(size)
        }
        return super.sizeThatFits(size)
    }

    /// How the cell shows keyboard focus: by default a ``UIFocusHaloEffect``, drawn as a focused
    /// table row shows focus — a tinted wash under the content and, in the terminal, a bar down
    /// the leading edge over it (the first column, which cells that pad their content leave
    /// free). Set it to `nil` in a cell that draws its own focus from ``isFocused``, as UIKit
    /// cells turn the system halo off.
    ///
    /// Selection and highlight draw nothing of their own: a plain collection cell shows them
    /// only through its ``selectedBackgroundView`` or configuration, as in UIKit.
    open var focusEffect: UIFocusEffect? = UIFocusHaloEffect() { didSet { setNeedsDisplay() } }

    /// The rectangle the focus effect covers, when focused and the effect is on.
    private var focusEffectRect: CGRect? {
        guard isFocused, let focusEffect else { return nil }
        return (focusEffect as? UIFocusHaloEffect)?.rect ?? bounds
    }

    open override func draw(in context: inout DrawingContext) {
        if let backgroundConfiguration { drawBackground(backgroundConfiguration, in: bounds, context: &context) }
        if let rect = focusEffectRect { drawKeyboardFocus(in: rect, context: &context, bar: false) }
    }

    override func drawOverSubviews(in context: inout DrawingContext) {
        super.drawOverSubviews(in: &context)
        if let rect = focusEffectRect { drawKeyboardFocus(in: rect, context: &context, wash: false) }
    }

    /// The cell's state changed: the selected background and the configuration follow.
    func stateDidChange() {
        updateSelectedBackground()
        if contentConfiguration != nil || backgroundConfiguration != nil { updateConfiguration(using: configurationState) }
        setNeedsDisplay()
    }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        let shown = isSelected || isHighlighted
        if shown && selectedBackgroundView.superview !== self {
            insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            selectedBackgroundView.frame = bounds
        } else if !shown && selectedBackgroundView.superview === self {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    private func replaceDecoration(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new {
            insertSubview(new, at: index)
            new.frame = bounds
        }
    }
}
