extension NSDiffableDataSourceSnapshot {
    /// Marks items whose cells must be replaced when the snapshot is applied (a new cell is
    /// dequeued, so `prepareForReuse` runs).
    ///
    /// Reported, marking nothing: repeats in `identifiers`; an item not in the snapshot
    /// ("Attempted to reload item identifier that does not exist in the snapshot: …").
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard validateMarks(identifiers, action: "reload") else { return }
        reloadedItems.insert(contentsOf: identifiers)
    }

    /// Marks items whose existing cells must be configured again when the snapshot is applied,
    /// keeping the cells (cheaper than reloading).
    ///
    /// Reported, marking nothing: repeats in `identifiers`; an item not in the snapshot
    /// ("Attempted to reconfigure item identifier that does not exist in the snapshot: …").
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard validateMarks(identifiers, action: "reconfigure") else { return }
        reconfiguredItems.insert(contentsOf: identifiers)
    }

    /// Marks sections to reload when the snapshot is applied: their header, footer and cells are
    /// replaced.
    ///
    /// Reported, marking nothing: repeats in `identifiers`; a section not in the snapshot
    /// ("Attempted to reload section identifier that does not exist in the snapshot: …").
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if Self.reportRepeats(in: identifiers, kind: "section") { return }
        if let missing = identifiers.first(where: { sectionLookup[$0] == nil }) {
            TrestleDiagnostics.report(DiffableMessages.doesNotExist(action: "reload", kind: "section", missing))
            return
        }
        reloadedSections.insert(contentsOf: identifiers)
    }

    /// The snapshot without its reload and reconfigure marks: what a data source shows once a
    /// snapshot is applied. The marks ask for one change each; `snapshot()` hands back none, so a
    /// snapshot taken from the data source, edited and applied again does not repeat earlier reloads.
    package var withoutMarks: Self {
        var copy = self
        copy.removeMarks()
        return copy
    }

    /// Drops every reload and reconfigure mark.
    package mutating func removeMarks() {
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    @inlinable
    func validateMarks(_ identifiers: [ItemIdentifierType], action: String) -> Bool {
        if Self.reportRepeats(in: identifiers, kind: "item") { return false }
        if let missing = identifiers.first(where: { position(ofItem: $0) == nil }) {
            TrestleDiagnostics.report(DiffableMessages.doesNotExist(action: action, kind: "item", missing))
            return false
        }
        return true
    }
}
