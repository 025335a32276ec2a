// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse::fake {

// What the fake knows about the models behind deployments, as the service behaves for them.
class FakeModels final
{
public:
    // GPT-5 family (not the -chat variants) and the o-series: no sampling parameters, no
    // max_tokens, reasoning tokens out of max_completion_tokens.
    static bool reasons(const QString& model);
    // reasoning_effort "minimal" exists for the GPT-5 family only.
    static bool takesMinimalEffort(const QString& model);
    // `dimensions` is for text-embedding-3 and later, not for ada-002.
    static bool takesDimensions(const QString& model);
};

} // namespace lotse::fake
