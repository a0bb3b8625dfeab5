import Foundation

/// Where a table's section index puts its titles, and which title a point along it picks
/// (<doc:TrestleCore/UIKitBehavior#Section-index>).
///
/// The titles stand one per line, centred in the height available. When there are more titles
/// than lines, UIKit squeezes the index: it shows the first and last titles and titles evenly
/// spread between them, with a bullet (•) between each two standing for the titles left out —
/// and dragging along it still reaches every title. This layout does the same.
public struct SectionIndexLayout: Sendable, Hashable {
    /// One line of the index.
    public struct Entry: Sendable, Hashable {
        /// The title shown, by its index in the titles; `nil` for a bullet standing for titles
        /// left out.
        public var titleIndex: Int?
        /// The top of the line.
        public var minY: Double
    }

    /// The number of titles.
    public let titleCount: Int
    /// The height of one line.
    public let lineHeight: Double
    /// The lines shown, top to bottom.
    public private(set) var entries: [Entry] = []
    /// The top of the first line.
    public private(set) var minY: Double = 0
    /// The bottom of the last line.
    public var maxY: Double { minY + Double(entries.count) * lineHeight }
    /// Whether titles were left out to fit.
    public var isSqueezed: Bool { entries.count < titleCount }

    /// Lays out `titleCount` titles in lines of `lineHeight` within `minY..<minY + height`,
    /// centred (on a whole line: `lineHeight` steps from the top).
    public init(titleCount: Int, lineHeight: Double, minY availableMinY: Double, height: Double) {
        engineRequire(titleCount >= 0, "SectionIndexLayout: title count must not be negative, got \(titleCount)")
        engineRequire(lineHeight > 0 && lineHeight.isFinite, "SectionIndexLayout: line height must be positive, got \(lineHeight)")
        self.titleCount = titleCount
        self.lineHeight = lineHeight
        let capacity = height.isFinite ? max(0, Int((height / lineHeight).rounded(.down))) : 0
        guard titleCount > 0, capacity > 0 else { return }
        var shown: [Int?]
        if titleCount <= capacity {
            shown = Array(0..<titleCount)
        } else if capacity < 3 {
            shown = capacity == 1 ? [0] : [0, titleCount - 1]
        } else {
            // An odd number of lines: title, bullet, title, …, title.
            let lines = capacity % 2 == 1 ? capacity : capacity - 1
            let titles = (lines + 1) / 2
            shown = []
            for k in 0..<titles {
                if k > 0 { shown.append(nil) }
                shown.append(Int((Double(k * (titleCount - 1)) / Double(titles - 1)).rounded()))
            }
        }
        let spare = Double(capacity - shown.count) / 2
        minY = availableMinY + spare.rounded(.down) * lineHeight
        entries = shown.enumerated().map { Entry(titleIndex: $1, minY: minY + Double($0) * lineHeight) }
    }

    /// The title a touch at `y` picks: the title on the touched line; on a bullet's line, one of
    /// the titles it stands for, in proportion to where on the line the touch is — so a finger
    /// sliding down the index passes every title. Above and below the lines, the first and last
    /// titles. `nil` without titles.
    public func titleIndex(atY y: Double) -> Int? {
        guard titleCount > 0, !entries.isEmpty else { return nil }
        let position = (y - minY) / lineHeight
        guard position >= 0 else { return entries.first?.titleIndex ?? 0 }
        let line = Int(position.rounded(.down))
        guard line < entries.count else { return titleCount - 1 }
        if let title = entries[line].titleIndex { return title }
        // A bullet lies between two titles: it stands for the ones between them.
        let before = entries[line - 1].titleIndex ?? 0
        let after = entries[line + 1].titleIndex ?? titleCount - 1
        let hidden = after - before - 1
        guard hidden > 0 else { return before }
        return before + 1 + min(hidden - 1, Int(((position - Double(line)) * Double(hidden)).rounded(.down)))
    }
}
