import Foundation
import TrestleCore

/// An immutable image: a system symbol by name, or a bitmap picture from a PNG file, with a
/// rendering mode and an optional tint.
///
/// A symbol records *which* picture to show, and hosts decide how to draw it: the terminal draws
/// common symbols such as `chevron.right` or `checkmark` as characters (a placeholder for names
/// it does not know), the pixel host as paths. A bitmap image (``init(named:)``,
/// ``init(contentsOfFile:)``, ``init(data:)``) keeps its PNG file's bytes; Trestle reads only
/// the header, for ``size``, and the pixel host decodes and draws the picture. The terminal
/// draws nothing for a bitmap: an image view showing one stays empty there.
///
/// - Note: UIKit compares images by identity. Trestle compares them by value (name, picture,
///   rendering mode and tint), so two images made from the same name are equal.
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

    /// The picture of a bitmap image, `nil` for a symbol or a name no file was found for.
    package let bitmap: DisplayImage?

    /// The image's size in points: a bitmap's pixels divided by its scale.
    ///
    /// - Note: `.zero` for a symbol: how large a symbol is (one terminal cell, say) is decided by
    ///   the host that draws it.
    public var size: CGSize { bitmap?.size ?? .zero }

    /// Pixels per point: 2 for a file named `name@2x.png`, 1 for a symbol.
    public var scale: CGFloat { bitmap?.scale ?? 1 }

    /// How the image uses its own colours when drawn; ``RenderingMode/automatic`` unless set.
    public let renderingMode: RenderingMode

    /// The colour set with ``withTintColor(_:)``, or `nil` to use the tint of the view.
    ///
    /// - Note: Not public in UIKit, where the tint is baked into the returned image. Trestle
    ///   exposes it so hosts can draw the symbol in that colour.
    public let tintColor: UIColor?

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbolName != nil }

    private init(symbolName: String?, assetName: String?, renderingMode: RenderingMode, tintColor: UIColor?, bitmap: DisplayImage? = nil) {
        self.symbolName = symbolName
        self.assetName = assetName
        self.bitmap = bitmap
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

    /// Creates the image named `name` from the main bundle's resources.
    ///
    /// The same as ``init(named:in:compatibleWith:)`` with `Bundle.main` and no traits.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates the image named `name` from `bundle`'s resources (`Bundle.main` when `nil`),
    /// choosing the file for the traits' display scale.
    ///
    /// Looks for `name@3x.png`, `name@2x.png` and `name.png` (a `.png` in `name` is allowed),
    /// starting with the traits' scale (3 when they give none) and going down, then up. A Swift
    /// package passes `Bundle.module` for the resources of its target.
    ///
    /// Returns `nil` for an empty name.
    ///
    /// - Note: Trestle has no asset catalogues: resources are plain PNG files. UIKit returns `nil`
    ///   when no asset has the name; Trestle returns an image that carries only the name, which
    ///   draws nothing (its ``size`` is zero), so code that names a missing asset keeps working.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard !name.isEmpty else { return nil }
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let preferred = Int(traitCollection?.specifiedDisplayScale ?? 3)
        let scales = [3, 2, 1].filter { $0 <= preferred } + [1, 2, 3].filter { $0 > preferred }
        let bundle = bundle ?? .main
        var bitmap: DisplayImage?
        for scale in scales {
            let resource = scale == 1 ? base : "\(base)@\(scale)x"
            if let url = bundle.url(forResource: resource, withExtension: "png"), let data = try? Data(contentsOf: url),
               let image = DisplayImage(pngData: data, scale: Double(scale)) {
                bitmap = image
                break
            }
        }
        self.init(symbolName: nil, assetName: name, renderingMode: .automatic, tintColor: nil, bitmap: bitmap)
    }

    /// Creates an image from the PNG file at `path`, 2 or 3 pixels a point when its name ends in
    /// `@2x` or `@3x`; `nil` when the file cannot be read or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// Creates an image from the bytes of a PNG file, a pixel a point; `nil` when they are not one.
    ///
    /// - Note: UIKit decodes every format ImageIO knows; Trestle reads PNG only.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Creates an image from the bytes of a PNG file, `scale` pixels a point; `nil` when they are
    /// not one.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let bitmap = DisplayImage(pngData: data, scale: Double(scale)) else { return nil }
        self.init(symbolName: nil, assetName: nil, renderingMode: .automatic, tintColor: nil, bitmap: bitmap)
    }

    /// The image as PNG data: a bitmap's file, unchanged; `nil` for a symbol or a name without a
    /// file.
    ///
    /// - Note: UIKit draws any image, symbols included, into new PNG data. Trestle returns the
    ///   bytes it was made from.
    public func pngData() -> Data? {
        bitmap?.pngData
    }

    /// Returns a copy of the image that uses the given rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(symbolName: symbolName, assetName: assetName, renderingMode: renderingMode, tintColor: tintColor, bitmap: bitmap)
    }

    /// Returns a copy of the image that always draws in `color`.
    ///
    /// The copy keeps this image's rendering mode, as in UIKit.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(symbolName: symbolName, assetName: assetName, renderingMode: renderingMode, tintColor: color, bitmap: bitmap)
    }

    /// Returns a copy of the image that always draws in `color`, with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(symbolName: symbolName, assetName: assetName, renderingMode: renderingMode, tintColor: color, bitmap: bitmap)
    }

    /// Returns whether two images show the same picture with the same rendering mode and tint.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs.symbolName == rhs.symbolName && lhs.assetName == rhs.assetName && lhs.bitmap == rhs.bitmap
            && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
    }

    /// Hashes the name, rendering mode and tint.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(symbolName)
        hasher.combine(assetName)
        hasher.combine(bitmap)
        hasher.combine(renderingMode)
        hasher.combine(tintColor)
    }
}
