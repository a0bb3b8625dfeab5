import Foundation
import Testing
@testable import Trestle

@MainActor
@Suite("List coordinator: the shared phase and the defaults that ran")
struct ListCoordinatorTests {
    private enum Method: Hashable { case heightForRow, viewForHeader }

    @Test("Work run during an activity sees the activity, and it ends with the work, even when the work throws")
    func duringBracketsTheActivity() {
        let coordinator = ListCoordinator<Method>()
        let inside = coordinator.during(.callingDataSource) { coordinator.phase.isCallingDataSource }
        #expect(inside)
        #expect(!coordinator.phase.isCallingDataSource)
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try coordinator.during(.layingOut) { throw Failure() }
        }
        #expect(!coordinator.phase.isLayingOut)
        #expect(coordinator.phase.canReloadNow)
    }

    @Test("Nested activities end in their own order: a data-source call inside a layout pass leaves the pass running")
    func nestedActivities() {
        let coordinator = ListCoordinator<Method>()
        coordinator.during(.layingOut) {
            coordinator.during(.callingDataSource) {
                #expect(!coordinator.phase.canReloadNow)
            }
            #expect(coordinator.phase.isLayingOut)
            #expect(!coordinator.phase.isCallingDataSource)
        }
        #expect(coordinator.phase.activities.isEmpty)
    }

    @Test("A call reports whether it ran the method's default implementation, each call on its own")
    func callsDefaultReportsEachCall() {
        let coordinator = ListCoordinator<Method>()
        #expect(coordinator.callsDefault(.heightForRow) { coordinator.noteDefaultImplementation(.heightForRow) })
        #expect(!coordinator.callsDefault(.heightForRow) {}, "a later call that is implemented is not a default")
        #expect(!coordinator.callsDefault(.viewForHeader) { coordinator.noteDefaultImplementation(.heightForRow) },
                "another method's default says nothing of this one")
    }

    @Test("A table and a collection view each keep their own coordinator, and their phases are the coordinator's")
    func listViewsOwnTheirCoordinator() {
        let table = UITableView(frame: .zero, style: .plain)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        table.during(.applyingBatch) {
            #expect(table.coordinator.phase.isApplyingBatch)
            #expect(!collection.coordinator.phase.isApplyingBatch)
        }
        collection.during(.layingOut) {
            #expect(collection.phase.isLayingOut)
        }
        #expect(!table.phase.isApplyingBatch && !collection.phase.isLayingOut)
    }
}
