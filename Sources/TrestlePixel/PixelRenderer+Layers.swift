import CPangoCairo
import Foundation
import TrestleCore

/// Drawing views' layers: rounded and partly rounded shapes, borders inside the edge, blurred
/// shadows, and clips to a rounded shape.
extension PixelRenderer {
    /// Draws `run`: its shadow, then its fill, then its border.
    func drawLayer(_ cr: OpaquePointer, _ run: LayerRun) {
        if let shadow = run.shadow { drawShadow(cr, shadow) }
        let rect = snap(run.shape.frame)
        guard rect.width > 0, rect.height > 0 else { return }
        if let fill = run.fill, fill.alpha > 0 {
            addPath(cr, run.shape, in: rect)
            setSource(cr, fill)
            cairo_fill(cr)
        }
        if run.drawsBorder, let border = run.border {
            // Core Animation draws the border inside the bounds: the ring between the shape and
            // the shape inset by the width, whose corners shrink by the same amount.
            let width = min(max(1 / scale, snap(run.borderWidth)), Double(min(rect.width, rect.height)) / 2)
            addPath(cr, run.shape, in: rect)
            var inner = run.shape
            inner.cornerRadius = max(0, run.shape.effectiveCornerRadius - width)
            addPath(cr, inner, in: rect.insetBy(dx: width, dy: width))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            setSource(cr, border)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
    }

    /// Starts clipping to `shape` (the caller saves the state first).
    func clip(_ cr: OpaquePointer, to shape: LayerShape) {
        let rect = snap(shape.frame)
        if rect.width > 0, rect.height > 0 {
            addPath(cr, shape, in: rect)
        } else {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), 0, 0)
        }
        cairo_clip(cr)
    }

    /// Adds `shape`'s outline, placed at `rect` (its frame snapped or inset), to the current path.
    ///
    /// A circular corner is a quarter circle. A continuous corner (Apple's squircle) is
    /// approximated by one cubic curve per corner that starts 1.28 radii from the corner and bends
    /// more gently than a circle's.
    func addPath(_ cr: OpaquePointer, _ shape: LayerShape, in rect: CGRect) {
        let minX = Double(rect.minX), minY = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
        let radius = max(0, min(shape.effectiveCornerRadius, min(maxX - minX, maxY - minY) / 2))
        guard radius > 0 else {
            cairo_rectangle(cr, minX, minY, maxX - minX, maxY - minY)
            return
        }
        let reach = shape.isContinuous ? min(radius * 1.28, min(maxX - minX, maxY - minY) / 2) : radius
        // How far a control point sits from its end point, towards the corner: 0.5523 of the
        // radius draws a circle; the continuous curve pulls closer to the corner.
        let pull = shape.isContinuous ? reach * 0.64 : radius * 0.5523
        // The corners in drawing order (clockwise from the top left), with the directions of the
        // edges that leave them.
        let corners: [(x: Double, y: Double, corner: LayerShape.Corners, inX: Double, inY: Double, outX: Double, outY: Double)] = [
            (minX, minY, .minXMinY, 0, 1, 1, 0),
            (maxX, minY, .maxXMinY, -1, 0, 0, 1),
            (maxX, maxY, .maxXMaxY, 0, -1, -1, 0),
            (minX, maxY, .minXMaxY, 1, 0, 0, -1),
        ]
        cairo_new_sub_path(cr)
        for (index, corner) in corners.enumerated() {
            guard shape.roundedCorners.contains(corner.corner) else {
                if index == 0 { cairo_move_to(cr, corner.x, corner.y) } else { cairo_line_to(cr, corner.x, corner.y) }
                continue
            }
            // Coming in along the edge that arrives at the corner, leaving along the next one.
            let startX = corner.x + corner.inX * reach, startY = corner.y + corner.inY * reach
            let endX = corner.x + corner.outX * reach, endY = corner.y + corner.outY * reach
            if index == 0 { cairo_move_to(cr, startX, startY) } else { cairo_line_to(cr, startX, startY) }
            cairo_curve_to(cr, startX - corner.inX * pull, startY - corner.inY * pull,
                           endX - corner.outX * pull, endY - corner.outY * pull, endX, endY)
        }
        cairo_close_path(cr)
    }

    /// Draws `shadow`: its shape in its colour, moved and blurred as Core Animation blurs it (a
    /// Gaussian whose standard deviation is half the blur radius, here three box blurs).
    func drawShadow(_ cr: OpaquePointer, _ shadow: LayerShadow) {
        guard shadow.color.alpha > 0, shadow.shape.frame.width > 0, shadow.shape.frame.height > 0,
              [shadow.shape.frame.minX, shadow.shape.frame.minY, shadow.shape.frame.width, shadow.shape.frame.height,
               shadow.offset.width, shadow.offset.height, CGFloat(shadow.blurRadius)].allSatisfy(\.isFinite) else { return }
        var shape = shadow.shape
        shape.frame = shape.frame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        let deviation = max(0, shadow.blurRadius) / 2 * scale
        let pad = (3 * deviation).rounded(.up)
        let x0 = (Double(shape.frame.minX) * scale - pad).rounded(.down)
        let y0 = (Double(shape.frame.minY) * scale - pad).rounded(.down)
        let widthInPixels = (Double(shape.frame.maxX) * scale + pad).rounded(.up) - x0
        let heightInPixels = (Double(shape.frame.maxY) * scale + pad).rounded(.up) - y0
        // A sharp shadow, or one too large to blur cheaply, is drawn as its shape.
        guard deviation >= 0.5, widthInPixels * heightInPixels <= 16_000_000 else {
            addPath(cr, shape, in: shape.frame)
            setSource(cr, shadow.color)
            cairo_fill(cr)
            return
        }
        let width = Int(widthInPixels), height = Int(heightInPixels)
        guard width > 0, height > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_translate(maskContext, -x0, -y0)
        cairo_scale(maskContext, scale, scale)
        addPath(maskContext, shape, in: shape.frame)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            AlphaBlur.blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)),
                           deviation: deviation)
        }
        cairo_surface_mark_dirty(mask)
        // The mask is in the points' pixels; drawn in the current space (a view's transform
        // included), it turns and scales with the layer, as Core Animation's shadow does.
        cairo_save(cr)
        cairo_scale(cr, 1 / scale, 1 / scale)
        setSource(cr, shadow.color)
        cairo_mask_surface(cr, mask, x0, y0)
        cairo_restore(cr)
    }
}

/// A Gaussian blur of an 8-bit alpha mask, approximated by three box blurs in each direction.
enum AlphaBlur {
    /// Blurs the `width` × `height` mask at `data` (rows `stride` bytes apart) in place with
    /// standard deviation `deviation` pixels.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, deviation: Double) {
        // Three passes of a box of radius r have variance r² + r; pick r to match the deviation.
        let radius = max(1, Int(((-1 + (1 + 4 * deviation * deviation).squareRoot()) / 2).rounded()))
        var line = [UInt8](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                boxBlur(data + y * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                boxBlur(data + x, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur along a line of `count` values `step` bytes apart; outside the line is zero.
    private static func boxBlur(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                scratch: inout [UInt8]) {
        for index in 0..<count { scratch[index] = start[index * step] }
        let window = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += Int(scratch[index]) }
        for index in 0..<count {
            let entering = index + radius
            if entering < count { sum += Int(scratch[entering]) }
            let leaving = index - radius - 1
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            start[index * step] = UInt8((sum + window / 2) / window)
        }
    }
}
