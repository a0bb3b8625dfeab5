import Foundation
import TrestleCore

extension UICollectionView {
    /// The element kind UIKit names cells by in its messages.
    static let cellKindName = "UICollectionElementKindCell"

    /// Registers a cell class to create when `identifier` is dequeued and the pool is empty;
    /// `nil` removes the registration.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            coordinator.reuse.register(nil, kind: .cell, identifier: identifier)
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            TrestleDiagnostics.report("Registered class \(cellClass) for cell reuse identifier '\(identifier)' is not a UICollectionViewCell subclass; registration ignored")
            return
        }
        coordinator.reuse.register({ cellType.init(frame: .zero) }, kind: .cell, identifier: identifier)
    }

    /// Registers a closure that creates cells for `identifier`: Trestle's replacement for
    /// registering a nib.
    public func register(_ makeCell: @escaping @MainActor () -> UICollectionViewCell, forCellWithReuseIdentifier identifier: String) {
        coordinator.reuse.register(makeCell, kind: .cell, identifier: identifier)
    }

    /// Registers a view class for supplementary views of `elementKind` under `identifier`;
    /// `nil` removes the registration.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else {
            coordinator.reuse.register(nil, kind: .supplementary(elementKind), identifier: identifier)
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            TrestleDiagnostics.report("Registered class \(viewClass) for supplementary view of kind '\(elementKind)' and reuse identifier '\(identifier)' is not a UICollectionReusableView subclass; registration ignored")
            return
        }
        coordinator.reuse.register({ viewType.init(frame: .zero) }, kind: .supplementary(elementKind), identifier: identifier)
    }

    /// Registers a closure that creates supplementary views of `elementKind` (the nib replacement).
    public func register(_ makeView: @escaping @MainActor () -> UICollectionReusableView, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        coordinator.reuse.register(makeView, kind: .supplementary(elementKind), identifier: identifier)
    }

    /// A reusable cell for `identifier`, sized to the item's layout attributes.
    ///
    /// An identifier with neither a registration nor a pooled cell is a programmer error: UIKit
    /// raises "could not dequeue a view of kind: UICollectionElementKindCell with identifier … -
    /// must register a nib or a class for the identifier or connect a prototype cell in a
    /// storyboard". Trestle reports that message (and traps in strict mode), then returns a plain
    /// cell so the collection view keeps working.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // reconfigureItems(at:): the item's own cell comes back.
        if let cell = coordinator.reconfiguringCell, cell.reuseIdentifier == identifier { return cell }
        let cell: UICollectionViewCell = dequeueReusable(kind: .cell, kindName: Self.cellKindName, identifier: identifier)
            ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        if let attributes = attributesForDequeue(at: indexPath) {
            cell.frame = attributes.frame
            cell.apply(attributes)
        }
        return cell
    }

    /// A reusable supplementary view of `elementKind` for `identifier`, sized to its attributes.
    /// An unregistered kind or identifier is reported with UIKit's message and a plain view
    /// returned.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let view: UICollectionReusableView = dequeueReusable(kind: .supplementary(elementKind), kindName: elementKind, identifier: identifier)
            ?? UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        if indexPath.count == 2, let attributes = layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            view.frame = attributes.frame
            view.apply(attributes)
        }
        return view
    }

    /// The one dequeuing path: a pooled or new view of `kind`, prepared for reuse when pooled;
    /// `nil` (reported with UIKit's message) when none is pooled or registered.
    private func dequeueReusable<View: UICollectionReusableView>(kind: ReuseRegistry<UICollectionReusableView>.Kind, kindName: String,
                                                                 identifier: String) -> View? {
        guard let (view, isNew) = coordinator.reuse.dequeue(kind: kind, identifier: identifier) else {
            TrestleDiagnostics.report("could not dequeue a view of kind: \(kindName) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return nil
        }
        guard let typed = view as? View else {
            TrestleDiagnostics.report("the view registered for reuse identifier '\(identifier)' is a \(type(of: view)), not a \(View.self); a new one is used")
            return nil
        }
        if !isNew {
            typed.appliedLayoutTransform = nil
            typed.prepareForReuse()
        }
        return typed
    }

    /// The attributes a dequeued cell is sized with: those of the pass under way, else the
    /// layout's.
    private func attributesForDequeue(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if let attributes = attributesInPass[indexPath.itemPath] { return attributes }
        guard isValidItem(indexPath) else { return nil }
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// How many cells the collection view has created, reused and pooled.
    public var cellReuseStatistics: ReuseStatistics { coordinator.reuse.statistics(of: .cell) }

    /// The number of cells waiting in the reuse pools.
    public var pooledCellCount: Int { coordinator.reuse.pooledCount(of: .cell) }

    /// `cell` stopped showing the item at `path`: the delegate hears that it ended displaying,
    /// and the cell returns to its pool.
    func endDisplaying(_ cell: UICollectionViewCell, at path: ItemPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path.indexPath)
        enqueue(cell)
    }

    /// Returns a cell that left the screen to its pool (cells without an identifier are dropped).
    func enqueue(_ cell: UICollectionViewCell) {
        cancelAnimation(of: cell)
        coordinator.visibleItems.release(cell)
        cell.removeFromSuperview()
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        coordinator.reuse.enqueue(cell, kind: .cell, identifier: identifier)
    }

    /// Returns a supplementary or decoration view to its pool.
    func enqueue(_ view: UICollectionReusableView, for key: SupplementaryKey) {
        cancelAnimation(of: view)
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        coordinator.reuse.enqueue(view, kind: reuseKind(of: key), identifier: identifier)
    }

    /// The reuse kind of a supplementary or decoration view.
    func reuseKind(of key: SupplementaryKey) -> ReuseRegistry<UICollectionReusableView>.Kind {
        key.category == .decorationView ? .supplementary("decoration:" + key.kind) : .supplementary(key.kind)
    }

    // MARK: Registrations (iOS 14)

    /// A cell registration: how to make and configure cells for items of one type, used with
    /// ``dequeueConfiguredReusableCell(using:for:item:)``. Create registrations once, up front
    /// (not inside a cell provider), as UIKit requires.
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item at an index path; runs each time the registration dequeues a cell.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        /// A registration that creates cells of `Cell` and configures each with `handler`.
        public init(handler: @escaping Handler) {
            identifier = "Trestle.CellRegistration.\(Cell.self).\(RegistrationCounter.next())"
            self.handler = handler
        }
    }

    /// A supplementary registration: how to make and configure supplementary views of one kind,
    /// used with ``dequeueConfiguredReusableSupplementary(using:for:)``.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a supplementary view, given its element kind and index path; runs on each dequeue.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        /// The kind of supplementary view this registration makes.
        public let elementKind: String
        let identifier: String
        let handler: Handler

        /// A registration for supplementary views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            identifier = "Trestle.SupplementaryRegistration.\(Supplementary.self).\(RegistrationCounter.next())"
            self.handler = handler
        }
    }

    /// A cell for `item` from `registration`: registered on first use, dequeued, then configured
    /// by the registration's handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                              for indexPath: IndexPath, item: Item?) -> Cell {
        if !coordinator.reuse.isRegistered(kind: .cell, identifier: registration.identifier) {
            coordinator.reuse.register({ Cell(frame: .zero) }, kind: .cell, identifier: registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(frame: dequeued.frame)
        cell.reuseIdentifier = registration.identifier
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration`: registered on first use, dequeued, configured.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let kind = ReuseRegistry<UICollectionReusableView>.Kind.supplementary(registration.elementKind)
        if !coordinator.reuse.isRegistered(kind: kind, identifier: registration.identifier) {
            coordinator.reuse.register({ Supplementary(frame: .zero) }, kind: kind, identifier: registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(frame: dequeued.frame)
        view.reuseIdentifier = registration.identifier
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique suffixes for registrations' reuse identifiers.
@MainActor
enum RegistrationCounter {
    private static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}
