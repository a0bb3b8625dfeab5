/// Estimates how fast a pointer is moving from its recent positions, as a pan gesture does when
/// the finger lifts.
///
/// Only the last ``window`` seconds count: a finger that rested before it lifted has no velocity,
/// and one that flicked at the end of a slow drag has the flick's.
public struct VelocityTracker: Sendable, Hashable {
    /// How far back samples count, in seconds.
    public var window: Double

    private var times: [Double] = []
    private var positions: [Double] = []

    /// A tracker that looks `window` seconds back.
    public init(window: Double = 0.1) {
        self.window = window
    }

    /// Forgets every sample (a new touch began).
    public mutating func reset() {
        times.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
    }

    /// Records the pointer at `position` at `time` (seconds; times never go back).
    public mutating func add(_ position: Double, at time: Double) {
        if let last = times.last, time < last { reset() }
        times.append(time)
        positions.append(position)
        // Keep what the window needs, and the sample just before it.
        let cutoff = time - window
        if let firstRecent = times.firstIndex(where: { $0 >= cutoff }), firstRecent > 1 {
            times.removeFirst(firstRecent - 1)
            positions.removeFirst(firstRecent - 1)
        }
    }

    /// The velocity, in units per second, when the pointer lifts at `time`: the distance covered
    /// by the samples of the last ``window`` seconds, over the time from the first of them to
    /// `time`. Zero with fewer than two such samples.
    public func velocity(at time: Double) -> Double {
        guard let first = times.firstIndex(where: { $0 >= time - window }), let last = positions.last,
              first < times.count - 1 else { return 0 }
        let elapsed = time - times[first]
        guard elapsed > 0 else { return 0 }
        return (last - positions[first]) / elapsed
    }
}
