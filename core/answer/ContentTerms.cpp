// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContentTerms.h"

#include "text/Stemmer.h"
#include "text/StopWords.h"
#include "text/TextFold.h"
#include "text/Tokenizer.h"
#include "text/lexicon/Lexicon.h"

#include <QRegularExpression>
#include <algorithm>

namespace lotse {

bool ContentTerms::isFrameWord(const QString& w)
{
    // Words of the frame around a statement, and verbs so general that a paraphrase swaps them.
    static const QSet<QString> words = {
        QStringLiteral("handbook"),      QStringLiteral("handbooks"),    QStringLiteral("handbuch"),
        QStringLiteral("handbuchs"),     QStringLiteral("passage"),      QStringLiteral("passages"),
        QStringLiteral("passagen"),      QStringLiteral("source"),       QStringLiteral("sources"),
        QStringLiteral("quelle"),        QStringLiteral("quellen"),      QStringLiteral("policy"),
        QStringLiteral("richtlinie"),    QStringLiteral("say"),          QStringLiteral("says"),
        QStringLiteral("said"),          QStringLiteral("state"),        QStringLiteral("states"),
        QStringLiteral("stated"),        QStringLiteral("according"),    QStringLiteral("laut"),
        QStringLiteral("gemass"),        QStringLiteral("following"),    QStringLiteral("folgendes"),
        QStringLiteral("folgende"),      QStringLiteral("contradicts"),  QStringLiteral("contradict"),
        QStringLiteral("contradiction"), QStringLiteral("widerspricht"), QStringLiteral("widerspruch"),
        QStringLiteral("itself"),        QStringLiteral("sich"),         QStringLiteral("mention"),
        QStringLiteral("mentions"),      QStringLiteral("mentioned"),    QStringLiteral("nennt"),
        QStringLiteral("erwahnt"),       QStringLiteral("sagt"),         QStringLiteral("get"),
        QStringLiteral("gets"),          QStringLiteral("receive"),      QStringLiteral("receives"),
        QStringLiteral("bekommen"),      QStringLiteral("bekommt"),      QStringLiteral("erhalten"),
        QStringLiteral("erhalt"),        QStringLiteral("also"),         QStringLiteral("auch"),
        QStringLiteral("please"),        QStringLiteral("bitte"),        QStringLiteral("note"),
        QStringLiteral("hinweis"),       QStringLiteral("lotse")};
    return words.contains(w);
}

QString ContentTerms::canonical(const QString& folded)
{
    // One word for a synonym group, so that "vacation" and "leave" compare equal.
    const QStringList group = Lexicon::shared().curated(folded);
    if (group.isEmpty())
        return folded;
    return std::min(folded, *std::min_element(group.cbegin(), group.cend()));
}

QSet<QString> ContentTerms::of(QStringView text, Language language, Units units)
{
    static const QSet<QString> unitWords = {
        QStringLiteral("day"),         QStringLiteral("days"),    QStringLiteral("week"),    QStringLiteral("weeks"),
        QStringLiteral("month"),       QStringLiteral("months"),  QStringLiteral("year"),    QStringLiteral("years"),
        QStringLiteral("hour"),        QStringLiteral("hours"),   QStringLiteral("minute"),  QStringLiteral("minutes"),
        QStringLiteral("tag"),         QStringLiteral("tage"),    QStringLiteral("tagen"),   QStringLiteral("woche"),
        QStringLiteral("wochen"),      QStringLiteral("monat"),   QStringLiteral("monate"),  QStringLiteral("jahr"),
        QStringLiteral("jahre"),       QStringLiteral("stunde"),  QStringLiteral("stunden"), QStringLiteral("eur"),
        QStringLiteral("euro"),        QStringLiteral("percent"), QStringLiteral("prozent"), QStringLiteral("working"),
        QStringLiteral("arbeitstage"), QStringLiteral("minuten"), QStringLiteral("uhr")};
    Stemmer& stemmer = Stemmer::forThread();
    QSet<QString> out;
    for (const QString& w : Tokenizer::tokens(text)) {
        if (w.size() < 2 || StopWords::contains(w) || isFrameWord(w))
            continue;
        if (std::all_of(w.cbegin(), w.cend(), [](QChar c) { return c.isDigit(); }))
            continue;
        if (units == Units::Drop && unitWords.contains(w))
            continue;
        const QString c = canonical(w);
        out.insert(language == Language::German ? stemmer.german(c) : stemmer.english(c));
    }
    return out;
}

bool ContentTerms::negated(QStringView text)
{
    static const QRegularExpression cue(
        QStringLiteral(R"(\b(not|no|never|none|nobody|nothing|neither|nor|cannot|without|nicht|nichts|kein|keine|)"
                       R"(keinen|keinem|keiner|keines|nie|niemals|nirgends|ohne|weder)\b|n't\b|n 't\b)"));
    const QString folded = TextFold::fold(text).text;
    qsizetype count = 0;
    QRegularExpressionMatchIterator it = cue.globalMatch(folded);
    while (it.hasNext()) {
        it.next();
        ++count;
    }
    return count % 2 == 1;
}

bool ContentTerms::isMeta(QStringView text)
{
    static const QRegularExpression about(
        QStringLiteral(R"(\b(handbook|handbuch|passages?|passagen|sources?|quellen?|documents?|dokumente?)\b[^.]{0,60})"
                       R"(\b(not|no|nothing|nicht|nichts|kein\w*|does ?n't)\b|)"
                       R"(\b(not|nicht|kein\w*)\b[^.]{0,20}\b(mentioned|covered|specified|stated|described|)"
                       R"(erwahnt|geregelt|angegeben|beschrieben)\b)"));
    const QString folded = TextFold::fold(text).text;
    if (about.match(folded).hasMatch())
        return true;
    // A frame that introduces what follows: "According to the handbook:", "Das Handbuch sagt dazu:".
    return folded.endsWith(QLatin1Char(':')) && of(text, Language::English).size() <= 1;
}

} // namespace lotse
