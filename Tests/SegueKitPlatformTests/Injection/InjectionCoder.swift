import Foundation

extension NSKeyedUnarchiver {
    /// A real keyed-unarchiving coder like the one the storyboard hands to segue actions, holding the
    /// class name under the keys the UIKit (`UIClassName`) and AppKit (`NSClassName`) mirrors use.
    static func diCoder(className: String) -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(className, forKey: "UIClassName")
        archiver.encode(className, forKey: "NSClassName")
        archiver.finishEncoding()
        let coder = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        coder.requiresSecureCoding = false
        return coder
    }
}
