// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VectorIndex.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <optional>

class QSettings;

namespace lotse {

// Which layout the vector index takes (`config set vector-index auto|int8|binary`), kept in
// QSettings under "retrieval/vectorIndex". Automatic (nullopt) chooses by size
// (VectorIndex::automaticLayout); a hand-edited value Lotse does not know counts as automatic.
class VectorLayoutSetting final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::VectorLayoutSetting)

public:
    static std::optional<VectorLayout> load(const QSettings& settings);
    // `value`: auto, int8 or binary; anything else is refused with what it takes.
    static Status save(QSettings& settings, const QString& value);
    // auto, int8 or binary.
    static QString name(std::optional<VectorLayout> layout);
};

} // namespace lotse
