import Foundation
import TrestleCore
import TrestlePixel

/// Compares pictures with PNG files under `__Snapshots__/` beside the test file, as
/// `ScreenSnapshot` compares text.
///
/// A missing snapshot is written and reported as a failure (so it is looked at before it is
/// trusted); an existing one is rewritten only when `TRESTLE_RECORD_SNAPSHOTS=1` is set. A
/// picture that differs writes `NAME.actual.png` (what was drawn) and `NAME.diff.png` (the
/// snapshot faded, with the differing pixels in red) beside the snapshot.
///
/// Two pixels match when no channel differs by more than ``Tolerance/channel``; a picture
/// matches when at most ``Tolerance/pixels`` of its pixels do not (antialiasing may move by a
/// step between versions of FreeType and Cairo).
public enum PixelSnapshot {
    /// How far a picture may stray from its snapshot.
    public struct Tolerance: Sendable {
        /// The most a channel (0–255) may differ for two pixels to match.
        public var channel: Int
        /// The share of pixels, from 0 to 1, that may differ.
        public var pixels: Double

        /// A tolerance of `channel` steps a channel and a `pixels` share of differing pixels.
        public init(channel: Int = 16, pixels: Double = 0.001) {
            self.channel = channel
            self.pixels = pixels
        }

        /// The default: 16 steps a channel, one pixel in a thousand.
        public static let standard = Tolerance()
        /// Every pixel within a step.
        public static let exact = Tolerance(channel: 1, pixels: 0)
    }

    /// The result of a comparison: `nil` when `image` matches the snapshot `name`, otherwise why not.
    public static func verify(_ image: PixelImage, named name: String, tolerance: Tolerance = .standard,
                              testFilePath: String = #filePath) -> String? {
        let testFile = URL(fileURLWithPath: testFilePath)
        let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        return verify(image, named: name, in: directory.path, tolerance: tolerance)
    }

    /// The result of comparing `image` with `folder/name.png`.
    public static func verify(_ image: PixelImage, named name: String, in folder: String, tolerance: Tolerance = .standard) -> String? {
        let file = (folder as NSString).appendingPathComponent("\(name).png")
        let actualFile = (folder as NSString).appendingPathComponent("\(name).actual.png")
        let diffFile = (folder as NSString).appendingPathComponent("\(name).diff.png")
        let record = (ProcessInfo.processInfo.environment["TRESTLE_RECORD_SNAPSHOTS"] ?? "") == "1"
        if record || !FileManager.default.fileExists(atPath: file) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try image.writePNG(to: file)
            } catch {
                return "could not record pixel snapshot \(name): \(error)"
            }
            try? FileManager.default.removeItem(atPath: actualFile)
            try? FileManager.default.removeItem(atPath: diffFile)
            return record ? nil : "recorded a new pixel snapshot \(name) at \(file); look at it and run again"
        }
        let expected: PixelImage
        do {
            expected = try PixelImage(contentsOfPNG: file, scale: image.scale)
        } catch {
            return "could not read pixel snapshot \(name): \(error)"
        }
        let comparison = compare(image, expected, tolerance: tolerance)
        if comparison.matches {
            try? FileManager.default.removeItem(atPath: actualFile)
            try? FileManager.default.removeItem(atPath: diffFile)
            return nil
        }
        var message = "picture differs from pixel snapshot \(name): \(comparison.summary)"
        do {
            try image.writePNG(to: actualFile)
            try comparison.diff.writePNG(to: diffFile)
            message += "; see \(actualFile) and \(diffFile) (TRESTLE_RECORD_SNAPSHOTS=1 records it if it is right)"
        } catch {
            message += "; and the pictures of the difference could not be written: \(error)"
        }
        return message
    }

    /// What comparing two pictures found.
    public struct Comparison {
        /// Whether they match within the tolerance.
        public var matches: Bool
        /// How many pixels differ beyond the channel tolerance.
        public var differingPixels: Int
        /// The largest difference of any channel.
        public var largestChannelDifference: Int
        /// A sentence for a failure message.
        public var summary: String
        /// The expected picture faded, with differing pixels in red.
        public var diff: PixelImage
    }

    /// Compares `actual` with `expected`.
    public static func compare(_ actual: PixelImage, _ expected: PixelImage, tolerance: Tolerance = .standard) -> Comparison {
        let width = max(actual.width, expected.width), height = max(actual.height, expected.height)
        let diff = PixelImage(width: width, height: height, scale: expected.scale)
        var differing = 0
        var largest = 0
        let sameSize = actual.width == expected.width && actual.height == expected.height
        actual.withPixels { actualPixels in
            expected.withPixels { expectedPixels in
                diff.withMutablePixels { diffPixels in
                    let actualRow = actual.stride / 4, expectedRow = expected.stride / 4, diffRow = diff.stride / 4
                    for y in 0..<height {
                        for x in 0..<width {
                            let inActual = x < actual.width && y < actual.height
                            let inExpected = x < expected.width && y < expected.height
                            let a: UInt32 = inActual ? actualPixels[y * actualRow + x] : 0
                            let e: UInt32 = inExpected ? expectedPixels[y * expectedRow + x] : 0
                            var worst = 0
                            if !(inActual && inExpected) {
                                worst = 255
                            } else if a != e {
                                for shift in [UInt32(0), 8, 16, 24] {
                                    worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((e >> shift) & 0xFF)))
                                }
                            }
                            largest = max(largest, worst)
                            if worst > tolerance.channel {
                                differing += 1
                                diffPixels[y * diffRow + x] = 0xFFFF_0000
                            } else {
                                // The expected pixel, faded towards white.
                                let luminance = ((e >> 16 & 0xFF) * 3 + (e >> 8 & 0xFF) * 6 + (e & 0xFF)) / 10
                                let faded = 192 + luminance / 4
                                diffPixels[y * diffRow + x] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
                            }
                        }
                    }
                }
            }
        }
        let total = max(1, width * height)
        let allowed = Int((Double(total) * tolerance.pixels).rounded(.down))
        let matches = sameSize && differing <= allowed
        var summary = sameSize ? "" : "it is \(actual.width)×\(actual.height) pixels, the snapshot \(expected.width)×\(expected.height); "
        summary += "\(differing) of \(total) pixels differ by more than \(tolerance.channel) (at most \(allowed) may), "
            + "the largest difference \(largest)"
        return Comparison(matches: matches, differingPixels: differing, largestChannelDifference: largest, summary: summary, diff: diff)
    }
}
