import Foundation
import Testing
import Trestle
import TrestleTesting

/// How rows get their heights in a model run.
enum ModelHeights: String, Sendable {
    /// Estimation off (`estimatedRowHeight = 0`): every row's height is known from
    /// `heightForRowAt` and the content size is exact
    /// (<doc:TrestleCore/UIKitBehavior#Row-heights-and-estimation>).
    case exact
    /// A positive estimate: rows are measured through `heightForRowAt` when they are displayed.
    case estimated
}

/// A table in a headless host showing a ``TableModel``, with the row identities the test
/// expects to be selected, and the checks that compare it with the model and with a table
/// built from scratch.
@MainActor
final class ModelTableHarness {
    static let size = CGSize(width: 40, height: 12)
    /// The estimate in `.estimated` runs: also a height rows can have, so an unmeasured row is
    /// not always told apart by its height, and the checks never rely on that.
    static let estimate: CGFloat = 2

    /// The height a row has until it is measured: the estimate, or with estimation off the
    /// terminal's row height (only before the table first loads: afterwards every row's height is
    /// known).
    var unmeasuredHeight: CGFloat { heights == .exact ? 1 : Self.estimate }

    let heights: ModelHeights
    let style: UITableView.Style
    let host: HeadlessHost
    let table: UITableView
    let data: ModelTableDataSource
    /// The row identities that should be selected.
    var selectedIDs: Set<Int> = []
    /// Said with every failure: seed, step and what the step did.
    var context = ""
    /// Set by the first failed check; a run stops there, since later steps build on a wrong state.
    private(set) var failed = false

    init(model: TableModel, heights: ModelHeights, style: UITableView.Style) {
        self.heights = heights
        self.style = style
        (host, table, data) = Self.makeTable(model, heights: heights, style: style)
    }

    static func makeTable(_ model: TableModel, heights: ModelHeights,
                          style: UITableView.Style) -> (HeadlessHost, UITableView, ModelTableDataSource) {
        let host = HeadlessHost(size: size)
        let table = UITableView(frame: .zero, style: style)
        table.showsVerticalScrollIndicator = false
        table.allowsMultipleSelection = true
        table.estimatedRowHeight = heights == .exact ? 0 : estimate
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let data = ModelTableDataSource(model)
        table.dataSource = data
        table.delegate = data
        host.rootView = table
        host.layout()
        return (host, table, data)
    }

    // MARK: Checks

    func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        failed = true
        Issue.record(Comment(rawValue: "\(context)\n→ \(message)"), sourceLocation: sourceLocation)
    }

    func check(_ condition: Bool, _ message: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        if !condition { fail(message(), sourceLocation: sourceLocation) }
    }

    func checkEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        if actual != expected { fail("\(what()): got \(actual), expected \(expected)", sourceLocation: sourceLocation) }
    }

    /// Checks the table against `model`:
    /// - counts, visible cells' text and selected state, and the selected identities;
    /// - every row's height is its model height, except rows in `unmeasured` (new since the last
    ///   full measurement) that have no cell, which may still have the unmeasured height;
    /// - unless `offsetWithinContent` is false, the content offset is a valid one;
    /// - then, against a table built from scratch from the model with the same selection and
    ///   content offset: content size, every row's and section's rect, and the screen (text and
    ///   styles).
    func verify(_ model: TableModel, unmeasured: Set<Int>, offsetWithinContent: Bool = true,
                sourceLocation: SourceLocation = #_sourceLocation) {
        checkEqual(table.numberOfSections, model.sections.count, "numberOfSections", sourceLocation: sourceLocation)
        for section in model.sections.indices {
            checkEqual(table.numberOfRows(inSection: section), model.counts[section], "numberOfRows(inSection: \(section))",
                       sourceLocation: sourceLocation)
        }
        guard !failed else { return }

        let visible = table.indexPathsForVisibleRows ?? []
        for path in visible {
            guard model.contains(path) else {
                fail("visible row \(path) is not in the model", sourceLocation: sourceLocation)
                continue
            }
            let row = model[path]
            let cell = table.cellForRow(at: path)
            checkEqual(cell?.textLabel?.text, row.text, "text of the visible cell at \(path.section)-\(path.row)",
                       sourceLocation: sourceLocation)
            checkEqual(cell?.isSelected, selectedIDs.contains(row.id), "isSelected of the visible cell at \(path.section)-\(path.row) (\(row.text))",
                       sourceLocation: sourceLocation)
        }
        let selectedPaths = table.indexPathsForSelectedRows ?? []
        check(selectedPaths.allSatisfy(model.contains), "selected index paths outside the table: \(selectedPaths)", sourceLocation: sourceLocation)
        let selectedNow = selectedPaths.filter(model.contains).map { model[$0].text }.sorted()
        let paths = model.pathsByID
        let expectedSelected = selectedIDs.compactMap { paths[$0].map { model[$0].text } }.sorted()
        checkEqual(selectedNow, expectedSelected, "selected rows (by identity)", sourceLocation: sourceLocation)

        // Heights travel with their rows. With estimation on, rows new since the last full
        // measurement may still have the estimate when they have no cell (are not in the visible
        // range); with estimation off every row has its exact height at once
        // (<doc:TrestleCore/UIKitBehavior#Row-heights-and-estimation>).
        for path in model.allPaths {
            let row = model[path]
            let height = table.rectForRow(at: path).height
            if heights == .estimated && unmeasured.contains(row.id) && table.cellForRow(at: path) == nil {
                check(height == CGFloat(row.height) || height == unmeasuredHeight,
                      "height of new row \(row.text) at \(path.section)-\(path.row) is \(height): neither its height \(row.height) nor the estimate",
                      sourceLocation: sourceLocation)
            } else {
                checkEqual(height, CGFloat(row.height), "height of row \(row.text) at \(path.section)-\(path.row)",
                           sourceLocation: sourceLocation)
            }
            if failed { return }
        }
        if offsetWithinContent {
            check(table.validContentOffsetYRange.contains(table.contentOffset.y),
                  "content offset \(table.contentOffset.y) outside the valid range \(table.validContentOffsetYRange)",
                  sourceLocation: sourceLocation)
        }
        compareWithFreshTable(model, sourceLocation: sourceLocation)
    }

    /// Compares with a table built from scratch from `model`. The table built from scratch is
    /// measured whole in `.estimated` runs (scrolled through); the table under test too when some
    /// of its rows are still unmeasured, and it then returns to its offset. So both have every
    /// row's height, and their layouts must be the same.
    func compareWithFreshTable(_ model: TableModel, sourceLocation: SourceLocation = #_sourceLocation) {
        let offset = table.contentOffset
        if model.allPaths.contains(where: { table.rectForRow(at: $0).height != CGFloat(model[$0].height) }) {
            Self.measureAll(table, host)
            table.contentOffset = CGPoint(x: offset.x, y: table.clampedContentOffsetY(offset.y))
            host.layout()
        }
        let (freshHost, fresh, freshData) = Self.makeTable(model, heights: heights, style: style)
        defer { withExtendedLifetime(freshData) {} }
        let paths = model.pathsByID
        for id in selectedIDs {
            if let path = paths[id] { fresh.selectRow(at: path, animated: false, scrollPosition: .none) }
        }
        if heights == .estimated { Self.measureAll(fresh, freshHost) }
        fresh.contentOffset = table.contentOffset
        freshHost.layout()

        checkEqual(table.contentSize, fresh.contentSize, "contentSize", sourceLocation: sourceLocation)
        for section in model.sections.indices {
            checkEqual(table.rect(forSection: section), fresh.rect(forSection: section), "rect(forSection: \(section))",
                       sourceLocation: sourceLocation)
            if failed { return }
        }
        for path in model.allPaths {
            checkEqual(table.rectForRow(at: path), fresh.rectForRow(at: path), "rectForRow(at: \(path.section)-\(path.row)) (\(model[path].text))",
                       sourceLocation: sourceLocation)
            if failed { return }
        }
        checkEqual(table.indexPathsForVisibleRows, fresh.indexPathsForVisibleRows, "indexPathsForVisibleRows", sourceLocation: sourceLocation)
        checkEqual(table.indexPathsForSelectedRows, fresh.indexPathsForSelectedRows, "indexPathsForSelectedRows", sourceLocation: sourceLocation)
        let lines = host.screenLines()
        let freshLines = freshHost.screenLines()
        if lines != freshLines {
            fail("screen differs from a table reloaded from scratch at offset \(table.contentOffset.y):\n"
                 + "table under test:\n\(lines.joined(separator: "\n"))\n--- reloaded from scratch:\n\(freshLines.joined(separator: "\n"))",
                 sourceLocation: sourceLocation)
            return
        }
        let styled = host.styledScreen()
        let freshStyled = freshHost.styledScreen()
        if styled != freshStyled {
            let differing = styled.indices.filter { $0 >= freshStyled.count || styled[$0] != freshStyled[$0] }
            fail("styles (colours, selection, bold, underline) on screen lines \(differing) differ from a table reloaded from scratch; screen:\n"
                 + lines.joined(separator: "\n"), sourceLocation: sourceLocation)
        }
    }

    /// Scrolls through the whole table so that every row is displayed, and so measured, once.
    static func measureAll(_ table: UITableView, _ host: HeadlessHost) {
        table.contentOffset = CGPoint(x: 0, y: table.validContentOffsetYRange.lowerBound)
        host.layout()
        var steps = 0
        while table.contentOffset.y < table.validContentOffsetYRange.upperBound && steps < 1000 {
            let next = min(table.contentOffset.y + max(1, table.bounds.height - 2), table.validContentOffsetYRange.upperBound)
            table.contentOffset = CGPoint(x: 0, y: next)
            host.layout()
            steps += 1
        }
    }

    /// Lets the frame after a batch start its row animations, and the host's clock run a second
    /// past them (they take a fraction of one), so that the table is at rest.
    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
        host.layout()
        host.advance(by: 1)
        host.layout()
        check(!host.isAnimating, "still animating a second after the batch", sourceLocation: sourceLocation)
    }

    // MARK: Changing things between steps

    /// Scrolls to a random valid offset.
    func scrollRandomly(using rng: inout SeededRandomNumberGenerator) {
        let range = table.validContentOffsetYRange
        table.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &rng)))
        host.layout()
    }

    /// Selects and deselects a few random rows (programmatically, as an app restoring a selection).
    func changeSelectionRandomly(using rng: inout SeededRandomNumberGenerator) {
        let model = data.model
        for path in model.allPaths where Int.random(in: 0..<6, using: &rng) == 0 {
            let id = model[path].id
            if selectedIDs.contains(id) {
                table.deselectRow(at: path, animated: false)
                selectedIDs.remove(id)
            } else {
                table.selectRow(at: path, animated: false, scrollPosition: .none)
                selectedIDs.insert(id)
            }
        }
        host.layout()
    }

    /// The row under the top edge and its distance from it, when the table is scrolled.
    func rowAtTopEdge() -> (id: Int, distance: CGFloat)? {
        let top = table.contentOffset.y
        guard top > 0, let path = table.indexPathForRow(at: CGPoint(x: 1, y: top)), data.model.contains(path) else { return nil }
        return (data.model[path].id, table.rectForRow(at: path).minY - top)
    }
}
