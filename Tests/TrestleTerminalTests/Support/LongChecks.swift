import Foundation

/// The suite's long mode: `TRESTLE_LONG_CHECKS=1 swift test` runs the fuzz and chaos tests at
/// sizes too slow for every run (ten times the bytes, hundreds of times the strings).
///
/// Regular runs keep the sizes CI can afford; a long run is for before a release or after a
/// change to the decoder, the renderer or the text boundary.
enum LongChecks {
    /// Whether `TRESTLE_LONG_CHECKS` is set to anything but empty or `0`.
    static let isEnabled: Bool = {
        guard let value = ProcessInfo.processInfo.environment["TRESTLE_LONG_CHECKS"] else { return false }
        return !value.isEmpty && value != "0"
    }()

    /// `long` in the long mode, `regular` otherwise.
    static func count(regular: Int, long: Int) -> Int {
        isEnabled ? long : regular
    }
}
