/// UIKit's diffable data source messages (UIKitBehavior § Diffable errors), with identifiers written as
/// UIKit writes Swift values.
///
/// - Note: UIKit writes a set of identifiers as `NSSet` does, over several lines, and includes the
///   address of its internal update object; Trestle writes the same text on one line, without the
///   address.
@usableFromInline
enum DiffableMessages {
    @usableFromInline static let sectionNotFound = "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"

    @usableFromInline static let noSections = "There are currently no sections in the data source. Please add a section first."

    /// `Invalid parameter not satisfying: <condition>`, UIKit's assertion text.
    @usableFromInline static func parameterNotSatisfying(_ condition: String) -> String {
        "Invalid parameter not satisfying: \(condition)"
    }

    /// Repeats inside one argument (checked before anything else, as UIKit's update object does).
    @usableFromInline static func notUnique<ID>(kind: String, duplicates: [ID]) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\(list(duplicates)))}"
    }

    /// Sections appended or inserted that are already in the snapshot.
    @usableFromInline static func sectionsAlreadyExist<ID>(_ existing: [ID]) -> String {
        let phrase = existing.count == 1 ? "identifier that already exists" : "identifiers that already exist"
        let value = existing.count == 1 ? describe(existing[0]) : "(\(list(existing)))"
        return "Diffable data source detected an attempt to insert or append \(existing.count) section \(phrase) in the snapshot. Identifiers in a snapshot must be unique. Section \(phrase): \(value)"
    }

    /// Items appended or inserted that are already in the snapshot: a warning, they are moved.
    @usableFromInline static func itemsAlreadyExist<ID>(_ existing: [ID]) -> String {
        let one = existing.count == 1
        let phrase = one ? "identifier that already exists" : "identifiers that already exist"
        let noun = one ? "identifier" : "identifiers"
        let value = one ? describe(existing[0]) : "(\(list(existing)))"
        return "Diffable data source detected an attempt to insert or append \(existing.count) item \(phrase) in the snapshot. The existing item \(noun) will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item \(phrase): \(value)"
    }

    /// The destination of an item insertion is one of the items inserted.
    @usableFromInline static func insertionDestinationInList<ID>(_ destination: ID, identifiers: [ID]) -> String {
        "Invalid update: destination for insertion operation [\(describe(destination))] is in the insertion identifier list for update: \(update("INS", destination, isSection: false, identifiers))."
    }

    /// The destination of a section insertion is one of the sections inserted.
    @usableFromInline static func sectionDestinationInList<ID>(_ destination: ID, identifiers: [ID]) -> String {
        "Invalid update: destination for section operation [\(describe(destination))] is in the inserted section list for update: \(update("INS", destination, isSection: false, identifiers))"
    }

    /// An item moved next to itself.
    @usableFromInline static func itemMoveOntoItself<ID>(_ identifier: ID) -> String {
        "Invalid update: destination for item move is the same as the source [\(describe(identifier))] for update: \(update("MOV", identifier, isSection: false, [identifier]))."
    }

    /// A section moved next to itself.
    @usableFromInline static func sectionMoveOntoItself<ID>(_ identifier: ID) -> String {
        "Invalid update: destination for section move is the same as the source [\(describe(identifier))] for update: \(update("MOV", identifier, isSection: false, [identifier]))."
    }

    /// A reload or reconfigure of something not in the snapshot.
    @usableFromInline static func doesNotExist<ID>(action: String, kind: String, _ identifier: ID) -> String {
        "Attempted to \(action) \(kind) identifier that does not exist in the snapshot: \(describe(identifier))"
    }

    /// Equal identifiers met while diffing (only possible with an inconsistent `Hashable`).
    @usableFromInline static func identifiersNotUnique<ID>(kind: String, _ first: ID, _ second: ID) -> String {
        "Diffable data source detected \(kind) identifiers that are not unique. You cannot add multiple identifiers to the same snapshot that compare as equal. This probably also means you have an issue in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers, that causes equal identifiers to return different hash values. Identifiers that are not unique: (\(describe(first))) and (\(describe(second)))"
    }

    /// UIKit's description of its internal update object, without the address.
    @usableFromInline static func update<ID>(_ action: String, _ destination: ID, isSection: Bool, _ identifiers: [ID]) -> String {
        "<_UIDiffableDataSourceUpdate - action: \(action) destinationIdentifier:\(describe(destination)); destIsSection: \(isSection ? 1 : 0); identifiers: [\(list(identifiers))]>"
    }

    @usableFromInline static func list<ID>(_ identifiers: [ID]) -> String {
        identifiers.map(describe).joined(separator: ", ")
    }

    /// An identifier as UIKit writes it: strings and numbers plainly (they bridge to `NSString`
    /// and `NSNumber`), any other Swift value with its qualified name, as `__SwiftValue` does.
    @usableFromInline static func describe<ID>(_ identifier: ID) -> String {
        switch identifier {
        case let string as String: string
        case let string as Substring: String(string)
        case let number as any BinaryInteger: "\(number)"
        case let number as any BinaryFloatingPoint: "\(number)"
        default: String(reflecting: identifier)
        }
    }
}
