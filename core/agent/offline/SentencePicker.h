// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PassageSentences.h"
#include "retrieval/Hit.h"
#include "retrieval/QueryTerm.h"

#include <QHash>
#include <QSet>
#include <functional>

namespace lotse {

// A list item or table row quoted under the statement that introduces it.
struct QuotedStep
{
    QString text;
    int hitIndex = -1; // the passage it was read from, when not the statement's own (a list cut off)
};

// A statement quoted from the evidence, with the list steps it introduces.
struct PickedSentence
{
    int hitIndex = 0;       // into the evidence
    qsizetype position = 0; // in the passage's text
    QString text;
    QList<QuotedStep> steps;
    QStringList stepTexts() const;
};

// Chooses the sentences of the evidence that carry the most of the question's key terms (the
// "best-supported" ones) for an extractive answer. A chosen sentence that introduces a list brings
// the list's steps; a chosen step brings the sentence that introduces it. The result is ordered by
// section, the best-scored section first, each section's sentences in document order.
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
        int documentPassages = 0; // passages of the answer's document read beside the retrieved ones
    };
    // Whether a question asks for a figure ("How many…", "When…", "Wie lange…": sentences with numbers
    // are then preferred), and of which kinds (Quantity::askedKinds: empty when any figure answers).
    struct Figure
    {
        bool asked = false;
        QStringList kinds;
        QString per;       // the period asked for ("a year": Period::asked), empty when none
        bool whom = false; // "Who do I talk to …?": sentences naming a contact are preferred (Contact)
        // "Which applies, the offer letter or the handbook?": what a document says of itself may answer
        // (PassageSentences::asksAboutDocuments); otherwise it is not quoted.
        bool documents = false;
        static Figure of(const QString& question);
        // Whether `text` states the figure asked: one of `kinds`, or one per the period `per`.
        bool answeredBy(const QString& text) const;
        // … or, where no kind or period is asked ("how much"), any figure.
        bool statedIn(const QString& text) const;
    };
    // One part of a split question: its own terms, and the figure it asks for.
    struct Part
    {
        QList<WeightedTerm> terms;
        Figure figure;
    };

    // `evidence` holds the `retrieved` passages, then any passages read next to them in their sections
    // (SectionPassages): those count as part of the retrieved passage of their section.
    // `judged`: passages the grader judged together with the best section (Verdict::judgedWith), quoted though
    // they cover less of the question than the bar asks.
    static QList<PickedSentence> pick(const QList<Hit>& evidence, qsizetype retrieved, const QList<WeightedTerm>& terms,
                                      const Figure& figure, Limits limits, const QSet<qint64>& judged = {});
    // The sentences each part of a split question is answered by, together and each once.
    static QList<PickedSentence> pickForParts(const QList<Hit>& evidence, qsizetype retrieved,
                                              const QList<WeightedTerm>& terms, const Figure& figure,
                                              const QList<Part>& parts, Limits limits, const QSet<qint64>& judged = {});
    static constexpr int partSentences = 2; // sentences a part may add to the whole question's
    // How many of the retrieved passages it reads: a few more than it may quote from, and those of the answer's
    // document added to them.
    static constexpr int considered(Limits limits) { return limits.passages + 2 + limits.documentPassages; }

private:
    struct Ref
    {
        int hit;
        qsizetype index;
        double score;
        // A lead-in quoted for one of its list's items: that item (it must be among the steps quoted).
        int itemHit = -1;
        qsizetype itemIndex = -1;
    };
    // What the sentences of the passages found are ranked against (rank()).
    struct Ranking
    {
        const QList<Hit>& evidence;
        qsizetype retrieved;
        int passages;                // the retrieved passages read
        const QList<double>& shares; // each one's share of the question's weight
        double bestShare;
        QSet<QString> sectionNames; // to tell a table of contents from statements
        const QList<WeightedTerm>& terms;
        const Figure& figure;
    };
    static QSet<QString> sectionNamesOf(const QList<Hit>& evidence);
    // Whether the sentence at `index` is an example or goes on with one in its paragraph ("For instance, an employee
    // who has worked … 4 years …. If they took 12 weeks …").
    static bool inExample(const QList<QuotableSentence>& sentences, qsizetype index);
    // Each considered passage's share of the question's weight (those the grader judged raised to the bar), and the
    // best; with `quotedOnly`, without the sentences a document says of itself (PassageSentences::markAboutDocument).
    struct Shares
    {
        QList<double> each;
        double best = 0;
    };
    static Shares sharesOf(const QList<Hit>& evidence, int passages, const QueryTerms& terms,
                           const QSet<qint64>& judged, bool quotedOnly);
    // The sentence at `index`, with the list it introduces (the steps it would be quoted with).
    static QString withSteps(const QList<QuotableSentence>& sentences, qsizetype index, Limits limits);
    // The sentences that hold one of the question's words at or above `topicBar`, best first.
    static QList<Ref> rank(const Ranking& in, double topicBar, QHash<int, int>& sectionOf,
                           QHash<int, QList<QuotableSentence>>& byPassage);
    // The best score of the quotes of `refs` from passage `hit`.
    static double bestOf(const QList<Ref>& refs, int hit);
    static QList<Ref> choose(const QList<Hit>& evidence, qsizetype retrieved, const QList<WeightedTerm>& terms,
                             const Figure& figure, Limits limits, QHash<int, QList<QuotableSentence>>& byPassage,
                             const QSet<qint64>& judged = {});
    // The best-ranked sentence of a quoted section that `answers` (states the figure or names the contact
    // asked for), when no chosen sentence does.
    static void addAnswering(QList<Ref>& chosen, const QList<Ref>& ranked,
                             const std::function<bool(const Ref&)>& quotable,
                             const std::function<bool(const Ref&)>& answers);
    static double topicThreshold(const QList<WeightedTerm>& terms, const QList<Hit>& passages);
    static void score(QList<QuotableSentence>& sentences, const Hit& passage, const QList<WeightedTerm>& terms,
                      double topicIdf, const Figure& figure, int rank);
    static QList<PickedSentence> finish(const QList<Hit>& evidence, QList<Ref> chosen,
                                        const QHash<int, QList<QuotableSentence>>& byPassage, const Figure& figure,
                                        Limits limits);
    static QList<PickedSentence> answerFirst(const QList<PickedSentence>& quotes,
                                             const QList<std::pair<int, double>>& rankOf);
    static void stepsOf(PickedSentence& p, const QList<Hit>& evidence,
                        const QHash<int, QList<QuotableSentence>>& byPassage, const Ref& r, Limits limits,
                        QHash<int, QList<qsizetype>>& quotedAsStep);
    static QList<QuotedStep> stepsFrom(const QList<QuotableSentence>& sentences, qsizetype lead, int hit, Limits limits,
                                       QList<qsizetype>& used);
    static void keepItem(PickedSentence& p, const QHash<int, QList<QuotableSentence>>& byPassage, const Ref& r,
                         Limits limits, QHash<int, QList<qsizetype>>& quotedAsStep);
    // The section's next (+1) or previous (-1) passage in the evidence; -1 when there is none.
    static int neighbourInSection(const QList<Hit>& evidence, int hit, int direction);
    static Ref leadInBefore(const QList<Hit>& evidence, QHash<int, QList<QuotableSentence>>& byPassage,
                            const Ref& item);
    // The passage of `byPassage` that follows `hit` in its section (the next chunk), or -1.
    static int nextPassage(const QList<Hit>& evidence, const QHash<int, QList<QuotableSentence>>& byPassage, int hit);
    static void addContext(QList<Ref>& chosen, const QList<Hit>& evidence,
                           const QHash<int, QList<QuotableSentence>>& byPassage, const Figure& figure);
};

} // namespace lotse
