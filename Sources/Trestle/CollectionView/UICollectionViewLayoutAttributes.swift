import Foundation

/// Where and how a collection view shows one element — a cell, a supplementary view or a
/// decoration view: the values a layout hands the collection view, which applies them to the
/// element's view.
///
/// As in UIKit, ``frame``, ``center``, ``size`` and ``bounds`` are views of one rectangle:
/// setting one updates the others.
///
/// Not bound to the main actor, as UIKit's attributes are plain objects a layout may build
/// anywhere; like any non-`Sendable` object, one set of attributes belongs to one actor at a time.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``; changing it keeps the centre, as UIKit's does.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's opacity, 0 to 1. Default: 1.
    open var alpha: CGFloat = 1
    /// The element's transform, about its centre (a carousel's shrinking side items): applied
    /// to the view's ``UIView/transform``; ``frame`` stays the untransformed rectangle, as in
    /// UIKit. Default: `.identity`.
    open var transform: CGAffineTransform = .identity
    /// The drawing order: elements with higher values draw above lower ones. Default: 0.
    open var zIndex = 0
    /// Whether the element is hidden; a hidden cell gets no view. Default: `false`.
    open var isHidden = false
    /// The element's index path: the item's, or the path the layout gives a supplementary or
    /// decoration view (a section header is at `[section, 0]`).
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether these attributes describe a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of the supplementary or decoration view; `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// Empty attributes for a cell at `[0, 0]`; prefer the `for…` initializers.
    public required override init() {
        super.init()
    }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Makes these attributes describe a supplementary view of `kind` (what
    /// ``init(forSupplementaryViewOfKind:with:)`` does, for attributes made from a subclass's type).
    func setSupplementary(kind: String) {
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// A copy of the same class with the same values (UIKit's `NSCopying`). Subclasses that add
    /// properties override it, call `super`, and copy their own.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.alpha = alpha
        copy.transform = transform
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Attributes are equal when they describe the same element with the same values. Subclasses
    /// that add properties override it and compare their own too, as UIKit requires.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return frame == other.frame && alpha == other.alpha && transform == other.transform && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let what = switch representedElementCategory {
        case .cell: "cell"
        case .supplementaryView: "supplementary \(representedElementKind ?? "")"
        case .decorationView: "decoration \(representedElementKind ?? "")"
        }
        return "<\(type(of: self)) \(what) at \(indexPath) frame \(frame) zIndex \(zIndex)\(isHidden ? " hidden" : "")\(alpha != 1 ? " alpha \(alpha)" : "")>"
    }
}
