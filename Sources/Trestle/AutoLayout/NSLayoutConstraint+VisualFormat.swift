import Foundation

extension NSLayoutConstraint {
    /// How ``constraints(withVisualFormat:options:metrics:views:)`` aligns the views of a format
    /// and which way it lays them out.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // Raw values are UIKit's: an alignment is 1 << its attribute's raw value.

        /// Aligns every view's left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns every view's right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns every view's top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns every view's bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns every view's leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns every view's trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns every view's horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns every view's vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns every view's last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns every view's first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Lays a horizontal format out from leading to trailing: the default.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Lays a horizontal format out from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Lays a horizontal format out from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spaces views edge to edge: the default.
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spaces views from baseline to baseline (vertical formats).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    }

    /// The space the visual format's `-` reports between two sibling views, in iOS points; the
    /// solve uses the metrics' system spacing (8 points on iOS, a column in the terminal).
    static let standardSiblingSpacing: CGFloat = 8

    /// The superview's margin attribute that a `-` to the superview's `edge` relates to.
    private static func marginAttribute(for edge: Attribute) -> Attribute {
        switch edge {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: edge
        }
    }

    /// The constraints a visual format string describes (inactive: activate them with
    /// ``activate(_:)``), UIKit's ASCII-art way to write a row or a column of views:
    ///
    /// ```swift
    /// let views = ["icon": icon, "title": title, "badge": badge]
    /// NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[icon(==28)]-12-[title]-(>=8)-[badge(>=40@750)]-|",
    ///     options: .alignAllCenterY, metrics: nil, views: views))
    /// ```
    ///
    /// `H:` (the default) lays views out leading to trailing, `V:` top to bottom; `|` is the
    /// superview's edge; `-` is the standard space (the system spacing between views, the
    /// superview's layout margin at its edge, as UIKit relates it); `-n-` and `-(>=n@priority)-` give spaces; `[view(==40)]` gives a size and
    /// `[view(==other)]` an equal size. `options` align the views' other edges (a horizontal format
    /// aligns vertical attributes, such as `.alignAllCenterY`). Names in `metrics` stand for numbers.
    ///
    /// A format that does not parse — a view or metric not in the dictionaries, a missing
    /// bracket, an alignment along the format's own axis — is reported with UIKit's message (the
    /// reason, the format and a caret under the place) and gives no constraints.
    ///
    /// - Note: UIKit raises an exception for a malformed format; Trestle reports it through
    ///   ``TrestleDiagnostics`` (crashing only in strict mode).
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
                                   views: [String: Any]) -> [NSLayoutConstraint] {
        var numbers: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let number as CGFloat: numbers[name] = number
            case let number as Double: numbers[name] = CGFloat(number)
            case let number as Int: numbers[name] = CGFloat(number)
            case let number as Float: numbers[name] = CGFloat(number)
            case let number as NSNumber: numbers[name] = CGFloat(number.doubleValue)
            default: break
            }
        }
        let parsed: VisualFormat
        do throws(VisualFormat.Failure) {
            parsed = try VisualFormat(parsing: format, metrics: numbers, viewNames: Set(views.keys))
        } catch {
            TrestleDiagnostics.report(error.message(for: format))
            return []
        }
        var resolved: [String: UIView] = [:]
        for term in parsed.views {
            guard let view = views[term.name] as? UIView else {
                TrestleDiagnostics.report(VisualFormat.Failure(reason: "\(term.name) is not a view.", position: 0).message(for: format))
                return []
            }
            resolved[term.name] = view
        }
        return build(parsed, format: format, options: options, views: resolved)
    }

    /// The constraints of a parsed format.
    private static func build(_ format: VisualFormat, format text: String, options: FormatOptions,
                              views: [String: UIView]) -> [NSLayoutConstraint] {
        let direction = options.intersection(.directionMask)
        let (start, end, size): (Attribute, Attribute, Attribute) = if format.isVertical {
            (.top, .bottom, .height)
        } else if direction == .directionLeftToRight {
            (.left, .right, .width)
        } else if direction == .directionRightToLeft {
            (.right, .left, .width)
        } else {
            (.leading, .trailing, .width)
        }
        // Right to left runs the other way: spaces count leftward.
        let sign: CGFloat = !format.isVertical && direction == .directionRightToLeft ? -1 : 1
        let alignments = alignmentAttributes(options)
        let crossAxis: Set<Attribute> = format.isVertical ? [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
                                                         : [.left, .right, .leading, .trailing, .centerX]
        if alignments.contains(where: { crossAxis.contains($0) }) {
            let edge = format.isVertical ? "vertical" : "horizontal"
            TrestleDiagnostics.report(VisualFormat.Failure(
                reason: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).",
                position: 0).message(for: text))
            return []
        }
        let items = format.views.map { views[$0.name]! }
        let superview = items[0].superview
        if format.leadingSuperview != nil || format.trailingSuperview != nil, superview == nil {
            TrestleDiagnostics.report(VisualFormat.Failure(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: 0)
                .message(for: text))
            return []
        }
        var constraints: [NSLayoutConstraint] = []

        /// `later.start` related to `earlier.end` (or the superview's edges) by `connection`;
        /// `toSuperview` when one of them is the superview, whose margin the standard space is.
        func space(_ connection: VisualFormat.Connection, from earlier: AnyObject, _ earlierAttribute: Attribute,
                   to later: AnyObject, _ laterAttribute: Attribute, toSuperview: Bool) {
            if connection == .standard {
                let constraint: NSLayoutConstraint
                if toSuperview {
                    let superviewIsEarlier = earlier === superview
                    constraint = NSLayoutConstraint(
                        item: later, attribute: superviewIsEarlier ? laterAttribute : marginAttribute(for: laterAttribute), relatedBy: .equal,
                        toItem: earlier, attribute: superviewIsEarlier ? marginAttribute(for: earlierAttribute) : earlierAttribute,
                        multiplier: 1, constant: 0)
                } else {
                    constraint = NSLayoutConstraint(item: later, attribute: laterAttribute, relatedBy: .equal, toItem: earlier,
                                                    attribute: earlierAttribute, multiplier: 1, constant: sign * standardSiblingSpacing)
                    constraint.systemSpacingMultiple = (format.isVertical ? .vertical : .horizontal, sign)
                }
                constraints.append(constraint)
                return
            }
            let predicates: [VisualFormat.Predicate] = switch connection {
            case .predicates(let predicates): predicates
            default: [VisualFormat.Predicate(object: .constant(0))]
            }
            for predicate in predicates {
                guard case .constant(let constant) = predicate.object else { continue }
                // Counted leftward, "at least" a space is "at most" a position.
                var relation = predicate.relation
                if sign < 0 && relation != .equal { relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual }
                let constraint = NSLayoutConstraint(item: later, attribute: laterAttribute, relatedBy: relation,
                                                    toItem: earlier, attribute: earlierAttribute, multiplier: 1, constant: sign * constant)
                if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
                constraints.append(constraint)
            }
        }

        if let leading = format.leadingSuperview, let superview {
            space(leading, from: superview, start, to: items[0], start, toSuperview: true)
        }
        for (offset, term) in format.views.enumerated() {
            let view = items[offset]
            if offset > 0 {
                space(format.connections[offset - 1], from: items[offset - 1], end, to: view, start, toSuperview: false)
            }
            for predicate in term.predicates {
                let constraint: NSLayoutConstraint = switch predicate.object {
                case .constant(let value):
                    NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: value)
                case .view(let name):
                    NSLayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: views[name]!,
                                       attribute: size, multiplier: 1, constant: 0)
                }
                if let priority = predicate.priority { constraint.priority = UILayoutPriority(priority) }
                constraints.append(constraint)
            }
            if offset > 0 {
                for attribute in alignments {
                    constraints.append(NSLayoutConstraint(item: items[0], attribute: attribute, relatedBy: .equal, toItem: view,
                                                          attribute: attribute, multiplier: 1, constant: 0))
                }
            }
        }
        if let trailing = format.trailingSuperview, let superview, let last = items.last {
            space(trailing, from: last, end, to: superview, end, toSuperview: true)
        }
        return constraints
    }

    /// The attributes `options` align.
    private static func alignmentAttributes(_ options: FormatOptions) -> [Attribute] {
        let pairs: [(FormatOptions, Attribute)] = [(.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
                                                   (.alignAllBottom, .bottom), (.alignAllLeading, .leading),
                                                   (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                                                   (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                                                   (.alignAllFirstBaseline, .firstBaseline)]
        return pairs.filter { options.contains($0.0) }.map(\.1)
    }
}
