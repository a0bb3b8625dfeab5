extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections at the end.
    ///
    /// Reported, changing nothing: repeats in `identifiers`; a section already in the snapshot
    /// (UIKit refuses existing section identifiers, unlike items).
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        if Self.reportRepeats(in: identifiers, kind: "section") || reportExistingSections(identifiers) { return }
        insertNewSections(identifiers, at: sections.count)
        checkInvariantsIfEnabled()
    }

    /// Inserts empty sections just before `toIdentifier`.
    ///
    /// Reported, changing nothing: repeats in `identifiers`; `toIdentifier` among them;
    /// `toIdentifier` not in the snapshot (`insertIndex != NSNotFound`); a section already there.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: false)
    }

    /// Inserts empty sections just after `toIdentifier`.
    ///
    /// Reported, changing nothing: repeats in `identifiers`; `toIdentifier` among them;
    /// `toIdentifier` not in the snapshot (`insertIndex != NSNotFound`); a section already there.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: true)
    }

    @inlinable
    mutating func insertSections(_ identifiers: [SectionIdentifierType], next destination: SectionIdentifierType, after: Bool) {
        if Self.reportRepeats(in: identifiers, kind: "section") { return }
        if identifiers.contains(destination) {
            TrestleDiagnostics.report(DiffableMessages.sectionDestinationInList(destination, identifiers: identifiers))
            return
        }
        guard let index = sectionLookup[destination] else {
            TrestleDiagnostics.report(DiffableMessages.parameterNotSatisfying("insertIndex != NSNotFound"))
            return
        }
        if reportExistingSections(identifiers) { return }
        insertNewSections(identifiers, at: after ? index + 1 : index)
        checkInvariantsIfEnabled()
    }

    /// Reports the sections of `identifiers` already in the snapshot, if any.
    @inlinable
    func reportExistingSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        let existing = identifiers.filter { sectionLookup[$0] != nil }
        if existing.isEmpty { return false }
        TrestleDiagnostics.report(DiffableMessages.sectionsAlreadyExist(existing))
        return true
    }

    /// Removes sections and their items; identifiers not in the snapshot are ignored, as in UIKit.
    /// Repeats in `identifiers` are reported and change nothing.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        if Self.reportRepeats(in: identifiers, kind: "section") { return }
        removeSections(atSorted: identifiers.compactMap { sectionLookup[$0] }.sorted())
        dropStaleMarks()
        checkInvariantsIfEnabled()
    }

    /// Moves a section, with its items, just before another.
    ///
    /// Reported, changing nothing: the section moved next to itself; `identifier` not in the
    /// snapshot (`fromSection != NSNotFound`); `toIdentifier` not in it (`toSection != NSNotFound`).
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    /// Moves a section, with its items, just after another.
    ///
    /// Reported, changing nothing: the section moved next to itself; `identifier` not in the
    /// snapshot (`fromSection != NSNotFound`); `toIdentifier` not in it (`toSection != NSNotFound`).
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    @inlinable
    mutating func moveSection(_ identifier: SectionIdentifierType, next destination: SectionIdentifierType, after: Bool) {
        if identifier == destination {
            TrestleDiagnostics.report(DiffableMessages.sectionMoveOntoItself(destination))
            return
        }
        guard let from = sectionLookup[identifier] else {
            TrestleDiagnostics.report(DiffableMessages.parameterNotSatisfying("fromSection != NSNotFound"))
            return
        }
        guard sectionLookup[destination] != nil else {
            TrestleDiagnostics.report(DiffableMessages.parameterNotSatisfying("toSection != NSNotFound"))
            return
        }
        let moving = Array(items[sectionStarts[from]..<sectionStarts[from + 1]])
        removeSections(atSorted: [from])
        let index = sectionLookup[destination]! + (after ? 1 : 0)
        insertNewSections([identifier], at: index)
        let inserted = insertNewItems(moving, at: sectionStarts[index], inSection: index)
        assert(inserted, "snapshot: a moved section's items are still present")
        checkInvariantsIfEnabled()
    }
}
