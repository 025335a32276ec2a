// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "answer/Grounding.h"
#include "common/Result.h"
#include "llm/ChatTypes.h"
#include "retrieval/Hit.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace lotse {

// The grounding call: a model judges each statement of an answer against the passages it cites,
// with structured output, and lists contradictions between passages. Statements and passages are
// data inside <statement>/<passage> tags (PromptData neutralises forged ones).
class GroundingPrompt final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::GroundingPrompt)

public:
    struct Verdict
    {
        int id = 0; // 1-based, as sent
        bool supported = false;
        QString quote;
        qint64 passageId = 0; // 0: none
        QString problem;
    };
    struct ModelContradiction
    {
        QString subject;
        QList<qint64> passageIds;
        QStringList values;
    };
    struct Reply
    {
        QList<Verdict> statements;
        QList<ModelContradiction> contradictions;
    };

    static ChatRequest request(const QString& question, const QList<Claim>& claims, const QList<Hit>& hits);
    static QJsonObject schema();
    static Result<Reply> parse(const QString& json);

    static const QString system;
    static constexpr int maxStatements = 60;
    static constexpr int maxQuoteChars = 2000;
    static constexpr int maxProblemChars = 600;
    static constexpr int maxContradictions = 10;
};

} // namespace lotse
