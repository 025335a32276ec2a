// SPDX-License-Identifier: GPL-3.0-or-later
// Stored traces: what AgentTrace records (provider, cost, timings), saving and reading back,
// filters and sorting, privacy (retention, deleting, no question text), export, the settings, the
// price table, and the schema migration that added the trace columns.
#include "store/Database.h"
#include "store/Migrations.h"
#include "trace/AgentTrace.h"
#include "trace/TraceExport.h"
#include "trace/TraceSettings.h"
#include "trace/TraceStore.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace lotse;

namespace {

const QDateTime base = QDateTime(QDate(2025, 3, 10), QTime(9, 0), Qt::UTC);

struct TraceSpec
{
    QString question;
    Outcome outcome = Outcome::Answered;
    QList<bool> verdicts{true}; // one per round: did the grader find the evidence sufficient?
    QStringList cited;
    qint64 elapsedMs = 10;
    TokenUsage usage;
    TraceContext context;
};

Hit hit(const QString& path, double score)
{
    Hit h;
    h.chunkId = 7;
    h.path = path;
    h.title = QStringLiteral("Leave");
    h.headingPath = {QStringLiteral("Leave"), QStringLiteral("Carry-over")};
    h.text = QStringLiteral("Up to five unused days carry over.");
    h.score = score;
    h.rawScore = score * 10;
    h.rank = 1;
    return h;
}

TraceSpec asked(const QString& question)
{
    TraceSpec spec;
    spec.question = question;
    return spec;
}

// A trace as the loop produces it: the events of a run folded by AgentTrace.
Trace makeTrace(const TraceSpec& spec)
{
    AgentTrace trace(AgentOptions{}, spec.context);
    AgentEvent e;
    e.type = AgentEvent::Type::Started;
    e.question = spec.question;
    trace.add(e);
    qint64 clock = 0;
    for (int r = 1; r <= spec.verdicts.size(); ++r) {
        AgentEvent start;
        start.type = AgentEvent::Type::RoundStarted;
        start.round = r;
        start.query = r == 1 ? spec.question : QStringLiteral("carry over leave days %1").arg(r);
        trace.add(start);
        AgentEvent found;
        found.type = AgentEvent::Type::HitsFound;
        found.round = r;
        found.hits = {hit(QStringLiteral("/h/leave.md"), 0.4 + 0.1 * r)};
        found.stepMs = 2;
        trace.add(found);
        AgentEvent graded;
        graded.type = AgentEvent::Type::Graded;
        graded.round = r;
        graded.verdict.sufficient = spec.verdicts.at(r - 1);
        graded.verdict.rationale = QStringLiteral("covers 2 of 3 key terms");
        graded.verdict.raw = QJsonObject{{QStringLiteral("sufficient"), graded.verdict.sufficient}};
        graded.newQuery = graded.verdict.sufficient ? QString() : QStringLiteral("next query");
        graded.stepMs = 1;
        clock += 3;
        graded.elapsedMs = clock;
        trace.add(graded);
    }
    AgentEvent done;
    done.type = AgentEvent::Type::Finished;
    done.round = int(spec.verdicts.size());
    done.outcome = spec.outcome;
    done.text = spec.outcome == Outcome::Answered ? QStringLiteral("According to the handbook: ") + spec.question
                                                  : QStringLiteral("The handbook does not say.");
    for (const QString& path : spec.cited)
        done.citations.append(Citation{7, path, QStringLiteral("Leave › Carry-over")});
    done.usage = spec.usage;
    done.elapsedMs = spec.elapsedMs;
    trace.add(done);
    return trace.trace();
}

QList<qint64> idsOf(const QList<TraceSummary>& list)
{
    QList<qint64> out;
    for (const TraceSummary& s : list)
        out.append(s.id);
    return out;
}

} // namespace

class TestTraceStore final : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Database> m_db;

    // Five traces, ids 1..5, one day apart (trace 1 the oldest).
    bool fillSample(TraceStore& store)
    {
        TraceContext azure;
        azure.providerKind = QStringLiteral("azure");
        azure.chatModel = QStringLiteral("gpt-4o-mini");
        azure.price = PriceTable::builtIn().find(azure.chatModel);
        TraceContext unpriced = azure;
        unpriced.chatModel = QStringLiteral("our-own-deployment");
        unpriced.price.reset();
        const QList<TraceSpec> specs{
            {QStringLiteral("How many vacation days do I get?"),
             Outcome::Answered,
             {true},
             {QStringLiteral("/h/Leave Policies/annual-leave.md")},
             40,
             {},
             {}},
            {QStringLiteral("Is there a company pension?"), Outcome::Refused, {false, false, false}, {}, 90, {}, {}},
            {QStringLiteral("My laptop was stolen on the train"),
             Outcome::Answered,
             {false, true},
             {QStringLiteral("/h/it-security.md"), QStringLiteral("/h/travel.md")},
             70,
             {1200, 300},
             azure},
            {QStringLiteral("Can I carry over 100% of my leave?"), Outcome::Failed, {}, {}, 5, {200, 0}, unpriced},
            {QStringLiteral("Who approves my travel?"),
             Outcome::Answered,
             {true},
             {QStringLiteral("/h/travel.md")},
             20,
             {1000, 100},
             azure},
        };
        for (int i = 0; i < specs.size(); ++i) {
            const auto id = store.save(makeTrace(specs.at(i)), base.addDays(i));
            if (!id || id.value() != i + 1) {
                qWarning() << (id ? QStringLiteral("unexpected id %1").arg(id.value()) : id.error().message);
                return false;
            }
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        auto db = Database::open(m_dir->filePath(QStringLiteral("kb.sqlite")));
        QVERIFY2(db.ok(), db ? "" : qPrintable(db.error().message));
        m_db = std::move(db).value();
    }

    void cleanup()
    {
        m_db.reset();
        m_dir.reset();
        QCOMPARE(QSqlDatabase::connectionNames(), QStringList());
    }

    void traceRecordsProviderCostAndTimings()
    {
        TraceContext context;
        context.providerKind = QStringLiteral("azure");
        context.chatModel = QStringLiteral("gpt-4o-mini-2024-07-18");
        context.price = PriceTable::builtIn().find(context.chatModel);
        // The stored document: its keys are the format other tools read.
        const QJsonObject trace = makeTrace({QStringLiteral("q"),
                                             Outcome::Answered,
                                             {false, true},
                                             {QStringLiteral("/h/a.md")},
                                             50,
                                             {1'000'000, 100'000},
                                             context})
                                      .toJson();
        QCOMPARE(trace.value(QStringLiteral("provider")).toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("azure"));
        QCOMPARE(trace.value(QStringLiteral("provider")).toObject().value(QStringLiteral("chatModel")).toString(),
                 context.chatModel);
        // gpt-4o-mini: 0.15 per million input, 0.60 per million output.
        const QJsonObject cost = trace.value(QStringLiteral("cost")).toObject();
        QCOMPARE(cost.value(QStringLiteral("model")).toString(), QStringLiteral("gpt-4o-mini"));
        QVERIFY(qFuzzyCompare(cost.value(QStringLiteral("usd")).toDouble(), 0.15 + 0.06));
        QCOMPARE(trace.value(QStringLiteral("usage")).toObject().value(QStringLiteral("totalTokens")).toInt(),
                 1'100'000);
        const QJsonObject timings = trace.value(QStringLiteral("timings")).toObject();
        QCOMPARE(timings.value(QStringLiteral("totalMs")).toInteger(), 50);
        QCOMPARE(timings.value(QStringLiteral("retrieveMs")).toInteger(), 4);
        QCOMPARE(timings.value(QStringLiteral("gradeMs")).toInteger(), 2);
        QCOMPARE(timings.value(QStringLiteral("answerMs")).toInteger(), 50 - 6);
        const QJsonArray rounds = trace.value(QStringLiteral("rounds")).toArray();
        QCOMPARE(rounds.size(), 2);
        const QJsonObject hit = rounds.at(0).toObject().value(QStringLiteral("hits")).toArray().at(0).toObject();
        for (const char* key : {"score", "rawScore", "rank", "lane", "source", "text"})
            QVERIFY2(hit.contains(QLatin1String(key)), key);
        QCOMPARE(rounds.at(0).toObject().value(QStringLiteral("newQuery")).toString(), QStringLiteral("next query"));
        QVERIFY(rounds.at(0).toObject().value(QStringLiteral("verdict")).toObject().contains(QStringLiteral("raw")));
        QVERIFY(trace.contains(QStringLiteral("options")));
        QVERIFY(trace.contains(QStringLiteral("askedAt")));

        // No price for a model means no cost (null), not zero; offline costs nothing.
        TraceContext unknown = context;
        unknown.chatModel = QStringLiteral("my-deployment");
        unknown.price.reset();
        QVERIFY(makeTrace({QStringLiteral("q"), Outcome::Answered, {true}, {}, 1, {10, 10}, unknown})
                    .toJson()
                    .value(QStringLiteral("cost"))
                    .isNull());
        QCOMPARE(makeTrace(asked(QStringLiteral("q")))
                     .toJson()
                     .value(QStringLiteral("cost"))
                     .toObject()
                     .value(QStringLiteral("usd"))
                     .toDouble(-1),
                 0.0);
    }

    void priceTable_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("found"); // empty: no price
        QTest::newRow("exact") << "gpt-4o"
                               << "gpt-4o";
        QTest::newRow("case") << "GPT-4o-Mini"
                              << "gpt-4o-mini";
        QTest::newRow("dated version") << "gpt-4o-mini-2024-07-18"
                                       << "gpt-4o-mini";
        QTest::newRow("longest family wins") << "gpt-4.1-nano-2025-04-14"
                                             << "gpt-4.1-nano";
        QTest::newRow("not a prefix without dash") << "gpt-4oz"
                                                   << "";
        QTest::newRow("unknown") << "llama3.1:8b"
                                 << "";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("configured") << "handbook-chat"
                                    << "handbook-chat";
        QTest::newRow("configured overrides built-in") << "gpt-4o"
                                                       << "gpt-4o";
    }
    void priceTable()
    {
        QFETCH(QString, model);
        QFETCH(QString, found);
        QSettings settings(m_dir->filePath(QStringLiteral("prices.ini")), QSettings::IniFormat);
        PriceTable::save(
            settings,
            {{QStringLiteral("handbook-chat"), 1.0, 2.0}, {QStringLiteral("gpt-4o"), 5.0, 15.0}, {QString(), 1, 1}});
        settings.sync();
        const PriceTable table = PriceTable::load(settings);
        const auto price = table.find(model);
        QCOMPARE(price.has_value(), !found.isEmpty());
        if (price)
            QCOMPARE(price->model, found);
        if (model == QStringLiteral("gpt-4o"))
            QCOMPARE(price->inputPerMillion, 5.0);
    }

    void saveAndReadBack()
    {
        TraceStore store(*m_db);
        QVERIFY(fillSample(store));
        const auto record = store.trace(3);
        QVERIFY(record.ok());
        const TraceSummary& s = record.value().summary;
        QCOMPARE(s.id, qint64(3));
        QCOMPARE(s.createdAt, base.addDays(2));
        QCOMPARE(s.question, QStringLiteral("My laptop was stolen on the train"));
        QCOMPARE(s.outcome, QStringLiteral("answered"));
        QCOMPARE(s.rounds, 2);
        QCOMPARE(s.insufficientRounds, 1);
        QCOMPARE(s.durationMs, qint64(70));
        QCOMPARE(s.provider, QStringLiteral("azure"));
        QCOMPARE(s.model, QStringLiteral("gpt-4o-mini"));
        QCOMPARE(s.promptTokens, 1200);
        QCOMPARE(s.completionTokens, 300);
        QVERIFY(s.costUsd.has_value());
        QVERIFY(qFuzzyCompare(*s.costUsd, (1200 * 0.15 + 300 * 0.60) / 1e6));
        QCOMPARE(s.citedDocuments, (QStringList{QStringLiteral("/h/it-security.md"), QStringLiteral("/h/travel.md")}));
        QVERIFY(s.questionStored);
        // The whole trace comes back as it was saved.
        QCOMPARE(record.value().trace.rounds.size(), 2);
        QCOMPARE(record.value().trace.question, s.question);

        QVERIFY(!store.trace(4).value().summary.costUsd.has_value()); // a model without a price
        QCOMPARE(store.trace(99).error().code, Error::Code::NotFound);
        QCOMPARE(store.citedDocuments().value(),
                 (QStringList{QStringLiteral("/h/Leave Policies/annual-leave.md"), QStringLiteral("/h/it-security.md"),
                              QStringLiteral("/h/travel.md")}));
        // An unfinished trace is not saved.
        Trace unfinished;
        unfinished.question = QStringLiteral("q");
        QCOMPARE(store.save(unfinished).error().code, Error::Code::InvalidInput);
    }

    void filters_data()
    {
        QTest::addColumn<QStringList>("outcomes");
        QTest::addColumn<bool>("multiRound");
        QTest::addColumn<bool>("insufficient");
        QTest::addColumn<QString>("cited");
        QTest::addColumn<int>("fromDay"); // -1: open
        QTest::addColumn<int>("toDay");   // -1: open
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<qint64>>("ids"); // newest first

        const QStringList any;
        QTest::newRow("all") << any << false << false << QString() << -1 << -1 << QString()
                             << QList<qint64>{5, 4, 3, 2, 1};
        QTest::newRow("answered") << QStringList{QStringLiteral("answered")} << false << false << QString() << -1 << -1
                                  << QString() << QList<qint64>{5, 3, 1};
        QTest::newRow("refused or failed") << QStringList{QStringLiteral("refused"), QStringLiteral("failed")} << false
                                           << false << QString() << -1 << -1 << QString() << QList<qint64>{4, 2};
        QTest::newRow("more than one round")
            << any << true << false << QString() << -1 << -1 << QString() << QList<qint64>{3, 2};
        QTest::newRow("grader said insufficient")
            << any << false << true << QString() << -1 << -1 << QString() << QList<qint64>{3, 2};
        QTest::newRow("cited document") << any << false << false << QStringLiteral("travel.md") << -1 << -1 << QString()
                                        << QList<qint64>{5, 3};
        QTest::newRow("cited document, case and spaces")
            << any << false << false << QStringLiteral("leave policies/") << -1 << -1 << QString() << QList<qint64>{1};
        QTest::newRow("cited: like wildcards are literal")
            << any << false << false << QStringLiteral("%") << -1 << -1 << QString() << QList<qint64>{};
        QTest::newRow("date range") << any << false << false << QString() << 1 << 3 << QString() << QList<qint64>{3, 2};
        QTest::newRow("since") << any << false << false << QString() << 3 << -1 << QString() << QList<qint64>{5, 4};
        QTest::newRow("text in question")
            << any << false << false << QString() << -1 << -1 << QStringLiteral("LAPTOP") << QList<qint64>{3};
        QTest::newRow("text in a rewritten query")
            << any << false << false << QString() << -1 << -1 << QStringLiteral("leave days 2") << QList<qint64>{3, 2};
        QTest::newRow("text with percent sign")
            << any << false << false << QString() << -1 << -1 << QStringLiteral("100%") << QList<qint64>{4};
        QTest::newRow("combined") << QStringList{QStringLiteral("answered")} << true << true
                                  << QStringLiteral("it-security") << 0 << 5 << QStringLiteral("stolen")
                                  << QList<qint64>{3};
    }
    void filters()
    {
        QFETCH(QStringList, outcomes);
        QFETCH(bool, multiRound);
        QFETCH(bool, insufficient);
        QFETCH(QString, cited);
        QFETCH(int, fromDay);
        QFETCH(int, toDay);
        QFETCH(QString, text);
        QFETCH(QList<qint64>, ids);
        TraceStore store(*m_db);
        QVERIFY(fillSample(store));
        TraceFilter filter;
        filter.outcomes = outcomes;
        filter.multiRound = multiRound;
        filter.graderInsufficient = insufficient;
        filter.citedDocument = cited;
        if (fromDay >= 0)
            filter.from = base.addDays(fromDay);
        if (toDay >= 0)
            filter.to = base.addDays(toDay);
        filter.text = text;
        const auto list = store.list(filter);
        QVERIFY2(list.ok(), list ? "" : qPrintable(list.error().message));
        QCOMPARE(idsOf(list.value()), ids);
        QCOMPARE(store.count(filter).value(), int(ids.size()));
    }

    void sorting_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("ascending");
        QTest::addColumn<QList<qint64>>("ids");
        using K = TraceFilter::SortKey;
        QTest::newRow("newest first") << int(K::CreatedAt) << false << QList<qint64>{5, 4, 3, 2, 1};
        QTest::newRow("oldest first") << int(K::CreatedAt) << true << QList<qint64>{1, 2, 3, 4, 5};
        QTest::newRow("slowest first") << int(K::Duration) << false << QList<qint64>{2, 3, 1, 5, 4};
        QTest::newRow("most rounds first, ties by id") << int(K::Rounds) << false << QList<qint64>{2, 3, 5, 1, 4};
        QTest::newRow("tokens, ties by id") << int(K::Tokens) << true << QList<qint64>{1, 2, 4, 5, 3};
        QTest::newRow("cost, unknown last") << int(K::Cost) << false << QList<qint64>{3, 5, 2, 1, 4};
        QTest::newRow("outcome") << int(K::Outcome) << true << QList<qint64>{1, 3, 5, 4, 2};
        QTest::newRow("question") << int(K::Question) << true << QList<qint64>{4, 1, 2, 3, 5};
    }
    void sorting()
    {
        QFETCH(int, key);
        QFETCH(bool, ascending);
        QFETCH(QList<qint64>, ids);
        TraceStore store(*m_db);
        QVERIFY(fillSample(store));
        TraceFilter filter;
        filter.sortKey = TraceFilter::SortKey(key);
        filter.order = ascending ? Qt::AscendingOrder : Qt::DescendingOrder;
        QCOMPARE(idsOf(store.list(filter).value()), ids);
        filter.limit = 2;
        filter.offset = 1;
        QCOMPARE(idsOf(store.list(filter).value()), ids.mid(1, 2));
    }

    void removeSingleEntries()
    {
        TraceStore store(*m_db);
        QVERIFY(fillSample(store));
        QVERIFY(store.remove(3).ok());
        QCOMPARE(store.remove(3).error().code, Error::Code::NotFound);
        QCOMPARE(store.trace(3).error().code, Error::Code::NotFound);
        QCOMPARE(idsOf(store.list().value()), (QList<qint64>{5, 4, 2, 1}));
        // Its citations went with it.
        QCOMPARE(store.citedDocuments().value(),
                 (QStringList{QStringLiteral("/h/Leave Policies/annual-leave.md"), QStringLiteral("/h/travel.md")}));
    }

    void retention_data()
    {
        QTest::addColumn<int>("retentionDays");
        QTest::addColumn<int>("nowDay"); // days after the first trace
        QTest::addColumn<QList<qint64>>("kept");
        QTest::newRow("keep for ever") << 0 << 1000 << QList<qint64>{5, 4, 3, 2, 1};
        QTest::newRow("all within retention") << 30 << 10 << QList<qint64>{5, 4, 3, 2, 1};
        QTest::newRow("two days") << 2 << 5 << QList<qint64>{5, 4};
        QTest::newRow("exactly at the boundary stays") << 2 << 4 << QList<qint64>{5, 4, 3};
        QTest::newRow("all expired") << 1 << 100 << QList<qint64>{};
    }
    void retention()
    {
        QFETCH(int, retentionDays);
        QFETCH(int, nowDay);
        QFETCH(QList<qint64>, kept);
        TraceStore keeper(*m_db, TraceOptions{0, true});
        QVERIFY(fillSample(keeper));
        TraceStore store(*m_db, TraceOptions{retentionDays, true});
        const auto purged = store.purgeExpired(base.addDays(nowDay));
        QVERIFY(purged.ok());
        QCOMPARE(purged.value(), 5 - int(kept.size()));
        QCOMPARE(idsOf(store.list().value()), kept);
    }

    void saveAppliesRetention()
    {
        TraceStore keeper(*m_db, TraceOptions{0, true});
        QVERIFY(fillSample(keeper));
        TraceStore store(*m_db, TraceOptions{3, true});
        const auto id = store.save(makeTrace(asked(QStringLiteral("new"))), base.addDays(6));
        QVERIFY(id.ok());
        QCOMPARE(idsOf(store.list().value()), (QList<qint64>{id.value(), 5, 4}));
        QCOMPARE(store.purgeOlderThan(base.addDays(5)).value(), 2); // traces 4 and 5
    }

    void withoutQuestionText()
    {
        TraceSpec spec{QStringLiteral("Is my salary of 4,200 euros too low?"),
                       Outcome::Answered,
                       {false, true},
                       {QStringLiteral("/h/pay.md")},
                       30,
                       {},
                       {}};
        const Trace full = makeTrace(spec);
        TraceStore store(*m_db, TraceOptions{90, false});
        const auto id = store.save(full, base);
        QVERIFY(id.ok());
        const TraceRecord record = store.trace(id.value()).value();
        const QString stored = QString::fromUtf8(QJsonDocument(record.trace.toJson()).toJson());
        QVERIFY2(!stored.contains(QStringLiteral("salary")), qPrintable(stored));
        QVERIFY(!stored.contains(QStringLiteral("4,200")));
        QCOMPARE(record.summary.question, TraceStore::placeholder());
        QVERIFY(!record.summary.questionStored);
        QCOMPARE(record.trace.answer, TraceStore::placeholder());
        QVERIFY(!record.trace.questionStored);
        // The rest stays: the rewritten query, verdicts, hits, citations, timings.
        const QList<TraceRound>& rounds = record.trace.rounds;
        QCOMPARE(rounds.at(0).query, TraceStore::placeholder());
        QCOMPARE(rounds.at(1).query, QStringLiteral("carry over leave days 2"));
        QCOMPARE(rounds.at(0).hits->size(), 1);
        QCOMPARE(record.summary.citedDocuments, QStringList{QStringLiteral("/h/pay.md")});
        QCOMPARE(record.summary.rounds, 2);
        QCOMPARE(record.summary.insufficientRounds, 1);
        // The question cannot be found by searching either.
        TraceFilter filter;
        filter.text = QStringLiteral("salary");
        QCOMPARE(store.count(filter).value(), 0);

        // Sub-questions of a split question are the question's words too.
        Trace split = full;
        split.subQuestions =
            QStringList{QStringLiteral("What is my salary?"), QStringLiteral("What is the pay scale?")};
        split.rounds = {split.rounds.first()};
        split.rounds.first().subQueries = *split.subQuestions;
        const Trace hidden = TraceStore::withoutQuestionText(split);
        QVERIFY(!QJsonDocument(hidden.toJson()).toJson().contains("salary"));
        QCOMPARE(hidden.subQuestions->size(), 2);

        // So are the answer as written and its checked statements; the passage they quote stays.
        Trace checked = full;
        checked.writtenAnswer = QStringLiteral("Your salary of 4,200 EUR rises in May.");
        Claim claim;
        claim.text = QStringLiteral("Your salary of 4,200 EUR rises in May.");
        claim.status = Claim::Status::Unsupported;
        claim.reason = QStringLiteral("The cited passage does not state “4,200 EUR”.");
        claim.quote = Quote{7, {0, 9}, QStringLiteral("Pay rises")};
        checked.grounding = Grounding{};
        checked.grounding->checked = true;
        checked.grounding->claims = {claim};
        const Trace hiddenCheck = TraceStore::withoutQuestionText(checked);
        const QByteArray json = QJsonDocument(hiddenCheck.toJson()).toJson();
        QVERIFY2(!json.contains("salary") && !json.contains("4,200"), json.constData());
        QCOMPARE(hiddenCheck.grounding->claims.first().quote->text, QStringLiteral("Pay rises"));
    }

    void exportJsonl()
    {
        TraceStore store(*m_db);
        QVERIFY(fillSample(store));
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        TraceFilter filter;
        filter.outcomes = {QStringLiteral("answered")};
        const auto written = TraceExport::write(store, filter, TraceExport::Format::Jsonl, buffer);
        QCOMPARE(written.value(), 3);
        const QList<QByteArray> lines = buffer.data().trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QList<qint64> ids;
        for (const QByteArray& line : lines) {
            QJsonParseError error{};
            const QJsonObject o = QJsonDocument::fromJson(line, &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QVERIFY(o.contains(QStringLiteral("rounds")));
            QCOMPARE(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
            ids.append(o.value(QStringLiteral("id")).toInteger());
        }
        QCOMPARE(ids, (QList<qint64>{5, 3, 1}));
    }

    void exportCsv()
    {
        TraceStore store(*m_db);
        QVERIFY(fillSample(store));
        QVERIFY(
            store.save(makeTrace(asked(QStringLiteral("=HYPERLINK(\"x\"), \"quoted\"\nsecond line"))), base.addDays(9))
                .ok());
        const QString file = m_dir->filePath(QStringLiteral("traces.csv"));
        TraceFilter filter;
        filter.order = Qt::AscendingOrder;
        QCOMPARE(TraceExport::toFile(store, filter, file).value(), 6);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QString text = QString::fromUtf8(bytes.mid(3));
        QVERIFY(text.startsWith(QStringLiteral("id,asked_at,question,outcome,rounds,")));
        QVERIFY(text.contains(
            QStringLiteral("\r\n3,2025-03-12T09:00:00Z,My laptop was stolen on the train,answered,2,1,"
                           "70,azure,gpt-4o-mini,1200,300,0.000360,/h/it-security.md; /h/travel.md\r\n")));
        // Quotes doubled, the line break kept inside quotes, and no formula.
        QVERIFY2(text.contains(QStringLiteral("\"'=HYPERLINK(\"\"x\"\"), \"\"quoted\"\"\nsecond line\"")),
                 qPrintable(text));
        // A failed or unknown cost is an empty field, not 0.
        QVERIFY(text.contains(QStringLiteral(",200,0,,")));

        QCOMPARE(TraceExport::toFile(store, filter, m_dir->filePath(QStringLiteral("traces.txt"))).error().code,
                 Error::Code::InvalidInput);
        QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("traces.txt"))));
    }

    void settings_data()
    {
        QTest::addColumn<QVariant>("retention");
        QTest::addColumn<QVariant>("questionText");
        QTest::addColumn<int>("expectedDays");
        QTest::addColumn<bool>("expectedText");
        QTest::newRow("unset: defaults") << QVariant() << QVariant() << 90 << true;
        QTest::newRow("set") << QVariant(7) << QVariant(false) << 7 << false;
        QTest::newRow("zero keeps for ever") << QVariant(0) << QVariant(true) << 0 << true;
        QTest::newRow("too large is clamped") << QVariant(99999) << QVariant(QStringLiteral("false")) << 3650 << false;
        QTest::newRow("negative keeps the default") << QVariant(-5) << QVariant() << 90 << true;
        QTest::newRow("not a number") << QVariant(QStringLiteral("a week")) << QVariant(QStringLiteral("maybe")) << 90
                                      << true;
    }
    void settings()
    {
        QFETCH(QVariant, retention);
        QFETCH(QVariant, questionText);
        QFETCH(int, expectedDays);
        QFETCH(bool, expectedText);
        const QString file = m_dir->filePath(QStringLiteral("settings.ini"));
        {
            QSettings s(file, QSettings::IniFormat);
            s.clear();
            if (retention.isValid())
                s.setValue(QStringLiteral("traces/retentionDays"), retention);
            if (questionText.isValid())
                s.setValue(QStringLiteral("traces/storeQuestionText"), questionText);
        }
        QSettings s(file, QSettings::IniFormat);
        const TraceOptions loaded = TraceSettings::load(s);
        QCOMPARE(loaded.retentionDays, expectedDays);
        QCOMPARE(loaded.storeQuestionText, expectedText);
        QVERIFY(TraceSettings::validate(loaded).ok());
        // What is saved loads back the same.
        TraceSettings::save(s, loaded);
        QCOMPARE(TraceSettings::load(s).retentionDays, loaded.retentionDays);
        QCOMPARE(TraceSettings::load(s).storeQuestionText, loaded.storeQuestionText);
        QVERIFY(!TraceSettings::validate(TraceOptions{-1, true}).ok());
    }

    void migrationKeepsOldTraces()
    {
        // A knowledge base of schema 1 with a trace in the old table.
        const QString file = m_dir->filePath(QStringLiteral("v1.sqlite"));
        {
            QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
            raw.setDatabaseName(file);
            QVERIFY(raw.open());
            QSqlQuery q(raw);
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO meta VALUES ('schema_version', '1')")));
            // Schema 1 had documents and passages too; later steps index and change their tables.
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE chunks(id INTEGER PRIMARY KEY, document_id INTEGER NOT NULL,"
                                          " heading_path TEXT NOT NULL DEFAULT '', text TEXT NOT NULL)")));
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE documents(id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE,"
                                          " title TEXT NOT NULL DEFAULT '', sha256 TEXT NOT NULL DEFAULT '')")));
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE traces(id INTEGER PRIMARY KEY, created_at INTEGER NOT NULL,"
                                          " question TEXT, outcome TEXT NOT NULL, trace_json TEXT NOT NULL)")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO traces VALUES (1, 1700000000000, 'old question', 'refused',"
                                          " '{\"question\":\"old question\",\"outcome\":\"refused\"}')")));
            q.finish();
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("v1"));
        auto db = Database::open(file);
        QVERIFY2(db.ok(), db ? "" : qPrintable(db.error().message));
        QCOMPARE(Migrations::version(*db.value()).value(), Migrations::currentVersion);
        TraceStore store(*db.value(), TraceOptions{0, true});
        const auto list = store.list();
        QVERIFY(list.ok());
        QCOMPARE(list.value().size(), 1);
        QCOMPARE(list.value().first().question, QStringLiteral("old question"));
        QCOMPARE(list.value().first().rounds, 0);
        QVERIFY(list.value().first().questionStored);
        QVERIFY(store.save(makeTrace(asked(QStringLiteral("new")))).ok());
        QCOMPARE(store.count().value(), 2);
    }
};

QTEST_GUILESS_MAIN(TestTraceStore)
#include "tst_tracestore.moc"
