import Foundation
import TrestleCore

extension ConstraintLayout {
    /// The view whose pass places `view`: the closest view above it that is placed by its frame
    /// (or the top of the hierarchy), as ``ConstraintLayout`` describes.
    static func regionRoot(placing view: UIView) -> UIView? {
        guard !view.translatesAutoresizingMaskIntoConstraints, var root = view.superview else { return nil }
        while !root.translatesAutoresizingMaskIntoConstraints, let parent = root.superview { root = parent }
        return root
    }

    /// Whether the constraints that place `view` leave its frame free to move: a weak pull on any
    /// of its four variables moves it without costing anything the constraints care about.
    static func isAmbiguous(_ view: UIView) -> Bool {
        guard let root = regionRoot(placing: view) else { return false }
        root.updateConstraintsIfNeeded()
        guard let solved = solveWrapping(root: root, mode: .layout), let box = solved.boxes[ObjectIdentifier(view)] else {
            // Placed by constraints that do not mention it: nothing fixes it.
            return true
        }
        for variable in [box.left, box.top, box.width, box.height] {
            var probe = solved.solver
            let current = probe.value(of: variable)
            do {
                try probe.addEditVariable(variable, priority: 1)
                try probe.suggestValue(current + 1, for: variable)
            } catch {
                continue
            }
            if abs(probe.value(of: variable) - current) > 1e-6 { return true }
        }
        return false
    }

    /// The constraints that take part in placing `view` on `axis`: the active ones that mention
    /// it, with an attribute on that axis (each is held by the view or a view above it).
    static func constraintsAffecting(_ view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = view
        while let current = holder {
            found += current.autoLayout.constraints.filter { $0.involves(view) && $0.firstAttribute.isHorizontal == (axis == .horizontal) }
            holder = current.superview
        }
        return found
    }
}
