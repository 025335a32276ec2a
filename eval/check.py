#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks Lotse's own evaluation sets: what the figures in docs/eval-dev.md stand on.

    eval/check.py [--shared ../shared]

Every question of eval/parts has the fields of ../shared/eval/README.md; ids are unique; an answerable
question names expected sources that exist and 1-3 `must_mention` strings that each occur in one of them
(case-insensitive, whitespace normalised); an unanswerable one names neither. The split in eval/dev holds
every question of the first four parts exactly once, in one file only (tune or held out), and none of
the fresh parts (all held out). Prints what is wrong and exits 1, or prints the counts and exits 0.
"""
import argparse
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["id", "corpus", "question", "lang", "kind", "expected_sources", "must_mention", "notes"]
KINDS = {"direct", "misleading", "multi_hop", "comparison", "unanswerable"}
OWN_CORPORA = {"nordlicht-en", "nordlicht-de", "werft"}


def normalised(text):
    return re.sub(r"\s+", " ", text).strip().casefold()


def corpus_folder(corpus, shared):
    return os.path.join(ROOT, "eval", "corpora", corpus) if corpus in OWN_CORPORA else \
        os.path.join(shared, "corpora", corpus)


def fresh(part):
    """The fresh parts (fresh.jsonl, fresh-own.jsonl, who.jsonl, when.jsonl, everyday.jsonl, crossblind.jsonl):
    written later, without the rules, all held out."""
    return part.startswith("fresh") or part in ("who.jsonl", "when.jsonl", "everyday.jsonl", "crossblind.jsonl")


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def problems_of(q, shared):
    found = []
    if list(q) != FIELDS:
        found.append(f"fields {list(q)}, expected {FIELDS}")
        return found
    if q["kind"] not in KINDS or q["lang"] not in ("en", "de") or not q["question"].strip():
        found.append("kind, lang or question is not valid")
    folder = corpus_folder(q["corpus"], shared)
    if not os.path.isdir(folder):
        return found + [f"no corpus folder {folder}"]
    return found + sources_of(q, folder)


def sources_of(q, folder):
    found = []
    if q["kind"] == "unanswerable":
        if q["expected_sources"] or q["must_mention"]:
            found.append("an unanswerable question names sources or key facts")
        return found
    if not q["expected_sources"] or not 1 <= len(q["must_mention"]) <= 3:
        found.append("an answerable question needs sources and 1-3 key facts")
    texts = []
    for source in q["expected_sources"]:
        path = os.path.join(folder, source)
        if not os.path.isfile(path) or os.path.basename(path) == "SOURCE.md":
            found.append(f"no source {source}")
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            texts.append(normalised(f.read()))
    for fact in q["must_mention"]:
        if texts and not any(normalised(fact) in t for t in texts):
            found.append(f"key fact not in its sources: {fact!r}")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    args = parser.parse_args()
    errors = []
    parts = {}
    skipped = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "eval", "parts", "*.jsonl"))):
        for q in read(path):
            if q.get("id") in parts:
                errors.append(f"{q.get('id')}: id twice")
            parts[q.get("id")] = os.path.basename(path)
            if q.get("corpus") not in OWN_CORPORA and not os.path.isdir(os.path.join(args.shared, "corpora")):
                skipped += 1  # a checkout without ../shared: its questions cannot be checked here
                continue
            errors += [f"{q.get('id')}: {p}" for p in problems_of(q, args.shared)]
    split = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "eval", "dev", "*.jsonl"))):
        for q in read(path):
            if q["id"] in split:
                errors.append(f"{q['id']}: in {split[q['id']]} and {os.path.basename(path)}")
            split[q["id"]] = os.path.basename(path)
            if q["id"] not in parts:
                errors.append(f"{q['id']}: in {os.path.basename(path)} but in no part")
    for qid, part in parts.items():
        if fresh(part) and qid in split:
            errors.append(f"{qid}: a fresh question in the tune/held-out split")
        elif not fresh(part) and qid not in split:
            errors.append(f"{qid}: in {part} but in neither tune nor held out")
    for e in errors:
        print(e)
    if errors:
        return 1
    print(f"{len(parts)} questions in {len(set(parts.values()))} parts, {len(split)} of them split into tune and "
          f"held out: all fields, sources and key facts check out"
          + (f" ({skipped} on ../shared/corpora not checked: no such folder)" if skipped else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
