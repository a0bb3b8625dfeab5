import Foundation

/// The view a ``UIListContentConfiguration`` makes: an image view and two labels laid out as
/// the configuration says — texts stacked (subtitle) or side by side (value), the image at the
/// leading edge, centred vertically. Self-sizing cells measure it with ``sizeThatFits(_:)``.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
    }

    /// The configuration shown.
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                TrestleDiagnostics.report("UIListContentView: cannot show a \(type(of: newValue)); it shows UIListContentConfiguration only")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    /// The list configuration shown (UIKit: `listContentConfiguration`'s counterpart).
    public var listContentConfiguration: UIListContentConfiguration { listConfiguration }

    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Labels' highlight follows the cell's selection (set by the cell).
    var isHighlighted = false {
        didSet {
            textLabel.isHighlighted = isHighlighted
            secondaryTextLabel.isHighlighted = isHighlighted
        }
    }

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.isHidden = configuration.image == nil
        if let tint = configuration.imageProperties.tintColor, let image = configuration.image {
            imageView.image = image.withTintColor(tint)
        }
        configure(textLabel, text: configuration.text, properties: configuration.textProperties)
        configure(secondaryTextLabel, text: configuration.secondaryText, properties: configuration.secondaryTextProperties)
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func configure(_ label: UILabel, text: String?, properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text?.isEmpty ?? true
        label.font = properties.font
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
    }

    // MARK: Layout

    /// The configuration's margins, or its role's: a cell's are the metrics' cell margins;
    /// section headers and footers sit in their space as a table's section titles do — a grouped
    /// header on the bottom of a title header's height, a footer padded above and below, a plain
    /// title centred in its height.
    private var margins: NSDirectionalEdgeInsets {
        if let margins = listConfiguration.directionalLayoutMargins { return margins }
        let horizontal = metrics.cellHorizontalMargin
        let line = metrics.lineHeight(of: listConfiguration.textProperties.font)
        let padding = metrics.sectionTitleVerticalPadding
        let (top, bottom): (CGFloat, CGFloat)
        switch listConfiguration.role {
        case .cell:
            (top, bottom) = (metrics.cellVerticalMargin, metrics.cellVerticalMargin)
        case .groupedHeader:
            (top, bottom) = (max(0, metrics.groupedTitleHeaderHeight - line - padding), padding)
        case .groupedFooter:
            (top, bottom) = (padding, padding)
        case .plainHeader:
            let space = max(0, metrics.plainTitleHeaderHeight - line)
            (top, bottom) = ((space / 2).rounded(.down), space - (space / 2).rounded(.down))
        case .plainFooter:
            let space = max(0, metrics.plainTitleFooterHeight - line)
            (top, bottom) = ((space / 2).rounded(.down), space - (space / 2).rounded(.down))
        }
        return NSDirectionalEdgeInsets(top: top, leading: horizontal, bottom: bottom, trailing: horizontal)
    }

    private var imageSlotWidth: CGFloat {
        guard listConfiguration.image != nil || listConfiguration.imageProperties.reservedLayoutSize.width > 0 else { return 0 }
        let width = max(metrics.cellImageWidth, listConfiguration.imageProperties.reservedLayoutSize.width)
        return width + (listConfiguration.imageToTextPadding ?? metrics.cellImageSpacing)
    }

    /// Where the text starts, from the view's leading edge: its margin and the image's slot.
    var textLeadingInset: CGFloat { margins.leading + imageSlotWidth }

    private func textSizes(width: CGFloat) -> (text: CGSize, secondary: CGSize) {
        let fits = CGSize(width: max(0, width), height: .greatestFiniteMagnitude)
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(fits)
        var secondary = CGSize.zero
        if !secondaryTextLabel.isHidden {
            secondary = listConfiguration.prefersSideBySideTextAndSecondaryText
                ? secondaryTextLabel.intrinsicContentSize : secondaryTextLabel.sizeThatFits(fits)
        }
        return (text, secondary)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = self.margins
        let width = max(0, size.width - margins.leading - margins.trailing - imageSlotWidth)
        let (text, secondary) = textSizes(width: width)
        let content: CGFloat
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            content = max(text.height, secondary.height)
        } else {
            let gap = text.height > 0 && secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            content = text.height + gap + secondary.height
        }
        let imageHeight = listConfiguration.image == nil ? 0 : metrics.symbolImageSize.height
        return CGSize(width: size.width, height: max(content, imageHeight) + margins.top + margins.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = self.margins
        let area = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                          height: max(0, bounds.height - margins.top - margins.bottom))
        let imageHeight = metrics.symbolImageSize.height
        imageView.frame = CGRect(x: area.minX, y: area.minY + ((area.height - imageHeight) / 2).rounded(.down),
                                 width: listConfiguration.image == nil ? 0 : min(area.width, metrics.cellImageWidth), height: imageHeight)
        let textX = area.minX + imageSlotWidth
        let textWidth = max(0, area.maxX - textX)
        let (text, secondary) = textSizes(width: textWidth)
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = min(textWidth, secondary.width)
            let gap = secondaryWidth > 0 ? max(listConfiguration.textToSecondaryTextHorizontalPadding, metrics.cellImageSpacing) : 0
            textLabel.frame = CGRect(x: textX, y: area.minY, width: max(0, textWidth - secondaryWidth - gap), height: area.height)
            secondaryTextLabel.frame = CGRect(x: area.maxX - secondaryWidth, y: area.minY, width: secondaryWidth, height: area.height)
        } else {
            let gap = text.height > 0 && secondary.height > 0 ? listConfiguration.textToSecondaryTextVerticalPadding : 0
            var y = area.minY + max(0, ((area.height - text.height - gap - secondary.height) / 2).rounded(.down))
            textLabel.frame = CGRect(x: textX, y: y, width: textWidth, height: text.height)
            y += text.height + gap
            secondaryTextLabel.frame = CGRect(x: textX, y: y, width: textWidth, height: secondary.height)
        }
    }
}
