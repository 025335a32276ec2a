// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflinePhrases.h"

namespace lotse {

OfflinePhrases OfflinePhrases::in(Language language)
{
    if (language == Language::German) {
        return {QStringLiteral("Laut Handbuch:"),
                QStringLiteral("Das Handbuch beantwortet diese Frage nicht."),
                QStringLiteral("Gesucht habe ich nach %1 (%2)."),
                QStringLiteral("Am nächsten kamen diese Abschnitte, sie beantworten die Frage aber nicht:"),
                QStringLiteral("Kein Abschnitt passte auch nur annähernd."),
                QStringLiteral("Nach %1 Suchrunden (dem Limit) reichten die Belege nicht aus."),
                QStringLiteral("Eine neu formulierte Suche hätte nichts Neues gefunden."),
                QStringLiteral("Die gefundenen Abschnitte stützen keine Antwort."),
                QStringLiteral("Es fehlt: %1.")};
    }
    return {QStringLiteral("According to the handbook:"),
            QStringLiteral("The handbook does not answer this question."),
            QStringLiteral("I searched for %1 (%2)."),
            QStringLiteral("These passages came closest, but they do not answer it:"),
            QStringLiteral("No passage came close."),
            QStringLiteral("After %1 search rounds (the limit) the evidence was still not enough."),
            QStringLiteral("Rewriting the search would not have found anything new."),
            QStringLiteral("The passages found do not support an answer."),
            QStringLiteral("Missing: %1.")};
}

} // namespace lotse
