import Foundation
import TrestleCore

/// One solve of the constraints a view's layout owns, on the constraint solver of `TrestleCore`.
///
/// **What a view's pass solves.** UIKit solves a window's constraints in one engine; Trestle
/// solves them view by view, which gives the same frames: a view's pass (its region) covers the
/// view and every view below it reached through views placed by constraints
/// (``UIView/translatesAutoresizingMaskIntoConstraints`` off). A view that places itself by its
/// frame — a table's cells, a cell's content view — ends the region: its frame is fixed there,
/// and its own pass solves what is inside it. So a table never solves its cells' constraints,
/// and a cell's content view solves its own.
///
/// **The system.** Each item (view or guide) has four variables — left, top, width, height — in
/// the region root's coordinates. The root is fixed to its bounds (or, when fitting, held to the
/// target size at the fitting priorities); views that place themselves are fixed to their
/// frames; views placed by constraints add their intrinsic size as hugging (≤) and compression
/// resistance (≥) constraints; margins and safe-area guides follow their view. Constants are
/// scaled by the metrics profile (``MetricsProfile/AutoLayout``).
///
/// **Wrapping labels.** A multi-line label's height depends on its width, which the solve
/// decides: the label is solved at its unwrapped size, then again at the height it wraps to at
/// the width it got, as UIKit's labels do through `preferredMaxLayoutWidth`.
@MainActor
struct ConstraintLayout {
    enum Mode {
        case layout
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// An item's variables.
    struct Box {
        var left, top, width, height: SolverVariable
    }

    let root: UIView
    let mode: Mode
    let metrics: MetricsProfile
    /// Intrinsic sizes that replace a view's own (wrapped labels, after the first solve).
    let intrinsicOverrides: [ObjectIdentifier: CGSize]
    var solver = ConstraintSolver()
    var boxes: [ObjectIdentifier: Box] = [:]
    /// The items in the order they got variables.
    var items: [LayoutItemReference] = []
    /// The views whose frames the solve sets.
    var placed: [UIView] = []
    /// Whether a view placed by its frame (other than the root) takes part.
    var hasFixedItems = false
    /// Required constraints the solver refused, each with the required constraints on its items.
    var broken: [(constraint: NSLayoutConstraint, conflicting: [String])] = []
    /// The required constraints of the region the solver accepted, for conflict reports.
    var acceptedRequired: [NSLayoutConstraint] = []

    init(root: UIView, mode: Mode, intrinsicOverrides: [ObjectIdentifier: CGSize] = [:]) {
        self.root = root
        self.mode = mode
        metrics = root.metrics
        self.intrinsicOverrides = intrinsicOverrides
    }

    /// Counts changes to anything a constraint layout depends on (``UIView/constraintsDidChange()``).
    static var generation = 0

    // MARK: Entry points

    /// Sets the frames of the views `root`'s constraints place, and its guides' frames.
    static func layOut(_ root: UIView) {
        // A self-sizing cell's content view was just fitted at the size it now has: the fitting
        // solve's frames are this pass's (and a solve is the bulk of a new row's cost).
        if let fitted = root.autoLayout.fittedFrames, fitted.changeCount == root.autoLayout.changeCount,
           fitted.size == root.bounds.size, fitted.isCurrent(for: root.metrics) {
            apply(fitted.frames, guides: fitted.guides, in: root)
            return
        }
        guard let solved = solveWrapping(root: root, mode: .layout) else { return }
        let (frames, guides) = solved.solvedFrames()
        apply(frames, guides: guides, in: root)
        solved.reportConflicts()
    }

    /// The size `view`'s constraints give it closest to `target`.
    static func fittingSize(of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        let mode = Mode.fitting(target: target, horizontal: priorities.0, vertical: priorities.1)
        guard let solved = solveWrapping(root: view, mode: mode), let box = solved.boxes[ObjectIdentifier(view)] else {
            let intrinsic = view.intrinsicContentSize
            return CGSize(width: intrinsic.width >= 0 ? intrinsic.width : view.bounds.width,
                          height: intrinsic.height >= 0 ? intrinsic.height : view.bounds.height)
        }
        solved.reportConflicts()
        let width = solved.solver.value(of: box.width), height = solved.solver.value(of: box.height)
        let size = CGSize(width: solved.roundedUp(width), height: solved.roundedUp(height))
        // Kept for the layout pass at this size, when nothing it depends on has changed by then:
        // only a region whose every other view is placed by its constraints (a fixed view's frame
        // could change unseen), solved at a size on whole pixels.
        if !solved.hasFixedItems, CGFloat(width) == size.width, CGFloat(height) == size.height {
            let (frames, guides) = solved.solvedFrames()
            view.autoLayout.fittedFrames = FittedFrames(size: size, changeCount: view.autoLayout.changeCount,
                                                        conversion: solved.metrics.autoLayout, measurement: solved.metrics.textMeasurement,
                                                        frames: frames, guides: guides)
        } else {
            view.autoLayout.fittedFrames = nil
        }
        return size
    }

    /// Solves, then again while wrapping labels change height at the widths they got (three
    /// solves at most). `nil` when the root's region holds no constraint.
    static func solveWrapping(root: UIView, mode: Mode) -> ConstraintLayout? {
        var overrides: [ObjectIdentifier: CGSize] = [:]
        var result: ConstraintLayout?
        for _ in 0..<3 {
            var layout = ConstraintLayout(root: root, mode: mode, intrinsicOverrides: overrides)
            guard layout.build() else { return nil }
            result = layout
            let wrapped = layout.wrappedLabelSizes()
            if wrapped.allSatisfy({ overrides[$0.key] == $0.value }) { break }
            overrides.merge(wrapped) { $1 }
        }
        return result
    }

    // MARK: Building the system

    /// Gathers the region's constraints and adds everything to the solver; `false` when there
    /// is nothing to solve.
    private mutating func build() -> Bool {
        var constraints: [NSLayoutConstraint] = []
        gatherConstraints(in: root, into: &constraints)
        guard !constraints.isEmpty || isFitting else { return false }
        _ = box(for: .view(root))
        for constraint in constraints { add(constraint) }
        return true
    }

    private var isFitting: Bool {
        if case .fitting = mode { return true }
        return false
    }

    /// The constraints held by `view` and by the views below it that constraints place.
    private func gatherConstraints(in view: UIView, into constraints: inout [NSLayoutConstraint]) {
        if view === root && !view.autoLayout.translatesAutoresizingMaskIntoConstraints && view.superview != nil {
            // The root's own size and place were its superview's to solve: they are its bounds here.
            constraints += view.autoLayout.constraints.filter { constraint in constraint.allItems.contains { $0 !== view } }
            for subview in view.subviews where !subview.autoLayout.translatesAutoresizingMaskIntoConstraints
                && subview.autoLayout.subtreeConstraintCount > 0 {
                gatherConstraints(in: subview, into: &constraints)
            }
            return
        }
        constraints += view.autoLayout.constraints
        for subview in view.subviews where !subview.autoLayout.translatesAutoresizingMaskIntoConstraints
            && subview.autoLayout.subtreeConstraintCount > 0 {
            gatherConstraints(in: subview, into: &constraints)
        }
    }

    /// Whether this solve places `view`: below the root through views that constraints place.
    private func isPlaced(_ view: UIView) -> Bool {
        guard view !== root else { return false }
        var current: UIView? = view
        while let candidate = current, candidate !== root {
            if candidate.autoLayout.translatesAutoresizingMaskIntoConstraints { return false }
            current = candidate.superview
        }
        return current === root
    }

    /// The variables of `item`, made (with the constraints that define the item) on first use.
    private mutating func box(for item: LayoutItemReference) -> Box {
        let id = ObjectIdentifier(item.object)
        if let box = boxes[id] { return box }
        // Unnamed: names are made only for a conflict's report, from the items.
        let box = Box(left: solver.makeVariable(), top: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        boxes[id] = box
        items.append(item)
        switch item {
        case .view(let view):
            define(view, box)
        case .guide(let guide, let owner):
            let ownerBox = self.box(for: .view(owner))
            let insets: UIEdgeInsets? = switch guide.kind {
            case .layoutMargins: owner.layoutMargins
            case .readableContent: owner.readableContentInsets
            case .safeArea: owner.safeAreaInsets
            case .custom: nil
            }
            if let insets {
                require(LinearExpression(box.left), equals: LinearExpression(ownerBox.left, plus: Double(insets.left)))
                require(LinearExpression(box.top), equals: LinearExpression(ownerBox.top, plus: Double(insets.top)))
                require(LinearExpression(box.width), equals: LinearExpression(ownerBox.width, plus: -Double(insets.left + insets.right)))
                require(LinearExpression(box.height), equals: LinearExpression(ownerBox.height, plus: -Double(insets.top + insets.bottom)))
            }
        }
        return box
    }

    /// The constraints that define a view apart from the constraints on it: fixed when it is
    /// the root or places itself, its intrinsic size when constraints place it.
    private mutating func define(_ view: UIView, _ box: Box) {
        if view === root {
            require(LinearExpression(box.left), equals: LinearExpression(0))
            require(LinearExpression(box.top), equals: LinearExpression(0))
            switch mode {
            case .layout:
                require(LinearExpression(box.width), equals: LinearExpression(Double(view.bounds.width)))
                require(LinearExpression(box.height), equals: LinearExpression(Double(view.bounds.height)))
            case .fitting(let target, let horizontal, let vertical):
                try? solver.add(SolverConstraint(LinearExpression(box.width), .equal, LinearExpression(Double(target.width)), priority: horizontal.rawValue))
                try? solver.add(SolverConstraint(LinearExpression(box.height), .equal, LinearExpression(Double(target.height)), priority: vertical.rawValue))
                if !view.autoLayout.translatesAutoresizingMaskIntoConstraints { addIntrinsicSize(of: view, box) }
            }
            return
        }
        guard isPlaced(view) else {
            hasFixedItems = true
            if let superview = view.superview, superview === root || isPlaced(superview) {
                // Placed by its frame in a view this solve sizes: its autoresizing mask as
                // constraints on the superview (UIKit's NSAutoresizingMaskLayoutConstraints).
                addAutoresizingConstraints(of: view, box, in: superview)
                return
            }
            // Placed by its frame out of this region: fixed where it is.
            let frame = view.convert(view.bounds, to: root)
            require(LinearExpression(box.left), equals: LinearExpression(Double(frame.minX)))
            require(LinearExpression(box.top), equals: LinearExpression(Double(frame.minY)))
            require(LinearExpression(box.width), equals: LinearExpression(Double(frame.width)))
            require(LinearExpression(box.height), equals: LinearExpression(Double(frame.height)))
            return
        }
        placed.append(view)
        addIntrinsicSize(of: view, box)
    }

    /// A view placed by its frame inside `superview`, which this solve sizes: each axis holds
    /// the view's frame at the superview's current size, and shares any change of the
    /// superview's size among the mask's flexible parts in proportion, as autoresizing does
    /// (``UIView/autoresizingMask``) — so the constraints give the frames autoresizing would.
    private mutating func addAutoresizingConstraints(of view: UIView, _ box: Box, in superview: UIView) {
        let container = self.box(for: .view(superview))
        // The solve's coordinates are the root's bounds coordinates; a placed superview's box is
        // its frame in them, so its subviews' frames are shifted by its bounds' origin.
        let frame = view.untransformedFrame, size = superview.bounds.size
        let origin = superview === root ? .zero : superview.bounds.origin
        let mask = view.autoLayout.autoresizingMask
        let axes: [(start: SolverVariable, length: SolverVariable, containerStart: SolverVariable, containerLength: SolverVariable,
                    frameStart: CGFloat, frameLength: CGFloat, extent: CGFloat, flexible: (Bool, Bool, Bool))] = [
            (box.left, box.width, container.left, container.width, frame.minX - origin.x, frame.width, size.width,
             (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))),
            (box.top, box.height, container.top, container.height, frame.minY - origin.y, frame.height, size.height,
             (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))),
        ]
        for axis in axes {
            // The shares of a change Δ of the container's extent: start += Δ·s, length += Δ·l
            // (the autoresizing rule is linear in Δ).
            let moved = UIView.autoresize(start: axis.frameStart, length: axis.frameLength, in: axis.extent, to: axis.extent + 1,
                                          flexibleStart: axis.flexible.0, flexibleLength: axis.flexible.1, flexibleEnd: axis.flexible.2)
            let startShare = Double(moved.start - axis.frameStart), lengthShare = Double(moved.length - axis.frameLength)
            var start = LinearExpression(axis.containerStart, plus: Double(axis.frameStart) - startShare * Double(axis.extent))
            start.add(axis.containerLength, times: startShare)
            var length = LinearExpression(Double(axis.frameLength) - lengthShare * Double(axis.extent))
            length.add(axis.containerLength, times: lengthShare)
            require(LinearExpression(axis.start), equals: start)
            require(LinearExpression(axis.length), equals: length)
        }
    }

    /// Hugging (≤) and compression resistance (≥) on each axis where the view has an intrinsic size.
    private mutating func addIntrinsicSize(of view: UIView, _ box: Box) {
        let size = intrinsicOverrides[ObjectIdentifier(view)] ?? view.intrinsicContentSize
        for (variable, value, axis) in [(box.width, size.width, NSLayoutConstraint.Axis.horizontal), (box.height, size.height, .vertical)]
        where value != UIView.noIntrinsicMetric && value.isFinite && value >= 0 {
            let content = LinearExpression(Double(value))
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            try? solver.add(SolverConstraint(LinearExpression(variable), .lessThanOrEqual, content, priority: hugging.rawValue))
            try? solver.add(SolverConstraint(LinearExpression(variable), .greaterThanOrEqual, content, priority: resistance.rawValue))
        }
    }

    private mutating func require(_ lhs: LinearExpression, equals rhs: LinearExpression) {
        try? solver.add(SolverConstraint(lhs, .equal, rhs))
    }

    /// Adds one of the region's constraints; a required one the solver refuses is broken (left
    /// out) and reported.
    private mutating func add(_ constraint: NSLayoutConstraint) {
        guard let first = LayoutItemReference(constraint.firstItem) else { return }
        var lhs = expression(first, constraint.firstAttribute)
        if let span = constraint.firstSpan, let from = LayoutItemReference(span.from.item), let to = LayoutItemReference(span.to.item) {
            lhs = expression(to, span.to.attribute) - expression(from, span.from.attribute)
        }
        var rhs = LinearExpression(Double(constant(of: constraint)))
        if let secondItem = constraint.secondItem, let second = LayoutItemReference(secondItem) {
            var term = expression(second, constraint.secondAttribute)
            if let span = constraint.secondSpan, let from = LayoutItemReference(span.from.item), let to = LayoutItemReference(span.to.item) {
                term = expression(to, span.to.attribute) - expression(from, span.from.attribute)
            }
            rhs.add(term, times: Double(constraint.multiplier))
        }
        let relation: SolverConstraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let solverConstraint = SolverConstraint(lhs, relation, rhs, priority: constraint.priority.rawValue)
        do {
            try solver.add(solverConstraint)
            if constraint.priority == .required { acceptedRequired.append(constraint) }
        } catch .unsatisfiable {
            broken.append((constraint, conflictCandidates(for: constraint)))
        } catch {
            // A duplicate (the same constraint gathered twice) changes nothing.
        }
    }

    /// The constant in the profile's units: scaled and rounded to whole pixels, or the system
    /// spacing.
    private func constant(of constraint: NSLayoutConstraint) -> CGFloat {
        if let (axis, multiple) = constraint.systemSpacingMultiple {
            let spacing = axis == .horizontal ? metrics.autoLayout.systemSpacing.width : metrics.autoLayout.systemSpacing.height
            return spacing * multiple
        }
        let scale = constraint.firstAttribute.isHorizontal ? metrics.autoLayout.constantScale.width : metrics.autoLayout.constantScale.height
        guard scale != 1 else { return constraint.constant }
        let pixels = max(1, metrics.displayScale)
        return (constraint.constant * scale * pixels).rounded(.toNearestOrEven) / pixels
    }

    /// An attribute of an item as an expression of its variables.
    private mutating func expression(_ item: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let box = box(for: item)
        // Read only for the margin attributes: a view's margins come from its metrics profile,
        // which is large to copy.
        var margins: UIEdgeInsets {
            if case .view(let view) = item { view.layoutMargins } else { .zero }
        }
        var result = LinearExpression()
        switch attribute {
        case .left, .leading: result.add(box.left)
        case .right, .trailing: result.add(box.left); result.add(box.width)
        case .width: result.add(box.width)
        case .centerX: result.add(box.left); result.add(box.width, times: 0.5)
        case .top: result.add(box.top)
        case .bottom: result.add(box.top); result.add(box.height)
        case .height: result.add(box.height)
        case .centerY: result.add(box.top); result.add(box.height, times: 0.5)
        case .leftMargin, .leadingMargin: result.add(box.left); result.constant = Double(margins.left)
        case .rightMargin, .trailingMargin: result.add(box.left); result.add(box.width); result.constant = -Double(margins.right)
        case .topMargin: result.add(box.top); result.constant = Double(margins.top)
        case .bottomMargin: result.add(box.top); result.add(box.height); result.constant = -Double(margins.bottom)
        case .centerXWithinMargins:
            let insets = margins
            result.add(box.left); result.add(box.width, times: 0.5); result.constant = Double(insets.left - insets.right) / 2
        case .centerYWithinMargins:
            let insets = margins
            result.add(box.top); result.add(box.height, times: 0.5); result.constant = Double(insets.top - insets.bottom) / 2
        case .firstBaseline, .lastBaseline:
            // A label's baselines sit in its text, centred in its height; any other view's are its bottom.
            if case .view(let view) = item, let baselines = baselineOffsets(of: view) {
                result.add(box.top)
                result.add(box.height, times: 0.5)
                result.constant = Double(attribute == .firstBaseline ? baselines.first : baselines.last)
            } else {
                result.add(box.top)
                result.add(box.height)
            }
        case .notAnAttribute: break
        }
        return result
    }

    /// Where a label's first and last baselines are from its vertical centre (its text is
    /// centred in its height); `nil` for other views, whose baselines are their bottom edge.
    private func baselineOffsets(of view: UIView) -> (first: CGFloat, last: CGFloat)? {
        guard let label = view as? UILabel, let text = label.text, !text.isEmpty else { return nil }
        let lineHeight = metrics.lineHeight(of: label.font)
        let textHeight = (intrinsicOverrides[ObjectIdentifier(label)] ?? label.intrinsicContentSize).height
        // In a terminal the text stands on the bottom of its line; on iOS the descent is a fifth of it.
        let descent = metrics.measuresTextInCells ? 0 : lineHeight * 0.2
        return (first: -textHeight / 2 + lineHeight - descent, last: textHeight / 2 - descent)
    }

    // MARK: Conflicts

    /// The required constraints that share an item with `constraint`, described as UIKit lists
    /// them — the region's own, and the ones the solve makes for the root's size
    /// (`UIView-Encapsulated-Layout-…`) and for views placed by their frames
    /// (`NSAutoresizingMaskLayoutConstraint`). Made only when a conflict is reported.
    private func conflictCandidates(for constraint: NSLayoutConstraint) -> [String] {
        let items = constraint.allItems
        let related = acceptedRequired.filter { other in
            other !== constraint && other.allItems.contains { item in items.contains { $0 === item } }
        }
        // The views the conflict reaches through the related constraints whose size or place
        // the solve holds (the root, views placed by their frames) take part through the
        // constraints that hold them too.
        var reached = items
        for other in related {
            for item in other.allItems where !reached.contains(where: { $0 === item }) {
                if let view = item as? UIView, !isPlaced(view) { reached.append(view) }
            }
        }
        var lines: [String] = []
        for item in reached {
            guard let reference = LayoutItemReference(item), case .view(let view) = reference else { continue }
            let name = NSLayoutConstraint.itemName(view)
            if view === root, case .layout = mode, view.autoLayout.translatesAutoresizingMaskIntoConstraints, !hasEncapsulatedSize(view) {
                // A view placed by its frame holds its size through its mask's constraints.
                let prefix = "<NSAutoresizingMaskLayoutConstraint:0x0 \(view.autoLayout.autoresizingMask.constraintNotation) \(name)"
                lines.append(constraint.firstAttribute.isHorizontal
                             ? "\(prefix).width == \(NSLayoutConstraint.format(view.bounds.width))   (active)>"
                             : "\(prefix).height == \(NSLayoutConstraint.format(view.bounds.height))   (active)>")
            } else if view === root {
                if case .layout = mode {
                    lines.append("<NSLayoutConstraint:0x0 'UIView-Encapsulated-Layout-Width' \(name).width == \(NSLayoutConstraint.format(view.bounds.width))   (active)>")
                    lines.append("<NSLayoutConstraint:0x0 'UIView-Encapsulated-Layout-Height' \(name).height == \(NSLayoutConstraint.format(view.bounds.height))   (active)>")
                } else if case .fitting(let target, let horizontal, let vertical) = mode {
                    if horizontal == .required { lines.append("<NSLayoutConstraint:0x0 'UIView-Encapsulated-Layout-Width' \(name).width == \(NSLayoutConstraint.format(target.width))   (active)>") }
                    if vertical == .required { lines.append("<NSLayoutConstraint:0x0 'UIView-Encapsulated-Layout-Height' \(name).height == \(NSLayoutConstraint.format(target.height))   (active)>") }
                }
            } else if isPlaced(view) {
                // A required content size is a constraint like any other (UIKit lists it).
                let size = intrinsicOverrides[ObjectIdentifier(view)] ?? view.intrinsicContentSize
                for (axis, value, dimension) in [(NSLayoutConstraint.Axis.horizontal, size.width, "width"), (.vertical, size.height, "height")]
                where value >= 0 && (view.contentHuggingPriority(for: axis) == .required || view.contentCompressionResistancePriority(for: axis) == .required) {
                    let hug = NSLayoutConstraint.format(CGFloat(view.contentHuggingPriority(for: axis).rawValue))
                    let resist = NSLayoutConstraint.format(CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue))
                    lines.append("<NSContentSizeLayoutConstraint:0x0 \(name).\(dimension) == \(NSLayoutConstraint.format(value)) Hug:\(hug) CompressionResistance:\(resist)   (active)>")
                }
            } else {
                let frame = view.convert(view.bounds, to: root)
                let prefix = "<NSAutoresizingMaskLayoutConstraint:0x0 \(view.autoLayout.autoresizingMask.constraintNotation) \(name)"
                if constraint.firstAttribute.isHorizontal {
                    lines.append("\(prefix).minX == \(NSLayoutConstraint.format(frame.minX))   (active)>")
                    lines.append("\(prefix).width == \(NSLayoutConstraint.format(frame.width))   (active)>")
                } else {
                    lines.append("\(prefix).minY == \(NSLayoutConstraint.format(frame.minY))   (active)>")
                    lines.append("\(prefix).height == \(NSLayoutConstraint.format(frame.height))   (active)>")
                }
            }
        }
        for other in related {
            let line = other.layoutDescription
            if !lines.contains(line) { lines.append(line) }
        }
        return lines
    }

    /// Whether a container sizes `view` — a list its cells, headers and footers and their
    /// content views, a view controller its root view: UIKit names the constraints holding
    /// such a view's size `UIView-Encapsulated-Layout-…`.
    private func hasEncapsulatedSize(_ view: UIView) -> Bool {
        func isListItem(_ candidate: UIView?) -> Bool {
            candidate is UITableViewCell || candidate is UICollectionReusableView || candidate is UITableViewHeaderFooterView
        }
        return isListItem(view) || isListItem(view.superview) || view.next is UIViewController
    }

    // MARK: Results

    /// The sizes wrapping labels take at the widths this solve gave them.
    private func wrappedLabelSizes() -> [ObjectIdentifier: CGSize] {
        var sizes: [ObjectIdentifier: CGSize] = [:]
        for view in placed {
            guard let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                  let box = boxes[ObjectIdentifier(label)] else { continue }
            let width = CGFloat(solver.value(of: box.width))
            let unwrapped = label.intrinsicContentSize
            guard width < unwrapped.width else { continue }
            sizes[ObjectIdentifier(label)] = label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
        }
        return sizes
    }

    /// A value rounded to the nearest pixel.
    private func rounded(_ value: Double) -> CGFloat {
        let pixels = Double(max(1, metrics.displayScale))
        return CGFloat((value * pixels).rounded() / pixels)
    }

    /// A size rounded up to whole pixels (a rounding residue below a millionth is not a pixel).
    func roundedUp(_ value: Double) -> CGFloat {
        let pixels = Double(max(1, metrics.displayScale))
        return CGFloat(max(0, ((value * pixels) - 1e-6).rounded(.up)) / pixels)
    }

    /// Sets the placed views' frames, outermost first, with their edges on pixels; then the
    /// custom guides' frames.
    /// The placed views' rectangles in the root's coordinates, outermost first, with their edges
    /// on pixels; and the custom and margin guides' rectangles.
    func solvedFrames() -> (frames: [(UIView, CGRect)], guides: [(UILayoutGuide, CGRect)]) {
        let depth: (UIView) -> Int = { view in
            var count = 0
            var current = view.superview
            while let parent = current { count += 1; current = parent.superview }
            return count
        }
        var frames: [(UIView, CGRect)] = []
        for view in placed.sorted(by: { depth($0) < depth($1) }) {
            guard let box = boxes[ObjectIdentifier(view)] else { continue }
            frames.append((view, pixelRect(box)))
        }
        var guides: [(UILayoutGuide, CGRect)] = []
        for item in items {
            guard case .guide(let guide, _) = item, let box = boxes[ObjectIdentifier(guide)] else { continue }
            guides.append((guide, pixelRect(box)))
        }
        return (frames, guides)
    }

    /// Sets `frames` (in `root`'s coordinates, outermost first) and the guides' layout frames.
    static func apply(_ frames: [(UIView, CGRect)], guides: [(UILayoutGuide, CGRect)], in root: UIView) {
        for (view, rect) in frames {
            guard let superview = view.superview else { continue }
            let frame = superview === root ? rect : root.convert(rect, to: superview)
            if view.untransformedFrame != frame { view.untransformedFrame = frame }
        }
        for (guide, rect) in guides {
            guard let owner = guide.owningView else { continue }
            guide.layoutFrame = owner === root ? rect : root.convert(rect, to: owner)
        }
    }

    private func pixelRect(_ box: Box) -> CGRect {
        let minX = rounded(solver.value(of: box.left)), minY = rounded(solver.value(of: box.top))
        let maxX = rounded(solver.value(of: box.left) + solver.value(of: box.width))
        let maxY = rounded(solver.value(of: box.top) + solver.value(of: box.height))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// UIKit's report for each required constraint the solve broke, once per conflict.
    private func reportConflicts() {
        for (constraint, conflicting) in broken {
            // Once until a layout input changes: a view and the view above it that solves it too
            // find the same conflict.
            guard constraint.reportedBrokenAt != Self.generation else { continue }
            constraint.reportedBrokenAt = Self.generation
            let list = (conflicting + [constraint.layoutDescription]).map { "    \"\($0)\"" }.joined(separator: ",\n")
            TrestleDiagnostics.report("""
                [LayoutConstraints] Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                \tTry this:
                \t\t(1) look at each constraint and try to figure out which you don't expect;
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
                (
                \(list)
                )

                Will attempt to recover by breaking constraint
                \(constraint.layoutDescription)
                """)
        }
    }
}

extension UIView {
    /// Places the subviews that constraints place (the constraint pass before `layoutSubviews`).
    func layOutSubviewsWithConstraints() {
        updateConstraintsIfNeeded()
        ConstraintLayout.layOut(self)
    }


}
