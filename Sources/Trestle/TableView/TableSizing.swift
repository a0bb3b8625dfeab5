import Foundation

/// What a table found out at its last reload about how its rows, headers and footers are sized,
/// and a count of the measurements since: the table's own sizing state beside its geometry.
struct TableSizing {
    /// Whether the delegate supplies header and footer views.
    var delegateProvidesSupplementaryViews = (header: false, footer: false)
    /// The uniform estimate for unmeasured rows.
    var rowEstimate: CGFloat = 44
    /// Whether every row's height is known without asking per row (the delegate does not
    /// implement `heightForRowAt` and `rowHeight` is fixed).
    var rowsHaveUniformHeight = false
    /// Sections whose header comes from a delegate view and is still an estimate.
    var estimatedHeaderSections = Set<Int>()
    /// Sections whose footer comes from a delegate view and is still an estimate.
    var estimatedFooterSections = Set<Int>()
    /// Counts measurements, so a layout pass knows whether rows may have moved.
    var geometryChanges = 0
}
