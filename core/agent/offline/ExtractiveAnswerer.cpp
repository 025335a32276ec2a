// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExtractiveAnswerer.h"

#include "AskedAbout.h"
#include "JudgedPage.h"
#include "OfflinePhrases.h"
#include "QuestionParts.h"
#include "SentencePicker.h"
#include "TermCoverage.h"
#include "agent/RefusalText.h"
#include "answer/CitationLink.h"
#include "answer/Contact.h"
#include "answer/Timing.h"
#include "retrieval/SectionPassages.h"
#include "retrieval/Vocabulary.h"
#include "text/InstructionDetector.h"

#include <QSet>
#include <algorithm>

namespace lotse {

ExtractiveAnswerer::ExtractiveAnswerer(Vocabulary& vocabulary, SectionPassages& sections)
    : m_vocabulary(vocabulary)
    , m_sections(sections)
{}

Result<QList<SentencePicker::WeightedTerm>> ExtractiveAnswerer::weightedTerms(const QString& question,
                                                                              const QString& query)
{
    const auto questionTerms = m_vocabulary.analyze(question);
    if (!questionTerms)
        return questionTerms.error();
    // Question words count fully; words a rewrite added (the topic's words) count half.
    QList<SentencePicker::WeightedTerm> terms;
    QSet<QString> seen;
    // "beginnt" of "Wann beginnt die Frühschicht?" is what is asked, answered by a time (Timing), not the
    // topic: a sentence holding only the verb ("beginnt die Umwandlung") is not about the question.
    const bool time = Timing::asked(question);
    for (const QueryTerm& t : AskedAbout::of(questionTerms.value(), question)) {
        if (t.inIndex())
            terms.append({t, t.idf, !(time && Timing::verb(t.word))});
    }
    for (const QueryTerm& t : questionTerms.value())
        seen.insert(t.word); // "kontaktiere" of "Wen kontaktiere ich …" not back through the rewrite either
    if (query.isEmpty() || query == question)
        return terms;
    const auto queryTerms = m_vocabulary.analyze(query);
    if (!queryTerms)
        return queryTerms.error();
    for (const QueryTerm& t : queryTerms.value()) {
        if (t.inIndex() && !seen.contains(t.word))
            terms.append({t, 0.5 * t.idf, false});
    }
    return terms;
}

Result<QList<PickedSentence>> ExtractiveAnswerer::pick(const AnswerInput& input, const QList<Hit>& evidence,
                                                       qsizetype retrieved, SentencePicker::Limits limits)
{
    auto terms = weightedTerms(input.question, input.query);
    if (!terms)
        return terms.error();
    const auto figure = SentencePicker::Figure::of(input.question);
    const QStringList lanes = QuestionParts::of(input.question);
    const QSet<qint64> judged = judgedPassages(input.verdict, evidence, figure);
    if (lanes.size() < 2 || input.verdict.ambiguous)
        return SentencePicker::pick(evidence, retrieved, terms.value(), figure, limits, judged);
    // A split question is also answered part by part, so its second part is not crowded out by its first.
    QList<SentencePicker::Part> parts;
    for (const QString& lane : lanes) {
        auto laneTerms = weightedTerms(lane, {});
        if (!laneTerms)
            return laneTerms.error();
        parts.append({laneTerms.value(), SentencePicker::Figure::of(lane)});
    }
    return SentencePicker::pickForParts(evidence, retrieved, terms.value(), figure, parts, limits, judged);
}

QSet<qint64> ExtractiveAnswerer::judgedPassages(const Verdict& verdict, const QList<Hit>& evidence,
                                                const SentencePicker::Figure& figure)
{
    // Those of the best section that state the figure asked for cover less of the question than their neighbour
    // ("The learning budget will be limited to $2,000 … for employees joining … after May", next to the passage
    // naming courses and books), but hold the answer. Every passage of the best section quoted mostly sentences
    // off the question (docs/eval-dev.md, change 172).
    QSet<qint64> judged(verdict.judgedWith.cbegin(), verdict.judgedWith.cend());
    for (const Hit& h : evidence) {
        if (figure.asked && verdict.focus.contains(h.chunkId) && figure.statedIn(h.text))
            judged.insert(h.chunkId);
    }
    return judged;
}

void ExtractiveAnswerer::answer(const AnswerInput& input, Delta onDelta, Done done)
{
    const auto questionTerms = m_vocabulary.analyze(input.question);
    if (!questionTerms) {
        done(questionTerms.error());
        return;
    }
    QList<Hit> retrieved = evidenceFor(input);
    const qsizetype found = retrieved.size();
    SentencePicker::Limits quoting = limits;
    if (!input.verdict.ambiguous) {
        const auto ownDocument = JudgedPage(m_vocabulary, m_sections).passages(input, questionTerms.value(), retrieved);
        if (!ownDocument) {
            done(ownDocument.error());
            return;
        }
        retrieved += ownDocument.value();
        quoting.documentPassages = int(ownDocument.value().size());
    }
    const auto read = withSections(retrieved, quoting);
    if (!read) {
        done(read.error());
        return;
    }
    QList<Hit> evidence = read.value();
    const auto chosen = pick(input, evidence, retrieved.size(), quoting);
    if (!chosen) {
        done(chosen.error());
        return;
    }
    // Not a quote from a passage its search scored far below the best (the grader's section excepted): such
    // passages share a word or two with the question, and their quotes were nearly all off it (change 133). Left
    // out after picking, so that no passage the picker passed over takes their place.
    QList<PickedSentence> picked =
        input.verdict.ambiguous ? chosen.value() : closeToBest(chosen.value(), evidence, input.verdict.focus);
    picked = answeredFirst(input, JudgedPage::quotedLast(picked, evidence, found, retrieved.size()), evidence,
                           questionTerms.value());
    if (picked.isEmpty()) {
        done(Answer{}); // no supporting sentence: the loop refuses
        return;
    }
    if (const Status added = addDocumentContact(input.question, evidence, picked); !added) {
        done(added.error());
        return;
    }

    Answer out;
    QStringList lines = input.verdict.ambiguous
                            ? framedLines(input, true)
                            : QStringList{OfflinePhrases::in(LanguageGuess::of(input.question)).intro, QString()};
    const auto cite = [&](int hitIndex) {
        const Hit& hit = evidence.at(hitIndex);
        const bool cited = std::any_of(out.citations.cbegin(), out.citations.cend(),
                                       [&](const Citation& c) { return c.chunkId == hit.chunkId; });
        if (!cited) {
            out.citations.append({hit.chunkId, hit.path, hit.label(), hit.page});
            out.citations.last().readOn = hitIndex >= found; // not among the round's passages
            if (out.citations.last().readOn)
                out.read.append(hit);
        }
        return CitationLink::markdown(hit.label(), hit.chunkId);
    };
    for (const PickedSentence& p : picked) {
        lines.append(QStringLiteral("- %1 %2").arg(p.text, cite(p.hitIndex)));
        // Steps read on in the next passage cite it: each is checked against the passage it stands in.
        for (const QuotedStep& step : p.steps)
            lines.append(QStringLiteral("  - ") + step.text
                         + (step.hitIndex >= 0 ? QLatin1Char(' ') + cite(step.hitIndex) : QString()));
    }
    if (input.verdict.ambiguous)
        lines += framedLines(input, false);
    out.markdown = lines.join(QLatin1Char('\n'));
    onDelta(out.markdown);
    done(out);
}

Result<QList<Hit>> ExtractiveAnswerer::withSections(const QList<Hit>& evidence, SentencePicker::Limits limits)
{
    // Only the passages the picker considers (SentencePicker: a few more than it quotes from).
    const auto read =
        m_sections.around(evidence.first(std::min<qsizetype>(evidence.size(), SentencePicker::considered(limits))),
                          SectionPassages::answerReach);
    if (!read)
        return read.error();
    QList<Hit> all = evidence;
    for (Hit h : read.value()) {
        const bool retrieved =
            std::any_of(evidence.cbegin(), evidence.cend(), [&](const Hit& e) { return e.chunkId == h.chunkId; });
        if (retrieved)
            continue; // found by the round further down: it stays a retrieved passage
        h.instructions = InstructionDetector::find(h.text); // never quoted as policy, as in retrieved ones
        h.searchShare = sectionShare(h, evidence);
        all.append(h);
    }
    return all;
}

double ExtractiveAnswerer::sectionShare(const Hit& read, const QList<Hit>& found)
{
    // Read as part of its section's passage found, it is scored as that one by its search (closeToBest()): the
    // passages after a weak match are no closer to the question than it ("How many vacation days do I get at
    // Clef?" quoted new parent leave and the offer letter's benefits from such passages).
    double share = 0;
    for (const Hit& h : found)
        share = h.sameSectionAs(read) ? std::max(share, h.searchShare) : share;
    return share > 0 ? share : 1.0;
}

Status ExtractiveAnswerer::addDocumentContact(const QString& question, QList<Hit>& evidence,
                                              QList<PickedSentence>& picked)
{
    const auto names = [](const PickedSentence& p) {
        const QStringList steps = p.stepTexts();
        return Contact::namedIn(p.text)
               || std::any_of(steps.cbegin(), steps.cend(), [](const QString& s) { return Contact::namedIn(s); });
    };
    if (!Contact::asked(question) || std::any_of(picked.cbegin(), picked.cend(), names))
        return success();
    const auto passages = m_sections.ofDocument(evidence.at(picked.first().hitIndex).documentId);
    if (!passages)
        return passages.error();
    // The last such passage: a policy closes with its contacts, after the ones it names for a single case.
    const QList<Hit>& all = passages.value();
    const auto listing = std::find_if(all.crbegin(), all.crend(), [](const Hit& h) {
        return Contact::listedIn(h.headingPath.isEmpty() ? QString() : h.headingPath.last(), h.text);
    });
    if (listing == all.crend())
        return success();
    Hit hit = *listing;
    hit.instructions = InstructionDetector::find(hit.text);
    const QList<QuotableSentence> sentences = PassageSentences::of(hit.text, hit.instructions);
    const auto naming = std::find_if(sentences.cbegin(), sentences.cend(), [](const QuotableSentence& s) {
        return !s.instruction && !s.code && Contact::namedIn(s.text);
    });
    if (naming == sentences.cend())
        return success();
    const auto known =
        std::find_if(evidence.cbegin(), evidence.cend(), [&](const Hit& e) { return e.chunkId == hit.chunkId; });
    const int index = int(known - evidence.cbegin());
    if (index == evidence.size())
        evidence.append(hit);
    picked.append(contactParagraph(sentences, naming - sentences.cbegin(), index));
    return success();
}

PickedSentence ExtractiveAnswerer::contactParagraph(const QList<QuotableSentence>& sentences, qsizetype naming,
                                                    int hitIndex)
{
    // The whole short paragraph: "Fragen zum Schichtplan klären Sie mit Ihrem Schichtmeister." comes before
    // the sentence with the address ("Fragen zum Arbeitszeitkonto beantwortet der Personalservice: …").
    const auto prose = [&](qsizetype i) { return PassageSentences::prose(sentences.at(i)); };
    qsizetype first = naming;
    while (prose(naming) && first > 0 && !sentences.at(first).newParagraph && prose(first - 1)
           && naming - first + 1 < contactSentences)
        --first;
    PickedSentence p{hitIndex, sentences.at(first).position, sentences.at(first).text, {}};
    for (qsizetype i = first + 1; i < sentences.size() && i - first < contactSentences && prose(naming) && prose(i)
                                  && !sentences.at(i).newParagraph;
         ++i)
        p.text += QLatin1Char(' ') + sentences.at(i).text;
    return p;
}

QList<Hit> ExtractiveAnswerer::evidenceFor(const AnswerInput& input)
{
    // A sufficient round answers from all its passages that cover the question well (SentencePicker):
    // limited to the grader's best section, answers lost a quarter of their key facts (docs/eval-dev.md).
    if (!input.verdict.ambiguous || input.verdict.focus.isEmpty())
        return input.evidence;
    // Only the section the verdict found on topic: the rest of the round was judged less close, and
    // a framed answer must not mix in neighbouring sections.
    QList<Hit> section;
    for (qint64 id : input.verdict.focus) {
        const auto it = std::find_if(input.evidence.cbegin(), input.evidence.cend(),
                                     [id](const Hit& h) { return h.chunkId == id; });
        if (it != input.evidence.cend())
            section.append(*it);
    }
    return section.isEmpty() ? input.evidence : section;
}

QList<PickedSentence> ExtractiveAnswerer::answeredFirst(const AnswerInput& input, const QList<PickedSentence>& picked,
                                                        const QList<Hit>& evidence, const QueryTerms& terms)
{
    const QString& question = input.question;
    // "Wie lange bleiben die Aufnahmen der Kameras gespeichert?" is answered by "Die Aufzeichnungen werden nach
    // 72 Stunden automatisch gelöscht"; the quotes after it were the section's other rules (where the cameras
    // hang), which share the question's words, not what it asks. Only where the question asks one thing: "… and do
    // they expire?" needs its other quotes (docs/eval-dev.md, change 180).
    if (picked.size() < 2 || !QuestionParts::asksOneThing(question))
        return picked;
    const auto figure = SentencePicker::Figure::of(question);
    const auto quoted = [](const PickedSentence& p) {
        return QString(p.text + QLatin1Char(' ') + p.stepTexts().join(QLatin1Char(' ')));
    };
    const auto ownWords = [&](const PickedSentence& p) {
        const QSet<QString> tokens = QueryTerm::textTokens(quoted(p));
        QSet<QString> held;
        for (const QueryTerm& t : terms) {
            if (t.inIndex() && t.match(tokens) == QueryTerm::Match::Own)
                held.insert(t.word);
        }
        return held;
    };
    // The answer is the quote stating the figure from the section the grader judged, where the first is from
    // another: "How far ahead do I need to let HR know …?" opened with part-time work's "up to 32 hours per week",
    // a duration too, and change 180 then left out "notify HR … at least 7 weeks before" (change 186).
    const auto judged = [&](const PickedSentence& p) {
        return std::any_of(evidence.cbegin(), evidence.cend(), [&](const Hit& h) {
            return input.verdict.focus.contains(h.chunkId) && h.sameSectionAs(evidence.at(p.hitIndex));
        });
    };
    qsizetype lead = 0;
    if (!judged(picked.first())) {
        for (qsizetype i = 1; i < picked.size(); ++i) {
            if (judged(picked.at(i)) && figure.answeredBy(quoted(picked.at(i)))) {
                lead = i;
                break;
            }
        }
    }
    const PickedSentence& first = picked.at(lead);
    if (!figure.asked || !figure.answeredBy(quoted(first)))
        return picked;
    // The first quote's section may state the figure again, the rule where the first is its example ("18 days (30 ÷
    // 5 × 3)", then "30 working days"): kept where it holds, as themselves, the question's words the first holds.
    // "Employees also accrue … no more than 5 days of sick leave" after Clef's vacation days holds "days", not
    // "vacation"; "HR confirms your parental leave within 2 weeks" after "notify HR at least 7 weeks before" not
    // "let know" (change 185).
    const QSet<QString> firstWords = ownWords(first);
    QList<PickedSentence> out{first};
    for (qsizetype i = 0; i < picked.size(); ++i) {
        if (i == lead)
            continue;
        const PickedSentence& p = picked.at(i);
        if (figure.answeredBy(quoted(p)) && evidence.at(p.hitIndex).sameSectionAs(evidence.at(first.hitIndex))
            && ownWords(p).contains(firstWords))
            out.append(p);
    }
    return out;
}

QList<PickedSentence> ExtractiveAnswerer::closeToBest(const QList<PickedSentence>& picked, const QList<Hit>& evidence,
                                                      const QList<qint64>& judged)
{
    // The judged section whole: a passage read on in it (change 136) is as much the grader's as the one found.
    const auto inJudged = [&](const Hit& h) {
        return std::any_of(evidence.cbegin(), evidence.cend(),
                           [&](const Hit& e) { return judged.contains(e.chunkId) && e.sameSectionAs(h); });
    };
    QList<PickedSentence> close;
    for (const PickedSentence& p : picked) {
        const Hit& h = evidence.at(p.hitIndex);
        if (h.searchShare >= quotedShare || inJudged(h))
            close.append(p);
    }
    return close.isEmpty() ? picked : close;
}

QStringList ExtractiveAnswerer::framedLines(const AnswerInput& input, bool opening)
{
    const Language language = LanguageGuess::of(input.question);
    const OfflinePhrases p = OfflinePhrases::in(language);
    if (opening)
        return {p.framed, QString()};
    QStringList lines;
    if (!input.verdict.missing.isEmpty())
        lines << QString()
              << p.framedMissing.arg(OfflinePhrases::quoteAsWritten(input.verdict.missing, input.question, language));
    if (const QString contact = input.contact.trimmed(); !contact.isEmpty())
        lines << QString() << p.framedContact.arg(contact);
    return lines;
}

void ExtractiveAnswerer::refuse(const RefusalInput& input, Done done)
{
    RefusalInput close = input;
    const auto sections = closeSections(input);
    if (!sections) {
        done(sections.error());
        return;
    }
    close.closest = sections.value();
    done(RefusalText::write(close));
}

Result<QList<Hit>> ExtractiveAnswerer::closeSections(const RefusalInput& input)
{
    // A section that shares one common word with the question ("company" for "company pension scheme")
    // is no place to look: the refusal names sections that hold two of its words, or one of its rarer
    // half (by idf, the words the knowledge base never uses among them), or none. In a small handbook
    // "company" is rare enough to anchor an answer (HeuristicGrader::specific), yet not what a pension
    // question is about. Its own words only: a synonym ("strategy" for "scheme") does not make a password
    // page close to a pension question, and nor does a translation that is a word of the question's language with
    // another sense ("scheme": German "Trick", and the phishing section's "trick").
    const auto terms = m_vocabulary.analyze(input.question);
    if (!terms)
        return terms.error();
    QList<double> idf;
    for (const QueryTerm& t : terms.value())
        idf.append(t.idf);
    std::sort(idf.begin(), idf.end());
    const double rare = idf.isEmpty() ? 0 : idf.at(idf.size() / 2);
    QList<Hit> close;
    for (const Hit& h : input.closest) {
        const QSet<QString> tokens = TermCoverage::tokensOf(h);
        int held = 0;
        bool rareHeld = false;
        for (const QueryTerm& t : terms.value()) {
            if (t.inIndex() && t.match(tokens) == QueryTerm::Match::Own && t.writtenIn(tokens)) {
                ++held;
                rareHeld = rareHeld || t.idf >= rare;
            }
        }
        if (held >= 2 || rareHeld)
            close.append(h);
    }
    return close;
}

} // namespace lotse
