import Foundation
import Trestle

/// Deleting and moving cities, and recovering when the store refuses a change.
extension WorldClockViewController {
    /// Deletes the city at `row`: the store, then the model, then the table.
    func deleteCity(at row: Int) {
        guard let store, cities.indices.contains(row) else { return }
        do {
            guard try store.delete(id: cities[row].id) else {
                // Already gone from the file (another program shares it): show what it holds.
                resynchronize()
                return
            }
            cities.remove(at: row)
            renumberCities()
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        } catch {
            storeCallFailed(error)
        }
    }

    /// The user moved the row at `source` to `destination`: the table has moved it already, so
    /// only the store and the model follow — calling `moveRow(at:to:)` here would move it a
    /// second time.
    func moveCity(from source: Int, to destination: Int) {
        guard source != destination, let store, cities.indices.contains(source), cities.indices.contains(destination) else { return }
        do {
            try store.move(from: source, to: destination)
            cities.insert(cities.remove(at: source), at: destination)
            renumberCities()
        } catch {
            storeCallFailed(error)
        }
    }

    // MARK: The model

    /// Replaces the model with what the store holds; when even reading fails, the model is
    /// emptied and the failure is kept in ``lastStoreError``.
    func reloadModel(from store: WorldClockStore) {
        do {
            cities = try store.cities()
        } catch {
            cities = []
            lastStoreErrorMessage(error)
        }
    }

    /// Reads the store again and reloads the table, keeping the focus on the same row number.
    func resynchronize() {
        guard let store else { return }
        let focused = isViewLoaded ? tableView.indexPathForFocusedRow : nil
        reloadModel(from: store)
        guard isViewLoaded else { return }
        tableView.reloadData()
        if let focused, !cities.isEmpty {
            tableView.focusRow(at: IndexPath(row: min(focused.row, cities.count - 1), section: 0))
        }
    }

    /// A store call threw: tell the user, then make table and model agree with the store again.
    func storeCallFailed(_ error: any Error) {
        let message = lastStoreErrorMessage(error)
        resynchronize()
        guard isViewLoaded, tableView.window != nil, presentedViewController == nil else { return }
        let alert = UIAlertController(title: "The change was not saved", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }

    @discardableResult
    private func lastStoreErrorMessage(_ error: any Error) -> String {
        let message = (error as? WorldClockStoreError)?.description ?? "The World Clock database failed: \(error)."
        lastStoreError = message
        return message
    }

    /// Positions are row numbers, as in the store after the same change.
    private func renumberCities() {
        for index in cities.indices { cities[index].position = index }
    }
}
