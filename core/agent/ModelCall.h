// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ChatTypes.h"

#include <QJsonObject>

namespace lotse {

// One model call a question made, as the trace keeps it: which step made it, in which round, its
// tokens, and for an answer started while the evidence was still being graded, what became of it.
struct ModelCall
{
    enum class Speculation {
        None,      // an ordinary call
        Used,      // the answer was started while grading, and the verdict let it stand
        Discarded, // the answer was started while grading, and cancelled when the verdict said not sufficient
    };

    QString step; // "decompose", "grade", "answer", "verify"
    int round = 0;
    TokenUsage usage;
    bool estimated = false; // a call cancelled midway: the service reports no usage, so it is estimated
    Speculation speculation = Speculation::None;
    qint64 headStartMs = 0; // Used, Discarded: how long the answer had run when the verdict's decision came

    static QString speculationName(Speculation s); // "" for None
    static Speculation speculationFromName(const QString& name);
    QJsonObject toJson() const;
    static ModelCall fromJson(const QJsonObject& json);
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::ModelCall)
