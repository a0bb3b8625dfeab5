extension ScrollAnchor {
    /// The anchor after a batch update, so that the content under the user's eye stays still
    /// (<doc:TrestleCore/UIKitBehavior#Updates-above-the-viewport>: inserts and deletes above the
    /// viewport keep the first visible row's on-screen position).
    ///
    /// - A row or section that keeps its place among the unmoved ones stays the anchor, at its new
    ///   index.
    /// - A reloaded row or section hands the anchor to its replacement.
    /// - A deleted **or moved** row hands it to the next row of its section that stays; when none
    ///   does, to the section's footer, which now follows the rows above. (Following a moved row
    ///   would scroll the table to wherever the row went.)
    /// - A deleted or moved section hands it to the top padding of the next section that stays,
    ///   or to the table footer.
    ///
    /// The distance from the pin line is kept; ask the updated geometry for
    /// ``TableGeometry/offsetY(keeping:in:)`` and clamp the result.
    ///
    /// - Complexity: O(log k) for k changes.
    public func remapped(through mapping: UpdateMapping) -> ScrollAnchor {
        ScrollAnchor(element: remappedElement(through: mapping), distanceFromPinTop: distanceFromPinTop)
    }

    private func remappedElement(through mapping: UpdateMapping) -> TableElement {
        switch element {
        case .tableHeader, .tableFooter:
            return element
        case .topPadding(let section):
            return sectionElement(section, mapping) { .topPadding(section: $0) }
        case .header(let section):
            return sectionElement(section, mapping) { .header(section: $0) }
        case .footer(let section):
            return sectionElement(section, mapping) { .footer(section: $0) }
        case .row(let path):
            if let target = mapping.newPath(forReloaded: path) { return .row(target) }
            guard mapping.sectionStays(path.section) else {
                if let reloaded = mapping.newSection(forReloaded: path.section) { return .topPadding(section: reloaded) }
                return nextStayingSection(after: path.section, mapping)
            }
            let section = mapping.staysSectionTarget(path.section)
            let removed = mapping.removedRows[path.section] ?? .empty
            // The row itself when it stays, otherwise the next row of its section that stays.
            let row = removed.nextGap(atOrAfter: path.item)
            guard row < mapping.oldSectionCounts[path.section] else { return .footer(section: section) }
            return .row(ItemPath(section: section, item: mapping.stayingRowTarget(row - removed.rank(row), inNewSection: section)))
        }
    }

    private func sectionElement(_ section: Int, _ mapping: UpdateMapping, _ make: (Int) -> TableElement) -> TableElement {
        if mapping.sectionStays(section) { return make(mapping.staysSectionTarget(section)) }
        if let reloaded = mapping.newSection(forReloaded: section) { return make(reloaded) }
        return nextStayingSection(after: section, mapping)
    }

    private func nextStayingSection(after section: Int, _ mapping: UpdateMapping) -> TableElement {
        let next = mapping.removedSections.nextGap(atOrAfter: section)
        guard next < mapping.oldSectionCounts.count else { return .tableFooter }
        return .topPadding(section: mapping.staysSectionTarget(next))
    }
}
