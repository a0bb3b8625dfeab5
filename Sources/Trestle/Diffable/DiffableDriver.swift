import Foundation
import Synchronization
import TrestleCore

/// The snapshot machinery a diffable data source shares with every list view: the snapshot shown,
/// the updates on their way to it, and the lookups between index paths and identifiers.
///
/// A diffable data source (``UITableViewDiffableDataSource``, later a collection view's) owns one
/// driver and answers its view's data-source questions from ``current``. The driver decides *what*
/// changes — the difference between the shown snapshot and the next, whether the view reloads
/// instead, which update wins when several are on their way — and its ``DiffableDriverTarget``
/// says *how* its view performs the change, so the driver knows nothing about tables.
///
/// ## Generations and revisions
///
/// Every snapshot submitted (by ``apply(_:animatingDifferences:completion:)``, by the `async`
/// ``apply(_:animatingDifferences:)`` from any executor, or by
/// ``applyUsingReloadData(_:completion:)``) gets the next **generation**; the view only ever moves
/// to a newer generation, so an update overtaken by a newer one is dropped (the newest snapshot
/// wins). Every change of ``current`` — a submission shown, or an item the user moved — gets a new
/// **revision**; a difference is used only against the revision it was computed from, and is
/// computed again otherwise (UIKitBehavior § Applying snapshots).
///
/// The newest submission is kept under a `Mutex`, so an update from a background executor can be
/// submitted and diffed there against it, off the main actor, and shown later on the main actor.
/// As in UIKit, updates should come always from the main actor or always from one background
/// executor; mixing them is reported with the data source's warning.
@MainActor
package final class DiffableDriver<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    package typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The snapshot the view shows.
    package internal(set) var current = Snapshot()
    /// The generation of `current`: every snapshot submitted gets the next one.
    package internal(set) var currentGeneration = 0
    /// The revision of `current`: every change of it (a submission shown, an item the user moved)
    /// gets a new one, so a difference computed from an older `current` is never used.
    package internal(set) var currentRevision = 0
    /// The newest snapshot submitted (from any executor), its generation and revision: what the
    /// next off-main-actor submission diffs against.
    nonisolated let submitted = Mutex(Submission(snapshot: Snapshot(), generation: 0, revision: 0, lastRevision: 0))

    /// How the view performs what the driver decides; without one, updates change only ``current``.
    ///
    /// The driver keeps its target: a target that refers to its view or data source does so weakly.
    package var target: (any DiffableDriverTarget)?

    /// The warning reported when updates come both from the main actor and from elsewhere (the
    /// data source's own wording of UIKit's message).
    package let mixedExecutorsMessage: String

    /// Creates a driver showing an empty snapshot.
    package init(mixedExecutorsMessage: String) {
        self.mixedExecutorsMessage = mixedExecutorsMessage
    }

    /// The newest submission, kept under the lock.
    struct Submission: Sendable {
        var snapshot: Snapshot
        var generation: Int
        var revision: Int
        /// The last revision number handed out.
        var lastRevision: Int

        mutating func newRevision() -> Int {
            lastRevision += 1
            return lastRevision
        }
    }

    /// A snapshot on its way to the view, with its difference from the snapshot before it (when
    /// computed where it was submitted).
    package struct Prepared: Sendable {
        package var snapshot: Snapshot
        package var generation: Int
        package var revision: Int
        /// The revision of the snapshot `difference` was computed from.
        package var baseRevision: Int
        package var difference: SectionedDifference?
    }

    // MARK: Invariants

    /// Traps unless the shown snapshot is never newer than the submissions: its generation and
    /// revision were handed out, and when nothing is on its way the newest submission is the
    /// snapshot shown, at its revision.
    package func checkInvariants() {
        let submission = submitted.withLock { $0 }
        internalCheck(currentGeneration <= submission.generation,
                     "DiffableDriver invariant: shown generation \(currentGeneration) is newer than the newest submitted, \(submission.generation)")
        internalCheck(currentRevision <= submission.lastRevision && submission.revision <= submission.lastRevision,
                     "DiffableDriver invariant: a revision was used before it was handed out")
        if submission.generation == currentGeneration {
            internalCheck(submission.revision == currentRevision,
                         "DiffableDriver invariant: nothing is on its way, but the newest submission has revision \(submission.revision) and the view shows \(currentRevision)")
            internalCheck(submission.snapshot == current,
                         "DiffableDriver invariant: nothing is on its way, but the newest submission is not the snapshot shown")
        }
    }

    /// Runs ``checkInvariants()`` when Trestle is built with `TRESTLE_INTERNAL_CHECKS`.
    func checkInvariantsIfEnabled() {
        #if TRESTLE_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }
}

/// The list view a ``DiffableDriver`` changes, reached through its data source: how the view
/// performs a difference, reloads, and whether it is on screen.
///
/// A table's data source implements it with `performBatchUpdates` and its row animations; a
/// collection view's would use `performBatchUpdates` with `insertItems`, `deleteItems` and
/// `moveItem`.
@MainActor
package protocol DiffableDriverTarget {
    /// Whether the view can show a difference as a batch update: it is in a window and shows its
    /// data source's data (no reload is pending — a data source just set has not been loaded).
    /// A view that cannot reloads instead of animating a difference, as UIKit's does
    /// (UIKitBehavior § Applying snapshots); a view that is gone answers `false`.
    var canApplyBatchUpdates: Bool { get }

    /// Reloads the view from its data source (which by then answers from the new snapshot).
    func reloadData()

    /// Applies `difference` to the view as one batch update, animated with the data source's
    /// animation or, when `animated` is `false`, without animation; `completion` runs when the
    /// changes have been applied and their animations have ended.
    ///
    /// The difference is in the view's index spaces (see ``SectionedDifference``) and never empty.
    func performBatchUpdates(for difference: SectionedDifference, animated: Bool, completion: (() -> Void)?)
}
