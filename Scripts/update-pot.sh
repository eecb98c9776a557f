#!/usr/bin/env bash
# Extracts every message the product shows from the Swift sources into po/mawqut.pot
# (GNU gettext's template) and merges it into each po/LANG.po, so that a translator
# sees what is new or changed (msgmerge marks those "fuzzy"). Run after changing a
# tr(…), trc(…) or trn(…) call; the test CatalogueTests fails while the template is
# behind the sources.
#
# xgettext has no Swift reader; its C reader takes the calls as they are written here:
# a plain string literal as each message argument (no interpolation, no raw or
# multi-line literal; `{ words in words.tr("…") }`, not `$0.tr`, which it misses), and a "// TRANSLATORS:" comment just above a call is kept for
# the translator. It reads only the files that call tr, trc or trn, and its complaints
# about Swift's multi-line literals ("unterminated string literal") are left out.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v xgettext >/dev/null || { echo "update-pot: xgettext not found; install Debian's gettext (apt-get install gettext)" >&2; exit 1; }

output=${1:-po/mawqut.pot}
mkdir -p .build
grep -rlE '\btr[cn]?\(' Sources --include='*.swift' | LC_ALL=C sort > .build/pot-sources.txt
xgettext --language=C --from-code=UTF-8 --add-comments=TRANSLATORS: --add-location=file --sort-by-file \
  --keyword= --keyword=tr --keyword=trc:1c,2 --keyword=trn:1,2 \
  --package-name=Mawqut --copyright-holder="the Mawqut authors" \
  --files-from=.build/pot-sources.txt --output="$output" 2> >(grep -v 'warning: unterminated' >&2)
# The header's creation date changes on every run; the messages are what matter.
sed -i '/^"POT-Creation-Date:/d' "$output"

if [ "$output" = po/mawqut.pot ]; then
  for po in po/*.po; do
    [ -e "$po" ] || continue
    msgmerge --quiet --update --backup=none --no-location "$po" po/mawqut.pot
  done
fi
