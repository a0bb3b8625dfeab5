// trestle-demo prints the product list from the project's first sample screen, laid out by
// Trestle's engine (TrestleCore) with terminal metrics — one point per column and per line — and
// drawn through the same display list and text rasterizer the hosts use. The interactive terminal
// catalogue replaces this once the terminal host lands.

import Foundation
import TrestleCore
import TrestleTerminal

let products = ["iphone", "ipad", "apple watch", "imac pro", "imac", "macbook pro", "apple tv"]
let width = 40

// One plain-style section: a one-line title header, one line per row, a one-line footer.
var geometry = TableGeometry(
    style: .plain, width: Double(width),
    sections: [(SectionExtents(header: 1, footer: 1), products.count)],
    estimatedRowExtent: 1
)

var list = DisplayList()
let rowsRange = geometry.visibleRows(in: Viewport(offsetY: 0, height: geometry.contentHeight), bufferRows: 0)
for path in rowsRange.map({ geometry.rowPaths(in: $0) }) ?? [] {
    let frame = geometry.rectForRow(at: path)
    list.append(.text(TextRun(origin: CGPoint(x: 2, y: frame.minY), string: products[path.row], maxWidth: Double(width - 6))))
    list.append(.symbol(SymbolRun(name: "chevron.right", origin: CGPoint(x: CGFloat(width - 2), y: frame.minY))))
}
for placement in geometry.supplementaryPlacements(in: Viewport(offsetY: 0, height: geometry.contentHeight)) {
    let text = placement.kind == .header ? "PRODUCTS" : "\(products.count) products"
    list.append(.text(TextRun(origin: CGPoint(x: 1, y: placement.frame.minY), string: text,
                              attributes: TextAttributes(isBold: placement.kind == .header))), zIndex: 1)
}

let rasterizer = TextRasterizer(columns: width, rows: Int(geometry.contentHeight),
                                characterWidth: { TerminalText.columns(of: $0) })
for line in rasterizer.lines(for: list) {
    print(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
}
