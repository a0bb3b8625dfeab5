import Foundation
import Trestle
import TrestleTesting

/// Builds a table in a headless host with the given data.
@MainActor
func makeTable(_ data: ListDataSource, style: UITableView.Style = .plain, size: CGSize = CGSize(width: 30, height: 10),
               cellStyle: UITableViewCell.CellStyle = .default, showsScrollIndicator: Bool = false,
               metrics: MetricsProfile = .terminal) -> (HeadlessHost, UITableView) {
    let host = HeadlessHost(size: size, metrics: metrics)
    let table = UITableView(frame: .zero, style: style)
    // Most tests read rows line by line; the indicator column has its own tests.
    table.showsVerticalScrollIndicator = showsScrollIndicator
    let cellStyleCopy = cellStyle
    table.register({ UITableViewCell(style: cellStyleCopy, reuseIdentifier: "cell") }, forCellReuseIdentifier: "cell")
    table.dataSource = data
    table.delegate = data
    host.rootView = table
    return (host, table)
}
