import Foundation

extension UIView {
    /// How a view places its content when its bounds differ from the content's size
    /// (``UIView/contentMode``).
    public enum ContentMode: Int, Sendable, Hashable {
        /// Stretched to fill the bounds, proportions changing if need be: the default.
        case scaleToFill
        /// Scaled to fit inside the bounds with its proportions kept, centred; empty bands remain.
        case scaleAspectFit
        /// Scaled to cover the bounds with its proportions kept, centred; what spills over shows
        /// unless the view clips to its bounds, as in UIKit.
        case scaleAspectFill
        /// Redrawn when the bounds change (drawn as ``scaleToFill``).
        case redraw
        /// At its own size, centred.
        case center
        /// At its own size, centred along the top edge.
        case top
        /// At its own size, centred along the bottom edge.
        case bottom
        /// At its own size, centred along the left edge.
        case left
        /// At its own size, centred along the right edge.
        case right
        /// At its own size, in the top-left corner.
        case topLeft
        /// At its own size, in the top-right corner.
        case topRight
        /// At its own size, in the bottom-left corner.
        case bottomLeft
        /// At its own size, in the bottom-right corner.
        case bottomRight

        /// Where content of `size` goes in `bounds`.
        public func rect(forContentOf size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            func placed(_ size: CGSize) -> CGRect {
                let x: CGFloat = switch self {
                case .left, .topLeft, .bottomLeft: bounds.minX
                case .right, .topRight, .bottomRight: bounds.maxX - size.width
                default: bounds.midX - size.width / 2
                }
                let y: CGFloat = switch self {
                case .top, .topLeft, .topRight: bounds.minY
                case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
                default: bounds.midY - size.height / 2
                }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let widthRatio = bounds.width / size.width, heightRatio = bounds.height / size.height
                let scale = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
                return placed(CGSize(width: size.width * scale, height: size.height * scale))
            default:
                return placed(size)
            }
        }
    }
}
