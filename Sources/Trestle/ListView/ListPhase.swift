import Foundation

/// Where a list view (a table, a collection) is in its work: whether its data is loaded, what it
/// is in the middle of, and what its next layout pass owes.
///
/// One value instead of a handful of Boolean flags, so that the questions the view asks —
/// "may I reload now?", "may a batch completion run now?", "must the next pass reconcile cells?"
/// — are answered in one place, with names.
///
/// - The **data** phase goes `unloaded` → `loaded`, and back to `stale` whenever something the
///   layout was made from changes (a new data source or delegate, a row height, new metrics).
/// - **Activities** nest: a layout pass asks the data source for cells, a batch asks it for the
///   extents of new sections. Each activity is entered and left in a bracket, so the view can
///   refuse work that would pull its items out from under itself (a `reloadData()` from
///   `cellForRowAt`) and defer it instead.
/// - **Layout work** is what the next layout pass must do beyond placing the items that enter and
///   leave: compare the items that have views with the items in range (after a batch remapped
///   them), and move every laid-out view (something above them changed size).
package struct ListPhase: Sendable, Hashable {
    /// Whether the view's counts and extents reflect its data source.
    package enum Data: Sendable, Hashable {
        /// Never loaded: the first layout or query loads.
        case unloaded
        /// Loaded and current.
        case loaded
        /// Loaded once, but something it was made from changed: the next layout or query reloads.
        case stale
    }

    /// Work the view is in the middle of.
    package enum Activity: Sendable, Hashable {
        /// A layout pass: items entering and leaving the visible range get and give back views.
        case layingOut
        /// A call to the data source (or a delegate question asked during layout) is under way.
        case callingDataSource
        /// A batch update is being validated and applied.
        case applyingBatch
    }

    /// What the next layout pass owes.
    package struct LayoutWork: OptionSet, Sendable, Hashable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Views were remapped to their items' new paths by a batch: the pass compares the items
        /// that have views with those in range, instead of the previous range with the new one.
        package static let reconcileViews = LayoutWork(rawValue: 1 << 0)
        /// Something outside the measuring pass (a reload, a new width, a reloaded item) may have
        /// moved items: every laid-out view gets its frame again.
        package static let placeViews = LayoutWork(rawValue: 1 << 1)
    }

    package private(set) var data: Data = .unloaded
    /// The activities under way, outermost first.
    package private(set) var activities: [Activity] = []
    package var layoutWork: LayoutWork = [.placeViews]

    package init() {}

    // MARK: Data

    /// Whether the next layout or query must load the data again.
    package var needsReload: Bool { data != .loaded }
    /// Whether the data was ever loaded (the view has counts and a "before" for batch updates).
    package var hasLoadedData: Bool { data != .unloaded }

    /// Something the layout was made from changed.
    package mutating func invalidateData() {
        if data == .loaded { data = .stale }
    }

    /// The data was (re)loaded.
    package mutating func didLoadData() {
        data = .loaded
    }

    // MARK: Activities

    package mutating func enter(_ activity: Activity) {
        activities.append(activity)
    }

    package mutating func leave(_ activity: Activity) {
        // Activities leave in the order opposite to entering; a mismatch is a bracket bug.
        assert(activities.last == activity, "ListPhase: leaving \(activity) but the innermost activity is \(String(describing: activities.last))")
        if let index = activities.lastIndex(of: activity) { activities.remove(at: index) }
    }

    package func isInside(_ activity: Activity) -> Bool {
        activities.contains(activity)
    }

    package var isLayingOut: Bool { isInside(.layingOut) }
    package var isCallingDataSource: Bool { isInside(.callingDataSource) }
    package var isApplyingBatch: Bool { isInside(.applyingBatch) }

    /// Whether the view may reload now: not while it lays out or waits for its data source, when
    /// a reload would pull the items out from under the work under way.
    package var canReloadNow: Bool { !isLayingOut && !isCallingDataSource }

    /// Whether a batch completion may run now: the app code in it may reload or update the view,
    /// so it waits until no layout pass and no batch is under way.
    package var isSafePointForCompletions: Bool { !isLayingOut && !isApplyingBatch }

    // MARK: Layout work

    /// Takes `work` off the list, returning whether it was owed.
    package mutating func take(_ work: LayoutWork) -> Bool {
        layoutWork.remove(work) != nil
    }
}
