import Foundation
import Trestle
import TrestleCore

/// Draws a window as terminal text: one column per point, one line per point, East Asian wide
/// characters in two columns, control characters made visible.
@MainActor
public enum TerminalRendering {
    /// The window's current frame as lines of text (trailing spaces removed).
    public static func lines(of window: UIWindow) -> [String] {
        window.textLines()
    }
}
