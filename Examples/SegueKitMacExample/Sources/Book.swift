/// A book in the library. A value type, so controllers hand copies to each other.
struct Book: Sendable, Hashable, Identifiable {
    var id: Int
    var title: String
    var author: String

    /// The books a fresh library starts with.
    static let samples: [Book] = [
        Book(id: 1, title: "The Dispossessed", author: "Ursula K. Le Guin"),
        Book(id: 2, title: "Mrs Dalloway", author: "Virginia Woolf"),
        Book(id: 3, title: "Piranesi", author: "Susanna Clarke"),
    ]
}
