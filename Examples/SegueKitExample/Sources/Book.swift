/// A book in the library. A value type, so controllers hand copies to each other.
struct Book: Sendable, Hashable, Identifiable {
    var id: Int
    var title: String
    var author: String

    /// The books a fresh library starts with.
    static let samples: [Book] = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(id: 2, title: "Invisible Cities", author: "Italo Calvino"),
        Book(id: 3, title: "Kindred", author: "Octavia E. Butler"),
    ]
}
