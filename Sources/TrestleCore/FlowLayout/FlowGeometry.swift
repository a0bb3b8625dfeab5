import Foundation

/// The layout of UIKit's `UICollectionViewFlowLayout`: each section's items packed greedily into
/// lines across the scroll axis, between a header and a footer
/// (<doc:TrestleCore/UIKitBehavior#Flow-layout-packing>).
///
/// Scrolling vertically, a section is its header (as wide as the view), its top inset, lines of
/// items filled left to right as far as the section's width less its left and right insets
/// allows, its bottom inset and its footer. Scrolling horizontally everything is transposed:
/// lines become columns filled top to bottom, and ``crossExtent`` is the view's height.
///
/// ## Packing
///
/// Items fill each line greedily; a line is as tall as its tallest item, shorter ones centred in
/// it; lines are exactly `minimumLineSpacing` apart. A full line is justified (a lone item
/// centred), and so is a section's only line.
///
/// - Note: UIKit does not document its last line. Here the last line of a section with several
///   lines is spaced as if it were full of items as wide as its widest one — `k` of them fit,
///   `(W − k·widest) / (k − 1)` apart — so with uniform sizes its items sit on the columns above.
///   When only one such item fits, a lone last item is centred like the one-item lines above it.
///   An empty section has its header and footer but no insets, as in UIKit. An item wider than
///   its line (undefined in UIKit) is centred alone in a line and sticks out on both sides.
///
/// ## Sizes
///
/// Every item has the size its section's ``SectionStyle/itemSize`` gives it (UIKit's `itemSize`,
/// or the estimate with `estimatedItemSize`) until it is given a size of its own with
/// ``setItemSize(_:at:)`` or ``setItemSizes(_:)`` — a delegate's `sizeForItemAt`, or a
/// self-sizing cell's measurement. Own sizes follow their items through batch updates.
///
/// ## Cost
///
/// A section is stored as its style, its item count, its items' own sizes (sparse, sorted by
/// item) and its packed lines in *blocks*: a block is either a run of full lines of default-sized
/// items, placed by arithmetic, or one line that holds an item with a size of its own (or a
/// section's last, partial line). A section with m own sizes has O(m + 1) blocks, so a section
/// of a billion uniform items costs as little as one of ten. Section offsets live in a sum tree.
///
/// Own sizes and blocks are both kept in chunks of a few hundred, so that measuring items never
/// copies a section's store: a size goes into its chunk, and re-packing rebuilds only the lines
/// from the one holding the item before the change until the packing is back on the old line
/// breaks. The lines after keep their blocks and move along the scroll axis through a sum tree of
/// chunk extents.
///
/// - Building: O(sections + own sizes).
/// - ``setItemSizes(_:)``: O(k (log m + c)) for k sizes among a section's m own sizes, in chunks
///   of at most c, plus the lines re-packed around each change — one or two when the change
///   keeps the line breaks.
/// - ``frameForItem(at:)``: O(log sections + log blocks), plus the items before it in its line
///   when that line holds own sizes.
/// - ``placements(in:viewport:)``: O(log sections + log blocks + k) for the k items in the lines
///   the rect crosses.
/// - Memory: O(sections + own sizes).
///
/// ## Rounding
///
/// With a ``displayScale``, every frame the geometry reports — items, headers and footers, at
/// their natural places or pinned — has each edge rounded to the nearest `1 / displayScale`
/// (minimum and maximum separately, so neighbours never overlap), and so does ``contentSize``.
/// The terminal uses a scale of 1: one point is one character cell.
///
/// ## Preconditions
///
/// Extents, sizes, spacings and counts must be finite and non-negative; insets finite.
public struct FlowGeometry: Sendable, Equatable {
    /// The axis the content scrolls along (UIKit's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Sendable, Hashable {
        /// Lines of items run left to right and stack downwards.
        case vertical
        /// Columns of items run top to bottom and stack rightwards.
        case horizontal
    }

    /// Insets around a section's items (UIKit's `UIEdgeInsets` as `sectionInset`).
    public struct Insets: Hashable, Sendable {
        /// Space above the items.
        public var top: Double
        /// Space left of the items.
        public var left: Double
        /// Space below the items.
        public var bottom: Double
        /// Space right of the items.
        public var right: Double

        /// Insets with the given edges, zero by default.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = Insets()
    }

    /// How a section is laid out (UIKit's per-section flow-layout values: the layout's properties,
    /// or what its delegate answers for the section).
    public struct SectionStyle: Hashable, Sendable {
        /// Space around the section's items, inside its header and footer (UIKit's
        /// `sectionInset`).
        public var inset: Insets
        /// The least space between two lines (UIKit's `minimumLineSpacing`); lines are exactly
        /// this far apart.
        public var minimumLineSpacing: Double
        /// The least space between two items of a line (UIKit's `minimumInteritemSpacing`).
        public var minimumInteritemSpacing: Double
        /// The header's size (UIKit's `headerReferenceSize`). Only its extent along the scroll axis
        /// counts — the height when scrolling vertically, the width when horizontally — since a
        /// header spans the view across it; 0 means the section has no header.
        public var headerSize: CGSize
        /// The footer's size (UIKit's `footerReferenceSize`), read as ``headerSize`` is.
        public var footerSize: CGSize
        /// The size of every item that has no size of its own: UIKit's `itemSize`, or the
        /// estimate when the layout has an `estimatedItemSize`.
        public var itemSize: CGSize

        /// A section style; the defaults are UIKit's (zero insets, 10 points of line and interitem
        /// spacing, no header or footer, 50 × 50 items).
        public init(inset: Insets = .zero, minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                    headerSize: CGSize = .zero, footerSize: CGSize = .zero, itemSize: CGSize = CGSize(width: 50, height: 50)) {
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerSize = headerSize
            self.footerSize = footerSize
            self.itemSize = itemSize
        }
    }

    /// A section to lay out: its style and its number of items.
    public struct Section: Sendable, Hashable {
        /// How the section is laid out.
        public var style: SectionStyle
        /// The number of items in the section.
        public var itemCount: Int

        /// A section of `itemCount` items.
        public init(style: SectionStyle = SectionStyle(), itemCount: Int) {
            self.style = style
            self.itemCount = itemCount
        }
    }

    /// What a batch update must say about a section it brings in: its style.
    public typealias NewSection = SectionStyle

    /// The axis the content scrolls along.
    public private(set) var scrollDirection: ScrollDirection

    /// The collection view's extent across the scroll axis: its width when scrolling vertically,
    /// its height when horizontally. Change it with ``setCrossExtent(_:)``.
    public internal(set) var crossExtent: Double

    /// The grid that reported frames snap to: each edge is rounded to the nearest
    /// `1 / displayScale`; `nil` reports exact frames.
    public var displayScale: Double? {
        didSet { Self.validateScale(displayScale, caller: "displayScale") }
    }

    /// Whether section headers pin to the viewport's leading edge while their section is on
    /// screen (UIKit's `sectionHeadersPinToVisibleBounds`). Off by default.
    public var pinsSectionHeaders = false

    /// Whether section footers pin to the viewport's trailing edge while their section is on
    /// screen (UIKit's `sectionFootersPinToVisibleBounds`). Off by default.
    public var pinsSectionFooters = false

    /// The number of items that have a size of their own (memory is O(sections + this)).
    public internal(set) var ownSizeCount = 0

    /// Each section's style, count, own sizes and packed lines.
    var sections: [FlowSection]
    /// Each section's extent along the scroll axis.
    var sectionTree: SectionSumTree
    /// The work mutations did so far (never part of equality).
    var work = FlowWork()

    /// A flow layout of `sections`, each packed into lines `crossExtent` wide (less its insets).
    ///
    /// - Complexity: O(sections): no item is visited.
    public init(scrollDirection: ScrollDirection = .vertical, crossExtent: Double, sections: [Section],
                displayScale: Double? = nil) {
        engineRequire(isValidExtent(crossExtent),
                      "FlowGeometry.init: the cross extent must be finite and non-negative, got \(crossExtent)")
        Self.validateScale(displayScale, caller: "init")
        self.scrollDirection = scrollDirection
        self.crossExtent = crossExtent
        self.displayScale = displayScale
        self.sections = []
        self.sectionTree = SectionSumTree([])
        self.sections = sections.enumerated().map { index, section in
            Self.validate(section.style, section: index, caller: "init")
            engineRequire(section.itemCount >= 0,
                          "FlowGeometry.init: section \(index) has a negative item count, \(section.itemCount)")
            var state = FlowSection(style: section.style, itemCount: section.itemCount)
            packer(for: section.style).repack(&state, from: 0)
            return state
        }
        rebuildSectionTree()
        didMutate()
    }

    /// The number of sections.
    ///
    /// - Complexity: O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`, which must exist.
    ///
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        requireSection(section, "numberOfItems(inSection:)")
        return sections[section].itemCount
    }

    /// The style `section` is laid out with.
    ///
    /// - Complexity: O(1).
    public func style(ofSection section: Int) -> SectionStyle {
        requireSection(section, "style(ofSection:)")
        return sections[section].style
    }

    /// The size of the item at `path`: its own size when it has one, otherwise its section's
    /// ``SectionStyle/itemSize``.
    ///
    /// - Complexity: O(log m) for m own sizes in the section.
    public func itemSize(at path: ItemPath) -> CGSize {
        requireItem(path, "itemSize(at:)")
        let section = sections[path.section]
        return section.ownSizes.size(of: path.item) ?? section.style.itemSize
    }

    /// Whether the item at `path` has a size of its own.
    ///
    /// - Complexity: O(log m) for m own sizes in the section.
    public func hasOwnSize(at path: ItemPath) -> Bool {
        requireItem(path, "hasOwnSize(at:)")
        return sections[path.section].ownSizes.size(of: path.item) != nil
    }

    /// The extent of all the sections along the scroll axis, before any rounding.
    ///
    /// - Complexity: O(1).
    public var totalExtent: Double { sectionTree.total }

    // MARK: Shared helpers

    mutating func rebuildSectionTree() {
        sectionTree = SectionSumTree(sections.map { extent(of: $0) })
        ownSizeCount = sections.reduce(0) { $0 + $1.ownSizes.count }
    }

    /// The offset of `section`'s leading edge along the scroll axis.
    func sectionStart(_ section: Int) -> Double { sectionTree.prefix(section) }

    func requireSection(_ section: Int, _ caller: String) {
        engineRequire(section >= 0 && section < sections.count,
                      "FlowGeometry.\(caller): section \(section) out of range \(describeRange(sections.count))")
    }

    func requireItem(_ path: ItemPath, _ caller: String) {
        requireSection(path.section, caller)
        let count = sections[path.section].itemCount
        engineRequire(path.item >= 0 && path.item < count,
                      "FlowGeometry.\(caller): item \(path.item) out of range \(describeRange(count)) in section \(path.section)")
    }

    static func validateScale(_ scale: Double?, caller: String) {
        if let scale {
            engineRequire(scale.isFinite && scale > 0,
                          "FlowGeometry.\(caller): the display scale must be finite and positive, got \(scale)")
        }
    }

    static func validate(_ style: SectionStyle, section: Int, caller: String) {
        let values: [(String, Double)] = [
            ("minimum line spacing", style.minimumLineSpacing), ("minimum interitem spacing", style.minimumInteritemSpacing),
            ("header width", Double(style.headerSize.width)), ("header height", Double(style.headerSize.height)),
            ("footer width", Double(style.footerSize.width)), ("footer height", Double(style.footerSize.height)),
            ("item width", Double(style.itemSize.width)), ("item height", Double(style.itemSize.height)),
        ]
        for (name, value) in values {
            engineRequire(isValidExtent(value),
                          "FlowGeometry.\(caller): the \(name) of section \(section) must be finite and non-negative, got \(value)")
        }
        for (name, value) in [("top", style.inset.top), ("left", style.inset.left), ("bottom", style.inset.bottom), ("right", style.inset.right)] {
            engineRequire(value.isFinite, "FlowGeometry.\(caller): the \(name) inset of section \(section) must be finite, got \(value)")
        }
    }

    static func validate(_ size: CGSize, at path: ItemPath, caller: String) {
        engineRequire(isValidExtent(Double(size.width)) && isValidExtent(Double(size.height)),
                      "FlowGeometry.\(caller): the size of item \(path) must be finite and non-negative, got \(size)")
    }

    /// Runs after each mutation when `TRESTLE_INTERNAL_CHECKS` is defined: checks `section`, or
    /// every section after a change that touched them all.
    func didMutate(section: Int? = nil) {
        #if TRESTLE_INTERNAL_CHECKS
        if let section {
            checkSection(section)
            checkTotals()
        } else {
            checkInvariants()
        }
        #endif
    }
}
