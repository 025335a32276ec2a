// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceExport.h"

#include "TraceStore.h"
#include "common/Logging.h"

#include <QDir>
#include <QJsonDocument>
#include <QSaveFile>

namespace lotse {

namespace {

QString costText(const std::optional<double>& cost)
{
    return cost ? QString::number(*cost, 'f', 6) : QString();
}

QByteArray csvRow(const QStringList& fields)
{
    QStringList quoted;
    for (const QString& f : fields)
        quoted.append(TraceExport::csvField(f));
    return (quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n")).toUtf8();
}

} // namespace

QString TraceExport::csvField(const QString& value)
{
    // A leading =, +, - or @ makes a formula in a spreadsheet: a quote character defuses it.
    QString v = value;
    bool number = false;
    v.toDouble(&number);
    if (!v.isEmpty() && QStringLiteral("=+-@").contains(v.front()) && !number)
        v.prepend(QLatin1Char('\''));
    if (v.contains(QLatin1Char('"')) || v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('\n'))
        || v.contains(QLatin1Char('\r')) || v != value) {
        v.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return QLatin1Char('"') + v + QLatin1Char('"');
    }
    return v;
}

Result<TraceExport::Format> TraceExport::formatFor(const QString& path)
{
    if (path.endsWith(QStringLiteral(".jsonl"), Qt::CaseInsensitive))
        return Format::Jsonl;
    if (path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive))
        return Format::Csv;
    return Error::make(Error::Code::InvalidInput,
                       tr("Cannot tell the export format from “%1”: name the file .jsonl (whole traces) or "
                          ".csv (one row per question).")
                           .arg(QDir::toNativeSeparators(path)));
}

Result<int> TraceExport::write(const TraceStore& store, const TraceFilter& filter, Format format, QIODevice& out)
{
    const auto summaries = store.list(filter);
    if (!summaries)
        return summaries.error();
    if (format == Format::Csv) {
        out.write("\xEF\xBB\xBF"); // a BOM, so spreadsheet programs read UTF-8
        out.write(csvRow({QStringLiteral("id"), QStringLiteral("asked_at"), QStringLiteral("question"),
                          QStringLiteral("outcome"), QStringLiteral("rounds"), QStringLiteral("insufficient_rounds"),
                          QStringLiteral("duration_ms"), QStringLiteral("provider"), QStringLiteral("model"),
                          QStringLiteral("prompt_tokens"), QStringLiteral("completion_tokens"),
                          QStringLiteral("cost_usd"), QStringLiteral("cited_documents")}));
    }
    int written = 0;
    for (const TraceSummary& s : summaries.value()) {
        if (format == Format::Csv) {
            out.write(
                csvRow({QString::number(s.id), s.createdAt.toString(Qt::ISODate), s.question, s.outcome,
                        QString::number(s.rounds), QString::number(s.insufficientRounds), QString::number(s.durationMs),
                        s.provider, s.model, QString::number(s.promptTokens), QString::number(s.completionTokens),
                        costText(s.costUsd), s.citedDocuments.join(QStringLiteral("; "))}));
        } else {
            const auto record = store.trace(s.id);
            if (!record && record.error().code == Error::Code::Unsupported) {
                qCWarning(lcStore) << record.error().message; // the others are exported
                continue;
            }
            if (!record)
                return record.error();
            out.write(QJsonDocument(recordJson(record.value())).toJson(QJsonDocument::Compact));
            out.write("\n");
        }
        ++written;
    }
    return written;
}

QJsonObject TraceExport::recordJson(const TraceRecord& record)
{
    QJsonObject json = record.trace.toJson();
    json.insert(QStringLiteral("id"), record.summary.id);
    json.insert(QStringLiteral("storedAt"), record.summary.createdAt.toString(Qt::ISODateWithMs));
    return json;
}

Result<int> TraceExport::toFile(const TraceStore& store, const TraceFilter& filter, const QString& path)
{
    const auto format = formatFor(path);
    if (!format)
        return format.error();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return Error::make(Error::Code::Io,
                           tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    const auto written = write(store, filter, format.value(), file);
    if (!written) {
        file.cancelWriting();
        return written.error();
    }
    if (!file.commit()) {
        return Error::make(Error::Code::Io,
                           tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    return written;
}

} // namespace lotse
