// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IngestTypes.h"
#include "SourceFile.h"
#include "common/Error.h"
#include "store/Records.h"

#include <QList>
#include <QString>
#include <optional>

namespace lotse {

// A file read, parsed and split into passages, not yet stored: the part of ingestion that needs no
// database (IngestPipeline::prepare), so it can run on another thread ahead of the one writer.
struct PreparedFile
{
    QString path; // clean and absolute
    Reindex reindex = Reindex::IfChanged;
    std::optional<SourceFile> file; // read and hashed (its text is dropped once split)
    std::optional<Error> error;     // why it could not be read, or not be parsed
    // False when the preparer skipped parsing because the file looked unchanged; the writer, who
    // decides, splits it after all if the knowledge base says otherwise.
    bool split = false;
    QString title;
    QList<ChunkRecord> chunks;
    qint64 elapsedMs = 0; // spent preparing
};

} // namespace lotse
