// SPDX-License-Identifier: GPL-3.0-or-later
#include "PassageFacts.h"

#include "ContentTerms.h"
#include "text/ExampleMarker.h"
#include "text/InstructionDetector.h"
#include "text/TextFold.h"
#include "text/Tokenizer.h"

#include <QRegularExpression>

namespace lotse {

QSet<QString> PassageFacts::listedIn(QStringView sentence, Language language)
{
    static const QRegularExpression separator(QStringLiteral("[,;]"));
    const QList<QStringView> items = sentence.split(separator);
    const auto shortItem = [](QStringView item) { return Tokenizer::tokens(item.toString()).size() <= listItemWords; };
    QSet<QString> listed;
    QSet<QString> rest;
    for (qsizetype i = 0; i < items.size();) {
        qsizetype end = i;
        while (end < items.size() && shortItem(items.at(end)))
            ++end;
        const bool enumeration = end - i >= listItems;
        for (qsizetype k = i; k < std::max(end, i + 1); ++k)
            (enumeration ? listed : rest).unite(ContentTerms::of(items.at(k), language, ContentTerms::Units::Drop));
        i = std::max(end, i + 1);
    }
    return listed - rest;
}

PassageFacts PassageFacts::of(const Hit& hit)
{
    PassageFacts f;
    f.hit = &hit;
    f.language = LanguageGuess::of(hit.text);
    const QString about = hit.headingPath.join(QLatin1Char(' ')) + QLatin1Char(' ') + hit.title;
    f.headingTerms = ContentTerms::of(about, f.language);
    // Sentences, cut where an instruction to an assistant begins or ends (a line of plain text may
    // hold one beside a policy statement).
    const QList<TextSpan> instructions = InstructionDetector::find(hit.text);
    QList<std::pair<TextSpan, bool>> pieces;
    for (const TextSpan& sentence : SentenceSplitter::split(hit.text)) {
        qsizetype at = sentence.start;
        for (const TextSpan& i : instructions) {
            if (i.end <= at || i.start >= sentence.end)
                continue;
            if (i.start > at)
                pieces.append({{at, i.start}, false});
            pieces.append({{std::max(at, i.start), std::min(sentence.end, i.end)}, true});
            at = std::min(sentence.end, i.end);
        }
        if (at < sentence.end)
            pieces.append({{at, sentence.end}, false});
    }
    bool inExample = false;
    qsizetype previousEnd = 0;
    for (const auto& [span, instruction] : pieces) {
        const QStringView text = QStringView(hit.text).mid(span.start, span.length());
        if (text.trimmed().isEmpty())
            continue;
        // A line that opens with "For example:" is an example to its end (ExampleMarker::opens).
        inExample = (inExample && !QStringView(hit.text).mid(previousEnd, span.start - previousEnd).contains(u'\n')
                     && !text.trimmed().contains(u'\n'))
                    || ExampleMarker::opens(text);
        previousEnd = span.end;
        Sentence s;
        s.span = span;
        s.terms = ContentTerms::of(text, f.language);
        s.subject = ContentTerms::of(text, f.language, ContentTerms::Units::Drop);
        s.listed = listedIn(text, f.language) & s.subject;
        s.quantities = Quantity::in(text);
        for (Quantity& q : s.quantities)
            q.span = {q.span.start + span.start, q.span.end + span.start};
        s.negated = ContentTerms::negated(text);
        s.instruction = instruction;
        s.example = inExample || ExampleMarker::in(text);
        f.sentences.append(s);
    }
    return f;
}

} // namespace lotse
