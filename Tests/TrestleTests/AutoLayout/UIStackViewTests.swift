import Foundation
import Testing
import Trestle
import TrestleTesting

/// UIStackView: rows and columns of arranged views, made with constraints.
@MainActor
@Suite("UIStackView: distribution, alignment, spacing and hidden views")
struct UIStackViewTests {
    /// A stack pinned to the root's top-left corner, `width` wide (or as wide as its content).
    private func makeStack(_ views: [UIView], width: CGFloat? = nil, size: CGSize = CGSize(width: 40, height: 10),
                           configure: (UIStackView) -> Void = { _ in }) -> (HeadlessHost, UIStackView) {
        let (host, root) = makeConstraintRoot(size: size, metrics: .terminal)
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        constrainedSubview(stack, of: root)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.topAnchor.constraint(equalTo: root.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width * 16)) }
        NSLayoutConstraint.activate(constraints)
        host.layout()
        return (host, stack)
    }

    private func label(_ text: String, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test("A row fits its content: views side by side with the spacing between, the stack as wide and tall as they are")
    func rowFitsContent() {
        let a = label("one"), b = label("three")
        let (_, stack) = makeStack([a, b]) { $0.spacing = 16 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(b.frame == CGRect(x: 4, y: 0, width: 5, height: 1))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 9, height: 1))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
    }

    @Test("A column of fill-aligned views: each as wide as the stack, one under another")
    func column() {
        let a = label("title"), b = label("a longer subtitle")
        let (_, stack) = makeStack([a, b], width: 30) { $0.axis = .vertical }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 30, height: 1))
        #expect(b.frame == CGRect(x: 0, y: 1, width: 30, height: 1))
        #expect(stack.frame.height == 2)
    }

    @Test("Hiding an arranged view takes its room away; showing it gives it back")
    func hiddenCollapses() {
        let a = label("aa"), b = label("bbb"), c = label("c")
        let (host, stack) = makeStack([a, b, c]) { $0.spacing = 16 }
        #expect(c.frame.minX == 7)
        b.isHidden = true
        host.layout()
        #expect(c.frame.minX == 3)
        #expect(stack.frame.width == 4)
        b.isHidden = false
        host.layout()
        #expect(c.frame.minX == 7)
    }

    @Test("fillEqually makes every view as long as the others; fill stretches the view that hugs least")
    func fillDistributions() {
        let a = label("a"), b = label("bb"), c = label("ccc")
        let (_, equal) = makeStack([a, b, c], width: 30) { $0.distribution = .fillEqually }
        #expect([a, b, c].map(\.frame.width) == [10, 10, 10])
        #expect([a, b, c].map(\.frame.minX) == [0, 10, 20])
        withExtendedLifetime(equal) {}

        let d = label("d"), e = label("ee")
        d.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let (_, fill) = makeStack([d, e], width: 20)
        #expect(d.frame.width == 1)
        #expect(e.frame == CGRect(x: 1, y: 0, width: 19, height: 1))
        withExtendedLifetime(fill) {}
    }

    @Test("equalSpacing puts equal gaps between views; equalCentering equal distances between centres")
    func equalDistributions() {
        let a = label("a"), b = label("bbb"), c = label("c")
        let (_, spaced) = makeStack([a, b, c], width: 25) { $0.distribution = .equalSpacing }
        #expect(a.frame.minX == 0 && c.frame.maxX == 25)
        #expect(b.frame.minX - a.frame.maxX == c.frame.minX - b.frame.maxX)
        withExtendedLifetime(spaced) {}

        let d = label("d"), e = label("eeeee"), f = label("f")
        let (_, centred) = makeStack([d, e, f], width: 21) { $0.distribution = .equalCentering }
        #expect(e.frame.midX - d.frame.midX == f.frame.midX - e.frame.midX)
        withExtendedLifetime(centred) {}
    }

    @Test("Alignments across a row: top, centre, bottom, first baseline")
    func alignments() {
        func tall() -> UIView {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            view.heightAnchor.constraint(equalToConstant: 110).isActive = true // 5 lines
            view.widthAnchor.constraint(equalToConstant: 16).isActive = true
            return view
        }
        for (alignment, y) in [(UIStackView.Alignment.top, CGFloat(0)), (.center, 2), (.bottom, 4)] {
            let small = label("x")
            let (_, stack) = makeStack([tall(), small]) { $0.alignment = alignment }
            #expect(small.frame.minY == y, "\(alignment)")
            #expect(stack.frame.height == 5)
        }
        let title = label("Title"), note = label("note")
        let (_, stack) = makeStack([title, note]) { stack in
            stack.alignment = .firstBaseline
            title.heightAnchor.constraint(equalToConstant: 66).isActive = true // 3 lines, text centred on the middle one
        }
        #expect(title.frame.minY == 0 && note.frame.minY == 1)
        withExtendedLifetime(stack) {}
    }

    @Test("Custom spacing after a view, and margins-relative arrangement")
    func customSpacingAndMargins() {
        let a = label("a"), b = label("b"), c = label("c")
        let (host, stack) = makeStack([a, b, c]) { stack in
            stack.spacing = 16
            stack.setCustomSpacing(48, after: a)
        }
        #expect([a, b, c].map(\.frame.minX) == [0, 4, 6])
        #expect(stack.customSpacing(after: a) == 48 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        host.layout()
        #expect(a.frame.origin == CGPoint(x: 2, y: 1))
    }

    @Test("Removing an arranged view keeps it as a subview; removing it from the stack takes it out of the arrangement")
    func removal() {
        let a = label("aa"), b = label("b")
        let (host, stack) = makeStack([a, b])
        stack.removeArrangedSubview(a)
        host.layout()
        #expect(stack.arrangedSubviews.count == 1 && a.superview === stack)
        #expect(b.frame.minX == 0)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test("A self-sizing cell built from a vertical stack sizes to its visible rows")
    func stackInCell() {
        final class StackCell: UITableViewCell {
            let stack = UIStackView()
            let title = UILabel(), detail = UILabel()
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                stack.axis = .vertical
                stack.addArrangedSubview(title)
                stack.addArrangedSubview(detail)
                stack.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    stack.topAnchor.constraint(equalTo: contentView.topAnchor),
                    stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        let cell = StackCell(style: .default, reuseIdentifier: nil)
        let host = HeadlessHost(size: CGSize(width: 20, height: 5))
        host.rootView = cell
        cell.title.text = "Title"
        cell.detail.text = "Detail"
        #expect(cell.sizeThatFits(CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude)).height == 2)
        cell.detail.isHidden = true
        #expect(cell.sizeThatFits(CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude)).height == 1)
    }
}
