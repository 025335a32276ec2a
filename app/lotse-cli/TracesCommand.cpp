// SPDX-License-Identifier: GPL-3.0-or-later
#include "TracesCommand.h"

#include "Console.h"
#include "TraceText.h"
#include "store/Database.h"
#include "trace/TraceExport.h"
#include "trace/TraceSettings.h"
#include "trace/TraceStore.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSettings>

namespace lotse::cli {

namespace {

const QStringList outcomes{QStringLiteral("answered"), QStringLiteral("ambiguous"), QStringLiteral("refused"),
                           QStringLiteral("failed"),   QStringLiteral("truncated"), QStringLiteral("unsupported"),
                           QStringLiteral("cancelled")};

const QList<QPair<QString, TraceFilter::SortKey>> sortKeys{
    {QStringLiteral("date"), TraceFilter::SortKey::CreatedAt},
    {QStringLiteral("outcome"), TraceFilter::SortKey::Outcome},
    {QStringLiteral("rounds"), TraceFilter::SortKey::Rounds},
    {QStringLiteral("duration"), TraceFilter::SortKey::Duration},
    {QStringLiteral("tokens"), TraceFilter::SortKey::Tokens},
    {QStringLiteral("cost"), TraceFilter::SortKey::Cost},
    {QStringLiteral("question"), TraceFilter::SortKey::Question},
};

int fail(const QString& message, int code = Failure)
{
    Console::err(QStringLiteral("lotse-cli: ") + message);
    return code;
}

int usage(const QString& message)
{
    return fail(message + QLatin1Char('\n') + TracesCommand::tr("Run `lotse-cli --help` for the commands."),
                UsageError);
}

QJsonObject summaryJson(const TraceSummary& s)
{
    return {{QStringLiteral("id"), s.id},
            {QStringLiteral("askedAt"), s.createdAt.toString(Qt::ISODate)},
            {QStringLiteral("question"), s.question},
            {QStringLiteral("outcome"), s.outcome},
            {QStringLiteral("rounds"), s.rounds},
            {QStringLiteral("insufficientRounds"), s.insufficientRounds},
            {QStringLiteral("durationMs"), s.durationMs},
            {QStringLiteral("provider"), s.provider},
            {QStringLiteral("model"), s.model},
            {QStringLiteral("promptTokens"), s.promptTokens},
            {QStringLiteral("completionTokens"), s.completionTokens},
            {QStringLiteral("costUsd"), s.costUsd ? QJsonValue(*s.costUsd) : QJsonValue()},
            {QStringLiteral("citedDocuments"), QJsonArray::fromStringList(s.citedDocuments)},
            // A team knowledge base's question in a manager's copy: who asked, with which groups (else null).
            {QStringLiteral("askedBy"), s.askedBy.isEmpty() ? QJsonValue() : QJsonValue(s.askedBy)},
            {QStringLiteral("askedByGroups"),
             s.askedBy.isEmpty() ? QJsonValue() : QJsonValue(QJsonArray::fromStringList(s.askedGroups))}};
}

} // namespace

TracesCommand::TracesCommand(const QCommandLineParser& parser, QString dbPath)
    : m_parser(parser)
    , m_dbPath(std::move(dbPath))
{}

void TracesCommand::addOptions(QCommandLineParser& parser)
{
    parser.addOption({QStringLiteral("no-trace"), tr("ask: do not store the trace.")});
    parser.addOption({QStringLiteral("outcome"),
                      tr("traces: only answered, refused, failed or cancelled (comma-separated)."),
                      QStringLiteral("LIST")});
    parser.addOption(
        {QStringLiteral("since"), tr("traces: asked on or after a date (2025-03-01) or 7d."), QStringLiteral("WHEN")});
    parser.addOption({QStringLiteral("until"), tr("traces: asked up to a date (inclusive)."), QStringLiteral("WHEN")});
    parser.addOption({QStringLiteral("group"),
                      tr("traces: a team knowledge base's questions asked by members of GROUP (managers)."),
                      QStringLiteral("GROUP")});
    parser.addOption({QStringLiteral("multi-round"), tr("traces: only questions that took more than one round.")});
    parser.addOption({QStringLiteral("insufficient"),
                      tr("traces: only questions where the grader found the evidence insufficient.")});
    parser.addOption({QStringLiteral("cited"), tr("traces: only answers citing a document whose path contains TEXT."),
                      QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("search"), tr("traces: only questions, answers or queries containing TEXT."),
                      QStringLiteral("TEXT")});
    parser.addOption({QStringLiteral("sort"),
                      tr("traces: date, outcome, rounds, duration, tokens, cost or question (default date)."),
                      QStringLiteral("KEY")});
    parser.addOption({QStringLiteral("ascending"), tr("traces: sort smallest (oldest) first.")});
    parser.addOption({QStringLiteral("limit"), tr("traces list: at most N rows."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("older-than"),
                      tr("traces purge: delete traces older than DAYS (default: the retention setting)."),
                      QStringLiteral("DAYS")});
}

Result<QDateTime> TracesCommand::parseWhen(const QString& text, const QDateTime& now, bool endOfDay)
{
    static const QRegularExpression relative(QStringLiteral(R"(^(\d{1,5})([dh])$)"));
    // Whole strings only: Qt's ISO parsing takes "2030-01-01xyz" for a date and "2026-12-01T25:00" for
    // its day, so a typo would filter by something else than was meant.
    static const QRegularExpression day(QStringLiteral(R"(^\d{4}-\d{2}-\d{2}$)"));
    static const QRegularExpression moment(
        QStringLiteral(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$)"));
    const QString t = text.trimmed();
    if (const auto m = relative.match(t); m.hasMatch()) {
        const int n = m.captured(1).toInt();
        return m.captured(2) == QStringLiteral("d") ? now.addDays(-n) : now.addSecs(-3600LL * n);
    }
    if (day.match(t).hasMatch()) {
        if (const QDate date = QDate::fromString(t, Qt::ISODate); date.isValid())
            return QDateTime(endOfDay ? date.addDays(1) : date, QTime(0, 0)); // local midnight
    } else if (moment.match(t).hasMatch()) {
        if (const QDateTime when = QDateTime::fromString(t, Qt::ISODate); when.isValid())
            return when;
    }
    return Error::make(Error::Code::InvalidInput,
                       tr("“%1” is not a date: use 2025-03-01, 2025-03-01T14:00 or 7d (days ago).").arg(t));
}

Result<TraceFilter> TracesCommand::filter() const
{
    TraceFilter f;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_parser.isSet(QStringLiteral("outcome"))) {
        for (const QString& part :
             m_parser.value(QStringLiteral("outcome")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString outcome = part.trimmed().toLower();
            if (!outcomes.contains(outcome)) {
                return Error::make(Error::Code::InvalidInput,
                                   tr("--outcome takes %1, not “%2”.").arg(outcomes.join(QStringLiteral(", ")), part));
            }
            f.outcomes.append(outcome);
        }
    }
    for (const auto& [name, target, endOfDay] :
         {std::tuple{QStringLiteral("since"), &f.from, false}, std::tuple{QStringLiteral("until"), &f.to, true}}) {
        if (!m_parser.isSet(name))
            continue;
        const auto when = parseWhen(m_parser.value(name), now, endOfDay);
        if (!when)
            return Error::make(Error::Code::InvalidInput, QStringLiteral("--%1: %2").arg(name, when.error().message));
        *target = when.value();
    }
    f.multiRound = m_parser.isSet(QStringLiteral("multi-round"));
    f.graderInsufficient = m_parser.isSet(QStringLiteral("insufficient"));
    f.citedDocument = m_parser.value(QStringLiteral("cited"));
    f.text = m_parser.value(QStringLiteral("search"));
    f.askedByGroup = m_parser.value(QStringLiteral("group")).trimmed().toLower();
    if (m_parser.isSet(QStringLiteral("sort"))) {
        const QString key = m_parser.value(QStringLiteral("sort")).trimmed().toLower();
        const auto it = std::find_if(sortKeys.cbegin(), sortKeys.cend(), [&](const auto& k) { return k.first == key; });
        if (it == sortKeys.cend()) {
            QStringList names;
            for (const auto& k : sortKeys)
                names.append(k.first);
            return Error::make(Error::Code::InvalidInput,
                               tr("--sort takes %1, not “%2”.").arg(names.join(QStringLiteral(", ")), key));
        }
        f.sortKey = it->second;
    }
    f.order = m_parser.isSet(QStringLiteral("ascending")) ? Qt::AscendingOrder : Qt::DescendingOrder;
    if (m_parser.isSet(QStringLiteral("limit"))) {
        bool ok = false;
        f.limit = m_parser.value(QStringLiteral("limit")).toInt(&ok);
        if (!ok || f.limit < 1) {
            return Error::make(
                Error::Code::InvalidInput,
                tr("--limit takes a whole number from 1, not “%1”.").arg(m_parser.value(QStringLiteral("limit"))));
        }
    }
    return f;
}

int TracesCommand::run(const QStringList& args)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QStringLiteral("settings") && rest.isEmpty())
        return settings();
    if (sub == QStringLiteral("set") && rest.size() == 2)
        return set(rest.at(0), rest.at(1));
    const bool known =
        (sub == QStringLiteral("list") || sub == QStringLiteral("purge")) ? rest.isEmpty()
        : (sub == QStringLiteral("show") || sub == QStringLiteral("delete") || sub == QStringLiteral("export"))
            ? rest.size() == 1
            : false;
    if (!known) {
        return usage(tr("traces takes list, show ID, delete ID, export FILE.jsonl|FILE.csv, purge, settings or set "
                        "NAME VALUE."));
    }
    // Reading traces never creates a knowledge base.
    if (!QFileInfo::exists(m_dbPath)) {
        return fail(tr("there is no knowledge base at %1, so there are no traces. Check the --db path.")
                        .arg(QDir::toNativeSeparators(m_dbPath)));
    }
    if (sub == QStringLiteral("list"))
        return list();
    if (sub == QStringLiteral("show"))
        return show(rest.first());
    if (sub == QStringLiteral("delete"))
        return remove(rest.first());
    if (sub == QStringLiteral("export"))
        return exportTo(rest.first());
    return purge();
}

Result<qint64> TracesCommand::traceId(const QString& text) const
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id < 1) {
        return Error::make(Error::Code::InvalidInput,
                           tr("“%1” is not a trace number; `lotse-cli traces list` shows them.").arg(text));
    }
    return id;
}

int TracesCommand::list()
{
    const auto f = filter();
    if (!f)
        return usage(f.error().message);
    auto db = Database::open(m_dbPath, Database::Access::Existing);
    if (!db)
        return fail(db.error().message);
    const auto traces = TraceStore(*db.value()).list(f.value());
    if (!traces)
        return fail(traces.error().message);
    if (m_parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const TraceSummary& s : traces.value())
            array.append(summaryJson(s));
        Console::out(QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)).trimmed());
        return Ok;
    }
    if (traces.value().isEmpty()) {
        Console::out(tr("No traces match. Questions asked with `lotse-cli ask` are stored unless --no-trace."));
        return Ok;
    }
    Console::out(TraceText::table(traces.value()));
    return Ok;
}

int TracesCommand::withTrace(const QString& text, Database::Access access,
                             const std::function<int(TraceStore&, qint64)>& act)
{
    const auto id = traceId(text);
    if (!id)
        return usage(id.error().message);
    auto db = Database::open(m_dbPath, access);
    if (!db)
        return fail(db.error().message);
    TraceStore store(*db.value());
    return act(store, id.value());
}

int TracesCommand::show(const QString& text)
{
    return withTrace(text, Database::Access::Existing,
                     [this](TraceStore& store, qint64 id) { return show(store, id); });
}

int TracesCommand::show(TraceStore& store, qint64 id)
{
    const auto record = store.trace(id);
    if (!record)
        return fail(record.error().message);
    if (m_parser.isSet(QStringLiteral("json"))) {
        const QJsonObject json = TraceExport::recordJson(record.value());
        Console::out(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)).trimmed());
        return Ok;
    }
    Console::out(TraceText::details(record.value()));
    return Ok;
}

int TracesCommand::remove(const QString& text)
{
    return withTrace(text, Database::Access::ReadWrite, [](TraceStore& store, qint64 id) {
        if (const auto removed = store.remove(id); !removed)
            return fail(removed.error().message);
        Console::out(tr("Deleted trace %1.").arg(id));
        return int(Ok);
    });
}

int TracesCommand::exportTo(const QString& path)
{
    const auto f = filter();
    if (!f)
        return usage(f.error().message);
    if (const auto format = TraceExport::formatFor(path); !format)
        return usage(format.error().message);
    auto db = Database::open(m_dbPath, Database::Access::Existing);
    if (!db)
        return fail(db.error().message);
    const auto written = TraceExport::toFile(TraceStore(*db.value()), f.value(), path);
    if (!written)
        return fail(written.error().message);
    Console::out(tr("Exported %n trace(s) to %1.", nullptr, int(written.value())).arg(QDir::toNativeSeparators(path)));
    return Ok;
}

int TracesCommand::purge()
{
    TraceOptions options = TraceSettings::load(QSettings());
    if (m_parser.isSet(QStringLiteral("older-than"))) {
        bool ok = false;
        const int days = m_parser.value(QStringLiteral("older-than")).toInt(&ok);
        if (!ok || days < 0 || days > TraceSettings::maxRetentionDays) {
            return usage(tr("--older-than takes a number of days from 0 to %1, not “%2”.")
                             .arg(TraceSettings::maxRetentionDays)
                             .arg(m_parser.value(QStringLiteral("older-than"))));
        }
        options.retentionDays = days;
    }
    auto db = Database::open(m_dbPath);
    if (!db)
        return fail(db.error().message);
    TraceStore store(*db.value(), options);
    // --older-than 0 deletes everything; a retention setting of 0 keeps everything.
    const auto purged = m_parser.isSet(QStringLiteral("older-than"))
                            ? store.purgeOlderThan(QDateTime::currentDateTimeUtc().addDays(-options.retentionDays))
                            : store.purgeExpired();
    if (!purged)
        return fail(purged.error().message);
    if (!m_parser.isSet(QStringLiteral("older-than")) && options.retentionDays == 0) {
        Console::out(tr("Traces are kept for ever (traces/retentionDays is 0); nothing deleted."));
        return Ok;
    }
    Console::out(
        tr("Deleted %1 older than %2.")
            .arg(tr("%n trace(s)", nullptr, int(purged.value())), tr("%n day(s)", nullptr, options.retentionDays)));
    return Ok;
}

int TracesCommand::settings()
{
    const TraceOptions options = TraceSettings::load(QSettings());
    // Setting names and values as `traces set` takes them; only the explanation is translated.
    Console::out(QStringLiteral("retention-days       %1%2\nstore-question-text  %3")
                     .arg(options.retentionDays)
                     .arg(options.retentionDays == 0 ? QLatin1Char(' ') + tr("(keep for ever)") : QString())
                     .arg(options.storeQuestionText ? QStringLiteral("yes") : QStringLiteral("no")));
    return Ok;
}

int TracesCommand::set(const QString& name, const QString& value)
{
    QSettings stored;
    TraceOptions options = TraceSettings::load(stored);
    if (name == QStringLiteral("retention-days")) {
        bool ok = false;
        options.retentionDays = value.toInt(&ok);
        if (!ok)
            options.retentionDays = -1;
        if (const auto valid = TraceSettings::validate(options); !valid)
            return usage(valid.error().message);
    } else if (name == QStringLiteral("store-question-text")) {
        const QString v = value.trimmed().toLower();
        if (v == QStringLiteral("yes") || v == QStringLiteral("true") || v == QStringLiteral("on"))
            options.storeQuestionText = true;
        else if (v == QStringLiteral("no") || v == QStringLiteral("false") || v == QStringLiteral("off"))
            options.storeQuestionText = false;
        else
            return usage(tr("store-question-text takes yes or no, not “%1”.").arg(value));
    } else {
        return usage(tr("traces set takes retention-days or store-question-text, not “%1”.").arg(name));
    }
    TraceSettings::save(stored, options);
    stored.sync();
    if (stored.status() != QSettings::NoError)
        return fail(tr("the settings could not be written to %1.").arg(stored.fileName()));
    return settings();
}

} // namespace lotse::cli
