import Foundation

/// A context menu on screen: a box of the menu's items at the point it opened, over everything
/// in the window, which takes every click and key until it goes.
///
/// ```
/// ╭────────────────╮
/// │ Call           │
/// │▌Copy           │
/// ├────────────────┤
/// │ More         › │
/// │ Delete         │   (destructive: red)
/// ╰────────────────╯
/// ```
///
/// ↑/↓ (or k/j) move the highlight over the items that can be chosen; Return or Space choose;
/// → or Return opens a submenu and ← or Esc goes back out of it; Esc closes the menu. A click on
/// an item chooses it, a click outside the box closes the menu. Inline submenus
/// (``UIMenu/Options-swift.struct/displayInline``) show their items in place between dividers;
/// ``UIMenuElement/State`` shows as a check mark (on) or a dash (mixed).
@MainActor
final class ContextMenuView: UIView {
    /// One line of the box.
    struct Row {
        enum Kind {
            case title(String)
            case item(UIMenuElement)
            case divider
        }
        var kind: Kind
        var frame: CGRect
    }

    /// The menus open: the root and the submenus opened from it.
    private(set) var menus: [UIMenu]
    /// Where the menu opened, in the view's coordinates.
    let anchor: CGPoint
    /// The highlighted row, by index in ``rows``.
    private(set) var highlighted: Int? { didSet { if highlighted != oldValue { setNeedsDisplay() } } }
    /// Called once when the menu goes, after which a chosen action runs.
    var onDismiss: (() -> Void)?
    /// The view that had the keys before the menu opened.
    weak var previousFirstResponder: UIView?
    private var pressedRow: Int?
    private var touchBeganOutside = false

    init(menu: UIMenu, anchor: CGPoint) {
        menus = [menu]
        self.anchor = anchor
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("ContextMenuView is made in code") }

    override var canBecomeFirstResponder: Bool { true }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }

    // MARK: Layout

    private var font: UIFont { .systemFont(ofSize: 17) }

    /// The elements the open menu shows, with inline submenus' children in place between
    /// dividers; hidden actions left out.
    private func entries(of menu: UIMenu) -> [Row.Kind] {
        var result: [Row.Kind] = []
        for child in menu.children where !child.isHiddenInMenu {
            if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                let inner = entries(of: submenu)
                guard !inner.isEmpty else { continue }
                if let last = result.last, !last.isDivider { result.append(.divider) }
                if !submenu.title.isEmpty { result.append(.title(submenu.title)) }
                result += inner
                result.append(.divider)
            } else {
                result.append(.item(child))
            }
        }
        if let last = result.last, last.isDivider { result.removeLast() }
        return result
    }

    /// The text of an item's line: a column for the highlight's bar, its state mark, title and a
    /// chevron for a submenu.
    private func text(of element: UIMenuElement) -> String {
        let mark: String = switch (element as? UIAction)?.state {
        case .on: " ✓ "
        case .mixed: " − "
        default: "   "
        }
        return mark + element.title + (element is UIMenu ? " ›" : "")
    }

    /// The box and its rows for the open menu, placed at the anchor and kept on screen.
    func layoutMenu() -> (box: CGRect, rows: [Row]) {
        guard let menu = menus.last else { return (.zero, []) }
        let dimensions = metrics.alert
        let border = dimensions.border
        let inset = border + dimensions.padding
        let kinds = (menu.title.isEmpty ? [] : [Row.Kind.title(menu.title)]) + entries(of: menu)
        let rowHeight = dimensions.actionHeight
        var widest: CGFloat = 0
        for kind in kinds {
            switch kind {
            case .item(let element): widest = max(widest, metrics.textWidth(of: text(of: element), font: font))
            case .title(let title): widest = max(widest, metrics.textWidth(of: "   " + title, font: .boldSystemFont(ofSize: 13)))
            case .divider: break
            }
        }
        let inner = min(max(widest, dimensions.minimumTextWidth / 2), max(1, bounds.width - 2 * inset))
        let boxWidth = inner + 2 * inset
        var rows: [Row] = []
        var y = border
        for kind in kinds {
            let height = kind.isDivider ? dimensions.separatorHeight : rowHeight
            rows.append(Row(kind: kind, frame: CGRect(x: border, y: y, width: boxWidth - 2 * border, height: height)))
            y += height
        }
        let boxHeight = min(y + border, bounds.height)
        // Below and to the right of the point, moved in to stay on screen.
        let x = max(0, min(anchor.x, bounds.width - boxWidth))
        let top = anchor.y + boxHeight <= bounds.height ? anchor.y : max(0, anchor.y - boxHeight)
        let origin = CGPoint(x: x, y: min(top, max(0, bounds.height - boxHeight)))
        return (CGRect(origin: origin, size: CGSize(width: boxWidth, height: boxHeight)),
                rows.map { Row(kind: $0.kind, frame: $0.frame.offsetBy(dx: origin.x, dy: origin.y)) })
    }

    /// Whether the row at `index` can be highlighted and chosen.
    private func isChoosable(_ row: Row) -> Bool {
        guard case .item(let element) = row.kind else { return false }
        if let action = element as? UIAction { return !action.attributes.contains(.disabled) }
        return true
    }

    // MARK: Drawing

    override func draw(in context: inout DrawingContext) {
        let (box, rows) = layoutMenu()
        let border = metrics.alert.border
        context.roundedRect(box, cornerRadius: metrics.alert.cornerRadius, fill: .secondarySystemBackground, stroke: border > 0 ? .label : nil)
        for (index, row) in rows.enumerated() where row.frame.maxY <= box.maxY - border || border == 0 {
            let inset = metrics.alert.padding
            let y = row.frame.minY + ((row.frame.height - metrics.lineHeight(of: font)) / 2).rounded(.down)
            switch row.kind {
            case .title(let title):
                let x = row.frame.minX + max(0, inset - 1) + metrics.textWidth(of: "   ", font: font)
                context.text(title, at: CGPoint(x: x, y: y), font: .boldSystemFont(ofSize: 13), color: .secondaryLabel,
                             maxWidth: row.frame.maxX - x)
            case .divider:
                if border > 0 {
                    context.line(from: CGPoint(x: box.minX + border, y: row.frame.minY), to: CGPoint(x: box.maxX - border, y: row.frame.minY),
                                 color: .label, thickness: metrics.alert.separatorHeight)
                    context.text("├", at: CGPoint(x: box.minX, y: row.frame.minY), font: font, color: .label)
                    context.text("┤", at: CGPoint(x: box.maxX - border, y: row.frame.minY), font: font, color: .label)
                } else {
                    context.line(from: CGPoint(x: box.minX, y: row.frame.minY), to: CGPoint(x: box.maxX, y: row.frame.minY),
                                 color: .separator, thickness: metrics.separatorThickness)
                }
            case .item(let element):
                if index == highlighted { context.fill(row.frame, color: tintColor.withAlphaComponent(0.25)) }
                let action = element as? UIAction
                let destructive = action?.attributes.contains(.destructive) == true || (element as? UIMenu)?.options.contains(.destructive) == true
                let color: UIColor = !isChoosable(row) ? .tertiaryLabel : destructive ? .systemRed : .label
                let x = row.frame.minX + max(0, inset - 1)
                context.text(text(of: element), at: CGPoint(x: x, y: y), font: font, color: color, maxWidth: row.frame.maxX - x)
                // The bar goes in the text's first column, left blank for it.
                if index == highlighted && metrics.drawsFocusBar {
                    context.text("▌", at: CGPoint(x: row.frame.minX, y: row.frame.minY), font: font, color: tintColor)
                }
            }
        }
    }

    // MARK: Choosing

    /// Opens the menu on screen: the first choosable item is highlighted for the keys.
    func didOpen() {
        highlighted = layoutMenu().rows.firstIndex(where: isChoosable)
    }

    /// Chooses the row at `index`: an action runs (after the menu goes, unless it keeps the
    /// menu open); a submenu opens in its place.
    private func choose(_ index: Int) {
        let rows = layoutMenu().rows
        guard index < rows.count, isChoosable(rows[index]), case .item(let element) = rows[index].kind else { return }
        if let submenu = element as? UIMenu {
            menus.append(submenu)
            didOpen()
            setNeedsDisplay()
            return
        }
        guard let action = element as? UIAction else { return }
        if action.attributes.contains(.keepsMenuPresented) {
            action.handler(action)
            setNeedsDisplay()
            return
        }
        dismiss()
        action.handler(action)
    }

    /// Goes back out of a submenu, or closes the menu.
    private func back() {
        if menus.count > 1 {
            menus.removeLast()
            didOpen()
            setNeedsDisplay()
        } else {
            dismiss()
        }
    }

    /// Closes the menu: the view leaves the window and the keys go back where they were.
    func dismiss() {
        guard superview != nil else { return }
        let previous = previousFirstResponder
        _ = resignFirstResponder()
        removeFromSuperview()
        _ = previous?.becomeFirstResponder()
        onDismiss?()
        onDismiss = nil
    }

    // MARK: Keys

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.count == 1, let key = presses.first?.key else { return }
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        switch key.keyCode {
        case .keyboardUpArrow: moveHighlight(by: -1)
        case .keyboardDownArrow: moveHighlight(by: 1)
        case .keyboardTab: moveHighlight(by: modifiers.contains(.shift) ? -1 : 1)
        case .keyboardReturnOrEnter, .keyboardSpacebar: if let highlighted { choose(highlighted) }
        case .keyboardRightArrow:
            if let highlighted, case .item(let element) = layoutMenu().rows[highlighted].kind, element is UIMenu { choose(highlighted) }
        case .keyboardLeftArrow, .keyboardEscape: back()
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

    private func moveHighlight(by step: Int) {
        let rows = layoutMenu().rows
        guard let current = highlighted else {
            highlighted = rows.firstIndex(where: isChoosable)
            return
        }
        var next = current + step
        while next >= 0 && next < rows.count {
            if isChoosable(rows[next]) {
                highlighted = next
                return
            }
            next += step
        }
    }

    // MARK: Touches

    private func rowIndex(at point: CGPoint) -> Int? {
        layoutMenu().rows.firstIndex { $0.frame.contains(point) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        touchBeganOutside = !layoutMenu().box.contains(point)
        pressedRow = rowIndex(at: point)
        if let pressedRow, isChoosable(layoutMenu().rows[pressedRow]) { highlighted = pressedRow }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer {
            pressedRow = nil
            touchBeganOutside = false
        }
        guard let point = touches.first?.location(in: self) else { return }
        if let pressedRow, rowIndex(at: point) == pressedRow {
            choose(pressedRow)
        } else if touchBeganOutside, !layoutMenu().box.contains(point) {
            dismiss()
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedRow = nil
        touchBeganOutside = false
    }
}

extension ContextMenuView.Row.Kind {
    var isDivider: Bool {
        if case .divider = self { return true }
        return false
    }
}

extension UIWindow {
    /// Opens `menu` at `point` (window coordinates) over everything in the window; `onDismiss`
    /// runs when it goes.
    @discardableResult
    func presentContextMenu(_ menu: UIMenu, at point: CGPoint, onDismiss: @escaping () -> Void) -> ContextMenuView {
        let view = ContextMenuView(menu: menu, anchor: point)
        view.previousFirstResponder = firstResponder
        view.frame = bounds
        view.onDismiss = onDismiss
        addSubview(view)
        _ = view.becomeFirstResponder()
        view.didOpen()
        hostNeedsFrame()
        return view
    }

    /// A right click at `point` (window coordinates): the views under it, innermost first, are
    /// asked for a context menu there. Returns whether one opened.
    @discardableResult
    package func secondaryClick(at point: CGPoint, timestamp: TimeInterval) -> Bool {
        layoutIfNeeded()
        guard !subviews.contains(where: { $0 is ContextMenuView }) else { return false }
        var view = hitTest(point, with: UIEvent(type: .touches, timestamp: timestamp))
        while let current = view {
            if current.openContextMenu(at: current.convert(point, from: self)) { return true }
            view = current.superview
        }
        return false
    }
}

