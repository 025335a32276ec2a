// SPDX-License-Identifier: GPL-3.0-or-later
// The development question set over the shared corpora, as CI runs it: `lotse-cli eval
// dev-questions.jsonl --corpora shared/corpora --json` in offline mode. Checks the report's
// structure and that the scores are sane (in range, consistent with each other), not that they
// are high: docs/eval-dev.md records and explains the actual numbers.
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestEvalDev final : public QObject
{
    Q_OBJECT

    const QString m_corpora = QDir::cleanPath(QStringLiteral(LOTSE_SHARED_DIR "/corpora"));
    const QString m_set = QDir::cleanPath(QStringLiteral(LOTSE_SHARED_DIR "/eval/dev-questions.jsonl"));
    QTemporaryDir m_home;
    QJsonObject m_report;

    static void checkShare(const QJsonObject& scores, const char* key, bool required)
    {
        const QJsonValue v = scores.value(QLatin1String(key));
        if (v.isNull() && !required)
            return;
        QVERIFY2(v.isDouble(), key);
        QVERIFY2(v.toDouble() >= 0 && v.toDouble() <= 1, key);
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Only here: a skip in any other function would let ctest report the whole run as skipped.
        if (!QFileInfo::exists(m_corpora) || !QFileInfo::exists(m_set))
            QSKIP("the shared corpora and eval set are not next to this checkout (LOTSE_SHARED_DIR)");
        QVERIFY(m_home.isValid());
    }

    void runsTheDevelopmentSet()
    {
        const lotse::test::CliOutput o = lotse::test::runCli(
            m_home.path(), {QStringLiteral("eval"), m_set, QStringLiteral("--corpora"), m_corpora,
                            QStringLiteral("--provider"), QStringLiteral("offline"), QStringLiteral("--json")});
        QVERIFY2(o.code == 0, qPrintable(o.err));
        QJsonParseError error{};
        m_report = QJsonDocument::fromJson(o.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        qInfo("%s", qPrintable(o.err.trimmed()));
    }

    void reportHasEveryKindAndQuestion()
    {
        QVERIFY(!m_report.isEmpty());
        const QJsonObject kinds = m_report.value(QStringLiteral("byKind")).toObject();
        QCOMPARE(kinds.keys(),
                 (QStringList{QStringLiteral("comparison"), QStringLiteral("direct"), QStringLiteral("misleading"),
                              QStringLiteral("multi_hop"), QStringLiteral("unanswerable")}));
        const QJsonArray questions = m_report.value(QStringLiteral("questions")).toArray();
        QCOMPARE(questions.size(), 24);
        int total = 0;
        for (const QString& kind : kinds.keys())
            total += kinds.value(kind).toObject().value(QStringLiteral("questions")).toInt();
        QCOMPARE(total, 24);
        QCOMPARE(m_report.value(QStringLiteral("overall")).toObject().value(QStringLiteral("questions")).toInt(), 24);
        for (const QJsonValue& value : questions) {
            const QJsonObject q = value.toObject();
            const QString id = q.value(QStringLiteral("id")).toString();
            QVERIFY2(QStringList({QStringLiteral("answered"), QStringLiteral("ambiguous"), QStringLiteral("refused")})
                         .contains(q.value(QStringLiteral("outcome")).toString()),
                     qPrintable(id + QStringLiteral(": ") + q.value(QStringLiteral("error")).toString()));
            const int rounds = q.value(QStringLiteral("rounds")).toInt();
            QVERIFY2(rounds >= 1 && rounds <= 3, qPrintable(id));
            QVERIFY(q.value(QStringLiteral("latencyMs")).toInteger() >= 0);
            QVERIFY2(!q.value(QStringLiteral("round1Sources")).toArray().isEmpty(), qPrintable(id));
        }
    }

    void corporaWereIndexedWithoutTheirSourceFiles()
    {
        const QJsonArray corpora = m_report.value(QStringLiteral("corpora")).toArray();
        QCOMPARE(corpora.size(), 3);
        for (const QJsonValue& value : corpora) {
            const QJsonObject c = value.toObject();
            QVERIFY2(c.value(QStringLiteral("files")).toInt() > 0,
                     qPrintable(c.value(QStringLiteral("name")).toString()));
            QCOMPARE(c.value(QStringLiteral("failed")).toInt(), 0);
            QVERIFY(QFileInfo(c.value(QStringLiteral("database")).toString()).isFile());
        }
        for (const QJsonValue& value : m_report.value(QStringLiteral("questions")).toArray()) {
            for (const QJsonValue& source : value.toObject().value(QStringLiteral("round1Sources")).toArray())
                QVERIFY2(source.toString() != QStringLiteral("SOURCE.md"), "SOURCE.md was indexed");
        }
    }

    void scoresAreSane()
    {
        const QJsonObject overall = m_report.value(QStringLiteral("overall")).toObject();
        for (const char* key :
             {"hitRateFinal", "hitRateRound1", "factCoverage", "handledRight", "falseRefusalRate", "falseAnswerRate"})
            checkShare(overall, key, true);
        const QJsonObject kinds = m_report.value(QStringLiteral("byKind")).toObject();
        for (const QString& kind : kinds.keys()) {
            const QJsonObject s = kinds.value(kind).toObject();
            const bool unanswerable = kind == QStringLiteral("unanswerable");
            checkShare(s, "handledRight", true);
            checkShare(s, "hitRateRound1", !unanswerable);
            checkShare(s, "falseAnswerRate", unanswerable);
            checkShare(s, "falseRefusalRate", !unanswerable);
            QCOMPARE(s.value(QStringLiteral("hitRateFinal")).isNull(), unanswerable);
        }
        // Offline retrieval finds most expected sources in its first search (docs/offline-retrieval.md);
        // far less would mean the runner compares paths wrongly, not that retrieval got worse.
        QVERIFY(overall.value(QStringLiteral("hitRateRound1")).toDouble() >= 0.5);
        // Offline mode calls no model: no tokens, no cost.
        QCOMPARE(overall.value(QStringLiteral("promptTokens")).toInteger(), 0);
        QCOMPARE(overall.value(QStringLiteral("costUsd")).toDouble(-1), 0.0);
        const qint64 p50 = overall.value(QStringLiteral("latencyP50Ms")).toInteger();
        QVERIFY(p50 >= 0 && p50 <= overall.value(QStringLiteral("latencyP95Ms")).toInteger());
        int distributed = 0;
        const QJsonObject rounds = overall.value(QStringLiteral("rounds")).toObject();
        for (const QString& key : rounds.keys())
            distributed += rounds.value(key).toInt();
        QCOMPARE(distributed, 24);
    }
};

QTEST_GUILESS_MAIN(TestEvalDev)
#include "tst_eval_dev.moc"
