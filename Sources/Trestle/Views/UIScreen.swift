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
    /// The screen's traits: light or dark appearance, display scale and text size
    /// (``UIContentSizeCategory/large``, or what `TRESTLE_TEXT_SIZE` names, unless a host or the
    /// app sets another). Setting them tells
    /// the views of the screen's windows whose traits change
    /// (``UIView/traitCollectionDidChange(_:)``) and lays them out again.
    public var traitCollection: UITraitCollection {
        didSet {
            guard traitCollection != oldValue else { return }
            for entry in windows {
                entry.window.updateTraitsIfNeeded()
                entry.window.setNeedsLayout()
            }
        }
    }

    /// Gives the screen the light or dark `style`, keeping its other traits: what a host does
    /// with the appearance its user asked for.
    public func use(_ style: UIUserInterfaceStyle) {
        traitCollection = UITraitCollection(traitsFrom: [traitCollection, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The windows made on the screen. Not held weakly: a weak reference gives an object a side
    /// table, which sends every retain and release of it — a window's are many a frame — down
    /// the runtime's slow path. A window takes itself out when it is deinitialised.
    private var windows: [WindowEntry] = []

    private struct WindowEntry {
        unowned(unsafe) let window: UIWindow
    }

    /// Registers `window` as shown on the screen.
    func add(_ window: UIWindow) {
        windows.append(WindowEntry(window: window))
    }

    /// Forgets `window` (it is being deinitialised).
    func remove(_ window: UIWindow) {
        windows.removeAll { $0.window === window }
    }
    /// Whether symbol images (`UIImage(systemName:)`) are drawn with their ASCII stand-ins, for
    /// terminals whose locale or font cannot show the Unicode glyphs. Hosts set it.
    public var usesASCIISymbols = false

    /// Creates a screen.
    public init(bounds: CGRect, metrics: MetricsProfile = .iOS, traitCollection: UITraitCollection? = nil) {
        self.bounds = bounds
        self.metrics = metrics
        self.traitCollection = traitCollection ?? UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: metrics.displayScale),
            UITraitCollection(preferredContentSizeCategory: .fromEnvironment),
        ])
    }

    /// The screen views use when they are in no window: an iPhone-sized screen with the iOS
    /// metrics until a host installs its own.
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
}
