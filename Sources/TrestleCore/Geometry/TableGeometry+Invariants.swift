extension TableGeometry {
    /// Traps with a description of the first broken rule, if any: the section tree holds each
    /// section's extent (padding + header + rows + footer), every extent is finite and non-negative,
    /// and each section's height index is itself consistent.
    ///
    /// Runs after every mutation when `TRESTLE_INTERNAL_CHECKS` is defined.
    ///
    /// - Complexity: O(sections + nodes of every height index).
    public func checkInvariants() {
        checkInvariants(deep: true)
    }

    func checkInvariants(deep: Bool) {
        engineRequire(sectionTree.count == sections.count,
                      "TableGeometry invariant: section tree holds \(sectionTree.count) sections, geometry \(sections.count)")
        engineRequire(isValidExtent(tableHeaderExtent) && isValidExtent(tableFooterExtent),
                      "TableGeometry invariant: table header/footer extents \(tableHeaderExtent), \(tableFooterExtent)")
        if deep { sectionTree.checkInvariants() }
        for index in sections.indices {
            checkSection(index)
            if deep { sections[index].rows.checkInvariants() }
        }
    }

    func checkSection(_ index: Int) {
        let section = sections[index]
        Self.validate(section.extents, section: index, caller: "invariant")
        engineRequire(sectionTree[index] == section.total,
                      "TableGeometry invariant: section tree holds \(sectionTree[index]) for section \(index), whose extent is \(section.total)")
    }
}
