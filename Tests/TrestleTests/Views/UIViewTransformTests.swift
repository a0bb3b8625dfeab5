import Foundation
import Testing
@testable import Trestle
import TrestleCore
import TrestleTesting

/// The transform primitives a display list holds.
private func transforms(_ list: DisplayList) -> [DisplayTransform] {
    list.items.compactMap { if case .pushTransform(let matrix) = $0.primitive { matrix } else { nil } }
}

/// A host of `size` showing an empty root view, in the terminal's metrics or iOS's.
@MainActor
private func hostWithRoot(_ size: CGSize, metrics: MetricsProfile = .terminal) -> (HeadlessHost, UIView) {
    let host = HeadlessHost(size: size, metrics: metrics)
    let root = UIView()
    host.rootView = root
    return (host, root)
}

/// A 40 × 10 terminal host showing a collection view of `layout` with eight plain cells.
@MainActor
private func collectionHost(_ layout: UICollectionViewFlowLayout) -> (HeadlessHost, UICollectionView, TransformCollectionSource) {
    let host = HeadlessHost(size: CGSize(width: 40, height: 10))
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let source = TransformCollectionSource()
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    host.rootView = collection
    host.layout()
    return (host, collection, source)
}

@MainActor
@Suite("A view's transform")
struct UIViewTransformTests {
    @Test("A transform leaves bounds and centre alone, makes the frame the box around the transformed bounds, and asks for no layout")
    func frameIsTheTransformedBox() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = LayoutCountingView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        container.addSubview(view)
        container.layoutIfNeeded()
        let layouts = view.layouts
        view.transform = CGAffineTransform(scaleX: 0.5, y: 2)
        container.layoutIfNeeded()
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 150, y: 125))
        #expect(view.frame == CGRect(x: 125, y: 75, width: 50, height: 100))
        #expect(view.layouts == layouts, "a transform is not a layout change")
        view.transform = CGAffineTransform(translationX: 10, y: -5)
        #expect(view.frame == CGRect(x: 110, y: 95, width: 100, height: 50))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(view.layer.affineTransform() == .identity)
        view.layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9, "a quarter turn swaps the box's sides")
    }

    @Test("Setting the frame of a scaled view moves its centre and sizes its bounds so the scaled box is the frame")
    func settingTheFrameOfAScaledView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 20, y: 20, width: 40, height: 30)
        #expect(view.center == CGPoint(x: 40, y: 35))
        #expect(view.bounds.size == CGSize(width: 80, height: 60))
        #expect(view.frame == CGRect(x: 20, y: 20, width: 40, height: 30))
    }

    @Test("Setting a translated view's frame to its own frame leaves it where it is")
    func frameRoundTripWithATranslation() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        view.transform = CGAffineTransform(translationX: 30, y: -5).scaledBy(x: 0.5, y: 0.5)
        let frame = view.frame
        let center = view.center, size = view.bounds.size
        view.frame = frame
        #expect(view.frame == frame && view.center == center && view.bounds.size == size)
    }

    @Test("A transform with an entry that is not a finite number is reported and ignored")
    func nonFiniteTransformIsRejected() {
        let reports = DiagnosticsRecorder()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(translationX: 3, y: 0)
        TrestleDiagnostics.$handler.withValue(reports.record) {
            view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
        #expect(view.transform == CGAffineTransform(translationX: 3, y: 0))
        #expect(reports.messages.count == 1 && reports.messages[0].contains("not a finite number"))
        #expect(view.frame == CGRect(x: 3, y: 0, width: 10, height: 10))
    }

    @Test("Conversions between views go through their nearest common ancestor: a flattened grandparent does not spoil them")
    func conversionsThroughTheCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let squashed = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(squashed)
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 40, width: 50, height: 50))
        squashed.addSubview(a)
        squashed.addSubview(b)
        squashed.transform = CGAffineTransform(scaleX: 0, y: 0)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -25))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: a) == CGRect(x: -90, y: -30, width: 10, height: 10))
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root, "a view scaled to nothing takes no touch")
    }

    @Test("A turn animates as a turn: halfway through a quarter turn the view is turned an eighth, at its full size")
    func rotationAnimatesWithoutShrinking() {
        let (host, root) = hostWithRoot(CGSize(width: 100, height: 100), metrics: .iOS)
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        root.addSubview(view)
        host.layout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        host.advance(by: 0.5)
        let shown = try? #require(transforms(host.displayList()).first)
        let scale = ((shown?.a ?? 0) * (shown?.a ?? 0) + (shown?.b ?? 0) * (shown?.b ?? 0)).squareRoot()
        #expect(abs(scale - 1) < 1e-6, "entry by entry it would be 0.71")
        #expect(abs(atan2(shown?.b ?? 0, shown?.a ?? 0) - .pi / 4) < 1e-6)
        host.finishAnimations()
        withExtendedLifetime(host) {}
    }

    @Test("Touches and conversions follow the transform: a view moved by one lands its touches where it is shown")
    func hitTestingFollowsTheTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let moved = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(moved)
        moved.transform = CGAffineTransform(translationX: 100, y: 100)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root, "where it was is empty")
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === moved, "where it is shown takes the touch")
        #expect(moved.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 100, y: 100))
        #expect(moved.convert(CGPoint(x: 110, y: 120), from: root) == CGPoint(x: 10, y: 20))
        moved.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its centre (25, 25): its 50 × 50 bounds cover −25…75 in the root.
        #expect(moved.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: root) == CGRect(x: -25, y: -25, width: 100, height: 100))
        #expect(moved.convert(CGRect(x: -25, y: -25, width: 100, height: 100), from: root) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === moved, "the scaled view covers more")
    }

    @Test("The pixel metrics draw a transform as a matrix about the view's centre, balanced by its pop")
    func pixelMetricsRecordAMatrix() {
        let (host, root) = hostWithRoot(CGSize(width: 200, height: 200), metrics: .iOS)
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        card.backgroundColor = .systemRed
        root.addSubview(card)
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let list = host.displayList()
        list.checkInvariants()
        let matrix = try? #require(transforms(list).first)
        // Scaled about its centre (70, 70): x ↦ 0.5x + 35.
        #expect(matrix == DisplayTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 35, ty: 35))
        let pops = list.items.filter { if case .popTransform = $0.primitive { true } else { false } }.count
        #expect(pops == 1)
        withExtendedLifetime(host) {}
    }

    @Test("The terminal moves a transformed view by its translation rounded to whole cells and draws it at its own size")
    func terminalRoundsTheTranslation() {
        let (host, root) = hostWithRoot(CGSize(width: 20, height: 4))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        label.text = "hello"
        root.addSubview(label)
        label.transform = CGAffineTransform(translationX: 3.4, y: 1.6)
        #expect(host.screenLines()[2] == "   hello")
        #expect(transforms(host.displayList()).isEmpty, "cells take no matrix")
        label.transform = CGAffineTransform(scaleX: 0.8, y: 0.8).translatedBy(x: 6, y: 0)
        #expect(host.screenLines()[0].hasPrefix("     hello"), "a scale is drawn at the view's own size, moved by its translation")
        label.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
        #expect(host.screenLines().allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "scaled below a cell, nothing shows")
    }

    @Test("A transform changed in an animation block animates each entry from the old value to the new one")
    func transformAnimates() {
        let (host, root) = hostWithRoot(CGSize(width: 30, height: 3))
        let label = UILabel(frame: CGRect(x: 0, y: 1, width: 6, height: 1))
        label.text = "moving"
        root.addSubview(label)
        host.layout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            label.transform = CGAffineTransform(translationX: 20, y: 0)
        })
        #expect(label.transform.tx == 20, "the model value changes at once")
        #expect(host.screenLines()[1] == "moving")
        host.advance(by: 0.5)
        #expect(host.screenLines()[1] == String(repeating: " ", count: 10) + "moving")
        host.advance(by: 0.5)
        #expect(host.screenLines()[1] == String(repeating: " ", count: 20) + "moving")
        #expect(!host.isAnimating)
    }

    @Test("A transform whose entries are not numbers is passed over, not trapped on")
    func nonFiniteTransformIsPassedOver() {
        let (host, root) = hostWithRoot(CGSize(width: 100, height: 100), metrics: .iOS)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.backgroundColor = .systemBlue
        root.addSubview(view)
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: .infinity)
        let list = host.displayList()
        list.checkInvariants()
        #expect(transforms(list).isEmpty)
        withExtendedLifetime(host) {}
    }

    @Test("A pressed cell's transform survives the list's layout passes: lists place cells by centre and size, as UIKit applies attributes")
    func listsKeepACellsTransform() {
        let host = HeadlessHost(size: CGSize(width: 40, height: 10))
        let table = UITableView(frame: .zero, style: .plain)
        let source = TransformTableSource()
        table.dataSource = source
        host.rootView = table
        host.layout()
        let cell = try? #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let rowFrame = cell?.untransformedFrame
        cell?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // Rows measured again place every visible cell again.
        table.beginUpdates()
        table.endUpdates()
        host.layout()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(cell?.bounds.size == rowFrame?.size, "the row's size stays the bounds")
        #expect(cell?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        withExtendedLifetime((host, source)) {}
    }

    @Test("A transform the app gives a collection view's cell lasts through the layout passes scrolling makes")
    func collectionKeepsTheAppsTransform() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 4)
        layout.minimumLineSpacing = 0
        let (host, collection, source) = collectionHost(layout)
        let cell = try? #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        cell?.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        collection.setContentOffset(CGPoint(x: 0, y: 2), animated: false)
        host.layout()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(cell?.bounds.size == CGSize(width: 40, height: 4))
        withExtendedLifetime((host, source)) {}
    }

    @Test("A collection view layout's attribute transform becomes the cell's transform, the attribute frame its untransformed frame")
    func attributesCarryATransform() {
        let layout = ShrinkingFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 4)
        let (host, collection, source) = collectionHost(layout)
        // A second pass applies the same attributes to cells that now have the transform.
        layout.invalidateLayout()
        host.layout()
        let cell = try? #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let attributes = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(cell?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(cell?.bounds.size == CGSize(width: 10, height: 4))
        #expect(attributes?.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        let copy = attributes?.copy() as? UICollectionViewLayoutAttributes
        #expect(copy?.transform == attributes?.transform && copy == attributes, "copies and equality include the transform")
        withExtendedLifetime((host, source)) {}
    }
}

/// Counts its layout passes.
private final class LayoutCountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
    }
}

@MainActor
private final class TransformTableSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
private final class TransformCollectionSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A flow layout that shows every item at half size, as carousels shrink their side items.
private final class ShrinkingFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(shrunk)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(shrunk)
    }

    private func shrunk(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        return copy
    }
}
