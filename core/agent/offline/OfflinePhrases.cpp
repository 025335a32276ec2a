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
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "I looked for %1.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "These sections came closest, but they do not answer it:")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "No section came close.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "Nothing in the handbook mentions %1.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases", "The best section found does not mention %1.")),
            text(QT_TRANSLATE_NOOP("lotse::OfflinePhrases",
                                   "The sections found seemed to fit, but none of their statements answers it."))};
}

QString OfflinePhrases::quote(const QString& text, Language language)
{
    return (language == Language::German ? QStringLiteral("„%1“") : QStringLiteral("“%1”")).arg(text);
}

} // namespace lotse
