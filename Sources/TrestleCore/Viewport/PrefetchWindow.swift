/// The rows likely to be displayed soon: a window of about one viewport beyond the visible rows,
/// on the side the content is scrolling towards (<doc:TrestleCore/UIKitBehavior#Prefetching>).
///
/// Each ``update(visible:viewport:geometry:)`` reports which rows to start prefetching (nearest to
/// the visible area first, as UIKit orders `prefetchRowsAt`) and which earlier requests to cancel:
/// rows that fell out of the window without being displayed — all of them when the scroll
/// direction reverses.
public struct PrefetchWindow: Sendable, Hashable {
    public enum Direction: Sendable, Hashable {
        /// Towards the end of the table (offset increasing).
        case forward
        /// Towards the start of the table.
        case backward
    }

    /// How far beyond the visible rows the window reaches, in viewport heights.
    public var lookahead: Double
    /// The rows currently in the window (never overlapping the visible rows).
    public private(set) var rows: ItemRange?
    /// The direction of the most recent scroll.
    public private(set) var direction: Direction = .forward
    private var lastOffsetY: Double?

    public init(lookahead: Double = 1) {
        engineRequire(lookahead.isFinite && lookahead >= 0, "PrefetchWindow: lookahead must be finite and non-negative, got \(lookahead)")
        self.lookahead = lookahead
    }

    /// What to request and what to cancel after an update.
    public struct Update: Hashable, Sendable {
        /// Rows newly in the window, nearest to the visible rows first.
        public var prefetch: [ItemPath] = []
        /// Rows that left the window without becoming visible, in table order.
        public var cancel: [ItemPath] = []
    }

    /// Moves the window for a new visible range and viewport. The direction comes from the change
    /// of `viewport.offsetY` since the last update; an unchanged offset keeps the last direction.
    ///
    /// - Complexity: O(log n + k) for k rows entering or leaving the window.
    public mutating func update(visible: ItemRange?, viewport: Viewport, geometry: TableGeometry) -> Update {
        if let lastOffsetY, viewport.offsetY != lastOffsetY {
            direction = viewport.offsetY > lastOffsetY ? .forward : .backward
        }
        lastOffsetY = viewport.offsetY
        let newRows = window(visible: visible, viewport: viewport, geometry: geometry)
        var update = Update()
        var entering = geometry.rows(of: newRows, notIn: rows)
        if direction == .backward { entering.reverse() }
        update.prefetch = entering
        update.cancel = geometry.rows(of: rows, notIn: newRows).filter { path in
            !(visible?.contains(path) ?? false)
        }
        rows = newRows
        return update
    }

    /// Forgets the window (after `reloadData`: earlier requests no longer mean anything).
    public mutating func reset() {
        rows = nil
        lastOffsetY = nil
        direction = .forward
    }

    private func window(visible: ItemRange?, viewport: Viewport, geometry: TableGeometry) -> ItemRange? {
        guard lookahead > 0, viewport.height > 0 else { return nil }
        let distance = viewport.height * lookahead
        switch direction {
        case .forward:
            guard var range = geometry.rowRange(intersectingMinY: viewport.maxY, maxY: viewport.maxY + distance) else { return nil }
            if let visible {
                guard let start = geometry.row(after: visible.upperBound) else { return nil }
                if start > range.upperBound { return nil }
                range.lowerBound = max(range.lowerBound, start)
            }
            return range
        case .backward:
            guard var range = geometry.rowRange(intersectingMinY: viewport.minY - distance, maxY: viewport.minY) else { return nil }
            if let visible {
                guard let end = geometry.row(before: visible.lowerBound) else { return nil }
                if end < range.lowerBound { return nil }
                range.upperBound = min(range.upperBound, end)
            }
            return range
        }
    }
}
