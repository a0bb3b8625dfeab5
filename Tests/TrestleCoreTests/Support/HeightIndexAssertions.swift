import Testing
@testable import TrestleCore

/// Compares every query of `index` with the reference model, at every row and at the offsets
/// where answers change (row boundaries, just before them, and midpoints).
func expectMatches(_ index: HeightIndex, _ reference: ReferenceHeights, _ context: @autoclosure () -> String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    index.checkInvariants()
    let offsets = reference.offsets
    guard index.count == reference.count, index.totalExtent == reference.total else {
        Issue.record("count/total \(index.count)/\(index.totalExtent) ≠ \(reference.count)/\(reference.total) after \(context())",
                     sourceLocation: sourceLocation)
        return
    }
    #expect(index.measuredCount == reference.values.count(where: { $0 != nil }), "\(context())", sourceLocation: sourceLocation)
    for row in 0...reference.count {
        if index.offset(ofRow: row) != offsets[row] {
            Issue.record("offset(ofRow: \(row)) = \(index.offset(ofRow: row)), expected \(offsets[row]) after \(context())",
                         sourceLocation: sourceLocation)
            return
        }
        if row < reference.count {
            #expect(index.extent(ofRow: row) == reference.extent(row), "\(context())", sourceLocation: sourceLocation)
            #expect(index.measuredExtent(ofRow: row) == reference.values[row], "\(context())", sourceLocation: sourceLocation)
        }
    }
    // The sequential walk gives the same offsets and extents as the point lookups.
    if reference.count > 0 {
        var walked: [(Int, Double, Double)] = []
        let lower = reference.count / 3
        index.forEachRow(in: lower..<reference.count) { walked.append(($0, $1, $2)) }
        let expected = (lower..<reference.count).map { ($0, offsets[$0], reference.extent($0)) }
        if walked.map({ "\($0)" }) != expected.map({ "\($0)" }) {
            Issue.record("forEachRow from \(lower) = \(walked), expected \(expected) after \(context())", sourceLocation: sourceLocation)
            return
        }
    }
    var probes: [Double] = [-1, -0.25]
    for offset in offsets { probes += [offset, offset - 0.125, offset + 0.125] }
    for y in probes {
        let expected = (reference.row(atOffset: y, offsets: offsets), reference.firstRow(endingAfter: y, offsets: offsets),
                        reference.lastRow(startingBefore: y, offsets: offsets))
        let actual = (index.row(atOffset: y), index.firstRow(endingAfter: y), index.lastRow(startingBefore: y))
        if expected != actual {
            Issue.record("at y = \(y): (row, firstRow, lastRow) = \(actual), expected \(expected) after \(context())",
                         sourceLocation: sourceLocation)
            return
        }
    }
}
