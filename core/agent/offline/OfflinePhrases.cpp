// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflinePhrases.h"

#include "text/Phrasebook.h"

#include <QtGlobal>

namespace lotse {

OfflinePhrases OfflinePhrases::in(Language language)
{
    const auto text = [language](const char* source) {
        return Phrasebook::text(language, "lotse::OfflinePhrases", source);
    };
    return {text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "According to the handbook:")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "The handbook does not answer this question.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "I searched for %1 (%2).")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "These passages came closest, but they do not answer it:")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "No passage came close.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases",
                                   "After %1 search rounds (the limit) the evidence was still not enough.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "Rewriting the search would not have found anything new.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "The passages found do not support an answer.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "Missing: %1."))};
}

QString OfflinePhrases::quote(const QString& text, Language language)
{
    return (language == Language::German ? QStringLiteral("„%1“") : QStringLiteral("“%1”")).arg(text);
}

} // namespace lotse
