/// A tokenizer event. Tag details are read from the tokenizer before asking for the next event.
enum XMLEvent {
    /// A start tag; `isEmpty` for `<tag/>` (no matching end event follows).
    case startTag(isEmpty: Bool)
    /// An end tag (already matched against its start tag).
    case endTag
    /// The end of the document (the root element was closed and only trailing misc followed).
    case endOfDocument
}

/// Where an attribute's name and value lie in the current buffer.
struct XMLAttributeSpan {
    var nameStart: Int
    var nameLength: Int
    var valueStart: Int
    var valueLength: Int
    /// The value holds `&…;` references or tab/newline/CR that must be normalised when decoded.
    var needsDecoding: Bool
}

/// An error position and reason (the parser adds the file path).
struct XMLTokenizerError: Error {
    var location: StoryboardSourceLocation
    var reason: StoryboardParseError.Reason
}
