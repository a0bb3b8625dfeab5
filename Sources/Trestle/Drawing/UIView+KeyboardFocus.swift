import Foundation

extension UIView {
    /// Draws keyboard focus over `rect`: a tinted wash and, where the metrics ask for it
    /// (``MetricsProfile/drawsFocusBar``), a bar down its leading edge, so focus shows without
    /// colour too. A focused table row and a focused collection item draw it the same way.
    /// Drawn over content, the wash would cover it: `wash` and `bar` draw one part each. Nothing
    /// is drawn while the window does not show keyboard focus (``UIWindow/showsKeyboardFocus``).
    func drawKeyboardFocus(in rect: CGRect, context: inout DrawingContext, wash: Bool = true, bar: Bool = true) {
        guard window?.showsKeyboardFocus ?? true else { return }
        if wash { context.fill(rect, color: tintColor.withAlphaComponent(0.25)) }
        guard bar, context.metrics.drawsFocusBar else { return }
        var y = rect.minY
        while y < rect.maxY {
            context.text("▌", at: CGPoint(x: rect.minX, y: y), font: .preferredFont(forTextStyle: .body), color: tintColor)
            y += 1
        }
    }
}
