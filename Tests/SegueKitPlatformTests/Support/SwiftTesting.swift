// Swift Testing for every file of this target, including the files that import the UIKit or AppKit
// mirror, which must not `import Testing` themselves.
//
// Swift Testing declares cross-import overlays `_Testing_UIKit` and `_Testing_AppKit` (attachments for
// Apple's images), which the Linux toolchain does not ship. SwiftPM builds with
// `-enable-cross-import-overlays`, so a file that imports both `Testing` and a module named `UIKit` or
// `AppKit` fails with "no such module '_Testing_UIKit'". An `@_exported` import in this one file makes
// Swift Testing visible in every file of the module without any other file importing it, so no file
// imports both and no overlay is looked for.
@_exported import Testing
