import Foundation
import Trestle
import TrestleTesting

/// A collection data source of list cells, one per title, each given the content configuration
/// `cell()` with its title and the accessories `accessories` returns for it; records selection.
@MainActor
class ListCellData: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var titles: [String]
    var accessories: (IndexPath) -> [UICellAccessory]
    var configure: ((UICollectionViewListCell, IndexPath) -> Void)?
    var calls: [String] = []

    init(_ titles: [String], accessories: @escaping (IndexPath) -> [UICellAccessory] = { _ in [] }) {
        self.titles = titles
        self.accessories = accessories
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.item]
        cell.contentConfiguration = content
        cell.accessories = accessories(indexPath)
        configure?(cell, indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
}

/// One node of ``OutlineData``'s tree.
struct OutlineNode {
    var title: String
    var children: [OutlineNode] = []
}

/// A list of an outline of one section, a test stand-in for a diffable data source with a
/// section snapshot: it shows the expanded part of the tree, answers ``OutlineDataSource``, and
/// on `setExpanded` records the call, changes its expansion and reloads the collection view.
@MainActor
final class OutlineData: ListCellData, OutlineDataSource {
    let roots: [OutlineNode]
    var expanded: Set<String>
    var expansionCalls: [String] = []
    weak var collectionView: UICollectionView?

    /// The shown rows: each node with its level, parent row and whether it has children.
    private var rows: [(node: OutlineNode, level: Int, parent: Int?)] = []

    init(_ roots: [OutlineNode], expanded: Set<String> = [], accessories: @escaping (IndexPath) -> [UICellAccessory]) {
        self.roots = roots
        self.expanded = expanded
        super.init([], accessories: accessories)
        rebuild()
    }

    private func rebuild() {
        rows = []
        func add(_ node: OutlineNode, level: Int, parent: Int?) {
            let index = rows.count
            rows.append((node, level, parent))
            if expanded.contains(node.title) { for child in node.children { add(child, level: level + 1, parent: index) } }
        }
        for root in roots { add(root, level: 0, parent: nil) }
        titles = rows.map(\.node.title)
    }

    func outlineState(ofItemAt indexPath: IndexPath) -> OutlineItemState? {
        guard indexPath.section == 0, indexPath.item < rows.count else { return nil }
        let row = rows[indexPath.item]
        return OutlineItemState(isExpanded: expanded.contains(row.node.title), hasChildren: !row.node.children.isEmpty,
                                level: row.level, parent: row.parent.map { IndexPath(item: $0, section: 0) })
    }

    @discardableResult
    func setExpanded(_ isExpanded: Bool, itemAt indexPath: IndexPath, animated: Bool) -> Bool {
        let title = rows[indexPath.item].node.title
        expansionCalls.append("\(isExpanded ? "expand" : "collapse") \(title)")
        guard expanded.contains(title) != isExpanded else { return false }
        if isExpanded { expanded.insert(title) } else { expanded.remove(title) }
        rebuild()
        collectionView?.reloadData()
        return true
    }
}

/// A collection view of one column of full-width, one-line list cells over `data`, in a
/// headless host of `size` — or of the cells laid out by `layout`.
@MainActor
func makeListCollection(_ data: ListCellData, size: CGSize = CGSize(width: 30, height: 6),
                        layout: UICollectionViewLayout? = nil) -> (HeadlessHost, UICollectionView) {
    let host = HeadlessHost(size: size)
    let layout = layout ?? {
        let columns = ColumnsLayout()
        columns.columns = 1
        columns.itemSize = CGSize(width: size.width, height: 1)
        return columns
    }()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.showsVerticalScrollIndicator = false
    // Taps would also focus items, whose focus bar draws over the first column.
    collection.allowsFocus = false
    collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
    collection.dataSource = data
    collection.delegate = data
    (data as? OutlineData)?.collectionView = collection
    host.rootView = collection
    keptListSources.append(data)
    return (host, collection)
}

/// Keeps test data sources alive (a collection view holds its data source weakly).
@MainActor var keptListSources: [AnyObject] = []
