import Foundation

/// The three table styles. The engine needs the style only to know whether section headers and
/// footers float (plain) or scroll with the content (grouped, inset grouped).
public enum TableStyle: Sendable, Hashable, CaseIterable {
    /// Sections run edge to edge and their headers and footers float (UIKit's `.plain`).
    case plain
    /// Sections run edge to edge and their headers and footers scroll with the content (UIKit's `.grouped`).
    case grouped
    /// Sections are inset, rounded groups whose headers and footers scroll with the content (UIKit's `.insetGrouped`).
    case insetGrouped

    /// Whether section headers and footers pin to the viewport's edges.
    public var floatsSectionHeadersAndFooters: Bool { self == .plain }
}

/// The extents of one section's parts other than its rows.
public struct SectionExtents: Sendable, Hashable {
    /// Space above the header (UIKit's `sectionHeaderTopPadding`).
    public var topPadding: Double
    /// The header's height; 0 for no header.
    public var header: Double
    /// The footer's height; 0 for no footer.
    public var footer: Double

    /// Extents with the given parts, zero by default.
    public init(topPadding: Double = 0, header: Double = 0, footer: Double = 0) {
        self.topPadding = topPadding
        self.header = header
        self.footer = footer
    }
}

/// The vertical layout of a table: table header, then for each section its top padding, header,
/// rows and footer, then the table footer. All positions are in content coordinates (y = 0 at the
/// top of the table header); every rect spans the table's full width.
///
/// Sections are kept in an array beside a segment tree of their extents, and each section's rows
/// in a ``HeightIndex``, so every query is O(log sections + log rows).
public struct TableGeometry: Sendable, Equatable {
    /// The table's style, which decides whether section headers and footers float.
    public let style: TableStyle
    /// The table's width; every rect the geometry reports spans it.
    public var width: Double
    /// The table header view's height, above the first section; 0 for none (``setTableHeaderExtent(_:)``).
    public internal(set) var tableHeaderExtent: Double = 0
    /// The table footer view's height, below the last section; 0 for none (``setTableFooterExtent(_:)``).
    public internal(set) var tableFooterExtent: Double = 0

    @usableFromInline
    var sections: [SectionLayout] = []
    var sectionTree = SectionSumTree([])

    @usableFromInline
    struct SectionLayout: Sendable, Equatable {
        var extents: SectionExtents
        var rows: HeightIndex

        var total: Double { extents.topPadding + extents.header + rows.totalExtent + extents.footer }
        var rowsStart: Double { extents.topPadding + extents.header }
    }

    /// Creates an empty geometry.
    public init(style: TableStyle, width: Double) {
        self.style = style
        self.width = width
    }

    /// Creates a geometry with one section for each element of `sections`.
    ///
    /// - Complexity: O(sections).
    public init(style: TableStyle, width: Double, sections: [(extents: SectionExtents, rowCount: Int)],
                estimatedRowExtent: Double) {
        self.init(style: style, width: width)
        self.sections = sections.enumerated().map { index, section in
            Self.validate(section.extents, section: index, caller: "init")
            engineRequire(section.rowCount >= 0, "TableGeometry: section \(index) has a negative row count, \(section.rowCount)")
            return SectionLayout(extents: section.extents, rows: HeightIndex(count: section.rowCount, estimate: estimatedRowExtent))
        }
        rebuildSectionTree()
        didMutate()
    }

    /// The number of sections.
    @inlinable
    public var numberOfSections: Int { sections.count }

    /// The number of rows in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        requireSection(section, "numberOfItems(inSection:)")
        return sections[section].rows.count
    }

    /// The extents of `section`'s padding, header and footer.
    public func extents(ofSection section: Int) -> SectionExtents {
        requireSection(section, "extents(ofSection:)")
        return sections[section].extents
    }

    /// The height index of `section`'s rows.
    public func rows(inSection section: Int) -> HeightIndex {
        requireSection(section, "rows(inSection:)")
        return sections[section].rows
    }

    /// The height of all the content: table header, sections and table footer.
    ///
    /// - Complexity: O(1).
    public var contentHeight: Double { tableHeaderExtent + sectionTree.total + tableFooterExtent }

    mutating func rebuildSectionTree() {
        sectionTree = SectionSumTree(sections.map(\.total))
    }

    mutating func refreshSection(_ section: Int) {
        sectionTree.set(sections[section].total, at: section)
    }

    func requireSection(_ section: Int, _ caller: String) {
        engineRequire(section >= 0 && section < sections.count,
                      "TableGeometry.\(caller): section \(section) out of range \(describeRange(sections.count))")
    }

    func requireRow(_ path: ItemPath, _ caller: String) {
        requireSection(path.section, caller)
        let rows = sections[path.section].rows.count
        engineRequire(path.item >= 0 && path.item < rows,
                      "TableGeometry.\(caller): row \(path.item) out of range \(describeRange(rows)) in section \(path.section)")
    }

    static func validate(_ extents: SectionExtents, section: Int, caller: String) {
        for (name, value) in [("top padding", extents.topPadding), ("header", extents.header), ("footer", extents.footer)] {
            engineRequire(isValidExtent(value),
                          "TableGeometry.\(caller): \(name) extent of section \(section) must be finite and non-negative, got \(value)")
        }
    }

    /// Runs after each mutation when `TRESTLE_INTERNAL_CHECKS` is defined: checks the section
    /// that changed (each height index checks itself as it mutates), or every section's cached
    /// extent after a change that touched them all.
    func didMutate(section: Int? = nil) {
        #if TRESTLE_INTERNAL_CHECKS
        if let section {
            checkSection(section)
        } else {
            checkInvariants(deep: false)
        }
        #endif
    }
}
