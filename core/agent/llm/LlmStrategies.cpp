// SPDX-License-Identifier: GPL-3.0-or-later
#include "LlmStrategies.h"

#include "LlmAnswerer.h"
#include "LlmContext.h"
#include "LlmDecomposer.h"
#include "LlmGrader.h"
#include "LlmVerifier.h"
#include "agent/offline/LexicalRetriever.h"
#include "vector/HybridRetriever.h"

namespace lotse {

namespace {

// The grader already proposes the next query from the handbook topic's perspective.
class SuggestedQueryRewriter final : public Rewriter
{
public:
    void rewrite(const RewriteInput& input, Done done) override { done(input.verdict.suggestedQuery); }
};

} // namespace

Result<StrategySet> LlmStrategies::create(const QString& dbPath, const ProviderConfig& config,
                                          const Credential& credential)
{
    auto db = Database::open(dbPath);
    if (!db)
        return db.error();
    auto context = std::make_shared<LlmContext>(std::move(db).value(), config, credential);
    StrategySet set;
    set.context = context;
    set.usage = context->usage;
    if (config.embeddingDeployment.isEmpty())
        set.retriever = std::make_unique<LexicalRetriever>(context->offline.search, context->offline.names);
    else
        set.retriever = std::make_unique<HybridRetriever>(*context);
    set.grader = std::make_unique<LlmGrader>(*context);
    set.laneGrader = [context = context.get()]() -> std::unique_ptr<Grader> {
        return std::make_unique<LlmGrader>(*context);
    };
    set.rewriter = std::make_unique<SuggestedQueryRewriter>();
    set.answerer = std::make_unique<LlmAnswerer>(*context);
    set.decomposer = std::make_unique<LlmDecomposer>(*context);
    set.verifier = std::make_unique<LlmVerifier>(*context);
    return set;
}

AgentService::StrategyFactory LlmStrategies::factory(const QString& dbPath, const ProviderConfig& config,
                                                     const Credential& credential)
{
    return [dbPath, config, credential] { return create(dbPath, config, credential); };
}

} // namespace lotse
