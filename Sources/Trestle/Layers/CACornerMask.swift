import Foundation
import TrestleCore

/// Which corners of a layer ``CALayer/cornerRadius`` rounds (``CALayer/maskedCorners``).
///
/// Core Animation names corners by the layer's coordinates; UIKit's layers have y growing
/// downward, so `layerMinXMinYCorner` is the top left.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    /// The same corners as a layer shape names them.
    var layerCorners: LayerShape.Corners {
        LayerShape.Corners(rawValue: UInt8(rawValue & 0xF))
    }
}

/// The curve of a layer's rounded corners (``CALayer/cornerCurve``).
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle: the default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve, which eases into the straight edges (the corners of app icons
    /// and of UIKit's own cells and buttons).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
