// SPDX-License-Identifier: GPL-3.0-or-later
// The window on a team knowledge base, against a throwaway PostgreSQL: "Connect to a Team Knowledge
// Base…" explains a missing or wrong password and then switches the window to the person's copy (only
// what their groups may read), which answers, cannot be changed from here, follows a manager's changes,
// says when the server is out of reach and finds it again after a restart; "Use My Own Knowledge
// Base" switches back.
#include "../core/TraceBuilder.h"
#include "PgServer.h"
#include "TestSupport.h"
#include "UiTestSupport.h"
#include "ingest/IngestPipeline.h"
#include "inspector/HistoryTab.h"
#include "inspector/InspectorWindow.h"
#include "inspector/TraceDetailView.h"
#include "inspector/TraceTableModel.h"
#include "knowledgebase/DocumentList.h"
#include "language/Translations.h"
#include "store/pg/PgConnection.h"
#include "store/pg/PgDocumentStore.h"
#include "store/pg/PgSchema.h"
#include "store/pg/TeamAdmin.h"
#include "store/pg/TeamSettings.h"
#include "team/TeamConnectDialog.h"
#include "team/TeamMode.h"
#include "team/TeamTraceSync.h"
#include "window/WindowHost.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace lotse;
using namespace lotse::ui;
using namespace uitest;

namespace {
const QString password = QStringLiteral("Team-Pw-1618");
}

class TestTeamWindow final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    QTemporaryDir m_home;
    test::PgServer m_server;

    void ingest(const QString& file, const QStringList& groups)
    {
        auto admin = PgConnection::open(DatabaseUrl::parse(m_server.url(test::PgServer::superuser())).value(),
                                        m_server.superuserPassword());
        QVERIFY(admin.ok());
        PgDocumentStore store(*admin.value(), groups);
        IngestPipeline pipeline(store);
        for (const QString& f : IngestPipeline::expand({file}).files)
            QVERIFY(pipeline.ingestFile(f).kind != FileOutcome::Kind::Failed);
    }
    static void saveShot(QWidget& window, const QString& name)
    {
        // For looking at it (docs, reviews): LOTSE_TEAM_SCREENSHOTS=DIR.
        if (const QString dir = qEnvironmentVariable("LOTSE_TEAM_SCREENSHOTS"); !dir.isEmpty())
            window.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The copies live under the home's data folder: this test's own.
        qputenv("HOME", m_home.path().toUtf8());
        setUpWindowTests(m_config);
        if (const QString why = test::PgServer::unavailable(); !why.isEmpty())
            QSKIP(qPrintable(why));
        if (const QString why = m_server.start(); !why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("the throwaway PostgreSQL did not start: ") + why));
        for (const char* user : {"emil", "hanna"})
            QCOMPARE(
                m_server.exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(QLatin1String(user), password),
                              QStringLiteral("postgres")),
                QString());
        QCOMPARE(m_server.exec(QStringLiteral("SELECT 1")), QString());
        auto admin = PgConnection::open(DatabaseUrl::parse(m_server.url(test::PgServer::superuser())).value(),
                                        m_server.superuserPassword());
        QVERIFY(admin.ok());
        QVERIFY(PgSchema::apply(*admin.value(), [](const QString&) {}).ok());
        QVERIFY(TeamAdmin::grant(*admin.value(), QStringLiteral("emil"), TeamAdmin::Role::Reader,
                                 {QStringLiteral("all-staff")})
                    .ok());
        QVERIFY(TeamAdmin::grant(*admin.value(), QStringLiteral("hanna"), TeamAdmin::Role::Reader,
                                 {QStringLiteral("hr"), QStringLiteral("all-staff")})
                    .ok());
        ingest(test::sampleHandbook(m_home.filePath(QStringLiteral("handbook")), QStringLiteral("en")),
               {QStringLiteral("all-staff")});
        const QString hr = m_home.filePath(QStringLiteral("hr/salaries.md"));
        QDir().mkpath(QFileInfo(hr).absolutePath());
        QFile f(hr);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# Salary bands\n\nEngineers earn between 60,000 and 90,000 EUR a year, by experience.\n");
        f.close();
        ingest(hr, {QStringLiteral("hr")});
    }

    void connectingSwitchesToTheTeamsCopyAndBack()
    {
        qunsetenv("LOTSE_DB_PASSWORD");
        QTemporaryDir own;
        WindowHost host(WindowHost::Choice{own.filePath(QStringLiteral("own.sqlite")), std::nullopt});
        host.open();
        QPointer<MainWindow> first = host.window();
        QVERIFY(!first->teamMode());
        QVERIFY(!child<QAction>(*first, "ownKnowledgeBaseAction")->isVisible());
        child<QAction>(*first, "connectTeamAction")->trigger();
        auto* dialog = first->findChild<TeamConnectDialog*>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        auto* url = child<QLineEdit>(*dialog, "teamUrlEdit");
        auto* typed = child<QLineEdit>(*dialog, "teamPasswordEdit");
        auto* connectButton = child<QPushButton>(*dialog, "teamConnectButton");
        auto* status = child<QLabel>(*dialog, "teamConnectStatus");

        url->setText(QStringLiteral("db.example.com/lotse"));
        connectButton->click();
        QVERIFY2(status->text().contains(QStringLiteral("postgresql://")), qPrintable(status->text()));

        url->setText(m_server.url(QStringLiteral("emil")));
        connectButton->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("type it above")), timeoutMs);
        QVERIFY(connectButton->isEnabled());

        typed->setText(QStringLiteral("not-the-password"));
        connectButton->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("refused this password")), timeoutMs);
        QVERIFY(!status->text().contains(QStringLiteral("not-the-password")));
        saveShot(*dialog, QStringLiteral("connect-refused"));

        // Kept in the keychain where there is one; in memory for this run in any case (the next window).
        typed->setText(password);
        connectButton->click();
        // Where the session has no keychain, the dialog says the password will be asked for again.
        QTRY_VERIFY_WITH_TIMEOUT(first.isNull() || status->text().contains(QStringLiteral("could not keep")),
                                 timeoutMs);
        if (!first.isNull()) {
            QCOMPARE(connectButton->text(), QStringLiteral("&Continue"));
            connectButton->click();
        }
        QTRY_VERIFY_WITH_TIMEOUT(first.isNull(), timeoutMs);
        MainWindow* team = host.window();
        QVERIFY(team->teamMode());
        QVERIFY(TeamSettings::load(QSettings()).has_value());
        QVERIFY(QTest::qWaitForWindowExposed(team));
        auto* list = child<DocumentList>(*team, "documentList");
        QTRY_COMPARE_WITH_TIMEOUT(list->documentCount(), 8, timeoutMs); // all-staff, not the HR document
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(*team, "databaseLabel")
                                     ->text()
                                     .startsWith(QStringLiteral("Team: lotse on 127.0.0.1 · up to")),
                                 timeoutMs);
        QVERIFY(!child<QAction>(*team, "addFilesAction")->isEnabled());
        QVERIFY(!child<QWidget>(*team, "emptyState")->isVisible());
        QVERIFY(child<QLabel>(*team, "knowledgeBaseMessage")->text().contains(QStringLiteral("Its managers add")));
        QVERIFY(child<QAction>(*team, "ownKnowledgeBaseAction")->isVisible());
        QTRY_VERIFY(child<QTextBrowser>(*team, "answerBrowser")
                        ->toPlainText()
                        .contains(QStringLiteral("Your team's documents are ready")));

        ask(*team, QStringLiteral("How many vacation days do I get per year?"));
        auto* answer = child<QTextBrowser>(*team, "answerBrowser");
        QTRY_VERIFY_WITH_TIMEOUT(answer->toHtml().contains(QStringLiteral("lotse://chunk/")), timeoutMs);
        QVERIFY(answer->toPlainText().contains(QStringLiteral("30")));
        QTRY_VERIFY(outcomeText(*team).startsWith(QStringLiteral("Answered")));
        saveShot(*team, QStringLiteral("team-window"));
        if (!qEnvironmentVariableIsEmpty("LOTSE_TEAM_SCREENSHOTS")) {
            // The same in German at 1024x700, with the connect dialog over it, for looking at.
            Translations::apply(QStringLiteral("de"));
            team->resize(1024, 700);
            QCoreApplication::processEvents();
            saveShot(*team, QStringLiteral("team-window-de-1024x700"));
            child<QAction>(*team, "connectTeamAction")->trigger();
            auto* again = team->findChild<TeamConnectDialog*>();
            QTRY_VERIFY(again && again->isVisible());
            saveShot(*again, QStringLiteral("connect-de"));
            again->reject();
            Translations::apply(QStringLiteral("en"));
            team->resize(1180, 760);
        }

        QPointer<MainWindow> second = team;
        child<QAction>(*team, "ownKnowledgeBaseAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(second.isNull(), timeoutMs);
        QVERIFY(!host.window()->teamMode());
        QVERIFY(!TeamSettings::load(QSettings()).has_value());
    }

    // A manager's window: the inspector lists the team's questions with who asked, filters them by the
    // asker's group, and shows the groups in the details.
    void aManagersInspectorShowsTheTeamsQuestions()
    {
        QCOMPARE(m_server.exec(QStringLiteral("CREATE ROLE mara LOGIN PASSWORD '%1'").arg(password),
                               QStringLiteral("postgres")),
                 QString());
        auto admin = PgConnection::open(DatabaseUrl::parse(m_server.url(test::PgServer::superuser())).value(),
                                        m_server.superuserPassword());
        QVERIFY(admin.ok());
        QVERIFY(TeamAdmin::grant(*admin.value(), QStringLiteral("mara"), TeamAdmin::Role::Manager,
                                 {QStringLiteral("all-staff")})
                    .ok());
        QVERIFY(TeamTraceSync::setPolicy(*admin.value(), TeamTraceSync::Policy::Full).ok());
        const auto policyOff = qScopeGuard([&] {
            if (!TeamTraceSync::setPolicy(*admin.value(), TeamTraceSync::Policy::Off))
                qWarning("the trace policy was not set back to off");
        });
        // Two members' questions, as their syncs leave them on the server.
        for (const auto& [user, question] :
             {std::pair{QStringLiteral("emil"), QStringLiteral("Can I bring my dog to the office?")},
              std::pair{QStringLiteral("hanna"), QStringLiteral("Who approves a salary band change?")}}) {
            auto member = PgConnection::open(DatabaseUrl::parse(m_server.url(user)).value(), password);
            QVERIFY(member.ok());
            const Trace t = tracetest::trace(tracetest::answered(question));
            QSqlQuery q(member.value()->db());
            q.prepare(QStringLiteral("INSERT INTO lotse.traces(created_at, question, outcome, trace_json, rounds) "
                                     "VALUES (?, ?, 'answered', ?, 1)"));
            q.addBindValue(QDateTime::currentMSecsSinceEpoch());
            q.addBindValue(question);
            q.addBindValue(QString::fromUtf8(QJsonDocument(t.toJson()).toJson(QJsonDocument::Compact)));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        }

        qputenv("LOTSE_DB_PASSWORD", password.toUtf8());
        const auto url = DatabaseUrl::parse(m_server.url(QStringLiteral("mara"))).value();
        WindowHost host(WindowHost::Choice{TeamReplica::pathFor(url), url});
        host.open();
        MainWindow* window = host.window();
        QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(*window, "databaseLabel")->text().contains(QStringLiteral("up to")),
                                 timeoutMs);
        child<QAction>(*window, "inspectorAction")->trigger();
        auto* inspector = window->findChild<InspectorWindow*>();
        QVERIFY(inspector);
        QTRY_VERIFY(inspector->isVisible());
        TraceTableModel* model = inspector->history()->model();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 2, timeoutMs);
        auto* table = child<QTableView>(*inspector, "traceTable");
        QVERIFY(!table->isColumnHidden(TraceTableModel::AskedByColumn));
        auto* groups = child<QComboBox>(*inspector, "groupFilter");
        QVERIFY(groups->isVisible());
        groups->setCurrentIndex(groups->findData(QStringLiteral("hr")));
        QTRY_COMPARE(model->rowCount(), 1);
        QCOMPARE(model->summary(0).askedBy, QStringLiteral("hanna"));
        table->selectRow(0);
        QTRY_COMPARE(inspector->history()->detail()->traceId(), model->summary(0).id);
        const QString facts = child<QTextBrowser>(*inspector->history()->detail(), "detailFacts")->toPlainText();
        QVERIFY2(facts.contains(QStringLiteral("hanna (groups: hr, all-staff)")), qPrintable(facts));
        saveShot(*inspector, QStringLiteral("team-inspector"));
        if (!qEnvironmentVariableIsEmpty("LOTSE_TEAM_SCREENSHOTS")) {
            for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
                Translations::apply(language);
                for (const QSize size : {QSize(1024, 700), QSize(1400, 860)}) {
                    inspector->resize(size);
                    QCoreApplication::processEvents();
                    saveShot(
                        *inspector,
                        QStringLiteral("team-inspector-%1-%2x%3").arg(language).arg(size.width()).arg(size.height()));
                }
            }
            Translations::apply(QStringLiteral("en"));
        }
    }

    // Last: it stops and restarts the server.
    void theWindowFollowsTheServer()
    {
        qputenv("LOTSE_DB_PASSWORD", password.toUtf8());
        const auto url = DatabaseUrl::parse(m_server.url(QStringLiteral("hanna"))).value();
        WindowHost host(WindowHost::Choice{TeamReplica::pathFor(url), url});
        host.open();
        MainWindow* window = host.window();
        auto* list = child<DocumentList>(*window, "documentList");
        auto* label = child<QLabel>(*window, "databaseLabel");
        QTRY_COMPARE_WITH_TIMEOUT(list->documentCount(), 9, timeoutMs); // hr as well
        QTRY_VERIFY_WITH_TIMEOUT(!window->teamMode()->isSyncing(), timeoutMs);

        // A manager adds a document: the next sync brings it into the open window.
        const QString file = m_home.filePath(QStringLiteral("hr/bicycles.md"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# Bicycle leasing\n\nEvery employee may lease one bicycle through the company.\n");
        f.close();
        ingest(file, {QStringLiteral("all-staff")});
        window->teamMode()->syncNow();
        QTRY_COMPARE_WITH_TIMEOUT(list->documentCount(), 10, timeoutMs);
        // Its file is on the manager's computer, not here: the source shows the passage, and says so.
        QVERIFY(QFile::remove(file));
        ask(*window, QStringLiteral("Can I lease a bicycle through the company?"));
        auto* answer = child<QTextBrowser>(*window, "answerBrowser");
        QTRY_VERIFY_WITH_TIMEOUT(answer->toHtml().contains(QStringLiteral("lotse://chunk/")), timeoutMs);
        const std::optional<Anchor> citation = firstLink(answer, QStringLiteral("lotse://chunk/"));
        QVERIFY(citation);
        QTest::mouseClick(answer->viewport(), Qt::LeftButton, {}, citation->point);
        QTRY_VERIFY(child<QTextBrowser>(*window, "sourceText")->toPlainText().contains(QStringLiteral("lease one")));
        QVERIFY2(child<QLabel>(*window, "sourceMessage")->text().contains(QStringLiteral("with its managers")),
                 qPrintable(child<QLabel>(*window, "sourceMessage")->text()));

        // The server goes away: the window says so and keeps answering from the copy.
        m_server.stop();
        QSignalSpy finished(window->teamMode(), &TeamMode::syncFinished);
        window->teamMode()->syncNow();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), timeoutMs);
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY2(label->text().contains(QStringLiteral("not reachable, copy of")), qPrintable(label->text()));
        QVERIFY(label->toolTip().contains(QStringLiteral("Cannot reach the database server")));
        ask(*window, QStringLiteral("How much do engineers earn?"));
        QTRY_VERIFY_WITH_TIMEOUT(answer->toPlainText().contains(QStringLiteral("salaries.md")), timeoutMs);
        QVERIFY(answer->toPlainText().contains(QStringLiteral("60,000")));
        saveShot(*window, QStringLiteral("team-offline"));

        // Back again: the next sync reconnects, no restart of Lotse needed.
        QCOMPARE(m_server.restart(), QString());
        finished.clear();
        window->teamMode()->syncNow();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), timeoutMs);
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY2(label->text().contains(QStringLiteral("up to date")), qPrintable(label->text()));
    }
};

QTEST_MAIN(TestTeamWindow)
#include "tst_teamwindow.moc"
