// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ModelProfile.h"

namespace lotse {

// The learned model profiles, with the settings (QSettings group "models"), so a separate
// lotse-cli run or the next start of the window gets its first request right. One entry per
// endpoint and chat deployment. QSettings is reentrant: every thread reads with its own object.
class ModelProfileStore final
{
public:
    static ModelProfile load(const ProviderConfig& config);
    static void save(const ProviderConfig& config, const ModelProfile& profile);
    static void forget(const ProviderConfig& config);

private:
    static QString group(const ProviderConfig& config);
};

} // namespace lotse
