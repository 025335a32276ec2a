// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "agent/Strategies.h"

namespace lotse {

class Vocabulary;

// Judges evidence without a model: the best passage must cover enough of the question's key
// terms (weighted by rarity) and reach a minimum score. Writes a rationale a person can check,
// e.g. "covers 2 of 3 key terms (laptop, stolen); missing: train".
class HeuristicGrader final : public Grader
{
public:
    HeuristicGrader(Vocabulary& vocabulary, const AgentOptions& options);
    void grade(const GradeInput& input, Done done) override;

private:
    Vocabulary& m_vocabulary;
    AgentOptions m_options;
};

} // namespace lotse
