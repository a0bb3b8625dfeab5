import Foundation
import Synchronization
import Trestle
import TrestleCore
import TrestleTesting

/// One thing an app or a user does to a collection view; as ``TableChaosStep``, fractions and
/// seeds resolve against the state when the step runs, and the description is Swift.
enum CollectionChaosStep: CustomStringConvertible, Sendable, Equatable, Codable {
    case scroll(Double)
    case scrollAnimated(Double)
    case wheel(Int)
    case drag(lines: Int, duration: Double)
    case resize(width: Int, height: Int)
    case reloadData(seed: UInt64)
    case reloadItems(seed: UInt64)
    case batch(seed: UInt64, animated: Bool)
    case singleCall(seed: UInt64)
    case swapDataSource
    case select(Double)
    case deselect(Double)
    case tap(Double)
    case key(TableChaosKey)
    case toggleMultipleSelection
    case advance(Double)
    /// Moves the collection view to the other host: terminal metrics ↔ iOS metrics.
    case switchMetrics
    /// Takes the collection view out of its window, or puts it back (a screen pushed over it and
    /// popped): steps in between act on a view out of a window.
    case cover

    /// Whether the step changes the data the collection view shows.
    var changesData: Bool {
        switch self {
        case .reloadData, .reloadItems, .batch, .singleCall, .swapDataSource: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .scroll(let f): ".scroll(\(f))"
        case .scrollAnimated(let f): ".scrollAnimated(\(f))"
        case .wheel(let lines): ".wheel(\(lines))"
        case .drag(let lines, let duration): ".drag(lines: \(lines), duration: \(duration))"
        case .resize(let width, let height): ".resize(width: \(width), height: \(height))"
        case .reloadData(let seed): ".reloadData(seed: \(seed))"
        case .reloadItems(let seed): ".reloadItems(seed: \(seed))"
        case .batch(let seed, let animated): ".batch(seed: \(seed), animated: \(animated))"
        case .singleCall(let seed): ".singleCall(seed: \(seed))"
        case .swapDataSource: ".swapDataSource"
        case .select(let f): ".select(\(f))"
        case .deselect(let f): ".deselect(\(f))"
        case .tap(let f): ".tap(\(f))"
        case .key(let key): ".key(.\(key.rawValue))"
        case .toggleMultipleSelection: ".toggleMultipleSelection"
        case .advance(let seconds): ".advance(\(seconds))"
        case .switchMetrics: ".switchMetrics"
        case .cover: ".cover"
        }
    }

    static func random(using rng: inout SeededRandomNumberGenerator) -> CollectionChaosStep {
        func fraction(_ range: ClosedRange<Double> = 0...1) -> Double {
            (Double.random(in: range, using: &rng) * 100).rounded() / 100
        }
        func seed() -> UInt64 { UInt64.random(in: 1...999_999, using: &rng) }
        // Weights, in the order of the cases below.
        let weights = [8, 3, 5, 3, 2, 3, 3, 10, 4, 1, 3, 2, 5, 6, 1, 5, 1, 2]
        var pick = Int.random(in: 0..<weights.reduce(0, +), using: &rng)
        var index = 0
        while pick >= weights[index] {
            pick -= weights[index]
            index += 1
        }
        switch index {
        case 0: return .scroll(fraction(-0.2...1.2))
        case 1: return .scrollAnimated(fraction())
        case 2: return .wheel([-10, -3, -1, 1, 3, 10].randomElement(using: &rng)!)
        case 3: return .drag(lines: Int.random(in: -12...12, using: &rng), duration: [0.05, 0.2, 0.6].randomElement(using: &rng)!)
        case 4: return .resize(width: Int.random(in: 24...60, using: &rng), height: Int.random(in: 5...20, using: &rng))
        case 5: return .reloadData(seed: seed())
        case 6: return .reloadItems(seed: seed())
        case 7: return .batch(seed: seed(), animated: Int.random(in: 0..<3, using: &rng) != 0)
        case 8: return .singleCall(seed: seed())
        case 9: return .swapDataSource
        case 10: return .select(fraction())
        case 11: return .deselect(fraction())
        case 12: return .tap(fraction())
        case 13: return .key([.up, .down, .pageUp, .pageDown, .home, .end, .space, .enter].randomElement(using: &rng)!)
        case 14: return .toggleMultipleSelection
        case 15: return .advance([0.02, 0.1, 0.25, 1].randomElement(using: &rng)!)
        case 16: return .switchMetrics
        default: return .cover
        }
    }
}

/// A collection view with a compositional list layout, in a terminal-sized host (with an
/// iOS-metrics host to move to), showing a ``TableModel`` through a classic or a diffable data
/// source: what the collection chaos tests drive.
@MainActor
final class CollectionChaosWorld: ChaosWorld {
    typealias Step = CollectionChaosStep

    let appearance: UICollectionLayoutListConfiguration.Appearance
    var factory = ModelFactory()
    var model: TableModel
    var rowsByID: [Int: ModelRow] = [:]
    var selectedIDs: Set<Int> = []
    let terminalHost: HeadlessHost
    let iOSHost: HeadlessHost
    var usesIOSMetrics = false
    /// Out of its window (see ``CollectionChaosStep/cover``).
    var isCovered = false
    let collection: UICollectionView
    var classic: CollectionChaosDataSource?
    var diffable: UICollectionViewDiffableDataSource<Int, Int>?

    static func randomStep(using rng: inout SeededRandomNumberGenerator) -> CollectionChaosStep { .random(using: &rng) }
    static func isSetting(_ step: CollectionChaosStep) -> Bool {
        switch step {
        case .resize, .swapDataSource, .toggleMultipleSelection, .switchMetrics, .cover: true
        default: false
        }
    }

    init(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 7)
        appearance = [.plain, .grouped, .insetGrouped][Int(seed % 3)]
        model = factory.model(sections: 1...4, rows: 0...12, using: &rng)
        terminalHost = HeadlessHost(size: CGSize(width: 40, height: 14))
        iOSHost = HeadlessHost(size: CGSize(width: 390, height: 600), metrics: .iOS)
        collection = Self.makeCollection(appearance)
        remember(model)
        classic = CollectionChaosDataSource(world: self)
        collection.dataSource = classic
        collection.delegate = classic
        host.rootView = collection
        host.layout()
    }

    var host: HeadlessHost { usesIOSMetrics ? iOSHost : terminalHost }

    static func makeCollection(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> UICollectionView {
        let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collection.showsVerticalScrollIndicator = false
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        return collection
    }

    func tearDown() {
        collection.dataSource = nil
        collection.delegate = nil
        classic = nil
        diffable = nil
        terminalHost.rootView = nil
        iOSHost.rootView = nil
    }

    func remember(_ model: TableModel) {
        for section in model.sections { for row in section.rows { rowsByID[row.id] = row } }
    }

    /// The row the collection view shows at `path`.
    func shownRow(at path: IndexPath) -> ModelRow? {
        if let diffable { return diffable.itemIdentifier(for: path).flatMap { rowsByID[$0] } }
        return model.contains(path) ? model[path] : nil
    }

    static func configure(_ cell: UICollectionViewListCell, with row: ModelRow?) {
        var content = cell.defaultContentConfiguration()
        content.text = row?.text ?? "?"
        cell.contentConfiguration = content
    }

    var actualSelectedIDs: Set<Int> {
        Set((collection.indexPathsForSelectedItems ?? []).compactMap { shownRow(at: $0)?.id })
    }

    /// The items the layout places across the bounds, in order.
    var itemsInView: [IndexPath] {
        let bounds = collection.bounds
        let attributes = collection.collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        return attributes.filter {
            let frame = $0.frame
            return $0.representedElementCategory == .cell
                && frame.maxY > bounds.minY && frame.minY < bounds.maxY && frame.maxX > bounds.minX && frame.minX < bounds.maxX
        }.map(\.indexPath).sorted()
    }

    // MARK: Steps

    func perform(_ step: CollectionChaosStep) async -> [String] {
        let reports = DiagnosticsRecorder()
        let selectionKnown = await TrestleDiagnostics.$handler.withValue(reports.record) {
            var known = await run(step)
            // Out of a window a change of data is not animated but reloads, which clears the
            // selection (<doc:TrestleCore/UIKitBehavior#Processing-order>).
            if collection.window == nil && step.changesData {
                selectedIDs = []
                known = true
            }
            host.layout()
            return known
        }
        var failures = check()
        if !reports.messages.isEmpty { failures.append("a valid step reported \(reports.messages)") }
        let actual = actualSelectedIDs
        if selectionKnown && actual != selectedIDs {
            failures.append("selected items \(actual.sorted()) by identity, expected \(selectedIDs.sorted())")
        }
        if !collection.allowsMultipleSelection && actual.count > 1 {
            failures.append("\(actual.count) items are selected without multiple selection")
        }
        selectedIDs = actual
        return failures
    }

    /// Performs a step; returns whether its effect on the selection is modelled.
    private func run(_ step: CollectionChaosStep) async -> Bool {
        switch step {
        case .scroll(let fraction), .scrollAnimated(let fraction):
            let range = collection.validContentOffsetYRange
            let y = (range.lowerBound + CGFloat(fraction) * (range.upperBound - range.lowerBound)).rounded()
            let animated: Bool = if case .scrollAnimated = step { true } else { false }
            collection.setContentOffset(CGPoint(x: 0, y: y), animated: animated)
        case .wheel(let lines):
            host.scrollWheel(at: CGPoint(x: 10, y: 5), lines: lines)
        case .drag(let lines, let duration):
            let start = CGPoint(x: 10, y: collection.bounds.height / 2)
            host.drag(from: start, to: CGPoint(x: start.x, y: start.y + CGFloat(lines)), duration: duration)
            return false
        case .resize(let width, let height):
            host.resize(to: usesIOSMetrics ? CGSize(width: width * 10, height: height * 40) : CGSize(width: width, height: height))
        case .reloadData(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let batch = RandomModelBatches.batch(model, churn: 0.2, factory: &factory, using: &rng)
            let after = ModelReference.apply(batch, to: model) ?? model
            remember(after)
            model = after
            if let diffable {
                diffable.applySnapshotUsingReloadData(Self.snapshot(of: after), completion: nil)
            } else {
                collection.reloadData()
            }
            selectedIDs = []
        case .reloadItems(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let paths = Array(model.allPaths.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
            guard !paths.isEmpty else { break }
            for path in paths { model.sections[path.section].rows[path.row].version += 1 }
            remember(model)
            let ids = paths.map { model[$0].id }
            if let diffable {
                var snapshot = diffable.snapshot()
                snapshot.reloadItems(ids)
                diffable.apply(snapshot, animatingDifferences: true, completion: nil)
            } else {
                collection.reloadItems(at: paths.map { IndexPath(item: $0.row, section: $0.section) })
            }
            selectedIDs.subtract(ids)
        case .batch(let seed, let animated):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let batch = RandomModelBatches.batch(model, churn: [0.05, 0.15, 0.3].randomElement(using: &rng)!, factory: &factory, using: &rng)
            applyValid(batch, animated: animated, splitting: true, using: &rng)
        case .singleCall(let seed):
            var rng = SeededRandomNumberGenerator(seed: seed)
            let batch = RandomModelBatches.singleCall(model, factory: &factory, using: &rng)
            applyValid(batch, animated: true, splitting: false, using: &rng)
        case .swapDataSource:
            if diffable != nil {
                diffable = nil
                classic = CollectionChaosDataSource(world: self)
                collection.dataSource = classic
            } else {
                classic = nil
                let made = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { [unowned self] collectionView, indexPath, id in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
                    Self.configure(cell, with: rowsByID[id])
                    return cell
                }
                diffable = made
                made.apply(Self.snapshot(of: model), animatingDifferences: false, completion: nil)
            }
            selectedIDs = []
        case .select(let fraction):
            let paths = model.allPaths
            guard !paths.isEmpty else { break }
            let path = paths[min(paths.count - 1, Int(Double(paths.count) * fraction))]
            collection.selectItem(at: IndexPath(item: path.row, section: path.section), animated: false, scrollPosition: [])
            let id = model[path].id
            if collection.allowsMultipleSelection { selectedIDs.insert(id) } else { selectedIDs = [id] }
        case .deselect(let fraction):
            let paths = model.allPaths
            guard !paths.isEmpty else { break }
            let path = paths[min(paths.count - 1, Int(Double(paths.count) * fraction))]
            collection.deselectItem(at: IndexPath(item: path.row, section: path.section), animated: false)
            selectedIDs.remove(model[path].id)
        case .tap(let fraction):
            let visible = itemsInView
            guard !visible.isEmpty, let frame = collection.layoutAttributesForItem(at: visible[min(visible.count - 1, Int(Double(visible.count) * fraction))])?.frame else { break }
            let inView = frame.intersection(collection.bounds)
            // Not a sliver, nor the top edge: with fractional heights (iOS metrics) an edge may
            // round into the item beside it.
            guard !inView.isNull, inView.height >= 0.5 else { break }
            host.tap(at: collection.convert(CGPoint(x: inView.midX.rounded(.down), y: inView.midY), to: nil))
            return false
        case .key(let key):
            let (pressed, modifiers) = key.key
            host.press(pressed, modifiers: modifiers)
            return false
        case .toggleMultipleSelection:
            collection.allowsMultipleSelection.toggle()
            return false
        case .advance(let seconds):
            host.advance(by: seconds)
            return false
        case .switchMetrics:
            host.rootView = nil
            usesIOSMetrics.toggle()
            if !isCovered { host.rootView = collection }
        case .cover:
            isCovered.toggle()
            host.rootView = isCovered ? nil : collection
        }
        return true
    }

    private func applyValid(_ batch: ModelBatch, animated: Bool, splitting: Bool, using rng: inout SeededRandomNumberGenerator) {
        guard let after = ModelReference.apply(batch, to: model) else { return }
        let before = model
        remember(after)
        if let diffable {
            var snapshot = Self.snapshot(of: after)
            let reloaded = Set(batch.reloadedItems.values.map(\.id))
            snapshot.reloadItems(snapshot.itemIdentifiers.filter(reloaded.contains))
            snapshot.reconfigureItems(snapshot.itemIdentifiers.filter(Set(batch.reconfiguredItems.values.map(\.id)).subtracting(reloaded).contains))
            model = after
            diffable.apply(snapshot, animatingDifferences: animated, completion: nil)
            selectedIDs.formIntersection(after.rowIDs)
            selectedIDs.subtract(reloaded)
            return
        }
        let calls = batch.calls(using: &rng, splitting: splitting)
        let perform = {
            self.collection.performBatchUpdates({
                self.model = after
                for call in calls { call.perform(on: self.collection) }
            }, completion: nil)
        }
        if animated { perform() } else { UIView.performWithoutAnimation(perform) }
        selectedIDs.subtract(batch.droppedRowIDs(in: before))
    }

    static func snapshot(of model: TableModel) -> NSDiffableDataSourceSnapshot<Int, Int> {
        ChaosDiffableDataSource.snapshot(of: model)
    }

    // MARK: Checks

    func check() -> [String] {
        var failures: [String] = []
        collection.checkInvariants()
        let counts = diffable.map { source in source.snapshot().sectionIdentifiers.map { source.snapshot().numberOfItems(inSection: $0) } } ?? model.counts
        let actualCounts = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
        if actualCounts != counts { failures.append("the collection view's counts \(actualCounts) are not the data source's \(counts)") }
        // Out of a window no layout pass runs: cells follow when the view is back.
        for path in isCovered ? [] : itemsInView {
            guard let cell = collection.cellForItem(at: path) as? UICollectionViewListCell else {
                failures.append("item \(path) is in view at offset \(collection.contentOffset.y) but has no cell")
                continue
            }
            let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text
            if let row = shownRow(at: path), text != row.text { failures.append("the cell of item \(path) shows \(text ?? "nil"), not \(row.text)") }
        }
        let cells = collection.visibleCells
        if Set(cells.map(ObjectIdentifier.init)).count != cells.count { failures.append("a cell is shown at two items") }
        for cell in cells {
            guard let path = collection.indexPath(for: cell) else { failures.append("a visible cell has no index path"); continue }
            if collection.cellForItem(at: path) !== cell { failures.append("cellForItem(at: \(path)) is not the visible cell at that path") }
        }
        return failures
    }

    func checkpoint() async -> [String] {
        host.finishAnimations()
        host.layout()
        var failures = check()
        guard failures.isEmpty, !host.isAnimating, !isCovered else { return failures }
        let fresh = Self.makeCollection(appearance)
        let freshData = CollectionFixedDataSource(model: model)
        fresh.dataSource = freshData
        fresh.delegate = freshData
        fresh.allowsMultipleSelection = collection.allowsMultipleSelection
        let freshHost = HeadlessHost(size: host.screen.bounds.size, metrics: usesIOSMetrics ? .iOS : .terminal)
        freshHost.rootView = fresh
        freshHost.layout()
        let ids = model.pathsByID
        for id in actualSelectedIDs {
            if let path = ids[id] { fresh.selectItem(at: IndexPath(item: path.row, section: path.section), animated: false, scrollPosition: []) }
        }
        if let focused = collection.indexPathForFocusedItem, let id = shownRow(at: focused)?.id, let path = ids[id] {
            fresh.focusItem(at: IndexPath(item: path.row, section: path.section))
        }
        fresh.contentOffset = collection.contentOffset
        freshHost.layout()
        if !ChaosTolerance.sameSize(collection.contentSize, fresh.contentSize) {
            failures.append("contentSize \(collection.contentSize), rebuilt \(fresh.contentSize)")
        }
        let lines = host.screenLines(), freshLines = freshHost.screenLines()
        if lines != freshLines {
            failures.append("the screen differs from a collection view rebuilt from the same data at offset \(collection.contentOffset.y) (rebuilt: \(fresh.contentOffset.y)):\n"
                            + lines.joined(separator: "\n") + "\n--- rebuilt:\n" + freshLines.joined(separator: "\n"))
        } else if host.styledScreen() != freshHost.styledScreen() {
            failures.append("the screen's styles differ from a collection view rebuilt from the same data:\n" + lines.joined(separator: "\n"))
        }
        withExtendedLifetime(freshData) {}
        return failures
    }
}

/// The classic data source and delegate of a chaos collection view: the world's model.
@MainActor
final class CollectionChaosDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    unowned let world: CollectionChaosWorld
    init(world: CollectionChaosWorld) { self.world = world }

    func numberOfSections(in collectionView: UICollectionView) -> Int { world.model.sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        world.model.sections[section].rows.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        CollectionChaosWorld.configure(cell, with: world.model[IndexPath(row: indexPath.item, section: indexPath.section)])
        return cell
    }
}

/// The data source of a collection view rebuilt from a chaos world's model.
@MainActor
final class CollectionFixedDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let model: TableModel
    init(model: TableModel) { self.model = model }

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model.sections[section].rows.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        CollectionChaosWorld.configure(cell, with: model[IndexPath(row: indexPath.item, section: indexPath.section)])
        return cell
    }
}

extension TableCall {
    /// The call on a collection view: rows are items.
    @MainActor
    func perform(on collection: UICollectionView) {
        func items(_ paths: [IndexPath]) -> [IndexPath] { paths.map { IndexPath(item: $0.row, section: $0.section) } }
        switch self {
        case .insertItems(let paths, _): collection.insertItems(at: items(paths))
        case .deleteItems(let paths, _): collection.deleteItems(at: items(paths))
        case .reloadItems(let paths, _): collection.reloadItems(at: items(paths))
        case .reconfigureItems(let paths): collection.reconfigureItems(at: items(paths))
        case .moveItem(let from, let to): collection.moveItem(at: items([from])[0], to: items([to])[0])
        case .insertSections(let sections, _): collection.insertSections(sections)
        case .deleteSections(let sections, _): collection.deleteSections(sections)
        case .reloadSections(let sections, _): collection.reloadSections(sections)
        case .moveSection(let from, let to): collection.moveSection(from, toSection: to)
        }
    }
}
