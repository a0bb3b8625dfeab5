import Foundation

/// How far apart two sizes may be and still count as the same in a checkpoint: a list that has
/// lived through thousands of updates sums its fractional row heights in another order than a
/// list built afresh, and the two totals may differ in their last bits (the long run's seed 2
/// found 2788.666666666667 against 2788.6666666666665). A real difference is a point or more.
enum ChaosTolerance {
    static func sameSize(_ a: CGSize, _ b: CGSize) -> Bool {
        same(a.width, b.width) && same(a.height, b.height)
    }

    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }
}
