#!/usr/bin/env bash
# Compiles each po/LANG.po into OUT/LANG/LC_MESSAGES/mawqut.mo with msgfmt --check
# (the header, and every translation's placeholders against its English: the same
# %s in number and order, or numbered %1$s), as `make` does before the programs run
# and as `make install` and the package install them (into share/locale).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/locale}
command -v msgfmt >/dev/null || { echo "build-catalogues: msgfmt not found; install Debian's gettext (apt-get install gettext)" >&2; exit 1; }
status=0
for po in po/*.po; do
  [ -e "$po" ] || continue
  language=$(basename "$po" .po)
  mkdir -p "$out/$language/LC_MESSAGES"
  if ! msgfmt --check --output-file="$out/$language/LC_MESSAGES/mawqut.mo" "$po"; then
    echo "build-catalogues: $po has the errors above; the wall shows English for what it cannot translate until they are mended" >&2
    rm -f "$out/$language/LC_MESSAGES/mawqut.mo"
    status=1
  fi
done
exit $status
