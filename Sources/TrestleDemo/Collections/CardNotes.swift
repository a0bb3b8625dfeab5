import Foundation

/// The self-sizing cards' notes: hundreds of them, with texts from one sentence to a paragraph.
struct CardNotes {
    struct Note: Hashable {
        var title: String
        var text: String
    }

    var notes: [Note]

    /// 400 notes; note n has between one and six sentences.
    static let sample: CardNotes = {
        let sentences = [
            "Water the ferns on Sunday.",
            "The train leaves at 7:42 from platform 3, so be there by half past.",
            "Ask Jun about the spare keys.",
            "Buy rye flour, butter, two lemons and a bag of coffee beans on the way home.",
            "The meeting moved to Thursday afternoon.",
            "Remember that the library closes early during the holidays and the returns box fills up by noon.",
            "Call the plumber.",
            "Sketch the bridge from the north bank before the light goes.",
            "Renew the passport: the form, two photos and the old passport.",
            "Dinner at Mina's on Friday; bring dessert.",
        ]
        var notes: [Note] = []
        for number in 1...400 {
            let count = (number * 7) % 6 + 1
            let text = (0..<count).map { sentences[(number * 3 + $0 * 5) % sentences.count] }.joined(separator: " ")
            notes.append(Note(title: "Note \(number)", text: text))
        }
        return CardNotes(notes: notes)
    }()
}
