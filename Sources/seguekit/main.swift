// The `seguekit` command-line tool. All logic lives in SegueKitGenerator (`SegueKitTool`) so it is
// unit-testable; this file only hands over the arguments and exits with the status.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SegueKitGenerator

exit(SegueKitTool().run(Array(CommandLine.arguments.dropFirst())))
