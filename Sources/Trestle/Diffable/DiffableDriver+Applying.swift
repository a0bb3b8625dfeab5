import Foundation
import Synchronization
import TrestleCore

extension DiffableDriver {
    /// Shows `snapshot`, changing the view by its difference from ``current``; `completion` runs
    /// when the changes have been applied and their animations have ended.
    ///
    /// Reports the mixed-executors warning when an update submitted from elsewhere has not been
    /// shown yet.
    package func apply(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let prepared = submitted.withLock { submission in
            if submission.generation != currentGeneration {
                TrestleDiagnostics.report(mixedExecutorsMessage)
            }
            submission.generation += 1
            submission.snapshot = snapshot
            submission.revision = submission.newRevision()
            return Prepared(snapshot: snapshot, generation: submission.generation, revision: submission.revision,
                            baseRevision: currentRevision, difference: nil)
        }
        show(prepared, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot`, diffing it on the caller's executor and changing the view on the main
    /// actor; returns when the changes have been applied and their animations have ended.
    nonisolated package func apply(_ snapshot: Snapshot, animatingDifferences: Bool) async {
        let prepared = prepare(snapshot)
        await show(prepared, animatingDifferences: animatingDifferences)
    }

    /// Submits `snapshot` from any executor and diffs it there against the newest submission:
    /// the first half of the `async` ``apply(_:animatingDifferences:)``, whose second half is
    /// ``show(_:animatingDifferences:completion:)`` on the main actor.
    ///
    /// - Complexity: O(n) for the diff, outside the lock.
    nonisolated package func prepare(_ snapshot: Snapshot) -> Prepared {
        let (base, prepared) = submitted.withLock { submission in
            let base = submission
            submission.generation += 1
            submission.snapshot = snapshot
            submission.revision = submission.newRevision()
            return (base, Prepared(snapshot: snapshot, generation: submission.generation, revision: submission.revision,
                                   baseRevision: base.revision, difference: nil))
        }
        var diffed = prepared
        diffed.difference = snapshot.difference(from: base.snapshot)
        return diffed
    }

    private func show(_ prepared: Prepared, animatingDifferences: Bool) async {
        await withCheckedContinuation { continuation in
            show(prepared, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Changes the view to `prepared`'s snapshot — unless a newer one is shown already, when it is
    /// dropped and only `completion` runs.
    package func show(_ prepared: Prepared, animatingDifferences: Bool, completion: (() -> Void)?) {
        // Overtaken by a newer snapshot applied from elsewhere: the newest one wins.
        guard prepared.generation > currentGeneration else { completion?(); return }
        // Diffed against the snapshot the view shows, or again when another change (an update
        // from elsewhere, an item the user moved) came between.
        let difference = prepared.baseRevision == currentRevision
            ? prepared.difference ?? prepared.snapshot.difference(from: current)
            : prepared.snapshot.difference(from: current)
        // The marks were this change's to make (the difference holds them); the data source's
        // snapshot from now on has none, as UIKit's `snapshot()` has none.
        current = prepared.snapshot.withoutMarks
        currentGeneration = prepared.generation
        currentRevision = prepared.revision
        checkInvariantsIfEnabled()
        guard let target else { completion?(); return }
        guard target.canApplyBatchUpdates else {
            target.reloadData()
            completion?()
            return
        }
        guard !difference.isEmpty else { completion?(); return }
        // iOS 15 and later: without animation the difference is still applied as a batch, just
        // not animated (UIKitBehavior § Applying snapshots).
        target.performBatchUpdates(for: difference, animated: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by reloading the view, without diffing; updates on their way are dropped.
    package func applyUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)?) {
        (currentGeneration, currentRevision) = submitted.withLock { submission in
            submission.generation += 1
            submission.snapshot = snapshot
            submission.revision = submission.newRevision()
            return (submission.generation, submission.revision)
        }
        current = snapshot.withoutMarks
        checkInvariantsIfEnabled()
        // A reload interrupts running animations (their completions run) and shows the snapshot.
        target?.reloadData()
        completion?()
    }
}
