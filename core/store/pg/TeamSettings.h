// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DatabaseUrl.h"

#include <optional>

class QSettings;

namespace lotse {

// The team knowledge base the window opens at start ("team/url"), chosen with "Connect to a Team
// Knowledge Base…"; none: the person's own knowledge base file. The URL holds no password.
struct TeamSettings
{
    static std::optional<DatabaseUrl> load(const QSettings& settings);
    static void save(QSettings& settings, const DatabaseUrl& url);
    static void clear(QSettings& settings);
};

} // namespace lotse
