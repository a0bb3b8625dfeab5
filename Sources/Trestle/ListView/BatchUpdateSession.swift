import Foundation
import TrestleCore

/// The batch update a list view is collecting, and the completions its batches owe.
///
/// - `begin`/`end` nest: calls between the outermost `begin` and its `end` form one update, and
///   inner blocks' completions run with the outer block's (UIKit: nested blocks count as one).
/// - Each operation is recorded into the pending ``BatchUpdate`` together with the view's own
///   record of it (`Requests`: a table's row animations, say).
/// - A batch's completions run when its animations end, with whether they ran to the end — but
///   only at a **safe point**: never inside a layout pass or while a batch is applied, where app
///   code that reloads or updates the view would act on a half-changed view. Until then they wait
///   here, in order.
package struct BatchUpdateSession<Requests> {
    /// How the outermost `end` left the session.
    package enum Ending {
        /// `end` without a matching `begin`.
        case unmatched
        /// An inner block ended; the batch is still open.
        case nested
        /// The batch is complete: apply `update`, animate per `requests`, and run `completions`
        /// when done.
        case complete(update: BatchUpdate, requests: Requests, completions: [(Bool) -> Void])
    }

    private let emptyRequests: Requests
    /// How many blocks are open.
    package private(set) var depth = 0
    private var update: BatchUpdate?
    private var requests: Requests
    private var completions: [(Bool) -> Void] = []
    /// Completions of batches that ended, with whether their animations ran to the end.
    private var finished: [(completion: (Bool) -> Void, finished: Bool)] = []

    /// Creates a session; `emptyRequests` is what each new batch starts recording into.
    package init(emptyRequests: Requests) {
        self.emptyRequests = emptyRequests
        requests = emptyRequests
    }

    /// Whether a batch is open (between `begin` and the matching `end`).
    package var isOpen: Bool { depth > 0 }

    /// Opens a block; returns `true` for the outermost one, which starts a new batch.
    @discardableResult
    package mutating func begin() -> Bool {
        depth += 1
        guard depth == 1 else { return false }
        update = BatchUpdate()
        requests = emptyRequests
        return true
    }

    /// Records operations into the open batch.
    package mutating func record(_ body: (inout BatchUpdate, inout Requests) throws -> Void) rethrows {
        guard var current = update else { preconditionFailure("BatchUpdateSession.record outside a batch") }
        // Taken out while it is changed, so the update's storage stays uniquely referenced and
        // grows in place.
        update = nil
        defer { update = current }
        try body(&current, &requests)
    }

    /// Closes a block, keeping `completion` for when the batch is done.
    package mutating func end(completion: ((Bool) -> Void)?) -> Ending {
        guard depth > 0 else { return .unmatched }
        depth -= 1
        if let completion { completions.append(completion) }
        guard depth == 0, let update else { return .nested }
        let ended = Ending.complete(update: update, requests: requests, completions: completions)
        self.update = nil
        requests = emptyRequests
        completions.removeAll()
        return ended
    }

    /// Completions whose batch is done (`finished`: its animations ran to the end), to run at the
    /// next safe point.
    package mutating func batchEnded(_ completions: [(Bool) -> Void], finished: Bool) {
        self.finished += completions.map { ($0, finished) }
    }

    /// Whether completions are waiting for a safe point.
    package var hasFinishedCompletions: Bool { !finished.isEmpty }

    /// Takes the waiting completions when `phase` is a safe point and no batch is open; `[]`
    /// otherwise (they keep waiting).
    package mutating func takeFinishedCompletions(in phase: ListPhase) -> [(completion: (Bool) -> Void, finished: Bool)] {
        guard !finished.isEmpty, depth == 0, phase.isSafePointForCompletions else { return [] }
        defer { finished.removeAll() }
        return finished
    }
}
