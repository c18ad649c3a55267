/// Stops the app with `error`'s description: SegueKit's trapping forms promise a value or a precise
/// message.
func stop(with error: some Error & CustomStringConvertible, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(error.description, file: file, line: line)
}
