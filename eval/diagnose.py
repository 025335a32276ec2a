#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Where the offline answers of a saved run lose their key facts, and what later search rounds decide.

    eval/diagnose.py facts REPORTS [--list]    where each missed key fact stands
    eval/diagnose.py rounds REPORTS [--list]   answers by the round that decided them, right or not

REPORTS is a folder `eval/goals.py --save` filled. Each answered question that misses key facts is asked
again (`lotse-cli ask --json` over the knowledge base `lotse-cli eval` cached for its corpus), and each missed
fact is placed: in a passage the answer cites (another sentence of it holds the fact), in a passage of the
last round the answer does not quote, in a passage only an earlier round found, or in no passage any round
found. `rounds` counts, per set, the answers decided in round 1, 2 and 3 that cite an expected source, that
cite none, and those given to unanswerable questions.

With --list, the tune sets' questions are named (id and fact); held-out sets are only counted, never listed,
so that no rule is chosen on them (eval/README.md, "Tune and held out").
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import unicodedata
from collections import Counter

import goals
from bullets import shown  # the answered questions of a report (answered or with a caveat)
from separability import knowledge_bases  # the newest cached knowledge base of each corpus

ROOT = goals.ROOT
PLACES = ["a cited passage", "a passage of the last round, not quoted", "an earlier round's passage",
          "no passage found"]


def held_out_files(shared):
    """The report file names (as goals.py --save writes them) of the held-out sets."""
    return {os.path.basename(questions) + ".json" for name, questions, _ in goals.sets(shared) if "held out" in name}


def folded(text):
    # Markdown emphasis and line breaks do not hide a fact ("**25 EUR monatlich**").
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text).lower().replace("*", "").replace("_", ""))


def ask(cli, db, question):
    out = subprocess.run([cli, "ask", question, "--json", "--db", db, "--provider", "offline", "--no-trace"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        print(f"left out (lotse-cli failed): {out.stderr.strip()[:200]}", file=sys.stderr)
        return None
    return json.loads(out.stdout)


def place(fact, run):
    """Where a key fact the answer misses stands among the passages the rounds found (PLACES)."""
    fact = folded(fact)
    cited = {c.get("chunkId") for c in run.get("citations", [])}
    rounds = run.get("rounds", [])
    found = [h for r in rounds for h in r.get("hits", [])]
    last = rounds[-1].get("hits", []) if rounds else []
    if any(fact in folded(h["text"]) and h["chunkId"] in cited for h in found):
        return PLACES[0]
    if any(fact in folded(h["text"]) for h in last):
        return PLACES[1]
    if any(fact in folded(h["text"]) for h in found):
        return PLACES[2]
    return PLACES[3]


def facts(report, listed, cli, bases):
    counts = Counter()
    for q in shown(report):
        if not q.get("factsMissing") or q["corpus"] not in bases:
            continue
        run = ask(cli, bases[q["corpus"]], q["question"])
        if run is None:
            continue
        for fact in q["factsMissing"]:
            where = place(fact, run)
            counts[where] += 1
            if listed:
                print(f"  {q['id']}: “{fact}”: {where}")
    return " | ".join(str(counts[p]) for p in PLACES)


def decided(q):
    if q["unanswerable"]:
        return "unanswerable"
    return "right source" if set(q["citedSources"]) & set(q["expectedSources"]) else "no expected source"


def rounds(report, listed):
    counts = Counter()
    for q in shown(report):
        counts[(min(q["rounds"], 3), decided(q))] += 1
        if listed and q["rounds"] > 1 and decided(q) != "right source":
            print(f"  {q['id']}: round {q['rounds']}, {decided(q)}")
    kinds = ["right source", "no expected source", "unanswerable"]
    return " | ".join("/".join(str(counts[(r, k)]) for k in kinds) for r in (1, 2, 3))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["facts", "rounds"])
    parser.add_argument("reports", help="a folder eval/goals.py --save filled")
    parser.add_argument("--list", action="store_true", help="name the tune sets' questions")
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "bin", "lotse-cli"))
    parser.add_argument("--shared", default=os.path.join(os.path.dirname(ROOT), "shared"))
    parser.add_argument("--cache", default=os.path.expanduser("~/.cache/Lotse/lotse/eval"))
    args = parser.parse_args()
    held = held_out_files(args.shared)
    paths = sorted(glob.glob(os.path.join(args.reports, "*.json")))
    if not paths:
        sys.exit(f"{args.reports} holds no reports: run eval/goals.py --save {args.reports} first")
    bases = knowledge_bases(args.cache) if args.what == "facts" else {}
    if args.what == "facts":
        print("| set | " + " | ".join(PLACES) + " |\n|---|---|---|---|---|")
    else:
        print("| set | round 1 (right / no expected source / unanswerable) | round 2 | round 3 |\n|---|---|---|---|")
    for path in paths:
        name = os.path.basename(path)
        report = json.load(open(path, encoding="utf-8"))
        listed = args.list and name not in held
        out = facts(report, listed, args.cli, bases) if args.what == "facts" else rounds(report, listed)
        print(f"| {name[:-len('.jsonl.json')]}{' (held out)' if name in held else ''} | {out} |")


if __name__ == "__main__":
    main()
