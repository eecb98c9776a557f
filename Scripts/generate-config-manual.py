#!/usr/bin/env python3
"""Writes mawqut.json(5), the configuration file's man page, from config.example.json.

The example file is the one source of the keys, their defaults and their
explanations (its "//" comment keys); this turns it into roff for man(7).
Usage: Scripts/generate-config-manual.py config.example.json OUT_FILE [DATE]
"""
import json
import sys


def roff(text):
    """Text safe in a roff paragraph: backslashes doubled, a leading dot or quote escaped."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def value(default):
    return json.dumps(default, ensure_ascii=False)


def section(lines, name, members, path):
    """One object of the file: its own comment, then each key with its default and comment."""
    comments = {key[2:]: text for key, text in members.items() if key.startswith("//")}
    if "" in comments:
        lines += [".PP", roff(comments[""])]
    for key, default in members.items():
        if key.startswith("//"):
            if key[2:] and key[2:] not in members:
                # A key documented but not set in the example (custom, settingsPin).
                lines += [".TP", "\\fB" + roff(path + key[2:]) + "\\fR (not set by default)", roff(comments[key[2:]])]
            continue
        if isinstance(default, dict) and key not in ("adjustments", "nightMode") and not path:
            lines += [".SS " + roff(key)]
            section(lines, key, default, key + ".")
            continue
        tag = "\\fB" + roff(path + key) + "\\fR = " + roff(value(default))
        if key in comments:
            lines += [".TP", tag, roff(comments[key])]
        else:
            # Explained in the object's paragraph above.
            lines += ['.IP "%s"' % tag.replace('"', '\\(dq')]


def main():
    source, out = sys.argv[1], sys.argv[2]
    date = sys.argv[3] if len(sys.argv) > 3 else ""
    with open(source, encoding="utf-8") as handle:
        document = json.load(handle)
    lines = [
        '.TH MAWQUT.JSON 5 "%s" "Mawqut" "File Formats"' % date,
        ".SH NAME",
        "mawqut.json \\- the configuration file of the Mawqut adhan clock",
        ".SH SYNOPSIS",
        "\\fI$XDG_CONFIG_HOME/mawqut/config.json\\fR (\\fI~/.config/mawqut/config.json\\fR); "
        "\\fI/etc/mawqut/config.json\\fR for the packaged service",
        ".SH DESCRIPTION",
        roff(document.get("//", "")),
        ".PP",
        "Every value is checked when the file is read. A wrong one is reported with its key path, "
        "the value and what is expected; an unknown key is an error too. A running kiosk re\\-reads the file "
        "when it changes (and on SIGHUP when headless) and keeps the last good configuration while the file is wrong.",
        ".SH KEYS",
        "Each key is shown with its default, as in the example file.",
    ]
    top = {key: item for key, item in document.items() if key != "//"}
    section(lines, "", top, "")
    lines += [
        ".SH FILES",
        ".TP",
        "\\fI/usr/share/doc/mawqut/config.example.json\\fR",
        "The example this page is made from, with every default.",
        ".SH SEE ALSO",
        "\\fBmawqut\\fR(1), \\fBmawqut\\-http\\fR(1)",
    ]
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")


main()
