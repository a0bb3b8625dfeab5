import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// Sections A, B, C, … of `rowsPerSection` list rows each, with an index of their letters.
@MainActor
final class IndexedListData: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var letters: [String]
    var rowsPerSection: Int
    var indexTitles: [String]?
    var accessories: [UICellAccessory] = []
    /// Whether rows have a text of 28 characters: one line at the full width, not beside the index.
    var longText = false
    /// A background filling every row, edge to edge.
    var rowBackground: UIColor?
    /// What `indexPathForIndexTitle` answers; by default the first item of the letter's section.
    var indexPathForTitle: ((String, Int) -> IndexPath)?
    var asked: [String] = []

    init(letters: [String] = (0..<26).map { String(UnicodeScalar(65 + $0)!) }, rowsPerSection: Int = 3) {
        self.letters = letters
        self.rowsPerSection = rowsPerSection
        indexTitles = letters
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { letters.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rowsPerSection }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "\(letters[indexPath.section])\(indexPath.item)" + (longText ? " name long enough to reach" : " name")
        cell.contentConfiguration = content
        cell.accessories = accessories
        if let rowBackground {
            var background = UIBackgroundConfiguration.clear()
            background.backgroundColor = rowBackground
            cell.backgroundConfiguration = background
        }
        return cell
    }
    func indexTitles(for collectionView: UICollectionView) -> [String]? { indexTitles }
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        asked.append("\(title)@\(index)")
        return indexPathForTitle?(title, index) ?? IndexPath(item: 0, section: letters.firstIndex(of: title) ?? index)
    }
}

/// A data source that gives index titles and leaves `indexPathForIndexTitle` to its default.
@MainActor
final class TitlesOnlyData: NSObject, UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    func indexTitles(for collectionView: UICollectionView) -> [String]? { ["x", "y", "z"] }
}

/// A diffable data source whose index shows its sections' identifiers and leads to each
/// section's last item.
@MainActor
final class IndexedDiffableSource: UICollectionViewDiffableDataSource<String, String> {
    var asked: [String] = []

    override func indexTitles(for collectionView: UICollectionView) -> [String]? { snapshot().sectionIdentifiers }

    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        asked.append(title)
        let section = self.index(for: title) ?? index
        return IndexPath(item: snapshot().numberOfItems(inSection: title) - 1, section: section)
    }
}

@MainActor
@Suite("Collection view section index: indexTitles(for:), indexPathForIndexTitle, the index column")
struct CollectionSectionIndexTests {
    /// A plain list of `data`'s rows (one line each, no headers) in a headless host.
    func makeIndexedList(_ data: IndexedListData, size: CGSize = CGSize(width: 30, height: 30)) -> (HeadlessHost, UICollectionView) {
        let host = HeadlessHost(size: size)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsVerticalScrollIndicator = false
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collection.dataSource = data
        collection.delegate = data
        host.rootView = collection
        host.layout()
        keptListSources.append(data)
        return (host, collection)
    }

    /// The last `width` columns of each screen line.
    func indexColumn(_ host: HeadlessHost, width: Int = 2) -> [String] {
        host.screenLines().map { line in
            let padded = line.padding(toLength: Int(host.window.bounds.width), withPad: " ", startingAt: 0)
            return String(padded.suffix(width))
        }
    }

    func top(of indexPath: IndexPath, in collection: UICollectionView) -> CGFloat? {
        collection.layoutAttributesForItem(at: indexPath)?.frame.minY
    }

    @Test("The titles stand at the trailing edge, one per line, centred")
    func drawnAtTrailingEdge() {
        let data = IndexedListData()
        let (host, _) = makeIndexedList(data)
        let column = indexColumn(host)
        // 26 titles in 30 lines: two spare lines above and below.
        #expect(column[2] == " A" && column[27] == " Z")
        #expect(column[0] == "  " && column[29] == "  ")
    }

    @Test("List rows make room for the index: their text stops short of it, their trailing accessories move in, their backgrounds still reach the edge")
    func listContentNotCovered() throws {
        let data = IndexedListData()
        data.accessories = [.disclosureIndicator()]
        let (host, collection) = makeIndexedList(data)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(cell.frame.width == 30)
        #expect(cell.frame(ofAccessory: .disclosureIndicator)?.minX == 26)
        #expect(cell.contentView.frame.maxX == 26)
        // Line 2: row A2's disclosure indicator, then the title A.
        #expect(host.screenLines()[2].hasSuffix("›  A"))

        // Without titles the rows take the whole width again.
        data.indexTitles = nil
        collection.reloadData()
        host.layout()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)).flatMap { ($0 as? UICollectionViewListCell)?.frame(ofAccessory: .disclosureIndicator) }?.minX == 28)
    }

    @Test("Rows are measured again when the index comes: text that fitted the full width wraps beside it")
    func rowsRemeasuredForIndex() {
        let data = IndexedListData(letters: ["A", "B"], rowsPerSection: 2)
        data.indexTitles = nil
        data.longText = true
        let (host, collection) = makeIndexedList(data)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 1)
        data.indexTitles = ["A", "B"]
        collection.performBatchUpdates(nil)
        host.finishAnimations()
        #expect(indexColumn(host).contains(" A"), "the titles are asked again after a batch update")
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 2)
        #expect(host.screenLines()[1].contains("reach"), "the rest of the text wraps onto the row's second line")
        #expect(!host.screenLines()[0].contains("reach"))
    }

    @Test("A click on a title scrolls its item to the top, without moving a focus no item has")
    func clickJumps() {
        let data = IndexedListData()
        let (host, collection) = makeIndexedList(data)
        host.tap(at: CGPoint(x: 29, y: 2 + 10))   // K
        #expect(data.asked == ["K@10"])
        #expect(collection.contentOffset.y == top(of: IndexPath(item: 0, section: 10), in: collection))
        #expect(collection.contentOffset.y == 30)
        #expect(host.screenLines()[0].hasPrefix(" K0"))
        #expect(collection.indexPathForFocusedItem == nil)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true, "the touch on the index selects nothing under it")
    }

    @Test("The item a title leads to need not be a section's first: the data source decides")
    func itemOfTheDataSourcesChoice() {
        let data = IndexedListData()
        data.indexPathForTitle = { _, index in IndexPath(item: 2, section: index) }
        let (host, collection) = makeIndexedList(data)
        host.tap(at: CGPoint(x: 29, y: 2 + 3))   // D
        #expect(collection.contentOffset.y == 11)
        #expect(host.screenLines()[0].hasPrefix(" D2"))
    }

    @Test("Without indexPathForIndexTitle a title leads to the first item of the section at its index")
    func defaultIndexPath() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let data = TitlesOnlyData()
        collection.dataSource = data
        host.rootView = collection
        host.layout()
        // Three titles centred in ten lines: y = 3, 4, 5.
        host.tap(at: CGPoint(x: 29, y: 5))
        #expect(collection.contentOffset.y == top(of: IndexPath(item: 0, section: 2), in: collection))
        #expect(collection.contentOffset.y == 20)
        withExtendedLifetime(data) {}
    }

    @Test("Dragging along the index passes through the titles in turn, asking once per title")
    func dragAlong() {
        let data = IndexedListData()
        let (host, collection) = makeIndexedList(data)
        host.drag(from: CGPoint(x: 29, y: 2), to: CGPoint(x: 29, y: 6))
        #expect(data.asked == ["A@0", "B@1", "C@2", "D@3", "E@4"])
        #expect(collection.contentOffset.y == top(of: IndexPath(item: 0, section: 4), in: collection))
        #expect(collection.contentOffset.y == 12)
    }

    @Test("An index taller than the collection view is squeezed: first and last titles with bullets between; a drag goes through the titles in order")
    func squeezed() {
        let data = IndexedListData()
        let (host, _) = makeIndexedList(data, size: CGSize(width: 30, height: 9))
        let column = indexColumn(host).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(column == ["A", "•", "G", "•", "N", "•", "T", "•", "Z"])
        host.drag(from: CGPoint(x: 29, y: 0), to: CGPoint(x: 29, y: 8))
        #expect(data.asked == ["A@0", "B@1", "G@6", "H@7", "N@13", "O@14", "T@19", "U@20", "Z@25"])
    }

    @Test("A title leading to an item that does not exist is reported, and nothing scrolls")
    func missingItemReported() {
        let data = IndexedListData()
        data.indexPathForTitle = { _, index in IndexPath(item: 5, section: index) }
        let (host, collection) = makeIndexedList(data)
        let recorder = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(recorder.record) { host.tap(at: CGPoint(x: 29, y: 5)) }
        #expect(collection.contentOffset.y == 0)
        #expect(recorder.messages.count == 1)
        #expect(recorder.messages.first?.contains("returned index path [3, 5] for index title \"D\" at index 3") == true)
    }

    @Test("The index stays still while the content scrolls, within the content insets")
    func staysStill() {
        let data = IndexedListData()
        let (host, collection) = makeIndexedList(data)
        collection.contentOffset = CGPoint(x: 0, y: 33)
        host.layout()
        #expect(indexColumn(host)[2] == " A" && indexColumn(host)[27] == " Z")
        collection.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        host.layout()
        // 26 lines free below the inset: the titles start right under it.
        #expect(indexColumn(host)[4] == " A")
    }

    @Test("The index is drawn above all content, even cells a layout raises with a z index")
    func aboveContent() {
        let data = IndexedListData()
        data.rowBackground = .systemBlue
        let (host, collection) = makeIndexedList(data)
        // One full-width line per group, raised to z index 2.
        let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))) { _ in
            [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 30, height: 1), zIndex: 2)]
        }
        collection.setCollectionViewLayout(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), animated: false)
        host.layout()
        #expect(indexColumn(host)[2] == " A" && indexColumn(host)[27] == " Z")
    }

    @Test("Alt-↓ and Alt-↑ jump to the next and previous title's item, moving the keyboard focus; Alt-↑ part-way through a section goes to its start")
    func keyboardJumps() {
        let data = IndexedListData(letters: ["A", "B", "C", "D"], rowsPerSection: 10)
        let (host, collection) = makeIndexedList(data, size: CGSize(width: 30, height: 10))
        #expect(host.press(.down, modifiers: .alternate))
        #expect(collection.contentOffset.y == 10)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 1))
        host.press(.down, modifiers: .alternate)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 2))
        #expect(collection.contentOffset.y == 20)
        host.press(.up, modifiers: .alternate)
        #expect(collection.contentOffset.y == 10)
        host.press(.up, modifiers: .alternate)
        #expect(collection.contentOffset.y == 0)
        #expect(collection.indexPathForFocusedItem == IndexPath(item: 0, section: 0))
        collection.contentOffset = CGPoint(x: 0, y: 15)
        host.layout()
        host.press(.up, modifiers: .alternate)
        #expect(collection.contentOffset.y == 10)
    }

    @Test("Without an index Alt-↓ is left to the collection view's other keys")
    func altArrowWithoutIndex() {
        let data = IndexedListData(letters: ["A", "B"], rowsPerSection: 10)
        data.indexTitles = nil
        let (host, collection) = makeIndexedList(data, size: CGSize(width: 30, height: 10))
        host.press(.down, modifiers: .alternate)
        #expect(collection.contentOffset.y == 0)
        #expect(data.asked.isEmpty)
    }

    @Test("A horizontally scrolling layout shows no index")
    func noIndexWhenHorizontal() {
        let data = IndexedListData(letters: ["A", "B", "C"])
        let (host, collection) = makeIndexedList(data)
        #expect(indexColumn(host).contains(" A"))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(1))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        collection.setCollectionViewLayout(UICollectionViewCompositionalLayout(section: section, configuration: configuration), animated: false)
        host.layout()
        #expect(!indexColumn(host).contains(" A") && !indexColumn(host).contains(" B"))
        host.tap(at: CGPoint(x: 29, y: 14))
        #expect(data.asked.isEmpty)
    }

    @Test("Outside list sections the index stands over the content: a grid's cells keep their width")
    func overlaysGrid() {
        let data = IndexedListData(letters: ["A", "B", "C"])
        let (host, collection) = makeIndexedList(data)
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 30, height: 1)
        flow.minimumLineSpacing = 0
        collection.setCollectionViewLayout(flow, animated: false)
        host.layout()
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        #expect(cell?.contentView.frame.width == 30)
        #expect(indexColumn(host).contains(" B"))
    }

    @Test("A diffable data source's overrides give the index: titles from the snapshot, each leading where the subclass says, following snapshots applied later")
    func diffableOverrides() {
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.showsVerticalScrollIndicator = false
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let source = IndexedDiffableSource(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        host.rootView = collection
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for letter in ["P", "Q", "R"] {
            snapshot.appendSections([letter])
            snapshot.appendItems((0..<10).map { "\(letter)\($0)" }, toSection: letter)
        }
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        // Three titles in ten lines: y = 3, 4, 5.
        #expect(indexColumn(host)[3] == " P" && indexColumn(host)[5] == " R")
        host.tap(at: CGPoint(x: 29, y: 4))   // Q leads to Q9
        #expect(source.asked == ["Q"])
        #expect(collection.contentOffset.y == 19)
        #expect(host.screenLines()[0].hasPrefix(" Q9"))

        snapshot.appendSections(["S"])
        snapshot.appendItems(["S0"], toSection: "S")
        source.apply(snapshot, animatingDifferences: false)
        host.layout()
        #expect(indexColumn(host)[6] == " S", "the titles follow the snapshot applied")
    }
}
