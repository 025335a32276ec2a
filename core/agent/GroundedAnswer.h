// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AgentTypes.h"
#include "answer/StatementSplitter.h"
#include "text/Language.h"

#include <QCoreApplication>

namespace lotse {

// The answer as it is shown after its grounding check. Statements the cited passages do not support
// are taken out, with their links, and counted in a closing line; links of supported statements
// name the words they rely on (#quote=…); a contradiction of the evidence the answer does not name
// is named at the end, citing every side. When the statement that answers the question is
// unsupported, nothing of it is shown as an answer: a header says so and lists what the cited
// passages say instead. Texts follow the question's language.
class GroundedAnswer final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::GroundedAnswer)

public:
    struct Shown
    {
        Answer answer;
        bool unsupported = false; // the outcome is Unsupported
    };
    static Shown of(const Answer& written, const QList<Hit>& evidence, Language language);

private:
    static QString withoutUnsupported(const QString& markdown, const Grounding& grounding);
    static QString tidy(QString markdown);
    // The passage span a statement's link quotes, with the sentences before it that the link covers.
    static TextSpan quoteSpan(const QList<Statement>& statements, const Grounding& grounding, qsizetype i);
    static QString contradictionNote(const Contradiction& c, Language language);
    static QString unsupportedNote(const QString& kept, const Grounding& grounding, const QList<Hit>& evidence,
                                   Language language);
    static QList<Citation> citations(const QString& shown, const Answer& written, const QList<Hit>& evidence);
    static QString phrase(Language language, const char* source, int n = -1);
};

} // namespace lotse
