// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"
#include "llm/ChatTypes.h"

#include <QObject>
#include <QStringList>

namespace lotse {

// What embedding the knowledge base's passages reports, declared once: EmbeddingWorker emits it on its thread and
// EmbeddingService re-emits it on its caller's thread (forwardSignals).
class EmbeddingReports : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    void progress(int done, int total);
    // The documents whose passages still lack vectors (EmbeddingIndexer::pending).
    void pending(const QStringList& documentPaths);
    void finished(int embedded, const lotse::TokenUsage& usage);
    void failed(const lotse::Error& error);
};

} // namespace lotse
