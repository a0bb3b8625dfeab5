import Foundation
import TrestleCore

/// Row animations: how a batch update's changes move on screen (UIKitBehavior § Processing order).
///
/// When a batch is applied in a window with animations on, the rows it changes animate on the
/// host's clock instead of jumping:
///
/// - rows that survive the batch and are on screen before and after keep their cells, which
///   travel from where they were to where they are now (moved rows too: "straight from the
///   starting position to the ending position"), as do headers and footers;
/// - inserted rows come in, and deleted rows go out, as their ``UITableView/RowAnimation`` says:
///   `.fade` fades, `.right`/`.left` slide in from and out to that side, `.top`/`.bottom` slide
///   from and to above or below their place, `.middle` grows from and shrinks to the row's middle,
///   `.automatic` fades, and `.none` shows the change at once (other rows still travel, as in
///   UIKit); a reloaded row's old cell goes out while its new cell comes in;
/// - a deleted row's cell stays on screen until its animation ends, then returns to the reuse
///   pool (`didEndDisplaying` is sent then), and `performBatchUpdates`' completion runs when every
///   animation of the batch has ended.
///
/// Animations take 0.3 s (0.15 s — a few frames — in the terminal). They are skipped, and
/// completions run at once, inside `UIView.performWithoutAnimation`, after
/// `UIView.setAnimationsEnabled(false)`, when the user asked for reduced motion
/// (`UIAccessibility.isReduceMotionEnabled`) and when the table is in no window. A new batch, a
/// reload or a row scrolling away ends the animations under way at their final state.
extension UITableView {
    /// The changes a batch asked to animate, in the order of the calls.
    struct RowAnimationRequests {
        enum Kind { case insertRows, deleteRows, reloadRows, insertSections, deleteSections, reloadSections }
        struct Request {
            var kind: Kind
            var rows: [ItemPath] = []
            var sections = IndexSet()
            var animation: RowAnimation
        }
        var requests: [Request] = []

        mutating func record(_ kind: Kind, rows: [ItemPath] = [], sections: IndexSet = IndexSet(), animation: RowAnimation) {
            requests.append(Request(kind: kind, rows: rows, sections: sections, animation: animation))
        }
    }

    /// The animation of each row and section a batch changed, looked up for the few rows on screen.
    struct ResolvedRowAnimations {
        /// The animation every request asked for, when they agree (the usual case: no tables).
        private var uniform: RowAnimation?
        private var deletedItems: [ItemPath: RowAnimation] = [:]
        private var insertedItems: [ItemPath: RowAnimation] = [:]
        private var reloadedItems: [ItemPath: RowAnimation] = [:]
        private var deletedSections: [Int: RowAnimation] = [:]
        private var insertedSections: [Int: RowAnimation] = [:]
        private var reloadedSections: [Int: RowAnimation] = [:]

        init(_ requests: RowAnimationRequests) {
            let animations = Set(requests.requests.map(\.animation))
            if animations.count <= 1 {
                uniform = animations.first ?? .automatic
                return
            }
            for request in requests.requests {
                switch request.kind {
                case .insertRows: for row in request.rows { insertedItems[row] = request.animation }
                case .deleteRows: for row in request.rows { deletedItems[row] = request.animation }
                case .reloadRows: for row in request.rows { reloadedItems[row] = request.animation }
                case .insertSections: for section in request.sections { insertedSections[section] = request.animation }
                case .deleteSections: for section in request.sections { deletedSections[section] = request.animation }
                case .reloadSections: for section in request.sections { reloadedSections[section] = request.animation }
                }
            }
        }

        /// How the cell of `old`, a row the batch deleted or reloaded, leaves.
        func leaving(_ old: ItemPath) -> RowAnimation {
            if let uniform { return uniform }
            return reloadedItems[old] ?? reloadedSections[old.section] ?? deletedSections[old.section]
                ?? deletedItems[old] ?? .automatic
        }

        /// How the cell of `new`, a row the batch inserted or reloaded, comes in.
        func entering(_ new: ItemPath, mapping: UpdateMapping) -> RowAnimation {
            if let uniform { return uniform }
            if let animation = insertedItems[new] { return animation }
            if let old = mapping.oldSection(forNew: new.section) {
                // A reloaded row keeps its index in a section that stays.
                if let animation = reloadedItems.first(where: { mapping.newPath(forReloaded: $0.key) == new })?.value {
                    return animation
                }
                return reloadedSections[old] ?? .automatic
            }
            if let animation = insertedSections[new.section] { return animation }
            return reloadedSections.first(where: { mapping.newSection(forReloaded: $0.key) == new.section })?.value ?? .automatic
        }
    }

    /// The table's item animator: batches animate with the row animations they asked for.
    typealias RowAnimator = TableList.Animator

    /// How long row animations take with these metrics.
    var rowAnimationDuration: TimeInterval { metrics.rowAnimationDuration }

    /// Whether a batch applied now animates.
    var animatesBatchUpdates: Bool {
        window != nil && UIView.areAnimationsEnabled && !UIAccessibility.isReduceMotionEnabled
    }

    // MARK: Capturing (while the batch is applied)

    /// Records where everything the batch may move is on screen, before the geometry changes.
    func captureRowAnimationStart(mapping: UpdateMapping, requests: RowAnimationRequests,
                                  viewport: Viewport) -> RowAnimator.Capture {
        let top = contentOffset.y
        var capture = animator.capture(
            mapping: mapping, styles: ResolvedRowAnimations(requests), visible: coordinator.visibleItems.sorted,
            supplementaries: coordinator.supplementaries.views.map { key, view in
                (mapping.newSection(forOld: key.section).map { SupplementaryKey(kind: key.kind, section: $0) }, view)
            },
            contentTop: top)
        // Rows just off screen may come into view as others leave: they travel in from where they were.
        let around = Viewport(offsetY: viewport.offsetY - viewport.height, height: viewport.height * 3,
                              insetTop: viewport.insetTop, insetBottom: viewport.insetBottom)
        if let range = geometry.visibleRows(in: around, bufferRows: 0) {
            geometry.forEachRowFrame(in: range) { old, minY, height in
                guard coordinator.visibleItems.view(at: old) == nil, let new = mapping.newPath(forOld: old) else { return }
                capture.startFrames[new] = CGRect(x: rowMinX, y: CGFloat(minY) - top, width: rowWidth, height: CGFloat(height))
            }
        }
        return capture
    }

    // MARK: Starting (at the end of the next layout pass)

    /// Starts the animations a batch left, now that every row has its new frame: rows come in
    /// and go by the row animations their batch asked for, and headers and footers travel with
    /// their sections.
    func startPendingAnimations() {
        startPendingAnimations(
            duration: rowAnimationDuration,
            entering: { path, capture, end in
                offstageState(of: end, for: capture.styles.entering(path, mapping: capture.mapping))
            },
            leaving: { item, capture, from in
                offstageState(of: from, for: capture.styles.leaving(item))
            },
            alsoStarting: { starter, top in
                for (key, view) in coordinator.supplementaries.views {
                    guard let start = starter.capture.supplementaryStartFrames[key]?.offsetBy(dx: 0, dy: top), start != view.untransformedFrame else { continue }
                    starter.animate(view, from: RowAnimator.State(frame: start, alpha: view.alpha),
                                    to: RowAnimator.State(frame: view.untransformedFrame, alpha: view.alpha))
                }
            })
    }

    /// Where a row's cell is when it has not yet come in, or has gone, by `animation`; `nil`
    /// for none.
    private func offstageState(of state: RowAnimator.State, for animation: RowAnimation) -> RowAnimator.State? {
        let frame = state.frame
        switch animation {
        case .none: return nil
        case .fade, .automatic: return RowAnimator.State(frame: frame, alpha: 0)
        case .right: return RowAnimator.State(frame: frame.offsetBy(dx: bounds.width, dy: 0), alpha: state.alpha)
        case .left: return RowAnimator.State(frame: frame.offsetBy(dx: -bounds.width, dy: 0), alpha: state.alpha)
        case .top: return RowAnimator.State(frame: frame.offsetBy(dx: 0, dy: -frame.height), alpha: state.alpha)
        case .bottom: return RowAnimator.State(frame: frame.offsetBy(dx: 0, dy: frame.height), alpha: state.alpha)
        case .middle: return RowAnimator.State(frame: CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), alpha: state.alpha)
        }
    }

    // MARK: Finishing
}
