import Foundation
import Testing
import Trestle
import TrestleCore
import TrestlePixel
import TrestleTesting

@MainActor
@Suite("Pixel renderer: transforms")
struct PixelTransformTests {
    private let red = DisplayColor(red: 1, green: 0, blue: 0)

    private func isRed(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel.red > 240 && pixel.green < 16 && pixel.blue < 16
    }

    private func isWhite(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
        pixel.red > 240 && pixel.green > 240 && pixel.blue > 240
    }

    @Test("A view scaled to half about its centre covers the middle half of its frame, clips included")
    func scaledView() throws {
        let renderer = try Renderers.at(1)
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), metrics: renderer.metrics)
        let root = UIView()
        root.backgroundColor = .white
        host.rootView = root
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.clipsToBounds = true
        root.addSubview(square)
        let fill = UIView(frame: CGRect(x: -50, y: -50, width: 300, height: 300))
        fill.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        square.addSubview(fill)
        square.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let image = host.picture(renderer)
        #expect(isWhite(image.pixel(x: 20, y: 20)), "outside the scaled square")
        #expect(isRed(image.pixel(x: 30, y: 30)) && isRed(image.pixel(x: 50, y: 50)) && isRed(image.pixel(x: 70, y: 70)))
        #expect(isWhite(image.pixel(x: 80, y: 50)), "the clip is scaled with the view")
    }

    @Test("A translated and turned view draws where its transform puts it")
    func translatedAndTurned() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        // A 20 × 60 bar centred at (50, 50), turned a quarter about its centre: 60 wide, 20 tall.
        let turn = CGAffineTransform(translationX: -50, y: -50).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
            .concatenating(CGAffineTransform(translationX: 50, y: 50))
        list.append(.pushTransform(DisplayTransform(a: Double(turn.a), b: Double(turn.b), c: Double(turn.c), d: Double(turn.d),
                                                    tx: Double(turn.tx), ty: Double(turn.ty))))
        list.append(.fill(CGRect(x: 40, y: 20, width: 20, height: 60), red))
        list.append(.popTransform)
        list.append(.fill(CGRect(x: 0, y: 95, width: 5, height: 5), red))
        let image = renderer.image(of: list, size: CGSize(width: 100, height: 100))
        #expect(isRed(image.pixel(x: 25, y: 50)) && isRed(image.pixel(x: 75, y: 50)), "the bar lies across")
        #expect(isWhite(image.pixel(x: 50, y: 30)), "no longer standing")
        #expect(isRed(image.pixel(x: 2, y: 97)), "what follows the pop is not transformed")
    }

    @Test("A frame where a transform shows or changes is drawn whole, as its items' rectangles do not say where they land")
    func damageWithATransform() throws {
        let renderer = try Renderers.at(1)
        var old = DisplayList()
        old.append(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), red))
        var new = DisplayList()
        new.append(.pushTransform(DisplayTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)))
        new.append(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), red))
        new.append(.popTransform)
        let size = CGSize(width: 100, height: 80)
        #expect(renderer.damage(from: old, to: new, size: size) == CGRect(origin: .zero, size: size))
        #expect(renderer.damage(from: new, to: new, size: size) == nil)
    }

    @Test("A transform scaled to nothing draws nothing until its pop")
    func flattened() throws {
        let renderer = try Renderers.at(1)
        var list = DisplayList()
        list.append(.pushTransform(DisplayTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)))
        list.append(.fill(CGRect(x: 0, y: 0, width: 50, height: 50), red))
        list.append(.popTransform)
        let image = renderer.image(of: list, size: CGSize(width: 50, height: 50))
        #expect(isWhite(image.pixel(x: 0, y: 0)) && isWhite(image.pixel(x: 25, y: 25)))
    }

    @Test("Inside a transform that stays, a changed item damages where the transform draws it, not the whole window")
    func damageUnderAStaticTransform() throws {
        let renderer = try Renderers.at(1)
        let scale = DisplayTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0)
        func list(_ color: DisplayColor) -> DisplayList {
            var list = DisplayList()
            list.append(.pushTransform(scale))
            list.append(.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color))
            list.append(.popTransform)
            return list
        }
        let damage = renderer.damage(from: list(red), to: list(DisplayColor(red: 0, green: 0, blue: 1)), size: CGSize(width: 200, height: 200))
        // The fill lands at 10…30 × 0…20; its point to spare is scaled too (and cut at the top).
        #expect(damage == CGRect(x: 8, y: 0, width: 24, height: 22))
    }

    @Test("A shadow turns and scales with its view")
    func shadowFollowsTheTransform() throws {
        let renderer = try Renderers.at(1)
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), metrics: renderer.metrics)
        let root = UIView()
        root.backgroundColor = .white
        host.rootView = root
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 20)
        root.addSubview(card)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let image = host.picture(renderer)
        // Scaled about (100, 100): the card covers 75…125, its shadow 10 points lower (85…135).
        #expect(isWhite(image.pixel(x: 100, y: 145)), "no full-size shadow below the card")
        #expect(image.pixel(x: 100, y: 130).red < 64, "the shadow under the scaled card")
    }
}
