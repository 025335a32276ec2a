// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestPipeline.h"
#include "store/Database.h"
#include "store/DocumentStore.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QVariant>
#include <memory>

namespace lotse::test {

// A knowledge base in a temporary folder, with a synchronous pipeline for filling it.
struct TempKnowledgeBase
{
    QTemporaryDir dir;
    std::unique_ptr<Database> db;
    std::unique_ptr<DocumentStore> store;
    std::unique_ptr<IngestPipeline> pipeline;

    TempKnowledgeBase()
    {
        auto opened = Database::open(dbPath());
        if (!opened)
            qFatal("cannot open test database: %s", qPrintable(opened.error().message));
        db = std::move(opened).value();
        store = std::make_unique<DocumentStore>(*db);
        pipeline = std::make_unique<IngestPipeline>(*store);
    }
    QString dbPath() const { return dir.filePath(QStringLiteral("kb.sqlite")); }
    QString file(const QString& name) const { return dir.filePath(name); }

    QString write(const QString& name, const QByteArray& content) const
    {
        const QString path = file(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
};

// Settings (QSettings) in `folder` for this test process, never the user's: what Lotse learns
// about deployments is kept there.
void isolateSettings(const QString& folder);

// The first column of the first row `sql` returns; invalid when it fails or returns no row.
QVariant scalar(Database& db, const QString& sql);

// The bundled sample handbook (English or German), as real files in `folder`.
QString sampleHandbook(const QString& folder, const QString& language);

struct CliOutput
{
    int code = -1;
    QString out;
    QString err;
    QJsonObject json() const;
};

// Runs lotse-cli with HOME and the XDG folders inside `home`, so it never touches the user's files.
// `env` adds variables (a null value removes one). The event loop keeps running while it runs, so
// a fake server in the test process can answer it.
CliOutput runCli(const QString& home, const QStringList& args, const QHash<QString, QString>& env = {},
                 const QByteArray& input = {});
// lotse-cli started as runCli() would and left running (to be killed, say).
std::unique_ptr<QProcess> startCli(const QString& home, const QStringList& args,
                                   const QHash<QString, QString>& env = {});
// The CLI suites' data-driven check of a wrong use: it exited with `code` and stderr says `message`.
void verifyMistake(const CliOutput& output, int code, const QString& message);
// The same through `wrapper`: a program and its arguments that run the command given after them
// (`setpriv --reuid=65534 … --` to run it as another user).
CliOutput runCliThrough(const QStringList& wrapper, const QString& home, const QStringList& args,
                        const QHash<QString, QString>& env = {});

} // namespace lotse::test
