import Foundation
import Testing
import Trestle

@MainActor
@Suite("Colour spaces and named colours")
struct UIColorColorSpacesTests {
    func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    @Test("Display P3 components become extended sRGB: P3 red lies outside sRGB, white and grey stay as they are")
    func displayP3() {
        let red = components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(abs(red[0] - 1.0931) < 0.001 && abs(red[1] + 0.2267) < 0.001 && abs(red[2] + 0.1501) < 0.001)
        let white = components(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(white.enumerated().allSatisfy { abs($0.element - (($0.offset == 3) ? 0.5 : 1)) < 0.0001 })
        let grey = components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(abs(grey[0] - 0.5) < 0.0001 && abs(grey[2] - 0.5) < 0.0001)
    }

    @Test("getWhite answers for greys and refuses colours, leaving the pointers alone")
    func white() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        white = -1
        #expect(!UIColor.systemBlue.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test("A named colour comes from the bundle's colour set, with its dark value, in any component notation; a missing or broken set is nil")
    func namedColours() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trestle-colours-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Colors.xcassets/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("""
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "gray-gamma-22", "components": {"white": "0.900", "alpha": "1"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let broken = folder.appendingPathComponent("Broken.colorset")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: broken.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: folder.path))
        let accent = try #require(UIColor(named: "Accent", in: bundle, compatibleWith: nil))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 0.9, alpha: 1))
        #expect(UIColor(named: "Accent", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(white: 0.9, alpha: 1))
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "NoSuchColour") == nil)
    }
}
