import Foundation
import Trestle
import TrestleTesting

/// A cell showing one line of text.
@MainActor
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A supplementary view showing one line of text.
@MainActor
final class LabelView: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

/// A collection data source and delegate over an editable model of titled items, recording the
/// calls it receives.
@MainActor
final class CollectionData: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var sections: [[String]]
    var calls: [String] = []
    var recordsDisplay = false
    var headerKind: String?
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    var shouldDeselect: (IndexPath) -> Bool = { _ in true }
    var movesItems = false
    var cellRequests: [IndexPath] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    /// `count` items titled "s.i" in each of `sectionCount` sections.
    convenience init(sections sectionCount: Int = 1, items count: Int) {
        self.init((0..<sectionCount).map { s in (0..<count).map { "\(s).\($0)" } })
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? LabelView)?.label.text = "Section \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard movesItems else {
            collectionView.noteDefaultImplementation(.moveItem)
            return
        }
        // A move to where the item is changes nothing (the collection view sends one to learn
        // whether this method is implemented, as UIKit's runtime check would).
        guard sourceIndexPath != destinationIndexPath else { return }
        calls.append("moveItemAt \(sourceIndexPath) \(destinationIndexPath)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath)")
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("didHighlight \(indexPath)") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { calls.append("didUnhighlight \(indexPath)") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath)")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath)")
        return shouldDeselect(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath)") }
    var recordsPrimaryActions = false
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        if recordsPrimaryActions { calls.append("performPrimaryAction \(indexPath)") }
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if recordsDisplay { calls.append("willDisplay \(indexPath)") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if recordsDisplay { calls.append("didEndDisplaying \(indexPath)") }
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        if recordsDisplay { calls.append("willDisplaySupplementary \(elementKind) \(indexPath)") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        if recordsDisplay { calls.append("didEndDisplayingSupplementary \(elementKind) \(indexPath)") }
    }
}

/// A custom layout written the way UIKit's guides (and the seed) write one: `prepare()` computes
/// and caches every item's attributes in `columns` columns of `itemSize` cells, one section after
/// another, each with an optional header of `headerHeight` lines; the queries filter the cache.
@MainActor
class ColumnsLayout: UICollectionViewLayout {
    var columns = 3
    var itemSize = CGSize(width: 10, height: 2)
    var headerHeight: CGFloat = 0
    var headerKind = "test-header"
    private(set) var prepareCount = 0
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        prepareCount += 1
        cache.removeAll()
        guard let collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            if headerHeight > 0 {
                let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: headerKind, with: IndexPath(item: 0, section: section))
                header.frame = CGRect(x: 0, y: y, width: CGFloat(columns) * itemSize.width, height: headerHeight)
                cache.append(header)
                y += headerHeight
            }
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: CGFloat(item % columns) * itemSize.width, y: y + CGFloat(item / columns) * itemSize.height,
                                          width: itemSize.width, height: itemSize.height)
                cache.append(attributes)
            }
            y += CGFloat((count + columns - 1) / columns) * itemSize.height
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(columns) * itemSize.width, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) && $0.frame.minY < rect.maxY && rect.minY < $0.frame.maxY }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
}

/// A collection view with `layout` over `data` in a headless host, cells registered as
/// `LabelCell` under "cell".
@MainActor
func makeCollection(_ data: CollectionData, layout: UICollectionViewLayout = ColumnsLayout(),
                    size: CGSize = CGSize(width: 30, height: 10)) -> (HeadlessHost, UICollectionView) {
    let host = HeadlessHost(size: size)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.showsVerticalScrollIndicator = false
    collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    if let kind = (layout as? ColumnsLayout)?.headerKind {
        collection.register(LabelView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    collection.dataSource = data
    collection.delegate = data
    host.rootView = collection
    return (host, collection)
}
