// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "retrieval/Hit.h"
#include "retrieval/QueryTerm.h"

#include <QHash>

namespace lotse {

// A statement quoted from the evidence, with the list steps it introduces.
struct PickedSentence
{
    int hitIndex = 0;       // into the evidence
    qsizetype position = 0; // in the passage's text
    QString text;
    QStringList steps;
};

// Chooses the sentences of the evidence that carry the most of the question's key terms (the
// "best-supported" ones) for an extractive answer. A chosen sentence that introduces a list brings
// the list's steps; a chosen step brings the sentence that introduces it. The result is in
// document order.
class SentencePicker final
{
public:
    struct WeightedTerm
    {
        QueryTerm term;
        double weight = 0;
        bool asked = true; // a word of the question, not one a rewrite added
    };
    struct Limits
    {
        int sentences = 4;
        int passages = 3;
        int listItems = 6;
    };
    // One part of a split question: its own terms, and whether it asks for a figure.
    struct Part
    {
        QList<WeightedTerm> terms;
        bool asksForQuantity = false;
    };

    static QList<PickedSentence> pick(const QList<Hit>& evidence, const QList<WeightedTerm>& terms,
                                      bool asksForQuantity, Limits limits);
    // The sentences each part of a split question is answered by, together and each once.
    static QList<PickedSentence> pickForParts(const QList<Hit>& evidence, const QList<WeightedTerm>& terms,
                                              bool asksForQuantity, const QList<Part>& parts, Limits limits);
    static constexpr int partSentences = 2; // sentences a part may add to the whole question's
    // "How many…", "When…", "Wie lange…": sentences with numbers are then preferred.
    static bool asksForQuantity(const QString& question);

private:
    struct Sentence
    {
        qsizetype position = 0;
        qsizetype end = 0;
        QString text;
        bool listItem = false;
        bool sameLineAsPrevious = false;
        bool instruction = false; // speaks to an AI assistant: never quoted
        double score = 0;
        bool onTopic = false; // holds a word of the question itself
    };
    // Its sentences, cut where an instruction to an assistant starts or ends (those pieces marked).
    static QList<Sentence> sentencesOf(const QString& passage, const QList<TextSpan>& instructions);
    static qsizetype leadIn(const QList<Sentence>& sentences, qsizetype item);
    static QStringList stepsAfter(const QList<Sentence>& sentences, qsizetype lead, int maxItems,
                                  QList<qsizetype>& used);
    struct Ref
    {
        int hit;
        qsizetype index;
        double score;
    };
    static QList<Ref> choose(const QList<Hit>& evidence, const QList<WeightedTerm>& terms, bool quantity, Limits limits,
                             QHash<int, QList<Sentence>>& byPassage);
    static QList<PickedSentence> finish(const QList<Hit>& evidence, QList<Ref> chosen,
                                        const QHash<int, QList<Sentence>>& byPassage, bool quantity, Limits limits);
    static void addContext(QList<Ref>& chosen, const QHash<int, QList<Sentence>>& byPassage, bool quantity);
};

} // namespace lotse
