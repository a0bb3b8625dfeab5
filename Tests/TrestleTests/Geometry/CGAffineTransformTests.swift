import Foundation
import Testing
import Trestle

@Suite("Affine transforms")
struct CGAffineTransformTests {
    @Test("A point maps through a·x + c·y + tx, b·x + d·y + ty; translation, scale and rotation build those entries")
    func mapping() {
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 6))
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 2, y: 6))
        let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(scaleX: 2, y: 2).isIdentity)
    }

    @Test("concatenating applies the receiver first; translatedBy and scaledBy put their step before the receiver")
    func order() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(scale.translatedBy(x: 10, y: 0) == move.concatenating(scale))
        #expect(move.scaledBy(x: 2, y: 2) == scale.concatenating(move))
    }

    @Test("inverted undoes a transform, and returns a transform that cannot be undone unchanged")
    func inversion() {
        let transform = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 3, y: -1)
        let point = CGPoint(x: 5, y: 7)
        #expect(point.applying(transform).applying(transform.inverted()) == point)
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }

    @Test("Sizes ignore translation; a rectangle maps to the bounding box of its corners")
    func sizesAndRects() {
        let transform = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: -1, y: 2)
        #expect(CGSize(width: 3, height: 4).applying(transform) == CGSize(width: -3, height: 8))
        #expect(CGRect(x: 1, y: 1, width: 3, height: 4).applying(transform) == CGRect(x: 1, y: 7, width: 3, height: 8))
        #expect(CGRect.null.applying(transform).isNull)
    }
}
