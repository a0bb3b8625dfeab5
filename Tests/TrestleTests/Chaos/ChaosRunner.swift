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
    associatedtype Step: CustomStringConvertible & Sendable & Codable

    /// A world whose starting content comes from `seed`.
    init(seed: UInt64)
    /// A random step.
    static func randomStep(using rng: inout SeededRandomNumberGenerator) -> Step
    /// Whether `step` changes a lasting setting (a mode, the window, a configuration) rather
    /// than acting once: the shrinker keeps these when it cuts a long run down to its end.
    static func isSetting(_ step: Step) -> Bool
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
    /// Where the steps were saved when shrinking left many (a file to replay with
    /// `TRESTLE_CHAOS_REPLAY`).
    var savedAt: String?

    /// Up to how many steps the report lists as Swift.
    static var stepsShownInFull: Int { 120 }

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
        let steps = self.steps.count <= Self.stepsShownInFull
            ? "  steps: [" + self.steps.map(\.description).joined(separator: ", ") + "]\n"
            : "  (not shrunk below \(self.steps.count) steps in the time allowed; shrink further with "
                + "TRESTLE_CHAOS_SHRINK_SECONDS=N"
                + (savedAt.map { ", starting from these steps with TRESTLE_CHAOS_SEED=\(seed) TRESTLE_CHAOS_REPLAY=\($0)" } ?? "")
                + "; the last ten: "
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

    /// Runs `count` random steps from `seed` (or the steps saved in `TRESTLE_CHAOS_REPLAY`); on
    /// failure, shrinks the run and returns it, saving the steps it has when they are still many.
    static func runShrinking<World: ChaosWorld>(_ worldType: World.Type, seed: UInt64, count: Int,
                                                checkpointEvery: Int) async -> ChaosFailure<World.Step>? {
        let all = LongChecks.replayFile.flatMap { try? JSONDecoder().decode([World.Step].self, from: Data(contentsOf: $0)) }
            ?? steps(worldType, seed: seed, count: count)
        let started = ContinuousClock.now
        let result = await run(worldType, seed: seed, steps: all, checkpointEvery: checkpointEvery)
        LongChecks.log("seed \(seed): \(result.map { "failed after \($0.index + 1) steps" } ?? "\(all.count) steps passed") (\(ContinuousClock.now - started))")
        guard let (index, messages) = result else { return nil }
        var shrunk = await shrink(worldType, ChaosFailure(seed: seed, steps: Array(all[...index]), messages: messages),
                                  checkpointEvery: checkpointEvery)
        if shrunk.steps.count > ChaosFailure<World.Step>.stepsShownInFull {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-chaos-\(World.self)-seed-\(seed).json")
            if (try? JSONEncoder().encode(shrunk.steps).write(to: file)) != nil { shrunk.savedAt = file.path }
        }
        return shrunk
    }

    /// What kind a step is: its case's name.
    static func kind(of step: some CustomStringConvertible) -> Substring {
        step.description.prefix { $0 != "(" }
    }

    /// Shrinks a failing run, keeping a smaller sequence whenever it still breaks the same rule:
    /// first, for a long run, its end alone; then each kind of step dropped whole; then delta
    /// debugging (Zeller's ddmin); then single steps and pairs of steps of one kind. Bounded in runs and time (what it has by
    /// then is reported).
    static func shrink<World: ChaosWorld>(_ worldType: World.Type, _ failure: ChaosFailure<World.Step>,
                                          checkpointEvery: Int, maximumRuns: Int = 3_000,
                                          timeLimit: Duration = LongChecks.shrinkTimeLimit) async -> ChaosFailure<World.Step> {
        var best = failure
        var runs = 0
        let clock = ContinuousClock()
        let deadline = clock.now + timeLimit
        var hasTime: Bool { runs < maximumRuns && clock.now < deadline }
        func attempt(_ candidate: [World.Step]) async -> ChaosFailure<World.Step>? {
            guard hasTime, !candidate.isEmpty else { return nil }
            runs += 1
            let started = clock.now
            let result = await run(worldType, seed: failure.seed, steps: candidate, checkpointEvery: checkpointEvery)
            let kept = result.map { ChaosFailure<World.Step>.signature(of: $0.messages) == failure.signature } ?? false
            LongChecks.log("seed \(failure.seed): shrinking, run \(runs) of \(candidate.count) steps "
                           + (kept ? "fails after \(result!.index + 1)" : result == nil ? "passes" : "fails otherwise")
                           + " (\(clock.now - started))")
            guard let (index, messages) = result, kept else { return nil }
            return ChaosFailure(seed: failure.seed, steps: Array(candidate[...index]), messages: messages)
        }
        // A long run (the long mode fails after 10^5 steps) is cut to its end first: most
        // failures need only the last steps, sometimes with the settings made before them. The
        // ends tried grow fourfold, then the shortest that fails is narrowed down; this costs a
        // few replays of that end, where ddmin's first cuts would each replay half the run.
        if best.steps.count > 200 {
            let whole = best.steps
            func candidate(_ length: Int, withSettings: Bool) -> [World.Step] {
                (withSettings ? whole.dropLast(length).filter(World.isSetting) : []) + whole.suffix(length)
            }
            var passing = 0
            var length = 50
            var found: (length: Int, withSettings: Bool)?
            while found == nil && length * 2 < whole.count && hasTime {
                for withSettings in [false, true] {
                    if let smaller = await attempt(candidate(length, withSettings: withSettings)) {
                        best = smaller
                        found = (length, withSettings)
                        break
                    }
                }
                if found == nil {
                    passing = length
                    length *= 4
                }
            }
            if var (failing, withSettings) = found {
                while failing - passing > max(10, failing / 8) && hasTime {
                    let middle = (passing + failing) / 2
                    if let smaller = await attempt(candidate(middle, withSettings: withSettings)) {
                        best = smaller
                        failing = middle
                    } else if !withSettings, let smaller = await attempt(candidate(middle, withSettings: true)) {
                        best = smaller
                        failing = middle
                        withSettings = true
                    } else {
                        passing = middle
                    }
                }
            }
        }
        // Whole kinds of step, the most common first: the steps a failure does not need are
        // often all of their kind.
        if best.steps.count > 20 {
            let kinds = Dictionary(grouping: best.steps, by: { kind(of: $0) }).sorted { $0.value.count > $1.value.count }.map(\.key)
            for stepKind in kinds where hasTime && best.steps.contains(where: { kind(of: $0) == stepKind }) {
                if let smaller = await attempt(best.steps.filter { kind(of: $0) != stepKind }) { best = smaller }
            }
        }
        var chunks = 2
        while best.steps.count >= 2 && hasTime {
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
        // Single steps, then pairs of steps of one kind (a setting switched on and off again
        // goes only in twos), until neither removes anything.
        var removedAny = true
        func removeEach(_ positions: ([World.Step], Int) -> [Int]?) async {
            var index = 0
            while index < best.steps.count && best.steps.count > 1 && hasTime {
                guard let removed = positions(best.steps, index) else {
                    index += 1
                    continue
                }
                var candidate = best.steps
                for position in removed.sorted(by: >) { candidate.remove(at: position) }
                if let smaller = await attempt(candidate) {
                    best = smaller
                    removedAny = true
                } else {
                    index += 1
                }
            }
        }
        while removedAny && best.steps.count > 1 && hasTime {
            removedAny = false
            await removeEach { _, index in [index] }
            await removeEach { steps, index in
                let stepKind = kind(of: steps[index])
                return steps[(index + 1)...].firstIndex { kind(of: $0) == stepKind }.map { [index, $0] }
            }
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

    /// `TRESTLE_CHAOS_LOG=1`: each run's and each shrinking attempt's outcome and time, on
    /// standard error, to follow a long run.
    static let isLogging: Bool = ProcessInfo.processInfo.environment["TRESTLE_CHAOS_LOG"].map { !$0.isEmpty && $0 != "0" } ?? false

    static func log(_ line: @autoclosure () -> String) {
        guard isLogging else { return }
        FileHandle.standardError.write(Data((line() + "\n").utf8))
    }

    /// `TRESTLE_CHAOS_REPLAY=FILE`: the steps a chaos run takes instead of random ones — a
    /// failure's steps as shrinking saved them, to shrink further or to debug.
    static let replayFile: URL? = ProcessInfo.processInfo.environment["TRESTLE_CHAOS_REPLAY"].map { URL(fileURLWithPath: $0) }

    /// `TRESTLE_CHAOS_STEPS=N`: every chaos seed runs N steps (to replay or explore one seed).
    static let stepOverride: Int? = ProcessInfo.processInfo.environment["TRESTLE_CHAOS_STEPS"].flatMap(Int.init)
}
