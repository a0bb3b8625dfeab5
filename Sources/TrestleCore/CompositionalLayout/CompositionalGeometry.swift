import Foundation

/// The geometry behind a compositional layout: sections stacked along the scroll axis, each
/// repeating one group of items — a list row, a grid row of four tiles, a large tile beside two
/// small ones — with boundary headers and footers, badges on items, background decorations, and
/// sections whose groups run across the scroll axis instead (UIKit's orthogonal scrolling).
///
/// The view layer resolves UIKit's `NSCollectionLayoutSection` descriptions — fractional,
/// absolute and estimated dimensions against the container, nested groups, content insets and
/// edge spacing — into a ``Section``: a ``GroupTemplate`` with the frames of its items relative
/// to the group, in the layout's own terms (``Box``: *main* along the scroll axis, *cross*
/// across it). This type places those groups.
///
/// ## Cost
///
/// Each section keeps a ``HeightIndex`` over its groups, holding each group's extent plus the
/// spacing after it: uniform groups cost nothing per item (an index of a million groups of one
/// extent is a single run), measured groups are found and summed in O(log n). Sections are summed
/// in a sum tree. So a million-item list lays out in O(sections), answers a rect in
/// O(log n + k), and measures an item in O(log n).
///
/// ## Coordinates
///
/// Frames are in content coordinates (``ItemLayout``): (0, 0) is the top-left corner of the
/// content. Across the scroll axis the layout spans ``crossExtent`` (the container: the view's
/// width less its content insets, scrolling vertically). Orthogonal sections are shifted across
/// the scroll axis by their ``orthogonalOffsets`` and are clipped by nothing here: the view shows
/// what lies inside its bounds.
public struct CompositionalGeometry: Sendable, Equatable {
    /// The axis the layout scrolls along.
    public enum Axis: Sendable, Hashable {
        /// Scrolls up and down: *main* is y and *cross* is x.
        case vertical
        /// Scrolls sideways: *main* is x and *cross* is y.
        case horizontal
    }

    /// A rect in the layout's terms: `main` along the scroll axis, `cross` across it.
    public struct Box: Sendable, Hashable {
        /// Its leading edge along the scroll axis (its minimum y scrolling vertically).
        public var main: Double
        /// Its leading edge across the scroll axis (its minimum x scrolling vertically).
        public var cross: Double
        /// Its length along the scroll axis.
        public var mainExtent: Double
        /// Its length across the scroll axis.
        public var crossExtent: Double

        /// Creates a box from its leading edges and extents.
        public init(main: Double, cross: Double, mainExtent: Double, crossExtent: Double) {
            self.main = main
            self.cross = cross
            self.mainExtent = mainExtent
            self.crossExtent = crossExtent
        }

        var mainEnd: Double { main + mainExtent }
        var crossEnd: Double { cross + crossExtent }
    }

    /// Insets in the layout's terms.
    public struct Insets: Sendable, Hashable {
        /// The inset at the start of the scroll axis (the top, scrolling vertically).
        public var mainLeading: Double
        /// The inset at the start across the scroll axis (the left, scrolling vertically).
        public var crossLeading: Double
        /// The inset at the end of the scroll axis (the bottom, scrolling vertically).
        public var mainTrailing: Double
        /// The inset at the end across the scroll axis (the right, scrolling vertically).
        public var crossTrailing: Double

        /// Insets with the given edges, zero by default.
        public init(mainLeading: Double = 0, crossLeading: Double = 0, mainTrailing: Double = 0, crossTrailing: Double = 0) {
            self.mainLeading = mainLeading
            self.crossLeading = crossLeading
            self.mainTrailing = mainTrailing
            self.crossTrailing = crossTrailing
        }

        /// No inset on any edge.
        public static let zero = Insets()
    }

    /// How a group's extent along the scroll axis follows its items' measured sizes.
    public enum GroupSizing: Sendable, Hashable {
        /// The group keeps its extent; items keep their template frames.
        case fixed
        /// Items lie side by side across the scroll axis (a horizontal group in a vertical
        /// layout): each measured item takes its measured extent and the group grows to its
        /// tallest item, keeping its own padding around them.
        case estimatedAcross
        /// Items are stacked along the scroll axis (a vertical group in a vertical layout, a list
        /// row): each measured item pushes the ones after it, and the group ends after its last.
        case estimatedAlong
    }

    /// One group of a section, resolved: its extent and the frames of its items relative to the
    /// group's origin, for a full group. A section repeats it; its last group may hold fewer
    /// items, which keep the first frames.
    public struct GroupTemplate: Sendable, Hashable {
        /// The group's extent along the scroll axis (its estimate when ``sizing`` is estimated).
        public var mainExtent: Double
        /// The group's extent across the scroll axis.
        public var crossExtent: Double
        /// The items' frames, relative to the group's origin, in item order.
        public var items: [Box]
        /// The items' z indexes (a custom group's), or empty for 0.
        public var itemZIndexes: [Int]
        /// How the group follows measured items.
        public var sizing: GroupSizing

        /// Creates a template; by default every item has z index 0 and the group keeps its extent.
        public init(mainExtent: Double, crossExtent: Double, items: [Box], itemZIndexes: [Int] = [], sizing: GroupSizing = .fixed) {
            self.mainExtent = mainExtent
            self.crossExtent = crossExtent
            self.items = items
            self.itemZIndexes = itemZIndexes
            self.sizing = sizing
        }

        /// The number of items a full group holds (at least 1).
        public var capacity: Int { max(1, items.count) }
    }

    /// Where a boundary supplementary element sits: before a section's groups along the scroll
    /// axis (a header) or after them (a footer).
    public enum BoundaryEdge: Sendable, Hashable {
        /// Before the groups along the scroll axis: a header.
        case leading
        /// After the groups along the scroll axis: a footer.
        case trailing
    }

    /// A section's (or the layout's) header or footer: UIKit's
    /// `NSCollectionLayoutBoundarySupplementaryItem`, resolved.
    public struct BoundaryItem: Sendable, Hashable {
        /// The supplementary element's kind.
        public var kind: SupplementaryKind
        /// Whether it sits before the section's groups (a header) or after them (a footer).
        public var edge: BoundaryEdge
        /// Its extent along the scroll axis.
        public var mainExtent: Double
        /// Its extent across the scroll axis.
        public var crossExtent: Double
        /// Its leading edge across the scroll axis, from the container's leading edge.
        public var cross: Double
        /// A shift along the scroll axis from its place (UIKit's `absoluteOffset`).
        public var mainOffset: Double
        /// Space kept before it along the scroll axis, inside its section (a list header's top
        /// padding).
        public var leadingSpace: Double
        /// Whether it takes room in the section (UIKit's `extendsBoundary`), or overlaps the content.
        public var extendsBoundary: Bool
        /// Whether it stays in view while its section is (UIKit's `pinToVisibleBounds`).
        public var pinsToVisibleBounds: Bool
        /// Drawing order: higher values draw above lower ones (UIKit's `zIndex`). A pinned item
        /// draws at least at ``CompositionalGeometry/pinnedZIndex``.
        public var zIndex: Int
        /// Whether ``mainExtent`` is an estimate its view refines (a self-sizing header).
        public var isEstimated = false

        /// Creates a boundary item; a negative `leadingSpace` counts as zero.
        public init(kind: SupplementaryKind, edge: BoundaryEdge, mainExtent: Double, crossExtent: Double, cross: Double,
                    mainOffset: Double = 0, leadingSpace: Double = 0, extendsBoundary: Bool = true, pinsToVisibleBounds: Bool = false,
                    zIndex: Int = 0) {
            self.leadingSpace = max(0, leadingSpace)
            self.kind = kind
            self.edge = edge
            self.mainExtent = mainExtent
            self.crossExtent = crossExtent
            self.cross = cross
            self.mainOffset = mainOffset
            self.extendsBoundary = extendsBoundary
            self.pinsToVisibleBounds = pinsToVisibleBounds
            self.zIndex = zIndex
        }
    }

    /// A supplementary element attached to every item of a section (a badge): UIKit's
    /// `NSCollectionLayoutSupplementaryItem`, resolved. Its origin is the item's origin plus
    /// `anchor` times the item's size plus `offset`, less `itemAnchor` times its own size.
    public struct ItemSupplementary: Sendable, Hashable {
        /// The supplementary element's kind.
        public var kind: SupplementaryKind
        /// The element's extent along the scroll axis.
        public var mainExtent: Double
        /// The element's extent across the scroll axis.
        public var crossExtent: Double
        /// Fractions (0, 0.5 or 1 for UIKit's edges) of the item's extents.
        public var anchorMain: Double
        /// The fraction of the item's extent across the scroll axis at which the anchor point lies
        /// (0, 0.5 or 1 for UIKit's edges).
        public var anchorCross: Double
        /// Absolute offsets from the anchor point.
        public var offsetMain: Double
        /// The shift of the element from the anchor point across the scroll axis, in points.
        public var offsetCross: Double
        /// Fractions of the element's own extents placed at the anchor point.
        public var itemAnchorMain: Double
        /// The fraction of the element's own extent across the scroll axis placed at the anchor point.
        public var itemAnchorCross: Double
        /// Drawing order: higher values draw above lower ones (UIKit's `zIndex`).
        public var zIndex: Int

        /// Creates an attached element; by default it has no offset, its origin sits at the anchor
        /// point, and it draws at z index 1 (items draw at 0 unless their group says otherwise).
        public init(kind: SupplementaryKind, mainExtent: Double, crossExtent: Double, anchorMain: Double, anchorCross: Double,
                    offsetMain: Double = 0, offsetCross: Double = 0, itemAnchorMain: Double = 0, itemAnchorCross: Double = 0, zIndex: Int = 1) {
            self.kind = kind
            self.mainExtent = mainExtent
            self.crossExtent = crossExtent
            self.anchorMain = anchorMain
            self.anchorCross = anchorCross
            self.offsetMain = offsetMain
            self.offsetCross = offsetCross
            self.itemAnchorMain = itemAnchorMain
            self.itemAnchorCross = itemAnchorCross
            self.zIndex = zIndex
        }
    }

    /// A view behind a whole section (UIKit's background `NSCollectionLayoutDecorationItem`): the
    /// section's frame — headers and footers included, across the whole container — less `insets`.
    public struct Decoration: Sendable, Hashable {
        /// The decoration view's kind.
        public var kind: SupplementaryKind
        /// The distances by which the decoration's frame is inset from the section's frame.
        public var insets: Insets
        /// Drawing order: higher values draw above lower ones (UIKit's `zIndex`).
        public var zIndex: Int

        /// Creates a decoration covering the whole section unless `insets` say otherwise.
        public init(kind: SupplementaryKind, insets: Insets = .zero, zIndex: Int = 0) {
            self.kind = kind
            self.insets = insets
            self.zIndex = zIndex
        }
    }

    /// A section, resolved: everything but its item count.
    public struct Section: Sendable, Hashable {
        /// The group the section repeats.
        public var group: GroupTemplate
        /// The space kept around the section's groups, inside its headers and footers (UIKit's
        /// `contentInsets`).
        public var insets: Insets
        /// The space between groups (along the scroll axis; across it in an orthogonal section).
        public var interGroupSpacing: Double
        /// Whether the groups run across the scroll axis, in a strip the user scrolls sideways.
        public var scrollsOrthogonally: Bool
        /// The section's headers and footers.
        public var boundaryItems: [BoundaryItem]
        /// The elements attached to each of the section's items (badges).
        public var itemSupplementaries: [ItemSupplementary]
        /// The views drawn behind the section.
        public var decorations: [Decoration]

        /// Creates a section; by default it has no insets, spacing, supplementary elements or
        /// decorations, and its groups run along the scroll axis.
        public init(group: GroupTemplate, insets: Insets = .zero, interGroupSpacing: Double = 0, scrollsOrthogonally: Bool = false,
                    boundaryItems: [BoundaryItem] = [], itemSupplementaries: [ItemSupplementary] = [], decorations: [Decoration] = []) {
            self.group = group
            self.insets = insets
            self.interGroupSpacing = interGroupSpacing
            self.scrollsOrthogonally = scrollsOrthogonally
            self.boundaryItems = boundaryItems
            self.itemSupplementaries = itemSupplementaries
            self.decorations = decorations
        }

        /// Whether its items' extents follow their cells.
        public var isSelfSizing: Bool { group.sizing != .fixed }
    }

    /// A section and its items' state.
    struct SectionState: Sendable, Equatable {
        var spec: Section
        var itemCount: Int
        /// One row per group: its extent plus the inter-group spacing after it. Unused (empty)
        /// in an orthogonal section.
        var groups: HeightIndex
        /// Measured main extents of items, by item, in sections whose groups hold more than one
        /// item (a one-item group's measurement is its row in `groups`).
        var measured: [Int: Double]
        /// Measured main extents of self-sizing boundary items, by kind.
        var boundaryMeasured: [SupplementaryKind: Double] = [:]

        /// The section's boundary items, with their measured extents.
        var boundaryItems: [BoundaryItem] {
            guard !boundaryMeasured.isEmpty else { return spec.boundaryItems }
            return spec.boundaryItems.map { item in
                var item = item
                if item.isEstimated, let extent = boundaryMeasured[item.kind] { item.mainExtent = extent }
                return item
            }
        }

        var groupCount: Int { Self.groupCount(items: itemCount, capacity: spec.group.capacity) }

        static func groupCount(items: Int, capacity: Int) -> Int { (items + capacity - 1) / capacity }
    }

    /// The axis the layout scrolls along.
    public let axis: Axis
    /// The container's extent across the scroll axis.
    public private(set) var crossExtent: Double
    /// The space between sections.
    public private(set) var interSectionSpacing: Double
    /// The layout's own headers and footers (UIKit's configuration `boundarySupplementaryItems`),
    /// before the first section and after the last, at `ItemPath(section: 0, item: 0)`.
    public private(set) var layoutBoundaryItems: [BoundaryItem]
    /// Frames are rounded to multiples of `1 / displayScale` (0 leaves them unrounded).
    public var displayScale: Double
    /// How far each orthogonal section's strip is scrolled, by section (0 when absent).
    public var orthogonalOffsets: [Int: Double] = [:]

    var sections: [SectionState]
    /// Each section's extent plus the inter-section spacing after it.
    var sectionTree: SectionSumTree

    /// A layout of `sections`, each with its item count.
    public init(axis: Axis, crossExtent: Double, sections: [(Section, itemCount: Int)], interSectionSpacing: Double = 0,
                layoutBoundaryItems: [BoundaryItem] = [], displayScale: Double = 0) {
        self.axis = axis
        self.crossExtent = max(0, crossExtent)
        self.interSectionSpacing = max(0, interSectionSpacing)
        self.layoutBoundaryItems = layoutBoundaryItems
        self.displayScale = displayScale
        self.sections = sections.map { Self.makeState($0.0, itemCount: $0.itemCount) }
        self.sectionTree = SectionSumTree([])
        rebuildSectionTree()
    }

    static func makeState(_ spec: Section, itemCount: Int) -> SectionState {
        let count = max(0, itemCount)
        let groups = spec.scrollsOrthogonally ? 0 : SectionState.groupCount(items: count, capacity: spec.group.capacity)
        return SectionState(spec: spec, itemCount: count,
                            groups: HeightIndex(count: groups, estimate: max(0, spec.group.mainExtent) + max(0, spec.interGroupSpacing)),
                            measured: [:])
    }

    // MARK: Sections

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].itemCount }

    /// The resolved description of `section`.
    public func section(_ section: Int) -> Section { sections[section].spec }

    /// The extent of the layout's headers (or footers) along the scroll axis.
    func layoutBoundaryExtent(_ edge: BoundaryEdge) -> Double {
        layoutBoundaryItems.filter { $0.edge == edge && $0.extendsBoundary }.map { $0.leadingSpace + $0.mainExtent }.max() ?? 0
    }

    /// The extent the section's headers (or footers) take along the scroll axis.
    static func boundaryExtent(_ state: SectionState, _ edge: BoundaryEdge) -> Double {
        state.boundaryItems.filter { $0.edge == edge && $0.extendsBoundary }.map { $0.leadingSpace + $0.mainExtent }.max() ?? 0
    }

    /// The extent of the section's groups along the scroll axis.
    static func groupsExtent(_ state: SectionState) -> Double {
        if state.spec.scrollsOrthogonally {
            return state.itemCount > 0 ? max(0, state.spec.group.mainExtent) : 0
        }
        return state.groups.count > 0 ? max(0, state.groups.totalExtent - max(0, state.spec.interGroupSpacing)) : 0
    }

    /// The section's whole extent along the scroll axis.
    static func extent(of state: SectionState) -> Double {
        boundaryExtent(state, .leading) + state.spec.insets.mainLeading + groupsExtent(state)
            + state.spec.insets.mainTrailing + boundaryExtent(state, .trailing)
    }

    mutating func rebuildSectionTree() {
        sectionTree = SectionSumTree(sections.map { Self.extent(of: $0) + interSectionSpacing })
    }

    mutating func refreshSection(_ section: Int) {
        sectionTree.set(Self.extent(of: sections[section]) + interSectionSpacing, at: section)
    }

    /// Where `section` starts along the scroll axis.
    public func sectionStart(_ section: Int) -> Double {
        layoutBoundaryExtent(.leading) + sectionTree.prefix(section)
    }

    /// Where the groups of `section` start along the scroll axis.
    func groupsStart(_ section: Int, sectionStart: Double) -> Double {
        sectionStart + Self.boundaryExtent(sections[section], .leading) + sections[section].spec.insets.mainLeading
    }

    /// The extent of all the content along the scroll axis.
    public var contentMainExtent: Double {
        let sectionsExtent = sections.isEmpty ? 0 : max(0, sectionTree.total - interSectionSpacing)
        return layoutBoundaryExtent(.leading) + sectionsExtent + layoutBoundaryExtent(.trailing)
    }

    /// The size of all the content.
    public var contentSize: CGSize {
        rect(Box(main: 0, cross: 0, mainExtent: contentMainExtent, crossExtent: crossExtent)).size
    }

    // MARK: Changing the description

    /// Lays the layout out for a container `crossExtent` wide (across the scroll axis), with
    /// sections resolved again for it. Sections whose description is unchanged keep their
    /// measured sizes.
    public mutating func setCrossExtent(_ extent: Double, sections specs: [Section]) {
        crossExtent = max(0, extent)
        setSections(specs)
    }

    /// Replaces the sections' descriptions (one per section, counts unchanged). A section whose
    /// group keeps its shape keeps its measured sizes; others start unmeasured.
    public mutating func setSections(_ specs: [Section]) {
        engineRequire(specs.count == sections.count,
                      "CompositionalGeometry.setSections(_:): \(specs.count) descriptions for \(sections.count) sections")
        for (index, spec) in specs.enumerated() where spec != sections[index].spec {
            let old = sections[index]
            var state = Self.makeState(spec, itemCount: old.itemCount)
            // Measured sizes stay when the group keeps its shape and its estimate; a fixed group
            // has nothing measured to keep.
            if old.spec.group == spec.group, spec.group.sizing != .fixed,
               old.spec.interGroupSpacing == spec.interGroupSpacing, old.spec.scrollsOrthogonally == spec.scrollsOrthogonally {
                state.groups = old.groups
                state.measured = old.measured
            }
            // A header's measurement stays while its description does.
            for (kind, extent) in old.boundaryMeasured
            where old.spec.boundaryItems.first(where: { $0.kind == kind }) == spec.boundaryItems.first(where: { $0.kind == kind }) {
                state.boundaryMeasured[kind] = extent
            }
            sections[index] = state
        }
        rebuildSectionTree()
    }

    /// Changes the space between sections.
    public mutating func setInterSectionSpacing(_ spacing: Double) {
        interSectionSpacing = max(0, spacing)
        rebuildSectionTree()
    }

    /// Changes the layout's own headers and footers.
    public mutating func setLayoutBoundaryItems(_ items: [BoundaryItem]) {
        layoutBoundaryItems = items
    }

    // MARK: Axis helpers

    /// The content-coordinate rect of `box`, rounded to the display scale.
    func rect(_ box: Box) -> CGRect {
        let minMain = snap(box.main), maxMain = snap(box.mainEnd)
        let minCross = snap(box.cross), maxCross = snap(box.crossEnd)
        switch axis {
        case .vertical: return CGRect(x: minCross, y: minMain, width: maxCross - minCross, height: maxMain - minMain)
        case .horizontal: return CGRect(x: minMain, y: minCross, width: maxMain - minMain, height: maxCross - minCross)
        }
    }

    /// `value` rounded to the display scale.
    func snap(_ value: Double) -> Double {
        guard displayScale > 0, value.isFinite else { return value }
        return (value * displayScale).rounded() / displayScale
    }

    func mainRange(of rect: CGRect) -> (min: Double, max: Double) {
        axis == .vertical ? (Double(rect.minY), Double(rect.maxY)) : (Double(rect.minX), Double(rect.maxX))
    }

    func crossRange(of rect: CGRect) -> (min: Double, max: Double) {
        axis == .vertical ? (Double(rect.minX), Double(rect.maxX)) : (Double(rect.minY), Double(rect.maxY))
    }
}
