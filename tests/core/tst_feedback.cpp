// SPDX-License-Identifier: GPL-3.0-or-later
// Feedback on stored traces: stored, listed, deleted with its trace; exported as evaluation cases
// that EvalSet reads (kind guessed, expected sources relative to the knowledge base's folder).
#include "TraceBuilder.h"
#include "eval/EvalSet.h"
#include "inspect/FeedbackCases.h"
#include "store/Database.h"
#include "store/FeedbackStore.h"
#include "trace/TraceStore.h"

#include <QFile>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

class TestFeedback final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    const QStringList m_documents{QStringLiteral("/kb/handbook/leave.md"), QStringLiteral("/kb/handbook/it.md"),
                                  QStringLiteral("/kb/handbook/benefits/pension plan.md")};

    qint64 save(const Trace& trace, TraceOptions options = {})
    {
        const auto id = TraceStore(*m_db, options).save(trace);
        if (!id)
            qWarning() << id.error().message;
        return id ? id.value() : 0;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_db.reset();
        QFile::remove(m_dir.filePath(QStringLiteral("kb.sqlite")));
        auto db = Database::open(m_dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY2(db, qPrintable(db ? QString() : db.error().message));
        m_db = std::move(db).value();
    }

    void storedAndListed()
    {
        const qint64 trace = save(tracetest::trace(tracetest::answered(QStringLiteral("How many vacation days?"))));
        FeedbackStore store(*m_db);
        Feedback f;
        f.traceId = trace;
        f.target = Feedback::Target::Verdict;
        f.round = 1;
        f.rightSource = m_documents.at(0);
        f.mustMention = {QStringLiteral("30 days"), QStringLiteral("calendar year")};
        f.note = QStringLiteral("too lenient");
        const auto id = store.add(f);
        QVERIFY(id);
        const auto listed = store.forTrace(trace);
        QVERIFY(listed);
        QCOMPARE(listed.value().size(), 1);
        const Feedback& back = listed.value().first();
        QCOMPARE(back.id, id.value());
        QCOMPARE(back.target, Feedback::Target::Verdict);
        QCOMPARE(back.round, 1);
        QCOMPARE(back.rightSource, f.rightSource);
        QCOMPARE(back.mustMention, f.mustMention);
        QCOMPARE(back.note, f.note);
        QVERIFY(back.createdAt.isValid());

        QVERIFY(store.remove(id.value()));
        QCOMPARE(store.remove(id.value()).error().code, Error::Code::NotFound);
        QVERIFY(store.all().value().isEmpty());
    }

    void invalidFeedbackIsRefused()
    {
        FeedbackStore store(*m_db);
        Feedback f;
        f.traceId = 999;
        QCOMPARE(store.add(f).error().code, Error::Code::NotFound);
        f.traceId = save(tracetest::trace(tracetest::answered(QStringLiteral("Vacation?"))));
        f.target = Feedback::Target::Verdict;
        f.round = 0;
        QCOMPARE(store.add(f).error().code, Error::Code::InvalidInput);
    }

    void feedbackGoesWithItsTrace()
    {
        const qint64 trace = save(tracetest::trace(tracetest::answered(QStringLiteral("Vacation?"))));
        FeedbackStore store(*m_db);
        Feedback f;
        f.traceId = trace;
        QVERIFY(store.add(f));
        QVERIFY(TraceStore(*m_db).remove(trace));
        QVERIFY(store.all().value().isEmpty());
    }

    void commonFolder_data()
    {
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QString>("folder");
        QTest::newRow("one") << QStringList{QStringLiteral("/a/b/c.md")} << QStringLiteral("/a/b");
        QTest::newRow("siblings") << QStringList{QStringLiteral("/a/b/c.md"), QStringLiteral("/a/b/d.md")}
                                  << QStringLiteral("/a/b");
        QTest::newRow("nested") << QStringList{QStringLiteral("/a/b/c.md"), QStringLiteral("/a/b/x y/d.md")}
                                << QStringLiteral("/a/b");
        QTest::newRow("apart") << QStringList{QStringLiteral("/a/b/c.md"), QStringLiteral("/z/d.md")}
                               << QStringLiteral("/");
        QTest::newRow("prefix is not a folder")
            << QStringList{QStringLiteral("/a/bc/c.md"), QStringLiteral("/a/b/d.md")} << QStringLiteral("/a");
        QTest::newRow("none") << QStringList{} << QString();
    }

    void commonFolder()
    {
        QFETCH(QStringList, paths);
        QFETCH(QString, folder);
        QCOMPARE(FeedbackCases::commonFolder(paths), folder);
    }

    void exportedCasesAreAnEvaluationSet()
    {
        FeedbackStore store(*m_db);
        // A refusal the reviewer says the pension document answers; its first round found only leave.
        const qint64 refused = save(tracetest::trace(
            tracetest::refused(QStringLiteral("Is there a company pension scheme?"), {QStringLiteral("pension")})));
        Feedback f;
        f.traceId = refused;
        f.rightSource = m_documents.at(2);
        f.mustMention = {QStringLiteral("4 %")};
        f.note = QStringLiteral("The pension plan page answers it.");
        QVERIFY(store.add(f));
        f.target = Feedback::Target::Verdict;
        f.round = 2;
        f.note = QStringLiteral("too strict");
        QVERIFY(store.add(f)); // same question: one case

        // An answer that should have been a refusal.
        const qint64 answered = save(tracetest::trace(tracetest::answered(QStringLiteral("Can I bring my dog?"))));
        Feedback wrong;
        wrong.traceId = answered;
        wrong.note = QStringLiteral("No policy covers pets.");
        QVERIFY(store.add(wrong));

        // A correct source that the first round found: direct.
        const qint64 direct = save(tracetest::trace(tracetest::answered(QStringLiteral("Vacation days?"))));
        Feedback d;
        d.traceId = direct;
        d.rightSource = m_documents.at(0);
        QVERIFY(store.add(d));

        // Without question text there is nothing to ask again.
        const qint64 hidden =
            save(tracetest::trace(tracetest::answered(QStringLiteral("Secret question"))), TraceOptions{90, false});
        Feedback h;
        h.traceId = hidden;
        QVERIFY(store.add(h));

        const QString path = m_dir.filePath(QStringLiteral("cases.jsonl"));
        const auto exported = FeedbackCases::toFile(TraceStore(*m_db), store, m_documents, path);
        QVERIFY2(exported, qPrintable(exported ? QString() : exported.error().message));
        QCOMPARE(exported.value().cases, 3);
        QCOMPARE(exported.value().skipped, 1);

        const auto set = EvalSet::load(path);
        QVERIFY(set);
        QVERIFY2(set.value().isValid(), qPrintable(set.value().problemText(path)));
        const QList<EvalQuestion>& q = set.value().questions();
        QCOMPARE(q.size(), 3);
        QCOMPARE(q.at(0).question, QStringLiteral("Is there a company pension scheme?"));
        QCOMPARE(q.at(0).corpus, QStringLiteral("handbook"));
        QCOMPARE(q.at(0).kind, QStringLiteral("misleading"));
        QCOMPARE(q.at(0).expectedSources, QStringList{QStringLiteral("benefits/pension plan.md")});
        QCOMPARE(q.at(0).mustMention, QStringList{QStringLiteral("4 %")});
        QCOMPARE(q.at(0).lang, QStringLiteral("en"));
        QVERIFY(q.at(0).notes.contains(QStringLiteral("The pension plan page answers it.")));
        QVERIFY(q.at(0).notes.contains(QStringLiteral("round 2's verdict was marked wrong: too strict")));
        QCOMPARE(q.at(1).kind, QStringLiteral("unanswerable"));
        QVERIFY(q.at(1).expectedSources.isEmpty());
        QVERIFY(q.at(1).notes.contains(QStringLiteral("No policy covers pets.")));
        QCOMPARE(q.at(2).kind, QStringLiteral("direct"));
        QCOMPARE(q.at(2).expectedSources, QStringList{QStringLiteral("leave.md")});
        QVERIFY(!set.value().questions().at(0).id.isEmpty());
        QVERIFY(q.at(0).id != q.at(1).id);
    }
};

QTEST_GUILESS_MAIN(TestFeedback)
#include "tst_feedback.moc"
