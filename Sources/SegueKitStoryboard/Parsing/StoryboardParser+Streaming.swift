extension StoryboardParser {
    /// Runs the tokenizer over `source` and builds the document, mapping tokenizer errors to
    /// `StoryboardParseError`s that name `filePath`.
    func parse(source: some ByteSource, filePath: String) throws -> StoryboardDocument {
        let tokenizer = XMLTokenizer(source: source, chunkSize: chunkSize,
                                     maximumTokenLength: maximumTokenLength, maximumDepth: maximumDepth)
        var builder = StoryboardBuilder(filePath: filePath)
        do {
            while true {
                switch try tokenizer.next() {
                case .startTag(let isEmpty):
                    let depth = isEmpty ? tokenizer.depth + 1 : tokenizer.depth
                    try builder.start(tokenizer, depth: depth, isEmpty: isEmpty)
                    if isEmpty { builder.end(depth: depth) }
                case .endTag:
                    builder.end(depth: tokenizer.depth + 1)
                case .endOfDocument:
                    return builder.finish()
                }
            }
        } catch {
            throw StoryboardParseError(filePath: filePath, location: error.location, reason: error.reason)
        }
    }
}
