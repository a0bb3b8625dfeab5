/// The arithmetic of UIScrollView's deceleration and rubber-banding
/// (<doc:TrestleCore/UIKitBehavior#Scroll-physics>): a scroll view's glide after a fling follows it
/// on the host's frame clock.
///
/// Deceleration keeps a fraction `rate` of the velocity every millisecond (UIKit's `.normal` is
/// 0.998, `.fast` 0.99). Summed per millisecond, a fling of `v` points per second travels
/// `v / 1000 · rate / (1 − rate)` points before it rests: 499 points for 1,000 pt/s at the normal
/// rate, 99 at the fast one.
public enum ScrollPhysics {
    /// UIKit's normal deceleration rate.
    public static let normalRate = 0.998
    /// UIKit's fast deceleration rate.
    public static let fastRate = 0.99
    /// UIKit's rubber-band constant.
    public static let rubberBandConstant = 0.55

    /// The velocity (points per second) `elapsed` seconds into a fling that started at `velocity`.
    public static func velocity(initial velocity: Double, rate: Double = normalRate, after elapsed: Double) -> Double {
        engineRequire(rate > 0 && rate < 1, "ScrollPhysics: deceleration rate must be in 0<..<1, got \(rate)")
        return velocity * pow(rate, 1000 * max(0, elapsed))
    }

    /// How far a fling that started at `velocity` has travelled after `elapsed` seconds.
    public static func distance(initial velocity: Double, rate: Double = normalRate, after elapsed: Double) -> Double {
        engineRequire(rate > 0 && rate < 1, "ScrollPhysics: deceleration rate must be in 0<..<1, got \(rate)")
        let steps = 1000 * max(0, elapsed)
        return velocity / 1000 * rate * (1 - pow(rate, steps)) / (1 - rate)
    }

    /// How far a fling that started at `velocity` travels before it rests.
    public static func restingDistance(initial velocity: Double, rate: Double = normalRate) -> Double {
        engineRequire(rate > 0 && rate < 1, "ScrollPhysics: deceleration rate must be in 0<..<1, got \(rate)")
        return velocity / 1000 * rate / (1 - rate)
    }

    /// How long a fling that started at `velocity` takes until less than `tolerance` points of its
    /// travel are left: zero when it travels no more than that.
    public static func settlingTime(initial velocity: Double, rate: Double = normalRate, tolerance: Double = 0.5) -> Double {
        let total = abs(restingDistance(initial: velocity, rate: rate))
        guard tolerance > 0, total > tolerance else { return 0 }
        // What is left after t seconds is total · rate^(1000 t).
        return log(tolerance / total) / (1000 * log(rate))
    }

    /// The displayed overshoot when the finger has dragged `overshoot` points past an edge of a
    /// viewport `dimension` points long: `(1 − 1 / (x · c / d + 1)) · d`. It grows ever more slowly
    /// and never reaches `dimension`.
    public static func rubberBand(overshoot: Double, dimension: Double, constant: Double = rubberBandConstant) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(overshoot)
        let result = (1 - 1 / (magnitude * constant / dimension + 1)) * dimension
        return overshoot < 0 ? -result : result
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
