import Foundation

/// A ``UIAlertController``'s view: it fills the window (so it takes every click) and draws the
/// alert's box — centred for an alert, at the bottom for an action sheet.
///
/// In the terminal:
///
/// ```
/// ╭──────────────────────────╮
/// │      Delete photo?       │
/// │  This can't be undone.   │
/// ├──────────────────────────┤
/// │          Delete          │
/// ├──────────────────────────┤
/// │▌         Cancel          │
/// ╰──────────────────────────╯
/// ```
///
/// The highlighted action has a tinted wash and, in the terminal, a bar at its leading edge, as
/// a table's focused row does.
final class AlertView: UIView {
    /// The action the keys act on.
    var highlightedAction: UIAlertAction? { didSet { setNeedsDisplay() } }
    /// The action a touch went down on (or `nil` for outside the box, for `touchOutside`).
    private var pressedAction: UIAlertAction?
    private var touchBeganOutside = false

    private var controller: UIAlertController? { owningViewController as? UIAlertController }

    override var canBecomeFirstResponder: Bool { true }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // The alert is modal: it takes every touch in the window.
        true
    }

    func actionsDidChange() {
        if let highlightedAction, !highlightedAction.isEnabled || !(controller?.actions.contains { $0 === highlightedAction } ?? false) {
            self.highlightedAction = controller?.initialHighlightedAction
        } else if highlightedAction == nil, isFirstResponder {
            highlightedAction = controller?.initialHighlightedAction
        }
        setNeedsDisplay()
    }

    // MARK: Layout

    /// Where everything goes, in the view's coordinates.
    struct Layout {
        var box: CGRect = .zero
        var titleLines: [(text: String, origin: CGPoint)] = []
        var messageLines: [(text: String, origin: CGPoint)] = []
        /// The displayed actions with their rows, in display order.
        var actionRows: [(action: UIAlertAction, frame: CGRect)] = []
        /// The separators' y positions: in the terminal each takes a line of its own.
        var separators: [CGFloat] = []
    }

    private var titleFont: UIFont {
        controller?.preferredStyle == .actionSheet ? .boldSystemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)
    }
    private var messageFont: UIFont { .systemFont(ofSize: 13) }
    private var actionFont: UIFont { .systemFont(ofSize: 17) }
    private var boldActionFont: UIFont { .boldSystemFont(ofSize: 17) }

    /// Lays the alert out in the view's bounds.
    func layoutAlert() -> Layout {
        var layout = Layout()
        guard let controller else { return layout }
        let dimensions = metrics.alert
        let border = dimensions.border
        let padding = dimensions.padding
        let contentPadding = dimensions.contentPadding
        let rowHeight = dimensions.actionHeight
        let separatorHeight = dimensions.separatorHeight
        let margin = dimensions.screenMargin
        let isSheet = controller.preferredStyle == .actionSheet
        let inset = border + padding

        let title = controller.title ?? ""
        let message = controller.message ?? ""
        let actions = controller.displayedActions
        let maxBoxWidth = min(bounds.width - 2 * margin, isSheet ? dimensions.maximumSheetWidth : dimensions.maximumAlertWidth)
        let maxInner = max(1, maxBoxWidth - 2 * inset)
        // The marker, a space, the title, and room on the other side to keep it centred.
        let actionWidths = actions.map { metrics.textWidth(of: $0.title ?? "", font: boldActionFont) + dimensions.actionTitleExtraWidth }
        let wanted = max(metrics.textWidth(of: title, font: titleFont), metrics.textWidth(of: message, font: messageFont),
                         actionWidths.max() ?? 0, dimensions.minimumTextWidth)
        let inner = isSheet ? maxInner : min(maxInner, wanted)
        let boxWidth = inner + 2 * inset

        var y = border
        let hasContent = !title.isEmpty || !message.isEmpty
        if hasContent {
            y += contentPadding
            for line in wrapped(title, width: inner, font: titleFont) {
                layout.titleLines.append((line, CGPoint(x: inset + centredOffset(line, in: inner, font: titleFont), y: y)))
                y += metrics.lineHeight(of: titleFont)
            }
            for line in wrapped(message, width: inner, font: messageFont) {
                layout.messageLines.append((line, CGPoint(x: inset + centredOffset(line, in: inner, font: messageFont), y: y)))
                y += metrics.lineHeight(of: messageFont)
            }
            y += contentPadding
        }
        for (index, action) in actions.enumerated() {
            let startsCancel = action.style == .cancel && index > 0
            if (index == 0 && hasContent) || startsCancel {
                layout.separators.append(y)
                y += separatorHeight
            }
            layout.actionRows.append((action, CGRect(x: border, y: y, width: boxWidth - 2 * border, height: rowHeight)))
            y += rowHeight
        }
        let boxHeight = min(y + border, bounds.height)
        let origin = CGPoint(x: max(0, ((bounds.width - boxWidth) / 2).rounded(.down)),
                             y: isSheet ? max(0, bounds.height - boxHeight - dimensions.sheetBottomMargin)
                                        : max(0, ((bounds.height - boxHeight) / 2).rounded(.down)))
        layout.box = CGRect(origin: origin, size: CGSize(width: boxWidth, height: boxHeight))
        let offset = { (point: CGPoint) in CGPoint(x: point.x + origin.x, y: point.y + origin.y) }
        layout.titleLines = layout.titleLines.map { ($0.text, offset($0.origin)) }
        layout.messageLines = layout.messageLines.map { ($0.text, offset($0.origin)) }
        layout.actionRows = layout.actionRows.map { ($0.action, $0.frame.offsetBy(dx: origin.x, dy: origin.y)) }
        layout.separators = layout.separators.map { $0 + origin.y }
        return layout
    }

    private func wrapped(_ text: String, width: CGFloat, font: UIFont) -> [String] {
        guard !text.isEmpty else { return [] }
        return TextLayout.lines(text, width: width, font: font, metrics: metrics, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    private func centredOffset(_ line: String, in width: CGFloat, font: UIFont) -> CGFloat {
        max(0, ((width - metrics.textWidth(of: line, font: font)) / 2).rounded(.down))
    }

    // MARK: Drawing

    override func draw(in context: inout DrawingContext) {
        guard let controller else { return }
        let layout = layoutAlert()
        let border = metrics.alert.border
        let box = layout.box
        context.roundedRect(box, cornerRadius: metrics.alert.cornerRadius, fill: .secondarySystemBackground, stroke: border > 0 ? .label : nil)
        let titleColor: UIColor = controller.preferredStyle == .actionSheet ? .secondaryLabel : .label
        for line in layout.titleLines {
            context.text(line.text, at: line.origin, font: titleFont, color: titleColor, maxWidth: box.maxX - line.origin.x)
        }
        for line in layout.messageLines {
            context.text(line.text, at: line.origin, font: messageFont, color: controller.preferredStyle == .actionSheet ? .secondaryLabel : .label,
                         maxWidth: box.maxX - line.origin.x)
        }
        for y in layout.separators where y < box.maxY {
            if border > 0 {
                // A separator that takes a line of its own joins the frame.
                context.line(from: CGPoint(x: box.minX + border, y: y), to: CGPoint(x: box.maxX - border, y: y), color: .label,
                             thickness: metrics.alert.separatorHeight)
                context.text("├", at: CGPoint(x: box.minX, y: y), font: actionFont, color: .label)
                context.text("┤", at: CGPoint(x: box.maxX - border, y: y), font: actionFont, color: .label)
            } else {
                context.line(from: CGPoint(x: box.minX, y: y), to: CGPoint(x: box.maxX, y: y), color: .separator,
                             thickness: metrics.separatorThickness)
            }
        }
        let bold = controller.preferredAction ?? controller.actions.first { $0.style == .cancel }
        for (action, frame) in layout.actionRows where frame.minY < box.maxY - border {
            if action === highlightedAction {
                context.fill(frame, color: tintColor.withAlphaComponent(0.25))
                if metrics.drawsFocusBar { context.text("▌", at: CGPoint(x: frame.minX, y: frame.minY), font: actionFont, color: tintColor) }
            }
            let font = action === bold ? boldActionFont : actionFont
            let color: UIColor = !action.isEnabled ? .tertiaryLabel : action.style == .destructive ? .systemRed : tintColor
            let text = action.title ?? ""
            let width = metrics.textWidth(of: text, font: font)
            let inset = metrics.alert.padding
            let available = frame.width - 2 * inset
            let x = frame.minX + inset + max(0, ((available - width) / 2).rounded(.down))
            let y = frame.minY + ((frame.height - metrics.lineHeight(of: font)) / 2).rounded(.down)
            context.text(text, at: CGPoint(x: x, y: y), font: font, color: color, maxWidth: max(0, frame.maxX - inset - x))
        }
    }

    // MARK: Keys

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // The alert is modal: it takes every key, used or not.
        guard let controller, presses.count == 1, let key = presses.first?.key else { return }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        switch key.keyCode {
        case .keyboardUpArrow:
            moveHighlight(by: -1)
        case .keyboardDownArrow:
            moveHighlight(by: 1)
        case .keyboardTab:
            moveHighlight(by: modifiers.contains(.shift) ? -1 : 1)
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let highlightedAction { controller.choose(highlightedAction) }
        case .keyboardEscape:
            controller.cancelFromUser()
        default:
            guard modifiers.isDisjoint(with: [.control, .alternate, .command]) else { return }
            switch key.charactersIgnoringModifiers {
            case "k": moveHighlight(by: -1)
            case "j": moveHighlight(by: 1)
            default: break
            }
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}

    /// Moves the highlight to the next (or previous) enabled action, stopping at the ends.
    private func moveHighlight(by step: Int) {
        guard let controller else { return }
        let actions = controller.displayedActions
        guard let current = highlightedAction, let index = actions.firstIndex(where: { $0 === current }) else {
            highlightedAction = controller.initialHighlightedAction
            return
        }
        var next = index + step
        while next >= 0 && next < actions.count {
            if actions[next].isEnabled {
                highlightedAction = actions[next]
                return
            }
            next += step
        }
    }

    // MARK: Touches

    private func action(at point: CGPoint, in layout: Layout) -> UIAlertAction? {
        layout.actionRows.first { $0.frame.contains(point) && $0.frame.minY < layout.box.maxY }?.action
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        let layout = layoutAlert()
        pressedAction = action(at: point, in: layout)
        touchBeganOutside = !layout.box.contains(point)
        if let pressedAction, pressedAction.isEnabled { highlightedAction = pressedAction }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer {
            pressedAction = nil
            touchBeganOutside = false
        }
        guard let controller, let point = touches.first?.location(in: self) else { return }
        let layout = layoutAlert()
        if let pressedAction, action(at: point, in: layout) === pressedAction {
            controller.choose(pressedAction)
        } else if touchBeganOutside, !layout.box.contains(point), controller.preferredStyle == .actionSheet {
            controller.cancelFromUser()
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedAction = nil
        touchBeganOutside = false
    }
}
