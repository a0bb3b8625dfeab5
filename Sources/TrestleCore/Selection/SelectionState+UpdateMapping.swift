extension SelectionState {
    /// Carries the selection through a batch update, as UIKit keeps it across
    /// `performBatchUpdates`:
    ///
    /// - an item that stays or moves stays selected, at its new path;
    /// - a deleted or reloaded item drops out (UIKit's reloaded rows come back deselected), and so
    ///   do the items of deleted and reloaded sections;
    /// - inserted items, and reloads' replacements, are not selected.
    ///
    /// Every selected path must exist in the mapping's old counts.
    ///
    /// - Complexity: O(k log c) for k selected items and c changes, plus O(k log k) to restore
    ///   table order when moves reorder the selection.
    public mutating func remap(through mapping: UpdateMapping) {
        guard !mapping.isIdentity else { return }
        var remapped: [ItemPath] = []
        remapped.reserveCapacity(paths.count)
        var ordered = true
        for path in paths {
            engineRequire(path.section < mapping.oldSectionCounts.count && path.item < mapping.oldSectionCounts[path.section],
                          "SelectionState.remap(through:): selected item \(path) is not in the update's old counts")
            guard let target = mapping.newPath(forOld: path) else { continue }
            if let last = remapped.last, target < last { ordered = false }
            remapped.append(target)
        }
        if !ordered { remapped.sort() }
        paths = remapped
        didMutate()
    }

    /// The selection after a batch update; see ``remap(through:)``.
    public func remapped(through mapping: UpdateMapping) -> SelectionState {
        var copy = self
        copy.remap(through: mapping)
        return copy
    }
}
