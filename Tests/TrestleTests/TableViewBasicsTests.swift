import Foundation
import Testing
import Trestle
import TrestleTesting

@MainActor
@Suite("UITableView basics")
struct TableViewBasicsTests {
    let products = ["iphone", "ipad", "apple watch", "imac pro", "imac", "macbook pro", "apple tv"]

    @Test("The seed's product list shows one row per line")
    func productList() {
        let data = ListDataSource([products])
        let (host, _) = makeTable(data)
        #expect(host.screenLines() == [" iphone", " ipad", " apple watch", " imac pro", " imac", " macbook pro", " apple tv", "", "", ""])
    }
}
