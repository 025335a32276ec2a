// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eval/EvalReport.h"
#include "eval/EvalRunner.h"
#include "eval/EvalSet.h"

#include <QCommandLineParser>
#include <QObject>
#include <memory>
#include <optional>

namespace lotse::cli {

// `eval SET.jsonl --corpora DIR | --db FILE [--cache DIR] [--compare OLD.json] [--json]`: runs an
// evaluation set through the loop and prints the scores per kind and overall and each question's
// result (a table, or one JSON document), and with --compare what got better or worse.
class EvalCommand final : public QObject
{
    Q_OBJECT
public:
    EvalCommand(const QCommandLineParser& parser, const AgentOptions& options, QObject* parent = nullptr);
    ~EvalCommand() override;

    static void addOptions(QCommandLineParser& parser);
    // Checks the arguments, reads the set and the earlier report: Ok to go on, else the exit code.
    // `dbPath`: the knowledge base when --db was given, else empty.
    int prepare(const QStringList& args, const QString& dbPath);
    // Runs with the provider (none: offline); done() follows.
    void start(const std::optional<ProviderConfig>& provider, const Credential& credential);

Q_SIGNALS:
    void done(int exitCode);

private:
    void onCorpusReady(const lotse::EvalCorpus& corpus);
    void onQuestion(const lotse::EvalResult& result, int done, int total);
    void onFinished(const lotse::EvalReport& report);

    const QCommandLineParser& m_parser;
    AgentOptions m_options;
    QString m_setPath;
    QString m_dbPath;
    EvalSet m_set;
    std::optional<EvalReport> m_previous;
    std::unique_ptr<EvalRunner> m_runner;
};

} // namespace lotse::cli
