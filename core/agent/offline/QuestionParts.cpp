// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuestionParts.h"

#include "text/SentenceSplitter.h"

#include <QRegularExpression>

namespace lotse {

namespace {

// Words that start a question of their own after "and" / "or": a question word or a finite verb
// ("and is there…", "oder wie komm ich…"). "Flights and hotels" or "Urlaub und Krankheit" stay one part.
const QRegularExpression& clauseBreak()
{
    static const QRegularExpression re(
        QStringLiteral(R"([,;]?\s+(?:and|or|but|und|oder|aber)\s+(?=(?:how|when|what|who|whom|whose|where|which|why|)"
                       R"(is|are|was|were|can|could|do|does|did|will|would|should|must|may|am|have|has|)"
                       R"(wie|wann|was|wer|wem|wen|wessen|wo|wohin|woher|welche[rsmn]?|warum|wieso|weshalb|ob|)"
                       R"(muss|musst|müssen|kann|kannst|können|darf|darfst|dürfen|soll|sollte|gibt|gilt|ist|sind|)"
                       R"(bekomme|bekommt|krieg\w*|wird|werden|habe|hat|zählt|bin)\b))"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re;
}

// A part needs a few words of its own to be worth a search: "or not?" is not one.
bool substantial(const QString& clause)
{
    // Whole words: QString::count() would also count the overlapping matches inside a word.
    static const QRegularExpression word(QStringLiteral(R"(\b\w{2,}\b)"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    int words = 0;
    for (auto it = word.globalMatch(clause); it.hasNext() && words < 3; it.next())
        ++words;
    return words >= 3;
}

// "Which needs more notice: asking for a few days off or signing up for a course?", "Was lohnt sich mehr:
// eine Nachtschicht oder ein Einsatz am Sonntag?": a question word, a colon, then the alternatives it
// compares. Each is a part of its own, with the question in front.
const QRegularExpression& alternatives()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^((?:which|what|who|where|when|was|welche[rsmn]?|wer|wo|wann)\b[^:]*):\s*(.+?),?\s+)"
                       R"((?:or|oder)\s+([^?]+?)\s*(\?.*)$)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return re;
}

const QRegularExpression& asks()
{
    // "…?" also before closing quotes or brackets: „Zählt das als Überstunden?“
    static const QRegularExpression re(QStringLiteral(R"(\?["'“”»«)\]]*$)"));
    return re;
}

} // namespace

QStringList QuestionParts::compared(const QString& sentence)
{
    const QRegularExpressionMatch m = alternatives().match(sentence);
    if (!m.hasMatch())
        return {};
    static const QRegularExpression word(QStringLiteral(R"(\b\w{3,}\b)"),
                                         QRegularExpression::UseUnicodePropertiesOption);
    const QString head = m.captured(1).trimmed();
    QStringList out;
    for (const QString& side : {m.captured(2).trimmed(), m.captured(3).trimmed()}) {
        if (!word.match(side).hasMatch())
            return {}; // "… : this or that?" names nothing to search for
        out.append(head + QStringLiteral(": ") + side + m.captured(4));
    }
    return out;
}

QStringList QuestionParts::clauses(const QString& sentence)
{
    QStringList out;
    qsizetype at = 0;
    auto it = clauseBreak().globalMatch(sentence);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString clause = sentence.mid(at, m.capturedStart() - at).trimmed();
        // A clause too short to stand alone ("or not") stays joined to the next one.
        if (!substantial(clause))
            continue;
        out.append(clause);
        at = m.capturedEnd();
    }
    const QString rest = sentence.mid(at).trimmed();
    if (out.isEmpty() || substantial(rest))
        out.append(rest);
    else if (!rest.isEmpty())
        out.last() += QLatin1Char(' ') + rest;
    return out;
}

bool QuestionParts::asksOneThing(const QString& question)
{
    static const QRegularExpression joined(QStringLiteral(R"(\b(?:and|or|und|oder)\b)"),
                                           QRegularExpression::CaseInsensitiveOption
                                               | QRegularExpression::UseUnicodePropertiesOption);
    int asking = 0;
    for (const TextSpan& span : SentenceSplitter::split(question)) {
        const QString sentence = question.mid(span.start, span.length()).trimmed();
        if (asks().match(sentence).hasMatch() && (++asking > 1 || joined.match(sentence).hasMatch()))
            return false;
    }
    return asking == 1;
}

QStringList QuestionParts::of(const QString& question)
{
    QStringList statements;
    QStringList asked;
    for (const TextSpan& span : SentenceSplitter::split(question)) {
        const QString sentence = question.mid(span.start, span.length()).trimmed();
        if (!asks().match(sentence).hasMatch())
            statements.append(sentence);
        else if (!substantial(sentence) && !asked.isEmpty())
            asked.last() += QLatin1Char(' ') + sentence; // "Or not?", "Why?": part of the question before
        else if (const QStringList sides = compared(sentence); !sides.isEmpty())
            asked += sides;
        else
            asked += clauses(sentence);
    }
    if (asked.size() < 2)
        return {question};
    // More parts than searches: the last ones are searched together.
    while (asked.size() > maxParts) {
        const QString last = asked.takeLast();
        asked.last() += QLatin1Char(' ') + last;
    }
    const QString context = statements.join(QLatin1Char(' '));
    QStringList parts;
    for (const QString& part : std::as_const(asked))
        parts.append(context.isEmpty() ? part : context + QLatin1Char(' ') + part);
    return parts;
}

} // namespace lotse
