import Foundation
import Testing
import TrestleTesting

/// The shrinker on a world whose failure is known: it breaks when `.check` runs with the
/// switch on (flipped an odd number of times) and the counter at 3 or more.
@MainActor
private final class SwitchWorld: ChaosWorld {
    enum Step: CustomStringConvertible, Sendable, Codable, Equatable {
        case flip, count, reset, noise(Int), check
        var description: String {
            switch self {
            case .flip: ".flip"
            case .count: ".count"
            case .reset: ".reset"
            case .noise(let n): ".noise(\(n))"
            case .check: ".check"
            }
        }
    }

    var isOn = false
    var counter = 0

    init(seed: UInt64) {}

    static func randomStep(using rng: inout SeededRandomNumberGenerator) -> Step {
        // Checks are rare, so the first failure comes thousands of steps in.
        switch Int.random(in: 0..<10_000, using: &rng) {
        case 0..<300: .flip
        case 300..<800: .count
        case 800..<1_000: .reset
        case 1_000: .check
        default: .noise(Int.random(in: 0..<1_000, using: &rng))
        }
    }

    static func isSetting(_ step: Step) -> Bool { step == .flip }

    func perform(_ step: Step) async -> [String] {
        switch step {
        case .flip: isOn.toggle()
        case .count: counter += 1
        case .reset: counter = 0
        case .noise: break
        case .check: if isOn && counter >= 3 { return ["the switch is on at \(counter)"] }
        }
        return []
    }

    func checkpoint() async -> [String] { [] }
    func tearDown() {}
}

@MainActor
@Suite("Chaos shrinker")
struct ChaosShrinkerTests {
    @Test("A failure late in a long run shrinks to the steps it needs: a setting made long before, the steps that build the state, the failing one")
    func shrinksLongRun() async throws {
        let steps = ChaosRunner.steps(SwitchWorld.self, seed: 7, count: 100_000)
        let unshrunk = try #require(await ChaosRunner.run(SwitchWorld.self, seed: 7, steps: steps, checkpointEvery: 500))
        #expect(unshrunk.index > 5_000)
        let failure = try #require(await ChaosRunner.runShrinking(SwitchWorld.self, seed: 7, count: 100_000, checkpointEvery: 500))
        #expect(failure.messages.first?.hasPrefix("the switch is on") == true)
        #expect(failure.steps.count == 5, "\(failure.steps)")
        #expect(failure.steps.filter { $0 == .flip }.count == 1)
        #expect(failure.steps.filter { $0 == .count }.count == 3)
        #expect(failure.steps.last == .check)
        #expect(failure.report.contains("steps: ["))
    }
}
