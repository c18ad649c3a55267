// Code that has not adopted SegueKit: identifiers are string literals.
final class ListViewController: UITableViewController {
    func openDetail() {
        performSegue(withIdentifier: "showDetial", sender: nil)
    }

    func openSettings() {
        self.performSegue(withIdentifier: "showSettings", sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showDetail" {
            print("detail")
        }
        switch segue.identifier {
        case "showDetail":
            break
        case "showSetings", "showSettings":
            break
        default:
            break
        }
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "showHelp"
    }

    // Not segue identifiers: a reuse identifier and a switch on something else.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if cell.reuseIdentifier == "Cell" {
            switch cell.textLabel?.text {
            case "Other": break
            default: break
            }
        }
        return cell
    }
}
