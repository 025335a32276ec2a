// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Grounding.h"
#include "PassageFacts.h"
#include "StatementSplitter.h"

#include <QCoreApplication>
#include <QHash>

namespace lotse {

// Checks a statement against the passages it cites, without a model: every figure it states
// (numbers with their units, amounts, dates, durations) must stand in a cited passage, in a sentence
// that is not an instruction to an assistant; its key terms must be what the passage is about; and
// it must not say yes where the passage's closest sentence says no, or the other way round. The
// supporting quote is the cited sentence closest to the statement. Reasons are written in
// `language` (the question's).
class ClaimChecker final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ClaimChecker)

public:
    ClaimChecker(const QHash<qint64, PassageFacts>& passages, Language language);
    Claim check(const Statement& statement) const;

    // Below both it is off topic: two shared words of seven ("straight away") say nothing.
    static constexpr double minTermShare = 0.34;
    static constexpr int minSharedTerms = 3;

private:
    struct Candidate
    {
        const PassageFacts* passage = nullptr;
        const PassageFacts::Sentence* sentence = nullptr;
        int overlap = 0;
    };
    bool checkFigures(const QList<Quantity>& figures, const QList<const PassageFacts*>& cited, Claim& claim) const;
    bool checkTopic(const QSet<QString>& terms, const QString& text, const QList<const PassageFacts*>& cited,
                    Claim& claim) const;
    bool checkNegation(const Statement& statement, const QSet<QString>& terms, const QList<Candidate>& ranked,
                       Claim& claim) const;
    QList<Candidate> ranked(const QSet<QString>& terms, const QList<Quantity>& figures,
                            const QList<const PassageFacts*>& cited) const;
    static Quote quoteOf(const Candidate& c);
    QString phrase(const char* source) const;
    QString quoted(const QString& text) const;

    const QHash<qint64, PassageFacts>& m_passages;
    Language m_language;
};

} // namespace lotse
