import CPangoCairo
import Foundation
import TrestleCore

/// The symbols Trestle draws around rows and in bars — chevrons, check marks, the editing
/// controls, the reorder grip, the detail button, the search glass — and a few common ones in
/// lists and menus (folder, document, copy, trash), drawn as paths, in boxes the
/// size UIKit's symbols take at the default text size. Other names draw the terminal's glyph for
/// them (`SymbolGlyphs`) in the text face, so every name shows something.
enum SymbolPaths {
    /// The height of a row symbol's box (`MetricsProfile.rowSymbolHeight` on iOS): symbols
    /// without a box of their own are centred on a line this tall from their origin.
    static let rowSymbolHeight = 17.0

    /// The width of `name`'s own box, 17 points tall, where the run gives none.
    static func naturalWidth(of name: String) -> Double {
        switch name {
        case "chevron.right", "chevron.forward", "checkmark", "chevron.left", "chevron.backward": 12
        case "info.circle", "minus.circle.fill", "plus.circle.fill", "checkmark.circle.fill", "circle",
             "checkmark.circle", "plus.circle", "minus.circle": 22
        default: 17
        }
    }

    static func draw(_ run: SymbolRun, into cr: OpaquePointer, color: DisplayColor, text: TextDrawer, scale: Double) {
        let box = run.size == .zero
            ? CGRect(x: Double(run.origin.x), y: Double(run.origin.y), width: naturalWidth(of: run.name), height: rowSymbolHeight)
            : CGRect(origin: run.origin, size: run.size)
        // Every path is written in a 17-point box centred on `box`'s middle; larger boxes (an image
        // view's 24-point slot) scale it up to their shorter side.
        let side = min(Double(box.width), Double(box.height))
        let unit = max(side, 1) / rowSymbolHeight
        let center = (x: Double(box.midX), y: Double(box.midY))
        cairo_save(cr)
        cairo_translate(cr, center.x, center.y)
        cairo_scale(cr, unit, unit)
        setSource(cr, color)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        if !drawPath(run.name, cr) {
            cairo_restore(cr)
            text.drawGlyph(SymbolGlyphs.glyph(forSystemName: run.name), in: box, color: color, into: cr)
            return
        }
        cairo_restore(cr)
    }

    /// The names drawn as paths of their own (variants aside).
    static let pathNames: Set<String> = [
        "chevron.right", "chevron.forward", "chevron.left", "chevron.backward", "chevron.down", "chevron.up", "checkmark",
        "circle", "checkmark.circle.fill", "minus.circle.fill", "plus.circle.fill", "xmark.circle.fill", "info.circle",
        "line.3.horizontal", "magnifyingglass", "plus", "minus", "xmark", "folder", "doc", "doc.on.doc", "trash",
    ]

    static func hasPath(_ name: String) -> Bool { pathNames.contains(name) }

    /// Paths that are outlines: their `.fill` variants are not these (they draw the glyph).
    static let outlinesOnly: Set<String> = ["folder", "doc", "doc.on.doc", "trash"]

    /// Draws `name` centred on the origin; `false` when it has no path.
    private static func drawPath(_ name: String, _ cr: OpaquePointer) -> Bool {
        func polyline(_ points: [(Double, Double)], width: Double) {
            cairo_set_line_width(cr, width)
            cairo_move_to(cr, points[0].0, points[0].1)
            for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
            cairo_stroke(cr)
        }
        /// A closed outline.
        func outline(_ points: [(Double, Double)], width: Double) {
            cairo_set_line_width(cr, width)
            cairo_move_to(cr, points[0].0, points[0].1)
            for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
            cairo_close_path(cr)
            cairo_stroke(cr)
        }
        /// A page with its top-right corner folded, centred on `center`.
        func page(at center: (Double, Double)) {
            let (x, y) = center
            outline([(x - 6, y - 8), (x + 2, y - 8), (x + 6, y - 4), (x + 6, y + 8), (x - 6, y + 8)], width: 1.5)
            polyline([(x + 2, y - 8), (x + 2, y - 4), (x + 6, y - 4)], width: 1.3)
        }
        func circle(radius: Double) {
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, radius, 0, 2 * Double.pi)
        }
        /// A filled disc with a mark knocked out of it.
        func disc(_ mark: () -> Void) {
            cairo_push_group(cr)
            circle(radius: 11)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            mark()
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
        switch name {
        case "chevron.right", "chevron.forward":
            polyline([(-2.5, -6.5), (3.5, 0), (-2.5, 6.5)], width: 2)
        case "chevron.left", "chevron.backward":
            polyline([(3, -8.5), (-5, 0), (3, 8.5)], width: 2.6)
        case "chevron.down":
            polyline([(-6.5, -2.5), (0, 3.5), (6.5, -2.5)], width: 2)
        case "chevron.up":
            polyline([(-6.5, 2.5), (0, -3.5), (6.5, 2.5)], width: 2)
        case "checkmark":
            polyline([(-6, 0.5), (-2, 5), (6, -6)], width: 2.2)
        case "circle":
            circle(radius: 10.5)
            cairo_set_line_width(cr, 1.3)
            cairo_stroke(cr)
        case "checkmark.circle.fill":
            disc { polyline([(-5, 0.5), (-1.5, 4), (5, -4)], width: 2.2) }
        case "minus.circle.fill":
            disc { polyline([(-5.5, 0), (5.5, 0)], width: 2.4) }
        case "plus.circle.fill":
            disc {
                polyline([(-5.5, 0), (5.5, 0)], width: 2.4)
                polyline([(0, -5.5), (0, 5.5)], width: 2.4)
            }
        case "xmark.circle.fill":
            cairo_scale(cr, 17.0 / 22, 17.0 / 22)
            disc {
                polyline([(-4.5, -4.5), (4.5, 4.5)], width: 2.4)
                polyline([(-4.5, 4.5), (4.5, -4.5)], width: 2.4)
            }
        case "info.circle":
            circle(radius: 10.5)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
            circle(radius: 1.4)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, -5, 1.4, 0, 2 * Double.pi)
            cairo_fill(cr)
            polyline([(-2, -1), (0.3, -1), (0.3, 5.5)], width: 2)
            polyline([(-2, 5.5), (2.5, 5.5)], width: 1.6)
        case "line.3.horizontal":
            for y in [-5.0, 0, 5] { polyline([(-8, y), (8, y)], width: 1.6) }
        case "magnifyingglass":
            cairo_new_sub_path(cr)
            cairo_arc(cr, -1.5, -1.5, 5.5, 0, 2 * Double.pi)
            cairo_set_line_width(cr, 2)
            cairo_stroke(cr)
            polyline([(2.5, 2.5), (7, 7)], width: 2.4)
        case "plus":
            polyline([(-7, 0), (7, 0)], width: 2)
            polyline([(0, -7), (0, 7)], width: 2)
        case "minus":
            polyline([(-7, 0), (7, 0)], width: 2)
        case "xmark":
            polyline([(-6, -6), (6, 6)], width: 2)
            polyline([(-6, 6), (6, -6)], width: 2)
        case "folder":
            outline([(-7.5, -6), (-2.5, -6), (-1, -4), (7.5, -4), (7.5, 6.5), (-7.5, 6.5)], width: 1.5)
            polyline([(-7.5, -1.5), (7.5, -1.5)], width: 1.3)
        case "doc":
            page(at: (0, 0))
        case "doc.on.doc":
            cairo_scale(cr, 0.85, 0.85)
            polyline([(-7.5, 4.5), (-7.5, -9.5), (1.5, -9.5)], width: 1.5)
            page(at: (2, 1.5))
        case "trash":
            polyline([(-7.5, -5.5), (7.5, -5.5)], width: 1.5)
            polyline([(-2.5, -5.5), (-2.5, -8), (2.5, -8), (2.5, -5.5)], width: 1.5)
            outline([(-5.5, -5.5), (-4.5, 8), (4.5, 8), (5.5, -5.5)], width: 1.5)
            polyline([(-1.8, -2.5), (-1.5, 5)], width: 1.2)
            polyline([(1.8, -2.5), (1.5, 5)], width: 1.2)
        default:
            // A variant of a symbol with a path: in a filled disc, in a circle, or filled.
            if name.hasSuffix(".circle.fill"), hasPath(String(name.dropLast(".circle.fill".count))) {
                disc {
                    cairo_scale(cr, 0.6, 0.6)
                    _ = drawPath(String(name.dropLast(".circle.fill".count)), cr)
                }
            } else if name.hasSuffix(".circle"), hasPath(String(name.dropLast(".circle".count))) {
                circle(radius: 10.5)
                cairo_set_line_width(cr, 1.3)
                cairo_stroke(cr)
                cairo_scale(cr, 0.6, 0.6)
                _ = drawPath(String(name.dropLast(".circle".count)), cr)
            } else if name.hasSuffix(".fill"), hasPath(String(name.dropLast(".fill".count))),
                      !outlinesOnly.contains(String(name.dropLast(".fill".count))) {
                _ = drawPath(String(name.dropLast(".fill".count)), cr)
            } else {
                return false
            }
        }
        return true
    }
}
