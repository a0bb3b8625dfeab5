import CPangoCairo
import Foundation
import Trestle
import TrestleCore

/// Draws a `DisplayList` in pixels with Cairo and Pango: the pixel host's renderer, used for
/// PNGs, pixel snapshots and the X11 window.
///
/// The list is in points; the renderer draws it at ``scale`` device pixels a point (1×, 2× or
/// 3×). Filled rectangles and lines snap to device pixels, so a hairline separator (a third of a
/// point at 3×) is exactly one pixel, as UIKit draws it; rounded rectangles, text and symbols are
/// antialiased. Text is shaped by Pango (HarfBuzz) in the faces ``PixelFonts`` pins.
public struct PixelRenderer {
    /// Device pixels per point.
    public var scale: Double
    /// The colour of text and symbols that carry none (UIKit's `label` in the light appearance).
    public var defaultForeground: DisplayColor
    /// The colour under everything (UIKit's `systemBackground` in the light appearance).
    public var background: DisplayColor

    /// A renderer at `scale` pixels a point.
    ///
    /// - Throws: ``PixelHostError/fontMissing(family:package:)`` when a face is not installed.
    public init(scale: Double = 3, defaultForeground: DisplayColor = DisplayColor(red: 0, green: 0, blue: 0),
                background: DisplayColor = DisplayColor(red: 1, green: 1, blue: 1)) throws {
        precondition(scale > 0 && scale.isFinite, "a pixel renderer's scale must be positive, not \(scale)")
        self.scale = scale
        self.defaultForeground = defaultForeground
        self.background = background
        text = try TextDrawer(fontMap: PixelFonts.load())
    }

    let text: TextDrawer
    let images = ImageCache()

    /// UIKit's metrics (`MetricsProfile.iOS`) at this renderer's scale, measuring text with the
    /// faces it draws: give a screen these, and layout uses the widths that are drawn.
    public var metrics: MetricsProfile {
        var profile = MetricsProfile.iOS
        profile.name = "pixels"
        profile.displayScale = CGFloat(scale)
        profile.textMeasurer = textMeasurer
        return profile
    }

    /// Measures text as this renderer draws it.
    public var textMeasurer: TextMeasurer {
        let text = self.text
        return TextMeasurer(name: "Pango: Inter, Noto Sans CJK KR, Noto Color Emoji") { text.width(of: $0, font: $1) }
    }

    /// `list` drawn on a `size`-point canvas.
    public func image(of list: DisplayList, size: CGSize) -> PixelImage {
        let image = PixelImage(width: Int((Double(size.width) * scale).rounded(.up)),
                               height: Int((Double(size.height) * scale).rounded(.up)), scale: scale)
        let cr = cairo_create(image.surface)!
        draw(list, into: cr, area: nil)
        cairo_destroy(cr)
        return image
    }

    /// Draws `list` into a Cairo context whose user space is device pixels, over the background;
    /// with an `area` (in points), only what falls in it (the damage of a frame).
    package func draw(_ list: DisplayList, into cr: OpaquePointer, area: CGRect?) {
        cairo_save(cr)
        cairo_scale(cr, scale, scale)
        if let area {
            let snapped = snap(area)
            cairo_rectangle(cr, snapped.minX, snapped.minY, snapped.width, snapped.height)
            cairo_clip(cr)
        }
        setSource(cr, background)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var depth = 0
        // The determinant of the transforms in force, one entry a transform.
        var scales: [Double] = []
        for item in list.itemsInDrawingOrder {
            switch item.primitive {
            case .fill(let rect, let color):
                guard color.alpha > 0 else { continue }
                let snapped = snap(rect)
                setSource(cr, color)
                cairo_rectangle(cr, snapped.minX, snapped.minY, snapped.width, snapped.height)
                cairo_fill(cr)
            case .roundedRect(let rect, let radius, let fill, let stroke):
                drawRoundedRect(cr, snap(rect), radius: radius, fill: fill, stroke: stroke)
            case .layer(let run):
                drawLayer(cr, run)
            case .line(let from, let to, let color, let thickness):
                drawLine(cr, from: from, to: to, color: color, thickness: thickness)
            case .text(let run):
                text.draw(run, into: cr, scale: scale, defaultForeground: defaultForeground)
            case .symbol(let run) where run.image != nil:
                drawImage(cr, run)
            case .symbol(let run):
                SymbolPaths.draw(run, into: cr, color: run.color ?? defaultForeground, text: text, scale: scale)
            case .pushClip(let rect):
                cairo_save(cr)
                let snapped = snap(rect)
                cairo_rectangle(cr, snapped.minX, snapped.minY, max(0, snapped.width), max(0, snapped.height))
                cairo_clip(cr)
                depth += 1
            case .pushShapeClip(let shape):
                cairo_save(cr)
                clip(cr, to: shape)
                depth += 1
            case .pushTransform(let matrix):
                cairo_save(cr)
                // Nested transforms multiply: their product, not each one, must stay invertible
                // (a Cairo context given a flattening matrix stops drawing altogether).
                let combined = (scales.last ?? 1) * (matrix.a * matrix.d - matrix.b * matrix.c)
                scales.append(combined)
                if matrix.isInvertible, combined.isFinite, abs(combined) > 1e-12 {
                    var cairoMatrix = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
                    cairo_transform(cr, &cairoMatrix)
                } else {
                    // Scaled to nothing: nothing shows until the matching pop.
                    cairo_rectangle(cr, 0, 0, 0, 0)
                    cairo_clip(cr)
                }
                depth += 1
            case .popClip, .popTransform:
                guard depth > 0 else { continue }
                if case .popTransform = item.primitive { _ = scales.popLast() }
                cairo_restore(cr)
                depth -= 1
            }
        }
        while depth > 0 {
            cairo_restore(cr)
            depth -= 1
        }
        cairo_restore(cr)
    }

    /// `rect` with its edges moved to the nearest device pixel.
    func snap(_ rect: CGRect) -> CGRect {
        let minX = snap(Double(rect.minX)), maxX = snap(Double(rect.maxX))
        let minY = snap(Double(rect.minY)), maxY = snap(Double(rect.maxY))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// A line as the display list means it: `thickness` points from the line's coordinates down
    /// (horizontal) or right (vertical), never thinner than a device pixel (zero thickness is a
    /// hairline).
    private func drawLine(_ cr: OpaquePointer, from: CGPoint, to: CGPoint, color: DisplayColor, thickness: Double) {
        let pixel = 1 / scale
        let width = max(pixel, snap(thickness))
        setSource(cr, color)
        if from.y == to.y || from.x == to.x {
            let horizontal = from.y == to.y
            let start = horizontal ? min(from.x, to.x) : min(from.y, to.y)
            let end = horizontal ? max(from.x, to.x) : max(from.y, to.y)
            let across = snap(Double(horizontal ? from.y : from.x))
            let along = (snap(Double(start)), snap(Double(end)))
            if horizontal {
                cairo_rectangle(cr, along.0, across, along.1 - along.0, width)
            } else {
                cairo_rectangle(cr, across, along.0, width, along.1 - along.0)
            }
            cairo_fill(cr)
        } else {
            cairo_set_line_width(cr, width)
            cairo_move_to(cr, Double(from.x), Double(from.y))
            cairo_line_to(cr, Double(to.x), Double(to.y))
            cairo_stroke(cr)
        }
    }

    /// Draws a picture scaled to fill its rectangle (snapped to device pixels): its own colours,
    /// or its opacity as a mask over the tint.
    private func drawImage(_ cr: OpaquePointer, _ run: SymbolRun) {
        let rect = snap(CGRect(origin: run.origin, size: run.size))
        guard rect.width > 0, rect.height > 0, let image = run.image, let surface = images.surface(for: image) else { return }
        defer { cairo_surface_destroy(surface) }
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, Double(rect.width) / width, Double(rect.height) / height)
        let pattern = cairo_pattern_create_for_surface(surface)!
        // Edge pixels continue past the edge, so scaling does not fade the picture's border.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if let tint = run.color {
            setSource(cr, tint)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }

    private func drawRoundedRect(_ cr: OpaquePointer, _ rect: CGRect, radius: Double, fill: DisplayColor?, stroke: DisplayColor?) {
        guard rect.width > 0, rect.height > 0 else { return }
        let radius = min(radius, Double(min(rect.width, rect.height)) / 2)
        let pixel = 1 / scale
        func path(_ rect: CGRect, _ radius: Double) {
            let minX = Double(rect.minX), minY = Double(rect.minY), maxX = Double(rect.maxX), maxY = Double(rect.maxY)
            cairo_new_sub_path(cr)
            cairo_arc(cr, maxX - radius, minY + radius, radius, -Double.pi / 2, 0)
            cairo_arc(cr, maxX - radius, maxY - radius, radius, 0, Double.pi / 2)
            cairo_arc(cr, minX + radius, maxY - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(cr, minX + radius, minY + radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
        }
        if let fill, fill.alpha > 0 {
            path(rect, radius)
            setSource(cr, fill)
            cairo_fill(cr)
        }
        if let stroke, stroke.alpha > 0 {
            // A hairline inside the edge.
            path(rect.insetBy(dx: pixel / 2, dy: pixel / 2), max(0, radius - pixel / 2))
            setSource(cr, stroke)
            cairo_set_line_width(cr, pixel)
            cairo_stroke(cr)
        }
    }
}

/// Makes `color` the source of what Cairo draws next.
func setSource(_ cr: OpaquePointer, _ color: DisplayColor) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
}
