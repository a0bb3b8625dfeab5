import Foundation
import Testing
import TrestleCore
import TrestlePixel
import TrestlePixelTesting

@MainActor
@Suite("Pixel snapshots")
struct PixelSnapshotTests {
    func picture(dot: CGPoint? = nil, size: CGSize = CGSize(width: 20, height: 20)) throws -> PixelImage {
        var list = DisplayList()
        list.append(.fill(CGRect(x: 2, y: 2, width: 10, height: 10), DisplayColor(rgb8: 0x007AFF)))
        if let dot { list.append(.fill(CGRect(origin: dot, size: CGSize(width: 1, height: 1)), DisplayColor(rgb8: 0xFF0000))) }
        return try Renderers.at(1).image(of: list, size: size)
    }

    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("trestle-pixel-snapshots-\(UUID().uuidString)").path
    }

    @Test("A new snapshot is recorded and reported; the same picture then matches")
    func recordsThenMatches() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = PixelSnapshot.verify(try picture(), named: "square", in: folder)
        #expect(first?.contains("recorded a new pixel snapshot square") == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/square.png"))
        #expect(PixelSnapshot.verify(try picture(), named: "square", in: folder) == nil)
    }

    @Test("A picture that differs fails, naming the count, and writes .actual.png and .diff.png; a match removes them")
    func differenceWritesPictures() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = PixelSnapshot.verify(try picture(), named: "square", in: folder)
        let failure = try #require(PixelSnapshot.verify(try picture(dot: CGPoint(x: 15, y: 15)), named: "square", in: folder,
                                                        tolerance: .exact))
        #expect(failure.contains("1 of 400 pixels differ"), "\(failure)")
        let actual = try PixelImage(contentsOfPNG: folder + "/square.actual.png")
        let diff = try PixelImage(contentsOfPNG: folder + "/square.diff.png")
        #expect(actual.pixel(x: 15, y: 15).red == 255 && actual.pixel(x: 15, y: 15).blue == 0)
        #expect(diff.pixel(x: 15, y: 15) == (255, 0, 0, 255), "the differing pixel is red in the diff")
        #expect(diff.pixel(x: 0, y: 0).red >= 192, "the rest is faded")
        #expect(PixelSnapshot.verify(try picture(), named: "square", in: folder) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/square.actual.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/square.diff.png"))
    }

    @Test("The tolerance lets a few pixels stray, and a different size never matches")
    func tolerance() throws {
        let comparison = PixelSnapshot.compare(try picture(dot: CGPoint(x: 15, y: 15)), try picture(),
                                               tolerance: PixelSnapshot.Tolerance(channel: 16, pixels: 0.01))
        #expect(comparison.matches && comparison.differingPixels == 1)
        let resized = PixelSnapshot.compare(try picture(size: CGSize(width: 21, height: 20)), try picture())
        #expect(!resized.matches && resized.summary.contains("21×20 pixels, the snapshot 20×20"))
    }

    @Test("A snapshot folder that cannot be written gives a message saying so")
    func unwritableFolder() throws {
        // A folder inside a regular file can never be made, whoever runs the tests.
        let file = temporaryFolder()
        try Data().write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let failure = try #require(PixelSnapshot.verify(try picture(), named: "square", in: file + "/snapshots"))
        #expect(failure.hasPrefix("could not record pixel snapshot square:"), "\(failure)")
    }
}
