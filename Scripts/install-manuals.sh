#!/usr/bin/env bash
# Installs the man pages and shell completions under PREFIX (/usr for the package,
# /usr/local for make install): mawqut(1) and mawqut-admin(1) generated from the
# command definitions, mawqut-http(1), mawqut.json(5) generated from
# config.example.json, and the bash, zsh and fish completions the binaries generate.
# Usage: Scripts/install-manuals.sh MAWQUT_BINARY PREFIX [MAWQUT_ADMIN_BINARY]
# (without the admin's binary, a package built without the admin page: its pages are left out)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$1"
prefix="$2"
admin="${3:-}"
date=$(date -u -d @"$(git log -1 --format=%ct 2>/dev/null || date +%s)" +%Y-%m-%d)

./Scripts/generate-manual.sh "$binary" "$prefix/share/man/man1"
[ -z "$admin" ] || ./Scripts/generate-manual.sh "$admin" "$prefix/share/man/man1"
gzip -9n < Assets/debian/mawqut-http.1 > "$prefix/share/man/man1/mawqut-http.1.gz"
mkdir -p "$prefix/share/man/man5"
./Scripts/generate-config-manual.py config.example.json "$prefix/share/man/man5/mawqut.json.5" "$date"
gzip -9nf "$prefix/share/man/man5/mawqut.json.5"

# zsh reads vendor-completions for Debian's own packages, site-functions for /usr/local.
case "$prefix" in
  */usr) zsh_dir=vendor-completions ;;
  *) zsh_dir=site-functions ;;
esac
install -D -m 0644 /dev/null "$prefix/share/bash-completion/completions/mawqut"
# Sourced by bash-completion, not run: no #! line.
"$binary" --generate-completion-script bash | sed '1{/^#!/d}' > "$prefix/share/bash-completion/completions/mawqut"
install -D -m 0644 /dev/null "$prefix/share/zsh/$zsh_dir/_mawqut"
"$binary" --generate-completion-script zsh > "$prefix/share/zsh/$zsh_dir/_mawqut"
install -D -m 0644 /dev/null "$prefix/share/fish/vendor_completions.d/mawqut.fish"
"$binary" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/mawqut.fish"
if [ -n "$admin" ]; then
  name=$(basename "$admin")
  install -D -m 0644 /dev/null "$prefix/share/bash-completion/completions/$name"
  "$admin" --generate-completion-script bash | sed '1{/^#!/d}' > "$prefix/share/bash-completion/completions/$name"
  "$admin" --generate-completion-script zsh > "$prefix/share/zsh/$zsh_dir/_$name"
  "$admin" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/$name.fish"
fi
