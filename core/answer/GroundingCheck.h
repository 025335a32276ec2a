// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Grounding.h"
#include "StatementSplitter.h"
#include "retrieval/Hit.h"

namespace lotse {

struct GroundingInput
{
    QString question;
    QString markdown; // the answer as the answerer wrote it
    QList<Hit> evidence;
    QList<Contradiction> contradictions; // found in the evidence before answering
};

// The check every answer gets, offline and with a model: the answer split into statements
// (StatementSplitter), each statement that says something checked against the passages it cites
// (ClaimChecker), the one that answers the question marked, and each contradiction of the evidence
// marked as named when the answer cites all its sides. A model's grounding call adds to this
// (LlmVerifier); it never overrides a failed local check.
class GroundingCheck final
{
public:
    static Grounding run(const GroundingInput& input);
    // Whether a statement says something that can be checked (not a heading, not a frame such as
    // "According to the handbook:", not a remark about what the handbook does not say).
    static bool isClaim(const Statement& statement);
    // The claim with the most of the question's terms (with a figure, when the question asks for one).
    static void markMain(QList<Claim>& claims, const QString& question);
    // A contradiction is named when the answer says there is one and cites every side.
    static void markNamed(QList<Contradiction>& contradictions, const QString& markdown);
    // Claims in the order of `statements` that are claims: claims.at(i) belongs to that statement.
    static QList<Statement> claimStatements(const QString& markdown);
};

} // namespace lotse
