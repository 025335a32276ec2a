// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector window over a knowledge base with a known history, driven through its widgets
// offscreen: filters narrow the table, headers sort it, the detail replays the right rounds with
// verdicts and the raw JSON, deleting asks first, exports are written and parse, feedback is stored
// and exported as evaluation cases that EvalSet reads, and the content-gap tab groups the refusals.
#include "../core/TraceBuilder.h"
#include "FakeDialogs.h"
#include "answer/ContradictionFinder.h"
#include "eval/EvalSet.h"
#include "ingest/IngestPipeline.h"
#include "inspector/FeedbackPanel.h"
#include "inspector/GapsTab.h"
#include "inspector/HistoryTab.h"
#include "inspector/InspectorWindow.h"
#include "inspector/TraceDetailView.h"
#include "inspector/TraceTableModel.h"
#include "inspector/VerdictsView.h"
#include "language/Translations.h"
#include "research/Motion.h"
#include "research/ResearchView.h"
#include "research/RoundCard.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/FeedbackStore.h"
#include "trace/TraceStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace lotse;
using namespace lotse::ui;

namespace {

template <typename T>
T* child(QWidget& parent, const char* name)
{
    T* found = parent.findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

QStringList lines(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestInspector final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_pension; // a document of the knowledge base
    std::unique_ptr<InspectorWindow> m_window;
    FakeDialogs m_dialogs;

    HistoryTab* history() { return m_window->history(); }
    TraceTableModel* model() { return history()->model(); }
    QTableView* table() { return child<QTableView>(*m_window, "traceTable"); }

    int rowOf(const QString& question)
    {
        for (int row = 0; row < model()->rowCount(); ++row) {
            if (model()->summary(row).question == question)
                return row;
        }
        return -1;
    }

    void fill()
    {
        auto opened = Database::open(m_db);
        QVERIFY(opened);
        Database& db = *opened.value();
        DocumentStore documents(db);
        IngestPipeline pipeline(documents);
        const QDir handbook(m_dir.filePath(QStringLiteral("handbook")));
        QVERIFY(handbook.mkpath(QStringLiteral("benefits")));
        const QList<QPair<QString, QByteArray>> files{
            {QStringLiteral("leave.md"), "# Annual Leave\n\nFull-time staff get thirty working days.\n"},
            {QStringLiteral("benefits/pension.md"), "# Pension\n\nThe company pays 4 % into a pension plan.\n"}};
        for (const auto& [name, content] : files) {
            QFile f(handbook.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
            f.close();
            QCOMPARE(FileOutcome::kindName(pipeline.ingestFile(handbook.filePath(name)).kind), QStringLiteral("added"));
        }
        m_pension = handbook.filePath(QStringLiteral("benefits/pension.md"));

        TraceStore store(db, TraceOptions{0, true});
        const QDateTime now = QDateTime::currentDateTimeUtc();
        using namespace tracetest;
        // Its evidence contradicted itself: the answer check recorded it (for the gaps tab).
        Trace vacation = trace(
            answered(QStringLiteral("How many vacation days do I get?"), QStringLiteral("/kb/handbook/leave.md")));
        Hit entitlement = hit(1, QStringLiteral("/kb/handbook/leave.md"), QStringLiteral("Leave"),
                              QStringLiteral("Entitlement"), 0.9);
        entitlement.text = QStringLiteral("Full-time employees receive 30 working days of paid annual leave per year.");
        Hit memo = hit(2, QStringLiteral("/kb/handbook/memo.txt"), QStringLiteral("Memo"), QStringLiteral("Memo"), 0.8);
        memo.text = QStringLiteral("Employees get 100 vacation days per year.");
        Grounding grounding;
        grounding.checked = true;
        grounding.contradictions =
            ContradictionFinder::find(QStringLiteral("How many vacation days do I get?"), {entitlement, memo});
        QCOMPARE(grounding.contradictions.size(), 1);
        vacation.grounding = grounding;
        QVERIFY(store.save(vacation, now.addDays(-2)));
        QVERIFY(store.save(
            trace(refused(QStringLiteral("Is there a company pension scheme?"), {QStringLiteral("pension")}, 3)),
            now.addDays(-1)));
        QVERIFY(store.save(trace(refused(QStringLiteral("Do part-timers get a pension?"),
                                         {QStringLiteral("part-timers"), QStringLiteral("pension")}, 2)),
                           now.addSecs(-3600)));
        Run laptop = answered(QStringLiteral("My laptop was stolen on the train, what now?"),
                              QStringLiteral("/kb/handbook/it.md"));
        laptop.rounds.prepend({QStringLiteral("laptop stolen train"),
                               {hit(5, QStringLiteral("/kb/handbook/travel.md"), QStringLiteral("Travel"),
                                    QStringLiteral("Trains"), 0.5)},
                               false,
                               {QStringLiteral("stolen")},
                               QStringLiteral("lost device report"),
                               {}});
        laptop.options.maxRounds = 2;
        laptop.usage = TokenUsage{900, 120};
        laptop.removedCitations = {99};
        QVERIFY(store.save(trace(laptop, TraceContext{QStringLiteral("azure"),
                                                      QStringLiteral("gpt-4o-mini"),
                                                      {},
                                                      {},
                                                      ModelPrice{QStringLiteral("gpt-4o-mini"), 0.15, 0.6}}),
                           now.addDays(-10)));
        Run failed;
        failed.question = QStringLiteral("?");
        failed.outcome = Outcome::Failed;
        failed.error = QStringLiteral("The question has no words to search for.");
        QVERIFY(store.save(trace(failed), now.addDays(-5)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        lotse::Translations::apply(QStringLiteral("en"));
        Motion::setReduced(true); // replays show the whole timeline at once
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath(QStringLiteral("kb.sqlite"));
        fill();
        if (QTest::currentTestFailed())
            return;
        m_window = std::make_unique<InspectorWindow>(m_db);
        m_window->setDialogs(&m_dialogs);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void init()
    {
        m_dialogs = FakeDialogs();
        child<QLineEdit>(*m_window, "traceTextFilter")->clear();
        child<QComboBox>(*m_window, "outcomeFilter")->setCurrentIndex(0);
        child<QComboBox>(*m_window, "documentFilter")->setCurrentIndex(0);
        for (const char* name : {"multiRoundFilter", "insufficientFilter", "fromCheck", "toCheck"})
            child<QCheckBox>(*m_window, name)->setChecked(false);
    }

    void everyQuestionIsListedNewestFirst()
    {
        QCOMPARE(model()->rowCount(), 5);
        QCOMPARE(model()->summary(0).question, QStringLiteral("Do part-timers get a pension?"));
        QCOMPARE(model()->summary(4).question, QStringLiteral("My laptop was stolen on the train, what now?"));
        QVERIFY(child<QLabel>(*m_window, "traceCount")->text().startsWith(QStringLiteral("5 of 5")));
        QCOMPARE(table()->accessibleName(), QStringLiteral("Questions asked"));
    }

    void filtersNarrowTheTable()
    {
        auto* outcome = child<QComboBox>(*m_window, "outcomeFilter");
        outcome->setCurrentIndex(outcome->findData(QStringLiteral("refused")));
        QCOMPARE(model()->rowCount(), 2);
        outcome->setCurrentIndex(outcome->findData(QStringLiteral("failed")));
        QCOMPARE(model()->rowCount(), 1);
        outcome->setCurrentIndex(0);

        child<QCheckBox>(*m_window, "multiRoundFilter")->setChecked(true);
        QCOMPARE(model()->rowCount(), 3);
        child<QCheckBox>(*m_window, "multiRoundFilter")->setChecked(false);
        child<QCheckBox>(*m_window, "insufficientFilter")->setChecked(true);
        QCOMPARE(model()->rowCount(), 3); // two refusals and the laptop's first round
        child<QCheckBox>(*m_window, "insufficientFilter")->setChecked(false);

        auto* document = child<QComboBox>(*m_window, "documentFilter");
        QCOMPARE(document->count(), 3); // any, it.md, leave.md
        document->setCurrentIndex(document->findData(QStringLiteral("/kb/handbook/it.md")));
        QCOMPARE(model()->rowCount(), 1);
        QCOMPARE(model()->summary(0).question, QStringLiteral("My laptop was stolen on the train, what now?"));
        document->setCurrentIndex(0);

        // Typed into the search box: questions, answers and queries.
        auto* text = child<QLineEdit>(*m_window, "traceTextFilter");
        text->setFocus();
        QTest::keyClicks(text, QStringLiteral("pension"));
        QCOMPARE(model()->rowCount(), 2);
        text->clear();

        auto* useFrom = child<QCheckBox>(*m_window, "fromCheck");
        auto* from = child<QDateEdit>(*m_window, "fromDate");
        useFrom->setChecked(true);
        from->setDate(QDate::currentDate().addDays(-3));
        QCOMPARE(model()->rowCount(), 3);
        from->setDate(QDate::currentDate().addDays(1));
        QCOMPARE(model()->rowCount(), 0);
        useFrom->setChecked(false);
        auto* useTo = child<QCheckBox>(*m_window, "toCheck");
        auto* to = child<QDateEdit>(*m_window, "toDate");
        useTo->setChecked(true);
        to->setDate(QDate::currentDate().addDays(-4));
        QCOMPARE(model()->rowCount(), 2); // the failed one and the laptop
        QVERIFY(child<QLabel>(*m_window, "traceCount")->text().startsWith(QStringLiteral("2 of 5")));
    }

    void headersSort()
    {
        QHeaderView* header = table()->horizontalHeader();
        auto click = [&](int column) {
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                              QPoint(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                                     header->height() / 2));
        };
        click(TraceTableModel::RoundsColumn);
        QCOMPARE(model()->filter().sortKey, TraceFilter::SortKey::Rounds);
        QCOMPARE(model()->summary(0).rounds, 0);
        QCOMPARE(model()->summary(4).rounds, 3);
        click(TraceTableModel::RoundsColumn);
        QCOMPARE(model()->summary(0).rounds, 3);
        click(TraceTableModel::QuestionColumn);
        QCOMPARE(model()->summary(0).question, QStringLiteral("?"));
        QCOMPARE(model()->summary(1).question, QStringLiteral("Do part-timers get a pension?"));
        click(TraceTableModel::AskedColumn);
        click(TraceTableModel::AskedColumn);
        QCOMPARE(model()->filter().order, Qt::DescendingOrder);
        QCOMPARE(model()->summary(0).question, QStringLiteral("Do part-timers get a pension?"));
    }

    void detailReplaysTheRounds()
    {
        const int row = rowOf(QStringLiteral("Is there a company pension scheme?"));
        QVERIFY(row >= 0);
        table()->setFocus();
        table()->selectRow(row);
        TraceDetailView* detail = history()->detail();
        QCOMPARE(detail->research()->roundCards().size(), 3);
        for (RoundCard* card : detail->research()->roundCards()) {
            QVERIFY(card->isGraded());
            QVERIFY(!card->isSufficient());
        }
        QCOMPARE(detail->research()->question(), QStringLiteral("Is there a company pension scheme?"));
        QCOMPARE(detail->verdicts()->verdictCount(), 3);
        QVERIFY(detail->verdicts()->rawJson().contains(QStringLiteral("\"keyTerms\"")));
        auto* verdicts = child<QTreeWidget>(*m_window, "verdictList");
        QCOMPARE(verdicts->topLevelItem(0)->text(1), QStringLiteral("Not sufficient"));
        QVERIFY(verdicts->topLevelItem(0)->text(2).contains(QStringLiteral("pension")));

        // The keyboard moves through the list; the detail follows.
        QTest::keyClick(table(), Qt::Key_Up);
        QTRY_COMPARE(detail->research()->roundCards().size(), 2);

        const int laptop = rowOf(QStringLiteral("My laptop was stolen on the train, what now?"));
        table()->selectRow(laptop);
        QCOMPARE(detail->research()->roundCards().size(), 2);
        const QString answer = child<QTextBrowser>(*m_window, "detailAnswer")->toPlainText();
        QVERIFY2(answer.contains(QStringLiteral("Sources")), qPrintable(answer));
        QVERIFY(answer.contains(QStringLiteral("Annual Leave › Entitlement")));
        QVERIFY(answer.contains(QStringLiteral("Removed citations")));
        QVERIFY(answer.contains(QStringLiteral("99")));
        const QString facts = child<QTextBrowser>(*m_window, "detailFacts")->toPlainText();
        QVERIFY2(facts.contains(QStringLiteral("gpt-4o-mini")), qPrintable(facts));
        QVERIFY(facts.contains(QStringLiteral("900 prompt + 120 completion = 1,020")));
        QVERIFY(facts.contains(QStringLiteral("$0.000207")));
        QVERIFY(facts.contains(QStringLiteral("Maximum rounds")));
    }

    void exportsAreWrittenAndParse()
    {
        auto* outcome = child<QComboBox>(*m_window, "outcomeFilter");
        outcome->setCurrentIndex(outcome->findData(QStringLiteral("refused")));
        m_dialogs.file = m_dir.filePath(QStringLiteral("refused.jsonl"));
        QTest::mouseClick(child<QPushButton>(*m_window, "exportTracesButton"), Qt::LeftButton);
        const QStringList jsonl = lines(m_dialogs.file);
        QCOMPARE(jsonl.size(), 2);
        for (const QString& line : jsonl) {
            QJsonParseError error{};
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8(), &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(o.value(QStringLiteral("outcome")).toString(), QStringLiteral("refused"));
            QVERIFY(!o.value(QStringLiteral("rounds")).toArray().isEmpty());
        }
        m_dialogs.file = m_dir.filePath(QStringLiteral("refused.csv"));
        QTest::mouseClick(child<QPushButton>(*m_window, "exportTracesButton"), Qt::LeftButton);
        const QStringList csv = lines(m_dialogs.file);
        QCOMPARE(csv.size(), 3);
        QVERIFY(csv.first().contains(QStringLiteral("question")));
        QVERIFY(child<QLabel>(*m_window, "historyStatus")->text().contains(QStringLiteral("2 questions written")));
    }

    void feedbackIsStoredAndExportedAsCases()
    {
        table()->selectRow(rowOf(QStringLiteral("Is there a company pension scheme?")));
        FeedbackPanel* panel = history()->detail()->feedback();
        auto* target = child<QComboBox>(*panel, "feedbackTarget");
        QCOMPARE(target->count(), 4); // the answer and three verdicts
        target->setCurrentIndex(target->findData(2));
        auto* source = child<QComboBox>(*panel, "rightSourceCombo");
        auto* mark = child<QPushButton>(*panel, "markWrongButton");
        QVERIFY(!mark->isEnabled()); // nothing chosen yet
        source->setCurrentIndex(source->findData(m_pension));
        QVERIFY(mark->isEnabled());
        QTest::keyClicks(child<QLineEdit>(*panel, "mustMentionEdit"), QStringLiteral("4 %; pension plan"));
        QTest::keyClicks(child<QLineEdit>(*panel, "feedbackNote"), QStringLiteral("The grader was too strict."));
        QTest::mouseClick(mark, Qt::LeftButton);
        QCOMPARE(child<QListWidget>(*panel, "feedbackList")->count(), 1);
        QVERIFY(child<QListWidget>(*panel, "feedbackList")->item(0)->text().contains(QStringLiteral("pension.md")));

        m_dialogs.file = m_dir.filePath(QStringLiteral("cases.jsonl"));
        QTest::mouseClick(child<QPushButton>(*m_window, "exportCasesButton"), Qt::LeftButton);
        const auto set = EvalSet::load(m_dialogs.file);
        QVERIFY(set);
        QVERIFY2(set.value().isValid(), qPrintable(set.value().problemText(m_dialogs.file)));
        QCOMPARE(set.value().questions().size(), 1);
        const EvalQuestion& q = set.value().questions().first();
        QCOMPARE(q.question, QStringLiteral("Is there a company pension scheme?"));
        QCOMPARE(q.corpus, QStringLiteral("handbook"));
        QCOMPARE(q.expectedSources, QStringList{QStringLiteral("benefits/pension.md")});
        QCOMPARE(q.mustMention, (QStringList{QStringLiteral("4 %"), QStringLiteral("pension plan")}));
        QCOMPARE(q.kind, QStringLiteral("misleading"));
        QVERIFY(q.notes.contains(QStringLiteral("too strict")));

        // Removing it from the list removes it from the store.
        auto* list = child<QListWidget>(*panel, "feedbackList");
        list->setCurrentRow(0);
        QTest::mouseClick(child<QPushButton>(*panel, "removeFeedbackButton"), Qt::LeftButton);
        QCOMPARE(list->count(), 0);
    }

    void gapReportGroupsRefusals()
    {
        m_window->tabs()->setCurrentWidget(m_window->gaps());
        m_window->gaps()->refresh();
        const QList<GapGroup>& groups = m_window->gaps()->groups();
        QCOMPARE(groups.size(), 2);
        QCOMPARE(groups.first().topic, QStringLiteral("pension"));
        QCOMPARE(groups.first().refused, 2);
        QCOMPARE(groups.at(1).atLimit, 1); // the laptop: answered in round 2 of 2
        auto* tree = child<QTreeWidget>(*m_window, "gapTree");
        QCOMPARE(tree->topLevelItemCount(), 2);
        QCOMPARE(tree->topLevelItem(0)->childCount(), 2);
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith(QStringLiteral("pension")));

        // Below: the contradiction the answer check found, with both passages and their values.
        auto* contradictions = child<QTreeWidget>(*m_window, "contradictionTree");
        QCOMPARE(contradictions->topLevelItemCount(), 1);
        QCOMPARE(contradictions->topLevelItem(0)->childCount(), 2);
        QCOMPARE(contradictions->topLevelItem(0)->text(2), QStringLiteral("1"));
        QVERIFY2(contradictions->topLevelItem(0)->text(1).contains(QStringLiteral("100 vacation days")),
                 qPrintable(contradictions->topLevelItem(0)->text(1)));

        m_dialogs.file = m_dir.filePath(QStringLiteral("gaps.md"));
        QTest::mouseClick(child<QPushButton>(*m_window, "exportGapsButton"), Qt::LeftButton);
        QVERIFY(lines(m_dialogs.file).contains(QStringLiteral("## pension (2)")));
        QVERIFY(lines(m_dialogs.file).contains(QStringLiteral("# Contradictions")));
        m_window->tabs()->setCurrentWidget(history());
    }

    void everyControlHasAName()
    {
        table()->selectRow(rowOf(QStringLiteral("Is there a company pension scheme?")));
        QStringList unnamed;
        auto check = [&] {
            for (QWidget* widget : m_window->findChildren<QWidget*>()) {
                if (!widget->isVisible() || !(widget->focusPolicy() & Qt::TabFocus) || !widget->isEnabled())
                    continue;
                const auto* button = qobject_cast<QAbstractButton*>(widget);
                if (widget->accessibleName().isEmpty() && !(button && !button->text().isEmpty()))
                    unnamed.append(widget->objectName() + u':'
                                   + QString::fromLatin1(widget->metaObject()->className()));
            }
        };
        auto* detailTabs = child<QTabWidget>(*m_window, "detailTabs");
        for (int tab = 0; tab < m_window->tabs()->count(); ++tab) {
            m_window->tabs()->setCurrentIndex(tab);
            for (int detail = 0; tab == 0 && detail < detailTabs->count(); ++detail) {
                detailTabs->setCurrentIndex(detail);
                check();
            }
            check();
        }
        m_window->tabs()->setCurrentIndex(0);
        unnamed.removeDuplicates();
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
    }

    void deleteAsksFirst()
    {
        const int before = model()->rowCount();
        table()->selectRow(rowOf(QStringLiteral("How many vacation days do I get?")));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        table()->setFocus();
        m_dialogs.yes = false;
        QTest::keyClick(table(), Qt::Key_Delete);
        QCOMPARE(m_dialogs.asked, QStringList{QStringLiteral("Delete questions")});
        QCOMPARE(model()->rowCount(), before);

        m_dialogs.yes = true;
        QTest::mouseClick(child<QPushButton>(*m_window, "deleteTracesButton"), Qt::LeftButton);
        QCOMPARE(model()->rowCount(), before - 1);
        QCOMPARE(rowOf(QStringLiteral("How many vacation days do I get?")), -1);
        QCOMPARE(history()->detail()->traceId(), 0);
        auto db = Database::open(m_db);
        QCOMPARE(TraceStore(*db.value()).count().value(), before - 1);
    }
};

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
