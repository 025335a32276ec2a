// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector's evaluation tab, driven through its widgets offscreen: the tiny set of
// tests/data/eval runs over its corpora folder (or over one knowledge base) without blocking the
// event loop, shows progress, can be cancelled, and ends with the scores per kind, a chart whose
// values match the report (and that paints), and a comparison with a saved run.
#include "FakeDialogs.h"
#include "ingest/IngestPipeline.h"
#include "inspector/EvalChart.h"
#include "inspector/EvalResultsView.h"
#include "inspector/EvaluationTab.h"
#include "language/Translations.h"
#include "store/Database.h"
#include "store/DocumentStore.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;
using namespace lotse::ui;

namespace {

constexpr int timeoutMs = 60000;
const QString dataDir = QStringLiteral(LOTSE_TEST_DATA "/eval");

template <typename T>
T* child(QWidget& parent, const char* name)
{
    T* found = parent.findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

} // namespace

class TestEvaluationTab final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    FakeDialogs m_dialogs;
    std::unique_ptr<EvaluationTab> m_tab;

    void runAndWait(bool expectOk = true)
    {
        QSignalSpy finished(m_tab.get(), &EvaluationTab::runFinished);
        QTest::mouseClick(child<QPushButton>(*m_tab, "runEvalButton"), Qt::LeftButton);
        QVERIFY(m_tab->isRunning());
        QVERIFY(child<QPushButton>(*m_tab, "cancelEvalButton")->isEnabled());
        QVERIFY(!child<QPushButton>(*m_tab, "runEvalButton")->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, timeoutMs);
        QCOMPARE(finished.first().first().toBool(), expectOk);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("config")));
        QCoreApplication::setOrganizationName(QStringLiteral("Lotse"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        lotse::Translations::apply(QStringLiteral("en"));
    }

    void init()
    {
        m_tab = std::make_unique<EvaluationTab>(m_dir.filePath(QStringLiteral("kb.sqlite")));
        m_tab->setDialogs(&m_dialogs);
        m_tab->setCacheFolder(m_dir.filePath(QStringLiteral("cache")));
        m_tab->resize(1000, 700);
        m_tab->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_tab.get()));
    }

    void cleanup() { m_tab.reset(); }

    void chartBeforeARunPaints()
    {
        EvalChart* chart = m_tab->results()->chart();
        QVERIFY(chart->groups().isEmpty());
        QVERIFY(!chart->grab().isNull());
        QVERIFY(!child<QPushButton>(*m_tab, "compareButton")->isEnabled());
    }

    void runsOverTheCorporaFolder()
    {
        m_dialogs.file = dataDir + QStringLiteral("/set.jsonl");
        QTest::mouseClick(child<QPushButton>(*m_tab, "chooseSetButton"), Qt::LeftButton);
        m_dialogs.chosenFolder = dataDir + QStringLiteral("/corpora");
        QTest::mouseClick(child<QPushButton>(*m_tab, "chooseCorporaButton"), Qt::LeftButton);
        QVERIFY(child<QRadioButton>(*m_tab, "useCorporaRadio")->isChecked());
        runAndWait();
        QVERIFY(m_tab->report());
        const EvalReport& report = *m_tab->report();
        QCOMPARE(report.results.size(), 5);
        auto* progress = child<QProgressBar>(*m_tab, "evalProgress");
        QVERIFY(!progress->isEnabled());
        QCOMPARE(progress->value(), 5);
        QVERIFY(child<QLabel>(*m_tab, "evalStatus")->text().startsWith(QStringLiteral("5 questions evaluated")));

        // One row per kind present and one overall.
        auto* scores = child<QTableWidget>(*m_tab, "evalScores");
        QCOMPARE(scores->rowCount(), 4);
        QCOMPARE(scores->item(0, 0)->text(), QStringLiteral("direct"));
        QCOMPARE(scores->item(3, 0)->text(), QStringLiteral("overall"));
        QCOMPARE(scores->item(3, 1)->text(), QStringLiteral("5"));

        // The chart shows the report's numbers, not its own.
        EvalChart* chart = m_tab->results()->chart();
        QCOMPARE(chart->groups().size(), 4);
        const EvalScores overall = report.overall();
        const EvalChart::Group& last = chart->groups().last();
        QCOMPARE(last.kind, QStringLiteral("overall"));
        QCOMPARE(last.questions, 5);
        QCOMPARE(last.values[EvalChart::HitRate], overall.hitRateFinal);
        QCOMPARE(last.values[EvalChart::FactCoverage], overall.factCoverage);
        QCOMPARE(last.values[EvalChart::HandledRight], overall.handledRight);
        // Unanswerable questions have no sources to find: no bar, not a zero.
        const EvalChart::Group& unanswerable = chart->groups().at(2);
        QCOMPARE(unanswerable.kind, QStringLiteral("unanswerable"));
        QVERIFY(!unanswerable.values[EvalChart::HitRate]);
        QVERIFY(unanswerable.values[EvalChart::HandledRight]);
        int rounds = 0;
        for (int count : chart->rounds())
            rounds += count;
        QCOMPARE(rounds, 5);
        QCOMPARE(chart->rounds(), overall.rounds);
        QVERIFY(chart->accessibleDescription().contains(QStringLiteral("overall: Hit rate")));
        const QPixmap painted = chart->grab();
        QVERIFY(!painted.isNull());
        QCOMPARE(painted.size(), chart->size() * painted.devicePixelRatio());

        // Saved, made worse on one question, and compared: that question got better.
        const QString saved = m_dir.filePath(QStringLiteral("run.json"));
        m_dialogs.file = saved;
        QTest::mouseClick(child<QPushButton>(*m_tab, "saveReportButton"), Qt::LeftButton);
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonArray results = json.value(QStringLiteral("questions")).toArray();
        QJsonObject first = results.first().toObject();
        QCOMPARE(first.value(QStringLiteral("outcome")).toString(), QStringLiteral("answered"));
        first.insert(QStringLiteral("outcome"), QStringLiteral("refused"));
        first.insert(QStringLiteral("handledRight"), false);
        results.replace(0, first);
        json.insert(QStringLiteral("questions"), results);
        const QString older = m_dir.filePath(QStringLiteral("older.json"));
        QFile out(older);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(json).toJson());
        out.close();
        m_dialogs.file = older;
        QTest::mouseClick(child<QPushButton>(*m_tab, "compareButton"), Qt::LeftButton);
        auto* comparison = child<QTableWidget>(*m_tab, "evalComparison");
        QVERIFY(comparison->rowCount() >= 1);
        QCOMPARE(comparison->item(0, 0)->text(), QStringLiteral("t-01"));
        QVERIFY(!comparison->item(0, 3)->text().isEmpty()); // better
        QVERIFY(child<QLabel>(*m_tab, "comparisonSummary")->text().contains(QStringLiteral("1 better, 0 worse")));

        // A file that is not a report is refused with the reason.
        m_dialogs.file = dataDir + QStringLiteral("/set.jsonl");
        QVERIFY(!m_tab->compareWith(m_dialogs.file));
        QVERIFY(!child<QLabel>(*m_tab, "evalStatus")->text().isEmpty());
    }

    void runsOverOneKnowledgeBase()
    {
        {
            auto db = Database::open(m_dir.filePath(QStringLiteral("kb.sqlite")));
            QVERIFY(db);
            DocumentStore store(*db.value());
            IngestPipeline pipeline(store);
            QDirIterator it(dataDir + QStringLiteral("/corpora/nordlicht"), {QStringLiteral("*.md")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (!path.endsWith(QStringLiteral("SOURCE.md")))
                    pipeline.ingestFile(path);
            }
        }
        m_tab->setSetPath(dataDir + QStringLiteral("/set.jsonl"));
        m_tab->setCorporaFolder(QString());
        QVERIFY(child<QRadioButton>(*m_tab, "useKnowledgeBaseRadio")->isChecked());
        runAndWait();
        QCOMPARE(m_tab->report()->results.size(), 5);
        QCOMPARE(m_tab->report()->source, QDir::cleanPath(m_dir.filePath(QStringLiteral("kb.sqlite"))));
    }

    void cancelStopsTheRun()
    {
        m_tab->setSetPath(dataDir + QStringLiteral("/set.jsonl"));
        m_tab->setCorporaFolder(dataDir + QStringLiteral("/corpora"));
        QSignalSpy finished(m_tab.get(), &EvaluationTab::runFinished);
        m_tab->run();
        QTest::mouseClick(child<QPushButton>(*m_tab, "cancelEvalButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, timeoutMs);
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(child<QLabel>(*m_tab, "evalStatus")->text(), QStringLiteral("The evaluation was cancelled."));
        QVERIFY(child<QPushButton>(*m_tab, "runEvalButton")->isEnabled());
        QVERIFY(!m_tab->isRunning());
    }

    void brokenInputIsExplained()
    {
        m_tab->setSetPath(QString());
        m_tab->run();
        QVERIFY(!m_tab->isRunning());
        QCOMPARE(child<QLabel>(*m_tab, "evalStatus")->text(), QStringLiteral("Choose an evaluation set first."));
        const QString broken = m_dir.filePath(QStringLiteral("broken.jsonl"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"id\": \"x\"}\nnot json\n");
        f.close();
        m_tab->setSetPath(broken);
        m_tab->run();
        QVERIFY(!m_tab->isRunning());
        QVERIFY(child<QLabel>(*m_tab, "evalStatus")->text().contains(QStringLiteral("broken.jsonl:2")));
        m_tab->setSetPath(dataDir + QStringLiteral("/set.jsonl"));
        m_tab->setCorporaFolder(m_dir.filePath(QStringLiteral("nowhere")));
        m_tab->run();
        QVERIFY(!m_tab->isRunning());
        QVERIFY(child<QLabel>(*m_tab, "evalStatus")->text().contains(QStringLiteral("corpus folders")));
    }
};

QTEST_MAIN(TestEvaluationTab)
#include "tst_evaluationtab.moc"
