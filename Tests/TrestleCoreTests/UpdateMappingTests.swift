import Foundation
import Testing
import TrestleTesting
@testable import TrestleCore

@Suite("Batch update mapping")
struct UpdateMappingTests {
    func plan(_ calls: [UpdateCall], old: [Int], new: [Int]) throws -> UpdatePlan {
        try UpdateCall.batch(calls).plan(oldSectionCounts: old, newSectionCounts: new, kind: .table)
    }

    func path(_ section: Int, _ row: Int) -> ItemPath { ItemPath(section: section, item: row) }

    @Test("Deletes use old paths, inserts new paths, and the other rows keep their order")
    func deletesAndInserts() throws {
        // [a b c d e] → delete b, d; insert x at 0 and y at 3 → [x a c y e]
        let mapping = try plan([.deleteRow(path(0, 1)), .deleteRow(path(0, 3)), .insertRow(path(0, 0)), .insertRow(path(0, 3))],
                               old: [5], new: [5]).mapping
        #expect((0..<5).map { mapping.newPath(forOld: path(0, $0))?.item } == [1, nil, 2, nil, 4])
        #expect((0..<5).map { mapping.oldPath(forNew: path(0, $0))?.item } == [nil, 0, 2, nil, 4])
    }

    @Test("A moved row maps both ways; the rows it passes shift by one")
    func move() throws {
        // [a b c d] → move a to 2 → [b c a d]
        let mapping = try plan([.moveItem(path(0, 0), path(0, 2))], old: [4], new: [4]).mapping
        #expect((0..<4).map { mapping.newPath(forOld: path(0, $0))?.item } == [2, 0, 1, 3])
        #expect((0..<4).map { mapping.oldPath(forNew: path(0, $0))?.item } == [1, 2, 0, 3])
    }

    @Test("A reloaded row maps to nil both ways; its replacement's path is known")
    func reload() throws {
        // [a b c] → delete a, reload c → [b c']; c' goes to 2 − 1 deleted = 1
        let mapping = try plan([.deleteRow(path(0, 0)), .reloadRow(path(0, 2))], old: [3], new: [2]).mapping
        #expect(mapping.newPath(forOld: path(0, 2)) == nil)
        #expect(mapping.newPath(forReloaded: path(0, 2)) == path(0, 1))
        #expect(mapping.oldPath(forNew: path(0, 1)) == nil)
        #expect(mapping.newPath(forOld: path(0, 1)) == path(0, 0))
    }

    @Test("Sections: deleted, inserted, moved and reloaded sections map like rows; rows follow their section")
    func sections() throws {
        // Sections [A B C D] → delete A, move D to 1, insert N at 2, reload B → [B' D N C]
        // (B's replacement goes to 1 − 1 deleted = 0: the shift ignores the move.)
        let old = [1, 2, 3, 4]
        let mapping = try plan([.deleteSection(0), .moveSection(3, 1), .insertSection(2), .reloadSection(1)],
                               old: old, new: [7, 4, 1, 3]).mapping
        #expect((0..<4).map { mapping.newSection(forOld: $0) } == [nil, nil, 3, 1])
        #expect((0..<4).map { mapping.oldSection(forNew: $0) } == [nil, 3, nil, 2])
        #expect(mapping.newSection(forReloaded: 1) == 0)
        #expect(mapping.newPath(forOld: path(3, 2)) == path(1, 2))
        #expect(mapping.newPath(forOld: path(2, 1)) == path(3, 1))
        #expect(mapping.newPath(forOld: path(1, 0)) == nil)
        #expect(mapping.oldPath(forNew: path(2, 0)) == nil)
        #expect(mapping.oldPath(forNew: path(0, 6)) == nil)
    }

    @Test("An empty update maps every index to itself")
    func identity() throws {
        let plan = try plan([], old: [3, 0, 2], new: [3, 0, 2])
        #expect(plan.mapping.isIdentity)
        #expect(plan.mapping.newPath(forOld: path(2, 1)) == path(2, 1))
        #expect(plan.mapping.oldSection(forNew: 1) == 1)
        #expect(UpdateMapping(identityFor: [3, 0, 2]).newPath(forOld: path(0, 2)) == path(0, 2))
    }

    @Test("A ten-million-row section is mapped with arithmetic, not per-row storage")
    func largeSection() throws {
        let rows = 10_000_000
        let mapping = try plan([.deleteRow(path(0, 0)), .insertRow(path(0, 9_999_999)), .moveItem(path(0, 5_000_000), path(0, 1))],
                               old: [rows], new: [rows]).mapping
        #expect(mapping.newPath(forOld: path(0, 9_999_999)) == path(0, 9_999_998))
        #expect(mapping.newPath(forOld: path(0, 4_999_999)) == path(0, 4_999_999))
        #expect(mapping.newPath(forOld: path(0, 5_000_001)) == path(0, 5_000_000))
        #expect(mapping.oldPath(forNew: path(0, 2)) == path(0, 2))
        #expect(mapping.oldPath(forNew: path(0, 1)) == path(0, 5_000_000))
        #expect(mapping.oldPath(forNew: path(0, 0)) == path(0, 1))
        #expect(mapping.oldPath(forNew: path(0, 9_999_999)) == nil)
    }

    // MARK: Against the naive model

    /// Every call on a table of `counts`, including some a little out of range.
    static func universe(_ counts: [Int]) -> [UpdateCall] {
        let sections = counts.count
        var calls: [UpdateCall] = []
        for s in 0...sections {
            calls += [.deleteSection(s), .insertSection(s)]
            if s < sections { calls.append(.reloadSection(s)) }
        }
        for a in 0..<sections { for b in 0..<sections { calls.append(.moveSection(a, b)) } }
        for s in 0...sections {
            for r in 0...min(3, (s < sections ? counts[s] : 0)) {
                let p = ItemPath(section: s, item: r)
                calls += [.deleteRow(p), .reloadRow(p), .reconfigureRow(p)]
            }
        }
        for s in 0...sections { for r in 0...2 { calls.append(.insertRow(ItemPath(section: s, item: r))) } }
        for s in 0..<sections {
            for r in 0..<counts[s] {
                for t in 0...sections { for q in 0...2 { calls.append(.moveItem(ItemPath(section: s, item: r), ItemPath(section: t, item: q))) } }
            }
        }
        return calls
    }

    static let smallTables: [[Int]] = [[0], [1], [2], [3], [0, 0], [1, 0], [0, 2], [2, 1], [1, 3], [3, 3]]

    /// Checks one batch: the naive model and the planner agree on validity; for a valid batch the
    /// mapping matches the model and a wrong count anywhere is rejected. Returns a failure.
    static func check(_ calls: [UpdateCall], oldCounts: [Int], rng: inout SeededRandomNumberGenerator) -> String? {
        let update = UpdateCall.batch(calls)
        guard let outcome = ReferenceBatch.apply(update, oldCounts: oldCounts, freshRows: { $0 % 3 }) else {
            // Invalid for the model: invalid whatever counts the data source reports.
            var newCounts = oldCounts
            if update.validate(oldSectionCounts: oldCounts, newSectionCounts: newCounts, kind: .table) == nil {
                return "\(calls) on \(oldCounts) is invalid but validated with unchanged counts"
            }
            newCounts = oldCounts.map { $0 + 1 } + [1]
            if update.validate(oldSectionCounts: oldCounts, newSectionCounts: newCounts, kind: .collection) == nil {
                return "\(calls) on \(oldCounts) is invalid but validated with counts \(newCounts)"
            }
            return nil
        }
        let newCounts = outcome.counts
        let plan: UpdatePlan
        do throws(BatchUpdateError) {
            plan = try update.plan(oldSectionCounts: oldCounts, newSectionCounts: newCounts, kind: .table)
        } catch {
            return "\(calls) on \(oldCounts) → \(newCounts) is valid but failed: \(error.message)"
        }
        if let problem = mappingDisagreement(plan.mapping, outcome, oldCounts: oldCounts) {
            return "\(calls) on \(oldCounts): \(problem)"
        }
        if Set(plan.reconfiguredItems) != outcome.reconfiguredNewPaths {
            return "\(calls) on \(oldCounts): reconfigured \(plan.reconfiguredItems), expected \(outcome.reconfiguredNewPaths)"
        }
        // A wrong count in any section that existed before is caught (new sections may have any
        // count).
        let existing = outcome.sections.indices.filter { outcome.oldSection(forNew: $0) != nil }
        if let section = existing.randomElement(using: &rng) {
            var wrong = newCounts
            wrong[section] += Bool.random(using: &rng) || wrong[section] == 0 ? 1 : -1
            if update.validate(oldSectionCounts: oldCounts, newSectionCounts: wrong, kind: .table) == nil {
                return "\(calls) on \(oldCounts): accepted wrong counts \(wrong) (right: \(newCounts))"
            }
        }
        if update.validate(oldSectionCounts: oldCounts, newSectionCounts: newCounts + [0], kind: .table) == nil {
            return "\(calls) on \(oldCounts): accepted an extra section"
        }
        return nil
    }

    @Test("Every batch of one or two calls on small tables matches the naive model", arguments: smallTables)
    func exhaustivePairs(counts: [Int]) {
        var rng = SeededRandomNumberGenerator(seed: UInt64(counts.count * 10 + counts.reduce(0, +)))
        let calls = Self.universe(counts)
        var failures: [String] = []
        var valid = 0
        for (i, first) in calls.enumerated() {
            if let failure = Self.check([first], oldCounts: counts, rng: &rng) { failures.append(failure) }
            for second in calls[i...] {
                if let failure = Self.check([first, second], oldCounts: counts, rng: &rng) { failures.append(failure) }
                if ReferenceBatch.apply(UpdateCall.batch([first, second]), oldCounts: counts) != nil { valid += 1 }
                if failures.count > 5 { break }
            }
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(valid > 0)
    }

    @Test("Every batch of three calls on the smallest tables matches the naive model", arguments: [[1], [2], [1, 0]] as [[Int]])
    func exhaustiveTriples(counts: [Int]) {
        var rng = SeededRandomNumberGenerator(seed: 99)
        let calls = Self.universe(counts)
        var failures: [String] = []
        var valid = 0
        outer: for i in calls.indices {
            for j in i..<calls.count {
                for k in j..<calls.count {
                    let batch = [calls[i], calls[j], calls[k]]
                    if let failure = Self.check(batch, oldCounts: counts, rng: &rng) { failures.append(failure) }
                    if ReferenceBatch.apply(UpdateCall.batch(batch), oldCounts: counts) != nil { valid += 1 }
                    if failures.count > 5 { break outer }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(valid > 100)
    }

    @Test("Random batches of three or four calls on small tables match the naive model", arguments: [1, 2, 3] as [UInt64])
    func randomTriples(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var failures: [String] = []
        var valid = 0
        for _ in 0..<4_000 {
            let counts = Self.smallTables.randomElement(using: &rng)!
            let universe = Self.universe(counts)
            let calls = (0..<Int.random(in: 3...4, using: &rng)).map { _ in universe.randomElement(using: &rng)! }
            if let failure = Self.check(calls, oldCounts: counts, rng: &rng) { failures.append(failure) }
            if ReferenceBatch.apply(UpdateCall.batch(calls), oldCounts: counts) != nil { valid += 1 }
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(valid > 20)
    }

    @Test("Random valid batches on bigger tables match the naive model", arguments: [11, 12, 13, 14] as [UInt64])
    func randomLarge(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var failures: [String] = []
        for round in 0..<1_500 {
            let counts = RandomBatches.counts(sections: 0...6, rows: 0...25, using: &rng)
            let churn = [0.05, 0.2, 0.5].randomElement(using: &rng)!
            let calls = RandomBatches.batch(oldCounts: counts, churn: churn, maxInsertsPerSection: 4, using: &rng)
            let update = RandomBatches.record(calls, using: &rng)
            guard let outcome = ReferenceBatch.apply(update, oldCounts: counts) else {
                failures.append("round \(round): generator made an invalid batch \(calls) on \(counts)")
                break
            }
            do {
                let plan = try update.plan(oldSectionCounts: counts, newSectionCounts: outcome.counts, kind: .table)
                if let problem = mappingDisagreement(plan.mapping, outcome, oldCounts: counts) {
                    failures.append("round \(round) \(calls) on \(counts): \(problem)")
                }
                // The order of the calls does not matter.
                let shuffled = UpdateCall.batch(calls.shuffled(using: &rng))
                let again = try shuffled.plan(oldSectionCounts: counts, newSectionCounts: outcome.counts, kind: .table)
                if again.movedItems != plan.movedItems || again.deletedItems != plan.deletedItems
                    || again.insertedItems != plan.insertedItems || again.reloadedItems != plan.reloadedItems
                    || again.movedSections != plan.movedSections {
                    failures.append("round \(round): the call order changed the plan")
                }
            } catch {
                failures.append("round \(round) \(calls) on \(counts) → \(outcome.counts): \(error)")
            }
            if failures.count > 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    // MARK: Scroll anchor

    @Test("The scroll anchor follows its row through deletes and inserts above it")
    func anchorFollowsRow() throws {
        let mapping = try plan([.deleteRow(path(0, 0)), .insertRow(path(0, 0)), .insertRow(path(0, 1))], old: [10], new: [11]).mapping
        let anchor = ScrollAnchor(row: path(0, 5), distanceFromPinTop: -3).remapped(through: mapping)
        #expect(anchor == ScrollAnchor(row: path(0, 6), distanceFromPinTop: -3))
    }

    @Test("A deleted or moved anchor row hands over to the next row that stays, then to the footer")
    func anchorHandsOver() throws {
        // [a b c d e] → delete b, move c to 0 → [c a d e]
        let mapping = try plan([.deleteRow(path(0, 1)), .moveItem(path(0, 2), path(0, 0))], old: [5, 1], new: [4, 1]).mapping
        #expect(ScrollAnchor(row: path(0, 1), distanceFromPinTop: -2).remapped(through: mapping).element == .row(path(0, 2)))
        #expect(ScrollAnchor(row: path(0, 2), distanceFromPinTop: -2).remapped(through: mapping).element == .row(path(0, 2)))
        let tail = try plan([.deleteRow(path(0, 3)), .deleteRow(path(0, 4))], old: [5, 1], new: [3, 1]).mapping
        #expect(ScrollAnchor(row: path(0, 3), distanceFromPinTop: 0).remapped(through: tail).element == .footer(section: 0))
    }

    @Test("Section anchors follow their section; a deleted section hands over to the next one")
    func anchorSections() throws {
        let mapping = try plan([.deleteSection(1), .insertSection(0), .reloadSection(2)], old: [1, 1, 1, 1], new: [0, 1, 1, 1]).mapping
        #expect(ScrollAnchor(element: .header(section: 0), distanceFromPinTop: 0).remapped(through: mapping).element == .header(section: 1))
        #expect(ScrollAnchor(element: .footer(section: 1), distanceFromPinTop: 0).remapped(through: mapping).element == .topPadding(section: 3))
        #expect(ScrollAnchor(element: .header(section: 2), distanceFromPinTop: 0).remapped(through: mapping).element == .header(section: 2))
        #expect(ScrollAnchor(row: path(1, 0), distanceFromPinTop: 0).remapped(through: mapping).element == .topPadding(section: 3))
        #expect(ScrollAnchor(row: path(2, 0), distanceFromPinTop: 0).remapped(through: mapping).element == .topPadding(section: 2))
        let last = try plan([.deleteSection(3)], old: [1, 1, 1, 1], new: [1, 1, 1]).mapping
        #expect(ScrollAnchor(element: .header(section: 3), distanceFromPinTop: 0).remapped(through: last).element == .tableFooter)
        #expect(ScrollAnchor(element: .tableHeader, distanceFromPinTop: -1).remapped(through: last).element == .tableHeader)
    }

    @Test("Keeping the remapped anchor keeps the content under the eye still after deletes above it")
    func anchorKeepsContentStill() throws {
        var geometry = TableGeometry(style: .plain, width: 80, sections: [(SectionExtents(header: 2), 100)], estimatedRowExtent: 10)
        let viewport = Viewport(offsetY: 505, height: 40)
        let anchor = try #require(geometry.scrollAnchor(for: viewport))
        let before = geometry.minY(of: anchor.element) - viewport.offsetY
        var update = BatchUpdate()
        update.deleteItems([path(0, 3), path(0, 4)])
        update.insertItems([path(0, 0)])
        let plan = try geometry.apply(update, newSectionCounts: [99], estimatedRowExtent: 10) { _ in SectionExtents() }
        let moved = anchor.remapped(through: plan.mapping)
        let offset = geometry.offsetY(keeping: moved, in: viewport)
        #expect(offset == viewport.offsetY - 10)
        #expect(geometry.minY(of: moved.element) - offset == before)
    }
}
