import Testing
@testable import TrestleCore

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test("A 1,000 pt/s fling rests after about 499 points at the normal rate and 99 at the fast one")
    func restingDistances() {
        #expect(abs(ScrollPhysics.restingDistance(initial: 1_000) - 499) < 1e-9)
        #expect(abs(ScrollPhysics.restingDistance(initial: 1_000, rate: ScrollPhysics.fastRate) - 99) < 1e-9)
    }

    @Test("Distance travelled approaches the resting distance, and velocity decays by the rate per millisecond")
    func decay() {
        let total = ScrollPhysics.restingDistance(initial: 2_000)
        #expect(ScrollPhysics.distance(initial: 2_000, after: 0) == 0)
        let early = ScrollPhysics.distance(initial: 2_000, after: 0.1)
        let late = ScrollPhysics.distance(initial: 2_000, after: 5)
        #expect(early > 0 && early < late && late < total)
        #expect(total - late < 1)
        #expect(abs(ScrollPhysics.velocity(initial: 1_000, after: 0.001) - 998) < 1e-9)
    }

    @Test("Rubber-banding starts at zero, grows ever more slowly, never reaches the viewport size, and keeps the sign")
    func rubberBand() {
        #expect(ScrollPhysics.rubberBand(overshoot: 0, dimension: 800) == 0)
        let small = ScrollPhysics.rubberBand(overshoot: 100, dimension: 800)
        let large = ScrollPhysics.rubberBand(overshoot: 200, dimension: 800)
        #expect(small < 100 && large < 200)
        #expect(large - small < small)
        #expect(ScrollPhysics.rubberBand(overshoot: 1e9, dimension: 800) < 800)
        #expect(ScrollPhysics.rubberBand(overshoot: -100, dimension: 800) == -small)
    }
}

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test("The velocity is the distance the last tenth of a second covered, over the time to the lift")
    func recentSamples() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 0)
        tracker.add(1, at: 0.5)
        tracker.add(2, at: 0.95)
        tracker.add(10, at: 1)
        // Only the samples from 0.9 s on count: 8 points in 0.05 s.
        #expect(abs(tracker.velocity(at: 1) - 160) < 1e-9)
        // Lifting later, after a rest, is slower.
        #expect(abs(tracker.velocity(at: 1.05) - 0) < 1e-9)
    }

    @Test("A single sample, or none, has no velocity; a reset forgets")
    func noVelocity() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(5, at: 0)
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(15, at: 0.05)
        #expect(tracker.velocity(at: 0.05) == 200)
        tracker.reset()
        #expect(tracker.velocity(at: 0.05) == 0)
    }
}

@Suite("Scroll physics: settling")
struct ScrollSettlingTests {
    @Test("A fling settles when less than the tolerance of its travel is left")
    func settlingTime() {
        let time = ScrollPhysics.settlingTime(initial: 1_000, tolerance: 0.5)
        let left = ScrollPhysics.restingDistance(initial: 1_000) - ScrollPhysics.distance(initial: 1_000, after: time)
        #expect(abs(left - 0.5) < 1e-6)
        #expect(ScrollPhysics.settlingTime(initial: 1, tolerance: 0.5) == 0, "0.499 points never needed a glide")
        #expect(ScrollPhysics.settlingTime(initial: -1_000) == time, "either direction")
    }
}
