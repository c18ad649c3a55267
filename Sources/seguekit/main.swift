// The `seguekit` command-line tool: a thin shell over SegueKitStoryboard, SegueKitGenerator and
// SegueKitChecker. `Arguments/` turns the command line into a `ToolCommand`; `Commands/` runs it.
// Everything but this file is testable in-process (`@testable import seguekit`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(SegueKitTool().run(Array(CommandLine.arguments.dropFirst())))
