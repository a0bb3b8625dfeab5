import Foundation
import Synchronization
import Testing
import Trestle
import TrestleCore
import TrestleTesting

/// A world a chaos run drives: made afresh for every run, so that any sequence of steps — a whole
/// random run, or a shrunk part of one — replays from the same start.
///
/// Steps are drawn without looking at the world (each carries the random numbers it needs and
/// resolves them against the world when it runs: "the row at 40% of the screen"), so every
/// subsequence of a run is itself a run.
@MainActor
protocol ChaosWorld: AnyObject {
    associatedtype Step: CustomStringConvertible & Sendable

    /// A world whose starting content comes from `seed`.
    init(seed: UInt64)
    /// A random step.
    static func randomStep(using rng: inout SeededRandomNumberGenerator) -> Step
    /// Performs `step`, lays out once, and returns every broken rule it found (empty when whole).
    func perform(_ step: Step) async -> [String]
    /// Lets animations finish and compares the world with one rebuilt from its data; returns
    /// the broken rules.
    func checkpoint() async -> [String]
    /// Ends the world's background work and breaks its reference cycles.
    func tearDown()
}

/// A failed chaos run: the steps up to the one that failed, and what was broken.
struct ChaosFailure<Step: CustomStringConvertible> {
    var seed: UInt64
    var steps: [Step]
    var messages: [String]

    /// What the failure is, without the numbers that differ between runs of the same bug: the
    /// shrinker keeps a smaller sequence only when it breaks the same rule.
    var signature: String { Self.signature(of: messages) }

    static func signature(of messages: [String]) -> String {
        let first = messages.first ?? ""
        let head = first.split(separator: ":", maxSplits: 1).first.map(String.init) ?? first
        return String(head.filter { !$0.isNumber }.prefix(80))
    }

    /// The failure as a test report: the seed, the minimal steps as Swift (to paste into a
    /// regression test) — or, when shrinking ran out of time with many steps left, how to run
    /// them again — and the messages.
    var report: String {
        let steps = self.steps.count <= 120
            ? "  steps: [" + self.steps.map(\.description).joined(separator: ", ") + "]\n"
            : "  (not shrunk below \(self.steps.count) steps in the time allowed; shrink further with "
                + "TRESTLE_CHAOS_SHRINK_SECONDS=N; the last ten: "
                + self.steps.suffix(10).map(\.description).joined(separator: ", ") + ")\n"
        return "chaos run with seed \(seed) broke a rule after \(self.steps.count) step(s):\n" + steps
            + messages.prefix(8).map { "  → \($0)" }.joined(separator: "\n")
    }
}

/// Runs chaos worlds, records the internal consistency checks' failures instead of trapping
/// (``InternalChecks/failureRecorder``), and shrinks a failing run to a minimal sequence.
@MainActor
enum ChaosRunner {
    /// Where the internal checks' failures go during a step.
    final class Recorder: Sendable {
        private let messages = Mutex<[String]>([])
        func record(_ message: String) { messages.withLock { $0.append(message) } }
        func take() -> [String] { messages.withLock { let taken = $0; $0 = []; return taken } }
    }

    /// The steps of a run of `count` steps from `seed`.
    static func steps<World: ChaosWorld>(_ world: World.Type, seed: UInt64, count: Int) -> [World.Step] {
        var rng = SeededRandomNumberGenerator(seed: seed)
        return (0..<count).map { _ in World.randomStep(using: &rng) }
    }

    /// Runs `steps` in a new world, with a checkpoint every `checkpointEvery` steps and at the
    /// end; returns the index of the step after which a rule was found broken and the messages.
    static func run<World: ChaosWorld>(_ worldType: World.Type, seed: UInt64, steps: [World.Step],
                                       checkpointEvery: Int) async -> (index: Int, messages: [String])? {
        let recorder = Recorder()
        return await InternalChecks.$failureRecorder.withValue({ recorder.record($0) }) {
            let world = World(seed: seed)
            defer { world.tearDown() }
            for (index, step) in steps.enumerated() {
                var messages = await world.perform(step)
                if messages.isEmpty && (index + 1).isMultiple(of: checkpointEvery) { messages = await world.checkpoint() }
                messages = recorder.take().map { "internal check: \($0)" } + messages
                if !messages.isEmpty { return (index, messages) }
            }
            let messages = await world.checkpoint()
            let all = recorder.take().map { "internal check: \($0)" } + messages
            return all.isEmpty ? nil : (max(0, steps.count - 1), all)
        }
    }

    /// Runs `count` random steps from `seed`; on failure, shrinks the run and returns it.
    static func runShrinking<World: ChaosWorld>(_ worldType: World.Type, seed: UInt64, count: Int,
                                                checkpointEvery: Int) async -> ChaosFailure<World.Step>? {
        let all = steps(worldType, seed: seed, count: count)
        guard let (index, messages) = await run(worldType, seed: seed, steps: all, checkpointEvery: checkpointEvery) else { return nil }
        let failure = ChaosFailure(seed: seed, steps: Array(all[...index]), messages: messages)
        return await shrink(worldType, failure, checkpointEvery: checkpointEvery)
    }

    /// Delta debugging (Zeller's ddmin) over the steps, then one pass removing single steps:
    /// keeps a smaller sequence whenever it still breaks the same rule. Bounded in runs and time
    /// (what it has by then is reported).
    static func shrink<World: ChaosWorld>(_ worldType: World.Type, _ failure: ChaosFailure<World.Step>,
                                          checkpointEvery: Int, maximumRuns: Int = 3_000,
                                          timeLimit: Duration = LongChecks.shrinkTimeLimit) async -> ChaosFailure<World.Step> {
        var best = failure
        var runs = 0
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        func attempt(_ candidate: [World.Step]) async -> ChaosFailure<World.Step>? {
            guard runs < maximumRuns, clock.now < deadline, !candidate.isEmpty else { return nil }
            runs += 1
            guard let (index, messages) = await run(worldType, seed: failure.seed, steps: candidate, checkpointEvery: checkpointEvery),
                  ChaosFailure<World.Step>.signature(of: messages) == failure.signature else { return nil }
            return ChaosFailure(seed: failure.seed, steps: Array(candidate[...index]), messages: messages)
        }
        var chunks = 2
        while best.steps.count >= 2 && runs < maximumRuns && clock.now < deadline {
            let size = Int((Double(best.steps.count) / Double(chunks)).rounded(.up))
            var reduced = false
            for start in stride(from: 0, to: best.steps.count, by: size) {
                var complement = best.steps
                complement.removeSubrange(start..<min(start + size, best.steps.count))
                if let smaller = await attempt(complement) {
                    best = smaller
                    chunks = max(chunks - 1, 2)
                    reduced = true
                    break
                }
            }
            if !reduced {
                if chunks >= best.steps.count { break }
                chunks = min(chunks * 2, best.steps.count)
            }
        }
        var index = 0
        while index < best.steps.count && best.steps.count > 1 && runs < maximumRuns && clock.now < deadline {
            var candidate = best.steps
            candidate.remove(at: index)
            if let smaller = await attempt(candidate) { best = smaller } else { index += 1 }
        }
        return best
    }
}

/// Whether the long checks run (`TRESTLE_LONG_CHECKS=1`): release checks with many more steps.
enum LongChecks {
    static let isEnabled: Bool = {
        let value = ProcessInfo.processInfo.environment["TRESTLE_LONG_CHECKS"] ?? ""
        return !value.isEmpty && value != "0"
    }()

    /// `TRESTLE_CHAOS_SHRINK_SECONDS=N`: how long a failing chaos run is shrunk (default 120 s).
    static let shrinkTimeLimit: Duration = .seconds(ProcessInfo.processInfo.environment["TRESTLE_CHAOS_SHRINK_SECONDS"].flatMap(Int.init) ?? 120)

    /// `TRESTLE_CHAOS_SEED=S` or `S,T,…`: the seeds a chaos suite runs instead of its own (to
    /// replay one seed, or to share a long run between processes).
    static func seeds(default seeds: [UInt64]) -> [UInt64] {
        guard let value = ProcessInfo.processInfo.environment["TRESTLE_CHAOS_SEED"] else { return seeds }
        let chosen = value.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
        return chosen.isEmpty ? seeds : chosen
    }

    /// `TRESTLE_CHAOS_STEPS=N`: every chaos seed runs N steps (to replay or explore one seed).
    static let stepOverride: Int? = ProcessInfo.processInfo.environment["TRESTLE_CHAOS_STEPS"].flatMap(Int.init)
}
