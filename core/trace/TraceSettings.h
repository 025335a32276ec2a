// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceTypes.h"
#include "common/Result.h"

#include <QCoreApplication>

class QSettings;

namespace lotse {

// How traces are kept, in QSettings under "traces/": retentionDays (0 = for ever) and
// storeQuestionText. load() never hands out a value outside the allowed range.
class TraceSettings final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TraceSettings)

public:
    static constexpr int maxRetentionDays = 3650;

    static TraceOptions load(const QSettings& settings);
    static void save(QSettings& settings, const TraceOptions& options);
    static Status validate(const TraceOptions& options); // InvalidInput with the allowed range
};

} // namespace lotse
