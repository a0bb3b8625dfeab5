import CPangoCairo
import Foundation
import TrestleCore

/// Sets text with Pango in the pixel host's fonts: lays runs out (caching the layouts a frame
/// draws again), measures them, and draws them into Cairo.
///
/// One point is one Pango unit of user space (a resolution of 72 dots an inch), so a 17-point
/// run is 17 points tall whatever the scale; hinting is off, so a run's width is the same at
/// every scale and the pixels depend only on the fonts ``PixelFonts`` pins.
final class TextDrawer: @unchecked Sendable {
    private let context: OpaquePointer
    private let lock = NSLock()
    private var layouts: [LayoutKey: OpaquePointer] = [:]
    private static let cacheLimit = 1024

    struct LayoutKey: Hashable {
        var string: String
        var font: TextFont
        var maxWidth: Double?
        var underlined: Bool
        var strikethrough: Bool
    }

    init(fontMap: OpaquePointer) {
        context = pango_font_map_create_context(UnsafeMutablePointer(fontMap))!
        pango_cairo_context_set_resolution(pangoContext, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pangoContext, 0)
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for layout in measuringLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    private var pangoContext: OpaquePointer { context }

    /// The family a size is set in: the display cut from 20 points, as San Francisco does.
    static func family(for font: TextFont) -> String {
        font.pointSize >= PixelFonts.displayFaceMinimumSize ? "Trestle Display" : "Trestle Text"
    }

    /// Pango's weight for UIKit's number (the nearest of Pango's named weights).
    static func pangoWeight(_ weight: Double) -> PangoWeight {
        switch weight {
        case ..<(-0.7): PANGO_WEIGHT_ULTRALIGHT  // ultraLight (200)
        case ..<(-0.5): PANGO_WEIGHT_THIN        // thin (100)
        case ..<(-0.2): PANGO_WEIGHT_LIGHT       // light (300)
        case ..<0.15: PANGO_WEIGHT_NORMAL        // regular (400)
        case ..<0.27: PANGO_WEIGHT_MEDIUM        // medium (500)
        case ..<0.35: PANGO_WEIGHT_SEMIBOLD      // semibold (600)
        case ..<0.5: PANGO_WEIGHT_BOLD           // bold (700)
        case ..<0.6: PANGO_WEIGHT_ULTRABOLD      // heavy (800)
        default: PANGO_WEIGHT_HEAVY              // black (900)
        }
    }

    /// The layout for `key`, made or found in the cache. Call with `lock` held.
    private func layout(_ key: LayoutKey) -> OpaquePointer {
        if let cached = layouts[key] { return cached }
        if layouts.count >= Self.cacheLimit {
            for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let layout = pango_layout_new(pangoContext)!
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, Self.family(for: key.font))
        pango_font_description_set_absolute_size(description, key.font.pointSize * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, Self.pangoWeight(key.font.weight))
        pango_font_description_set_style(description, key.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let text = TextRasterizer.visibleControlCharacters(key.string)
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        pango_layout_set_single_paragraph_mode(layout, 1)
        if let maxWidth = key.maxWidth {
            pango_layout_set_width(layout, Int32(max(0, maxWidth) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        if key.underlined || key.strikethrough {
            let attributes = pango_attr_list_new()!
            if key.underlined { pango_attr_list_insert(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if key.strikethrough { pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1)) }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        layouts[key] = layout
        return layout
    }

    /// One layout a font, reused for every width measured in it (measuring makes no layout).
    private var measuringLayouts: [TextFont: OpaquePointer] = [:]
    private var widths: [WidthKey: Double] = [:]
    private static let widthCacheLimit = 65_536

    struct WidthKey: Hashable {
        var string: String
        var font: TextFont
    }

    /// The width in points of `string` set in `font`, as it is drawn.
    func width(of string: String, font: TextFont) -> Double {
        lock.lock()
        defer { lock.unlock() }
        let key = WidthKey(string: string, font: font)
        if let width = widths[key] { return width }
        let layout: OpaquePointer
        if let existing = measuringLayouts[font] {
            layout = existing
        } else {
            layout = self.layout(LayoutKey(string: "", font: font, maxWidth: nil, underlined: false, strikethrough: false))
            g_object_ref(UnsafeMutableRawPointer(layout))
            measuringLayouts[font] = layout
        }
        let text = TextRasterizer.visibleControlCharacters(string)
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE)
        if widths.count >= Self.widthCacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// Draws `run`, its baseline `TextFont.ascender` below its origin.
    func draw(_ run: TextRun, into cr: OpaquePointer, scale: Double, defaultForeground: DisplayColor) {
        guard !run.string.isEmpty else { return }
        lock.lock()
        defer { lock.unlock() }
        let attributes = run.attributes
        let layout = layout(LayoutKey(string: run.string, font: run.font, maxWidth: run.maxWidth,
                                      underlined: attributes.isUnderlined, strikethrough: attributes.isStrikethrough))
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE)
        var foreground = attributes.foreground ?? defaultForeground
        var background = attributes.background
        if attributes.isInverse {
            (foreground, background) = (background ?? DisplayColor(red: 1, green: 1, blue: 1), foreground)
        }
        if attributes.isDim { foreground.alpha *= 0.6 }
        let x = Double(run.origin.x), y = Double(run.origin.y)
        if let background, background.alpha > 0 {
            setSource(cr, background)
            cairo_rectangle(cr, x, y, width, run.font.lineHeight)
            cairo_fill(cr)
        }
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        setSource(cr, foreground)
        cairo_move_to(cr, x, y + run.font.ascender - baseline)
        pango_cairo_show_layout(cr, layout)
    }

    /// Draws one glyph (a symbol the host has no path for) centred in `box`.
    func drawGlyph(_ glyph: Character, in box: CGRect, color: DisplayColor, into cr: OpaquePointer) {
        lock.lock()
        defer { lock.unlock() }
        let font = TextFont(pointSize: Double(box.height))
        let layout = layout(LayoutKey(string: String(glyph), font: font, maxWidth: nil, underlined: false, strikethrough: false))
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let inkWidth = Double(ink.width) / Double(PANGO_SCALE), inkHeight = Double(ink.height) / Double(PANGO_SCALE)
        setSource(cr, color)
        cairo_move_to(cr, Double(box.midX) - inkWidth / 2 - Double(ink.x) / Double(PANGO_SCALE),
                      Double(box.midY) - inkHeight / 2 - Double(ink.y) / Double(PANGO_SCALE))
        pango_cairo_show_layout(cr, layout)
    }
}
