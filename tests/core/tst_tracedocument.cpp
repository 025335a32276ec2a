// SPDX-License-Identifier: GPL-3.0-or-later
// The stored trace document: traces written by Lotse before the typed Trace (tests/data/traces/v1,
// taken from knowledge bases the previous release wrote, offline and against the fake Azure server)
// load into a Trace and are written back key for key; older documents load with defaults; a newer
// version is refused with a clear error; TraceStore reads through the same type.
#include "inspect/ContentGaps.h"
#include "inspect/HandbookContradictions.h"
#include "store/Database.h"
#include "trace/Trace.h"
#include "trace/TraceEvents.h"
#include "trace/TraceExport.h"
#include "trace/TraceStore.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace lotse;

namespace {

const QString v1Dir = QStringLiteral(LOTSE_TEST_DATA "/traces/v1");

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestTraceDocument final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storedTracesRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = QDir(v1Dir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 10);
        for (const QString& f : files)
            QTest::newRow(qPrintable(f)) << v1Dir + u'/' + f;
    }

    void storedTracesRoundTrip()
    {
        QFETCH(QString, file);
        const QJsonObject original = readJson(file);
        QVERIFY(!original.isEmpty());
        QCOMPARE(original.value(QStringLiteral("traceVersion")).toInt(), 1);
        const Result<Trace> trace = Trace::fromJson(original);
        QVERIFY(trace);
        QVERIFY(trace.value().isFinished());
        QCOMPARE(trace.value().outcomeName(), original.value(QStringLiteral("outcome")).toString());
        // Nothing lost, nothing added: every key and value as the previous release wrote it.
        QCOMPARE(trace.value().toJson(), original);
    }

    void typedFieldsAreRead()
    {
        const Trace split = Trace::fromJson(readJson(v1Dir + QStringLiteral("/azure-split-comparison.json"))).value();
        QVERIFY(split.subQuestions && split.subQuestions->size() == 2);
        QCOMPARE(split.rounds.first().subQueries, *split.subQuestions);
        QCOMPARE(split.provider.model, QStringLiteral("gpt-5-mini"));
        QVERIFY(split.usage.reasoningTokens > 0);

        const Trace priced = Trace::fromJson(readJson(v1Dir + QStringLiteral("/azure-priced-reasoning.json"))).value();
        QVERIFY(priced.cost && priced.cost->price);
        QCOMPARE(priced.cost->price->model, QStringLiteral("gpt-5-mini"));
        QVERIFY(priced.cost->usd > 0);

        const Trace ambiguous = Trace::fromJson(readJson(v1Dir + QStringLiteral("/offline-ambiguous.json"))).value();
        QCOMPARE(*ambiguous.outcome, Outcome::Ambiguous);
        QCOMPARE(ambiguous.answerRound, 1);
        QVERIFY(ambiguous.rounds.first().verdict->ambiguous);

        const Trace rewrite = Trace::fromJson(readJson(v1Dir + QStringLiteral("/offline-two-rounds.json"))).value();
        QCOMPARE(rewrite.rounds.size(), 2);
        QVERIFY(!rewrite.rounds.first().newQuery.isEmpty());
        QCOMPARE(rewrite.rounds.first().newQuery, rewrite.rounds.at(1).query);

        const Trace planted =
            Trace::fromJson(readJson(v1Dir + QStringLiteral("/offline-contradiction-instructions.json"))).value();
        QVERIFY(planted.grounding && planted.grounding->contradictions.size() == 1);
        bool instructions = false;
        for (const Hit& h : *planted.rounds.first().hits)
            instructions = instructions || !h.instructions.isEmpty();
        QVERIFY(instructions);

        const Trace pdf = Trace::fromJson(readJson(v1Dir + QStringLiteral("/offline-pdf-page.json"))).value();
        const QList<Hit>& pdfHits = *pdf.rounds.first().hits;
        QVERIFY(std::any_of(pdfHits.cbegin(), pdfHits.cend(), [](const Hit& h) { return h.page > 0; }));

        const Trace failed = Trace::fromJson(readJson(v1Dir + QStringLiteral("/azure-failed.json"))).value();
        QCOMPARE(*failed.outcome, Outcome::Failed);
        QVERIFY(!failed.error.isEmpty());
    }

    void olderDocumentsLoadWithDefaults()
    {
        // A document from before versions, timings, the answer check and reasoning tokens.
        const QJsonObject old{
            {QStringLiteral("question"), QStringLiteral("How many vacation days?")},
            {QStringLiteral("outcome"), QStringLiteral("answered")},
            {QStringLiteral("answer"), QStringLiteral("30 days.")},
            {QStringLiteral("citations"),
             QJsonArray{QJsonObject{{QStringLiteral("chunkId"), 4},
                                    {QStringLiteral("source"), QStringLiteral("/h/a.md")},
                                    {QStringLiteral("heading"), QStringLiteral("Leave")}}}},
            {QStringLiteral("usage"), QJsonObject{{QStringLiteral("promptTokens"), 10}}},
            {QStringLiteral("rounds"),
             QJsonArray{QJsonObject{{QStringLiteral("query"), QStringLiteral("vacation days")},
                                    {QStringLiteral("verdict"), QJsonObject{{QStringLiteral("sufficient"), true}}}}}}};
        const Result<Trace> trace = Trace::fromJson(old);
        QVERIFY(trace);
        const Trace& t = trace.value();
        QCOMPARE(t.rounds.first().number, 1);
        QVERIFY(!t.rounds.first().hits);
        QVERIFY(t.rounds.first().verdict->sufficient);
        QVERIFY(t.citations.first().supported); // unchecked citations were shown
        QVERIFY(t.citations.first().shown);
        QCOMPARE(t.usage.reasoningTokens, 0);
        QVERIFY(!t.timings);
        QVERIFY(!t.cost); // no price recorded: unknown, not free
        QCOMPARE(t.options.maxRounds, AgentOptions{}.maxRounds);
        QCOMPARE(t.provider.kind, QStringLiteral("offline"));
        QVERIFY(!TraceEvents::fromTrace(t).isEmpty());
    }

    void newerVersionIsRefused()
    {
        QJsonObject newer = readJson(v1Dir + QStringLiteral("/offline-refused.json"));
        newer.insert(QStringLiteral("traceVersion"), Trace::currentVersion + 1);
        const Result<Trace> trace = Trace::fromJson(newer);
        QVERIFY(!trace);
        QCOMPARE(trace.error().code, Error::Code::Unsupported);
        QVERIFY2(trace.error().message.contains(QStringLiteral("newer Lotse")), qPrintable(trace.error().message));
    }

    void storeReadsThroughTheType()
    {
        QTemporaryDir dir;
        auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(db);
        TraceStore store(*db.value());
        const QJsonObject original = readJson(v1Dir + QStringLiteral("/azure-split-comparison.json"));
        const auto id = store.save(Trace::fromJson(original).value());
        QVERIFY(id);
        const auto record = store.trace(id.value());
        QVERIFY(record);
        QCOMPARE(record.value().trace.toJson(), original);
        QCOMPARE(record.value().summary.outcome, QStringLiteral("answered"));
        QCOMPARE(record.value().summary.provider, QStringLiteral("azure"));

        // A row another program damaged, and one a newer Lotse wrote: clear errors, the rest readable.
        QSqlQuery q(db.value()->handle());
        QVERIFY(q.exec(
            QStringLiteral("UPDATE traces SET trace_json = '{\"traceVersion\": 99}' WHERE id = %1").arg(id.value())));
        QVERIFY(store.trace(id.value()).error().message.contains(QStringLiteral("newer Lotse")));
        QVERIFY(q.exec(QStringLiteral("UPDATE traces SET trace_json = '{broken' WHERE id = %1").arg(id.value())));
        const auto damaged = store.trace(id.value());
        QVERIFY(!damaged);
        QVERIFY2(damaged.error().message.contains(QStringLiteral("traces delete")),
                 qPrintable(damaged.error().message));
        QCOMPARE(damaged.error().code, Error::Code::Unsupported);

        // Reports over many traces skip the one they cannot read and go on with the rest.
        QVERIFY(store.save(Trace::fromJson(readJson(v1Dir + QStringLiteral("/offline-refused.json"))).value()));
        QCOMPARE(store.list().value().size(), 2);
        QBuffer jsonl;
        QVERIFY(jsonl.open(QIODevice::WriteOnly));
        const auto written = TraceExport::write(store, {}, TraceExport::Format::Jsonl, jsonl);
        QVERIFY2(written, written ? "" : qPrintable(written.error().message));
        QCOMPARE(written.value(), 1);
        QVERIFY(ContentGaps::fromStore(store, {}));
        QVERIFY(HandbookContradictions::fromStore(store, {}));
    }
};

QTEST_GUILESS_MAIN(TestTraceDocument)
#include "tst_tracedocument.moc"
