// The `seguekit` command-line tool: a thin shell over the libraries. `Arguments/` turns the command
// line into a `ToolCommand`; `Commands/` runs each with one library call (`CodeGeneration`,
// `StoryboardCheck`, `GraphDrawing`) and prints what it returns.
// Everything but this file is testable in-process (`@testable import seguekit`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

exit(SegueKitTool().run(Array(CommandLine.arguments.dropFirst())))
