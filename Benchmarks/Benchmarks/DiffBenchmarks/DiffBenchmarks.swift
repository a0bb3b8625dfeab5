import Benchmark
import Foundation
import Trestle
import TrestleCore

/// A value built once and kept between iterations (the closures are `@Sendable`; each benchmark
/// runs on one thread, so the box is never shared concurrently).
final class Lazy<Value>: @unchecked Sendable {
    private let make: () -> Value
    private var cached: Value?
    init(_ make: @escaping () -> Value) { self.make = make }
    var value: Value {
        if let cached { return cached }
        let value = make()
        cached = value
        return value
    }
}

/// SplitMix64, so every run diffs the same identifiers.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension UUID {
    static func random(using rng: inout SplitMix) -> UUID {
        let high = rng.next(), low = rng.next()
        return withUnsafeBytes(of: (high, low)) { bytes in
            UUID(uuid: bytes.load(as: uuid_t.self))
        }
    }
}

/// An old list of `count` UUIDs and a new one with `deleted` removed, `inserted` fresh ones at
/// random places and `shuffled` survivors permuted among their positions.
struct Workload {
    let old: [UUID]
    let new: [UUID]

    init(count: Int, deleted: Int, inserted: Int, shuffled: Int, seed: UInt64) {
        var rng = SplitMix(state: seed)
        let old = (0..<count).map { _ in UUID.random(using: &rng) }
        self.old = old
        var kept = [Bool](repeating: true, count: count)
        var positions = Array(0..<count)
        for index in 0..<deleted {  // a partial Fisher–Yates shuffle picks the deleted positions
            positions.swapAt(index, Int.random(in: index..<count, using: &rng))
            kept[positions[index]] = false
        }
        let survivors = old.indices.filter { kept[$0] }.map { old[$0] }
        var insertAt = (0..<inserted).map { _ in Int.random(in: 0...survivors.count, using: &rng) }
        insertAt.sort()
        var new: [UUID] = []
        new.reserveCapacity(survivors.count + inserted)
        var next = 0
        for (index, element) in survivors.enumerated() {
            while next < insertAt.count && insertAt[next] == index { new.append(UUID.random(using: &rng)); next += 1 }
            new.append(element)
        }
        while next < insertAt.count { new.append(UUID.random(using: &rng)); next += 1 }
        var slots = Array(new.indices)
        for index in 0..<shuffled {
            slots.swapAt(index, Int.random(in: index..<slots.count, using: &rng))
        }
        let chosen = Array(slots.prefix(shuffled))
        let permuted = chosen.map { new[$0] }.shuffled(using: &rng)
        for (slot, element) in zip(chosen, permuted) { new[slot] = element }
        self.new = new
    }
}

/// Ten sections of `perSection` UUIDs; the new side changes one section only.
struct SectionedWorkload {
    let old: SectionedIdentifiers<Int, UUID>
    let new: SectionedIdentifiers<Int, UUID>

    init(sections: Int, perSection: Int, seed: UInt64) {
        var oldContents: [(section: Int, items: [UUID])] = []
        var newContents: [(section: Int, items: [UUID])] = []
        for section in 0..<sections {
            let workload = section == sections / 2
                ? Workload(count: perSection, deleted: perSection / 10, inserted: perSection / 10,
                           shuffled: perSection / 50, seed: seed &+ UInt64(section))
                : Workload(count: perSection, deleted: 0, inserted: 0, shuffled: 0, seed: seed &+ UInt64(section))
            oldContents.append((section, workload.old))
            newContents.append((section, workload.new))
        }
        old = SectionedIdentifiers(oldContents)
        new = SectionedIdentifiers(newContents)
    }
}

/// A copy of `array` in its own storage, so the diff cannot take the shared-storage shortcut.
func separateCopy<Element>(_ array: [Element]) -> [Element] {
    var copy = array
    copy.reserveCapacity(array.count + 1)
    return copy
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 2,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )

    // MARK: Flat diffs of UUIDs (targets: 0.3 ms, 10 ms, 1 ms, 10 ms, 150 ms)

    let small = Lazy { Workload(count: 5_000, deleted: 1_000, inserted: 1_000, shuffled: 200, seed: 1) }
    Benchmark("IdentifierDiff 5k UUIDs: 1k deleted, 1k inserted, 200 shuffled") { benchmark in
        let workload = small.value
        benchmark.startMeasurement()
        blackHole(try! IdentifierDiff(from: workload.old, to: workload.new))
    }

    let medium = Lazy { Workload(count: 100_000, deleted: 10_000, inserted: 10_000, shuffled: 2_000, seed: 2) }
    Benchmark("IdentifierDiff 100k UUIDs: 10k deleted, 10k inserted, 2k shuffled") { benchmark in
        let workload = medium.value
        benchmark.startMeasurement()
        blackHole(try! IdentifierDiff(from: workload.old, to: workload.new))
    }

    for count in [100_000, 1_000_000] {
        let unchanged = Lazy {
            let workload = Workload(count: count, deleted: 0, inserted: 0, shuffled: 0, seed: 3)
            return (workload.old, separateCopy(workload.old))
        }
        Benchmark("IdentifierDiff \(count / 1_000)k UUIDs unchanged (separate storage)") { benchmark in
            let (old, new) = unchanged.value
            benchmark.startMeasurement()
            blackHole(try! IdentifierDiff(from: old, to: new))
        }
    }

    let large = Lazy { Workload(count: 1_000_000, deleted: 100_000, inserted: 100_000, shuffled: 20_000, seed: 4) }
    Benchmark("IdentifierDiff 1M UUIDs, 10% churn: 100k deleted, 100k inserted, 20k shuffled",
              configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 20)) { benchmark in
        let workload = large.value
        benchmark.startMeasurement()
        blackHole(try! IdentifierDiff(from: workload.old, to: workload.new))
    }

    // MARK: Sectioned diff (target 2 ms)

    let sectioned = Lazy { SectionedWorkload(sections: 10, perSection: 10_000, seed: 5) }
    Benchmark("SectionedDifference 10 × 10k UUIDs, churn in one section (1k deleted, 1k inserted, 200 shuffled)") { benchmark in
        let workload = sectioned.value
        benchmark.startMeasurement()
        blackHole(try! SectionedDifference(from: workload.old, to: workload.new))
    }

    // MARK: Reference point: the standard library's Myers diff

    Benchmark("Swift CollectionDifference 5k UUIDs: 1k deleted, 1k inserted, 200 shuffled (reference)",
              configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 20)) { benchmark in
        let workload = small.value
        benchmark.startMeasurement()
        blackHole(workload.new.difference(from: workload.old).inferringMoves())
    }

    // MARK: Snapshots (the path a diffable data source's apply takes)

    let identifiers = Lazy { Workload(count: 1_000_000, deleted: 0, inserted: 0, shuffled: 0, seed: 6).old }
    // Target: 4 ms for 100k.
    let hundredThousand = Lazy { Array(identifiers.value.prefix(100_000)) }
    Benchmark("NSDiffableDataSourceSnapshot append 100k UUIDs",
              configuration: .init(maxDuration: .seconds(5), maxIterations: 500)) { benchmark in
        let items = hundredThousand.value
        benchmark.startMeasurement()
        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        benchmark.stopMeasurement()
        blackHole(snapshot)
    }

    Benchmark("NSDiffableDataSourceSnapshot append 1M UUIDs",
              configuration: .init(timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 20)) { benchmark in
        let items = identifiers.value
        benchmark.startMeasurement()
        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        benchmark.stopMeasurement()
        blackHole(snapshot)
    }

    let snapshots = Lazy {
        let workload = medium.value
        var old = NSDiffableDataSourceSnapshot<Int, UUID>()
        old.appendSections([0])
        old.appendItems(workload.old)
        var new = NSDiffableDataSourceSnapshot<Int, UUID>()
        new.appendSections([0])
        new.appendItems(workload.new)
        return (old, new)
    }
    // `difference(from:)` is package API, out of reach here; this is the same work, reading the
    // snapshots' storage through public API (O(1) each).
    Benchmark("Snapshot diff 100k UUIDs: 10k deleted, 10k inserted, 2k shuffled") { benchmark in
        let (old, new) = snapshots.value
        benchmark.startMeasurement()
        let before = SectionedIdentifiers(sections: old.sectionIdentifiers, items: old.itemIdentifiers,
                                          sectionStarts: [0, old.numberOfItems])
        let after = SectionedIdentifiers(sections: new.sectionIdentifiers, items: new.itemIdentifiers,
                                         sectionStarts: [0, new.numberOfItems])
        blackHole(try! SectionedDifference(from: before, to: after))
    }

    // MARK: Section snapshots (target: well under 1 ms)

    let outline = Lazy {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([-1, -2, -3])
        outline.append(Array(0..<100_000), to: -1)
        return outline
    }
    // The work of expanding a parent in a data source's section snapshot: the copy taken, the
    // parent expanded, the items to show listed.
    Benchmark("Section snapshot: expand a parent of 10^5 children (visibleItems)") { benchmark in
        var outline = outline.value
        benchmark.startMeasurement()
        outline.expand([-1])
        let visible = outline.visibleItems
        benchmark.stopMeasurement()
        precondition(visible.count == 100_003)
        blackHole(visible)
    }
}
