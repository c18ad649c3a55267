// The enum lives on the superclass; the scenes belong to its subclasses.
class PlantFormViewController: UIViewController {
    enum SegueIdentifier: String {
        case pickSpecies
        case choosePhoto
    }
}

final class AddPlantViewController: PlantFormViewController {}

final class EditPlantViewController: PlantFormViewController {}
