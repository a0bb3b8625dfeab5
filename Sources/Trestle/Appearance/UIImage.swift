import Foundation

/// An immutable image reference: a system symbol or an asset, by name, with a rendering mode and
/// an optional tint.
///
/// Trestle does not decode or hold pixels. An image records *which* picture to show, and hosts
/// decide how to draw it: a terminal host can draw common symbols such as `chevron.right` or
/// `checkmark` as characters and fall back to a placeholder for names it does not know.
///
/// - Note: UIKit compares images by identity. Trestle compares them by value (name, rendering
///   mode and tint), so two images made from the same name are equal.
public final class UIImage: Sendable, Hashable {
    /// How an image uses its own colours when drawn.
    public enum RenderingMode: Int, Sendable {
        /// The drawing context decides: symbols draw as templates, other images as originals.
        case automatic = 0
        /// Always draw the image's own colours.
        case alwaysOriginal = 1
        /// Always draw the image's shape in the tint colour, ignoring its colours.
        case alwaysTemplate = 2
    }

    /// The SF Symbols name the image was created with, or `nil` for an asset image.
    ///
    /// - Note: Not public in UIKit. Trestle exposes it because hosts and tests need to know which
    ///   symbol to draw.
    public let symbolName: String?

    /// The asset name for images created with ``init(named:)``; hosts read it to pick a stand-in.
    package let assetName: String?

    /// The image's size in points.
    ///
    /// - Note: Always `.zero` in Trestle: there are no pixels to measure, and how large a symbol
    ///   is (one terminal cell, say) is decided by the host that draws it.
    public let size: CGSize

    /// How the image uses its own colours when drawn; ``RenderingMode/automatic`` unless set.
    public let renderingMode: RenderingMode

    /// The colour set with ``withTintColor(_:)``, or `nil` to use the tint of the view.
    ///
    /// - Note: Not public in UIKit, where the tint is baked into the returned image. Trestle
    ///   exposes it so hosts can draw the symbol in that colour.
    public let tintColor: UIColor?

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbolName != nil }

    private init(symbolName: String?, assetName: String?, renderingMode: RenderingMode, tintColor: UIColor?) {
        self.symbolName = symbolName
        self.assetName = assetName
        self.size = .zero
        self.renderingMode = renderingMode
        self.tintColor = tintColor
    }

    /// Creates an image of the system symbol with the given SF Symbols name.
    ///
    /// Returns `nil` for an empty name.
    ///
    /// - Note: UIKit returns `nil` for any name missing from Apple's symbol catalogue. Trestle
    ///   cannot check that catalogue, so it accepts every non-empty name; hosts draw the names
    ///   they know and a fallback for the rest.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(symbolName: name, assetName: nil, renderingMode: .automatic, tintColor: nil)
    }

    /// Creates an image that refers to an asset by name.
    ///
    /// Returns `nil` for an empty name.
    ///
    /// - Note: Trestle has no asset catalogues and loads no image files: the image carries only
    ///   the name, and hosts decide what, if anything, to draw for it. UIKit returns `nil` when
    ///   no asset has the name; Trestle accepts every non-empty name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(symbolName: nil, assetName: name, renderingMode: .automatic, tintColor: nil)
    }

    /// Returns a copy of the image that uses the given rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(symbolName: symbolName, assetName: assetName, renderingMode: renderingMode, tintColor: tintColor)
    }

    /// Returns a copy of the image that always draws in `color`.
    ///
    /// The copy keeps this image's rendering mode, as in UIKit.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(symbolName: symbolName, assetName: assetName, renderingMode: renderingMode, tintColor: color)
    }

    /// Returns a copy of the image that always draws in `color`, with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(symbolName: symbolName, assetName: assetName, renderingMode: renderingMode, tintColor: color)
    }

    /// Returns whether two images refer to the same picture with the same rendering mode and tint.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.symbolName == rhs.symbolName && lhs.assetName == rhs.assetName
            && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
    }

    /// Hashes the name, rendering mode and tint.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(symbolName)
        hasher.combine(assetName)
        hasher.combine(renderingMode)
        hasher.combine(tintColor)
    }
}
