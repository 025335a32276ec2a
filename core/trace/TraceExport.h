// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TraceTypes.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

class QIODevice;

namespace lotse {

class TraceStore;

// Writes stored traces for use elsewhere: JSONL (one whole trace per line, with its id and date)
// or CSV (one summary row per trace, RFC 4180 quoting, UTF-8). Returns how many were written.
class TraceExport final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::TraceExport)

public:
    enum class Format { Jsonl, Csv };

    static Result<int> write(const TraceStore& store, const TraceFilter& filter, Format format, QIODevice& out);
    // The format from the file name (.jsonl or .csv); the file is replaced only when all went well.
    static Result<int> toFile(const TraceStore& store, const TraceFilter& filter, const QString& path);
    static Result<Format> formatFor(const QString& path);
    static QString csvField(const QString& value);
    // A stored trace as `traces show --json` and a JSONL line give it: the trace with its id and date.
    static QJsonObject recordJson(const TraceRecord& record);
};

} // namespace lotse
