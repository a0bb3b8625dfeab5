import Foundation
import Testing
import Trestle
import TrestleCore

@MainActor
@Suite("Core Graphics colours and paths")
struct CGColorTests {
    @Test("A CGColor keeps its colour space's components, alpha last, and copies with another alpha")
    func components() {
        let grey = CGColor(gray: 0.25, alpha: 0.5)
        #expect(grey.components == [0.25, 0.5])
        #expect(grey.numberOfComponents == 2)
        #expect(grey.alpha == 0.5)
        let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        #expect(rgb.components == [0.1, 0.2, 0.3, 1])
        #expect(rgb.copy(alpha: 0.4)?.components == [0.1, 0.2, 0.3, 0.4])
        #expect(CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1) == rgb)
        #expect(CGColor.white == CGColor(gray: 1, alpha: 1))
        #expect(CGColor.clear.alpha == 0)
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1), "another colour space")
    }

    @Test("UIColor and CGColor convert both ways; a dynamic colour becomes the CGColor of the current traits")
    func uiColorBridge() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.cgColor == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5, alpha: 1))
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemBackground.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test("Bézier paths keep their shape and frame; rounding some corners names those corners")
    func bezierPaths() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 20)
        #expect(UIBezierPath(rect: rect).bounds == rect)
        #expect(UIBezierPath(rect: rect).cgPath == CGPath(rect: rect, transform: nil))
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 4).cgPath
                == CGPath(roundedRect: rect, cornerWidth: 4, cornerHeight: 4, transform: nil))
        #expect(UIBezierPath(ovalIn: rect).cgPath == CGPath(ellipseIn: rect, transform: nil))
        #expect(UIBezierPath(roundedRect: rect, cornerRadius: 4).cgPath != UIBezierPath(rect: rect).cgPath)
        let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 6, height: 6))
        #expect(top.cgPath.layerShape(offsetBy: .zero) == LayerShape(frame: rect, cornerRadius: 6, roundedCorners: [.minXMinY, .maxXMinY]))
        var move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPath(rect: rect, transform: &move).boundingBox == rect.offsetBy(dx: 10, dy: 0))
        let path = UIBezierPath(rect: rect)
        path.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.bounds == CGRect(x: 2, y: 4, width: 60, height: 40))
        #expect(UIBezierPath(rect: .zero).isEmpty)
    }
}
