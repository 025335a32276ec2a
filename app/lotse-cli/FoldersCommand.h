// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>
#include <memory>

namespace lotse {
class FolderSync;
}

namespace lotse::cli {

class IngestCommand;

// `folder add|remove PATH`, `folders`, `sync [--watch]` and `retry`: folders that stay in sync.
class FoldersCommand final : public QObject
{
    Q_OBJECT
public:
    FoldersCommand(const QString& dbPath, bool watch, QObject* parent = nullptr);
    ~FoldersCommand() override;

    // An exit code, or -1 while a job runs (then done() follows).
    int run(const QString& command, const QStringList& args);

Q_SIGNALS:
    void done(int exitCode);

private:
    int list();
    int usage(const QString& message);

    QString m_dbPath;
    bool m_watch = false;
    std::unique_ptr<IngestCommand> m_ingest;
    std::unique_ptr<FolderSync> m_sync;
};

} // namespace lotse::cli
