// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace lotse::bench {

// A knowledge base of generated passages (3-6 prose sentences of the three shared handbooks, drawn
// seeded) with low-rank vectors stored under a provider's model key and made active, as if that
// provider had embedded it. Sections 2 (hybrid retrieval) and 4 (start-up) share one per run.
struct GeneratedKnowledgeBase
{
    // The model key of the fake provider the start-up benchmark configures (host, deployment, size).
    static QString modelKey(int dimensions) { return QStringLiteral("127.0.0.1:embed@%1").arg(dimensions); }

    QString path;
    qsizetype passages = 0;
    int dimensions = 0;
    qint64 textBytes = 0;
    double textSeconds = 0;             // writing documents, passages and the keyword index
    double vectorSeconds = 0;           // writing vectors
    QStringList questions;              // the development questions
    std::vector<float> questionVectors; // one per question, from the passages' low-rank model

    // Builds it at `path` (a new file). The corpora and development questions come from ../shared.
    static Result<GeneratedKnowledgeBase> build(const QString& path, qsizetype passages, int dimensions);
};

} // namespace lotse::bench
