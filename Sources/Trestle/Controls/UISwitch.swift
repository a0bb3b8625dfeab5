import Foundation
import TrestleCore

/// A control that shows an on or off state; tapping it flips the state.
///
/// A tap (a touch that lifts inside the switch) flips ``isOn`` and sends ``UIControl/Event/valueChanged``,
/// then ``UIControl/Event/primaryActionTriggered``, after ``UIControl/Event/touchUpInside``.
/// Setting the state in code — ``isOn`` or ``setOn(_:animated:)`` — sends nothing, as in UIKit.
///
/// In the terminal a switch is five columns on one line, and its state shows without colour: the
/// thumb sits at the right, filled, on a heavy track when on, and at the left, hollow, on a light
/// track when off:
///
/// ```
/// (━━●)   on, in the on tint (default: system green)
/// (○──)   off, dimmed
/// ```
///
/// With the iOS metrics it is UIKit's 51 × 31-point pill with a round thumb.
///
/// - Note: UIKit lets the user drag the thumb across; Trestle flips the switch on a tap only (a
///   touch that ends outside the switch leaves it as it was). UIKit also resizes a switch to its
///   fixed size whatever frame it is given; Trestle leaves the frame alone — the size depends on
///   the screen's metrics, unknown until the switch is in a window — and draws at its natural
///   size (``sizeThatFits(_:)``) from the top-left corner of its bounds.
@MainActor
open class UISwitch: UIControl {
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var ownAccessibilityTraits: UIAccessibilityTraits { .button }

    /// Whether the switch is on. Setting it sends no events.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }
    private var _isOn = false

    /// The colour of the track when on; `nil` uses system green.
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The colour of the thumb; `nil` uses white (and, in the terminal, the track's colour, so
    /// the thumb shows on any background).
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Creates a switch, off.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a switch from an archive. Trestle has no archives; the switch starts off with a
    /// zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off, sending no events. Trestle does not animate, so `animated`
    /// has no effect.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        setNeedsDisplay()
    }

    /// Flips the switch as a tap does — sending ``UIControl/Event/valueChanged`` and
    /// ``UIControl/Event/primaryActionTriggered`` — unless it is disabled or not shown in a
    /// window. For the table view, which flips a focused row's accessory switch when Space is
    /// pressed (a switch never becomes first responder itself).
    ///
    /// - Returns: Whether the switch flipped.
    @discardableResult
    package func toggleFromKeyboard() -> Bool {
        guard isEnabled, isVisibleInWindow else { return false }
        toggleFromUser()
        return true
    }

    /// Flips the switch and sends the events a user's flip sends.
    private func toggleFromUser() {
        setOn(!_isOn, animated: true)
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    override func touchUpInside(with event: UIEvent?) {
        super.touchUpInside(with: event)
        toggleFromUser()
    }

    // MARK: Size and drawing

    /// The switch's fixed size, whatever `size` is: 51 × 31 points with the iOS metrics, 5 columns
    /// × 1 line in the terminal (``MetricsProfile/Controls/switchSize``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        metrics.controls.switchSize
    }

    /// The switch's fixed size (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(.zero)
    }

    open override func draw(in context: inout DrawingContext) {
        let onColor: UIColor = onTintColor ?? .systemGreen
        switch metrics.controls.switchStyle {
        case .characters: drawInCells(onColor: onColor, context: &context)
        case .pill: drawInPoints(onColor: onColor, context: &context)
        }
    }

    /// The drawing in characters: `(━━●)` on, `(○──)` off.
    private func drawInCells(onColor: UIColor, context: inout DrawingContext) {
        // Off draws in secondaryLabel, which the terminal also dims, so off and on differ
        // without colour too.
        var trackColor: UIColor = _isOn ? onColor : .secondaryLabel
        var thumbColor: UIColor = thumbTintColor ?? trackColor
        if !isEnabled {
            trackColor = trackColor.withAlphaComponent(0.35)
            thumbColor = thumbColor.withAlphaComponent(0.35)
        }
        let font = UIFont.preferredFont(forTextStyle: .body)
        let origin = bounds.origin
        let track = _isOn ? "━━" : "──"
        let trackX = origin.x + (_isOn ? 1 : 2)
        let thumbX = origin.x + (_isOn ? 3 : 1)
        context.text("(", at: origin, font: font, color: trackColor)
        context.text(track, at: CGPoint(x: trackX, y: origin.y), font: font, color: trackColor)
        context.text(_isOn ? "●" : "○", at: CGPoint(x: thumbX, y: origin.y), font: font, color: thumbColor)
        context.text(")", at: CGPoint(x: origin.x + 4, y: origin.y), font: font, color: trackColor)
    }

    /// UIKit's drawing: a pill-shaped track and a round thumb inset by two points.
    private func drawInPoints(onColor: UIColor, context: inout DrawingContext) {
        let size = sizeThatFits(.zero)
        let track = CGRect(origin: bounds.origin, size: size)
        var trackColor: UIColor = _isOn ? onColor : .systemFill
        var thumbColor: UIColor = thumbTintColor ?? .white
        if !isEnabled {
            trackColor = trackColor.withAlphaComponent(0.5)
            thumbColor = thumbColor.withAlphaComponent(0.5)
        }
        context.roundedRect(track, cornerRadius: size.height / 2, fill: trackColor, stroke: nil)
        let inset: CGFloat = 2
        let diameter = size.height - inset * 2
        let thumbX = _isOn ? track.maxX - inset - diameter : track.minX + inset
        context.roundedRect(CGRect(x: thumbX, y: track.minY + inset, width: diameter, height: diameter),
                            cornerRadius: diameter / 2, fill: thumbColor, stroke: nil)
    }
}
