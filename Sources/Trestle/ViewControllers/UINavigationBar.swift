import Foundation

/// The bar at the top of a navigation controller: a back button at the leading edge, the top
/// item's title in the middle, bar button items at either edge.
///
/// In the terminal the bar is one line (iOS: 44 points), underlined as UIKit draws a hairline
/// under it:
///
/// ```
///  ‹ Settings          General                Edit
/// ```
///
/// The back button shows `‹` and the previous item's back title (its `backButtonTitle`, else its
/// title, else "Back"), shortened to "Back" and then to `‹` alone when the title would collide
/// with it; the title is bold and centred, moved aside and cut when the items leave no room; items
/// with the ``UIBarButtonItem/Style/done`` style are bold. A click on the back button pops the
/// navigation controller; a click on an item runs its action. A ``UINavigationItem/prompt`` adds
/// a line above.
///
/// - Note: UIKit's bar has large titles, appearances (`UINavigationBarAppearance`) and title
///   views; Trestle's has none of these yet. A navigation item's search controller shows its
///   search bar under the bar (see ``UINavigationController``).
@MainActor
open class UINavigationBar: UIView {
    private var _items: [UINavigationItem]?
    /// The navigation controller managing the bar, which it pops on a back-button tap.
    weak var navigationController: UINavigationController?
    /// What a touch went down on.
    private var pressedTarget: Element.Target?
    /// Whether the touch going on went down on the bar away from its buttons.
    private var pressedAwayFromButtons = false

    /// The colour filling the bar; `nil` uses the system background.
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Items

    /// The stack of items; the last is shown, the one before it supplies the back button.
    ///
    /// Setting the items of a bar that a navigation controller manages is reported and ignored,
    /// as UIKit raises for it: the controller sets them from its view controllers.
    open var items: [UINavigationItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown: the last of ``items``.
    open var topItem: UINavigationItem? { _items?.last }

    /// The item before the top one, whose back title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items = _items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items (Trestle does not animate).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard navigationController == nil else {
            TrestleDiagnostics.report("Cannot call setItems:animated: directly on a UINavigationBar managed by a controller.")
            return
        }
        replaceItems(items)
    }

    /// Pushes an item on a bar that no controller manages.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard navigationController == nil else {
            TrestleDiagnostics.report("Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.")
            return
        }
        replaceItems((_items ?? []) + [item])
    }

    /// Pops the top item of a bar that no controller manages; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard navigationController == nil else {
            TrestleDiagnostics.report("Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller.")
            return nil
        }
        guard var items = _items, let last = items.popLast() else { return nil }
        replaceItems(items)
        return last
    }

    /// Sets the items without the managed-bar check (the navigation controller's path).
    func replaceItems(_ items: [UINavigationItem]?) {
        _items = items
        for item in items ?? [] { item.navigationBar = self }
        itemsDidChange()
    }

    /// An item or bar button item changed: the bar's height may change and it redraws.
    func itemsDidChange() {
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Size

    /// The bar's height: one line in the terminal (44 points on iOS), plus a line for a prompt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: promptHeight + lineHeight)
    }

    private var lineHeight: CGFloat { metrics.navigationBar.height }
    private var promptHeight: CGFloat {
        guard topItem?.prompt != nil else { return 0 }
        return metrics.navigationBar.promptHeight
    }

    // MARK: Layout of the content

    /// One thing drawn in the bar that a click can hit.
    struct Element {
        enum Target: Equatable {
            case back
            case item(ObjectIdentifier)
        }

        var target: Target
        /// Where it is, in the bar's coordinates (the whole line's height).
        var frame: CGRect
        var text: String
        var symbolName: String?
        var font: UIFont
        var color: UIColor
        var showsChevron: Bool
        var item: UIBarButtonItem?
    }

    /// What the bar shows at its current size.
    struct Content {
        var elements: [Element] = []
        var title: (text: String, x: CGFloat, maxWidth: CGFloat)?
        var prompt: String?
    }

    private var itemFont: UIFont { .systemFont(ofSize: 17) }
    private var boldItemFont: UIFont { .boldSystemFont(ofSize: 17) }
    private var titleFont: UIFont { .boldSystemFont(ofSize: 17) }

    /// Lays out the back button, the items and the title for the bar's width.
    func layoutContent() -> Content {
        var content = Content()
        guard let top = topItem else { return content }
        let dimensions = metrics.navigationBar
        let width = bounds.width
        let margin = dimensions.margin
        let spacing = dimensions.itemSpacing
        let symbolWidth = dimensions.symbolItemWidth
        let lineY = promptHeight
        content.prompt = top.prompt

        func element(for item: UIBarButtonItem) -> Element? {
            item.navigationBar = self
            guard !item.isHidden, !item.isSpace else { return nil }
            let font = item.style == .done ? boldItemFont : itemFont
            let color: UIColor = item.isEnabled ? (item.tintColor ?? tintColor) : .tertiaryLabel
            if let title = item.title, !title.isEmpty {
                let w = metrics.textWidth(of: title, font: font)
                return Element(target: .item(ObjectIdentifier(item)), frame: CGRect(x: 0, y: lineY, width: w, height: lineHeight),
                               text: title, font: font, color: color, showsChevron: false, item: item)
            }
            guard let symbol = item.image?.symbolName else { return nil }
            return Element(target: .item(ObjectIdentifier(item)), frame: CGRect(x: 0, y: lineY, width: symbolWidth, height: lineHeight),
                           text: "", symbolName: symbol, font: font, color: color, showsChevron: false, item: item)
        }
        func spaceWidth(_ item: UIBarButtonItem) -> CGFloat {
            guard item.systemItem == .fixedSpace, !item.isHidden else { return 0 }
            return item.width > 0 ? item.width : dimensions.fixedSpaceWidth
        }

        // Trailing items, the first outermost.
        var trailingX = width - margin
        var trailingStart = width - margin
        for item in top.rightBarButtonItems ?? [] {
            if item.isSpace {
                trailingX -= spaceWidth(item)
                continue
            }
            guard var placed = element(for: item) else { continue }
            placed.frame.origin.x = trailingX - placed.frame.width
            trailingStart = placed.frame.minX
            trailingX = placed.frame.minX - spacing
            content.elements.append(placed)
        }
        let trailingLimit = trailingStart < width - margin ? trailingStart - spacing : width - margin

        // Leading: the back button (unless replaced by left items), then the left items.
        let title = top.title ?? ""
        let titleWidth = metrics.textWidth(of: title, font: titleFont)
        let leftItems = (top.leftBarButtonItems ?? []).map { item -> (UIBarButtonItem, Element?) in (item, element(for: item)) }
        let showsBack = backItem != nil && !top.hidesBackButton && (leftItems.isEmpty || top.leftItemsSupplementBackButton)
        var leading: [Element] = []
        func placeLeading(back: Element?) -> [Element] {
            var placed: [Element] = []
            var x = margin
            if var back {
                back.frame.origin.x = x
                x = back.frame.maxX + spacing
                placed.append(back)
            }
            for (item, candidate) in leftItems {
                if item.isSpace {
                    x += spaceWidth(item)
                    continue
                }
                guard var candidate else { continue }
                candidate.frame.origin.x = x
                x = candidate.frame.maxX + spacing
                placed.append(candidate)
            }
            return placed
        }
        if showsBack, let backItem {
            let chevronWidth = dimensions.backChevronWidth
            let chevronGap = dimensions.backChevronSpacing
            let candidates: [String] = switch backItem.backButtonDisplayMode {
            case .default: [backItem.resolvedBackTitle, "Back", ""]
            case .generic: ["Back", ""]
            case .minimal: [""]
            }
            let centredTitleStart = ((width - titleWidth) / 2).rounded(.down)
            for (index, candidate) in candidates.enumerated() {
                let textWidth = candidate.isEmpty ? 0 : chevronGap + metrics.textWidth(of: candidate, font: itemFont)
                let back = Element(target: .back, frame: CGRect(x: 0, y: lineY, width: chevronWidth + textWidth, height: lineHeight),
                                   text: candidate, font: itemFont, color: tintColor, showsChevron: true)
                leading = placeLeading(back: back)
                let end = (leading.last?.frame.maxX ?? margin) + spacing
                let fits = (title.isEmpty || end <= centredTitleStart) && end - spacing <= trailingLimit
                if fits || index == candidates.count - 1 { break }
            }
        } else {
            leading = placeLeading(back: nil)
        }
        for index in leading.indices {
            // Leading content never runs into the trailing items.
            let available = trailingLimit - leading[index].frame.minX
            if leading[index].frame.width > available { leading[index].frame.size.width = max(0, available) }
        }
        content.elements.append(contentsOf: leading)

        // The title: centred in the bar, moved aside and cut to stay between the edges' content.
        if !title.isEmpty {
            let low = leading.last.map { $0.frame.maxX + spacing } ?? margin
            let high = trailingLimit
            var x = ((width - titleWidth) / 2).rounded(.down)
            if x < low { x = low }
            if x + titleWidth > high { x = max(low, high - titleWidth) }
            let maxWidth = high - x
            if maxWidth > 0 { content.title = (title, x, maxWidth) }
        }
        return content
    }

    // MARK: Drawing

    open override func draw(in context: inout DrawingContext) {
        context.fill(bounds, color: barTintColor ?? .systemBackground)
        let content = layoutContent()
        if let prompt = content.prompt {
            let font = UIFont.systemFont(ofSize: 13)
            let promptWidth = metrics.textWidth(of: prompt, font: font)
            let y = ((promptHeight - metrics.lineHeight(of: font)) / 2).rounded(.down)
            context.text(prompt, at: CGPoint(x: max(0, ((bounds.width - promptWidth) / 2).rounded(.down)), y: y), font: font,
                         color: .secondaryLabel, maxWidth: bounds.width)
        }
        func textY(_ font: UIFont) -> CGFloat {
            promptHeight + ((lineHeight - metrics.lineHeight(of: font)) / 2).rounded(.down)
        }
        for element in content.elements where element.frame.width > 0 {
            var x = element.frame.minX
            if element.showsChevron {
                context.symbol("chevron.left", at: CGPoint(x: x, y: textY(element.font)), color: element.color)
                x += metrics.navigationBar.backChevronWidth + metrics.navigationBar.backChevronSpacing
            }
            if let symbol = element.symbolName {
                context.symbol(symbol, at: CGPoint(x: x, y: textY(element.font)), color: element.color)
            } else if !element.text.isEmpty {
                context.text(element.text, at: CGPoint(x: x, y: textY(element.font)), font: element.font, color: element.color,
                             maxWidth: max(0, element.frame.maxX - x))
            }
        }
        if let title = content.title {
            context.text(title.text, at: CGPoint(x: title.x, y: textY(titleFont)), font: titleFont, color: .label, maxWidth: title.maxWidth)
        }
        // UIKit's hairline under the bar; the terminal underlines the bar's last line.
        let thickness = metrics.separatorThickness
        context.line(from: CGPoint(x: 0, y: bounds.height - thickness), to: CGPoint(x: bounds.width, y: bounds.height - thickness),
                     color: .separator, thickness: thickness)
    }

    // MARK: Touches

    /// The back button or item under `point` (bar coordinates).
    private func target(at point: CGPoint) -> Element.Target? {
        let slack = metrics.navigationBar.hitSlack
        return layoutContent().elements.first { $0.frame.insetBy(dx: -slack, dy: 0).contains(point) }?.target
    }

    /// The bar takes the touches that land on it; a tap runs what it went down and came up on.
    /// A tap away from the buttons is the status-bar tap of a phone: the scroll view on screen
    /// scrolls to its top (``UIScrollView/scrollsToTop``).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedTarget = touches.first.flatMap { target(at: $0.location(in: self)) }
        pressedAwayFromButtons = pressedTarget == nil
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if pressedAwayFromButtons, let touch = touches.first, bounds.contains(touch.location(in: self)),
           target(at: touch.location(in: self)) == nil {
            pressedAwayFromButtons = false
            window?.statusBarTapped()
            return
        }
        pressedAwayFromButtons = false
        guard let pressed = pressedTarget, let touch = touches.first else { return }
        pressedTarget = nil
        guard target(at: touch.location(in: self)) == pressed else { return }
        switch pressed {
        case .back:
            if let navigationController {
                navigationController.popFromBackButton()
            } else {
                popItem(animated: true)
            }
        case .item:
            let element = layoutContent().elements.first { $0.target == pressed }
            element?.item?.performPrimaryAction()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedTarget = nil
        pressedAwayFromButtons = false
    }
}
