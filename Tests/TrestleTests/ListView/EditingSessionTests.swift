import Foundation
import Testing
import TrestleCore
import Trestle

@MainActor
@Suite("Editing session")
struct EditingSessionTests {
    let item = ItemPath(section: 0, item: 3)

    @Test("When the items change under a touch, a possible swipe is forgotten and any other touch only dismisses",
          arguments: [
            (EditingSession.Touch.swipe(ItemPath(section: 0, item: 3), start: .zero, revealed: false), nil),
            (.swipe(ItemPath(section: 0, item: 3), start: .zero, revealed: true), nil),
            (.control(ItemPath(section: 0, item: 3)), .dismiss),
            (.confirmation(ItemPath(section: 0, item: 3)), .dismiss),
            (.swipeAction(ItemPath(section: 0, item: 3), 1), .dismiss),
            (.reorder(from: ItemPath(section: 0, item: 3), to: ItemPath(section: 0, item: 5), pointer: .zero), .dismiss),
            (.dismiss, .dismiss),
          ] as [(EditingSession.Touch, EditingSession.Touch?)])
    func touchBecomesInert(before: EditingSession.Touch, after: EditingSession.Touch?) {
        var session = EditingSession()
        session.touch = before
        session.makeTouchInert()
        #expect(session.touch == after)
    }

    @Test("With no touch, making touches inert leaves none")
    func noTouch() {
        var session = EditingSession()
        session.makeTouchInert()
        #expect(session.touch == nil)
    }

    @Test("Only a drag by a reorder control is reordering")
    func reordering() {
        var session = EditingSession()
        #expect(!session.isReordering)
        session.touch = .swipe(item, start: .zero, revealed: true)
        #expect(!session.isReordering)
        session.touch = .reorder(from: item, to: item, pointer: .zero)
        #expect(session.isReordering)
    }
}
