// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineStrategies.h"

#include "ExtractiveAnswerer.h"
#include "FeedbackRewriter.h"
#include "HeuristicGrader.h"
#include "LexicalRetriever.h"
#include "OfflineContext.h"

namespace lotse {

Result<StrategySet> OfflineStrategies::create(const QString& dbPath, const AgentOptions& options)
{
    auto db = Database::open(dbPath);
    if (!db)
        return db.error();
    auto context = std::make_shared<OfflineContext>(std::move(db).value());
    StrategySet set;
    set.context = context;
    set.retriever = std::make_unique<LexicalRetriever>(context->search, context->names);
    set.grader = std::make_unique<HeuristicGrader>(context->vocabulary, context->sections, options);
    set.rewriter = std::make_unique<FeedbackRewriter>(context->vocabulary, context->search);
    set.answerer = std::make_unique<ExtractiveAnswerer>(context->vocabulary, context->sections);
    return set;
}

AgentService::StrategyFactory OfflineStrategies::factory(const QString& dbPath, const AgentOptions& options)
{
    return [dbPath, options] { return create(dbPath, options); };
}

} // namespace lotse
