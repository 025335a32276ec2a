// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TermCoverage.h"
#include "agent/Strategies.h"
#include "text/Language.h"

namespace lotse {

class SectionPassages;
class Vocabulary;

// Judges evidence without a model: the best section must cover enough of the question's key
// terms (weighted by rarity; words the knowledge base never uses weigh little), two of them specific
// to that part of the knowledge base, a figure where the question asks for one, and reach a minimum
// score. Writes a rationale a person can check, e.g. "covers 2 of 3 key terms (laptop, stolen);
// missing: train". A section that shows the topic but falls just short (a little under the share, no
// figure where one is asked for, or no sentence holding two of the question's words) is ambiguous: the loop answers
// from it, framed, when no round is sufficient. docs/offline-retrieval.md has the measurements behind each rule.
class HeuristicGrader final : public Grader
{
public:
    HeuristicGrader(Vocabulary& vocabulary, SectionPassages& sections, const AgentOptions& options);
    void grade(const GradeInput& input, Done done) override;

    // Whether a word in `documentFrequency` of `passages` passages marks a part of the knowledge base.
    static bool specific(int documentFrequency, int passages);
    static constexpr int anchorsNeeded = 2;
    // A word in at most this many times √N passages, but more than √N, counts half towards them for a
    // sufficient verdict (not for an ambiguous one): "picture" in 19 of the Berlin handbook's 300 passages
    // (√N: 17.3) is as telling as one in 17 (docs/eval-dev.md change 111).
    static constexpr double nearlySpecific = 1.5;
    // … unless the section holds this share of the question's weight (in a small handbook no word is rare)
    static constexpr double selfEvidentShare = 0.7;
    // … or one, and a sentence of the section holding this many of the question's words (their own forms).
    static constexpr int sentenceWordsNeeded = 3;
    // Choosing the best section: each of the question's words one sentence holds together (up to five)
    // counts this much coverage extra.
    static constexpr double togetherBonus = 0.03;
    // … and a heading that names one of the question's words this much.
    static constexpr double headingBonus = 0.03;
    // … and stating a figure of the kind asked for ("how often": "3 days per week") this much.
    static constexpr double figureBonus = 0.03;
    // … and, asked when something starts or ends, a sentence saying that verb with a time ("after that date
    // they expire") this much: what is asked, over a section holding the situation's words (0.1 was too little
    // where "leftover" is rare).
    static constexpr double verbTimeBonus = 0.2;
    // An on-topic section covering more than this share (but not the sufficient one) is ambiguous.
    static constexpr double ambiguousShare = 0.2;

private:
    // The most of the question's words one sentence of a section holds.
    struct SentenceWords
    {
        int own = 0;     // as the word itself (its inflections, translations)
        int related = 0; // counting related forms (synonyms, compound parts) too
    };
    // What kind of answer the question asks for, beyond its words.
    struct Asks
    {
        bool twoSided = false; // compares two things ("Unterschied", "im Vergleich zu", "X vs. Y")
        bool time = false;     // when or how long (Timing::asked)
        QStringList kinds;     // of figure (Quantity::askedKinds)
        // The verbs of starting or ending in a sentence asking when ("When does my … expire?"; not "Ich fange
        // am Montag an." before "Wann …?"), whatever verbSaidAbout() says.
        QSet<QString> timeVerbs;
        bool amount = false; // an amount, a duration or a date (Quantity::askedAmount)
    };
    struct Section
    {
        QList<int> passages; // into the hits, best-ranked first
        TermCoverage coverage;
        QSet<QString> tokens;
        SentenceWords together;
        bool namedInHeading = false; // its title or heading holds one of the question's words
        // Each question word the section holds only through a related form is one its heading names ("vacation"
        // under "Annual Leave › Entitlement").
        bool relatedInHeading = false;
        // … one in at most about half of the knowledge base's passages: "Clef" of "Clef Observed Holiday List"
        // (in 140 of Clef's 257) names the company, not the topic.
        bool headingNamesTopic = false;
        bool statesKind = false;   // a figure of the kind asked for (Asks::kinds)
        bool verbWithTime = false; // a sentence holding the question's verb of starting or ending and a time
        // A question of two sides or parts: the first passage of the section judged with this one, which
        // covers what it lacks (-1: none), and the words that section adds.
        int pairedWith = -1;
        QStringList pairedCovers;
        bool figureBelow = false; // … the paired one is a subsection, stating the figure asked for (withFigureBelow())
        // The question's verbs of starting or ending that a sentence of the section answers with a time
        // (timeStated()).
        QSet<QString> implied;
    };
    struct Checks
    {
        bool coverage = false;
        bool anchored = false;
        bool nearlyAnchored = false; // two anchors counting a nearly specific word as half (nearlySpecific)
        // Every word of the question is in the section, one of them in its heading, but for things the
        // question lists beside those ("my wallet, keys and laptop", Conjoined): the section answers part of
        // it at best.
        bool coversPartOfList = false;
        int anchors = 0;
        int sentenceWords = 0;    // the most of the question's words one sentence of the section holds
        int sentenceWordsAny = 0; // … counting related forms (synonyms, compound parts) too
        bool fewWords = false;    // the question has at most two words the knowledge base uses
        bool asksQuantity = false;
        // What the question counts or measures is a word the knowledge base never uses ("wie viele
        // Homeoffice-Tage"): no section states that figure, however many of the other words it holds.
        bool countedAbsent = false;
        // The thing a question asks whether it is given ("Bekomme ich … Sonderurlaub?", OfferedThing) is not
        // in the section: it does not answer, however much of the story it holds.
        bool offeredMissing = false;
        QString offered;       // that thing's key word
        QString offeredPhrase; // … and the thing as the question names it ("company pension scheme")
        bool statesQuantity = false;
        bool quantityReadOn = false; // stated only in the section's passages next to the retrieved ones
        bool score = false;
        bool nearCoverage = false;      // over ambiguousShare
        bool namedInHeading = false;    // the section's title or heading holds one of the question's words
        bool headingNamesTopic = false; // … one that is not in most of the knowledge base (Section)
        // Some sentence of the section holds two of the question's words: it speaks about the question,
        // not only uses its words in different places. A question of one or two words has nothing to
        // hold together.
        bool wordsTogether() const { return fewWords || sentenceWordsAny >= 2; }
        bool passed() const
        {
            return coverage && (anchored || nearlyAnchored) && (!asksQuantity || statesQuantity) && score
                   && wordsTogether() && !countedAbsent && !offeredMissing;
        }
        // On the topic and well matched, short only of the share or of a sentence that holds the question's
        // words together (then only under a heading that names one: scattered words under another heading
        // are about something else, docs/eval-dev.md change 17). Never short of the figure asked for: a
        // section that names the topic and states no such figure does not answer it, and the refusal says
        // so (change 94: ten unanswerable questions refused, and three answerable ones).
        bool ambiguous() const
        {
            return !passed() && (anchored || coversPartOfList) && score && !countedAbsent && !offeredMissing
                   && (!asksQuantity || statesQuantity)
                   && (coverage ? (!wordsTogether() || !anchored) && headingNamesTopic
                                : nearCoverage && headingNamesTopic);
        }
    };
    // A question comparing two things may be answered by two sections together (pairedWith()).
    static Section bestSection(const QueryTerms& terms, const QList<Hit>& hits, const Asks& asks);
    static QList<QList<int>> sectionsOf(const QList<Hit>& hits);
    static Section sectionOf(const QList<int>& passages, const QueryTerms& terms, const QList<Hit>& hits,
                             const Asks& asks);
    // Whether a sentence of the hits holds one of the question's verbs of starting or ending and another of its
    // words.
    static QSet<QString> timeVerbsAsked(const QString& question);
    // Whether a sentence of the passages holds one of `verbs` (as itself) and a time.
    static bool saysVerbWithTime(const QList<int>& passages, const QueryTerms& terms, const QList<Hit>& hits,
                                 const QSet<QString>& verbs);
    static bool verbSaidAbout(const QueryTerms& terms, const QList<Hit>& hits);
    // The question's words naming money itself ("Geld") where the section states a sum: what they ask about.
    static QSet<QString> moneyStated(const QList<int>& passages, const QueryTerms& terms, const QList<Hit>& hits);
    // Of the question's verbs of starting, ending or lasting that the section lacks, those a sentence of it
    // answers: one that states a time and holds another of the question's words ("Frühschicht | 6:00–14:00").
    static QSet<QString> timeStated(const QList<int>& passages, const QueryTerms& terms, const QList<Hit>& hits,
                                    const QSet<QString>& tokens);
    static Section pairedWith(const Section& best, const QList<Section>& others, const QueryTerms& terms,
                              const QList<Hit>& hits);
    // A section that states no figure of the kind asked for, judged together with its retrieved subsection that
    // does, in a sentence holding one of the question's words: "How long is parental leave for fathers?" is
    // answered by "Parental Leave" ("mothers and fathers alike") with "› Entitlement" ("up to 3 years").
    static Section withFigureBelow(const Section& best, const QList<Section>& others, const QueryTerms& terms,
                                   const QList<Hit>& hits, const QStringList& kinds);
    static bool statesFigureAbout(const Section& section, const QueryTerms& terms, const QList<Hit>& hits,
                                  const QStringList& kinds, int specificIn = 0);
    // `best` and `other` judged as one place, with `both`'s coverage.
    static Section joined(const Section& best, const Section& other, const TermCoverage& both);
    // `implied`: verbs of starting or ending (Section::implied), held by a sentence that states a time.
    static SentenceWords mostWordsInOneSentence(const QList<int>& passages, const QueryTerms& terms,
                                                const QList<Hit>& hits, const QSet<QString>& implied);
    // `readOn`: the passages next to the best section's in that section, where its figure may stand.
    Checks judge(const Section& best, const GradeInput& input, const QueryTerms& terms, int passages,
                 const QList<Hit>& readOn) const;
    // A sentence of the section holds one of the question's rarer words as itself and names whom to
    // contact (an e-mail address, "contact", "wenden Sie sich").
    static bool contactAbout(const Section& best, const GradeInput& input, const QueryTerms& terms, int passages);
    static QString describe(const Section& best, const QList<Hit>& hits, int total, Language language);
    QString verdictLine(const Checks& checks, const Section& best, Language language) const;
    Verdict verdict(const Section& best, const Checks& checks, const GradeInput& input, const QueryTerms& terms,
                    Language language) const;
    static QJsonObject rawOutput(const Verdict& v, const Section& best, const Checks& checks, const Hit& hit,
                                 const QueryTerms& terms);

    Vocabulary& m_vocabulary;
    SectionPassages& m_sections;
    AgentOptions m_options;
};

} // namespace lotse
