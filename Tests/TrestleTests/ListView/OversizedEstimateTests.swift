import Foundation
import Testing
import Trestle
import TrestleTesting

/// Estimates written for iOS — `estimatedRowHeight = 44`, `.estimated(44)` — in a terminal, where
/// a row measures one line: one layout pass still measures every row that comes into view, in the
/// middle of the content and at its end.
@MainActor
@Suite("Estimates far larger than the rows: one pass fills the screen")
struct OversizedEstimateTests {
    private static let rows = 1_000

    /// The screen's lines, trimmed.
    private func lines(_ host: HeadlessHost) -> [String] {
        host.screenLines().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("A table with estimatedRowHeight = 44 shows a full screen of measured rows after a jump into the middle and to its last row")
    func table() {
        let data = ListDataSource([(0..<Self.rows).map { "row \($0)" }])
        let (host, table) = makeTable(data)
        table.estimatedRowHeight = 44
        host.layout()
        table.contentOffset = CGPoint(x: 0, y: 20_000)
        host.layout()
        let middle = table.indexPathsForVisibleRows ?? []
        #expect(middle.count == 10)
        for path in middle { #expect(table.rectForRow(at: path).height == 1, "\(path)") }
        #expect(lines(host).allSatisfy { $0.hasPrefix("row ") }, "\(lines(host))")

        table.scrollToRow(at: IndexPath(row: Self.rows - 1, section: 0), at: .bottom, animated: false)
        host.layout()
        #expect(table.indexPathsForVisibleRows == (990..<1_000).map { IndexPath(row: $0, section: 0) })
        #expect(lines(host) == (990..<1_000).map { "row \($0)" })
    }

    @Test("A compositional layout with .estimated(44) items shows a full screen of measured items after a jump into the middle and to its last item")
    func collection() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let (host, collection) = makeListCollection(ListCellData((0..<Self.rows).map { "row \($0)" }), size: CGSize(width: 30, height: 10),
                                                    layout: UICollectionViewCompositionalLayout(section: section))
        host.layout()
        collection.contentOffset = CGPoint(x: 0, y: 20_000)
        host.layout()
        let middle = collection.indexPathsForVisibleItems
        #expect(middle.count == 10)
        for path in middle { #expect(collection.layoutAttributesForItem(at: path)?.frame.height == 1, "\(path)") }
        #expect(lines(host).allSatisfy { $0.hasPrefix("row ") }, "\(lines(host))")

        collection.scrollToItem(at: IndexPath(item: Self.rows - 1, section: 0), at: .bottom, animated: false)
        host.layout()
        #expect(collection.indexPathsForVisibleItems.sorted() == (990..<1_000).map { IndexPath(item: $0, section: 0) })
        #expect(lines(host) == (990..<1_000).map { "row \($0)" })
    }
}
