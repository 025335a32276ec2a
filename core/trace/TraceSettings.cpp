// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceSettings.h"

#include <QSettings>
#include <algorithm>

namespace lotse {

namespace {

const QString retentionKey = QStringLiteral("traces/retentionDays");
const QString questionTextKey = QStringLiteral("traces/storeQuestionText");

} // namespace

TraceOptions TraceSettings::load(const QSettings& s)
{
    TraceOptions options;
    bool ok = false;
    const int days = s.value(retentionKey).toInt(&ok);
    // A negative value is a mistake, not "keep for ever": it keeps the default.
    if (ok && days >= 0)
        options.retentionDays = std::clamp(days, 0, maxRetentionDays);
    // A value that is not a boolean keeps the default rather than silently meaning "false".
    const QVariant text = s.value(questionTextKey);
    const QString word = text.toString().trimmed().toLower();
    if (word == QStringLiteral("true") || word == QStringLiteral("1"))
        options.storeQuestionText = true;
    else if (word == QStringLiteral("false") || word == QStringLiteral("0"))
        options.storeQuestionText = false;
    return options;
}

void TraceSettings::save(QSettings& s, const TraceOptions& options)
{
    s.setValue(retentionKey, std::clamp(options.retentionDays, 0, maxRetentionDays));
    s.setValue(questionTextKey, options.storeQuestionText);
}

Status TraceSettings::validate(const TraceOptions& options)
{
    if (options.retentionDays < 0 || options.retentionDays > maxRetentionDays) {
        return Error::make(Error::Code::InvalidSetting,
                           tr("The trace retention must be a whole number of days from 0 (keep for ever) "
                              "to %1, not %2.")
                               .arg(maxRetentionDays)
                               .arg(options.retentionDays));
    }
    return success();
}

} // namespace lotse
