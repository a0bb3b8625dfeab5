import Foundation
import TrestleCore

/// A view that displays an image: a symbol (`UIImage(systemName:)`), drawn by the host, or a
/// bitmap picture (`UIImage(named:)`), placed in the view's bounds by its
/// ``UIView/contentMode``: stretched to fill by default, fitted or filled with its proportions
/// kept, or at its own size in the centre, along an edge or in a corner. A filled picture spills
/// over the bounds unless the view clips to them, as in UIKit.
///
/// A symbol is always fitted and centred in the bounds, at the host's size for it.
@MainActor
open class UIImageView: UIView {
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// The image shown.
    open var image: UIImage? { didSet { superview?.setNeedsLayout(); setNeedsDisplay(); intrinsicContentSizeDidChange() } }
    /// Whether the view draws its highlighted state.
    open var isHighlighted = false

    /// Creates an image view showing `image`, with a zero frame.
    ///
    /// - Note: UIKit sizes the view to the image; Trestle leaves the frame to ``UIView/sizeToFit()`` or
    ///   the superview's layout.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A bitmap's size, and a symbol's nominal size (``MetricsProfile/symbolImageSize``): one
    /// cell in the terminal (two columns wide for the wide glyphs hosts may choose), the image
    /// slot of a standard cell on iOS.
    ///
    /// A bitmap's points are converted as Auto Layout constants are
    /// (``MetricsProfile/AutoLayout/constantScale``): a 64-point picture is 4 columns by 3 lines
    /// in the terminal, which leaves the room empty.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let image else { return .zero }
        guard image.bitmap != nil else { return metrics.symbolImageSize }
        let scale = metrics.autoLayout.constantScale
        func convert(_ length: CGFloat, _ factor: CGFloat) -> CGFloat { factor == 1 ? length : (length * factor).rounded(.up) }
        return CGSize(width: convert(image.size.width, scale.width), height: convert(image.size.height, scale.height))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    open override func draw(in context: inout DrawingContext) {
        guard let image else { return }
        if image.bitmap != nil {
            // A bitmap keeps its colours unless it is a template or was given a tint.
            context.image(image, in: contentMode.rect(forContentOf: sizeThatFits(.zero), in: bounds), tintColor: image.tintColor ?? (image.renderingMode == .alwaysTemplate ? tintColor : nil))
            return
        }
        guard let name = image.symbolName else { return }
        let color: UIColor? = image.renderingMode == .alwaysOriginal ? image.tintColor : (image.tintColor ?? tintColor)
        context.symbol(name, in: bounds, color: color)
    }
}
