import Foundation
import TrestleCore

/// A collection data source driven by snapshots: apply a ``NSDiffableDataSourceSnapshot`` and
/// the collection view changes by the difference from the previous one, as one batch update.
///
/// It shares its snapshot storage, diffing and background apply with
/// ``UITableViewDiffableDataSource`` (see that type for applying from a background executor);
/// what is its own is the cell provider, the ``supplementaryViewProvider``, the
/// ``reorderingHandlers`` that let the user move items with the collection view's interactive
/// movement, and section snapshots.
///
/// ## Section snapshots and outlines
///
/// A section can be shown from a ``NSDiffableDataSourceSectionSnapshot`` — a tree of items, some
/// expanded — with ``apply(_:to:animatingDifferences:completion:)``: the section shows the
/// section snapshot's visible items, and the data source keeps the section snapshot, which
/// ``snapshot(for:)`` returns. The collection view then treats the section as an outline: it
/// asks the data source where each item sits (its level, whether it has children, whether it is
/// expanded) and expands or collapses items when the user asks, through the
/// ``sectionSnapshotHandlers``.
///
/// ``snapshot()`` holds what the collection view shows: the visible items of outline sections.
/// Applying a whole snapshot keeps the section snapshot of every section whose items it leaves
/// as they were (so marking items for reconfiguring keeps the outline) and drops the others:
/// their sections show the new items, flat.
///
/// - Note: UIKit does not document what applying a whole snapshot does to the section snapshots;
///   the rule above is Trestle's, chosen so that neither a stale tree nor a lost one is shown.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item; returning `nil` is reported (UIKit crashes) and an empty cell used.
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind for an index path.
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    /// The snapshot this data source applies and returns, with its section and item identifier types.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// What the user may reorder and what happens around a reorder: UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    public struct ReorderingHandlers {
        /// Whether the item may be moved; `nil` (the default) means no item can be.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot takes a reorder, with the reorder it is
        /// about to take.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source's snapshot took a reorder: update the model here.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Creates handlers that allow no reordering.
        public init() {}
    }

    private let cellProvider: CellProvider
    /// The snapshot shown, the updates on their way and the lookups.
    nonisolated let driver: DiffableDriver<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshots of the sections shown from one.
    var outlines = OutlineSections<SectionIdentifierType, ItemIdentifierType>()

    /// Makes supplementary views (section headers and footers, badges) for the layout.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What the user may reorder. Default: nothing.
    open var reorderingHandlers = ReorderingHandlers()
    /// What happens when the user expands or collapses an item of a section shown from a
    /// section snapshot. Default: every item may expand and collapse.
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        driver = DiffableDriver(mixedExecutorsMessage: Self.mixedExecutorsMessage)
        super.init()
        driver.target = CollectionTarget(collectionView: collectionView)
        collectionView.dataSource = self
    }

    /// UIKit's warning for updates submitted from both the main queue and elsewhere.
    static var mixedExecutorsMessage: String {
        "UICollectionViewDiffableDataSource: applying updates in a non-thread confined manner is dangerous and can lead to deadlocks. Please always submit updates either always on the main queue or always off the main queue"
    }

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> Snapshot { driver.current }

    /// Shows `snapshot`, changing the collection view by its difference from the current one;
    /// `completion` runs when the changes have been applied and their animations have ended.
    ///
    /// The section snapshots of sections whose items change are dropped (see "Section snapshots
    /// and outlines" in ``UICollectionViewDiffableDataSource``).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        driver.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
        dropStaleSectionSnapshots()
    }

    /// Shows `snapshot`, diffing it on the caller's executor and changing the collection view on
    /// the main actor; returns when the changes have been applied and their animations have ended.
    nonisolated open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await driver.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    /// Shows `snapshot` by reloading the collection view, without diffing.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        driver.applyUsingReloadData(snapshot, completion: completion)
        dropStaleSectionSnapshots()
    }

    /// `async` form of ``applySnapshotUsingReloadData(_:completion:)``, callable from any executor.
    nonisolated open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await MainActor.run { self.applySnapshotUsingReloadData(snapshot, completion: nil) }
    }

    /// Shows `snapshot`'s visible items in `section` — appending the section when absent — as
    /// one batch update of the difference, and keeps `snapshot` as the section's outline, which
    /// ``snapshot(for:)`` returns and the user expands and collapses.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applySectionSnapshot(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section snapshot `section` is shown from, with every item and its expansion state;
    /// for a section not shown from one, a flat section snapshot of its items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        sectionSnapshot(for: section)
    }

    /// The item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { driver.itemIdentifier(for: indexPath) }
    /// Where `itemIdentifier` is, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { driver.indexPath(for: itemIdentifier) }
    /// The section identifier at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { driver.sectionIdentifier(for: index) }
    /// The index of `sectionIdentifier`, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { driver.index(for: sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { driver.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        driver.numberOfItems(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            TrestleDiagnostics.report("UICollectionViewDiffableDataSource: no item at \(indexPath)")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            TrestleDiagnostics.report("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), collection view: \(collectionView), dataSource: \(self)")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            collectionView.noteDefaultImplementation(.viewForSupplementaryElement)
            return UICollectionReusableView(frame: .zero)
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            TrestleDiagnostics.report("UICollectionViewDiffableDataSource: the supplementary view provider returned nil for a \(kind) view at \(indexPath); an empty view is shown")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }

    /// Whether the item may move: as ``reorderingHandlers`` say (no item without a
    /// `canReorderItem` handler).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// The user moved an item: the collection view has moved it, the snapshot and the section
    /// snapshots follow, and the reordering handlers hear the transaction before and after.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard reorderingHandlers.canReorderItem != nil else {
            collectionView.noteDefaultImplementation(.moveItem)
            return
        }
        reorderItem(at: sourceIndexPath, to: destinationIndexPath)
    }

    /// No section index; subclasses override it to show one (see
    /// ``UICollectionViewDataSource/indexTitles(for:)``).
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// The first item of the section at `index`; subclasses that return index titles override
    /// it (``itemIdentifier(for:)`` and ``indexPath(for:)`` map between items and paths).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: The collection view, as the driver's target

    /// Performs the driver's decisions on the collection view: a difference as one
    /// `performBatchUpdates` (without animation when not animated), or a reload.
    struct CollectionTarget: DiffableDriverTarget {
        weak var collectionView: UICollectionView?

        var canApplyBatchUpdates: Bool { collectionView.map { $0.window != nil && !$0.phase.needsReload } ?? false }

        func reloadData() {
            collectionView?.reloadData()
        }

        func performBatchUpdates(for difference: SectionedDifference, animated: Bool, completion: (() -> Void)?) {
            guard let collectionView else { completion?(); return }
            collectionView.beginBatch()
            if !difference.sectionDeletes.isEmpty { collectionView.deleteSections(IndexSet(difference.sectionDeletes)) }
            if !difference.sectionInserts.isEmpty { collectionView.insertSections(IndexSet(difference.sectionInserts)) }
            for move in difference.sectionMoves { collectionView.moveSection(move.old, toSection: move.new) }
            if !difference.sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(difference.sectionReloads.map(\.old))) }
            if !difference.itemDeletes.isEmpty { collectionView.recordDiffItems(inserting: false, difference.itemDeletes) }
            if !difference.itemInserts.isEmpty { collectionView.recordDiffItems(inserting: true, difference.itemInserts) }
            for move in difference.itemMoves { collectionView.moveItem(at: move.old.indexPath, to: move.new.indexPath) }
            if !difference.itemReloads.isEmpty { collectionView.reloadItems(at: difference.itemReloads.map(\.old.indexPath)) }
            if !difference.itemReconfigures.isEmpty { collectionView.reconfigureItems(at: difference.itemReconfigures.map(\.old.indexPath)) }
            collectionView.endBatch(completion: { _ in completion?() }, animated: animated)
        }
    }
}
