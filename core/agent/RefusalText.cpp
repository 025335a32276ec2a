// SPDX-License-Identifier: GPL-3.0-or-later
#include "RefusalText.h"

#include "answer/CitationLink.h"
#include "offline/OfflinePhrases.h"
#include "retrieval/Vocabulary.h"

namespace lotse {

Answer RefusalText::write(const RefusalInput& input)
{
    const Language language = LanguageGuess::of(input.question);
    const OfflinePhrases p = OfflinePhrases::in(language);
    QStringList words = Vocabulary::keywords(input.question);
    for (QString& w : words)
        w = OfflinePhrases::quote(w, language);
    QStringList queries;
    for (const QString& q : input.queries)
        queries.append(OfflinePhrases::quote(q, language));
    QStringList lines{p.refusal, QString()};
    if (!words.isEmpty())
        lines.append(p.searchedFor.arg(words.join(QStringLiteral(", ")), queries.join(QStringLiteral(" → "))));
    if (!input.lastVerdict.rationale.isEmpty())
        lines.append(input.lastVerdict.rationale);
    if (!input.lastVerdict.missing.isEmpty()) {
        QStringList missing;
        for (const QString& m : input.lastVerdict.missing)
            missing.append(OfflinePhrases::quote(m, language));
        lines.append(p.missing.arg(missing.join(QStringLiteral(", "))));
    }
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
    return Answer{lines.join(QLatin1Char('\n')), {}, {}};
}

} // namespace lotse
