// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeModels.h"

#include <QRegularExpression>

namespace lotse::fake {

bool FakeModels::reasons(const QString& model)
{
    static const QRegularExpression family(QStringLiteral("^(gpt-5(?!.*-chat)|o[1-9])"));
    return family.match(model.toLower()).hasMatch();
}

bool FakeModels::takesMinimalEffort(const QString& model)
{
    return model.toLower().startsWith(QStringLiteral("gpt-5"));
}

bool FakeModels::takesDimensions(const QString& model)
{
    return !model.contains(QStringLiteral("ada-002"));
}

} // namespace lotse::fake
