import GRDB
import Synchronization

/// Records what each committed transaction of a ``WorldClockStore`` changed: tests use it to
/// check that an API call is exactly one transaction and rewrites only the rows it must.
///
/// GRDB calls the observer on the store's connection queue; the records are behind a mutex so
/// that a test reads them from its own thread.
final class WorldClockCommitLog: TransactionObserver, Sendable {
    /// One changed row.
    struct Change: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case insert, update, delete }
        let kind: Kind
        let table: String
        let rowID: Int64
    }

    /// The changes of one committed transaction, in order.
    struct Commit: Hashable, Sendable {
        let changes: [Change]

        /// The ids of the `city` rows changed with `kind`.
        func cityRows(_ kind: Change.Kind) -> Set<Int64> {
            Set(changes.filter { $0.kind == kind && $0.table == "city" }.map(\.rowID))
        }
    }

    private struct State {
        var pending: [Change] = []
        var commits: [Commit] = []
        var rollbacks = 0
    }

    private let state = Mutex(State())

    /// Every transaction committed since the log was added, oldest first.
    var commits: [Commit] { state.withLock { $0.commits } }

    /// How many transactions were rolled back since the log was added.
    var rollbacks: Int { state.withLock { $0.rollbacks } }

    /// Forgets what was recorded so far.
    func reset() {
        state.withLock { $0 = State() }
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }

    func databaseDidChange(with event: DatabaseEvent) {
        let kind: Change.Kind = switch event.kind {
        case .insert: .insert
        case .update: .update
        case .delete: .delete
        }
        let change = Change(kind: kind, table: event.tableName, rowID: event.rowID)
        state.withLock { $0.pending.append(change) }
    }

    func databaseDidCommit(_ db: Database) {
        state.withLock {
            $0.commits.append(Commit(changes: $0.pending))
            $0.pending = []
        }
    }

    func databaseDidRollback(_ db: Database) {
        state.withLock {
            $0.pending = []
            $0.rollbacks += 1
        }
    }
}
