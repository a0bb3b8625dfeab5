extension TableGeometry {
    /// Sets the table header view's extent.
    public mutating func setTableHeaderExtent(_ extent: Double) {
        engineRequire(isValidExtent(extent), "TableGeometry.setTableHeaderExtent(_:): extent must be finite and non-negative, got \(extent)")
        tableHeaderExtent = extent
    }

    /// Sets the table footer view's extent.
    public mutating func setTableFooterExtent(_ extent: Double) {
        engineRequire(isValidExtent(extent), "TableGeometry.setTableFooterExtent(_:): extent must be finite and non-negative, got \(extent)")
        tableFooterExtent = extent
    }

    /// Sets the padding, header and footer extents of `section`.
    ///
    /// - Complexity: O(log sections).
    public mutating func setExtents(_ extents: SectionExtents, ofSection section: Int) {
        requireSection(section, "setExtents(_:ofSection:)")
        Self.validate(extents, section: section, caller: "setExtents(_:ofSection:)")
        sections[section].extents = extents
        refreshSection(section)
        didMutate(section: section)
    }

    /// Records the measured extent of a row.
    ///
    /// - Complexity: O(log sections + log rows).
    public mutating func setRowExtent(_ extent: Double, at path: ItemPath) {
        requireRow(path, "setRowExtent(_:at:)")
        engineRequire(isValidExtent(extent), "TableGeometry.setRowExtent(_:at:): extent must be finite and non-negative, got \(extent) for row \(path)")
        sections[path.section].rows.setExtent(extent, forRow: path.item)
        refreshSection(path.section)
        didMutate(section: path.section)
    }

    /// Forgets a row's measurement; it takes the estimate again.
    public mutating func invalidateRowExtent(at path: ItemPath) {
        requireRow(path, "invalidateRowExtent(at:)")
        sections[path.section].rows.invalidateMeasurement(ofRow: path.item)
        refreshSection(path.section)
        didMutate(section: path.section)
    }

    /// Sets the estimate used for every unmeasured row in every section.
    ///
    /// - Complexity: O(sections); each section's change is O(1).
    public mutating func setEstimatedRowExtent(_ estimate: Double) {
        engineRequire(isValidExtent(estimate), "TableGeometry.setEstimatedRowExtent(_:): estimate must be finite and non-negative, got \(estimate)")
        for index in sections.indices { sections[index].rows.setEstimate(estimate) }
        rebuildSectionTree()
        didMutate()
    }

    /// Forgets every row measurement (what `reloadData` does to heights).
    ///
    /// - Complexity: O(sections).
    public mutating func removeAllRowMeasurements() {
        for index in sections.indices { sections[index].rows.removeAllMeasurements() }
        rebuildSectionTree()
        didMutate()
    }

    /// Inserts `count` unmeasured rows into `section` so that the first becomes row `row`.
    ///
    /// - Complexity: O(log sections + log rows).
    public mutating func insertItems(inSection section: Int, at row: Int, count: Int) {
        requireSection(section, "insertItems(inSection:at:count:)")
        let rows = sections[section].rows.count
        engineRequire(row >= 0 && row <= rows, "TableGeometry.insertItems(inSection:at:count:): position \(row) out of range 0...\(rows) in section \(section)")
        engineRequire(count >= 0, "TableGeometry.insertItems(inSection:at:count:): count must not be negative, got \(count)")
        sections[section].rows.insertRows(at: row, count: count)
        refreshSection(section)
        didMutate(section: section)
    }

    /// Removes rows from `section`.
    ///
    /// - Complexity: O(log sections + log rows) plus O(1) per removed measured block.
    public mutating func removeItems(inSection section: Int, _ range: Range<Int>) {
        requireSection(section, "removeItems(inSection:_:)")
        let rows = sections[section].rows.count
        engineRequire(range.lowerBound >= 0 && range.upperBound <= rows,
                      "TableGeometry.removeItems(inSection:_:): range \(range.lowerBound)..<\(range.upperBound) out of range \(describeRange(rows)) in section \(section)")
        sections[section].rows.removeRows(range)
        refreshSection(section)
        didMutate(section: section)
    }

    /// Inserts a section.
    ///
    /// - Complexity: O(sections): the section tree is rebuilt.
    public mutating func insertSection(at section: Int, extents: SectionExtents, rowCount: Int, estimatedRowExtent: Double) {
        engineRequire(section >= 0 && section <= sections.count,
                      "TableGeometry.insertSection(at:...): position \(section) out of range 0...\(sections.count)")
        Self.validate(extents, section: section, caller: "insertSection(at:...)")
        engineRequire(rowCount >= 0, "TableGeometry.insertSection(at:...): row count must not be negative, got \(rowCount)")
        sections.insert(SectionLayout(extents: extents, rows: HeightIndex(count: rowCount, estimate: estimatedRowExtent)), at: section)
        rebuildSectionTree()
        didMutate()
    }

    /// Removes a section.
    ///
    /// - Complexity: O(sections): the section tree is rebuilt.
    public mutating func removeSection(at section: Int) {
        requireSection(section, "removeSection(at:)")
        sections.remove(at: section)
        rebuildSectionTree()
        didMutate()
    }
}
