import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
private final class PressedRows: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("A press held still on a list's row")
struct HeldPressTests {
    @Test("Reports of a touch that has not moved keep a table row highlighted, and the release selects it")
    func tableRowStaysHighlighted() throws {
        let host = HeadlessHost(size: CGSize(width: 30, height: 8))
        let table = UITableView(frame: .zero, style: .plain)
        let rows = PressedRows()
        table.dataSource = rows
        table.delegate = rows
        host.rootView = table
        host.layout()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let point = CGPoint(x: 5, y: cell.frame.minY)
        var highlighted = false
        host.drag(from: point, to: point, pressFirst: 0.2, beforeRelease: { highlighted = cell.isHighlighted })
        #expect(highlighted)
        #expect(rows.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test("Reports of a touch that has not moved keep a collection item highlighted, and the release selects it")
    func collectionItemStaysHighlighted() throws {
        let host = HeadlessHost(size: CGSize(width: 30, height: 8))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 1)
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let rows = PressedRows()
        collection.dataSource = rows
        collection.delegate = rows
        host.rootView = collection
        host.layout()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        let point = CGPoint(x: 5, y: cell.frame.minY)
        var highlighted = false
        host.drag(from: point, to: point, pressFirst: 0.2, beforeRelease: { highlighted = cell.isHighlighted })
        #expect(highlighted)
        #expect(rows.selected == [IndexPath(item: 2, section: 0)])
    }
}
