import Foundation

/// What to draw for one frame, in the window's coordinates: a flat list of primitives that hosts
/// turn into terminal cells or pixels.
///
/// Items draw in ascending ``DisplayItem/zIndex``; items with equal z draw in the order they were
/// appended. Clips nest: ``DisplayPrimitive/pushClip(_:)`` intersects the current clip with a rect
/// until the matching ``DisplayPrimitive/popClip``; transforms nest the same way.
public struct DisplayList: Sendable, Hashable {
    /// The items in the order they were appended; ``itemsInDrawingOrder`` sorts them by z.
    public private(set) var items: [DisplayItem] = []

    /// A list holding `items`, in that order.
    public init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    /// Appends a primitive at `zIndex`.
    public mutating func append(_ primitive: DisplayPrimitive, zIndex: Int = 0) {
        items.append(DisplayItem(primitive, zIndex: zIndex))
    }

    /// Appends every item of `other`.
    public mutating func append(contentsOf other: DisplayList) {
        items.append(contentsOf: other.items)
    }

    /// The items in drawing order: by z, then by insertion (a stable sort).
    public var itemsInDrawingOrder: [DisplayItem] {
        // Most lists are already in order (one layer, or layers appended bottom up).
        var ordered = true
        items.withUnsafeBufferPointer { buffer in
            var index = 1
            while index < buffer.count {
                if buffer[index - 1].zIndex > buffer[index].zIndex { ordered = false; return }
                index += 1
            }
        }
        if ordered { return items }
        return items.enumerated().sorted { lhs, rhs in
            lhs.element.zIndex != rhs.element.zIndex ? lhs.element.zIndex < rhs.element.zIndex : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Traps unless every clip and transform push has a matching pop of its kind at the same z,
    /// in nesting order, and every rect and matrix is finite.
    public func checkInvariants() {
        // Per layer, the pushes still open: `true` a clip, `false` a transform.
        var open: [Int: [Bool]] = [:]
        for item in items {
            switch item.primitive {
            case .pushClip(let rect):
                engineRequire(rect.isFiniteRect, "DisplayList invariant: clip rect \(rect) is not finite")
                open[item.zIndex, default: []].append(true)
            case .pushShapeClip(let shape):
                engineRequire(shape.frame.isFiniteRect, "DisplayList invariant: clip rect \(shape.frame) is not finite")
                open[item.zIndex, default: []].append(true)
            case .pushTransform(let matrix):
                engineRequire(matrix.isFinite, "DisplayList invariant: transform \(matrix) is not finite")
                open[item.zIndex, default: []].append(false)
            case .popClip:
                engineRequire(open[item.zIndex]?.popLast() == true, "DisplayList invariant: popClip without an open clip at z \(item.zIndex)")
            case .popTransform:
                engineRequire(open[item.zIndex]?.popLast() == false,
                              "DisplayList invariant: popTransform without an open transform at z \(item.zIndex)")
            default:
                break
            }
        }
        engineRequire(open.values.allSatisfy(\.isEmpty), "DisplayList invariant: unbalanced clips or transforms \(open)")
    }
}

/// One primitive and its layer.
public struct DisplayItem: Sendable, Hashable {
    /// What to draw.
    public var primitive: DisplayPrimitive
    /// Higher layers draw above lower ones (floating headers above rows, for example).
    public var zIndex: Int

    /// An item drawing `primitive` at `zIndex`, 0 by default.
    public init(_ primitive: DisplayPrimitive, zIndex: Int = 0) {
        self.primitive = primitive
        self.zIndex = zIndex
    }
}

/// The drawing vocabulary shared by views and hosts.
public enum DisplayPrimitive: Sendable, Hashable {
    /// A filled rectangle.
    case fill(CGRect, DisplayColor)
    /// A rectangle with rounded corners, filled and/or stroked (inset-grouped sections, buttons).
    case roundedRect(CGRect, cornerRadius: Double, fill: DisplayColor?, stroke: DisplayColor?)
    /// A straight line (separators); `thickness` in points.
    case line(from: CGPoint, to: CGPoint, color: DisplayColor, thickness: Double)
    /// A run of text on one line.
    case text(TextRun)
    /// A named symbol (`UIImage(systemName:)`), drawn however the host can, or a bitmap picture
    /// (`UIImage(named:)`, ``SymbolRun/image``), which the terminal does not draw.
    case symbol(SymbolRun)
    /// A view's layer: its shadow, background and border, following its rounded corners.
    /// Hosts that draw characters draw the background and the border (with box-drawing lines)
    /// and leave the shadow out.
    case layer(LayerRun)
    /// Starts clipping to `rect` (intersected with any enclosing clip).
    case pushClip(CGRect)
    /// Starts clipping to a rounded shape (a layer that masks to its bounds), intersected with any
    /// enclosing clip; ended by ``popClip`` like ``pushClip(_:)``. Hosts that draw characters
    /// clip to the shape's frame.
    case pushShapeClip(LayerShape)
    /// Ends the most recent clip.
    case popClip
    /// Draws what follows moved by a matrix (a view's `transform`) until the matching
    /// ``popTransform``, clips included. Hosts that draw characters leave it out: the views have
    /// already moved by the transform's translation, rounded to whole cells.
    case pushTransform(DisplayTransform)
    /// Ends the most recent transform.
    case popTransform
}

/// A run of text drawn on one line starting at `origin`, cut at `maxWidth` when given.
public struct TextRun: Sendable, Hashable {
    /// The top-left corner of the run's first character, in the window's coordinates.
    public var origin: CGPoint
    /// The text to draw; ``TextRasterizer`` shows any control characters in it as visible placeholders.
    public var string: String
    /// How the text looks.
    public var attributes: TextAttributes
    /// The width in points past `origin` beyond which the text is cut; `nil` draws it whole
    /// (within any clip).
    public var maxWidth: Double?
    /// The font's size and weight, which hosts that draw glyphs (the pixel host) draw with; the
    /// terminal draws every run in its one face and reads only ``TextAttributes/isBold``.
    public var font: TextFont = .body

    /// A run of `string` at `origin`, in plain attributes and uncut by default.
    public init(origin: CGPoint, string: String, attributes: TextAttributes = TextAttributes(), maxWidth: Double? = nil) {
        self.origin = origin
        self.string = string
        self.attributes = attributes
        self.maxWidth = maxWidth
    }

    /// A run of `string` at `origin` set in `font`.
    public init(origin: CGPoint, string: String, font: TextFont, attributes: TextAttributes = TextAttributes(),
                maxWidth: Double? = nil) {
        self.init(origin: origin, string: string, attributes: attributes, maxWidth: maxWidth)
        self.font = font
    }
}

/// The font a run is set in, as a host that draws glyphs needs it: size, weight and slant.
public struct TextFont: Sendable, Hashable {
    /// The size in points.
    public var pointSize: Double
    /// The weight as UIKit numbers it: 0 regular, −0.8 ultra-light to 0.62 black.
    public var weight: Double
    /// Whether the face is slanted.
    public var isItalic: Bool

    /// A font of `pointSize` points, regular and upright by default.
    public init(pointSize: Double, weight: Double = 0, isItalic: Bool = false) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
    }

    /// UIKit's body text: 17 points, regular.
    public static let body = TextFont(pointSize: 17)

    /// The distance from one baseline to the next: the ratio of the system font's ascender and
    /// descender to its size, as `UIFont.lineHeight` gives it.
    public var lineHeight: Double { pointSize * TextFont.lineHeightRatio }

    /// The height of the font's ascender above the baseline, as a share of the line: hosts put
    /// the baseline this far below a run's origin.
    public var ascender: Double { pointSize * TextFont.ascenderRatio }

    /// San Francisco's line height as a multiple of its size (ascender 0.952 em + descender 0.241 em).
    public static let lineHeightRatio = 1.193
    /// San Francisco's ascender as a multiple of its size.
    public static let ascenderRatio = 0.952
}

/// How text looks.
public struct TextAttributes: Sendable, Hashable {
    /// The colour of the glyphs; `nil` uses the host's default text colour.
    public var foreground: DisplayColor?
    /// The colour behind the glyphs, over any fill beneath them; `nil` lets the fill (or the host's
    /// background) show.
    public var background: DisplayColor?
    /// Drawn in a bold weight.
    public var isBold: Bool
    /// Drawn slanted (italic).
    public var isItalic: Bool
    /// Drawn with a line under the glyphs.
    public var isUnderlined: Bool
    /// Drawn with a line through the glyphs.
    public var isStrikethrough: Bool
    /// De-emphasised text (secondary labels, footers).
    public var isDim: Bool
    /// Foreground and background swapped (a terminal's reverse video): a text field's caret cell.
    /// It shows without colour too, so terminals in `NO_COLOR` mode still show the caret.
    public var isInverse: Bool

    /// Attributes with the given colours and styles; by default plain text in the host's colours.
    public init(foreground: DisplayColor? = nil, background: DisplayColor? = nil, isBold: Bool = false,
                isItalic: Bool = false, isUnderlined: Bool = false, isStrikethrough: Bool = false, isDim: Bool = false,
                isInverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isItalic = isItalic
        self.isUnderlined = isUnderlined
        self.isStrikethrough = isStrikethrough
        self.isDim = isDim
        self.isInverse = isInverse
    }
}

/// A symbol by name (SF Symbols names, e.g. `chevron.right`) with its position and tint.
public struct SymbolRun: Sendable, Hashable {
    /// Which symbol to draw, by SF Symbols name (``TextRasterizer/defaultSymbolGlyph`` draws unknown names as `•`).
    public var name: String
    /// The symbol's top-left corner, in the window's coordinates.
    public var origin: CGPoint
    /// The symbol's tint; `nil` uses the host's default text colour.
    public var color: DisplayColor?
    /// The box the symbol is fitted and centred in, its top-left corner at ``origin`` (an image
    /// view's bounds). Zero, the default, draws the symbol at the host's own size for it from
    /// ``origin``: the terminal's one cell, or the pixel host's row-symbol size.
    public var size: CGSize = .zero
    /// A bitmap picture drawn instead of the named symbol, scaled to fill the box (``size``). With
    /// a picture, ``color`` draws it as a template (its shape in that colour) when set, and `nil`
    /// keeps its own colours. Hosts that draw characters draw nothing for a picture.
    ///
    /// A picture travels as a symbol run with an empty ``name``, not as a primitive of its own, so
    /// that hosts written for the display list before pictures existed still compile; such a
    /// host draws its unknown-symbol fallback for the picture until it reads this property.
    public var image: DisplayImage?

    /// A symbol named `name` at `origin`, untinted by default.
    public init(name: String, origin: CGPoint, color: DisplayColor? = nil) {
        self.name = name
        self.origin = origin
        self.color = color
    }

    /// A symbol named `name` fitted and centred in `box`.
    public init(name: String, in box: CGRect, color: DisplayColor? = nil) {
        self.init(name: name, origin: box.origin, color: color)
        size = box.size
    }

    /// `image` scaled to fill `box`: in its own colours, or as a template in `tint`.
    public init(image: DisplayImage, in box: CGRect, tint: DisplayColor? = nil) {
        self.init(name: "", in: box, color: tint)
        self.image = image
    }
}

/// An sRGB colour with alpha, components in 0...1.
public struct DisplayColor: Sendable, Hashable {
    /// The red component, from 0 to 1.
    public var red: Double
    /// The green component, from 0 to 1.
    public var green: Double
    /// The blue component, from 0 to 1.
    public var blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from its components, opaque by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 8-bit components, e.g. `DisplayColor(rgb8: 0x007AFF)`.
    public init(rgb8 value: UInt32, alpha: Double = 1) {
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255, alpha: alpha)
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
