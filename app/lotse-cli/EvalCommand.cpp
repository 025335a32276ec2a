// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalCommand.h"

#include "Console.h"
#include "agent/llm/LlmStrategies.h"
#include "agent/offline/OfflineStrategies.h"
#include "eval/EvalComparison.h"
#include "eval/EvalTable.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSettings>

namespace lotse::cli {

namespace {

int usage(const QString& message)
{
    Console::err(QStringLiteral("lotse-cli: %1\nRun `lotse-cli --help` for the commands.").arg(message));
    return UsageError;
}

} // namespace

EvalCommand::EvalCommand(const QCommandLineParser& parser, const AgentOptions& options, QObject* parent)
    : QObject(parent)
    , m_parser(parser)
    , m_options(options)
{}

EvalCommand::~EvalCommand() = default;

void EvalCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("corpora"),
                      QStringLiteral("eval: the folder holding each question's corpus folder."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("cache"),
                      QStringLiteral("eval: where the corpora's knowledge bases are kept between runs."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("compare"),
                      QStringLiteral("eval: an earlier report (saved --json output) to compare with."),
                      QStringLiteral("FILE")});
}

int EvalCommand::prepare(const QStringList& args, const QString& dbPath)
{
    if (args.size() != 1)
        return usage(
            QStringLiteral("eval takes one evaluation set, e.g. lotse-cli eval questions.jsonl --corpora DIR"));
    const bool corpora = m_parser.isSet(QStringLiteral("corpora"));
    if (corpora == !dbPath.isEmpty()) {
        return usage(QStringLiteral("eval needs either --corpora DIR (each question's corpus folder is indexed on its "
                                    "own) or --db FILE (one knowledge base for every question)."));
    }
    if (corpora && !QFileInfo(m_parser.value(QStringLiteral("corpora"))).isDir()) {
        return usage(QStringLiteral("--corpora: %1 is not a folder.")
                         .arg(QDir::toNativeSeparators(m_parser.value(QStringLiteral("corpora")))));
    }
    m_setPath = args.first();
    m_dbPath = dbPath;
    auto set = EvalSet::load(m_setPath);
    if (!set) {
        Console::err(QStringLiteral("lotse-cli: ") + set.error().message);
        return set.error().code == Error::Code::NotFound ? UsageError : Failure;
    }
    if (!set.value().isValid()) {
        Console::err(set.value().problemText(QDir::toNativeSeparators(m_setPath)));
        Console::err(QStringLiteral("lotse-cli: the evaluation set has %1 broken line(s); the format is described in "
                                    "shared/eval/README.md.")
                         .arg(set.value().problems().size()));
        return UsageError;
    }
    m_set = set.value();
    if (m_parser.isSet(QStringLiteral("compare"))) {
        auto previous = EvalReport::load(m_parser.value(QStringLiteral("compare")));
        if (!previous)
            return usage(previous.error().message);
        m_previous = previous.value();
    }
    return Ok;
}

void EvalCommand::start(const std::optional<ProviderConfig>& provider, const QString& apiKey)
{
    EvalRunner::Config config;
    config.setName = QFileInfo(m_setPath).fileName();
    config.options = m_options;
    config.dbPath = m_dbPath;
    if (m_dbPath.isEmpty()) {
        config.corporaDir = m_parser.value(QStringLiteral("corpora"));
        config.cacheDir = m_parser.isSet(QStringLiteral("cache")) ? m_parser.value(QStringLiteral("cache"))
                                                                  : EvalRunner::defaultCacheDir(config.corporaDir);
    }
    if (provider) {
        QSettings settings;
        config.context = TraceContext::forProvider(*provider, PriceTable::load(settings));
        config.strategies = [provider = *provider, apiKey](const QString& db) {
            return LlmStrategies::factory(db, provider, apiKey);
        };
        config.embedding = provider;
        config.apiKey = apiKey;
    } else {
        config.strategies = [options = m_options](const QString& db) {
            return OfflineStrategies::factory(db, options);
        };
    }
    m_runner = std::make_unique<EvalRunner>(config);
    connect(m_runner.get(), &EvalRunner::corpusStarted, this, [](const QString& name, int files) {
        if (Console::errIsTerminal())
            Console::status(QStringLiteral("Indexing %1 (%2 files)…").arg(name).arg(files));
    });
    connect(m_runner.get(), &EvalRunner::corpusReady, this, &EvalCommand::onCorpusReady);
    connect(m_runner.get(), &EvalRunner::questionFinished, this, &EvalCommand::onQuestion);
    connect(m_runner.get(), &EvalRunner::finished, this, &EvalCommand::onFinished);
    connect(m_runner.get(), &EvalRunner::failed, this, [this](const lotse::Error& error) {
        Console::clearLine();
        Console::err(QStringLiteral("lotse-cli: ") + error.message);
        Q_EMIT done(error.code == Error::Code::NotFound || error.code == Error::Code::InvalidInput ? UsageError
                                                                                                   : Failure);
    });
    m_runner->start(m_set);
}

void EvalCommand::onCorpusReady(const lotse::EvalCorpus& c)
{
    Console::clearLine();
    if (c.folder.isEmpty()) {
        Console::err(QStringLiteral("Knowledge base %1").arg(QDir::toNativeSeparators(c.database)));
        return;
    }
    Console::err(QStringLiteral("%1: %2 files, %3 added, %4 updated, %5 unchanged, %6 removed, %7 failed (%8 ms)%9")
                     .arg(c.name)
                     .arg(c.files)
                     .arg(c.added)
                     .arg(c.updated)
                     .arg(c.unchanged)
                     .arg(c.removed)
                     .arg(c.failed)
                     .arg(c.ingestMs)
                     .arg(c.embeddingError.isEmpty()
                              ? QString()
                              : QStringLiteral("; embedding failed, keywords only: ") + c.embeddingError));
}

void EvalCommand::onQuestion(const lotse::EvalResult& r, int done, int total)
{
    if (!Console::errIsTerminal())
        return;
    Console::status(QStringLiteral("[%1/%2] %3 %4, %5 round(s), %6 ms")
                        .arg(done)
                        .arg(total)
                        .arg(r.id, r.outcome)
                        .arg(r.rounds)
                        .arg(r.latencyMs));
}

void EvalCommand::onFinished(const lotse::EvalReport& report)
{
    Console::clearLine();
    std::optional<EvalComparison> comparison;
    if (m_previous)
        comparison = EvalComparison::compare(*m_previous, report);
    if (m_parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = report.toJson();
        if (comparison)
            json.insert(QStringLiteral("comparison"), comparison->toJson());
        Console::out(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)).trimmed());
        Q_EMIT done(Ok);
        return;
    }
    const QJsonObject provider = report.provider;
    const QString model = provider.value(QStringLiteral("chatModel")).toString();
    Console::out(
        QStringLiteral("Evaluation of %1: %2 question(s) over %3, %4%5, at most %6 round(s), top %7, in %8 s\n")
            .arg(report.set)
            .arg(report.results.size())
            .arg(QDir::toNativeSeparators(report.source), provider.value(QStringLiteral("kind")).toString(),
                 model.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(model))
            .arg(m_options.maxRounds)
            .arg(m_options.topK)
            .arg(double(report.elapsedMs) / 1000.0, 0, 'f', 1));
    Console::out(EvalTable::scores(report));
    Console::out(QStringLiteral("\n") + EvalTable::questions(report));
    if (comparison)
        Console::out(QStringLiteral("\n") + EvalTable::comparison(*comparison));
    Q_EMIT done(Ok);
}

} // namespace lotse::cli
