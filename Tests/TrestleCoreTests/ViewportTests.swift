import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Viewport: visible rows, entering and leaving rows")
struct ViewportTests {
    @Test("Visible rows with a buffer match the reference for random tables and offsets", arguments: [0, 1, 3])
    func visibleRowsMatchReference(buffer: Int) {
        for seed in 1...200 as ClosedRange<UInt64> {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let table = RandomTables.table(style: .plain, sections: 0...6, rows: 0...6, using: &rng)
            let geometry = table.makeGeometry()
            for _ in 0..<15 {
                let viewport = Viewport(offsetY: Double(Int.random(in: -30...Int(table.contentHeight) + 10, using: &rng)),
                                        height: Double(Int.random(in: 0...60, using: &rng)))
                let range = geometry.visibleRows(in: viewport, bufferRows: buffer)
                let actual = range.map { geometry.rowPaths(in: $0) } ?? []
                #expect(actual == table.visibleRows(viewport, buffer: buffer), "seed \(seed), \(viewport)")
            }
        }
    }

    @Test("100 rows in a 16-row viewport show 16 rows plus one buffer row at each end")
    func sixteenRowViewport() {
        let geometry = TableGeometry(style: .plain, width: 320, sections: [(SectionExtents(), 100)], estimatedRowExtent: 44)
        let top = geometry.visibleRows(in: Viewport(offsetY: 0, height: 16 * 44))
        #expect(top == ItemRange(ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 16)))
        let middle = geometry.visibleRows(in: Viewport(offsetY: 40 * 44 + 10, height: 16 * 44))
        // Rows 40…56 intersect (40 and 56 partly); one buffer row each side.
        #expect(middle == ItemRange(ItemPath(section: 0, item: 39), ItemPath(section: 0, item: 57)))
    }

    @Test("Rows entering and leaving equal the set difference of the two ranges, in order")
    func changeIsSetDifference() {
        for seed in 1...300 as ClosedRange<UInt64> {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let table = RandomTables.table(style: .plain, sections: 1...5, rows: 0...8, using: &rng)
            let geometry = table.makeGeometry()
            let all = table.rowFrames.map(\.0)
            guard !all.isEmpty else { continue }
            func randomRange() -> ItemRange? {
                if Int.random(in: 0..<6, using: &rng) == 0 { return nil }
                let a = Int.random(in: 0..<all.count, using: &rng)
                let b = Int.random(in: a..<all.count, using: &rng)
                return ItemRange(all[a], all[b])
            }
            let old = randomRange()
            let new = randomRange()
            let oldSet = old.map { r in all.filter { r.contains($0) } } ?? []
            let newSet = new.map { r in all.filter { r.contains($0) } } ?? []
            let change = geometry.change(from: old, to: new)
            #expect(change.entering == newSet.filter { !oldSet.contains($0) }, "seed \(seed): \(String(describing: old)) → \(String(describing: new))")
            #expect(change.leaving == oldSet.filter { !newSet.contains($0) }, "seed \(seed): \(String(describing: old)) → \(String(describing: new))")
        }
    }

    @Test("Scrolling a 10-million-row table by one screen enters and leaves one screen of rows")
    func scrollingOneScreen() {
        let geometry = TableGeometry(style: .plain, width: 80, sections: [(SectionExtents(), 10_000_000)], estimatedRowExtent: 1)
        let before = geometry.visibleRows(in: Viewport(offsetY: 5_000_000, height: 50), bufferRows: 0)
        let after = geometry.visibleRows(in: Viewport(offsetY: 5_000_050, height: 50), bufferRows: 0)
        let change = geometry.change(from: before, to: after)
        #expect(change.entering.first == ItemPath(section: 0, item: 5_000_050))
        #expect(change.entering.count == 50)
        #expect(change.leaving.count == 50)
        #expect(change.leaving.last == ItemPath(section: 0, item: 5_000_049))
    }

    @Test("The valid offset range runs from −top inset to content + bottom inset − height, never inverted")
    func offsetRange() {
        let geometry = TableGeometry(style: .plain, width: 80, sections: [(SectionExtents(), 10)], estimatedRowExtent: 10)
        #expect(geometry.offsetRange(viewportHeight: 40, insetTop: 5, insetBottom: 3) == -5...63)
        #expect(geometry.offsetRange(viewportHeight: 400, insetTop: 5, insetBottom: 3) == -5...(-5))
    }
}

@Suite("Prefetch window")
struct PrefetchWindowTests {
    let geometry = TableGeometry(style: .plain, width: 80, sections: [(SectionExtents(), 1_000)], estimatedRowExtent: 10)

    func rows(_ range: ClosedRange<Int>) -> [ItemPath] { range.map { ItemPath(section: 0, item: $0) } }

    @Test("Scrolling down prefetches about one screen below the visible rows, nearest first")
    func forwardWindow() {
        var window = PrefetchWindow()
        let first = Viewport(offsetY: 0, height: 100)
        let initial = window.update(viewport: first, geometry: geometry)
        #expect(initial.prefetch == rows(10...19), "the first layout asks for the screen below")
        let next = Viewport(offsetY: 20, height: 100)
        let update = window.update(viewport: next, geometry: geometry)
        #expect(window.direction == .forward)
        #expect(window.items == rows(12...21))
        #expect(update.prefetch == rows(20...21), "rows 10…19 were requested by the first update")
        #expect(update.cancel.isEmpty, "rows 10 and 11 became visible: displayed, not cancelled")
    }

    @Test("Reversing direction cancels the rows ahead and prefetches the rows behind, nearest first")
    func reversal() {
        var window = PrefetchWindow()
        for offset in [200.0, 250] {
            let viewport = Viewport(offsetY: offset, height: 100)
            _ = window.update(viewport: viewport, geometry: geometry)
        }
        #expect(window.items == rows(35...44))
        let back = Viewport(offsetY: 240, height: 100)
        let update = window.update(viewport: back, geometry: geometry)
        #expect(window.direction == .backward)
        #expect(update.cancel == rows(35...44))
        #expect(update.prefetch == Array(rows(14...23).reversed()))
    }

    @Test("The window ends at the table's edges")
    func edges() {
        var window = PrefetchWindow()
        let end = Viewport(offsetY: 9_900, height: 100)
        _ = window.update(viewport: end, geometry: geometry)
        #expect(window.items.isEmpty)
        let top = Viewport(offsetY: 0, height: 100)
        var fresh = PrefetchWindow()
        _ = fresh.update(viewport: top, geometry: geometry)
        _ = fresh.update(viewport: Viewport(offsetY: -10, height: 100), geometry: geometry)
        #expect(fresh.direction == .backward)
        #expect(fresh.items.isEmpty)
    }

    @Test("Prefetch and cancel requests replay to exactly the current window")
    func replayConsistency() {
        var rng = SeededRandomNumberGenerator(seed: 5)
        var window = PrefetchWindow(lookahead: 1.5)
        var outstanding = Set<ItemPath>()
        var offset = 3_000.0
        for _ in 0..<500 {
            offset = max(-20, min(9_950, offset + Double(Int.random(in: -80...80, using: &rng))))
            let viewport = Viewport(offsetY: offset, height: 100)
            let visible = geometry.visibleRows(in: viewport, bufferRows: 0)
            let update = window.update(viewport: viewport, geometry: geometry)
            #expect(Set(update.prefetch).isDisjoint(with: outstanding), "no row is requested twice while outstanding")
            outstanding.formUnion(update.prefetch)
            outstanding.subtract(update.cancel)
            // Rows that became visible are no longer outstanding prefetches.
            if let visible { outstanding = outstanding.filter { !visible.contains($0) } }
            #expect(outstanding == Set(window.items))
        }
    }

    @Test("Rows that already have cells (the buffer row past the edge) are never prefetched")
    func displayedRowsExcluded() {
        var window = PrefetchWindow()
        let viewport = Viewport(offsetY: 0, height: 100)
        let update = window.update(viewport: viewport, geometry: geometry, isDisplayed: { $0.item <= 10 })
        #expect(update.prefetch == rows(11...19))
    }

    /// A grid of 3 columns of 10×10 items in one section: item i at column i % 3, line i / 3.
    func gridItems(in rect: CGRect, count: Int = 300, horizontal: Bool = false) -> [PrefetchWindow.Item] {
        (0..<count).compactMap { index in
            let line = CGFloat(index / 3), column = CGFloat(index % 3)
            let frame = horizontal ? CGRect(x: line * 10, y: column * 10, width: 10, height: 10)
                                   : CGRect(x: column * 10, y: line * 10, width: 10, height: 10)
            return PrefetchWindow.overlaps(frame, rect) ? PrefetchWindow.Item(path: ItemPath(section: 0, item: index), frame: frame) : nil
        }.reversed()  // any order: the window sorts
    }

    @Test("In a grid, lines are requested in the order they are reached, each line left to right when scrolling forward")
    func gridOrder() {
        var window = PrefetchWindow()
        let first = window.update(visibleRect: CGRect(x: 0, y: 0, width: 30, height: 20), axis: .vertical,
                                  isDisplayed: { _ in false }, items: { gridItems(in: $0) })
        #expect(first.prefetch == rows(6...11))
        _ = window.update(visibleRect: CGRect(x: 0, y: 200, width: 30, height: 20), axis: .vertical,
                          isDisplayed: { _ in false }, items: { gridItems(in: $0) })
        let back = window.update(visibleRect: CGRect(x: 0, y: 190, width: 30, height: 20), axis: .vertical,
                                 isDisplayed: { _ in false }, items: { gridItems(in: $0) })
        #expect(window.direction == .backward)
        #expect(back.prefetch == [56, 55, 54, 53, 52, 51].map { ItemPath(section: 0, item: $0) },
                "the nearest line first, and within a line the items in reverse")
        #expect(back.cancel == rows(66...71), "the window ahead was abandoned")
    }

    @Test("A horizontal layout prefetches the columns to the right, then to the left when it reverses")
    func horizontalAxis() {
        var window = PrefetchWindow()
        let first = window.update(visibleRect: CGRect(x: 0, y: 0, width: 20, height: 30), axis: .horizontal,
                                  isDisplayed: { _ in false }, items: { gridItems(in: $0, horizontal: true) })
        #expect(first.prefetch == rows(6...11))
        _ = window.update(visibleRect: CGRect(x: 100, y: 0, width: 20, height: 30), axis: .horizontal,
                          isDisplayed: { _ in false }, items: { gridItems(in: $0, horizontal: true) })
        #expect(window.items == rows(36...41))
        _ = window.update(visibleRect: CGRect(x: 90, y: 0, width: 20, height: 30), axis: .horizontal,
                          isDisplayed: { _ in false }, items: { gridItems(in: $0, horizontal: true) })
        #expect(window.direction == .backward)
        #expect(window.items == [26, 25, 24, 23, 22, 21].map { ItemPath(section: 0, item: $0) })
    }

    @Test("A batch update moves outstanding requests to their rows' new paths; deleted and reloaded rows leave the window")
    func remapThroughBatch() throws {
        var window = PrefetchWindow()
        _ = window.update(viewport: Viewport(offsetY: 0, height: 100), geometry: geometry)
        #expect(window.items == rows(10...19))
        var batch = BatchUpdate()
        batch.insertItems([ItemPath(section: 0, item: 0)])
        batch.deleteItems([ItemPath(section: 0, item: 12)])
        batch.reloadItems([ItemPath(section: 0, item: 15)])
        let plan = try batch.plan(oldSectionCounts: [1_000], newSectionCounts: [1_000], kind: .table)
        window.remap(through: plan.mapping)
        // Old rows 10 and 11 move down one (a row went in above them); 13, 14 and 16…19 stay
        // (one in, one out above them); 12 was deleted and 15 reloaded.
        #expect(window.items == [11, 12, 13, 14, 16, 17, 18, 19].map { ItemPath(section: 0, item: $0) })
        var moved = geometry
        moved.apply(plan, estimatedRowExtent: 10, extentsOfNewSection: { _ in SectionExtents() })
        let update = window.update(viewport: Viewport(offsetY: 0, height: 100), geometry: moved)
        #expect(update.prefetch == [10, 15].map { ItemPath(section: 0, item: $0) },
                "the row that slid into the window from the screen and the reloaded row are requested")
        #expect(update.cancel.isEmpty)
    }

    @Test("The vertical initializer leaves the horizontal axis unbounded")
    func verticalViewport() {
        let viewport = Viewport(offsetY: 10, height: 20, insetTop: 2, insetBottom: 3)
        #expect(viewport.offsetX == 0 && viewport.insetLeft == 0 && viewport.insetRight == 0)
        #expect(viewport.width == .infinity)
        #expect(viewport.minX == 0 && viewport.maxX == .infinity)
        #expect(viewport.visibleRect == CGRect(x: 0, y: 10, width: Double.infinity, height: 20))
        #expect(viewport.pinTop == 12 && viewport.pinBottom == 27)
        #expect(viewport == Viewport(offsetX: 0, offsetY: 10, width: .infinity, height: 20, insetTop: 2, insetBottom: 3))
    }

    @Test("A viewport on both axes reports its bounds, visible rect and pin lines")
    func twoAxisViewport() {
        let viewport = Viewport(offsetX: 5, offsetY: 10, width: 30, height: 20, insetTop: 1, insetLeft: 2, insetBottom: 3, insetRight: 4)
        #expect(viewport.minX == 5 && viewport.maxX == 35 && viewport.minY == 10 && viewport.maxY == 30)
        #expect(viewport.visibleRect == CGRect(x: 5, y: 10, width: 30, height: 20))
        #expect(viewport.pinLeft == 7 && viewport.pinRight == 31 && viewport.pinTop == 11 && viewport.pinBottom == 27)
        let moved = viewport.offset(to: CGPoint(x: -2, y: 40))
        #expect(moved.visibleRect == CGRect(x: -2, y: 40, width: 30, height: 20))
        #expect(moved.insetLeft == 2 && moved.insetRight == 4 && moved.insetTop == 1 && moved.insetBottom == 3)
        #expect(viewport.offset(to: 50).offsetX == 5)
    }
}
