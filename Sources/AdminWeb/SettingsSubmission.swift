import FoundationEssentials
import MosqueSettings

/// A change of one setting, as the page, the file and the audit log name it.
struct SettingChange: Sendable, Equatable {
    /// The configuration key path: `iqama.asr`.
    let field: String
    let label: String
    let old: String
    let new: String

    /// `Asr (iqama.asr): 18 → 20`; a PIN is never shown.
    var sentence: String {
        field == SettingsFields.pinID ? "\(label) (\(field)): \(new.isEmpty ? "removed" : "changed")"
            : "\(label) (\(field)): \(old.isEmpty ? "(none)" : old) → \(new.isEmpty ? "(none)" : new)"
    }
}

/// The settings form of the admin page: the fields of `SettingsFields` (the same
/// table the wall's settings screen draws), each named by its key path, checked by
/// the same `SettingsField.check`, turned into edits by the same `SettingsFields.edits`.
enum SettingsSubmission {
    enum Outcome: Equatable {
        /// Typed values that are not accepted: nothing written.
        case refused([FieldRefusal])
        /// The file changed since the page was made: what changed meanwhile; nothing written.
        case conflict([SettingChange])
        /// Shared keys sent by a follower's page: nothing written.
        case shared([String])
        case unchanged
        case edits([ConfigEdit], [SettingChange])
    }

    /// The fields the page shows (all but the city search, which the wall's keyboard needs),
    /// what a mosque changes week to week first; a section not named here comes last, in the table's order.
    static var fields: [SettingsField] {
        let first = ["Iqama", "Adhan", "Night mode", "Display", "Adjust times", "Calculation", "Location", "Security"]
        func rank(_ field: SettingsField) -> Int { first.firstIndex { field.section.hasPrefix($0) } ?? first.count }
        return SettingsFields.all.enumerated().filter { $0.element.id != SettingsFields.citySearchID }
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The prefix of the hidden fields that carry the values the page was made with.
    static let originalPrefix = "original."

    static func evaluate(_ form: FormData, snapshot: LiveConfiguration.Snapshot) -> Outcome {
        let current = SettingsFields.values(of: snapshot.settings)
        let editable = fields.filter { !snapshot.isShared($0.path) }
        let sentShared = fields.filter { snapshot.isShared($0.path) && form[$0.id] != nil }.map(\.id)
        if !sentShared.isEmpty { return .shared(sentShared) }
        if form["version"] != snapshot.version {
            let meanwhile = editable.compactMap { field -> SettingChange? in
                guard field.id != SettingsFields.pinID, let original = form[originalPrefix + field.id],
                      let now = current[field.id], original != now else { return nil }
                return SettingChange(field: field.id, label: label(field), old: original, new: now)
            }
            return .conflict(meanwhile)
        }
        var draft = current
        var refusals: [FieldRefusal] = []
        var newPIN: String?
        for field in editable {
            guard let typed = form[field.id] else { continue }
            if field.id == SettingsFields.pinID {
                if form["settingsPin.remove"] == "on" {
                    newPIN = ""
                } else if !typed.isEmpty {
                    switch field.check(typed) {
                    case .success(let pin): newPIN = pin
                    case .failure(let refusal): refusals.append(refusal)
                    }
                }
                continue
            }
            switch field.check(typed) {
            case .success(let value): draft[field.id] = value
            case .failure(let refusal): refusals.append(refusal)
            }
        }
        if !refusals.isEmpty { return .refused(refusals) }
        var changes = editable.compactMap { field -> SettingChange? in
            guard field.id != SettingsFields.pinID, let old = current[field.id], let new = draft[field.id], old != new else { return nil }
            return SettingChange(field: field.id, label: label(field), old: old, new: new)
        }
        if let newPIN, !(newPIN.isEmpty && snapshot.settings.settingsPinHash == nil) {
            changes.append(SettingChange(field: SettingsFields.pinID, label: "Settings PIN", old: "", new: newPIN.isEmpty ? "" : "set"))
        }
        guard !changes.isEmpty else { return .unchanged }
        do {
            return .edits(try SettingsFields.edits(from: current, to: draft, newPIN: newPIN), changes)
        } catch {
            return .refused([error])
        }
    }

    /// `Asr` for an iqama field reads better with its section: `Iqama · Asr`.
    static func label(_ field: SettingsField) -> String { "\(field.section) · \(field.label)" }
}
