import Foundation
import Testing
import Trestle
import TrestleCore
import TrestlePixel
import TrestleTesting

private let black = DisplayColor(red: 0, green: 0, blue: 0)
private let red = DisplayColor(red: 1, green: 0, blue: 0)

/// Whether a pixel is (nearly) the given 8-bit colour.
private func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
    abs(Int(pixel.red) - Int(r)) <= 2 && abs(Int(pixel.green) - Int(g)) <= 2 && abs(Int(pixel.blue) - Int(b)) <= 2
}

@MainActor
@Suite("Pixel renderer: layers")
struct PixelLayerTests {
    @Test("Only the masked corners are rounded; the others stay square")
    func maskedCorners() throws {
        let renderer = try Renderers.at(2)
        var list = DisplayList()
        list.append(.layer(LayerRun(shape: LayerShape(frame: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 10,
                                                      roundedCorners: [.minXMinY, .maxXMinY]), fill: black)))
        let image = renderer.image(of: list, size: CGSize(width: 40, height: 30))
        #expect(isColor(image.pixel(x: 0, y: 0), 255, 255, 255), "top left is rounded")
        #expect(isColor(image.pixel(x: 79, y: 0), 255, 255, 255), "top right is rounded")
        #expect(isColor(image.pixel(x: 0, y: 59), 0, 0, 0), "bottom left is square")
        #expect(isColor(image.pixel(x: 79, y: 59), 0, 0, 0), "bottom right is square")
        #expect(isColor(image.pixel(x: 40, y: 0), 0, 0, 0), "the top edge between the corners is filled")
    }

    @Test("A continuous corner meets the straight edge further from the corner than a circular one of the same radius")
    func continuousCorners() throws {
        let renderer = try Renderers.at(1)
        func image(continuous: Bool) -> PixelImage {
            var list = DisplayList()
            list.append(.layer(LayerRun(shape: LayerShape(frame: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 30,
                                                          isContinuous: continuous), fill: black)))
            return renderer.image(of: list, size: CGSize(width: 100, height: 100))
        }
        let circular = image(continuous: false), continuous = image(continuous: true)
        // Along the top row, the first dark pixel: where the corner's curve has met the edge.
        func firstDark(_ image: PixelImage) -> Int? { (0..<100).first { image.pixel(x: $0, y: 0).red < 64 } }
        let circularStart = try #require(firstDark(circular)), continuousStart = try #require(firstDark(continuous))
        #expect((24...31).contains(circularStart), "a circle of radius 30 meets the edge at 30: \(circularStart)")
        #expect(continuousStart > circularStart + 3, "\(continuousStart) against \(circularStart)")
        // Both leave the very corner empty.
        #expect(isColor(circular.pixel(x: 2, y: 2), 255, 255, 255) && isColor(continuous.pixel(x: 2, y: 2), 255, 255, 255))
    }

    @Test("A border is drawn inside the shape, as wide as asked, around the fill")
    func borderInside() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        list.append(.layer(LayerRun(shape: LayerShape(frame: CGRect(x: 10, y: 10, width: 40, height: 30)), fill: black,
                                    border: red, borderWidth: 3)))
        let image = renderer.image(of: list, size: CGSize(width: 60, height: 50))
        #expect(isColor(image.pixel(x: 9, y: 25), 255, 255, 255), "nothing outside")
        #expect(isColor(image.pixel(x: 10, y: 25), 255, 0, 0))
        #expect(isColor(image.pixel(x: 12, y: 25), 255, 0, 0))
        #expect(isColor(image.pixel(x: 13, y: 25), 0, 0, 0), "the fill starts after three points")
        #expect(isColor(image.pixel(x: 30, y: 39), 255, 0, 0), "the bottom edge too")
    }

    @Test("A shadow falls by its offset, blurred: darkest under the shape's edge on the side it falls to, fading to nothing within its reach")
    func blurredShadow() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        let shape = LayerShape(frame: CGRect(x: 20, y: 20, width: 40, height: 20))
        list.append(.layer(LayerRun(shape: shape, fill: DisplayColor(red: 1, green: 1, blue: 1),
                                    shadow: LayerShadow(shape: shape, color: black, offset: CGSize(width: 0, height: 4), blurRadius: 6))))
        let image = renderer.image(of: list, size: CGSize(width: 80, height: 70))
        let below = Int(image.pixel(x: 40, y: 42).red)
        let above = Int(image.pixel(x: 40, y: 18).red)
        #expect(below < above, "the shadow falls downward: \(below) below, \(above) above")
        #expect(below < 200 && below > 20, "blurred, not solid: \(below)")
        #expect(isColor(image.pixel(x: 40, y: 30), 255, 255, 255), "the layer's fill covers its own shadow")
        #expect(isColor(image.pixel(x: 40, y: 60), 255, 255, 255), "beyond three deviations nothing shows")
        #expect(Int(image.pixel(x: 40, y: 46).red) > below, "fading with distance")
    }

    @Test("A shadow with a non-finite radius or offset, or too large to blur, draws without trapping")
    func hostileShadows() throws {
        let renderer = try Renderers.at(1)
        let shape = LayerShape(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for (offset, radius) in [(CGSize(width: CGFloat.nan, height: 0), 4.0), (.zero, .infinity), (.zero, 1e9),
                                 (CGSize(width: 0, height: 1e12), 3)] {
            var list = DisplayList()
            list.append(.layer(LayerRun(shape: shape, fill: red, shadow: LayerShadow(shape: shape, color: black, offset: offset, blurRadius: radius))))
            let image = renderer.image(of: list, size: CGSize(width: 20, height: 20))
            #expect(isColor(image.pixel(x: 10, y: 10), 255, 0, 0), "the layer itself still draws")
        }
    }

    @Test("A shape clip cuts what is inside it to the rounded corners")
    func shapeClip() throws {
        let renderer = try Renderers.at(2)
        var list = DisplayList()
        list.append(.pushShapeClip(LayerShape(frame: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 10)))
        list.append(.fill(CGRect(x: -10, y: -10, width: 60, height: 60), black))
        list.append(.popClip)
        let image = renderer.image(of: list, size: CGSize(width: 50, height: 40))
        #expect(isColor(image.pixel(x: 0, y: 0), 255, 255, 255))
        #expect(isColor(image.pixel(x: 40, y: 30), 0, 0, 0))
        #expect(isColor(image.pixel(x: 85, y: 30), 255, 255, 255), "outside the shape")
    }

    @Test("Cards with layers, as cells style them, in light and dark", arguments: [UIUserInterfaceStyle.light, .dark])
    func cards(style: UIUserInterfaceStyle) throws {
        let renderer = try Renderers.at(2)
        let host = HeadlessHost(size: CGSize(width: 240, height: 200),
                                metrics: renderer.metrics)
        host.screen.traitCollection = UITraitCollection(userInterfaceStyle: style)
        let root = UIView()
        root.backgroundColor = .systemGroupedBackground
        host.rootView = root
        // A rounded card with a shadow, its content masked to the corners.
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 70))
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
        banner.backgroundColor = .systemBlue
        card.addSubview(banner)
        root.addSubview(card)
        let label = UILabel(frame: CGRect(x: 12, y: 32, width: 176, height: 24))
        label.text = "Layered card"
        card.addSubview(label)
        // A bordered pill, rounded at the top only.
        let pill = UIView(frame: CGRect(x: 20, y: 110, width: 120, height: 60))
        pill.layer.borderWidth = 2
        pill.layer.borderColor = UIColor.systemGreen.cgColor
        pill.layer.cornerRadius = 16
        pill.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        root.addSubview(pill)
        // A circle clipping its content.
        let avatar = UIView(frame: CGRect(x: 160, y: 110, width: 60, height: 60))
        avatar.backgroundColor = .systemOrange
        avatar.layer.cornerRadius = 30
        avatar.layer.masksToBounds = true
        let stripe = UIView(frame: CGRect(x: 0, y: 40, width: 60, height: 20))
        stripe.backgroundColor = .systemIndigo
        avatar.addSubview(stripe)
        root.addSubview(avatar)
        host.verifyPixelSnapshot(named: "layer-cards-\(style == .dark ? "dark" : "light")", renderer: renderer)
    }
}

@MainActor
@Suite("Pixel renderer: dark style")
struct PixelDarkStyleTests {
    @Test("A renderer for the dark style paints black under everything and draws uncoloured text white; a light one the reverse")
    func darkRenderer() throws {
        let dark = try PixelRenderer(scale: 1, style: .dark)
        #expect(dark.background == DisplayColor(red: 0, green: 0, blue: 0))
        #expect(dark.defaultForeground == DisplayColor(red: 1, green: 1, blue: 1))
        let light = try PixelRenderer(scale: 1, style: .light)
        #expect(light.background == DisplayColor(red: 1, green: 1, blue: 1))
        let image = dark.image(of: DisplayList(), size: CGSize(width: 4, height: 4))
        #expect(image.pixel(x: 1, y: 1).red == 0 && image.pixel(x: 1, y: 1).alpha == 255)
    }

    @Test("A screen given the dark style draws a table in UIKit's dark colours")
    func darkTable() throws {
        let renderer = try PixelRenderer(scale: 1, style: .dark)
        let host = HeadlessHost(size: CGSize(width: 200, height: 100), metrics: renderer.metrics)
        host.screen.use(.dark)
        #expect(host.window.traitCollection.userInterfaceStyle == .dark)
        #expect(host.screen.traitCollection.displayScale == 1, "the other traits are kept")
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.textLabel?.text = "██████"
                return cell
            }
        }
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let rows = Rows()
        table.dataSource = rows
        host.rootView = table
        let image = withExtendedLifetime(rows) { host.picture(renderer) }
        // The grouped background is systemGroupedBackground's dark value (black), the cell
        // secondarySystemGroupedBackground's (#1C1C1E), its text label's (white).
        let cellColor = UIColor.secondarySystemGroupedBackground.displayColor(for: UITraitCollection(userInterfaceStyle: .dark))
        let expected = UInt8((cellColor.red * 255).rounded())
        var sawCell = false, sawText = false
        for y in 0..<100 {
            for x in 0..<200 {
                let pixel = image.pixel(x: x, y: y)
                if abs(Int(pixel.red) - Int(expected)) <= 1 && pixel.red > 10 { sawCell = true }
                if pixel.red > 240 && pixel.green > 240 { sawText = true }
            }
        }
        #expect(sawCell && sawText)
        #expect(image.pixel(x: 2, y: 2).red < 10, "the grouped background is black")
    }
}
