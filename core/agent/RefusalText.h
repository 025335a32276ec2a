// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Strategies.h"

namespace lotse {

// An honest refusal in the question's language: what was looked for, the queries tried, the last
// verdict's rationale, why the search stopped, and the passages that came closest. Shared by every
// answerer: a refusal needs no model and must never invent anything.
class RefusalText final
{
public:
    static Answer write(const RefusalInput& input);
};

} // namespace lotse
