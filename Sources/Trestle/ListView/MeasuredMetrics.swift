import Foundation

/// The metrics profile a list view's layout and measured sizes came from, so that moving into a
/// window can tell whether they must be made again.
///
/// A view measures with its window's screen's profile, and out of a window with the main
/// screen's. A table or collection view covered by a pushed screen still measures when the app
/// selects or scrolls to an item, so its sizes can mix two profiles; a move into a window on a
/// screen with other metrics (from the iOS profile to the terminal's) makes them all wrong. Both
/// cases lay the view out again when it enters a window, as a trait change does in UIKit.
struct MeasuredMetrics {
    /// The profile every size so far came from; `nil` before the first.
    private(set) var profile: MetricsProfile?
    /// Whether some size came from another profile than ``profile``.
    private(set) var isMixed = false

    /// A layout made afresh (or to be made) with `metrics`.
    mutating func reset(to metrics: MetricsProfile?) {
        profile = metrics
        isMixed = false
    }

    /// A size was just measured with `metrics`.
    mutating func noteMeasurement(with metrics: MetricsProfile) {
        guard let profile else {
            profile = metrics
            return
        }
        if profile != metrics { isMixed = true }
    }

    /// Whether the sizes so far do not all come from `metrics`: the view must measure again.
    func needsRemeasuring(for metrics: MetricsProfile) -> Bool {
        isMixed || profile.map { $0 != metrics } ?? false
    }
}
