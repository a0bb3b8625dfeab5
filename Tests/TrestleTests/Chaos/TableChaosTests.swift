import Foundation
import Testing
import Trestle
import TrestleTesting

/// Random sequences of everything an app and a user do to a table — scrolling, resizing,
/// reloads, valid and invalid batches, diffable applies (some from a background task), selection
/// by code, taps and keys, editing, swipes, reordering, navigation, data source swaps, time —
/// checked after every step and rebuilt from scratch at checkpoints. A failing run is shrunk to a
/// minimal sequence, reported as Swift to paste into a regression test.
///
/// `TRESTLE_LONG_CHECKS=1` runs 100 times as many steps (the release check).
@MainActor
@Suite("Chaos: random sequences of calls and input leave a table whole")
struct TableChaosTests {
    /// Seeds of the regular run; each runs `steps` steps.
    nonisolated static let seeds: [UInt64] = ProcessInfo.processInfo.environment["TRESTLE_CHAOS_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(1...12)
    static var steps: Int { LongChecks.stepOverride ?? (LongChecks.isEnabled ? 500_000 : 5_000) }
    static let checkpointEvery = 200

    @Test("A random run leaves the table whole after every step, and equal to a rebuilt table at every checkpoint", arguments: seeds)
    func randomRun(seed: UInt64) async {
        if let failure = await ChaosRunner.runShrinking(TableChaosWorld.self, seed: seed, count: Self.steps,
                                                         checkpointEvery: Self.checkpointEvery) {
            Issue.record(Comment(rawValue: failure.report))
        }
    }
}
