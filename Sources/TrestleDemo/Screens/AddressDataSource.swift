import Foundation
import Trestle

/// The search screen's diffable data source: sections are the letters cities start with, items
/// are address ids. It titles each section with its letter, as a UIKit subclass of
/// `UITableViewDiffableDataSource` does by overriding `tableView(_:titleForHeaderInSection:)`.
final class AddressDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}
