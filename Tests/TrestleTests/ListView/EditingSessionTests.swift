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

    @Test("A keyboard move goes one place within the section, across to the neighbouring section at its edges, nowhere past the ends",
          arguments: [
            (ItemPath(section: 0, item: 0), true, ItemPath(section: 0, item: 1)),
            (ItemPath(section: 0, item: 1), true, ItemPath(section: 1, item: 0)),      // into the empty section below
            (ItemPath(section: 2, item: 0), false, ItemPath(section: 1, item: 0)),
            (ItemPath(section: 2, item: 2), true, nil),
            (ItemPath(section: 0, item: 0), false, nil),
          ] as [(ItemPath, Bool, ItemPath?)])
    func keyboardMoveDestination(from: ItemPath, down: Bool, expected: ItemPath?) {
        let counts = [2, 0, 3]
        let destination = EditingSession.keyboardMoveDestination(from: from, down: down, numberOfSections: counts.count) { counts[$0] }
        #expect(destination == expected)
    }
}
