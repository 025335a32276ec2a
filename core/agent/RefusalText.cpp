// SPDX-License-Identifier: GPL-3.0-or-later
#include "RefusalText.h"

#include "answer/CitationLink.h"
#include "answer/Quantity.h"
#include "offline/OfflinePhrases.h"
#include "retrieval/Vocabulary.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>

namespace lotse {

namespace {

// "Nothing in the handbook mentions “company pension scheme”, which you ask about.": the thing as the question
// names it; never mentioned where one of its words is nowhere in the knowledge base ("pension").
QString thingLine(const RefusalInput& input, const OfflinePhrases& p, const QStringList& nowhere, Language language)
{
    const QString& thing = input.lastVerdict.thingMissing;
    const QString& asked = input.lastVerdict.thingAsked;
    const QString quoted = asked.isEmpty() ? OfflinePhrases::quoteAsWritten({thing}, input.question, language)
                                           : OfflinePhrases::quote(asked, language);
    const QStringList words = asked.isEmpty() ? QStringList{thing} : Vocabulary::keywords(asked);
    const bool never = std::any_of(words.cbegin(), words.cend(), [&](const QString& w) { return nowhere.contains(w); });
    return (never ? p.thingNowhere : p.thingNotNamed).arg(quoted);
}

// What the search looked for: the grader's terms where it names them (the offline grader's: an idiom as one,
// "brother-in-law"; no words of when it happened, "next week", which were never searched), else the question's
// key words.
QStringList searchedWords(const RefusalInput& input)
{
    QStringList words;
    const QJsonArray terms = input.lastVerdict.raw.value(QStringLiteral("terms")).toArray();
    for (const QJsonValue& t : terms) {
        const QString word = t.toObject().value(QStringLiteral("word")).toString();
        if (!word.isEmpty() && !words.contains(word))
            words.append(word);
    }
    return words.isEmpty() ? Vocabulary::keywords(input.question) : words;
}

} // namespace

Answer RefusalText::write(const RefusalInput& input)
{
    // For the person who asked: what the handbook does not cover, where it came closest, and whom to
    // ask. Scores, shares and rounds stay in the trace (the window's "How it was found", the inspector,
    // `lotse-cli traces show`).
    const Language language = LanguageGuess::of(input.question);
    const OfflinePhrases p = OfflinePhrases::in(language);
    QStringList lines{p.refusal, QString()};
    const QStringList words = searchedWords(input);
    if (!words.isEmpty())
        lines.append(p.lookedFor.arg(OfflinePhrases::quoteAsWritten(words, input.question, language)));
    // The offline grader tells words the knowledge base never uses from words the sections lack; a
    // model's grader only says what is missing.
    QStringList nowhere = input.lastVerdict.absent;
    QStringList lacking;
    for (const QString& m : input.lastVerdict.missing) {
        // Without any section found, what is missing is missing from the whole handbook.
        if (!nowhere.contains(m))
            (input.nothingFound ? nowhere : lacking).append(m);
    }
    // "Bekomme ich für den Umzug einen Tag Sonderurlaub?": the reason is the thing asked for, not the words of
    // the story around it ("ziehen", "Ende", "näher").
    if (!input.lastVerdict.thingMissing.isEmpty()) {
        lines.append(thingLine(input, p, nowhere, language));
        nowhere.clear();
        lacking.clear();
    }
    if (!nowhere.isEmpty())
        lines.append(p.nowhere.arg(OfflinePhrases::quoteAsWritten(nowhere, input.question, language)));
    // What the best section lacks is worth saying only where a section is named as close.
    if (!lacking.isEmpty() && !input.closest.isEmpty())
        lines.append(p.notInClosest.arg(OfflinePhrases::quoteAsWritten(lacking, input.question, language)));
    // "Wie lange dauert die Erstunterweisung?" under a section that names it and no duration: the reason
    // is the figure, not a word.
    if (input.lastVerdict.figureMissing && !input.closest.isEmpty())
        lines.append(p.refusedNoFigure.of(Quantity::askedKinds(input.question)));
    if (input.reason == RefusalInput::Reason::Unsupported)
        lines.append(p.unsupported);
    lines.append(QString());
    if (input.closest.isEmpty()) {
        lines.append(p.noneClose);
    } else {
        lines.append(p.closest);
        lines.append(QString());
        for (const Hit& h : input.closest.first(std::min<qsizetype>(input.closest.size(), RefusalInput::closestShown)))
            lines.append(QStringLiteral("- ") + CitationLink::markdown(h.label(), h.chunkId));
    }
    if (const QString contact = input.contact.trimmed(); !contact.isEmpty())
        lines << QString() << contact;
    return Answer{lines.join(QLatin1Char('\n')), {}, {}};
}

} // namespace lotse
