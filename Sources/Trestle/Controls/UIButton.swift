import Foundation
import TrestleCore

/// A control that runs an action when tapped, showing a title, an image or both.
///
/// A tap (a touch that lifts inside the button) sends ``UIControl/Event/touchUpInside`` and then
/// ``UIControl/Event/primaryActionTriggered``, which runs the primary action given to
/// ``init(type:primaryAction:)``:
///
/// ```swift
/// let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in
///     document.save()
/// })
/// ```
///
/// Titles, title colours and images are set per ``UIControl/State``; a state with none set uses
/// the ``UIControl/State/normal`` one, as in UIKit. A ``ButtonType/system`` button draws its
/// title and image in its tint colour, faded while highlighted and grey while disabled.
///
/// The image sits before the title. In the terminal a symbol image is one column, with one
/// column between it and the title, and the button is one line tall; with the iOS metrics the
/// button is 30 points tall for a one-line title (UIKit's legacy button size).
///
/// - Note: Trestle implements the classic button API (`setTitle(_:for:)` and friends).
///   `UIButton.Configuration`, attributed titles, background images, menus and pointer
///   interaction are not implemented, nor is the `.plain` button type, which exists for
///   configurations.
@MainActor
open class UIButton: UIControl {
    override var defaultAccessibilityLabel: String? { currentTitle }
    override var ownAccessibilityTraits: UIAccessibilityTraits { .button }

    /// The kinds of button UIKit offers (UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        /// No built-in look: the title is white unless a colour is set.
        case custom = 0
        /// The standard button: title and image in the tint colour.
        case system = 1
        /// An "info" button (the `info.circle` symbol), as a table row's detail button.
        case detailDisclosure = 2
        /// An "info" button for light content (the `info.circle` symbol).
        case infoLight = 3
        /// An "info" button for dark content (the `info.circle` symbol).
        case infoDark = 4
        /// An "add contact" button (the `plus.circle` symbol).
        case contactAdd = 5
        /// A close button (the `xmark.circle.fill` symbol, in grey).
        case close = 7

        /// A synonym for ``system``, kept for older code.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type, fixed when it is created.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let _titleLabel = UILabel()
    private let _imageView = UIImageView()

    /// The label showing ``currentTitle``. Set its font or line-break mode here; set its text
    /// and colour with ``setTitle(_:for:)`` and ``setTitleColor(_:for:)``, which the button
    /// re-applies whenever its state changes.
    open var titleLabel: UILabel? { _titleLabel }

    /// The image view showing ``currentImage``.
    open var imageView: UIImageView? { _imageView }

    // MARK: Initialisers

    /// Creates a ``ButtonType/custom`` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent()
    }

    /// Creates a ``ButtonType/custom`` button from an archive. Trestle has no archives; the
    /// button starts with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent()
    }

    /// Creates a button of the given type, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// Creates a button of the given type that runs `primaryAction` when tapped, showing the
    /// action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    private func setUpContent() {
        _titleLabel.font = .systemFont(ofSize: 15)
        addSubview(_imageView)
        addSubview(_titleLabel)
        updateContent()
    }

    override func adoptPrimaryAction(_ action: UIAction) {
        super.adoptPrimaryAction(action)
        setTitle(action.title, for: .normal)
        setImage(action.image, for: .normal)
    }

    /// A tap sends ``UIControl/Event/touchUpInside`` and then
    /// ``UIControl/Event/primaryActionTriggered``, as UIKit's buttons do.
    override func touchUpInside(with event: UIEvent?) {
        super.touchUpInside(with: event)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Per-state content

    /// Sets the title shown in `state`; `nil` removes it (the state then shows the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title for `state`: the one set for it, else the ``UIControl/State/normal`` title.
    ///
    /// A combined state such as `[.selected, .highlighted]` uses the title set for exactly that
    /// combination, else the normal one — not the `.selected` one — as in UIKit.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour used in `state`; `nil` removes it.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`: the one set for it, else the type's own colour for that
    /// state (a system button's grey when disabled), else the normal-state colour — for a system
    /// button its tint colour, for a custom button white.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        if let color = builtInTitleColor(for: state) { return color }
        return titleColors[State.normal.rawValue] ?? builtInTitleColor(for: .normal)
    }

    /// Sets the image shown in `state`; `nil` removes it.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`: the one set for it, else the normal-state image, else the type's
    /// own symbol (``ButtonType/detailDisclosure`` and the info types: `info.circle`).
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue] ?? builtInImage
    }

    /// The title shown now (``title(for:)`` of the current ``UIControl/state``).
    open var currentTitle: String? { title(for: state) }

    /// The title colour for the current state (see ``titleColor(for:)``).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// The image shown now (``image(for:)`` of the current ``UIControl/state``).
    open var currentImage: UIImage? { image(for: state) }

    /// Whether the type draws in the tint colour (every type but ``ButtonType/custom``).
    private var isSystemStyled: Bool { buttonType != .custom }

    private func builtInTitleColor(for state: State) -> UIColor? {
        if isSystemStyled {
            if state.contains(.disabled) { return .tertiaryLabel }
            return state == .normal ? tintColor : nil
        }
        return state == .normal ? .white : nil
    }

    private var builtInImage: UIImage? {
        switch buttonType {
        case .custom, .system: nil
        case .detailDisclosure, .infoLight, .infoDark: UIImage(systemName: "info.circle")
        case .contactAdd: UIImage(systemName: "plus.circle")
        case .close: UIImage(systemName: "xmark.circle.fill")
        }
    }

    // MARK: Showing the state

    override func controlStateDidChange() {
        super.controlStateDidChange()
        updateContent()
    }

    /// Puts the current title and image in the subviews.
    private func updateContent() {
        let title = currentTitle
        let image = currentImage
        let contentChanged = _titleLabel.text != title || _imageView.image != image
        if _titleLabel.text != title { _titleLabel.text = title }
        if _imageView.image != image { _imageView.image = image }
        refreshColors()
        setNeedsLayout()
        if contentChanged { intrinsicContentSizeDidChange() }
    }

    /// Applies the current colours to the subviews, changing only what differs. Called again
    /// before drawing, because the tint colour may come from a superview that changed it.
    private func refreshColors() {
        var titleColor = currentTitleColor
        var imageTint: UIColor? = buttonType == .close ? .secondaryLabel : nil
        // A system button fades its content while touched, unless a highlighted colour is set.
        if isSystemStyled, isHighlighted, isEnabled, titleColors[state.rawValue] == nil {
            titleColor = titleColor.withAlphaComponent(0.2)
            imageTint = (imageTint ?? tintColor).withAlphaComponent(0.2)
        }
        if isSystemStyled, !isEnabled { imageTint = .tertiaryLabel }
        if _titleLabel.textColor != titleColor { _titleLabel.textColor = titleColor }
        if _imageView.tintColor != imageTint ?? tintColor { _imageView.tintColor = imageTint }
    }

    open override func draw(in context: inout DrawingContext) {
        refreshColors()
    }

    // MARK: Layout

    /// The sizes of the image and the title, and the space between them.
    private func contentMetrics() -> (image: CGSize, title: CGSize, spacing: CGFloat) {
        let image = _imageView.image == nil ? .zero : _imageView.sizeThatFits(.zero)
        let hasTitle = _titleLabel.text?.isEmpty == false
        let title = hasTitle ? _titleLabel.intrinsicContentSize : .zero
        let spacing = image != .zero && hasTitle ? metrics.controls.buttonImageTitleSpacing : 0
        return (image, title, spacing)
    }

    /// The size of the image and title side by side, with the metrics' padding above and below a
    /// title and their least height (``MetricsProfile/Controls``): in the terminal exactly the
    /// content, one line tall; with the iOS metrics UIKit's 6-point top and bottom padding, at
    /// least 30 points tall for a title (an empty button is 30 × 34, as in UIKit).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let content = contentMetrics()
        let width = content.image.width + content.spacing + content.title.width
        let height = max(content.image.height, content.title.height)
        let controls = metrics.controls
        if width == 0 { return controls.emptyButtonSize }
        guard content.title != .zero else { return CGSize(width: width, height: height) }
        return CGSize(width: width, height: max(controls.buttonMinimumHeight, height + 2 * controls.buttonVerticalInset))
    }

    /// The button's natural size (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// Places the image and title as ``UIControl/contentHorizontalAlignment`` and
    /// ``UIControl/contentVerticalAlignment`` say; a title that does not fit is cut.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentMetrics()
        let titleWidth = max(0, min(content.title.width, bounds.width - content.image.width - content.spacing))
        let contentWidth = content.image.width + content.spacing + titleWidth
        let x: CGFloat = switch effectiveContentHorizontalAlignment {
        case .left, .fill: bounds.minX
        case .right: bounds.maxX - contentWidth
        default: bounds.minX + ((bounds.width - contentWidth) / 2).rounded(.down)
        }
        func y(for height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: bounds.minY
            case .bottom: bounds.maxY - height
            case .center: bounds.minY + ((bounds.height - height) / 2).rounded(.down)
            }
        }
        _imageView.frame = CGRect(x: x, y: y(for: content.image.height), width: content.image.width, height: content.image.height)
        let titleX = x + content.image.width + content.spacing
        let fillsWidth = effectiveContentHorizontalAlignment == .fill
        _titleLabel.frame = CGRect(x: titleX, y: y(for: content.title.height),
                                   width: fillsWidth ? max(0, bounds.maxX - titleX) : titleWidth, height: content.title.height)
    }
}
