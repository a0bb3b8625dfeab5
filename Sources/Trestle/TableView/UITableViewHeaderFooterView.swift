import Foundation
import TrestleCore

/// A reusable view for section headers and footers, with a title label.
///
/// - Note: ``init(reuseIdentifier:)`` is `required` for the same reason as
///   ``UITableViewCell/init(style:reuseIdentifier:)``: the table creates registered views from
///   their class.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { joinedLabelText() }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isFooter ? [] : .header }

    /// The identifier the table reuses this view under.
    public let reuseIdentifier: String?
    /// The view custom content goes in.
    public let contentView = UIView()
    private var _textLabel: UILabel?
    /// Whether this view shows a footer (set by the table; footers wrap and use secondary text).
    var isFooter = false
    /// The table style it is shown in (set by the table).
    var tableStyle: UITableView.Style = .plain

    /// Creates a header or footer view that the table reuses under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title label (created on first use).
    open var textLabel: UILabel? {
        if let _textLabel { return _textLabel }
        let label = UILabel()
        contentView.addSubview(label)
        _textLabel = label
        applyStandardAppearance()
        return label
    }

    /// Resets the view before reuse.
    open func prepareForReuse() {}

    // MARK: Content configuration

    /// The view's content as a configuration; setting one shows its view in ``contentView`` and
    /// hides ``textLabel``.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { applyContentConfiguration() }
    }
    private var configuredContentView: (UIView & UIContentView)?

    /// The view's background described as a configuration (iOS 14); when set it draws the
    /// background over the view's background colour.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { setNeedsDisplay() }
    }

    open override func draw(in context: inout DrawingContext) {
        if let backgroundConfiguration { drawBackground(backgroundConfiguration, in: bounds, context: &context) }
    }

    /// A list configuration for a header or footer of the table's style: `plainHeader()`,
    /// `groupedHeader()`, `plainFooter()` or `groupedFooter()`. The view places it in line with
    /// the cells' text (inset further in inset-grouped tables).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (isFooter, tableStyle == .plain) {
        case (false, true): .plainHeader()
        case (false, false): .groupedHeader()
        case (true, true): .plainFooter()
        case (true, false): .groupedFooter()
        }
    }

    private func applyContentConfiguration() {
        configuredContentView = showContentConfiguration(contentConfiguration, replacing: configuredContentView, in: contentView)
        _textLabel?.isHidden = configuredContentView != nil
    }

    func applyStandardAppearance() {
        guard let label = _textLabel else { return }
        if isFooter {
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            label.numberOfLines = 0
        } else if tableStyle == .plain {
            label.font = .preferredFont(forTextStyle: .headline)
            label.textColor = .label
            label.numberOfLines = 1
        } else {
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            label.numberOfLines = 1
        }
    }

    /// The horizontal inset of the title: the cells' margin, plus the section inset in
    /// inset-grouped tables.
    var titleInset: CGFloat {
        metrics.cellHorizontalMargin + (tableStyle == .insetGrouped ? metrics.insetGroupedMargin : 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        if let configuredContentView {
            // Grouped headers sit on the bottom of their space, like the title label.
            // The configuration's own margins are the cells'; add the section inset.
            let inset = max(0, titleInset - metrics.cellHorizontalMargin)
            let width = max(0, bounds.width - 2 * inset)
            let height = min(bounds.height, configuredContentView.sizeThatFits(CGSize(width: width, height: bounds.height)).height)
            let y = isFooter || tableStyle == .plain ? 0 : bounds.height - height
            configuredContentView.frame = CGRect(x: inset, y: y, width: width, height: height)
        }
        guard let label = _textLabel else { return }
        let width = max(0, bounds.width - 2 * titleInset)
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        // Grouped headers sit on the bottom of their space, footers at the top, plain ones centred.
        let y: CGFloat
        if isFooter {
            y = metrics.sectionTitleVerticalPadding
        } else if tableStyle == .plain {
            y = ((bounds.height - size.height) / 2).rounded(.down)
        } else {
            y = bounds.height - size.height - metrics.sectionTitleVerticalPadding
        }
        label.frame = CGRect(x: titleInset, y: max(0, y), width: width, height: size.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuredContentView {
            let inset = max(0, titleInset - metrics.cellHorizontalMargin)
            return configuredContentView.sizeThatFits(CGSize(width: max(0, size.width - 2 * inset), height: size.height))
        }
        guard let label = _textLabel, label.text?.isEmpty == false else { return CGSize(width: size.width, height: 0) }
        let text = label.sizeThatFits(CGSize(width: max(0, size.width - 2 * titleInset), height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: text.height + 2 * metrics.sectionTitleVerticalPadding)
    }
}
