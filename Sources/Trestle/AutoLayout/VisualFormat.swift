import Foundation

/// A visual format string parsed: what `NSLayoutConstraint.constraints(withVisualFormat:…)` builds
/// constraints from.
///
/// The grammar is UIKit's:
///
/// ```
/// format      (H:|V:)? (| connection)? view (connection view)* (connection |)?
/// view        [name (predicates)?]
/// connection  nothing (flush) | - (standard space) | -number- | -metric- | -(predicates)-
/// predicates  predicate (, predicate)*
/// predicate   (==|<=|>=)? (number | metric | viewName) (@ (number | metric))?
/// ```
struct VisualFormat {
    /// A relation, a constant or another view, and a priority.
    struct Predicate: Equatable {
        enum Object: Equatable {
            case constant(CGFloat)
            case view(String)
        }

        var relation: NSLayoutConstraint.Relation = .equal
        var object: Object
        var priority: Float?
    }

    /// What joins two items.
    enum Connection: Equatable {
        /// No space: `[a][b]`, `|[a]`.
        case flush
        /// The standard space: `[a]-[b]`.
        case standard
        /// Spaces given by predicates: `-8-`, `-(>=20@750)-`.
        case predicates([Predicate])
    }

    /// One `[view(…)]`.
    struct ViewTerm: Equatable {
        var name: String
        var predicates: [Predicate]
    }

    var isVertical = false
    /// The connection to the superview's leading (or top) edge, when the format starts with `|`.
    var leadingSuperview: Connection?
    var views: [ViewTerm] = []
    /// The connections between consecutive views (one fewer than ``views``).
    var connections: [Connection] = []
    /// The connection to the superview's trailing (or bottom) edge, when the format ends with `|`.
    var trailingSuperview: Connection?

    /// Why a format does not parse, with where (a character offset), as UIKit reports it.
    struct Failure: Error, Equatable {
        var reason: String
        var position: Int

        /// UIKit's message: the reason, the format, and a caret under the position.
        func message(for format: String) -> String {
            "Unable to parse constraint format: \n\(reason) \n\(format) \n\(String(repeating: " ", count: position))^"
        }
    }

    /// Parses `format`, looking metric names up in `metrics` and checking view names against `viewNames`.
    init(parsing format: String, metrics: [String: CGFloat], viewNames: Set<String>) throws(Failure) {
        var parser = Parser(characters: Array(format), metrics: metrics, viewNames: viewNames)
        self = try parser.parse()
    }

    fileprivate init() {}
}

/// The recursive-descent parser behind ``VisualFormat``.
private struct Parser {
    let characters: [Character]
    let metrics: [String: CGFloat]
    let viewNames: Set<String>
    var index = 0

    init(characters: [Character], metrics: [String: CGFloat], viewNames: Set<String>) {
        self.characters = characters
        self.metrics = metrics
        self.viewNames = viewNames
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    func fail(_ reason: String, at position: Int? = nil) -> VisualFormat.Failure {
        VisualFormat.Failure(reason: reason, position: position ?? index)
    }

    mutating func skipSpaces() {
        while let character = current, character == " " { index += 1 }
    }

    mutating func take(_ character: Character) -> Bool {
        skipSpaces()
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func parse() throws(VisualFormat.Failure) -> VisualFormat {
        var format = VisualFormat()
        skipSpaces()
        if characters.count >= index + 2, characters[index + 1] == ":", characters[index] == "H" || characters[index] == "V" {
            format.isVertical = characters[index] == "V"
            index += 2
        }
        if take("|") {
            format.leadingSuperview = try connection()
        }
        format.views.append(try view())
        while true {
            skipSpaces()
            guard current != nil else { break }
            let link = try connection()
            if take("|") {
                format.trailingSuperview = link
                skipSpaces()
                guard current == nil else { throw fail("Expected the end of the format after '|'") }
                break
            }
            format.views.append(try view())
            format.connections.append(link)
        }
        return format
    }

    /// A connection: nothing before a `[` or `|`, or a `-` with an optional space between dashes.
    mutating func connection() throws(VisualFormat.Failure) -> VisualFormat.Connection {
        skipSpaces()
        guard take("-") else { return .flush }
        skipSpaces()
        if current == "[" || current == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if take("(") {
            predicates = try predicateList(allowingViews: false)
        } else {
            predicates = [VisualFormat.Predicate(object: .constant(try constant()))]
        }
        guard take("-") else { throw fail("Expected a '-' here") }
        return .predicates(predicates)
    }

    /// `[name(predicates)]`.
    mutating func view() throws(VisualFormat.Failure) -> VisualFormat.ViewTerm {
        guard take("[") else { throw fail("Expected a view") }
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name", at: start) }
        guard viewNames.contains(name) else { throw fail("\(name) is not a key in the views dictionary.", at: start) }
        var predicates: [VisualFormat.Predicate] = []
        if take("(") { predicates = try predicateList(allowingViews: true) }
        guard take("]") else { throw fail("Expected a ']' to close the view") }
        return VisualFormat.ViewTerm(name: name, predicates: predicates)
    }

    /// Predicates up to and including the closing `)`.
    /// A space's predicates relate to constants only; a size's may name another view.
    mutating func predicateList(allowingViews: Bool) throws(VisualFormat.Failure) -> [VisualFormat.Predicate] {
        var predicates = [try predicate(allowingViews: allowingViews)]
        while take(",") { predicates.append(try predicate(allowingViews: allowingViews)) }
        guard take(")") else { throw fail("Expected a ')' to close the predicates") }
        return predicates
    }

    mutating func predicate(allowingViews: Bool) throws(VisualFormat.Failure) -> VisualFormat.Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        if index + 1 < characters.count, characters[index + 1] == "=" {
            switch characters[index] {
            case "=": relation = .equal
            case "<": relation = .lessThanOrEqual
            case ">": relation = .greaterThanOrEqual
            default: throw fail("Expected a relation: ==, <= or >=")
            }
            index += 2
        }
        skipSpaces()
        let object: VisualFormat.Predicate.Object
        let start = index
        if let character = current, character.isNumber || character == "." || character == "-" {
            object = .constant(try number())
        } else {
            let name = identifier()
            guard !name.isEmpty else { throw fail("Expected a number, a metric or a view name", at: start) }
            if let value = metrics[name] {
                object = .constant(value)
            } else if viewNames.contains(name) {
                guard allowingViews else { throw fail("A space cannot be equal to a view: use a number or a metric", at: start) }
                object = .view(name)
            } else {
                throw fail("\(name) is not a key in the metrics or views dictionaries.", at: start)
            }
        }
        var priority: Float?
        if take("@") {
            skipSpaces()
            priority = Float(try constant())
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's name.
    mutating func constant() throws(VisualFormat.Failure) -> CGFloat {
        skipSpaces()
        if let character = current, character.isNumber || character == "." || character == "-" { return try number() }
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a number or a metric", at: start) }
        guard let value = metrics[name] else { throw fail("\(name) is not a key in the metrics dictionary.", at: start) }
        return value
    }

    mutating func number() throws(VisualFormat.Failure) -> CGFloat {
        let start = index
        if current == "-" { index += 1 }
        while let character = current, character.isNumber || character == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])), value.isFinite else {
            throw fail("Expected a number", at: start)
        }
        return CGFloat(value)
    }

    /// A name: letters, digits and underscores, not starting with a digit.
    mutating func identifier() -> String {
        skipSpaces()
        let start = index
        while let character = current, character.isLetter || character == "_" || (index > start && character.isNumber) {
            index += 1
        }
        return String(characters[start..<index])
    }
}
