import FoundationEssentials
import Logging
import Messages
import MawqutCommon
import MosqueSettings
import Storage
import SystemCrypto
import TerminalUI

extension KioskRuntime {
    /// Opens the settings screen over the settings in use (PIN first, when one is set).
    func openSettings() {
        let path = ports.configWatcher.path
        let w = words
        let readOnly = path == nil
            ? w.tr("Command-line options override the configuration file: start mawqut without them to change settings here.") : nil
        screens.open(.settings(SettingsForm(settings: manager.settings, configPath: path, readOnlyReason: readOnly, words: w)))
    }

    func settings(_ command: SettingsFormCommand) {
        switch command {
        case .searchCities(let query):
            do {
                guard let cities = ports.library?.cities, try cities.count() > 0 else {
                    deliver(.settings(.citySearchFailed(words.tr("No cities are imported: run %s, or mawqut import cities --from PATH.", fetchDataCommand))))
                    return
                }
                deliver(.settings(.cities(try cities.search(query, limit: 30), query: query)))
            } catch {
                log.warning("settings: city search failed: \(error)")
                deliver(.settings(.citySearchFailed(words.tr("The city list could not be read: %s", "\(error)"))))
            }
        case .save(let edits):
            save(edits)
        case .checkPIN(let pin, let stored):
            checkPIN(pin, stored: stored)
        case .close:
            break
        }
    }

    /// Checks a PIN off the runtime's queue (the derivation takes a good part of a
    /// second on a Raspberry Pi), unless the wait after wrong PINs is not over.
    private func checkPIN(_ pin: String, stored: String) {
        let wait = pinAttempts.wait(at: now)
        if wait > 0 {
            log.warning("settings screen: a PIN typed \(Int(wait.rounded(.up))) s before the wait after \(pinAttempts.failures) wrong PINs ends; not checked")
            deliver(.settings(.pinChecked(.waiting(wait))))
            return
        }
        runOffQueue {
            let right: Bool
            do throws(CryptoUnavailable) {
                right = try SettingsPIN.matches(pin, stored: stored)
            } catch {
                self.queue.async {
                    self.log.error("settings screen: the PIN could not be checked: \(error)")
                    self.deliver(.settings(.pinChecked(.cannotCheck(error.description))))
                    self.redraw()
                }
                return
            }
            let renewed = right && SettingsPIN.needsRehash(stored) ? try? SettingsPIN.hash(pin) : nil
            self.queue.async { self.pinChecked(right, renewed: renewed) }
        }
    }

    /// `renewed`: the PIN's yescrypt hash when it was right and stored in an earlier version's form.
    private func pinChecked(_ right: Bool, renewed: String?) {
        if right {
            pinAttempts.recordSuccess()
            if let renewed { renewStoredPIN(renewed) }
        } else {
            pinAttempts.recordFailure(at: now)
            log.warning("settings screen: wrong PIN (\(pinAttempts.failures) in a row)")
        }
        do {
            try PINAttemptsFile.write(pinAttempts, in: ports.dataDirectory)
        } catch {
            log.error("settings screen: the wrong-PIN count could not be kept in \(ports.dataDirectory.path): \(error)")
        }
        deliver(.settings(.pinChecked(right ? .accepted : .wrong(wait: pinAttempts.wait(at: now)))))
        redraw()
    }

    private func save(_ edits: [ConfigEdit]) {
        guard let path = ports.configWatcher.path else { return }
        let overlay = ports.configWatcher.overlay
        if let overlay {
            let shared = edits.filter { edit in SharedSchedule.paths.contains { edit.path.starts(with: $0) } }.map(\.keyPath)
            guard shared.isEmpty else {
                log.warning("settings not saved: \(shared.joined(separator: ", ")) come from the primary \(overlay.primary)")
                deliver(.settings(.saveFailed(words.tr("Not saved: %1$s come from the primary screen %2$s over MQTT; change them there.",
                                                       shared.joined(separator: ", "), overlay.primary))))
                return
            }
        }
        do {
            let settings = try write(edits, to: path)
            log.info("settings saved from the settings screen (\(edits.map(\.keyPath).joined(separator: ", "))) to \(path)")
            deliver(.settings(.saved(settings, message: words.tr("Saved to %s; in use now.", path))))
        } catch let refused as ConfigEditRefused {
            log.warning("settings not saved: \(refused)")
            deliver(.settings(.saveFailed(words.tr("Not saved: %s", refused.refusals.map { $0.text(words) }.joined(separator: "; ")))))
        } catch {
            log.warning("settings not saved: \(error)")
            deliver(.settings(.saveFailed(words.tr("Not saved, nothing changed: %s", "\(error)"))))
        }
    }

    /// Writes `edits` to the configuration file and puts the result in use (under the
    /// primary's shared schedule on a follower).
    private func write(_ edits: [ConfigEdit], to path: String) throws -> Settings {
        var settings = try writeConfiguration(edits, path, lastGood)
        if let overlay = ports.configWatcher.overlay { settings = try overlay.settings(over: FileManager.default.contents(atPath: path)) }
        ports.configWatcher.noteWritten()
        apply(settings)
        return settings
    }

    /// Replaces a PIN kept in an earlier version's form by its yescrypt hash, once it has been typed right.
    private func renewStoredPIN(_ renewed: String) {
        guard let path = ports.configWatcher.path else { return }
        do {
            _ = try write([ConfigEdit([SettingsFields.pinID], .string(renewed))], to: path)
            log.info("settings screen: the PIN, kept in an earlier version's form, is now a yescrypt hash in \(path)")
        } catch {
            log.warning("settings screen: the PIN's stored form could not be renewed in \(path): \(error)")
        }
    }
}
