# Where Mawqut's data and configuration live, by the XDG Base Directory
# specification, the same rule the binary follows (Sources/KioskApp/BaseDirectories.swift):
# $XDG_DATA_HOME / $XDG_CONFIG_HOME when absolute, else $HOME/.local/share and $HOME/.config.
# Sourced by the scripts that put data in place.
mawqut_data_home() {
  case "${XDG_DATA_HOME:-}" in /*) printf '%s\n' "$XDG_DATA_HOME" ;; *) printf '%s\n' "$HOME/.local/share" ;; esac
}
mawqut_config_home() {
  case "${XDG_CONFIG_HOME:-}" in /*) printf '%s\n' "$XDG_CONFIG_HOME" ;; *) printf '%s\n' "$HOME/.config" ;; esac
}
