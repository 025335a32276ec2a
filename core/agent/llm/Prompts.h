// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/AgentTypes.h"
#include "common/Result.h"
#include "llm/ChatTypes.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <optional>

namespace lotse {

// The prompts of the LLM strategies. Handbook text is data, not instructions: every passage is
// wrapped in <passage id=… source=…> … </passage> by PromptData, which neutralises anything inside a
// document that a reader would take for those delimiters and marks sentences addressed to an AI
// assistant, so a document can neither close its own passage nor speak as the system. The system
// prompts and the output schemas never contain document text.
class Prompts final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::Prompts)

public:
    static ChatRequest grader(const QString& question, const QString& query, const QList<Hit>& hits);
    // `contradictions`: figures of the passages that disagree, which the answer must name.
    static ChatRequest answer(const QString& question, const QList<Hit>& hits,
                              const QList<Contradiction>& contradictions = {});
    static ChatRequest decomposer(const QString& question);
    // 2 to 4 non-empty sub-questions, or nothing when the reply is not a usable split.
    static QStringList parseSubQuestions(const QString& json);
    static QJsonObject verdictSchema();
    // Checks a grader reply against the schema (local servers do not enforce `strict`) and its
    // fields against these lengths.
    static Result<Verdict> parseVerdict(const QString& json);
    // The decision of a verdict still being streamed, once its first field is complete: the schema
    // puts "sufficient" first and structured output writes fields in the schema's order. None when
    // the text so far does not begin with it (yet).
    static std::optional<bool> earlyDecision(const QString& partial);
    static constexpr int maxRationaleChars = 4000;
    static constexpr int maxQueryChars = 500;
    static constexpr int maxListItems = 50;

    static const QString graderSystem;
    static const QString answerSystem;
    static const QString decomposerSystem;
};

} // namespace lotse
