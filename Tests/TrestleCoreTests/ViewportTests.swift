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
        _ = window.update(visible: geometry.visibleRows(in: first, bufferRows: 0), viewport: first, geometry: geometry)
        let next = Viewport(offsetY: 20, height: 100)
        let update = window.update(visible: geometry.visibleRows(in: next, bufferRows: 0), viewport: next, geometry: geometry)
        #expect(window.direction == .forward)
        #expect(window.rows == ItemRange(ItemPath(section: 0, item: 12), ItemPath(section: 0, item: 21)))
        #expect(update.prefetch == rows(20...21), "rows 10…19 were requested by the first update")
        #expect(update.cancel.isEmpty, "rows 10 and 11 became visible: displayed, not cancelled")
    }

    @Test("Reversing direction cancels the rows ahead and prefetches the rows behind, nearest first")
    func reversal() {
        var window = PrefetchWindow()
        for offset in [200.0, 250] {
            let viewport = Viewport(offsetY: offset, height: 100)
            _ = window.update(visible: geometry.visibleRows(in: viewport, bufferRows: 0), viewport: viewport, geometry: geometry)
        }
        #expect(window.rows == ItemRange(ItemPath(section: 0, item: 35), ItemPath(section: 0, item: 44)))
        let back = Viewport(offsetY: 240, height: 100)
        let update = window.update(visible: geometry.visibleRows(in: back, bufferRows: 0), viewport: back, geometry: geometry)
        #expect(window.direction == .backward)
        #expect(update.cancel == rows(35...44))
        #expect(update.prefetch == Array(rows(14...23).reversed()))
    }

    @Test("The window ends at the table's edges")
    func edges() {
        var window = PrefetchWindow()
        let end = Viewport(offsetY: 9_900, height: 100)
        _ = window.update(visible: geometry.visibleRows(in: end, bufferRows: 0), viewport: end, geometry: geometry)
        #expect(window.rows == nil)
        let top = Viewport(offsetY: 0, height: 100)
        var fresh = PrefetchWindow()
        _ = fresh.update(visible: geometry.visibleRows(in: top, bufferRows: 0), viewport: top, geometry: geometry)
        _ = fresh.update(visible: geometry.visibleRows(in: top, bufferRows: 0), viewport: Viewport(offsetY: -10, height: 100), geometry: geometry)
        #expect(fresh.direction == .backward)
        #expect(fresh.rows == nil)
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
            let update = window.update(visible: visible, viewport: viewport, geometry: geometry)
            #expect(Set(update.prefetch).isDisjoint(with: outstanding), "no row is requested twice while outstanding")
            outstanding.formUnion(update.prefetch)
            outstanding.subtract(update.cancel)
            // Rows that became visible are no longer outstanding prefetches.
            if let visible { outstanding = outstanding.filter { !visible.contains($0) } }
            let expected = Set(window.rows.map { geometry.rowPaths(in: $0) } ?? [])
            #expect(outstanding == expected)
        }
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
