#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Tests of eval/diagnose.py: where a missed key fact is placed, how answers are counted by round, and that
held-out sets are counted but never listed."""
import contextlib
import io
import json
import os
import sys
import tempfile
import unittest
import unittest.mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diagnose  # noqa: E402


def hit(chunk, text):
    return {"chunkId": chunk, "text": text}


RUN = {
    "citations": [{"chunkId": 1}],
    "rounds": [
        {"hits": [hit(1, "Leave is **30 days** a year."), hit(2, "Carry over up to 5 days.")]},
        {"hits": [hit(1, "Leave is **30 days** a year."), hit(3, "Ask HR at hr@example.com.")]},
    ],
}


def question(qid, rounds, cited, expected, unanswerable=False, outcome="answered"):
    return {"id": qid, "question": "?", "corpus": "c", "outcome": outcome, "rounds": rounds, "unanswerable":
            unanswerable, "citedSources": cited, "expectedSources": expected}


class Place(unittest.TestCase):
    def test_each_place(self):
        self.assertEqual(diagnose.place("30 days", RUN), diagnose.PLACES[0])  # emphasis does not hide it
        self.assertEqual(diagnose.place("hr@example.com", RUN), diagnose.PLACES[1])
        self.assertEqual(diagnose.place("up to 5 days", RUN), diagnose.PLACES[2])
        self.assertEqual(diagnose.place("12 weeks", RUN), diagnose.PLACES[3])

    def test_a_run_without_rounds_found_nothing(self):
        self.assertEqual(diagnose.place("30 days", {}), diagnose.PLACES[3])


class Rounds(unittest.TestCase):
    REPORT = {"questions": [
        question("a", 1, ["x.md"], ["x.md"]),
        question("b", 2, ["y.md"], ["x.md"]),
        question("c", 3, ["y.md"], [], unanswerable=True),
        question("d", 5, ["x.md"], ["x.md"]),  # more rounds count as the third
        question("e", 2, [], ["x.md"], outcome="refused"),  # refusals are no answers
    ]}

    def test_counts_by_round(self):
        with contextlib.redirect_stdout(io.StringIO()):
            self.assertEqual(diagnose.rounds(self.REPORT, False), "1/0/0 | 0/1/0 | 1/0/1")

    def test_lists_later_rounds_that_went_wrong(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            diagnose.rounds(self.REPORT, True)
        self.assertEqual(out.getvalue().split("\n")[:2], ["  b: round 2, no expected source",
                                                          "  c: round 3, unanswerable"])


class HeldOut(unittest.TestCase):
    def test_held_out_sets_are_never_listed(self):
        shared = os.path.join(os.path.dirname(diagnose.ROOT), "shared")
        held = diagnose.held_out_files(shared)
        self.assertIn("shared-heldout.jsonl.json", held)
        self.assertIn("fresh.jsonl.json", held)
        self.assertNotIn("shared-tune.jsonl.json", held)
        with tempfile.TemporaryDirectory() as reports:
            for name, qid in (("shared-heldout.jsonl.json", "ho-1"), ("shared-tune.jsonl.json", "tu-1")):
                with open(os.path.join(reports, name), "w", encoding="utf-8") as f:
                    json.dump({"questions": [question(qid, 2, ["y.md"], ["x.md"])]}, f)
            out = io.StringIO()
            argv = ["diagnose.py", "rounds", reports, "--list", "--shared", shared]
            with contextlib.redirect_stdout(out), unittest.mock.patch.object(sys, "argv", argv):
                diagnose.main()
        self.assertIn("tu-1: round 2, no expected source", out.getvalue())
        self.assertNotIn("ho-1", out.getvalue())
        self.assertIn("| shared-heldout (held out) | 0/0/0 | 0/1/0 | 0/0/0 |", out.getvalue())

    def test_an_empty_folder_says_what_to_do(self):
        with tempfile.TemporaryDirectory() as reports, unittest.mock.patch.object(
                sys, "argv", ["diagnose.py", "facts", reports]):
            with self.assertRaises(SystemExit) as stop:
                diagnose.main()
        self.assertIn("run eval/goals.py --save", str(stop.exception))


if __name__ == "__main__":
    unittest.main()
