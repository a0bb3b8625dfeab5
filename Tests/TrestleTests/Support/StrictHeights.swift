import Foundation
import Trestle

/// A delegate that indexes its model by row, as apps do: asking about a row that does not
/// exist would crash it.
@MainActor
final class StrictHeights: NSObject, UITableViewDelegate {
    var heights: [CGFloat] = []
    var headerEvents: [String] = []
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath.row] }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { headerEvents.append("will \(section)") }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { headerEvents.append("end \(section)") }
}

