import Foundation

/// What to draw for one frame, in the window's coordinates: a flat list of primitives that hosts
/// turn into terminal cells or pixels.
///
/// Items draw in ascending ``DisplayItem/zIndex``; items with equal z draw in the order they were
/// appended. Clips nest: ``DisplayPrimitive/pushClip(_:)`` intersects the current clip with a rect
/// until the matching ``DisplayPrimitive/popClip``.
public struct DisplayList: Sendable, Hashable {
    public private(set) var items: [DisplayItem] = []

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

    /// Traps unless every clip push has a matching pop at the same z and every rect is finite.
    public func checkInvariants() {
        var depth: [Int: Int] = [:]
        for item in items {
            switch item.primitive {
            case .pushClip(let rect):
                engineRequire(rect.isFiniteRect, "DisplayList invariant: clip rect \(rect) is not finite")
                depth[item.zIndex, default: 0] += 1
            case .popClip:
                depth[item.zIndex, default: 0] -= 1
                engineRequire(depth[item.zIndex]! >= 0, "DisplayList invariant: popClip without pushClip at z \(item.zIndex)")
            default:
                break
            }
        }
        engineRequire(depth.values.allSatisfy { $0 == 0 }, "DisplayList invariant: unbalanced clips \(depth)")
    }
}

/// One primitive and its layer.
public struct DisplayItem: Sendable, Hashable {
    public var primitive: DisplayPrimitive
    /// Higher layers draw above lower ones (floating headers above rows, for example).
    public var zIndex: Int

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
    /// A named symbol (`UIImage(systemName:)`), drawn however the host can.
    case symbol(SymbolRun)
    /// Starts clipping to `rect` (intersected with any enclosing clip).
    case pushClip(CGRect)
    /// Ends the most recent clip.
    case popClip
}

/// A run of text drawn on one line starting at `origin`, cut at `maxWidth` when given.
public struct TextRun: Sendable, Hashable {
    public var origin: CGPoint
    public var string: String
    public var attributes: TextAttributes
    public var maxWidth: Double?

    public init(origin: CGPoint, string: String, attributes: TextAttributes = TextAttributes(), maxWidth: Double? = nil) {
        self.origin = origin
        self.string = string
        self.attributes = attributes
        self.maxWidth = maxWidth
    }
}

/// How text looks.
public struct TextAttributes: Sendable, Hashable {
    public var foreground: DisplayColor?
    public var background: DisplayColor?
    public var isBold: Bool
    public var isItalic: Bool
    public var isUnderlined: Bool
    public var isStrikethrough: Bool
    /// De-emphasised text (secondary labels, footers).
    public var isDim: Bool
    /// Foreground and background swapped (a terminal's reverse video): a text field's caret cell.
    /// It shows without colour too, so terminals in `NO_COLOR` mode still show the caret.
    public var isInverse: Bool

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
    public var name: String
    public var origin: CGPoint
    public var color: DisplayColor?

    public init(name: String, origin: CGPoint, color: DisplayColor? = nil) {
        self.name = name
        self.origin = origin
        self.color = color
    }
}

/// An sRGB colour with alpha, components in 0...1.
public struct DisplayColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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
