// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorLayoutSetting.h"

#include <QSettings>

namespace lotse {

namespace {

const QString key = QStringLiteral("retrieval/vectorIndex");

// False for a value Lotse does not know.
bool parse(const QString& value, std::optional<VectorLayout>* layout)
{
    if (value == QStringLiteral("int8"))
        *layout = VectorLayout::Int8;
    else if (value == QStringLiteral("binary"))
        *layout = VectorLayout::Binary;
    else
        layout->reset();
    return layout->has_value() || value == QStringLiteral("auto");
}

} // namespace

std::optional<VectorLayout> VectorLayoutSetting::load(const QSettings& settings)
{
    std::optional<VectorLayout> layout;
    parse(settings.value(key).toString(), &layout);
    return layout;
}

Status VectorLayoutSetting::save(QSettings& settings, const QString& value)
{
    std::optional<VectorLayout> layout;
    if (!parse(value, &layout))
        return Error::make(Error::Code::InvalidSetting,
                           tr("vector-index takes auto (binary above a gigabyte of vectors), int8 (all in memory) or "
                              "binary (one bit per dimension in memory, the rest on disk), not “%1”.")
                               .arg(value));
    if (layout)
        settings.setValue(key, value);
    else
        settings.remove(key);
    return success();
}

QString VectorLayoutSetting::name(std::optional<VectorLayout> layout)
{
    if (!layout)
        return QStringLiteral("auto");
    return *layout == VectorLayout::Binary ? QStringLiteral("binary") : QStringLiteral("int8");
}

} // namespace lotse
