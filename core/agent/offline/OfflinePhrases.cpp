// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflinePhrases.h"

#include "text/Phrasebook.h"
#include "text/Tokenizer.h"

#include <QRegularExpression>
#include <QtGlobal>

namespace lotse {

OfflinePhrases OfflinePhrases::in(Language language)
{
    const auto text = [language](const char* source) {
        return Phrasebook::text(language, "lotse::OfflinePhrases", source);
    };
    return {
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "According to the handbook:")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "The handbook does not answer this question.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "I looked for %1.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "These sections came closest, but they do not answer it:")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "No section came close.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "Nothing in the handbook mentions %1.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "The best section found does not mention %1.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "Nothing in the handbook mentions %1, which you ask about.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "No section found names %1, which you ask about.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases",
                               "The sections found seemed to fit, but none of their statements answers it.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases",
                               "The handbook may not cover your exact case; this is the closest it comes:")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "Not mentioned there: %1.")),
        text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "If the handbook does not cover your case: %1")),
        {text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "No section found states the figure you ask for (an "
                                                         "amount, a duration or a date).")),
         text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "No section found says how often it happens.")),
         text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "No section found states the size you ask for."))}};
}

QString OfflinePhrases::quoteAsWritten(const QStringList& folded, const QString& question, Language language)
{
    static const QRegularExpression word(QStringLiteral(R"([\p{L}\p{N}\p{Mn}]+)"));
    QList<QRegularExpressionMatch> words;
    QStringList foldedWords;
    for (auto it = word.globalMatch(question); it.hasNext();) {
        words.append(it.next());
        foldedWords.append(Tokenizer::fold(words.last().captured()));
    }
    QStringList out;
    for (const QString& f : folded) {
        // A term may be a phrase ("gelben zettel"): the question's words from its first to its last.
        const QStringList parts = f.split(QLatin1Char(' '));
        QString written = f;
        for (qsizetype i = 0; i + parts.size() <= foldedWords.size(); ++i) {
            if (foldedWords.mid(i, parts.size()) == parts) {
                const qsizetype from = words.at(i).capturedStart();
                written = question.mid(from, words.at(i + parts.size() - 1).capturedEnd() - from);
                break;
            }
        }
        out.append(quote(written, language));
    }
    return out.join(QStringLiteral(", "));
}

QString OfflinePhrases::quote(const QString& text, Language language)
{
    return (language == Language::German ? QStringLiteral("„%1“") : QStringLiteral("“%1”")).arg(text);
}

} // namespace lotse
