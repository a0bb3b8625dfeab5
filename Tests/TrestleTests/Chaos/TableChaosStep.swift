import Foundation
import Trestle
import TrestleTesting

/// One thing an app or a user does to a table. Fractions place a step relative to what is there
/// when it runs ("the row at 40% of the screen", "60% of the way down the content"), so a step
/// means something in any state; `seed`s draw the content of a batch when it runs.
///
/// The description is the step as Swift, so a shrunk failing run pastes into a regression test.
enum TableChaosStep: CustomStringConvertible, Sendable, Equatable, Codable {
    // Scrolling
    case scroll(Double)
    case scrollAnimated(Double)
    case wheel(Int)
    case drag(lines: Int, duration: Double)
    // The window
    case resize(width: Int, height: Int)
    case switchMetrics
    // Data
    case reloadData(seed: UInt64)
    case reloadRows(seed: UInt64)
    case reloadSections(seed: UInt64)
    case batch(seed: UInt64, animated: Bool)
    case singleCall(seed: UInt64)
    case invalidBatch(seed: UInt64)
    case changeHeights(seed: UInt64)
    case swapDataSource(background: Bool)
    case swapDelegate
    // Selection
    case select(Double)
    case deselect(Double)
    case tap(Double)
    case tapPoint(x: Double, y: Double)
    case key(TableChaosKey)
    case toggleMultipleSelection
    // Editing
    case toggleEditing(animated: Bool)
    case swipe(Double, distance: Int)
    case reorder(from: Double, to: Double)
    // Navigation and time
    case push
    case pop
    case advance(Double)
    // Configuration
    case toggleEstimation
    case toggleSelfSizing
    case insets(top: Int, bottom: Int)
    case tableHeader(lines: Int)

    var description: String {
        switch self {
        case .scroll(let f): ".scroll(\(f.short))"
        case .scrollAnimated(let f): ".scrollAnimated(\(f.short))"
        case .wheel(let lines): ".wheel(\(lines))"
        case .drag(let lines, let duration): ".drag(lines: \(lines), duration: \(duration.short))"
        case .resize(let width, let height): ".resize(width: \(width), height: \(height))"
        case .switchMetrics: ".switchMetrics"
        case .reloadData(let seed): ".reloadData(seed: \(seed))"
        case .reloadRows(let seed): ".reloadRows(seed: \(seed))"
        case .reloadSections(let seed): ".reloadSections(seed: \(seed))"
        case .batch(let seed, let animated): ".batch(seed: \(seed), animated: \(animated))"
        case .singleCall(let seed): ".singleCall(seed: \(seed))"
        case .invalidBatch(let seed): ".invalidBatch(seed: \(seed))"
        case .changeHeights(let seed): ".changeHeights(seed: \(seed))"
        case .swapDataSource(let background): ".swapDataSource(background: \(background))"
        case .swapDelegate: ".swapDelegate"
        case .select(let f): ".select(\(f.short))"
        case .deselect(let f): ".deselect(\(f.short))"
        case .tap(let f): ".tap(\(f.short))"
        case .tapPoint(let x, let y): ".tapPoint(x: \(x.short), y: \(y.short))"
        case .key(let key): ".key(.\(key.rawValue))"
        case .toggleMultipleSelection: ".toggleMultipleSelection"
        case .toggleEditing(let animated): ".toggleEditing(animated: \(animated))"
        case .swipe(let f, let distance): ".swipe(\(f.short), distance: \(distance))"
        case .reorder(let from, let to): ".reorder(from: \(from.short), to: \(to.short))"
        case .push: ".push"
        case .pop: ".pop"
        case .advance(let seconds): ".advance(\(seconds.short))"
        case .toggleEstimation: ".toggleEstimation"
        case .toggleSelfSizing: ".toggleSelfSizing"
        case .insets(let top, let bottom): ".insets(top: \(top), bottom: \(bottom))"
        case .tableHeader(let lines): ".tableHeader(lines: \(lines))"
        }
    }

    /// Whether the step tells the table its data changed (a batch or a reload).
    var changesData: Bool {
        switch self {
        case .reloadData, .reloadRows, .reloadSections, .batch, .singleCall, .invalidBatch, .changeHeights, .swapDataSource, .toggleSelfSizing: true
        default: false
        }
    }

    /// Whether the step changes a lasting setting: a mode, the window, the configuration, the
    /// objects the table talks to, the screen on top.
    var isSetting: Bool {
        switch self {
        case .resize, .switchMetrics, .swapDataSource, .swapDelegate, .toggleMultipleSelection, .toggleEditing, .push, .pop,
             .toggleEstimation, .toggleSelfSizing, .insets, .tableHeader: true
        default: false
        }
    }

    var isInvalidBatch: Bool {
        if case .invalidBatch = self { true } else { false }
    }

    /// A random step, by weight: scrolling, batches, selection and time most often.
    static func random(using rng: inout SeededRandomNumberGenerator) -> TableChaosStep {
        func fraction(_ range: ClosedRange<Double> = 0...1) -> Double {
            (Double.random(in: range, using: &rng) * 100).rounded() / 100
        }
        func seed() -> UInt64 { UInt64.random(in: 1...999_999, using: &rng) }
        // Weights, in the order of the cases below.
        let weights = [8, 3, 5, 3, 2, 1, 3, 3, 2, 10, 4, 3, 2, 1, 1, 3, 2, 5, 3, 7, 1, 2, 3, 2, 1, 1, 5, 1, 1, 1, 1]
        var pick = Int.random(in: 0..<weights.reduce(0, +), using: &rng)
        var index = 0
        while pick >= weights[index] {
            pick -= weights[index]
            index += 1
        }
        switch index {
        case 0: return .scroll(fraction(-0.2...1.2))
        case 1: return .scrollAnimated(fraction())
        case 2: return .wheel([-10, -3, -1, 1, 3, 10].randomElement(using: &rng)!)
        case 3: return .drag(lines: Int.random(in: -12...12, using: &rng), duration: [0.05, 0.2, 0.6].randomElement(using: &rng)!)
        case 4: return .resize(width: Int.random(in: 24...60, using: &rng), height: Int.random(in: 5...20, using: &rng))
        case 5: return .switchMetrics
        case 6: return .reloadData(seed: seed())
        case 7: return .reloadRows(seed: seed())
        case 8: return .reloadSections(seed: seed())
        case 9: return .batch(seed: seed(), animated: Int.random(in: 0..<3, using: &rng) != 0)
        case 10: return .singleCall(seed: seed())
        case 11: return .invalidBatch(seed: seed())
        case 12: return .changeHeights(seed: seed())
        case 13: return .swapDataSource(background: Bool.random(using: &rng))
        case 14: return .swapDelegate
        case 15: return .select(fraction())
        case 16: return .deselect(fraction())
        case 17: return .tap(fraction())
        case 18: return .tapPoint(x: fraction(), y: fraction())
        case 19: return .key(TableChaosKey.allCases.randomElement(using: &rng)!)
        case 20: return .toggleMultipleSelection
        case 21: return .toggleEditing(animated: Bool.random(using: &rng))
        case 22: return .swipe(fraction(), distance: [-30, -12, -6, 6, 12].randomElement(using: &rng)!)
        case 23: return .reorder(from: fraction(), to: fraction(-0.2...1.2))
        case 24: return .push
        case 25: return .pop
        case 26: return .advance([0.02, 0.1, 0.25, 1].randomElement(using: &rng)!)
        case 27: return .toggleEstimation
        case 28: return .insets(top: Int.random(in: 0...2, using: &rng), bottom: Int.random(in: 0...2, using: &rng))
        case 29: return .tableHeader(lines: Int.random(in: 0...3, using: &rng))
        case 30: return .toggleSelfSizing
        default: return .advance(0.1)
        }
    }
}

/// The keys a chaos step presses.
enum TableChaosKey: String, CaseIterable, Sendable, Codable {
    case up, down, pageUp, pageDown, home, end, space, enter, escape, delete, left, altUp, altDown, minus

    var key: (HeadlessHost.Key, UIKeyModifierFlags) {
        switch self {
        case .up: (.up, [])
        case .down: (.down, [])
        case .pageUp: (.pageUp, [])
        case .pageDown: (.pageDown, [])
        case .home: (.home, [])
        case .end: (.end, [])
        case .space: (.space, [])
        case .enter: (.enter, [])
        case .escape: (.escape, [])
        case .delete: (.delete, [])
        case .left: (.left, [])
        case .altUp: (.up, .alternate)
        case .altDown: (.down, .alternate)
        case .minus: (.character("-"), [])
        }
    }
}

extension Double {
    /// Two decimals at most, as the steps are drawn.
    fileprivate var short: String {
        let rounded = (self * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) + ".0" : String(rounded)
    }
}
