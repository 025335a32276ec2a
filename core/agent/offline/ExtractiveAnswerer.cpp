// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExtractiveAnswerer.h"

#include "OfflinePhrases.h"
#include "SentencePicker.h"
#include "answer/CitationLink.h"
#include "retrieval/Vocabulary.h"

#include <QSet>
#include <algorithm>

namespace lotse {

ExtractiveAnswerer::ExtractiveAnswerer(Vocabulary& vocabulary)
    : m_vocabulary(vocabulary)
{}

void ExtractiveAnswerer::answer(const AnswerInput& input, Delta onDelta, Done done)
{
    const auto questionTerms = m_vocabulary.analyze(input.question);
    const auto queryTerms = m_vocabulary.analyze(input.query);
    if (!questionTerms || !queryTerms) {
        done(questionTerms ? queryTerms.error() : questionTerms.error());
        return;
    }
    // Question words count fully; words a rewrite added (the topic's words) count half.
    QList<SentencePicker::WeightedTerm> terms;
    QSet<QString> seen;
    for (const QueryTerm& t : questionTerms.value()) {
        if (t.inIndex()) {
            terms.append({t, t.idf});
            seen.insert(t.word);
        }
    }
    for (const QueryTerm& t : queryTerms.value()) {
        if (t.inIndex() && !seen.contains(t.word))
            terms.append({t, 0.5 * t.idf});
    }
    const QList<PickedSentence> picked =
        SentencePicker::pick(input.evidence, terms, SentencePicker::asksForQuantity(input.question),
                             {maxSentences, maxPassages, maxListItems});
    if (picked.isEmpty()) {
        done(Answer{}); // no supporting sentence: the loop refuses
        return;
    }

    Answer out;
    QStringList lines{OfflinePhrases::in(LanguageGuess::of(input.question)).intro, QString()};
    for (const PickedSentence& p : picked) {
        const Hit& hit = input.evidence.at(p.hitIndex);
        lines.append(QStringLiteral("- %1 %2").arg(p.text, CitationLink::markdown(hit.label(), hit.chunkId)));
        for (const QString& step : p.steps)
            lines.append(QStringLiteral("  - ") + step);
        const bool cited = std::any_of(out.citations.cbegin(), out.citations.cend(),
                                       [&](const Citation& c) { return c.chunkId == hit.chunkId; });
        if (!cited)
            out.citations.append({hit.chunkId, hit.path, hit.label()});
    }
    out.markdown = lines.join(QLatin1Char('\n'));
    onDelta(out.markdown);
    done(out);
}

void ExtractiveAnswerer::refuse(const RefusalInput& input, Done done)
{
    const OfflinePhrases p = OfflinePhrases::in(LanguageGuess::of(input.question));
    QStringList words = Vocabulary::keywords(input.question);
    for (QString& w : words)
        w = QStringLiteral("“%1”").arg(w);
    QStringList queries;
    for (const QString& q : input.queries)
        queries.append(QStringLiteral("“%1”").arg(q));
    QStringList lines{p.refusal, QString()};
    if (!words.isEmpty())
        lines.append(p.searchedFor.arg(words.join(QStringLiteral(", ")), queries.join(QStringLiteral(" → "))));
    if (!input.lastVerdict.rationale.isEmpty())
        lines.append(input.lastVerdict.rationale);
    switch (input.reason) {
    case RefusalInput::Reason::RoundLimit:
        lines.append(p.roundLimit.arg(input.maxRounds));
        break;
    case RefusalInput::Reason::NothingNew:
        lines.append(p.nothingNew);
        break;
    case RefusalInput::Reason::Unsupported:
        lines.append(p.unsupported);
        break;
    }
    lines.append(QString());
    if (input.closest.isEmpty()) {
        lines.append(p.noneClose);
    } else {
        lines.append(p.closest);
        lines.append(QString());
        for (const Hit& h : input.closest)
            lines.append(QStringLiteral("- ") + CitationLink::markdown(h.label(), h.chunkId));
    }
    done(Answer{lines.join(QLatin1Char('\n')), {}});
}

} // namespace lotse
