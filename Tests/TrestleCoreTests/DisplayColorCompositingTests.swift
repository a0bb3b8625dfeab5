import Foundation
import Testing
@testable import TrestleCore

@Suite("Display colours: compositing and contrast")
struct DisplayColorCompositingTests {
    let systemBlue = DisplayColor(rgb8: 0x007AFF)
    let white = DisplayColor(rgb8: 0xFFFFFF)
    let black = DisplayColor(rgb8: 0x000000)

    @Test("A translucent colour painted over an opaque one is the source-over mix, and opaque")
    func sourceOver() {
        let wash = DisplayColor(red: 0, green: 122 / 255, blue: 1, alpha: 0.25).composited(over: white)
        #expect(wash.isOpaque)
        #expect(wash.rgb8 == (191, 222, 255) as (UInt8, UInt8, UInt8))
        #expect(systemBlue.composited(over: white) == systemBlue)
        #expect(DisplayColor(red: 1, green: 0, blue: 0, alpha: 0).composited(over: black) == black)
    }

    @Test("Contrast ratios follow WCAG 2: 21:1 for black on white, 1:1 for a colour on itself")
    func contrastRatios() {
        #expect(abs(black.contrastRatio(with: white) - 21) < 1e-9)
        #expect(white.contrastRatio(with: black) == black.contrastRatio(with: white))
        #expect(systemBlue.contrastRatio(with: systemBlue) == 1)
        // iOS's systemBlue on white is 4.02:1, a known shortfall for small text.
        #expect(abs(systemBlue.contrastRatio(with: white) - 4.02) < 0.01)
    }

    @Test("Readable text keeps a colour that already reads and moves one that does not just past 4.5:1",
          arguments: [0x000000, 0xFFFFFF, 0x007AFF, 0x8E8E93, 0x000080, 0x3C3C43, 0xC7C7CC, 0xFF3B30] as [UInt32])
    func readableText(background rgb: UInt32) {
        let background = DisplayColor(rgb8: rgb)
        for text in [black, white, systemBlue, DisplayColor(rgb8: 0x8E8E93), DisplayColor(rgb8: 0x34C759), background] {
            let readable = text.readable(on: background)
            #expect(readable.contrastRatio(with: background) >= DisplayColor.minimumTextContrast,
                    "\(text) on \(background) gave \(readable)")
            if text.contrastRatio(with: background) >= DisplayColor.minimumTextContrast { #expect(readable == text) }
        }
        // Grey on white gets darker, not black: the least change that reads.
        let grey = DisplayColor(rgb8: 0x8E8E93).readable(on: white)
        #expect(grey != black && grey.relativeLuminance < DisplayColor(rgb8: 0x8E8E93).relativeLuminance)
    }

    @Test("Readable text is judged on the colours the output can show, not on those asked for")
    func readableOnShownColours() {
        // An output that shows only black, grey and white: a dark grey asked for shows as the grey.
        func shown(_ color: DisplayColor) -> DisplayColor {
            let luminance = color.relativeLuminance
            return luminance < 0.1 ? DisplayColor(rgb8: 0x000000) : luminance < 0.6 ? DisplayColor(rgb8: 0x7F7F7F) : DisplayColor(rgb8: 0xFFFFFF)
        }
        let readable = DisplayColor(rgb8: 0x606060).readable(on: white, shown: shown)
        #expect(shown(DisplayColor(rgb8: 0x606060)) == DisplayColor(rgb8: 0x7F7F7F))
        #expect(shown(readable) == black)
    }
}
