import Foundation
import Testing
import Trestle
import TrestleTesting

/// A layout that answers with things that cannot be shown.
@MainActor
final class BrokenLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 30, height: 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let good = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        good.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        let missing = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 99, section: 0))
        missing.frame = CGRect(x: 0, y: 1, width: 10, height: 1)
        let nan = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        nan.frame = CGRect(x: CGFloat.nan, y: 2, width: 10, height: 1)
        let negative = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        negative.frame = CGRect(x: 0, y: 3, width: 10, height: -1)
        return [good, missing, nan, negative]
    }
}

@MainActor
@Suite("UICollectionView misuse")
struct CollectionMisuseTests {
    @Test("a layout's attributes for items that do not exist or with NaN or negative sizes are reported once and ignored")
    func brokenLayout() {
        let data = CollectionData(items: 3)
        let (host, collection) = makeCollection(data, layout: BrokenLayout())
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            host.layout()
            collection.contentOffset.y = 1
            host.layout()
        }
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
        #expect(reports.messages.count == 3)
        #expect(reports.messages.contains { $0.contains("item [0, 99], which does not exist") })
        #expect(reports.messages.contains { $0.contains("invalid frame") && $0.contains("[0, 1]") })
        #expect(reports.messages.contains { $0.contains("invalid frame") && $0.contains("[0, 2]") })
    }

    @Test("dequeuing an unregistered identifier reports UIKit's message and still gives a cell")
    func unregisteredCell() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 30, height: 4))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        let source = Source()
        collection.dataSource = source
        host.rootView = collection
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages == ["could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
        #expect(collection.visibleCells.count == 1)
    }

    @Test("an unregistered supplementary kind reports UIKit's message")
    func unregisteredSupplementary() {
        let data = CollectionData(items: 3)
        let layout = ColumnsLayout()
        layout.headerHeight = 1
        layout.headerKind = "badge"
        let host = HeadlessHost(size: CGSize(width: 30, height: 4))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = data
        host.rootView = collection
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages.first == "could not dequeue a view of kind: badge with identifier header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        #expect(collection.visibleCells.count == 3)
    }

    @Test("negative counts are reported and read as 0")
    func negativeCounts() {
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { -4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
        }
        let host = HeadlessHost(size: CGSize(width: 30, height: 4))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        let source = Source()
        collection.dataSource = source
        host.rootView = collection
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout() }
        #expect(reports.messages == ["UICollectionView data source returned a negative number of items (-4) for section 0; treating it as 0"])
        #expect(collection.numberOfItems(inSection: 0) == 0)
    }

    @Test("reloadData from inside cellForItemAt is deferred until the layout pass ends")
    func reloadFromCellForItem() {
        final class Source: NSObject, UICollectionViewDataSource {
            var reloads = 0
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                if reloads < 1 { reloads += 1; collectionView.reloadData() }
                return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 30, height: 4))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: ColumnsLayout())
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        host.rootView = collection
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) { host.layout(); host.layout() }
        #expect(reports.messages.first?.hasPrefix("reloadData() was called while the collection view was laying out") == true)
        #expect(collection.visibleCells.count == 3)
    }

    @Test("scrolling or selecting an item that does not exist is reported and ignored")
    func invalidItems() {
        let data = CollectionData(items: 3)
        let (host, collection) = makeCollection(data)
        host.layout()
        let reports = DiagnosticsRecorder()
        TrestleDiagnostics.$handler.withValue(reports.record) {
            collection.scrollToItem(at: IndexPath(item: 9, section: 0), at: .top, animated: false)
            collection.selectItem(at: IndexPath(item: 0, section: 4), animated: false, scrollPosition: [])
        }
        #expect(reports.messages.count == 2)
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(collection.contentOffset == .zero)
    }
}
