import Foundation
import TrestleCore

/// Which edge of a row its revealed swipe actions are on.
package enum SwipeEdge: Sendable {
    case leading
    case trailing
}

/// The swipe actions a row shows: what the list view revealed on it, where the buttons are and
/// how they are drawn. A table row and a collection-view list row hold one each, so the same
/// actions draw the same buttons in both (UIKitBehavior § Swipe actions).
///
/// The buttons sit at the swiped edge, the first action nearest the edge; the row's content
/// makes room for them.
package struct SwipeActionsChrome {
    /// The revealed actions, nearest the edge first; empty while none are revealed.
    package var actions: [UIContextualAction] = []
    /// The edge the actions are revealed at.
    package var edge = SwipeEdge.trailing
    /// The action the keyboard points at.
    package var selected: Int?

    package init() {}

    /// Whether actions are revealed.
    package var isShowing: Bool { !actions.isEmpty }

    /// Hides the actions.
    package mutating func clear() {
        actions = []
        selected = nil
    }
}

@MainActor
extension SwipeActionsChrome {
    /// The width of one button (a swipe action's, or a delete confirmation's) for `title`.
    package static func buttonWidth(title: String?, image: UIImage?, metrics: MetricsProfile) -> CGFloat {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let text = metrics.textWidth(of: title ?? "", font: font)
        let editing = metrics.editing
        let imageWidth = image == nil ? 0 : editing.buttonImageWidth
        return max(editing.buttonMinimumWidth, text + imageWidth + 2 * editing.buttonContentInset)
    }

    /// The room the buttons take at the leading edge.
    package func leadingWidth(metrics: MetricsProfile) -> CGFloat {
        edge == .leading ? totalWidth(metrics: metrics) : 0
    }

    /// The room the buttons take at the trailing edge.
    package func trailingWidth(metrics: MetricsProfile) -> CGFloat {
        edge == .trailing ? totalWidth(metrics: metrics) : 0
    }

    private func totalWidth(metrics: MetricsProfile) -> CGFloat {
        actions.reduce(0) { $0 + Self.buttonWidth(title: $1.title, image: $1.image, metrics: metrics) }
    }

    /// The buttons' rectangles in a row `width` wide and `height` tall, in the order of the
    /// actions (nearest the edge first).
    package func buttonRects(width: CGFloat, height: CGFloat, metrics: MetricsProfile) -> [CGRect] {
        var rects: [CGRect] = []
        var x: CGFloat = edge == .trailing ? width : 0
        for action in actions {
            let buttonWidth = Self.buttonWidth(title: action.title, image: action.image, metrics: metrics)
            if edge == .trailing { x -= buttonWidth }
            rects.append(CGRect(x: x, y: 0, width: buttonWidth, height: height))
            if edge == .leading { x += buttonWidth }
        }
        return rects
    }

    /// Draws the buttons over a row of `size` (the row's own coordinates).
    package func draw(in context: inout DrawingContext, rowSize size: CGSize) {
        guard isShowing else { return }
        let height = Self.buttonHeight(rowHeight: size.height, metrics: context.metrics)
        let textY = Self.textY(buttonHeight: height, metrics: context.metrics)
        for (index, (action, rect)) in zip(actions, buttonRects(width: size.width, height: size.height, metrics: context.metrics)).enumerated() {
            context.chromeButton(title: action.title ?? "", image: action.image,
                                 in: CGRect(x: rect.minX, y: 0, width: rect.width, height: height),
                                 color: action.backgroundColor ?? .systemGray, isSelected: selected == index, textY: textY)
        }
    }

    /// The height a row's buttons are drawn: the row's, above its separator.
    package static func buttonHeight(rowHeight: CGFloat, metrics: MetricsProfile) -> CGFloat {
        max(0, rowHeight - metrics.separatorThickness)
    }

    /// Where a button's title line goes: centred as a row's symbols are.
    package static func textY(buttonHeight: CGFloat, metrics: MetricsProfile) -> CGFloat {
        ((buttonHeight - metrics.rowSymbolHeight) / 2).rounded(.down)
    }
}

extension DrawingContext {
    /// Draws a row's chrome button — a swipe action or a delete confirmation: filled with
    /// `color`, with its image and title in white; the one the keyboard points at is bold where
    /// the metrics say so, so that it shows without colour too.
    package mutating func chromeButton(title: String, image: UIImage?, in rect: CGRect, color: UIColor, isSelected: Bool,
                                       textY: CGFloat) {
        let font = UIFont.preferredFont(forTextStyle: .body)
        fill(rect, color: color)
        var x = rect.minX + metrics.editing.buttonContentInset
        if let name = image?.symbolName {
            symbol(name, at: CGPoint(x: x, y: textY), color: .white)
            x += metrics.editing.buttonImageWidth
        }
        let bold = isSelected && metrics.editing.emboldensSelectedButton
        text(title, at: CGPoint(x: x, y: textY), font: bold ? .boldSystemFont(ofSize: font.pointSize) : font, color: .white)
    }
}
