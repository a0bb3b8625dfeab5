import Foundation
import TrestleCore

/// Measures text with a host's real fonts: what a ``MetricsProfile`` uses instead of its
/// approximation, so layout in points uses the widths that are drawn.
///
/// The pixel host supplies one that measures with Pango in its own faces. Measurers compare by
/// ``name``: two with the same name must give the same widths (caches of laid-out text rely on it).
public struct TextMeasurer: Sendable, Hashable {
    /// What the measurer measures with, e.g. `"Pango: Inter"`; the identity caches key on.
    public let name: String
    private let measure: @Sendable (String, TextFont) -> Double

    /// A measurer called `name` whose `measure` gives the advance width in points of a string set
    /// in a font.
    public init(name: String, measure: @escaping @Sendable (String, TextFont) -> Double) {
        self.name = name
        self.measure = measure
    }

    /// The width of `text` set in `font`, in points.
    public func width(of text: String, font: TextFont) -> Double {
        measure(text, font)
    }

    /// Whether two measurers have the same ``name``.
    public static func == (lhs: TextMeasurer, rhs: TextMeasurer) -> Bool { lhs.name == rhs.name }
    /// Hashes the ``name``.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
