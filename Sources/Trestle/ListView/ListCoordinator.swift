import Foundation
import TrestleCore

/// The state and the order of list work that `UITableView` and `UICollectionView` share, held
/// once for both: each list view owns one and calls it, so a rule about *when* list work may run,
/// and the parts that record what the list shows, are written in one place.
///
/// It holds the list's ``ListPhase`` — what is under way (a layout pass, a data-source call, a
/// batch) and what is owed —, the parts that record what is shown (``VisibleItems``,
/// ``VisibleSupplementaries``, ``ReuseRegistry``), the selection, the batch being collected, the
/// editing chrome, the section index and the prefetch requests, and which delegate or data-source
/// defaults ran: the Swift stand-in for UIKit asking the Objective-C runtime whether a method is
/// implemented. `Kind` says which list it serves (see ``ListKind``).
///
/// The views keep what only one of them has (the table's row heights and type-ahead, the
/// collection view's layout object and interactive movement) and the UIKit API; the work that
/// reads only the shared state is written here (see the ListMachinery article).
@MainActor
final class ListCoordinator<Kind: ListKind> {
    /// What the list is doing and what it owes.
    var phase = ListPhase()
    /// The default implementations that ran since they were last cleared.
    var defaultImplementationsSeen = Set<Kind.Method>()

    /// Registrations and reuse pools of cells and the views around them.
    var reuse = ReuseRegistry<Kind.Reusable>()
    /// The items laid out and their cells.
    var visibleItems = VisibleItems<Kind.Cell>()
    /// The supplementary views shown (a table's headers and footers).
    var supplementaries = VisibleSupplementaries<Kind.SupplementaryKey, Kind.Reusable>()
    /// The selected items, in list order; remapped through batch updates. Kept in multiple mode:
    /// single-selection replacement is the view's own, because the delegate may refuse a
    /// deselection (`willDeselect…` returning `nil`).
    var selection = SelectionState(allowsMultipleSelection: true)
    /// The batch being collected, and the completions batches owe (see ``BatchUpdateSession``).
    var batchSession = BatchUpdateSession(emptyRequests: Kind.emptyRequests)
    /// What the editing chrome has open: a delete confirmation, revealed swipe actions, a touch
    /// on a control or a reorder drag (see ``EditingSession``).
    var editingSession = EditingSession()
    /// The section index: the data source's index titles, their view, and the width it takes at
    /// the trailing edge.
    var sectionIndex = ListSectionIndex()
    /// The prefetch requests outstanding with the prefetch data source.
    var prefetcher = ListPrefetcher()
    /// The metrics profile the layout and its measured sizes came from.
    var measuredMetrics = MeasuredMetrics()
    /// The cell a reconfiguration is re-running the data source's cell provider on: dequeuing
    /// returns it.
    var reconfiguringCell: Kind.Cell?
    /// The item a touch highlighted, until the touch ends or moves away.
    var trackedTouchItem: ItemPath?
    /// The bounds at the last layout pass, to notice scrolls and resizes.
    var lastLayoutBounds: CGRect?
    /// The content size at the end of the last layout pass, to notice the content shrinking.
    var contentSizeAtLastLayout: CGSize?

    /// Runs `body` as `activity`, so that work it must not overlap (a reload from inside a layout
    /// pass or a data-source call) is deferred instead.
    func during<T>(_ activity: ListPhase.Activity, _ body: () throws -> T) rethrows -> T {
        phase.enter(activity)
        defer { phase.leave(activity) }
        return try body()
    }

    /// Asks `source` a question (counts, cells, titles), bracketed as a data-source call; `nil`
    /// without one. Actions the data source may answer with updates of its own are told, not
    /// asked, and go around this.
    func ask<Source, Answer>(_ source: Source?, _ question: (Source) -> Answer) -> Answer? {
        guard let source else { return nil }
        return during(.callingDataSource) { question(source) }
    }

    /// The item counts a data source gives now, section by section, asked as one data-source
    /// call: `sections()` sections of `items(section)` items each. A negative count is reported —
    /// `list` names the view and `noun` its items ("rows", "items") — and read as 0.
    func readCounts(of list: String, items noun: String, sections: () -> Int, items: (Int) -> Int) -> [Int] {
        during(.callingDataSource) {
            var sectionCount = sections()
            if sectionCount < 0 {
                TrestleDiagnostics.report("\(list) data source returned a negative number of sections (\(sectionCount)); treating it as 0")
                sectionCount = 0
            }
            return (0..<sectionCount).map { section in
                let count = items(section)
                if count < 0 {
                    TrestleDiagnostics.report("\(list) data source returned a negative number of \(noun) (\(count)) for section \(section); treating it as 0")
                }
                return max(0, count)
            }
        }
    }

    /// Records that the default implementation of `method` ran: the delegate or data source does
    /// not implement it.
    func noteDefaultImplementation(_ method: Kind.Method) {
        defaultImplementationsSeen.insert(method)
    }

    /// Runs `call` and reports whether it ran the default implementation of `method`.
    func callsDefault(_ method: Kind.Method, _ call: () -> Void) -> Bool {
        defaultImplementationsSeen.remove(method)
        call()
        return defaultImplementationsSeen.contains(method)
    }

    /// Moves the prefetch window after a layout pass and tells `source` what entered and left it
    /// (see ``ListPrefetcher``); nothing is asked while a reload is owed. `move` moves the window
    /// over the view's items; the requests are sent after it moved, so `source` may update the
    /// view from its callbacks. Costs nothing without a prefetch data source.
    func updatePrefetching<Source>(_ source: Source?, enabled: Bool,
                                   move: (inout PrefetchWindow) -> PrefetchWindow.Update,
                                   prefetch: (Source, [IndexPath]) -> Void,
                                   cancel: (Source, [IndexPath]) -> Void) {
        let requests = prefetcher.update(source: source.map { $0 as AnyObject }, enabled: enabled && !phase.needsReload, move: move)
        ListPrefetcher.send(requests,
                            prefetch: { source, paths in (source as? Source).map { prefetch($0, paths) } },
                            cancel: { source, paths in (source as? Source).map { cancel($0, paths) } })
    }

    /// The cell shown for `indexPath`, or `nil` when the item is not laid out or the index path
    /// is not an item's. Never asks the data source.
    func cell(at indexPath: IndexPath) -> Kind.Cell? {
        guard indexPath.count == 2 else { return nil }
        return visibleItems.view(at: indexPath.itemPath)
    }

    /// The index path of the item `cell` shows, or `nil` when it shows none.
    func indexPath(for cell: Kind.Cell) -> IndexPath? {
        visibleItems.item(for: cell)?.indexPath
    }

    /// Where keyboard focus goes through a batch: with its item when the item moved or was
    /// reloaded. When the item was deleted, focus stays at its index path — on the item that took
    /// its place, so the keyboard user keeps their place — when `keepingDeleted`
    /// (`remembersLastFocusedIndexPath`), and goes otherwise; `nearestItem(to:sections:items:)`
    /// then makes it valid against the new counts.
    func focus(_ focused: ItemPath, through mapping: UpdateMapping, keepingDeleted: Bool) -> ItemPath? {
        mapping.newPath(forOld: focused) ?? mapping.newPath(forReloaded: focused) ?? (keepingDeleted ? focused : nil)
    }

    /// The item nearest to `path`, an item that no longer exists, in a list of `sections`
    /// sections of `items(section)` items: the item at its place in its section or the last of
    /// that section, else the last item of the nearest section above with items, else the first
    /// item below; `nil` in an empty list. Where keyboard focus returns after its item went away.
    func nearestItem(to path: ItemPath, sections: Int, items: (Int) -> Int) -> ItemPath? {
        guard sections > 0 else { return nil }
        let start = min(max(path.section, 0), sections - 1)
        for section in stride(from: start, through: 0, by: -1) {
            let count = items(section)
            guard count > 0 else { continue }
            return ItemPath(section: section, item: section == path.section ? min(max(path.item, 0), count - 1) : count - 1)
        }
        for section in (start + 1)..<max(start + 1, sections) where items(section) > 0 {
            return ItemPath(section: section, item: 0)
        }
        return nil
    }

    /// Takes the item a touch highlighted: the touch lifted, moved into a scroll or was cancelled.
    func takeTrackedTouchItem() -> ItemPath? {
        defer { trackedTouchItem = nil }
        return trackedTouchItem
    }

    /// Runs the completions of batches whose animations have ended, unless the list is in the
    /// middle of a layout pass or a batch (then the end of that runs them).
    func runFinishedBatchCompletions() {
        for (completion, finished) in batchSession.takeFinishedCompletions(in: phase) { completion(finished) }
    }
}
