import Foundation

/// The items likely to be displayed soon: a window of about one viewport beyond the visible
/// area, on the side the content is scrolling towards (<doc:TrestleCore/UIKitBehavior#Prefetching>).
///
/// Each update reports which items to start prefetching — in the order the user will reach them,
/// as UIKit orders `prefetchRowsAt` — and which earlier requests to cancel: items that left the
/// window without being displayed, all of them when the scroll direction reverses. Items on
/// screen, or already given a view, are never in the window.
///
/// The window works on any layout: an update is given the items in a rectangle with their
/// frames. ``update(viewport:geometry:isDisplayed:)`` answers that for a table.
public struct PrefetchWindow: Sendable, Hashable {
    /// The way the content is scrolling, which decides the side of the visible area the window lies on.
    public enum Direction: Sendable, Hashable {
        /// Towards the end of the content (offset increasing).
        case forward
        /// Towards the start of the content.
        case backward
    }

    /// The axis the content scrolls along.
    public enum Axis: Sendable, Hashable {
        /// Scrolls up and down: the offset is the visible area's minimum y.
        case vertical
        /// Scrolls sideways: the offset is the visible area's minimum x.
        case horizontal
    }

    /// An item of the layout and its frame, as an update is told about it.
    public struct Item: Sendable, Hashable {
        /// The item's position in the layout.
        public var path: ItemPath
        /// The item's frame, in content coordinates.
        public var frame: CGRect
        /// An item at `path` with `frame`.
        public init(path: ItemPath, frame: CGRect) {
            self.path = path
            self.frame = frame
        }
    }

    /// How far beyond the visible area the window reaches, in viewport lengths.
    public var lookahead: Double
    /// The items in the window, in the order the user will reach them.
    public private(set) var items: [ItemPath] = []
    private var members: Set<ItemPath> = []
    /// The direction of the most recent scroll.
    public private(set) var direction: Direction = .forward
    private var lastOffset: Double?

    /// An empty window reaching `lookahead` viewport lengths beyond the visible area (one by
    /// default); `lookahead` must be finite and not negative.
    public init(lookahead: Double = 1) {
        engineRequire(lookahead.isFinite && lookahead >= 0, "PrefetchWindow: lookahead must be finite and non-negative, got \(lookahead)")
        self.lookahead = lookahead
    }

    /// What to request and what to cancel after an update.
    public struct Update: Hashable, Sendable {
        /// Items newly in the window, in the order the user will reach them.
        public var prefetch: [ItemPath] = []
        /// Items that left the window without being displayed, in path order.
        public var cancel: [ItemPath] = []

        /// An update from its lists, empty by default.
        public init(prefetch: [ItemPath] = [], cancel: [ItemPath] = []) {
            self.prefetch = prefetch
            self.cancel = cancel
        }

        public var isEmpty: Bool { prefetch.isEmpty && cancel.isEmpty }
    }

    /// Moves the window for the visible area `visibleRect` (content coordinates). The direction
    /// comes from the change of the offset along `axis` since the last update; an unchanged
    /// offset keeps the last direction.
    ///
    /// - Parameters:
    ///   - visibleRect: the visible area, in content coordinates.
    ///   - axis: the axis the content scrolls along.
    ///   - isDisplayed: whether an item already has a view (a cell laid out just beyond the
    ///     edge): such items are not prefetched.
    ///   - itemsIn: the items whose frames intersect a rectangle, in any order.
    /// - Complexity: O(k log k) for the k items in the window, plus what `items` costs.
    public mutating func update(visibleRect: CGRect, axis: Axis, isDisplayed: (ItemPath) -> Bool,
                                items itemsIn: (CGRect) -> [Item]) -> Update {
        let offset = Double(axis == .vertical ? visibleRect.minY : visibleRect.minX)
        if let lastOffset, offset != lastOffset {
            direction = offset > lastOffset ? .forward : .backward
        }
        lastOffset = offset
        let window = windowItems(visibleRect: visibleRect, axis: axis, isDisplayed: isDisplayed, itemsIn: itemsIn)
        let newMembers = Set(window)
        var update = Update()
        update.prefetch = window.filter { !members.contains($0) }
        let left = items.filter { !newMembers.contains($0) && !isDisplayed($0) }
        if !left.isEmpty {
            // Items that came on screen were reached, not abandoned.
            let onScreen = Set(itemsIn(visibleRect).lazy.filter { Self.overlaps($0.frame, visibleRect) }.map(\.path))
            update.cancel = left.filter { !onScreen.contains($0) }.sorted()
        }
        items = window
        members = newMembers
        return update
    }

    /// Follows a batch update: items that stay or move keep their place in the window under their
    /// new paths; deleted items leave it without a cancellation (their data is gone), and
    /// reloaded ones leave it so the next update requests them again.
    public mutating func remap(through mapping: UpdateMapping) {
        items = items.compactMap { mapping.newPath(forOld: $0) }
        members = Set(items)
    }

    /// Forgets the window (after `reloadData`: earlier requests no longer mean anything).
    public mutating func reset() {
        items = []
        members = []
        lastOffset = nil
        direction = .forward
    }

    /// The items between the visible area's leading edge (in the scroll direction) and one
    /// lookahead beyond it, that are neither on screen nor displayed, in the order the user
    /// reaches them.
    private func windowItems(visibleRect: CGRect, axis: Axis, isDisplayed: (ItemPath) -> Bool,
                             itemsIn: (CGRect) -> [Item]) -> [ItemPath] {
        let length = Double(axis == .vertical ? visibleRect.height : visibleRect.width)
        guard lookahead > 0, length > 0 else { return [] }
        let distance = CGFloat(length * lookahead)
        var rect = visibleRect
        switch (axis, direction) {
        case (.vertical, .forward): rect = CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: distance)
        case (.vertical, .backward): rect = CGRect(x: rect.minX, y: rect.minY - distance, width: rect.width, height: distance)
        case (.horizontal, .forward): rect = CGRect(x: rect.maxX, y: rect.minY, width: distance, height: rect.height)
        case (.horizontal, .backward): rect = CGRect(x: rect.minX - distance, y: rect.minY, width: distance, height: rect.height)
        }
        var found = itemsIn(rect).filter { item in
            !item.frame.isEmpty && !Self.overlaps(item.frame, visibleRect) && !isDisplayed(item.path)
        }
        let vertical = axis == .vertical
        switch direction {
        case .forward:
            found.sort { a, b in
                let (ea, eb) = vertical ? (a.frame.minY, b.frame.minY) : (a.frame.minX, b.frame.minX)
                return ea != eb ? ea < eb : a.path < b.path
            }
        case .backward:
            found.sort { a, b in
                let (ea, eb) = vertical ? (a.frame.maxY, b.frame.maxY) : (a.frame.maxX, b.frame.maxX)
                return ea != eb ? ea > eb : a.path > b.path
            }
        }
        return found.map(\.path)
    }

    /// Whether two rectangles share area (touching edges do not count), on rectangles of
    /// infinite width too.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

extension PrefetchWindow {
    /// Moves the window over a table's rows for `viewport`.
    ///
    /// - Complexity: O(log n + k log k) for the k rows in the window among n rows.
    public mutating func update(viewport: Viewport, geometry: TableGeometry, isDisplayed: (ItemPath) -> Bool = { _ in false }) -> Update {
        update(visibleRect: viewport.visibleRect, axis: .vertical, isDisplayed: isDisplayed) { rect in
            guard let range = geometry.rowRange(intersectingMinY: Double(rect.minY), maxY: Double(rect.maxY)) else { return [] }
            var rows: [Item] = []
            geometry.forEachRowFrame(in: range) { path, minY, height in
                rows.append(Item(path: path, frame: CGRect(x: 0, y: minY, width: geometry.width, height: height)))
            }
            return rows
        }
    }
}
