import Foundation
import Trestle

/// A contact's details, written as a static table.
@MainActor
final class ContactDetailsViewController: StaticTableViewController {
    init(contact: Contact, onCall: @escaping @MainActor () -> Void, onDelete: @escaping @MainActor () -> Void) {
        super.init(style: .insetGrouped, sections: [
            StaticTableSection(header: contact.name, rows: [
                .action("Call", image: UIImage(systemName: "phone")) { onCall() },
                StaticTableRow("phone", detailText: contact.phone, style: .value1),
                StaticTableRow("e-mail", detailText: contact.email, style: .value1),
            ]),
            StaticTableSection(footer: "Deleting removes the contact from the database.", rows: [
                .action("Delete Contact", textColor: .systemRed) { onDelete() },
            ]),
        ])
        title = contact.name
    }

    required init?(coder: NSCoder) { fatalError("ContactDetailsViewController is made in code") }
}
