#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Rebuilds resources/lexicon/ from Debian's thesauri and dictionaries.

Needs: wordnet-base, openthesaurus-de-text, dict-freedict-deu-eng, dict-freedict-eng-deu, iso-codes.
Keeps single words, and in the dictionaries translations of two words ("Krankheitstag": sick day), which
the offline search looks for side by side. Output is sorted and stable, so a rerun with the same packages
gives the same files (see resources/lexicon/SOURCE.md).
"""
import gettext
import gzip
import json
import os
import re
import sys
import unicodedata

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "resources", "lexicon")
WORD = re.compile(r"^[^\W\d_][\w'-]*[^\W_]$|^[^\W\d_]$")
MAX_TRANSLATIONS = 6
MAX_PHRASES = 2
MAX_SYNONYMS = 12


def single(word):
    word = word.strip()
    return word if WORD.match(word) and " " not in word and len(word) >= 2 else None


def phrase(words):
    """A translation of two words ("sick day"), or None."""
    parts = words.split()
    return " ".join(parts) if len(parts) == 2 and all(WORD.match(p) for p in parts) else None


def wordnet(path="/usr/share/wordnet"):
    groups = set()
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(path, "data." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue  # licence header
                fields = line.split(" ")
                count = int(fields[3], 16)
                words = []
                for i in range(count):
                    lemma = fields[4 + 2 * i].replace("(a)", "").replace("(p)", "").replace("(ip)", "")
                    if "_" in lemma:
                        continue
                    w = single(lemma.lower())
                    if w and w not in words:
                        words.append(w)
                if 2 <= len(words) <= MAX_SYNONYMS:
                    groups.add(";".join(words))
    return sorted(groups)


def openthesaurus(path="/usr/share/openthesaurus-de/openthesaurus.txt"):
    groups = set()
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            words = []
            for term in line.rstrip("\n").split(";"):
                if "(" in term:
                    # "(ugs.)", "(österr.)" mark register or region; "(von etwas) fortfahren" is a phrase
                    if not re.fullmatch(r"[^()]+ \((ugs|fachspr|österr|schweiz|fig|geh|veraltet|regional)\.\)", term.strip()):
                        continue
                    term = term[: term.index("(")]
                w = single(term)
                if w and w not in words:
                    words.append(w)
            if 2 <= len(words) <= MAX_SYNONYMS:
                groups.add(";".join(words))
    return sorted(groups)


B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def b64(s):
    n = 0
    for c in s:
        n = n * 64 + B64.index(c)
    return n


def freedict(name, phrases=False):
    base = "/usr/share/dictd/" + name
    data = gzip.open(base + ".dict.dz").read()
    table = {}
    with open(base + ".index", encoding="utf-8") as f:
        for line in f:
            head, offset, length = line.rstrip("\n").split("\t")
            if head.startswith("00database"):
                continue
            h = single(head)
            if not h:
                continue
            entry = data[b64(offset): b64(offset) + b64(length)].decode("utf-8", "replace").split("\n")
            out = table.setdefault(h, [])
            for line in entry[1:]:
                stripped = line.strip()
                if not stripped or stripped.startswith(("Note:", "Synonym", "see:", '"')):
                    break  # notes, examples, synonyms and cross-references follow the translations
                for t in re.split(r"[,;]", re.sub(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)", "", line)):
                    w = single(t) or (phrases and phrase(t))
                    if w and w.lower() != h.lower() and w not in out:
                        out.append(w)
    return {h: t for h, t in table.items() if t}


def confirmed(forward, backward):
    # A dictionary lists rare senses first ("vacation": Freimachen, of a post); translations that
    # translate back to the word come first, so the few kept are the common ones.
    # Each dictionary also lists what the other one has the other way round ("Rente" has "retirement"
    # only, but "pension" gives "Rente" back).
    merged = {h: list(t) for h, t in forward.items()}
    for head, translations in backward.items():
        for t in translations:
            if " " in t:
                continue  # a phrase is no head: the search looks words up
            entry = merged.setdefault(t.lower(), [])
            if head not in (x.lower() for x in entry):
                entry.append(head)
    lines = []
    for head, translations in merged.items():
        back = lambda t: head.lower() in (x.lower() for x in backward.get(t.lower(), []))
        words = [t for t in translations if " " not in t]
        ranked = [t for t in words if back(t)] + [t for t in words if not back(t)]
        # Two-word translations after the words, in the dictionary's order of senses.
        phrases = [t for t in translations if " " in t][:MAX_PHRASES]
        lines.append(f"{head}\t{';'.join(ranked[:MAX_TRANSLATIONS] + phrases)}")
    return sorted(lines)


# What a place is part of, for a handbook that never names the place: "von Spanien aus arbeiten" is
# working abroad. English and German words, as handbooks name it.
ABROAD = "abroad;overseas;foreign;ausland"
# Country names that are everyday words too ("turkey", "jersey", "china"): left out.
AMBIGUOUS = {"chad", "china", "georgia", "guernsey", "guinea", "jersey", "jordan", "turkey"}


def countries(path="/usr/share/iso-codes/json/iso_3166-1.json"):
    """Every single-word country name of ISO 3166-1, in English and German, pointing to ABROAD."""
    german = gettext.translation("iso_3166-1", localedir="/usr/share/locale", languages=["de"])
    names = set()
    with open(path, encoding="utf-8") as f:
        for country in json.load(f)["3166-1"]:
            for key in ("name", "common_name"):
                if key in country:
                    for name in (country[key], german.gettext(country[key])):
                        word = single(name.lower())
                        if word and word not in AMBIGUOUS:
                            names.add(word)
    return sorted(f"{name}\t{ABROAD}" for name in names)


def irregular(path="/usr/share/wordnet"):
    """English verbs' irregular forms ("paid": pay, "spent": spend) from WordNet's verb.exc, both ways. Not a form
    that is a word of its own: a verb ("found", "saw"), or a noun or adverb in use ("left", "thought", "lost";
    WordNet's tagged sense count), which would make "days left" a leave."""
    tagged = {}
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(path, "index." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                # lemma pos synset_cnt p_cnt [ptr_symbol …] sense_cnt tagsense_cnt …
                fields = line.split()
                pointers = int(fields[3])
                tagged.setdefault(fields[0], {})[pos] = int(fields[5 + pointers])
    forms = {}
    with open(os.path.join(path, "verb.exc"), encoding="latin-1") as f:
        for line in f:
            form, base = line.split()[:2]
            senses = tagged.get(form, {})
            if "_" in form or "_" in base or "verb" in senses or senses.get("noun", 0) or senses.get("adv", 0):
                continue
            forms.setdefault(base, set()).add(form)
            forms.setdefault(form, set()).add(base)
    return sorted(f"{word}\t{';'.join(sorted(related))}" for word, related in forms.items())


def write(name, header, lines):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        f.write(header)
        for line in lines:
            f.write(unicodedata.normalize("NFC", line) + "\n")
    print(f"{name}: {len(lines)} lines", file=sys.stderr)


def main():
    os.makedirs(OUT, exist_ok=True)
    write("thesaurus-en.txt", "# WordNet 3.0 synsets (Debian wordnet-base), single words; one group per line\n", wordnet())
    write("thesaurus-de.txt", "# OpenThesaurus (Debian openthesaurus-de-text), single words; one group per line\n",
          openthesaurus())
    write("irregular-en.txt", "# English verbs' irregular forms (Debian wordnet-base, verb.exc), both ways: word<TAB>forms\n",
          irregular())
    write("places.txt", "# ISO 3166-1 country names (Debian iso-codes), English and German: place<TAB>what it is part of\n",
          countries())
    de_en = freedict("freedict-deu-eng", phrases=True)
    en_de = freedict("freedict-eng-deu", phrases=True)
    write("translate-de-en.txt", "# FreeDict deu-eng (Debian dict-freedict-deu-eng): word<TAB>translations\n",
          confirmed(de_en, en_de))
    write("translate-en-de.txt", "# FreeDict eng-deu (Debian dict-freedict-eng-deu): word<TAB>translations\n",
          confirmed(en_de, de_en))


if __name__ == "__main__":
    main()
