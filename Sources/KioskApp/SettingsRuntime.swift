import Foundation
import KioskCore
import Storage
import TerminalUI

extension KioskRuntime {
    /// Opens the settings screen over the settings in use (PIN first, when one is set).
    func openSettings() {
        let readOnly = configWatcher.path == nil
            ? "Command-line options override the configuration file: start mawqut without them to change settings here." : nil
        settingsForm = SettingsForm(settings: manager.settings, configPath: configWatcher.path, readOnlyReason: readOnly)
    }

    func perform(_ command: SettingsFormCommand) {
        switch command {
        case .searchCities(let query):
            do {
                guard let cities = library?.cities, try cities.count() > 0 else {
                    settingsForm?.citySearchFailed("No cities are imported: run make data, or mawqut import cities --from PATH.")
                    return
                }
                settingsForm?.showCities(try cities.search(query, limit: 30), query: query)
            } catch {
                settingsForm?.citySearchFailed("The city list could not be read: \(error)")
                log.write("settings: city search failed: \(error)")
            }
        case .save(let edits):
            guard let path = configWatcher.path else { return }
            do {
                let settings = try writeConfiguration(edits, path)
                configWatcher.noteWritten()
                log.write("settings saved from the settings screen (\(edits.map(\.keyPath).joined(separator: ", "))) to \(path)")
                apply(settings)
                settingsForm?.saved(settings, message: "Saved to \(path) (the previous file is kept as \((path as NSString).lastPathComponent).bak); in use now.")
            } catch let refused as ConfigEditRefused {
                log.write("settings not saved: \(refused)")
                settingsForm?.saveFailed("Not saved: " + refused.problems.joined(separator: "; "))
            } catch {
                log.write("settings not saved: \(error)")
                settingsForm?.saveFailed("Not saved, nothing changed: \(error)")
            }
        case .wrongPIN(let attempts):
            log.write("settings screen: wrong PIN (attempt \(attempts))")
        case .close:
            settingsForm = nil
        }
    }
}
