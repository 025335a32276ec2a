// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalReport.h"

#include "EvalQuestion.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace lotse {

QJsonObject EvalCorpus::toJson() const
{
    return {{QStringLiteral("name"), name},           {QStringLiteral("folder"), folder},
            {QStringLiteral("database"), database},   {QStringLiteral("files"), files},
            {QStringLiteral("added"), added},         {QStringLiteral("updated"), updated},
            {QStringLiteral("unchanged"), unchanged}, {QStringLiteral("removed"), removed},
            {QStringLiteral("failed"), failed},       {QStringLiteral("skipped"), skipped},
            {QStringLiteral("ingestMs"), ingestMs},   {QStringLiteral("embeddingError"), embeddingError}};
}

EvalCorpus EvalCorpus::fromJson(const QJsonObject& o)
{
    EvalCorpus c;
    c.name = o.value(QStringLiteral("name")).toString();
    c.folder = o.value(QStringLiteral("folder")).toString();
    c.database = o.value(QStringLiteral("database")).toString();
    c.files = o.value(QStringLiteral("files")).toInt();
    c.added = o.value(QStringLiteral("added")).toInt();
    c.updated = o.value(QStringLiteral("updated")).toInt();
    c.unchanged = o.value(QStringLiteral("unchanged")).toInt();
    c.removed = o.value(QStringLiteral("removed")).toInt();
    c.failed = o.value(QStringLiteral("failed")).toInt();
    c.skipped = o.value(QStringLiteral("skipped")).toInt();
    c.ingestMs = o.value(QStringLiteral("ingestMs")).toInteger();
    c.embeddingError = o.value(QStringLiteral("embeddingError")).toString();
    return c;
}

EvalScores EvalReport::overall() const
{
    return EvalScores::of(results);
}

QList<QPair<QString, EvalScores>> EvalReport::byKind() const
{
    QStringList kinds = EvalQuestion::kinds();
    for (const EvalResult& r : results) {
        if (!kinds.contains(r.kind))
            kinds.append(r.kind);
    }
    QList<QPair<QString, EvalScores>> out;
    for (const QString& kind : std::as_const(kinds)) {
        QList<EvalResult> group;
        for (const EvalResult& r : results) {
            if (r.kind == kind)
                group.append(r);
        }
        if (!group.isEmpty())
            out.append({kind, EvalScores::of(group)});
    }
    return out;
}

QJsonObject EvalReport::toJson() const
{
    QJsonObject kinds;
    for (const auto& [kind, scores] : byKind())
        kinds.insert(kind, scores.toJson());
    QJsonArray corpusArray;
    for (const EvalCorpus& c : corpora)
        corpusArray.append(c.toJson());
    QJsonArray resultArray;
    for (const EvalResult& r : results)
        resultArray.append(r.toJson());
    return {{QStringLiteral("evalReportVersion"), 1},  {QStringLiteral("set"), set},
            {QStringLiteral("source"), source},        {QStringLiteral("options"), options},
            {QStringLiteral("provider"), provider},    {QStringLiteral("startedAt"), startedAt.toString(Qt::ISODate)},
            {QStringLiteral("elapsedMs"), elapsedMs},  {QStringLiteral("overall"), overall().toJson()},
            {QStringLiteral("byKind"), kinds},         {QStringLiteral("corpora"), corpusArray},
            {QStringLiteral("questions"), resultArray}};
}

Result<EvalReport> EvalReport::fromJson(const QJsonObject& o)
{
    if (!o.value(QStringLiteral("questions")).isArray() || !o.contains(QStringLiteral("overall"))) {
        return Error::make(Error::Code::InvalidInput,
                           tr("This is not an evaluation report: save one with `lotse-cli eval … --json > "
                              "FILE.json`."));
    }
    EvalReport report;
    report.set = o.value(QStringLiteral("set")).toString();
    report.source = o.value(QStringLiteral("source")).toString();
    report.options = o.value(QStringLiteral("options")).toObject();
    report.provider = o.value(QStringLiteral("provider")).toObject();
    report.startedAt = QDateTime::fromString(o.value(QStringLiteral("startedAt")).toString(), Qt::ISODate);
    report.elapsedMs = o.value(QStringLiteral("elapsedMs")).toInteger();
    for (const QJsonValue& c : o.value(QStringLiteral("corpora")).toArray())
        report.corpora.append(EvalCorpus::fromJson(c.toObject()));
    for (const QJsonValue& r : o.value(QStringLiteral("questions")).toArray())
        report.results.append(EvalResult::fromJson(r.toObject()));
    return report;
}

Result<EvalReport> EvalReport::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(
            Error::Code::Io,
            tr("Cannot read the earlier report %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        return Error::make(Error::Code::InvalidInput,
                           tr("%1 is not a JSON evaluation report (%2). Save one with `lotse-cli eval … "
                              "--json > FILE.json`.")
                               .arg(QDir::toNativeSeparators(path), error.errorString()));
    }
    auto report = fromJson(doc.object());
    if (!report) {
        return Error::make(Error::Code::InvalidInput,
                           QDir::toNativeSeparators(path) + QStringLiteral(": ") + report.error().message);
    }
    return report;
}

} // namespace lotse
