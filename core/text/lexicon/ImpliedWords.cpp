// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImpliedWords.h"

#include "GermanParticles.h"
#include "Lexicon.h"
#include "SeparableVerbs.h"
#include "text/Language.h"
#include "text/Tokenizer.h"

#include <QRegularExpression>

namespace lotse {

namespace {

constexpr qsizetype minHead = 3;    // "tag" of "Anreisetag"
constexpr qsizetype minFirst = 2;   // "an" of "An- und Abreisetag"
constexpr int headsPerEllipsis = 1; // the longest: "versicherung" of "Pflegeversicherung", not "sicherung"
constexpr qsizetype minZuRest = 4;
constexpr qsizetype languageSample =
    4000; // characters of a document's start that tell its language  // "tragen" of "nachzutragen"

const auto options = QRegularExpression::UseUnicodePropertiesOption;

void add(QStringList& out, const QString& word)
{
    if (!word.isEmpty() && !out.contains(word))
        out.append(word);
}

} // namespace

QStringList ImpliedWords::of(QStringView text)
{
    QStringList out;
    completeEllipses(text, out);
    joinZuInfinitives(text, out);
    // Most passages have no clause that ends in a particle: one pass finds out before the clauses are read.
    static const QRegularExpression particleEnd(
        QStringLiteral(R"(\b(an|ab|auf|aus|bei|dar|ein|fest|fort|her|hin|los|mit|nach|statt|teil|vor|weg|weiter|zu|)"
                       R"(zurück|zuruck|zusammen)(\s*[.,;:!?)\n]|\s*$|\s+(und|oder|aber|sondern)\b))"),
        options);
    if (!particleEnd.match(text).hasMatch())
        return out;
    for (const QString& verb : SeparableVerbs::joined(text, SeparableVerbs::Listed::PlainVerb))
        add(out, verb);
    return out;
}

QList<QStringList> ImpliedWords::ofDocument(const QStringList& passages)
{
    QString start;
    for (qsizetype i = 0; i < passages.size() && start.size() < languageSample; ++i)
        start += passages.at(i) + QLatin1Char('\n');
    QList<QStringList> out(passages.size());
    if (LanguageGuess::ofDocument(start.left(languageSample)) != Language::German)
        return out;
    for (qsizetype i = 0; i < passages.size(); ++i)
        out[i] = of(passages.at(i));
    return out;
}

bool ImpliedWords::isWord(const QString& folded)
{
    return !Lexicon::shared().translations(folded, Language::German).isEmpty();
}

QStringList ImpliedWords::headsOf(const QString& folded, qsizetype minFirstPart)
{
    QStringList heads;
    for (qsizetype i = minFirstPart; i + minHead <= folded.size() && heads.size() < headsPerEllipsis; ++i) {
        const QString head = folded.mid(i);
        if (isWord(head))
            heads.append(head);
    }
    return heads;
}

void ImpliedWords::completeEllipses(QStringView text, QStringList& out)
{
    // "An- und Abreisetag", "An- und den Abreisetag", "Kranken- bzw. Pflegeversicherung": the first
    // conjuncts end in a hyphen and share the complete word's last part. Where that word opens with a
    // particle and so does the conjunct ("An-", "Ab…"), the rest after the particle is that part.
    static const QRegularExpression forward(
        QStringLiteral(R"(((?:\p{L}+-\s*,\s*)*\p{L}+-)\s+(?:und|oder|bzw\.|sowie|als auch)\s+)"
                       R"((?:(?:den|die|das|der|dem|des|ein|eine|einen|einem|einer)\s+)?(\p{L}{4,}))"),
        options);
    // "Schichtbeginn und -ende": the second shares the first's first part.
    static const QRegularExpression backward(QStringLiteral(R"((\p{L}{5,})\s+(?:und|oder|bzw\.|sowie)\s+-(\p{L}{3,}))"),
                                             options);
    static const QRegularExpression conjunct(QStringLiteral(R"((\p{L}+)-)"), options);
    // Most passages have no ellipsis: the expressions only run where a hyphen stands before a space.
    if (!text.contains(QLatin1String("- ")) && !text.contains(QLatin1String("-, "))
        && !text.contains(QLatin1String(" -")))
        return;
    for (auto it = forward.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // Conjuncts of one compound are all nouns or all not: "Text-, Bild- und sogar …" ends elsewhere.
        if (m.captured(1).front().isUpper() != m.captured(2).front().isUpper())
            continue;
        const QString whole = Tokenizer::fold(m.captured(2));
        const QString particle = GermanParticles::openingOf(whole, minHead);
        for (auto c = conjunct.globalMatch(m.captured(1)); c.hasNext();) {
            const QString first = Tokenizer::fold(c.next().captured(1));
            if (!particle.isEmpty() && GermanParticles::is(first)) {
                add(out, first + whole.mid(particle.size()));
                continue;
            }
            for (const QString& head : headsOf(whole, minFirst))
                add(out, first + head);
        }
    }
    for (auto it = backward.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString whole = Tokenizer::fold(m.captured(1));
        const QString last = Tokenizer::fold(m.captured(2));
        for (const QString& head : headsOf(whole, minHead))
            add(out, whole.left(whole.size() - head.size()) + last);
    }
}

void ImpliedWords::joinZuInfinitives(QStringView text, QStringList& out)
{
    for (const QString& word : Tokenizer::tokens(text))
        add(out, particleVerbOf(word));
}

QString ImpliedWords::particleVerbOf(const QString& folded)
{
    // "nachzutragen", "einzureichen", "abzugeben": particle + "zu" + verb is the particle verb.
    const QString particle = GermanParticles::openingOf(folded, minZuRest + 2);
    // "hinzufügen" is a verb of its own (particle "hinzu"), not "hin" + "zu" + "fügen".
    if (particle.isEmpty() || !folded.mid(particle.size()).startsWith(QLatin1String("zu"))
        || !folded.endsWith(QLatin1Char('n')) || isWord(folded))
        return {};
    // The plain verb, which a dictionary lists more often than the particle verb ("tragen", not "nachtragen").
    const QString plain = folded.mid(particle.size() + 2);
    return isWord(plain) ? particle + plain : QString();
}

} // namespace lotse
