import Foundation
import TrestleCore

/// A view that displays an image; Trestle's images are symbols (`UIImage(systemName:)`), drawn by
/// the host.
@MainActor
open class UIImageView: UIView {
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

    /// A symbol's nominal size (``MetricsProfile/symbolImageSize``): one cell in the terminal (two
    /// columns wide for the wide glyphs hosts may choose), the image slot of a standard cell on iOS.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard image != nil else { return .zero }
        return metrics.symbolImageSize
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    open override func draw(in context: inout DrawingContext) {
        guard let image, let name = image.symbolName else { return }
        let color: UIColor? = image.renderingMode == .alwaysOriginal ? image.tintColor : (image.tintColor ?? tintColor)
        context.symbol(name, in: bounds, color: color)
    }
}
