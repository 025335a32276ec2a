// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Grounding.h"
#include "PassageFacts.h"

#include <QList>

namespace lotse {

// Finds passages of the evidence that give different figures for the same thing the question asks
// about: "Full-time employees … receive 30 working days of paid annual leave" in one, "Employees get
// 100 vacation days" in another. Two sentences disagree when both are about the question (its terms),
// mostly about the same subject (the smaller one's terms nearly all in the other), state figures of
// one kind (days, amounts, dates) without a value in common, stand in different passages, and are
// neither an example nor set apart by a qualifier ("full-time" / "part-time"). Instructions to an
// assistant never count. A question in another language than the passages finds none (their words
// cannot be compared); the model's grounding call covers that case.
class ContradictionFinder final
{
public:
    static QList<Contradiction> find(const QString& question, const QList<Hit>& evidence);

    static constexpr double minContainment = 0.6;
    static constexpr int maxContradictions = 3;
    static constexpr int maxSides = 4;

private:
    struct Fact
    {
        const PassageFacts* passage = nullptr;
        const PassageFacts::Sentence* sentence = nullptr;
    };
    struct Candidate // a figure a side may show
    {
        const Fact* fact = nullptr;
        const Quantity* quantity = nullptr;
    };
    static QList<Candidate> candidatesOf(const QList<Fact>& facts);
    static bool disagree(const Fact& a, const Fact& b, const QSet<QString>& asked);
    // How many of `asked` (the question's words one sentence holds) the other passage holds nowhere.
    static qsizetype askedElsewhere(const QSet<QString>& asked, const PassageFacts& passage);
    static bool setApart(const QString& a, const QString& b);
    // Whether the figure says how often ("every 11 years", "alle 2 Jahre"), not how long or how much.
    static bool interval(const PassageFacts& passage, const Quantity& q);
    static Contradiction describe(const QList<Fact>& facts, const QString& question, const QSet<QString>& asked);
};

} // namespace lotse
