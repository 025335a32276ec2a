// SPDX-License-Identifier: GPL-3.0-or-later
// The window's history of questions, end to end: a question asked in the main window is stored
// and appears in the inspector (Ctrl+I) with its replayed search; the History settings apply
// (no question text: none of it reaches the file; the retention purges at start); "Delete all
// history…" in the settings asks first and then deletes everything.
#include "../core/TraceBuilder.h"
#include "FakeDialogs.h"
#include "UiTestSupport.h"
#include "inspector/GapsTab.h"
#include "inspector/HistoryTab.h"
#include "inspector/InspectorWindow.h"
#include "inspector/TraceDetailView.h"
#include "inspector/TraceTableModel.h"
#include "research/ResearchView.h"
#include "settings/SettingsDialog.h"
#include "store/Database.h"
#include "store/FeedbackStore.h"
#include "trace/TraceReport.h"
#include "trace/TraceSettings.h"
#include "trace/TraceStore.h"
#include "window/History.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;
using namespace lotse::ui;
using namespace uitest;

namespace {

int storedCount(const QString& dbPath)
{
    auto db = Database::open(dbPath);
    if (!db)
        return -1;
    const auto count = TraceStore(*db.value()).count();
    return count ? count.value() : -1;
}

QByteArray fileBytes(const QString& dbPath)
{
    QByteArray all;
    for (const QString& suffix : {QString(), QStringLiteral("-wal")}) {
        QFile f(dbPath + suffix);
        if (f.open(QIODevice::ReadOnly))
            all += f.readAll();
    }
    return all;
}

void storeTwo(const QString& dbPath)
{
    auto db = Database::open(dbPath);
    QVERIFY(db);
    TraceStore store(*db.value(), TraceOptions{0, true});
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QVERIFY(store.save(tracetest::trace(tracetest::answered(QStringLiteral("Old question"))), now.addDays(-100)));
    QVERIFY(store.save(tracetest::trace(tracetest::answered(QStringLiteral("Recent question"))), now.addDays(-1)));
}

} // namespace

class TestHistory final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;

private Q_SLOTS:
    void initTestCase()
    {
        setUpWindowTests(m_config);
        QSettings().setValue(QStringLiteral("ui/reducedMotion"), true);
    }

    void init() { QSettings().remove(QStringLiteral("traces")); }

    void askedQuestionsAppearInTheInspector()
    {
        QTemporaryDir dir;
        const auto window = openWithSample(dir);
        if (!window)
            return;
        auto* history = window->findChild<History*>();
        QVERIFY(history);
        QSignalSpy saved(history, &History::saved);
        ask(*window, QStringLiteral("How many vacation days do I get per year?"));
        QTRY_VERIFY_WITH_TIMEOUT(!outcomeText(*window).isEmpty(), timeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, timeoutMs);

        QTest::keySequence(window.get(), QKeySequence(Qt::CTRL | Qt::Key_I));
        auto* inspector = window->findChild<InspectorWindow*>();
        QVERIFY(inspector);
        QTRY_VERIFY(inspector->isVisible());
        TraceTableModel* model = inspector->history()->model();
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->summary(0).question, QStringLiteral("How many vacation days do I get per year?"));
        QCOMPARE(model->summary(0).outcome, QStringLiteral("answered"));
        QCOMPARE(model->summary(0).provider, QStringLiteral("offline"));

        // Asked while the inspector is open: it appears there as soon as it is stored.
        ask(*window, QStringLiteral("Is there a bonus for referring a new colleague?"));
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 2, timeoutMs);
        QTRY_COMPARE(model->rowCount(), 2);
        QCOMPARE(model->summary(0).outcome, QStringLiteral("refused"));

        // Its search replays with the rounds it took, the same as the main window showed.
        const int liveRounds =
            int(window->findChild<ResearchView*>(QStringLiteral("researchView"))->roundCards().size());
        QVERIFY(liveRounds > 1);
        auto* table = inspector->findChild<QTableView*>(QStringLiteral("traceTable"));
        table->selectRow(0);
        QCOMPARE(inspector->history()->detail()->research()->roundCards().size(), liveRounds);
        QCOMPARE(model->summary(0).rounds, liveRounds);

        inspector->tabs()->setCurrentWidget(inspector->gaps());
        QCOMPARE(inspector->gaps()->groups().size(), 1);
        QCOMPARE(inspector->gaps()->groups().first().questions.first().question,
                 QStringLiteral("Is there a bonus for referring a new colleague?"));
    }

    void withoutQuestionTextNoneOfItIsStored()
    {
        QSettings().setValue(QStringLiteral("traces/storeQuestionText"), false);
        QTemporaryDir dir;
        const auto window = openWithSample(dir);
        if (!window)
            return;
        QSignalSpy saved(window->findChild<History*>(), &History::saved);
        const QString question = QStringLiteral("How many vacation days do I get, asked in confidence?");
        ask(*window, question);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, timeoutMs);
        QVERIFY(!fileBytes(window->databasePath()).contains(question.toUtf8()));
        window->findChild<QAction*>(QStringLiteral("inspectorAction"))->trigger();
        auto* inspector = window->findChild<InspectorWindow*>();
        QVERIFY(inspector);
        QCOMPARE(inspector->history()->model()->summary(0).question, TraceStore::placeholder());
        QVERIFY(!inspector->history()->model()->summary(0).questionStored);
    }

    void retentionPurgesAtStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("knowledge.sqlite"));
        storeTwo(path);
        QSettings().setValue(QStringLiteral("traces/retentionDays"), 30);
        MainWindow window(path);
        QTRY_COMPARE(storedCount(path), 1);
    }

    // A manager's copy of a team knowledge base: who asked is a column (their groups in its tooltip and
    // in the details), and a filter by group appears beside the dates. A personal one shows neither.
    void aTeamManagersInspectorShowsWhoAskedByGroup()
    {
        QTemporaryDir dir;
        auto db = Database::open(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(db);
        TraceStore traces(*db.value(), TraceOptions{0, true});
        FeedbackStore feedback(*db.value());
        for (const char* q : {"Own question", "Anna's question", "Ben's question"})
            QVERIFY(traces.save(tracetest::trace(tracetest::answered(QString::fromUtf8(q)))));
        HistoryTab tab(&traces, &feedback);
        tab.resize(1000, 600);
        tab.show();
        tab.refresh();
        auto* table = tab.findChild<QTableView*>(QStringLiteral("traceTable"));
        auto* groups = tab.findChild<QComboBox*>(QStringLiteral("groupFilter"));
        QVERIFY(table->isColumnHidden(TraceTableModel::AskedByColumn));
        QVERIFY(!groups->isVisible());

        // As TeamTraceSync stores the team's questions in a manager's copy.
        QSqlQuery q(db.value()->handle());
        QVERIFY(q.exec(QStringLiteral("UPDATE traces SET asked_by = 'anna', asked_groups = 'hr,all-staff', team_id = 7 "
                                      "WHERE question LIKE 'Anna%'")));
        QVERIFY(q.exec(QStringLiteral("UPDATE traces SET asked_by = 'ben', asked_groups = 'all-staff', team_id = 8 "
                                      "WHERE question LIKE 'Ben%'")));
        tab.refresh();
        QVERIFY(!table->isColumnHidden(TraceTableModel::AskedByColumn));
        QVERIFY(groups->isVisible());
        QCOMPARE(groups->count(), 3); // any, all-staff, hr
        TraceTableModel* model = tab.model();
        QCOMPARE(model->rowCount(), 3);
        QStringList askers;
        for (int row = 0; row < model->rowCount(); ++row)
            askers.append(model->index(row, TraceTableModel::AskedByColumn).data().toString());
        askers.sort();
        QCOMPARE(askers, (QStringList{QStringLiteral("anna"), QStringLiteral("ben"), QStringLiteral("you")}));

        groups->setCurrentIndex(groups->findData(QStringLiteral("hr")));
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->summary(0).askedBy, QStringLiteral("anna"));
        QCOMPARE(model->index(0, TraceTableModel::AskedByColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("Groups when asking: hr, all-staff"));
        const auto record = traces.trace(model->summary(0).id);
        QVERIFY(record);
        bool shown = false;
        for (const TraceFactGroup& group : TraceReport::facts(record.value()))
            for (const TraceFact& fact : group.facts)
                shown = shown
                        || (fact.label == QStringLiteral("Asked by")
                            && fact.value == QStringLiteral("anna (groups: hr, all-staff)"));
        QVERIFY(shown);
        groups->setCurrentIndex(groups->findData(QStringLiteral("all-staff")));
        QTRY_COMPARE(model->rowCount(), 2);
    }

    void settingsDeleteAllHistory()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("knowledge.sqlite"));
        storeTwo(path);
        QSettings().setValue(QStringLiteral("traces/retentionDays"), 0);
        MainWindow window(path);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QAction*>(QStringLiteral("settingsAction"))->trigger();
        auto* dialog = window.findChild<SettingsDialog*>();
        QVERIFY(dialog);
        auto* retention = dialog->findChild<QSpinBox*>(QStringLiteral("retentionSpin"));
        QCOMPARE(retention->value(), 0);
        QCOMPARE(retention->text(), QStringLiteral("for ever"));
        FakeDialogs dialogs;
        dialog->setDialogs(&dialogs);
        auto* deleteAll = dialog->findChild<QPushButton*>(QStringLiteral("deleteHistoryButton"));
        dialogs.yes = false;
        QTest::mouseClick(deleteAll, Qt::LeftButton);
        QCOMPARE(dialogs.asked, QStringList{QStringLiteral("Delete all history")});
        QTest::qWait(50);
        QCOMPARE(storedCount(path), 2);

        dialogs.yes = true;
        QTest::mouseClick(deleteAll, Qt::LeftButton);
        QTRY_COMPARE(storedCount(path), 0);
        QTRY_VERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("2 questions")));

        // The other History settings are saved with the dialog.
        retention->setValue(14);
        dialog->findChild<QCheckBox*>(QStringLiteral("noQuestionTextCheck"))->setChecked(true);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("okButton")), Qt::LeftButton);
        QTRY_VERIFY(!dialog->isVisible());
        const TraceOptions options = TraceSettings::load(QSettings());
        QCOMPARE(options.retentionDays, 14);
        QVERIFY(!options.storeQuestionText);
    }
};

QTEST_MAIN(TestHistory)
#include "tst_history.moc"
