// The app's classes, before any SegueIdentifier: two chains whose classes all own scenes or inherit.
class ListViewController: UITableViewController {}
final class FilteredListViewController: ListViewController {}
class PlantFormViewController: UIViewController {}
final class AddPlantViewController: PlantFormViewController {}
final class EditPlantViewController: PlantFormViewController {}
