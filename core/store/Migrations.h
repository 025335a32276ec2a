// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

namespace lotse {

class Database;

// Brings a knowledge base to the current schema. All pending steps run in one transaction:
// a failure leaves the file exactly as it was.
class Migrations final
{
public:
    static constexpr int currentVersion = 4;
    static Status apply(Database& db);
    static Result<int> version(Database& db);
};

} // namespace lotse
