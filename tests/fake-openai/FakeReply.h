// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace lotse::fake {

// One chat completion as the model produced it: what it says, how it ended, what it counted.
struct FakeReply
{
    QString model;
    QByteArray content;
    QString refusal;
    QString finishReason = QStringLiteral("stop");
    int promptTokens = 0;
    int completionTokens = 0; // visible and reasoning tokens
    int reasoningTokens = 0;
    int cachedTokens = 0;
    QStringList filtered; // content filter categories that stopped it
};

} // namespace lotse::fake
