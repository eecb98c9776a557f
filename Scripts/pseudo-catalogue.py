#!/usr/bin/env python3
"""Writes the pseudo-language en-XA into a catalogue folder, for the test that every word
on the wall goes through the catalogues (issue 55): each message's letters accented, so
that English left in a view shows as plain ASCII, lengthened by about 40 % (long German
and Turkish words), and framed by ⟦ ⟧, so that a message cut short loses its ⟧.
Placeholders (%s, %1$s, %%) are kept as they are. Used by `make test` only: the folder
it writes to is the tests' (MAWQUT_LOCALE), never one a mosque's wall reads.

Usage: pseudo-catalogue.py po/mawqut.pot OUTDIR  (writes OUTDIR/en_XA/LC_MESSAGES/mawqut.mo)
"""
import os
import re
import subprocess
import sys

LOWER = "áƀçďéƒĝĥíĵķĺɱñöþʠŕšťüṽŵẋýž"
UPPER = "ÁƁÇĎÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŤÜṼŴẊÝŽ"
ACCENTED = str.maketrans("abcdefghijklmnopqrstuvwxyz" + "ABCDEFGHIJKLMNOPQRSTUVWXYZ", LOWER + UPPER)
PLACEHOLDER = re.compile(r"(%(?:[0-9]+\$)?s|%%)")


def pseudo(text):
    """⟦ the message accented, placeholders kept, a tail of ~ making it 40 % longer ⟧."""
    parts = PLACEHOLDER.split(text)
    accented = "".join(part if PLACEHOLDER.fullmatch(part) else part.translate(ACCENTED) for part in parts)
    letters = len(PLACEHOLDER.sub("", text))
    return "⟦" + accented + "~" * max(1, round(letters * 0.4)) + "⟧"


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def unquote(line):
    body = line[line.index('"') + 1:line.rindex('"')]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def main(template, folder):
    text = subprocess.run(["msgcat", "--no-wrap", template], capture_output=True, text=True, check=True).stdout
    header = ["Project-Id-Version: Mawqut", "PO-Revision-Date: 2026-11-28 00:00+0000", "Last-Translator: Scripts/pseudo-catalogue.py",
              "Language-Team: none (a pseudo-language for tests)", "Language: en_XA", "MIME-Version: 1.0",
              "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit", "Plural-Forms: nplurals=2; plural=(n != 1);"]
    out = ['msgid ""', 'msgstr ""'] + [quoted(field + "\n") for field in header] + [""]
    for entry in text.split("\n\n")[1:]:
        fields = {}
        for line in entry.split("\n"):
            for name in ("msgctxt", "msgid_plural", "msgid"):
                if line.startswith(name + " "):
                    fields[name] = unquote(line)
                    break
        if "msgid" not in fields:
            continue
        if "msgctxt" in fields:
            out.append("msgctxt " + quoted(fields["msgctxt"]))
        out.append("msgid " + quoted(fields["msgid"]))
        if "msgid_plural" in fields:
            out.append("msgid_plural " + quoted(fields["msgid_plural"]))
            out.append("msgstr[0] " + quoted(pseudo(fields["msgid"])))
            out.append("msgstr[1] " + quoted(pseudo(fields["msgid_plural"])))
        else:
            out.append("msgstr " + quoted(pseudo(fields["msgid"])))
        out.append("")
    messages = os.path.join(folder, "en_XA", "LC_MESSAGES")
    os.makedirs(messages, exist_ok=True)
    source = os.path.join(folder, "en_XA.po")
    with open(source, "w", encoding="utf-8") as file:
        file.write("\n".join(out))
    subprocess.run(["msgfmt", "--check", "-o", os.path.join(messages, "mawqut.mo"), source], check=True)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
