#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills the English plural forms of translations/lotse_en.ts that lupdate left unfinished
("%n file(s)" -> "%n file" / "%n files") and drops entries whose source is gone.
Run after `cmake --build build --target lotse_ui_lupdate`; check the diff for irregular plurals."""
import re
import sys
from pathlib import Path

path = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent.parent / "translations/lotse_en.ts")
text = path.read_text(encoding="utf-8")

# Entries lupdate marked as vanished or obsolete: their source strings no longer exist.
text = re.sub(r'\s*<message numerus="yes">\s*<source>[^<]*</source>\s*<translation type="(?:vanished|obsolete)">'
              r'.*?</translation>\s*</message>', "", text, flags=re.S)
text = re.sub(r'\s*<context>\s*<name>[^<]*</name>\s*</context>', "", text)


def fill(match: re.Match) -> str:
    source, comment = match.group(1), match.group(2) or ""
    unescaped = source
    one = unescaped.replace("(s)", "").replace("(es)", "")
    many = unescaped.replace("(s)", "s").replace("(es)", "es")
    return (f'<source>{source}</source>\n        {comment}<translation>\n'
            f'            <numerusform>{one}</numerusform>\n'
            f'            <numerusform>{many}</numerusform>\n        </translation>')


text = re.sub(r'<source>([^<]*)</source>\s*(<comment>[^<]*</comment>\s*)?<translation type="unfinished">.*?</translation>',
              fill, text, flags=re.S)
path.write_text(text, encoding="utf-8")
left = text.count('type="unfinished"')
print(f"{path}: {left} unfinished")
sys.exit(1 if left else 0)
