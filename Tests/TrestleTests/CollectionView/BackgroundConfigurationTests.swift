import Foundation
import Testing
import Trestle
import TrestleCore
import TrestleTesting

@MainActor
@Suite("UIBackgroundConfiguration")
struct BackgroundConfigurationTests {
    func collectionWithBackgrounds(_ configure: @escaping (UICollectionViewCell) -> Void) -> (HeadlessHost, UICollectionView, CollectionData) {
        final class Source: NSObject, UICollectionViewDataSource {
            let configure: (UICollectionViewCell) -> Void
            init(configure: @escaping (UICollectionViewCell) -> Void) { self.configure = configure }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                configure(cell)
                return cell
            }
        }
        let data = CollectionData(items: 3)
        let (host, collection) = makeCollection(data)
        let source = Source(configure: configure)
        collection.dataSource = source
        keptSources.append(source)
        return (host, collection, data)
    }

    @Test("a list cell's background turns grey while selected and back when deselected")
    func listBackgroundFollowsState() {
        let (host, collection, _) = collectionWithBackgrounds { $0.backgroundConfiguration = .listPlainCell() }
        // A tap would also focus the item, whose focus wash would cover the background.
        collection.allowsFocus = false
        host.layout()
        let unselected = host.styledGrid()[row: 0, column: 1].background
        #expect(unselected != nil)
        host.tap(at: CGPoint(x: 5, y: 1))
        let selected = host.styledGrid()[row: 0, column: 1].background
        #expect(selected != unselected)
        #expect(host.styledGrid()[row: 0, column: 11].background == unselected)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        // Programmatic deselection changes the cell's state, and the configuration follows it.
        collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        host.layout()
        #expect(host.styledGrid()[row: 0, column: 1].background == unselected)
    }

    @Test("a background colour set on the configuration is kept in every state")
    func explicitColourKept() {
        var configuration = UIBackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = .systemRed
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        #expect(configuration.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemRed)
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        #expect(UIBackgroundConfiguration.clear().updated(for: state).resolvedBackgroundColor(for: .systemBlue) == nil)
    }

    @Test("insets leave the view's edges unfilled")
    func insets() {
        let (host, _, _) = collectionWithBackgrounds { cell in
            var configuration = UIBackgroundConfiguration.clear()
            configuration.backgroundColor = .systemRed
            configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
            cell.backgroundConfiguration = configuration
        }
        host.layout()
        let grid = host.styledGrid()
        let red = grid[row: 0, column: 2].background
        #expect(red != nil)
        #expect(grid[row: 0, column: 7].background == red)
        // The first two and last two columns of the 10-wide cell show the collection's background.
        #expect(grid[row: 0, column: 1].background != red)
        #expect(grid[row: 0, column: 8].background != red)
    }

    @Test("a table cell with a background configuration draws it instead of the standard selection fill")
    func tableCell() {
        let data = ListDataSource([["a", "b"]])
        let (host, table) = makeTable(data, size: CGSize(width: 20, height: 4))
        host.layout()
        let plainSelected: DisplayColor?
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        plainSelected = host.styledGrid()[row: 0, column: 10].background
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .systemGreen
        cell.backgroundConfiguration = configuration
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let configured = host.styledGrid()[row: 0, column: 10].background
        #expect(configured != nil)
        #expect(configured != plainSelected)
    }
}

/// Keeps test data sources alive (a collection view holds its data source weakly).
@MainActor private var keptSources: [AnyObject] = []
