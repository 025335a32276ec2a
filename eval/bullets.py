#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The bullets of offline answers, and labels that say whether each addresses its question.

    eval/bullets.py export REPORTS OUT.jsonl   the bullets of the reports eval/goals.py --save kept that
                                                eval/labels/bullets.jsonl has no label for, to be labelled
    eval/bullets.py score REPORTS              per set: bullets labelled off the question / labelled, unlabelled

Issue 20's last goal is "no answer bullet from a passage that does not address the question". A bullet
is one top-level item of an answer ("- statement [section](lotse://chunk/N)") with the steps under it.
Labels are keyed by the question's id and the bullet's text without its links, so they stay valid for
every run that quotes the same words; a change that quotes new words leaves those unlabelled, and the
score says how many. A label is {"id", "bullet", "addresses": true|false, "why"}; "addresses" is true
when the bullet is about what was asked (the answer, a condition or limit of it, the procedure asked for)
and false when it is about something else that shares words with the question.
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LABELS = os.path.join(ROOT, "eval", "labels", "bullets.jsonl")
LINK = re.compile(r"\s*\[[^\]]*\]\(lotse://[^)]*\)")
SECTION = re.compile(r"\[([^\]]*)\]\(lotse://chunk/\d+")


def bullets(answer):
    """The answer's top-level bullets: (text without links, the section it cites, its steps)."""
    out = []
    for line in answer.splitlines():
        if line.startswith("- "):
            section = SECTION.search(line)
            out.append([LINK.sub("", line[2:]).strip(), section.group(1) if section else "", []])
        elif line.startswith("  - ") and out:
            out[-1][2].append(LINK.sub("", line[4:]).strip())
    return out


def shown(report):
    for q in report["questions"]:
        if q["outcome"] in ("answered", "ambiguous"):
            yield q


def load_labels(path=LABELS):
    labels = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    label = json.loads(line)
                    labels[(label["id"], label["bullet"])] = label["addresses"]
    return labels


def score(report, labels):
    """(bullets labelled off the question, bullets labelled, bullets unlabelled) of one set's report."""
    off = labelled = unlabelled = 0
    for q in shown(report):
        for text, _, _ in bullets(q["answer"]):
            key = (q["id"], text)
            if key not in labels:
                unlabelled += 1
                continue
            labelled += 1
            off += 0 if labels[key] else 1
    return off, labelled, unlabelled


def score_first(report, labels):
    """(answers whose first bullet is labelled off the question, answers whose first bullet is labelled):
    what an employee reads first."""
    off = labelled = 0
    for q in shown(report):
        found = bullets(q["answer"])
        if not found or (q["id"], found[0][0]) not in labels:
            continue
        labelled += 1
        off += 0 if labels[(q["id"], found[0][0])] else 1
    return off, labelled


def export(reports, out_path):
    labels = load_labels()
    with open(out_path, "w", encoding="utf-8") as out:
        for path in sorted(glob.glob(os.path.join(reports, "*.json"))):
            report = json.load(open(path, encoding="utf-8"))
            for q in shown(report):
                for text, section, steps in bullets(q["answer"]):
                    if (q["id"], text) in labels:
                        continue
                    out.write(json.dumps({"set": os.path.basename(path)[:-5], "id": q["id"], "question": q["question"],
                                          "outcome": q["outcome"], "section": section, "bullet": text,
                                          "steps": steps}, ensure_ascii=False) + "\n")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "export":
        export(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "score":
        labels = load_labels()
        for path in sorted(glob.glob(os.path.join(sys.argv[2], "*.json"))):
            off, labelled, unlabelled = score(json.load(open(path, encoding="utf-8")), labels)
            print(f"{os.path.basename(path)[:-5]}: {off}/{labelled} off the question, {unlabelled} unlabelled")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
