// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lotse::BuildInfo {

// The version comes from CMake's project(); the commit is the checkout's at configure time. Both
// live in one generated source file, so a new commit recompiles one file, not the whole tree.
QString version();
QString commit();
// "0.1.0 (abc1234567)"
QString versionWithCommit();

} // namespace lotse::BuildInfo
