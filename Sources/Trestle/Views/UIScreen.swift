import Foundation

/// The display a window shows on: its size, scale, traits and metrics profile.
@MainActor
public final class UIScreen {
    /// The screen's rectangle in points. Hosts change it when their terminal or window resizes.
    public package(set) var bounds: CGRect
    /// Points per pixel.
    public var scale: CGFloat { metrics.displayScale }
    /// UIKit's default dimensions for this screen (see ``MetricsProfile``).
    public let metrics: MetricsProfile
    /// The screen's traits (light or dark appearance, display scale).
    public var traitCollection: UITraitCollection
    /// Whether symbol images (`UIImage(systemName:)`) are drawn with their ASCII stand-ins, for
    /// terminals whose locale or font cannot show the Unicode glyphs. Hosts set it.
    public var usesASCIISymbols = false

    /// Creates a screen.
    public init(bounds: CGRect, metrics: MetricsProfile = .iOS, traitCollection: UITraitCollection? = nil) {
        self.bounds = bounds
        self.metrics = metrics
        self.traitCollection = traitCollection ?? UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: metrics.displayScale),
        ])
    }

    /// The screen views use when they are in no window: an iPhone-sized screen with the iOS
    /// metrics until a host installs its own.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
}
