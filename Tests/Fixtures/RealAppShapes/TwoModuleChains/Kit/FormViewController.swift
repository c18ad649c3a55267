// The framework's form of the same name is a plain view controller.
open class FormViewController: UIViewController {}
