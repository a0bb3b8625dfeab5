/// Sections of items, named by identifiers: the input of a ``SectionedDifference``.
///
/// Items are stored flat, section after section, with each section's start offset — the layout a
/// diffable snapshot keeps, so building one from a snapshot copies nothing.
public struct SectionedIdentifiers<SectionID: Hashable, ItemID: Hashable> {
    /// The section identifiers, in order.
    public let sections: [SectionID]
    /// Every item identifier, section after section.
    public let items: [ItemID]
    /// Where each section's items start in ``items``, plus `items.count` at the end: section `s`
    /// holds `items[sectionStarts[s]..<sectionStarts[s + 1]]`.
    public let sectionStarts: [Int]

    /// Creates the input from flat storage.
    ///
    /// - Precondition: `sectionStarts` has `sections.count + 1` entries, starts at 0, never
    ///   decreases and ends at `items.count`.
    public init(sections: [SectionID], items: [ItemID], sectionStarts: [Int]) {
        self.sections = sections
        self.items = items
        self.sectionStarts = sectionStarts
        checkInvariants()
    }

    /// Creates the input from sections paired with their items.
    public init(_ contents: [(section: SectionID, items: [ItemID])]) {
        var items: [ItemID] = []
        var starts = [0]
        starts.reserveCapacity(contents.count + 1)
        for (_, sectionItems) in contents {
            items.append(contentsOf: sectionItems)
            starts.append(items.count)
        }
        self.init(sections: contents.map(\.section), items: items, sectionStarts: starts)
    }

    /// The number of items in section `index`.
    @inlinable
    public func itemCount(inSection index: Int) -> Int {
        sectionStarts[index + 1] - sectionStarts[index]
    }

    /// The items of section `index`.
    @inlinable
    public func items(inSection index: Int) -> ArraySlice<ItemID> {
        items[sectionStarts[index]..<sectionStarts[index + 1]]
    }

    /// Sections paired with their items.
    public var contents: [(section: SectionID, items: [ItemID])] {
        sections.indices.map { (sections[$0], Array(items(inSection: $0))) }
    }

    /// Traps unless the section starts describe the items.
    public func checkInvariants() {
        engineRequire(sectionStarts.count == sections.count + 1,
                      "SectionedIdentifiers: \(sectionStarts.count) section starts for \(sections.count) sections; expected \(sections.count + 1)")
        engineRequire(sectionStarts.first == 0, "SectionedIdentifiers: the first section must start at 0")
        engineRequire(sectionStarts.last == items.count,
                      "SectionedIdentifiers: the last section ends at \(sectionStarts.last ?? 0), not at the item count \(items.count)")
        for index in sections.indices {
            engineRequire(sectionStarts[index] <= sectionStarts[index + 1],
                          "SectionedIdentifiers: section \(index) has a negative item count")
        }
    }
}

extension SectionedIdentifiers: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension SectionedIdentifiers: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.sectionStarts == rhs.sectionStarts && lhs.items == rhs.items
    }
}
