import Foundation
import Testing
import Trestle

@Suite("IndexPath for tables and collections")
struct IndexPathTests {
    @Test("IndexPath(row:section:) stores the section first, as UIKit does")
    func rowAndSection() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(Array(path) == [1, 3])
    }

    @Test("IndexPath(item:section:) is the same path as IndexPath(row:section:)")
    func itemAndRowAgree() {
        #expect(IndexPath(item: 2, section: 5) == IndexPath(row: 2, section: 5))
    }

    @Test("A row's index path equals and hashes like one made from an array of its two indexes")
    func sameAsArrayMade() {
        let made = IndexPath(row: 9, section: 4), fromArray = IndexPath(indexes: [4, 9])
        #expect(made == fromArray)
        #expect(made.hashValue == fromArray.hashValue)
        #expect(Set([made, fromArray]).count == 1)
        #expect(made.count == 2 && made[0] == 4 && made[1] == 9)
    }

    @Test("Index paths sort by section, then row")
    func ordering() {
        let paths = [IndexPath(row: 0, section: 2), IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 2)]
        #expect(paths.sorted() == [IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 2), IndexPath(row: 1, section: 2)])
    }

    @Test("Setting row and section changes only that index")
    func mutation() {
        var path = IndexPath(row: 1, section: 1)
        path.row = 7
        path.section = 4
        #expect(path == IndexPath(row: 7, section: 4))
    }

    @Test("Reading .row of an index path without exactly two indexes traps with UIKit's message")
    func wrongLengthTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = IndexPath(indexes: [1, 2, 3]).row
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row."))
    }
}
