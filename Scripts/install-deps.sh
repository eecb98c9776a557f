#!/usr/bin/env bash
# Installs the Debian packages Mawqut builds and tests against, only when missing,
# and any packages named as arguments (make bench adds its peers and tools).
# Idempotent and non-interactive; waits for the dpkg lock instead of failing on it.
set -euo pipefail

packages=(libncursesw5-dev libasound2-dev libmpg123-dev libsqlite3-dev libfribidi-dev librubberband-dev zlib1g-dev libcurl4-openssl-dev libmosquitto-dev libqrencode-dev libcrypt-dev libssl-dev gettext tzdata pkg-config python3-pip tmux "$@")

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-deps: apt-get not found; install these packages by hand: ${missing[*]}" >&2
  exit 1
fi

run_as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run_as_root=(sudo -n)
  else
    echo "install-deps: missing packages ${missing[*]}; run as root or with passwordless sudo:" >&2
    echo "  sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt_options=(-y -q -o DPkg::Lock::Timeout=300)
if ! "${run_as_root[@]}" apt-get install "${apt_options[@]}" "${missing[@]}"; then
  "${run_as_root[@]}" apt-get update -q -o DPkg::Lock::Timeout=300
  "${run_as_root[@]}" apt-get install "${apt_options[@]}" "${missing[@]}"
fi
