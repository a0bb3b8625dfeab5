import Foundation
import TrestleCore

/// The layer behind a view: its rounded corners, border, shadow and the background, opacity and
/// clipping it shares with the view.
///
/// Every view has one (``UIView/layer``). As in UIKit, the layer and its view are two faces of
/// one thing: the layer's ``backgroundColor``, ``opacity``, ``masksToBounds``, ``isHidden``,
/// ``frame``, ``bounds`` and ``position`` are the view's ``UIView/backgroundColor``,
/// ``UIView/alpha``, ``UIView/clipsToBounds``, ``UIView/isHidden``, ``UIView/frame``,
/// ``UIView/bounds`` and ``UIView/center``; setting one sets the other.
///
/// ```swift
/// cell.contentView.layer.cornerRadius = 12
/// cell.contentView.layer.cornerCurve = .continuous
/// cell.contentView.layer.borderWidth = 1
/// cell.contentView.layer.borderColor = UIColor.separator.cgColor
/// cell.layer.shadowOpacity = 0.2
/// cell.layer.shadowRadius = 6
/// ```
///
/// The pixel host draws the corners, the border (inside the bounds, above the subviews), the
/// blurred shadow (none while the layer masks to its bounds, as in Core Animation) and a clip
/// to the rounded shape. The terminal draws the background and, for a
/// bordered layer, a box-drawing frame in the view's edge cells, with rounded corners when the
/// layer has a corner radius; it leaves shadows out.
///
/// - Note: Core Animation's layers are a tree of their own, drawn by a render server. Trestle's
///   `CALayer` exists only as a view's layer: it has no public initialiser, sublayers or
///   `layerClass` yet, and it is main-actor isolated like its view. Without a ``shadowPath`` the
///   shadow follows the layer's rounded shape, where Core Animation follows everything the layer
///   and its sublayers draw.
@MainActor
public final class CALayer {
    /// The view this layer draws; it owns the layer.
    public unowned let view: UIView

    init(view: UIView) {
        self.view = view
    }

    // MARK: Shared with the view

    /// The layer's background: the view's ``UIView/backgroundColor``, resolved against the view's
    /// traits. Setting it sets the view's background to a fixed colour.
    public var backgroundColor: CGColor? {
        get {
            guard let color = view.backgroundColor else { return nil }
            return color.resolvedColor(with: view.traitCollection).cgColor
        }
        set { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
    }

    /// The layer's opacity, from 0 to 1: the view's ``UIView/alpha``.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = CGFloat(newValue) }
    }

    /// Whether the layer clips its sublayers (the view's subviews) to its bounds, and to its rounded
    /// corners when it has them: the view's ``UIView/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// Whether the layer is hidden: the view's ``UIView/isHidden``.
    public var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }

    /// The layer's rectangle in its superlayer's coordinates: the view's ``UIView/frame``.
    public var frame: CGRect {
        get { view.frame }
        set { view.frame = newValue }
    }

    /// The layer's own coordinate space: the view's ``UIView/bounds``.
    public var bounds: CGRect {
        get { view.bounds }
        set { view.bounds = newValue }
    }

    /// The layer's position in its superlayer (its centre, for the default anchor point): the
    /// view's ``UIView/center``.
    public var position: CGPoint {
        get { view.center }
        set { view.center = newValue }
    }

    /// The layer's transform as an affine matrix: the view's ``UIView/transform``. (Core
    /// Animation's 3D `transform` has no counterpart; its 2D face is this pair.)
    public func affineTransform() -> CGAffineTransform { view.transform }

    /// Sets the layer's transform from an affine matrix: the view's ``UIView/transform``.
    public func setAffineTransform(_ transform: CGAffineTransform) { view.transform = transform }

    // MARK: The layer's own

    /// The radius of the rounded corners, in points; 0 (the default) keeps them square. The
    /// background and border follow it; subviews are cut to it only when ``masksToBounds`` is on.
    /// Core Animation never rounds more than half the shorter side.
    public var cornerRadius: CGFloat = 0 { didSet { changed(cornerRadius != oldValue) } }

    /// The curve of the rounded corners: ``CALayerCornerCurve/circular`` by default.
    public var cornerCurve: CALayerCornerCurve = .circular { didSet { changed(cornerCurve != oldValue) } }

    /// Which corners ``cornerRadius`` rounds: all four by default.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                              .layerMaxXMaxYCorner] { didSet { changed(maskedCorners != oldValue) } }

    /// The width of the border, drawn inside the bounds above the subviews; 0 by default.
    public var borderWidth: CGFloat = 0 { didSet { changed(borderWidth != oldValue) } }

    /// The border's colour: opaque black by default, as in Core Animation.
    public var borderColor: CGColor? = CGColor.black { didSet { changed(borderColor != oldValue) } }

    /// The shadow's colour: opaque black by default.
    public var shadowColor: CGColor? = CGColor.black { didSet { changed(shadowColor != oldValue) } }

    /// The shadow's opacity, from 0 to 1: 0 by default, so no layer casts a shadow until this is set.
    public var shadowOpacity: Float = 0 { didSet { changed(shadowOpacity != oldValue) } }

    /// How far the shadow falls from the layer: (0, −3) by default, Core Animation's value from a
    /// y-up world, which in UIKit's y-down layers casts the shadow 3 points upward.
    public var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed(shadowOffset != oldValue) } }

    /// The blur radius of the shadow in points: 3 by default.
    public var shadowRadius: CGFloat = 3 { didSet { changed(shadowRadius != oldValue) } }

    /// The shape that casts the shadow, in the layer's coordinates; `nil` (the default) uses the
    /// layer's own rounded shape.
    public var shadowPath: CGPath? { didSet { changed(shadowPath != oldValue) } }

    /// Whether Core Animation caches the layer as a bitmap. Trestle draws the same either way; the
    /// value is kept for code that sets it.
    public var shouldRasterize = false

    /// The scale of the cached bitmap when ``shouldRasterize`` is on; kept, as that is.
    public var rasterizationScale: CGFloat = 1

    /// A name for finding the layer while debugging.
    public var name: String?

    /// Marks the layer's content as needing to be drawn again: the view's.
    public func setNeedsDisplay() { view.setNeedsDisplay() }

    /// Marks the layer as needing layout: the view's.
    public func setNeedsLayout() { view.setNeedsLayout() }

    /// Lays out the layer now if it needs it: the view's.
    public func layoutIfNeeded() { view.layoutIfNeeded() }

    private func changed(_ didChange: Bool) {
        if didChange { view.setNeedsDisplay() }
    }

    // MARK: Drawing

    /// Whether the layer draws more than its view's plain background: rounded corners, a border
    /// or a shadow.
    var isDecorated: Bool {
        cornerRadius > 0 || borderWidth > 0 || shadowOpacity > 0
    }

    /// The layer's outline over `rect` (the view's bounds) in the window's coordinates.
    func shape(of rect: CGRect, in context: DrawingContext) -> LayerShape {
        LayerShape(frame: context.toWindow(rect), cornerRadius: Double(cornerRadius), roundedCorners: maskedCorners.layerCorners,
                   isContinuous: cornerCurve == .continuous)
    }

    /// Records the layer's shadow and background over `rect`, before the view's content.
    func renderBackground(of rect: CGRect, color: UIColor?, into context: inout DrawingContext) {
        let shape = shape(of: rect, in: context)
        var run = LayerRun(shape: shape, fill: color.map(context.resolve))
        // A layer that masks to its bounds masks its own shadow away, as in Core Animation (which
        // is why UIKit code puts shadows on a container).
        if shadowOpacity > 0, !view.clipsToBounds, let shadowColor, shadowColor.alpha > 0 {
            var color = shadowColor.displayColor
            color.alpha *= Double(min(1, shadowOpacity)) * Double(context.opacity)
            let origin = context.toWindow(CGPoint(x: 0, y: 0))
            run.shadow = LayerShadow(shape: shadowPath?.layerShape(offsetBy: origin) ?? shape, color: color,
                                     offset: shadowOffset, blurRadius: Double(max(0, shadowRadius)))
        }
        guard run.fill.map({ $0.alpha > 0 }) == true || run.shadow != nil else { return }
        context.displayList.append(.layer(run))
    }

    /// Records the layer's border over `rect`, after the view's subviews.
    func renderBorder(of rect: CGRect, into context: inout DrawingContext) {
        guard borderWidth > 0, let borderColor else { return }
        var color = borderColor.displayColor
        color.alpha *= Double(context.opacity)
        let run = LayerRun(shape: shape(of: rect, in: context), border: color, borderWidth: Double(borderWidth))
        guard run.drawsBorder else { return }
        context.displayList.append(.layer(run))
    }
}
