// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfferedThing.h"

#include "text/SentenceSplitter.h"
#include "text/StopWords.h"
#include "text/TextFold.h"

#include <QRegularExpression>

namespace lotse {

namespace {

const QRegularExpression::PatternOptions options =
    QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// What ends the thing's words: a preposition, a conjunction or a clause ("a signing bonus when they join").
const QRegularExpression& englishEnd()
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(for|when|if|as|on|at|in|to|from|after|before|during|while|or|and|because|so|of|)"
                       R"(with|without|by|that|which|who|instead|like|per|every|each|here|there|now|today|)"
                       R"(i|we|you|they|he|she|it)\b|[?,.;:!(])"),
        options);
    return re;
}

QString englishThing(const QString& sentence)
{
    // "get rated", "get married", "get reimbursed": "get" of a passive asks no thing.
    static const QRegularExpression opening(
        QStringLiteral(R"(^\s*(?:(?:do|does|will|would|can|could|may|might)\s+(?:i|we|you|employees|staff|new )"
                       R"(employees|\w+)\s+(?:also\s+|still\s+|actually\s+|even\s+)?(?:get|receive|pay|offer|)"
                       R"(provide|give|cover)|is there|are there)\s+(?:(?:any|some)\s+(?:kind|sort|type)s?\s+of\s+)?)"
                       R"((?!\w+ed\b|paid\b))"),
        options);
    const QRegularExpressionMatch m = opening.match(sentence);
    if (!m.hasMatch())
        return {};
    QString rest = sentence.mid(m.capturedEnd());
    if (const QRegularExpressionMatch end = englishEnd().match(rest); end.hasMatch())
        rest.truncate(end.capturedStart());
    static const QRegularExpression separator(QStringLiteral(R"([^\w'-]+)"), options);
    const QStringList words = rest.split(separator, Qt::SkipEmptyParts);
    for (qsizetype i = words.size() - 1; i >= 0; --i) {
        if (!StopWords::contains(TextFold::fold(words.at(i)).text, Language::English))
            return words.at(i);
    }
    return {};
}

// The German words after the opening ("für den Umzug einen Tag Sonderurlaub, oder …"): the last noun before a
// preposition, conjunction or punctuation, past the prepositional phrases ("für den Umzug").
QString germanHead(const QStringList& words)
{
    static const QRegularExpression preposition(
        QStringLiteral(R"(^(für|fürs|bei|beim|von|vom|zu|zum|zur|mit|nach|aus|vor|in|im|an|am|auf|über|unter|)"
                       R"(während|wegen|ab|seit|bis|ohne|gegen|um)$)"),
        options);
    static const QRegularExpression conjunction(QStringLiteral(R"(^(oder|und|wenn|weil|dass|ob|damit|sondern|aber)$)"),
                                                options);
    static const QRegularExpression punctuation(QStringLiteral(R"([?,.;:!])"));
    static const QRegularExpression notInWord(QStringLiteral(R"([^\w-])"), options);
    QString head;
    bool inPhrase = false; // after a preposition, until its noun
    for (QString w : words) {
        const bool last = w.contains(punctuation);
        w.remove(notInWord);
        if (preposition.match(w).hasMatch()) {
            if (!head.isEmpty())
                break;
            inPhrase = true;
        } else if (conjunction.match(w).hasMatch()) {
            break;
        } else if (!w.isEmpty() && w.front().isUpper()) {
            if (!inPhrase)
                head = w;
            inPhrase = false;
        }
        if (last)
            break;
    }
    return head;
}

QString germanThing(const QString& sentence)
{
    static const QRegularExpression opening(
        QStringLiteral(R"(^\s*(?:bekomme|bekommt|bekommen|krieg|kriege|kriegt|kriegen|erhalte|erhält|erhalten)\s+)"
                       R"((?:ich|wir|man|mitarbeiter\w*)\b|^\s*(?:gibt es|zahlt|zahlen|übernimmt|erstattet|)"
                       R"(bezahlt)\b)"),
        options);
    static const QRegularExpression space(QStringLiteral(R"(\s+)"));
    const QRegularExpressionMatch m = opening.match(sentence);
    if (!m.hasMatch())
        return {};
    return germanHead(sentence.mid(m.capturedEnd()).split(space, Qt::SkipEmptyParts));
}

} // namespace

QString OfferedThing::of(const QString& question)
{
    // The asking sentence, not the story before it.
    for (const TextSpan& span : SentenceSplitter::split(question)) {
        const QString s = question.mid(span.start, span.length());
        if (!s.endsWith(QLatin1Char('?')))
            continue;
        QString thing = englishThing(s);
        if (thing.isEmpty())
            thing = germanThing(s);
        // "money", "Geld": the kind of thing, not one the handbook must name; "Is there a deadline", "Gibt es eine
        // Obergrenze": a figure asked for, which the section may state without the word.
        static const QRegularExpression measure(
            QStringLiteral(R"(^(money|cash|anything|something|geld|was|etwas|deadline|limit|cap|maximum|minimum|)"
                           R"(frist|grenze|obergrenze|höchstgrenze|limit|maximum|minimum|höchstbetrag)$)"),
            options);
        return measure.match(thing).hasMatch() ? QString() : thing;
    }
    return {};
}

} // namespace lotse
