import Foundation
import Testing
import Trestle
import TrestleTesting

/// Intrinsic content sizes in Auto Layout: content hugging and compression resistance, wrapping
/// labels, baselines, and fitting sizes.
@MainActor
@Suite("Auto Layout: intrinsic sizes, priorities and fitting")
struct IntrinsicSizeTests {
    @Test("A label placed only by its origin takes its intrinsic size")
    func intrinsicSize() {
        let (host, root) = makeConstraintRoot(size: CGSize(width: 40, height: 10), metrics: .terminal)
        let label = constrainedLabel("Seoul", in: root)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 22)])
        host.layout()
        #expect(label.frame == CGRect(x: 1, y: 1, width: 5, height: 1))
        label.text = "New York"
        host.layout()
        #expect(label.frame.width == 8)
    }

    @Test("Two labels across a row: the one that hugs less stretches; with too little room, the one that resists compression less shrinks")
    func huggingAndCompression() {
        let (host, root) = makeConstraintRoot(size: CGSize(width: 40, height: 4), metrics: .terminal)
        let city = constrainedLabel("Cupertino", in: root)
        let time = constrainedLabel("10:42", in: root)
        NSLayoutConstraint.activate([
            city.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            time.leadingAnchor.constraint(equalTo: city.trailingAnchor, constant: 16),
            time.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            city.topAnchor.constraint(equalTo: root.topAnchor),
            time.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        time.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        host.layout()
        #expect(time.frame.width == 5)
        #expect(city.frame.width == 34)
        // Too narrow for both: the city gives way.
        time.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        host.resize(to: CGSize(width: 10, height: 4))
        host.layout()
        #expect(time.frame == CGRect(x: 5, y: 0, width: 5, height: 1))
        #expect(city.frame.width == 4)
    }

    @Test("A multi-line label wraps at the width its constraints give it, and its height follows")
    func wrappingLabel() {
        let (host, root) = makeConstraintRoot(size: CGSize(width: 12, height: 10), metrics: .terminal)
        let label = constrainedLabel("one two three four", in: root, lines: 0)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        host.layout()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 12, height: 2))
        #expect(host.screenLines().prefix(2) == ["one two", "three four"])
        // preferredMaxLayoutWidth wraps the intrinsic size itself.
        let fixed = UILabel()
        fixed.text = "one two three four"
        fixed.numberOfLines = 0
        fixed.preferredMaxLayoutWidth = 5
        root.addSubview(fixed)
        #expect(fixed.intrinsicContentSize == CGSize(width: 5, height: 4))
    }

    @Test("First baselines align labels of different heights on the same line")
    func baselines() {
        let (host, root) = makeConstraintRoot(size: CGSize(width: 30, height: 6), metrics: .terminal)
        let title = constrainedLabel("Title", in: root)
        let note = constrainedLabel("note", in: root)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 44),
            title.heightAnchor.constraint(equalToConstant: 66),
            note.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 16),
            note.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        host.layout()
        #expect(title.frame == CGRect(x: 0, y: 2, width: 5, height: 3))
        #expect(note.frame.minY == 3)
        #expect(host.screenLines()[3] == "Title note")
    }

    @Test("systemLayoutSizeFitting: a content view's compressed size at a fixed width, from the labels it holds")
    func fittingSize() {
        let content = UIView()
        let host = HeadlessHost(size: CGSize(width: 30, height: 10))
        host.rootView = content
        let title = constrainedLabel("A title that wraps over lines", in: content, lines: 0)
        let detail = constrainedLabel("detail", in: content)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 22),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor),
            detail.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -22),
        ])
        let size = content.systemLayoutSizeFitting(CGSize(width: 14, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        // 12 columns for the title: "A title that" / "wraps over" / "lines", then the detail, and a line above and below.
        #expect(size == CGSize(width: 14, height: 6))
        let compressed = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.height == 4)
        // Fitting sets no frames.
        #expect(title.frame == .zero)
        title.text = "Short"
        #expect(content.systemLayoutSizeFitting(CGSize(width: 14, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height == 4)
    }
}
