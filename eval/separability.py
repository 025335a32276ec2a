#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How well the offline grader's evidence can tell answerable from unanswerable questions at all.

    eval/separability.py [--cli build/bin/lotse-cli] [--shared ../shared] [--cache DIR]

Asks every question of the evaluation sets offline for one round (`lotse-cli ask --json --max-rounds 1`)
and takes the grader's raw verdict: coverage, anchors, words held together in one sentence, the score,
the counts of covered, missing, related and absent words, whether a figure asked for is stated, and
whether the question's rarest words (its likely topic) are held, and how many of its neighbouring key
terms ("signing bonus") the best passage holds together. Prints
each feature's AUC (answerable above unanswerable; 0.5 is chance), and the best any weighting of all of
them can do: a logistic regression, cross-validated in five folds (three shuffles), as the share of
unanswerable questions refused where at most 0.15 of the answerable ones are (issue 20 asks for 0.85).
This bounds every rule built on these features, hand-written or learned.
"""
import argparse
import glob
import json
import math
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile
import unicodedata
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

FEATURES = {
    "coverage": lambda r: r["coverage"],
    "anchors": lambda r: r["anchors"],
    "sentence words (own)": lambda r: r["sentenceWords"],
    "sentence words (related)": lambda r: r["sentenceWordsRelated"],
    "best score": lambda r: r["bestScore"],
    "covered words": lambda r: len(r["covered"]),
    "missing words (fewer)": lambda r: -len(r["missing"]),
    "absent words (fewer)": lambda r: -len(r["absent"]),
    "related-only words (fewer)": lambda r: -len(r["related"]),
    "figure where asked": lambda r: float((not r["asksQuantity"]) or r["statesQuantity"]),
    # From the key terms' rarity (raw "terms"): is the question's topic, its rarest words, in the section?
    "rarest word held": lambda r: float(rarest(r, 1)),
    "one of the two rarest held": lambda r: float(rarest(r, 2)),
    "weight held (not a share)": lambda r: sum(t["idf"] * MATCH[t["match"]] for t in r["terms"]),
    "words the knowledge base uses": lambda r: sum(t["match"] != "absent" for t in r["terms"]),
    # Noun phrases: the question's neighbouring key terms ("signing bonus") together in the best passage.
    "word pairs held together": lambda r: r["pairsTogether"],
    # What the question asks whether the employer gives (OfferedThing), and what it counts ("wie viele
    # Urlaubstage"): named by the section, or the question asks no such thing.
    "thing asked for held": lambda r: float(not r.get("offeredMissing", False)),
    "thing counted held": lambda r: float(not r.get("countedAbsent", False)),
}
# "time stated", "sum stated": a word the section answers without holding it ("beginnt", "Geld"), counted as a
# related match (TermCoverage::implied).
MATCH = {"own": 1.0, "related": 0.6, "time stated": 0.6, "sum stated": 0.6, "none": 0.0, "absent": 0.0}


def word_pairs(question, raw):
    """The question's key terms that stand next to each other in it (at most one word between): its noun
    phrases and verb-object pairs ("signing bonus", "exercise price")."""
    words = re.findall(r"\w+", fold(question))
    at = {}
    for t in raw["terms"]:
        if t["word"] in words:
            at[t["word"]] = words.index(t["word"])
    ordered = sorted((i, w) for w, i in at.items())
    return [(a, b) for (i, a), (j, b) in zip(ordered, ordered[1:]) if j - i <= 2]


def together(tokens, a, b, window=3, prefix=5):
    """Both words (compared by their first letters, a crude stem) within `window` tokens of each other."""
    first = [i for i, t in enumerate(tokens) if t[:prefix] == a[:prefix]]
    second = {i for i, t in enumerate(tokens) if t[:prefix] == b[:prefix]}
    return any(abs(i - j) <= window for i in first for j in second)


def pairs_in_best_section(question, raw, db):
    """The share of the question's word pairs that the best passage (text and heading) holds together."""
    pairs = word_pairs(question, raw)
    row = sqlite3.connect(db).execute("SELECT text, heading_path FROM chunks WHERE id = ?",
                                      (raw.get("bestChunkId"),)).fetchone()
    if not pairs or not row:
        return 0.5
    tokens = re.findall(r"\w+", fold(row[0] + " " + row[1]))
    return sum(together(tokens, a, b) for a, b in pairs) / len(pairs)


def fold(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def rarest(raw, n):
    used = sorted((t for t in raw["terms"] if t["match"] != "absent"), key=lambda t: -t["idf"])
    return any(t["match"] in ("own", "related") for t in used[:n])


def sets(shared):
    dev = os.path.join(ROOT, "eval", "dev")
    corpora = os.path.join(shared, "corpora")
    own = os.path.join(ROOT, "eval", "corpora")
    return [(os.path.join(shared, "eval", "dev-questions.jsonl"), corpora),
            (os.path.join(dev, "shared-tune.jsonl"), corpora), (os.path.join(dev, "own-tune.jsonl"), own),
            (os.path.join(dev, "shared-heldout.jsonl"), corpora), (os.path.join(dev, "own-heldout.jsonl"), own)]


def knowledge_bases(cache):
    """`lotse-cli eval` indexes each corpus once into the cache; the questions are then asked over those.
    Corpus names are unique across ../shared/corpora and eval/corpora; of an older cached copy of a
    corpus (its files changed since), the newest is taken."""
    found = {}
    for path in glob.glob(os.path.join(cache, "**", "*.sqlite"), recursive=True):
        name = os.path.splitext(os.path.basename(path))[0]
        if name not in found or os.path.getmtime(path) > os.path.getmtime(found[name]):
            found[name] = path
    return found


def verdict(cli, db, question):
    out = subprocess.run([cli, "ask", question, "--json", "--max-rounds", "1", "--db", db, "--provider", "offline",
                          "--no-trace"], capture_output=True, text=True)
    if out.returncode != 0:  # reported and left out, not fatal to the whole run
        print(f"left out (lotse-cli failed): {question[:60]}: {out.stderr.strip()[:200]}", file=sys.stderr)
        return {}
    return json.loads(out.stdout)["rounds"][0]["verdict"].get("raw", {})


def auc(positive, negative):
    pairs = [(p > n) + 0.5 * (p == n) for p in positive for n in negative]
    return sum(pairs) / len(pairs)


def scaler(rows):
    """Mean and spread of each column of the training rows: the test fold is scaled with them, unseen."""
    columns = list(zip(*rows))
    means = [sum(c) / len(c) for c in columns]
    spreads = [math.sqrt(sum((v - m) ** 2 for v in c) / len(c)) or 1.0 for c, m in zip(columns, means)]
    return lambda row: [(v - m) / s for v, m, s in zip(row, means, spreads)]


def train(rows, labels, l2=1.0, steps=2000, rate=0.1):
    weights, bias = [0.0] * len(rows[0]), 0.0
    for _ in range(steps):
        grad, grad_bias = [0.0] * len(weights), 0.0
        for row, label in zip(rows, labels):
            z = max(-30.0, min(30.0, bias + sum(w * v for w, v in zip(weights, row))))
            error = 1 / (1 + math.exp(-z)) - label
            grad_bias += error
            grad = [g + error * v for g, v in zip(grad, row)]
        n = len(rows)
        weights = [w - rate * (g / n + l2 * w / n) for w, g in zip(weights, grad)]
        bias -= rate * grad_bias / n
    return weights, bias


def refused_at(scores, labels, false_refusals=0.15):
    answerable = sorted(s for s, y in zip(scores, labels) if y)
    threshold = answerable[int(false_refusals * len(answerable))]
    unanswerable = [s for s, y in zip(scores, labels) if not y]
    return sum(s < threshold for s in unanswerable) / len(unanswerable)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default=os.path.join(ROOT, "build", "bin", "lotse-cli"))
    parser.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    parser.add_argument("--cache", default=os.path.join(tempfile.gettempdir(), "lotse-separability"))
    args = parser.parse_args()

    questions = []
    for path, corpora in sets(args.shared):
        subprocess.run([args.cli, "eval", path, "--corpora", corpora, "--cache", args.cache, "--provider", "offline",
                        "--json"], check=True, capture_output=True)
        questions += [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    bases = knowledge_bases(args.cache)
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        raws = list(pool.map(lambda q: verdict(args.cli, bases[q["corpus"]], q["question"]), questions))
    for raw, q in zip(raws, questions):
        if "terms" in raw:  # read here: the feature needs the knowledge base, not only the verdict
            raw["pairsTogether"] = pairs_in_best_section(q["question"], raw, bases[q["corpus"]])
    data = [(raw, q["kind"] != "unanswerable") for raw, q in zip(raws, questions) if "terms" in raw]
    labels = [y for _, y in data]
    print(f"{len(data)} questions ({sum(labels)} answerable, {len(labels) - sum(labels)} unanswerable), round 1\n")
    print("| feature | AUC |\n|---|---|")
    for name, feature in FEATURES.items():
        values = [feature(raw) for raw, _ in data]
        print(f"| {name} | {auc([v for v, y in zip(values, labels) if y], [v for v, y in zip(values, labels) if not y]):.2f} |")

    rows = [[feature(raw) for feature in FEATURES.values()] for raw, _ in data]
    print("\n| all features, logistic regression (5-fold CV) | AUC | unanswerable refused at false refusals 0.15 |")
    print("|---|---|---|")
    for seed in range(3):
        order = list(range(len(rows)))
        random.Random(seed).shuffle(order)
        scores = [0.0] * len(rows)
        for fold in range(5):
            test = set(order[fold::5])
            scale = scaler([rows[i] for i in order if i not in test])
            train_rows = [scale(rows[i]) for i in order if i not in test]
            weights, bias = train(train_rows, [labels[i] for i in order if i not in test])
            for i in test:
                scores[i] = bias + sum(w * v for w, v in zip(weights, scale(rows[i])))
        positive = [s for s, y in zip(scores, labels) if y]
        negative = [s for s, y in zip(scores, labels) if not y]
        print(f"| shuffle {seed} | {auc(positive, negative):.2f} | {refused_at(scores, labels):.2f} |")


if __name__ == "__main__":
    main()
