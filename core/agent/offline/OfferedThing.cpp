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

// The words of what English asks for after its opening, up to a preposition, conjunction or clause
// ("new employees a signing bonus"); empty when the sentence does not open so.
QStringList englishWords(const QString& sentence)
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
    return rest.split(separator, Qt::SkipEmptyParts);
}

bool stopWord(const QString& word)
{
    return StopWords::contains(TextFold::fold(word).text, Language::English);
}

QString englishThing(const QString& sentence)
{
    const QStringList words = englishWords(sentence);
    for (qsizetype i = words.size() - 1; i >= 0; --i) {
        if (!stopWord(words.at(i)))
            return words.at(i);
    }
    return {};
}

// From the last article or possessive on ("new employees a signing bonus": "signing bonus"), without the stop
// words at either end ("my birthday off": "birthday").
QString englishPhrase(const QString& sentence)
{
    static const QRegularExpression determiner(QStringLiteral(R"(^(a|an|any|some|my|our|your|the|their|his|her)$)"),
                                               options);
    QStringList words = englishWords(sentence);
    for (qsizetype i = words.size() - 1; i >= 0; --i) {
        if (determiner.match(words.at(i)).hasMatch()) {
            words = words.mid(i + 1);
            break;
        }
    }
    while (!words.isEmpty() && stopWord(words.first()))
        words.removeFirst();
    while (!words.isEmpty() && stopWord(words.last()))
        words.removeLast();
    return words.join(QLatin1Char(' '));
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
    static const QRegularExpression pronoun(
        QStringLiteral(R"(^(uns|mich|mir|dich|dir|euch|ihn|ihm|ihr|ihnen|es|sie)$)"), options);
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
        } else if (inPhrase && pronoun.match(w).hasMatch()) {
            inPhrase = false; // "bei uns", "für mich": the phrase ends without a noun
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

// A benefit named only by its kind ("Zuschuss", "subsidy") is asked for by what it is for: "einen Zuschuss zur
// Mitgliedschaft im Fitnessstudio" asks about the gym, and the co-working subsidy does not answer it.
const QRegularExpression& benefitKind()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(zuschuss|zuschüsse|beitrag|unterstützung|erstattung|kostenübernahme|pauschale|)"
                       R"(vergünstigung|rabatt|subsidy|subsidies|allowance|stipend|contribution|reimbursement|)"
                       R"(discount)$)"),
        options);
    return re;
}

struct Purpose
{
    QString thing;  // the purpose's head word ("Mitgliedschaft", "memberships")
    QString phrase; // the benefit with it ("Zuschuss zur Mitgliedschaft", "subsidy for gym memberships")
};

// German: the first noun after "zu", "zum", "zur", "für", "fürs" and an article.
Purpose germanPurpose(const QString& rest, const QString& kind)
{
    const QRegularExpression re(
        QStringLiteral(
            R"(\b(%1\s+(?:zu|zum|zur|für|fürs)\s+(?:(?:den|die|das|dem|der|einen?|eine[mr]?|meine[nmrs]?)\s+)?)"
            R"((\p{Lu}[\w-]*)(?:\s+(?:im|in der|in einem|in einer|am|beim|vom|von der|des|der)\s+\p{Lu}[\w-]*)?))")
            .arg(QRegularExpression::escape(kind)),
        options);
    // The phrase with the place or owner that says which ("zur Mitgliedschaft im Fitnessstudio").
    const QRegularExpressionMatch m = re.match(rest);
    return m.hasMatch() ? Purpose{m.captured(2), m.captured(1)} : Purpose{};
}

// English: the words after "for", "towards", "on" up to a clause or punctuation, its last word the head.
Purpose englishPurpose(const QString& sentence, const QString& kind)
{
    const QRegularExpression re(QStringLiteral(R"(\b(%1\s+(?:for|towards|toward|on)\s+(?:(?:a|an|the|my|our)\s+)?)"
                                               R"(((?:[\w-]+\s+){0,2}?[\w-]+))(?=\s*(?:[?,.;:!]|$|\b(?:if|when|while|)"
                                               R"(at|in|from|and|or)\b)))")
                                    .arg(QRegularExpression::escape(kind)),
                                options);
    const QRegularExpressionMatch m = re.match(sentence);
    if (!m.hasMatch())
        return {};
    const QStringList words = m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return words.isEmpty() || stopWord(words.last()) ? Purpose{} : Purpose{words.last(), m.captured(1)};
}

// What the benefit `kind` the question asks for is for; empty where it is no mere kind or names no purpose.
Purpose purposeOf(const QString& sentence, const QString& kind)
{
    if (!benefitKind().match(kind).hasMatch())
        return {};
    const Purpose english = englishPurpose(sentence, kind);
    return english.thing.isEmpty() ? germanPurpose(sentence, kind) : english;
}

QString germanThing(const QString& sentence)
{
    static const QRegularExpression opening(
        QStringLiteral(
            R"(^\s*(?:bekomme|bekommt|bekommen|krieg|kriege|kriegt|kriegen|erhalte|erhält|erhalten)\s+)"
            R"((?:ich|wir|man|mitarbeiter\w*)\b|^\s*(?:gibt es|gibt['’]?s|gibt (?:die |der |das )?\p{Lu}\w*|zahlt|)"
            R"(zahlen|übernimmt|erstattet|bezahlt)\b)"),
        options);
    static const QRegularExpression space(QStringLiteral(R"(\s+)"));
    const QRegularExpressionMatch m = opening.match(sentence);
    if (!m.hasMatch())
        return {};
    return germanHead(sentence.mid(m.capturedEnd()).split(space, Qt::SkipEmptyParts));
}

// What leave is asked for ("How many days of paid leave do I get for the funeral?", "Bekomme ich frei für
// die Hochzeit?"): the occasion names the kind of leave, which a section must name too; the annual leave
// page does not answer it. Not a span of time ("leave for the rest of the year", "Urlaub für zwei Wochen").
struct Occasion
{
    QString thing;
    QString phrase;
};

Occasion occasionOf(const QString& sentence)
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(?<leave>leave|time off|days? off|special leave|paid leave|urlaub|)"
                       R"(sonderurlaub|frei|freie tage|freistellung|arbeitsbefreiung)\s+)"
                       // "… leave do I get for the funeral", "… Sonderurlaub gibt es für die Hochzeit"
                       R"((?:(?:do|does|can|could|will|would|may)\s+(?:i|we|you|one|employees)\s+(?:get|take|have)\s+|)"
                       R"((?:gibt es|bekomme ich|bekommt man|habe ich|hat man|kriege ich)\s+)?)"
                       R"((?<for>for|to attend|für|zur|zum|wegen)\s+)"
                       R"((?:(?<the>the|a|an|my|our|his|her|their|den|die|das|dem|der|des|meine[nmrs]?|unsere[nmrs]?|)"
                       R"(einen?|eine[mr]?)\s+)?(?<thing>\w+))"),
        options);
    static const QRegularExpression span(
        QStringLiteral(R"(^(rest|whole|entire|year|years|month|months|week|weeks|day|days|hours?|one|two|three|)"
                       R"(\d+|jahr|jahre|monat|monate|woche|wochen|tag|tage|stunden?|rest|ganze[nm]?|zwei|drei|)"
                       R"(next|this|last|following|nächste[nmrs]?|diese[nmrs]?|kommende[nmrs]?|)"
                       // Who, not what for: "Ist das Parken frei für Mitarbeiter?"
                       R"(employees?|staff|everyone|everybody|mitarbeite\w*|beschäftigte\w*|alle)$)"),
        options);
    const QRegularExpressionMatch m = re.match(sentence);
    const QString thing = m.captured(u"thing");
    if (!m.hasMatch() || span.match(thing).hasMatch() || stopWord(thing))
        return {};
    QStringList phrase{m.captured(u"leave"), m.captured(u"for"), m.captured(u"the"), thing};
    phrase.removeAll(QString());
    return {thing, phrase.join(QLatin1Char(' '))};
}

} // namespace

namespace {

// The asking sentence: the first sentence of the question that ends in a question mark.
QString askingSentence(const QString& question)
{
    for (const TextSpan& span : SentenceSplitter::split(question)) {
        const QString s = question.mid(span.start, span.length());
        if (s.endsWith(QLatin1Char('?')))
            return s;
    }
    return {};
}

// A question of a benefit's kind and what it is for, without a verb ("Zuschuss für Bürostuhl im Homeoffice?",
// "Allowance for glasses?"), asks whether it is given, as "Gibt es …" does: typed into a search box, the
// co-working subsidy answered it.
QString verblessBenefit(const QString& sentence)
{
    static const QRegularExpression first(QStringLiteral(R"(^\s*([\w-]+))"), options);
    const QString kind = first.match(sentence).captured(1);
    return !kind.isEmpty() && !purposeOf(sentence, kind).thing.isEmpty() ? kind : QString();
}

QString thingOf(const QString& sentence)
{
    QString thing = englishThing(sentence);
    if (thing.isEmpty())
        thing = germanThing(sentence);
    if (thing.isEmpty())
        thing = verblessBenefit(sentence);
    return thing.isEmpty() ? occasionOf(sentence).thing : thing;
}

} // namespace

QString OfferedThing::phrase(const QString& question)
{
    if (of(question).isEmpty())
        return {};
    const QString sentence = askingSentence(question);
    if (const Purpose purpose = purposeOf(sentence, thingOf(sentence)); !purpose.thing.isEmpty())
        return purpose.phrase;
    const QString english = englishPhrase(sentence);
    if (!english.isEmpty())
        return english;
    const QString german = germanThing(sentence);
    return german.isEmpty() ? occasionOf(sentence).phrase : german;
}

QString OfferedThing::of(const QString& question)
{
    // The asking sentence, not the story before it.
    const QString sentence = askingSentence(question);
    QString thing = thingOf(sentence);
    if (const Purpose purpose = purposeOf(sentence, thing); !purpose.thing.isEmpty())
        thing = purpose.thing;
    // "money", "Geld": the kind of thing, not one the handbook must name; "Is there a deadline", "Gibt es eine
    // Obergrenze": a figure asked for, which the section may state without the word.
    static const QRegularExpression measure(
        QStringLiteral(R"(^(money|cash|anything|something|geld|was|etwas|deadline|limit|cap|maximum|minimum|)"
                       R"(frist|grenze|obergrenze|höchstgrenze|höchstbetrag)$)"),
        options);
    return measure.match(thing).hasMatch() ? QString() : thing;
}

} // namespace lotse
