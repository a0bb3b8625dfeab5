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
