#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs issue 20's evaluation sets offline and prints the goal figures side by side.

    eval/goals.py [--cli build/bin/lotse-cli] [--shared ../shared] [--save DIR] [--lists curated,thesauri,dictionaries]

One row per set (the shared development set, the tune and the held-out sets of eval/dev, the fresh
questions of eval/parts/fresh.jsonl, all held out, the blind part over our corpora, split into tune
and held out, and the fresh blind part over our corpora, eval/parts/fresh-own.jsonl, all held out), one
column per goal of issue 20.
"Ambiguous" answers (answered from the closest section with a caveat) are neither refusals nor answers:
they are shown apart, for answerable and unanswerable questions. With --save, each set's
`lotse-cli eval --json` report is kept, to compare later runs with `lotse-cli eval --compare`. With
--lists, the loop runs with only those word lists of resources/lexicon (a folder holding just them,
passed as LOTSE_DATA_DIR): "--lists curated" measures it without thesauri and dictionaries, "--lists ''"
with none.
The column "bullets off the question" is the issue's last goal, no bullet that does not address its
question, counted over the bullets eval/labels/bullets.jsonl has a label for (eval/bullets.py says how
labels are made); bullets a run quotes that have none are counted apart, to be labelled with
`eval/bullets.py export`. The last column counts only each answer's first bullet, the one read first.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import bullets as bullet_labels

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sets(shared):
    corpora = os.path.join(shared, "corpora")
    own = os.path.join(ROOT, "eval", "corpora")
    dev = os.path.join(ROOT, "eval", "dev")
    both = [corpora, own]
    return [
        ("../shared/eval (dev)", os.path.join(shared, "eval", "dev-questions.jsonl"), corpora),
        ("shared corpora, tune", os.path.join(dev, "shared-tune.jsonl"), corpora),
        ("own corpora, tune", os.path.join(dev, "own-tune.jsonl"), own),
        ("shared corpora, held out", os.path.join(dev, "shared-heldout.jsonl"), corpora),
        ("own corpora, held out", os.path.join(dev, "own-heldout.jsonl"), own),
        # Written later, by someone who saw neither the other questions nor the rules: all held out.
        ("fresh questions, held out", os.path.join(ROOT, "eval", "parts", "fresh.jsonl"), corpora),
        # Written blind like the fresh part, over our corpora; half of it is looked at for tuning.
        ("our corpora, blind part: tune", os.path.join(dev, "own-blind-tune.jsonl"), own),
        ("our corpora, blind part: held out", os.path.join(dev, "own-blind-heldout.jsonl"), own),
        # A third blind part over our corpora, written after the second had been looked at: all held out.
        ("our corpora, fresh blind part, held out", os.path.join(ROOT, "eval", "parts", "fresh-own.jsonl"), own),
        # German questions over the English shared handbooks, written after trying them (change 51): tune.
        ("cross-lingual trial, tune", os.path.join(dev, "crosslingual-tune.jsonl"), corpora),
        # German questions that split a particle verb ("Wie reiche ich … ein?"), written after trying them
        # (change 71): tune.
        ("particle-verb trial, tune", os.path.join(dev, "particle-verbs-tune.jsonl"), own),
        # Questions asking when or how long, and whom to turn to, written blind by helpers after change 85:
        # tune (the held-out parts of the same kinds are below).
        ("when-questions, tune", os.path.join(dev, "timing-tune.jsonl"), own),
        ("who-questions, tune", os.path.join(dev, "contacts-tune.jsonl"), own),
        # German questions using the first part of a handbook's compound ("Tag der Anreise" for "Anreisetag"),
        # written blind by a helper after that change was tried (docs/eval-dev.md): tune.
        ("compound-part questions (ours), tune", os.path.join(dev, "compounds-own-tune.jsonl"), own),
        ("compound-part questions (Berlin), tune", os.path.join(dev, "compounds-shared-tune.jsonl"), corpora),
        # Questions asking whom to turn to, written blind by a helper after change 81 was built: held out.
        ("who-questions, held out", os.path.join(ROOT, "eval", "parts", "who.jsonl"), own),
        # Questions asking when or how long, written blind by a helper after change 85 was built: held out.
        ("when-questions, held out", os.path.join(ROOT, "eval", "parts", "when.jsonl"), own),
        # Moments of a working life over all six handbooks, written blind by a helper after change 100:
        # split alternately by kind and corpus, half tune, half held out.
        ("life events, tune", os.path.join(dev, "life-events-tune.jsonl"), both),
        ("life events, held out", os.path.join(dev, "life-events-heldout.jsonl"), both),
        # English questions over the three German handbooks, written blind by a helper after change 140
        # (every earlier new-user failure across languages came from this side): split alternately by kind,
        # corpus and id, half tune, half held out.
        ("English over German, tune", os.path.join(dev, "en-over-de-tune.jsonl"), both),
        ("English over German, held out", os.path.join(dev, "en-over-de-heldout.jsonl"), both),
        # Everyday chat questions over all six handbooks, half German, half English, written blind by a helper
        # after change 165 (the session's changes came from new-user probes): all held out.
        ("everyday questions, held out", os.path.join(ROOT, "eval", "parts", "everyday.jsonl"), both),
        # More chat questions over all six handbooks (18 across languages), written blind by a helper at the
        # start of the session after change 165: split alternately by kind, corpus and id, half tune, half held out.
        ("chat questions, tune", os.path.join(dev, "chat-tune.jsonl"), both),
        ("chat questions, held out", os.path.join(dev, "chat-heldout.jsonl"), both),
        # German questions over the three English handbooks and English ones over the three German handbooks, six
        # per handbook, written blind by a helper after change 188 to test a trial on translated words: all held out.
        ("cross-lingual blind part, held out", os.path.join(ROOT, "eval", "parts", "crossblind.jsonl"), both),
        # Short questions as typed into a search box ("vacation days?", at most eight words), eight per handbook,
        # half in the other language, written blind by a helper after change 195 (every set so far asked in
        # whole sentences): split by corpus and place, half tune, half held out.
        ("short questions, tune", os.path.join(dev, "short-tune.jsonl"), both),
        ("short questions, held out", os.path.join(dev, "short-heldout.jsonl"), both),
    ]


LISTS = {"curated": ["synonyms.txt", "places.txt", "broader.txt", "phrases.txt"], "thesauri": ["thesaurus-en.txt", "thesaurus-de.txt"],
         "dictionaries": ["translate-de-en.txt", "translate-en-de.txt"]}


def lexicon_dir(names):
    """A data folder whose lexicon/ holds only the named lists (links to resources/lexicon)."""
    unknown = [n for n in names if n not in LISTS]
    if unknown:
        sys.exit(f"--lists takes {', '.join(LISTS)}, not {', '.join(unknown)}")
    data = tempfile.mkdtemp(prefix="lotse-lexicon-")
    os.mkdir(os.path.join(data, "lexicon"))
    for name in names:
        for file in LISTS[name]:
            os.symlink(os.path.join(ROOT, "resources", "lexicon", file), os.path.join(data, "lexicon", file))
    return data


def run(cli, questions, corpora, data_dir=None):
    """The report of one set; `corpora` may be a list of folders, each question run over the one that
    holds its corpus (a set over the shared handbooks and ours alike)."""
    if isinstance(corpora, str):
        return run_one(cli, questions, corpora, data_dir)
    with open(questions, encoding="utf-8") as f:
        lines = [line for line in f if line.strip()]
    merged = None
    for folder in corpora:
        mine = [line for line in lines if os.path.isdir(os.path.join(folder, json.loads(line)["corpus"]))]
        if not mine:
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False, encoding="utf-8") as part:
            part.writelines(mine)
        try:
            report = run_one(cli, part.name, folder, data_dir)
        finally:
            os.unlink(part.name)
        if merged is None:
            merged = report
        else:
            merged["questions"] += report["questions"]
    return merged


def run_one(cli, questions, corpora, data_dir=None):
    env = dict(os.environ)
    if data_dir:
        env["LOTSE_DATA_DIR"] = data_dir
    out = subprocess.run([cli, "eval", questions, "--corpora", corpora, "--provider", "offline", "--json"],
                         check=True, capture_output=True, text=True, env=env)
    return json.loads(out.stdout)


def share(part, whole):
    return f"{part}/{whole} ({part / whole:.2f})" if whole else "–"


def mean(values):
    return f"{sum(values) / len(values):.2f}" if values else "–"


def row(name, report, labels):
    results = report["questions"]
    answerable = [r for r in results if not r["unanswerable"]]
    unanswerable = [r for r in results if r["unanswerable"]]
    shown = [r for r in answerable if r["outcome"] in ("answered", "ambiguous")]
    cites_right = [r for r in shown if set(r["citedSources"]) & set(r["expectedSources"])]
    return [
        name,
        share(sum(r["outcome"] == "refused" for r in answerable), len(answerable)),
        share(sum(r["outcome"] == "refused" for r in unanswerable), len(unanswerable)),
        share(sum(r["outcome"] == "ambiguous" for r in answerable), len(answerable)),
        share(sum(r["outcome"] == "ambiguous" for r in unanswerable), len(unanswerable)),
        share(sum(r["outcome"] == "answered" for r in unanswerable), len(unanswerable)),
        mean([r["finalRecall"] for r in answerable if r.get("finalRecall") is not None]),
        share(len(cites_right), len(shown)),
        mean([r["factCoverage"] for r in answerable if r.get("factCoverage") is not None]),
        # A proxy for "no bullet from a passage that does not address the question": cited pages that are
        # none of the question's expected sources (some of them do address it, in other words).
        share(sum(len(set(r["citedSources"]) - set(r["expectedSources"])) for r in shown),
              sum(len(set(r["citedSources"])) for r in shown)),
        off_question(report, labels),
        share(*bullet_labels.score_first(report, labels)),
    ]


def off_question(report, labels):
    """The goal itself, where labelled (eval/bullets.py): bullets that do not address their question."""
    off, labelled, unlabelled = bullet_labels.score(report, labels)
    return share(off, labelled) + (f", {unlabelled} unlabelled" if unlabelled else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "bin", "lotse-cli"))
    parser.add_argument("--shared", default=os.path.join(os.path.dirname(ROOT), "shared"))
    parser.add_argument("--save", help="a folder to keep each set's JSON report in")
    parser.add_argument("--lists", help="only these word lists: curated, thesauri, dictionaries (comma-separated)")
    args = parser.parse_args()
    data_dir = None
    if args.lists is not None:
        data_dir = lexicon_dir([n for n in args.lists.split(",") if n])
    header = ["set", "false refusals (≤ 0.15)", "unanswerable refused (≥ 0.85)", "answerable: ambiguous",
              "unanswerable: ambiguous", "unanswerable: answered", "source @ final (≥ 0.90)",
              "answers citing a right source (≥ 0.90)", "key facts (≥ 0.60)", "cited pages not expected",
              "bullets off the question (0)", "first bullet off the question"]
    labels = bullet_labels.load_labels()
    rows = []
    for name, questions, corpora in sets(args.shared):
        if not os.path.exists(questions):
            print(f"skipped {name}: {questions} not found", file=sys.stderr)
            continue
        report = run(args.cli, questions, corpora, data_dir)
        if args.save:
            os.makedirs(args.save, exist_ok=True)
            with open(os.path.join(args.save, os.path.basename(questions) + ".json"), "w") as f:
                json.dump(report, f, ensure_ascii=False, indent=1)
        rows.append(row(name, report, labels))
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for r in rows:
        print("| " + " | ".join(r) + " |")


if __name__ == "__main__":
    main()
