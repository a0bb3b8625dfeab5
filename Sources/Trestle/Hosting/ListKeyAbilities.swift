import Foundation
import TrestleCore

/// What a list's keys can do beyond moving and selecting, so that a host's key help lists only
/// keys that do something on the screen shown: swipe actions on its rows, editing (deleting or
/// moving rows).
package struct ListKeyAbilities: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The focused row (or the first, with nothing focused) has swipe actions.
    package static let swipeActions = ListKeyAbilities(rawValue: 1)
    /// Rows can be deleted or moved while editing.
    package static let editing = ListKeyAbilities(rawValue: 2)
}

/// A view whose keys go beyond a plain list's (a table, a collection view).
@MainActor
package protocol ListKeyAbilityReporting: AnyObject {
    /// What the keys can do on this list now.
    var listKeyAbilities: ListKeyAbilities { get }
}

extension SwipeActionsHost {
    /// Whether `path` has swipe actions on either edge.
    func offersSwipeActions(at path: ItemPath?) -> Bool {
        guard let path, isValidSwipeItem(path) else { return false }
        return swipeActionsConfiguration(for: path, edge: .trailing)?.actions.isEmpty == false
            || swipeActionsConfiguration(for: path, edge: .leading)?.actions.isEmpty == false
    }
}

extension UITableView: ListKeyAbilityReporting {
    package var listKeyAbilities: ListKeyAbilities {
        var abilities: ListKeyAbilities = []
        let path = indexPathForFocusedRow?.itemPath ?? indexPathsForVisibleRows?.first?.itemPath
        if offersSwipeActions(at: path) { abilities.insert(.swipeActions) }
        if dataSourceImplementsCommit || dataSourceImplementsMove { abilities.insert(.editing) }
        return abilities
    }
}

extension UICollectionView: ListKeyAbilityReporting {
    package var listKeyAbilities: ListKeyAbilities {
        var abilities: ListKeyAbilities = []
        let path = indexPathForFocusedItem?.itemPath ?? indexPathsForVisibleItems.min()?.itemPath
        if offersSwipeActions(at: path) { abilities.insert(.swipeActions) }
        if dataSourceImplementsMoveItem { abilities.insert(.editing) }
        return abilities
    }
}
