// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExtractiveAnswerer.h"

#include "OfflinePhrases.h"
#include "SentencePicker.h"
#include "agent/RefusalText.h"
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
            terms.append({t, 0.5 * t.idf, false});
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
            out.citations.append({hit.chunkId, hit.path, hit.label(), hit.page});
    }
    out.markdown = lines.join(QLatin1Char('\n'));
    onDelta(out.markdown);
    done(out);
}

void ExtractiveAnswerer::refuse(const RefusalInput& input, Done done)
{
    done(RefusalText::write(input));
}

} // namespace lotse
