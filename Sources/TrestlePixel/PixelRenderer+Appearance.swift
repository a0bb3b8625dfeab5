import Foundation
import Trestle
import TrestleCore

extension PixelRenderer {
    /// A renderer at `scale` whose background and default text colour are UIKit's
    /// `systemBackground` and `label` in `style`: white and black in the light style, black and
    /// white in the dark one.
    ///
    /// - Throws: ``PixelHostError/fontMissing(family:package:)`` when a face is not installed.
    public init(scale: Double, style: UIUserInterfaceStyle) throws {
        let traits = UITraitCollection(userInterfaceStyle: style)
        try self.init(scale: scale, defaultForeground: UIColor.label.displayColor(for: traits),
                      background: UIColor.systemBackground.displayColor(for: traits))
    }

    /// The style `TRESTLE_THEME` asks pixel hosts for: dark for `dark`, light otherwise (a picture
    /// has no terminal background to ask).
    public static var environmentStyle: UIUserInterfaceStyle {
        ProcessInfo.processInfo.environment["TRESTLE_THEME"]?.lowercased() == "dark" ? .dark : .light
    }
}
