// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalCommand.h"

#include "Console.h"
#include "agent/llm/LlmStrategies.h"
#include "agent/offline/OfflineStrategies.h"
#include "eval/EvalComparison.h"
#include "eval/EvalTable.h"
#include "text/lexicon/Lexicon.h"
#include "trace/TraceReport.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QSettings>

namespace lotse::cli {

namespace {

int usage(const QString& message)
{
    Console::err(QStringLiteral("lotse-cli: ") + message + QLatin1Char('\n')
                 + EvalCommand::tr("Run `lotse-cli --help` for the commands."));
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
    parser.addOption({QStringLiteral("corpora"), tr("eval: the folder holding each question's corpus folder."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("cache"), tr("eval: where the corpora's knowledge bases are kept between runs."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("compare"), tr("eval: an earlier report (saved --json output) to compare with."),
                      QStringLiteral("FILE")});
}

int EvalCommand::prepare(const QStringList& args, const QString& dbPath)
{
    if (args.size() != 1)
        return usage(tr("eval takes one evaluation set, e.g. lotse-cli eval questions.jsonl --corpora DIR"));
    const bool corpora = m_parser.isSet(QStringLiteral("corpora"));
    if (corpora == !dbPath.isEmpty()) {
        return usage(tr("eval needs either --corpora DIR (each question's corpus folder is indexed on its own) or "
                        "--db FILE (one knowledge base for every question)."));
    }
    if (corpora && !QFileInfo(m_parser.value(QStringLiteral("corpora"))).isDir()) {
        return usage(tr("--corpora: %1 is not a folder.")
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
        Console::err(QStringLiteral("lotse-cli: ")
                     + tr("the evaluation set has %n broken line(s); the format is described in "
                          "shared/eval/README.md.",
                          nullptr, int(set.value().problems().size())));
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

void EvalCommand::start(const std::optional<ProviderConfig>& provider, const Credential& credential)
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
        config.strategies = [provider = *provider, credential](const QString& db) {
            return LlmStrategies::factory(db, provider, credential);
        };
        config.embedding = provider;
        config.credential = credential;
    } else {
        if (const QString warning = Lexicon::missingWarning(); !warning.isEmpty())
            Console::err(QStringLiteral("lotse-cli: ") + warning);
        config.strategies = [options = m_options](const QString& db) {
            return OfflineStrategies::factory(db, options);
        };
    }
    m_runner = std::make_unique<EvalRunner>(config);
    connect(m_runner.get(), &EvalRunner::corpusStarted, this, [](const QString& name, int files) {
        if (Console::errIsTerminal())
            Console::status(tr("Indexing %1 (%n file(s))…", nullptr, files).arg(name));
    });
    connect(m_runner.get(), &EvalRunner::corpusReady, this, &EvalCommand::onCorpusReady);
    connect(m_runner.get(), &EvalRunner::questionFinished, this, &EvalCommand::onQuestion);
    connect(m_runner.get(), &EvalRunner::finished, this, &EvalCommand::onFinished);
    connect(m_runner.get(), &EvalRunner::failed, this, [this](const lotse::Error& error) {
        Console::clearLine();
        Console::err(QStringLiteral("lotse-cli: ") + error.message);
        Q_EMIT done(error.code == Error::Code::NotFound || isUsersToFix(error) ? UsageError : Failure);
    });
    m_runner->start(m_set);
}

void EvalCommand::onCorpusReady(const lotse::EvalCorpus& c)
{
    Console::clearLine();
    if (c.folder.isEmpty()) {
        Console::err(tr("Knowledge base %1").arg(QDir::toNativeSeparators(c.database)));
        return;
    }
    const QString embedding =
        c.embeddingError.isEmpty() ? QString() : tr("; embedding failed, keywords only: %1").arg(c.embeddingError);
    Console::err(
        tr("%1: %n file(s), %2 added, %3 updated, %4 unchanged, %5 removed, %6 failed (%7 ms)%8", nullptr, c.files)
            .arg(c.name)
            .arg(c.added)
            .arg(c.updated)
            .arg(c.unchanged)
            .arg(c.removed)
            .arg(c.failed)
            .arg(c.ingestMs)
            .arg(embedding));
}

void EvalCommand::onQuestion(const lotse::EvalResult& r, int done, int total)
{
    if (!Console::errIsTerminal())
        return;
    Console::status(tr("[%1/%2] %3 %4, %n round(s), %5 ms", nullptr, r.rounds)
                        .arg(done)
                        .arg(total)
                        .arg(r.id, TraceReport::outcomeWord(r.outcome))
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
    const QString kind = provider.value(QStringLiteral("kind")).toString();
    const QString answeredBy = model.isEmpty() ? kind : QStringLiteral("%1 (%2)").arg(kind, model);
    Console::out(tr("Evaluation of %1: %2 over %3, %4, %5, top %6, in %7 s")
                     .arg(report.set, tr("%n question(s)", nullptr, int(report.results.size())),
                          QDir::toNativeSeparators(report.source), answeredBy,
                          tr("at most %n round(s)", nullptr, m_options.maxRounds))
                     .arg(m_options.topK)
                     .arg(QLocale().toString(double(report.elapsedMs) / 1000.0, 'f', 1))
                 + QLatin1Char('\n'));
    Console::out(EvalTable::scores(report));
    Console::out(QStringLiteral("\n") + EvalTable::questions(report));
    if (comparison)
        Console::out(QStringLiteral("\n") + EvalTable::comparison(*comparison));
    Q_EMIT done(Ok);
}

} // namespace lotse::cli
