// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SentencePicker.h"
#include "agent/Strategies.h"

namespace lotse {

class SectionPassages;
struct OfflinePhrases;
class Vocabulary;

// Answers without a model by quoting the evidence: the sentences that carry the most of the
// question's key terms, each followed by a citation link to its passage. From an ambiguous verdict
// it quotes only the section the verdict is about, framed: the handbook may not cover the exact case,
// what the section does not mention, and where to ask. Refusals say what was looked for and which
// passages came closest. A quoted passage's section is read on around it (SectionPassages), so the
// sentence after the retrieved passage, often the one with the figure, can be quoted too.
class ExtractiveAnswerer final : public Answerer
{
public:
    ExtractiveAnswerer(Vocabulary& vocabulary, SectionPassages& sections);
    void answer(const AnswerInput& input, Delta onDelta, Done done) override;
    void refuse(const RefusalInput& input, Done done) override;

    static constexpr int maxSentences = 6;
    static constexpr int maxPassages = 3;
    static constexpr int maxListItems = 6;
    static constexpr SentencePicker::Limits limits{maxSentences, maxPassages, maxListItems};
    // The Hit::searchShare of a passage read next to those `found` in its section: the best of theirs in that
    // section (1 where none is).
    static double sectionShare(const Hit& read, const QList<Hit>& found);

private:
    // The question's terms (full weight) and those only a rewritten query adds (half weight).
    Result<QList<SentencePicker::WeightedTerm>> weightedTerms(const QString& question, const QString& query);
    Result<QList<PickedSentence>> pick(const AnswerInput& input, const QList<Hit>& evidence, qsizetype retrieved,
                                       SentencePicker::Limits limits);
    // The passages the grader judged with its best section (Verdict::judgedWith), and those of the best section
    // that state the figure asked for.
    static QSet<qint64> judgedPassages(const Verdict& verdict, const QList<Hit>& evidence,
                                       const SentencePicker::Figure& figure);
    // The evidence, then the passages next to its first ones in their sections.
    Result<QList<Hit>> withSections(const QList<Hit>& evidence, SentencePicker::Limits limits);
    // A question asking who, answered with no sentence naming whom to contact, gets the contacts the answer's
    // document lists (Contact::listedIn): "An wen wende ich mich bei Fragen zur Betriebsrente?" is answered
    // by "Kontakt: vorsorge@…" at the end of the pension policy, which holds none of the question's words.
    Status addDocumentContact(const QString& question, QList<Hit>& evidence, QList<PickedSentence>& picked);
    // The paragraph of `sentences` that holds the one at `naming`, at most contactSentences of it.
    static PickedSentence contactParagraph(const QList<QuotableSentence>& sentences, qsizetype naming, int hitIndex);
    static constexpr qsizetype contactSentences = 3;
    // The verdict's focus (its best section) when the verdict is ambiguous, else all the evidence.
    static QList<Hit> evidenceFor(const AnswerInput& input);
    // The quotes of `picked` from passages their search scored at least quotedShare of its best (Hit::searchShare)
    // and from the sections the grader judged; all of `picked` if that leaves none.
    static QList<PickedSentence> closeToBest(const QList<PickedSentence>& picked, const QList<Hit>& evidence,
                                             const QList<qint64>& judged);
    static constexpr double quotedShare = 0.6;
    // Where the first quote (or, the first being from another section, the first of the grader's section that
    // states it) states the figure of the kind a question asking one thing asks for: that quote, and those of its
    // section that state such a figure too and hold the question's `terms` it holds.
    static QList<PickedSentence> answeredFirst(const AnswerInput& input, const QList<PickedSentence>& picked,
                                               const QList<Hit>& evidence, const QueryTerms& terms);
    static QStringList framedLines(const AnswerInput& input, bool opening);
    // Of the sections that came closest, those holding one of the question's specific words.
    Result<QList<Hit>> closeSections(const RefusalInput& input);

    Vocabulary& m_vocabulary;
    SectionPassages& m_sections;
};

} // namespace lotse
