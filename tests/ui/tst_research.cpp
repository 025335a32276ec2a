// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a person uses it: questions and answers as a conversation, the research panel's
// rounds and lanes, replaying an earlier question, copying an answer, stopping a running loop,
// dropping files, the keyboard, small screens and a dark palette.
#include "FakeOpenAiServer.h"
#include "FakeProvider.h"
#include "UiTestSupport.h"
#include "llm/ProviderSettings.h"
#include "research/HitRow.h"
#include "research/Motion.h"
#include "research/ResearchView.h"
#include "research/RewriteArrow.h"
#include "research/RoundCard.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace lotse::ui;
using namespace uitest;

namespace {

ResearchView* research(QWidget& window)
{
    return window.findChild<ResearchView*>(QStringLiteral("researchView"));
}

// "How it was found" is a panel beside the conversation, closed until asked for.
void openResearchPanel(QWidget& window)
{
    auto* toggle = window.findChild<QAction*>(QStringLiteral("showResearchAction"));
    QVERIFY(toggle);
    if (!toggle->isChecked())
        toggle->trigger();
    QVERIFY(research(window)->isVisible());
}

bool idle(QWidget& window)
{
    return child<QPushButton>(window, "askButton")->text() == QStringLiteral("Ask") && !outcomeText(window).isEmpty();
}

} // namespace

class TestResearch final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init() { Motion::setReduced(true); }
    void refusedQuestionShowsEveryRound();
    void comparisonRunsInLanes();
    void preparedAnswerIsShownInItsRound();
    void cutOffAnswerIsMarkedIncomplete();
    void earlierQuestionsCanBeReplayed();
    void copiedAnswerNamesItsSources();
    void stopCancelsARunningLoop();
    void droppedFilesAreAdded();
    void keyboardOnly();
    void settingsApplyAtOnce();
    void smallScreenAndDarkPalette();

private:
    QTemporaryDir m_config;
};

void TestResearch::initTestCase()
{
    setUpWindowTests(m_config);
}

void TestResearch::refusedQuestionShowsEveryRound()
{
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    openResearchPanel(*window);
    ask(*window, QStringLiteral("Is there a bonus for referring a new colleague?"));
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);

    // Round cards in order, each with its passages and a verdict; an arrow with the rewritten
    // query leads from each round to the next; the outcome closes the timeline.
    const QList<RoundCard*> cards = research(*window)->roundCards();
    // The rewrite finds one more place, then nothing on the topic: two rounds, then the refusal.
    QCOMPARE(cards.size(), 2);
    const QList<RewriteArrow*> arrows = research(*window)->findChildren<RewriteArrow*>();
    QCOMPARE(arrows.size(), cards.size() - 1);
    for (int i = 0; i < cards.size(); ++i) {
        QCOMPARE(cards.at(i)->round(), i + 1);
        QVERIFY(cards.at(i)->isGraded());
        QVERIFY(!cards.at(i)->isSufficient());
        if (i > 0) {
            QCOMPARE(cards.at(i)->query(), arrows.at(i - 1)->query());
            // The timeline lays out new cards on the next pass of the event loop.
            QTRY_VERIFY(cards.at(i - 1)->y() < arrows.at(i - 1)->y() && arrows.at(i - 1)->y() < cards.at(i)->y());
        }
    }
    QVERIFY(outcomeText(*window).startsWith(QStringLiteral("Refused after 2 rounds")));
}

void TestResearch::comparisonRunsInLanes()
{
    FakeProvider fake;
    QVERIFY(fake.start());
    // With answers prepared while grading (the default), the question is searched as it is while the
    // model splits it; without, the split comes first and round 1 shows its lanes.
    QSettings().setValue(QStringLiteral("agent/speculate"), false);
    const auto restore = qScopeGuard([] { QSettings().remove(QStringLiteral("agent/speculate")); });
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    QTRY_VERIFY(child<QLabel>(*window, "modeLabel")->text().startsWith(QStringLiteral("azure")));
    ask(*window, QStringLiteral("How does the training budget compare with the travel expense limits?"));
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);

    auto* note = window->findChild<QLabel*>(QStringLiteral("decomposedNote"));
    QVERIFY2(note, qPrintable(outcomeText(*window)));
    const QList<RoundCard*> cards = research(*window)->roundCards();
    QVERIFY(!cards.isEmpty());
    QCOMPARE(cards.first()->laneCount(), 2);
    for (const char* lane : {"lane0", "lane1"}) {
        auto* box = cards.first()->findChild<QWidget*>(QString::fromLatin1(lane));
        QVERIFY(box);
        QVERIFY2(!box->findChildren<HitRow*>().isEmpty(), lane);
    }
    QVERIFY(outcomeText(*window).startsWith(QStringLiteral("Answered")));
}

// The answer was prepared while round 1 was graded: the round says so, and the answer is the one shown.
void TestResearch::preparedAnswerIsShownInItsRound()
{
    FakeProvider fake;
    QVERIFY(fake.start());
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    QTRY_VERIFY(child<QLabel>(*window, "modeLabel")->text().startsWith(QStringLiteral("azure")));
    openResearchPanel(*window);
    ask(*window, QStringLiteral("How many vacation days do I get per year?"));
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);
    QVERIFY(outcomeText(*window).startsWith(QStringLiteral("Answered")));
    const QList<RoundCard*> cards = research(*window)->roundCards();
    QCOMPARE(cards.size(), 1);
    auto* note = cards.first()->findChild<QLabel*>(QStringLiteral("speculationNote"));
    QVERIFY(note);
    QVERIFY2(note->text().contains(QStringLiteral("prepared while grading")), qPrintable(note->text()));
    QVERIFY(child<QTextBrowser>(*window, "answerBrowser")->toPlainText().contains(QStringLiteral("30 working days")));
}

// The model stopped at its token limit: what it wrote is shown, never as a complete answer.
void TestResearch::cutOffAnswerIsMarkedIncomplete()
{
    FakeProvider fake;
    QVERIFY(fake.start([](lotse::fake::Scenario& s) {
        for (lotse::fake::ChatRule& rule : s.chat) {
            if (rule.schema.isEmpty() && rule.match.contains(QStringLiteral("vacation")))
                rule.finishReason = QStringLiteral("length");
        }
    }));
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    QTRY_VERIFY(child<QLabel>(*window, "modeLabel")->text().startsWith(QStringLiteral("azure")));
    ask(*window, QStringLiteral("How many vacation days do I get per year?"));
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);
    QVERIFY2(outcomeText(*window).startsWith(QStringLiteral("Cut off after 1 round")),
             qPrintable(outcomeText(*window)));
    const QString shown = child<QTextBrowser>(*window, "answerBrowser")->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("Incomplete answer: the model stopped at its token limit.")),
             qPrintable(shown));
    QVERIFY(shown.contains(QStringLiteral("30 working days")));
    QVERIFY(shown.contains(QStringLiteral("Cut off here.")));
    QVERIFY(!shown.contains(QStringLiteral("Copy answer")));
    QVERIFY2(child<QLabel>(*window, "answerStatus")->text().contains(QStringLiteral("incomplete")),
             qPrintable(child<QLabel>(*window, "answerStatus")->text()));
}

void TestResearch::earlierQuestionsCanBeReplayed()
{
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    const QString first = QStringLiteral("How many vacation days do I get per year?");
    ask(*window, first);
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);
    const int firstRounds = int(research(*window)->roundCards().size());
    ask(*window, QStringLiteral("How much does the company pay into my pension?"));
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window) && research(*window)->question().contains(QStringLiteral("pension")),
                             timeoutMs);

    // Both questions stay in the conversation…
    auto* browser = child<QTextBrowser>(*window, "answerBrowser");
    QVERIFY(browser->toPlainText().contains(first));
    QVERIFY(browser->toPlainText().contains(QStringLiteral("pension")));
    // …and "How it was found" under the first replays its timeline.
    const auto link = firstLink(browser, QStringLiteral("lotse://replay/0"));
    QVERIFY(link);
    QTest::mouseClick(browser->viewport(), Qt::LeftButton, {}, link->point);
    QTRY_COMPARE(research(*window)->question(), first);
    QTRY_VERIFY_WITH_TIMEOUT(!research(*window)->isReplaying(), timeoutMs); // step by step, as it happened
    QCOMPARE(research(*window)->roundCards().size(), firstRounds);
    QVERIFY(outcomeText(*window).startsWith(QStringLiteral("Answered")));
}

void TestResearch::copiedAnswerNamesItsSources()
{
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    ask(*window, QStringLiteral("How many vacation days do I get per year?"));
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);
    QApplication::clipboard()->clear();
    window->findChild<QAction*>(QStringLiteral("copyAnswerAction"))->trigger();
    const QString copied = QApplication::clipboard()->text();
    QVERIFY2(copied.contains(QStringLiteral("30 working days")), qPrintable(copied));
    QVERIFY2(copied.contains(QStringLiteral("[Source: Annual Leave › Entitlement, 01-annual-leave.md]")),
             qPrintable(copied));
    QVERIFY(!copied.contains(QStringLiteral("lotse://")));
}

void TestResearch::stopCancelsARunningLoop()
{
    // The model never answers this one: only Stop ends it.
    FakeProvider fake;
    QVERIFY(fake.start([](lotse::fake::Scenario& scenario) {
        lotse::fake::Fault hang;
        hang.path = QStringLiteral("chat");
        hang.match = QStringLiteral("parking");
        hang.hang = true;
        hang.times = 100;
        scenario.faults.prepend(hang);
    }));
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    QTRY_VERIFY(child<QLabel>(*window, "modeLabel")->text().startsWith(QStringLiteral("azure")));
    ask(*window, QStringLiteral("Is there parking at the office?"));
    auto* button = child<QPushButton>(*window, "askButton");
    QTRY_COMPARE(button->text(), QStringLiteral("Stop"));
    QVERIFY(window->findChild<QAction*>(QStringLiteral("stopAction"))->isEnabled());
    QTest::keyClick(window.get(), Qt::Key_Escape); // the Stop shortcut
    QTRY_COMPARE_WITH_TIMEOUT(button->text(), QStringLiteral("Ask"), 10000);
    QTRY_VERIFY(outcomeText(*window).startsWith(QStringLiteral("Stopped")));
    QVERIFY(child<QTextBrowser>(*window, "answerBrowser")->toPlainText().contains(QStringLiteral("Stopped")));
    QVERIFY(!window->findChild<QAction*>(QStringLiteral("stopAction"))->isEnabled());
}

void TestResearch::droppedFilesAreAdded()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QDir().mkpath(dir.filePath(QStringLiteral("policies/travel")));
    const QString leave = dir.filePath(QStringLiteral("policies/leave.md"));
    const QString travel = dir.filePath(QStringLiteral("policies/travel/trains.md"));
    for (const auto& [path, text] : {std::pair{leave, "# Leave\n\nYou get 30 days of paid leave.\n"},
                                     std::pair{travel, "# Trains\n\nSecond class for trips under four hours.\n"}}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // A folder dropped anywhere on the window: its files, also in sub-folders, are indexed.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("policies")))});
    const QPoint at(window.width() * 3 / 4, window.height() / 2);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &drop);
    auto* list = child<QTreeWidget>(window, "documentList");
    QTRY_VERIFY_WITH_TIMEOUT(states(list).size() == 2 && allReady(list), timeoutMs);
    QVERIFY(itemTitled(list, QStringLiteral("Leave")));
    QVERIFY(itemTitled(list, QStringLiteral("Trains")));

    // Dropping text that is not a file is refused.
    QMimeData text;
    text.setText(QStringLiteral("not a file"));
    QDragEnterEvent refused(at, Qt::CopyAction, &text, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &refused);
    QVERIFY(!refused.isAccepted());
}

void TestResearch::keyboardOnly()
{
    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    auto* edit = child<QLineEdit>(*window, "questionEdit");
    child<QTextBrowser>(*window, "answerBrowser")->setFocus();
    QTest::keyClick(window.get(), Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY(edit->hasFocus());
    QTest::keyClicks(edit, QStringLiteral("How many vacation days do I get per year?"));
    QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);

    // Tab goes from the question to its button, then into the conversation.
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), child<QWidget>(*window, "askButton"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_COMPARE(QApplication::focusWidget(), child<QWidget>(*window, "answerBrowser"));

    // A passage in the research panel opens with Enter.
    HitRow* row = research(*window)->roundCards().first()->hitRows().first();
    row->setFocus(Qt::TabFocusReason);
    QTest::keyClick(row, Qt::Key_Return);
    QTRY_COMPARE(child<QLabel>(*window, "sourceTitle")->text(), row->hit().title);

    // Every control a keyboard can reach has a name for screen readers.
    QStringList unnamed;
    for (QWidget* widget : window->findChildren<QWidget*>()) {
        if (!widget->isVisible() || !(widget->focusPolicy() & Qt::TabFocus) || !widget->isEnabled())
            continue;
        const auto* button = qobject_cast<QAbstractButton*>(widget);
        if (widget->accessibleName().isEmpty() && !(button && !button->text().isEmpty()))
            unnamed.append(widget->objectName() + u':' + QString::fromLatin1(widget->metaObject()->className()));
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
}

void TestResearch::settingsApplyAtOnce()
{
    FakeProvider fake;
    QVERIFY(fake.start());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(child<QLabel>(window, "modeLabel")->text().startsWith(QStringLiteral("azure")));

    // Ctrl+, opens the settings; switching to offline applies when OK is pressed, no restart.
    QTest::keyClick(&window, Qt::Key_Comma, Qt::ControlModifier);
    QDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<QDialog*>(QStringLiteral("settingsDialog"))) && dialog->isVisible());
    auto* provider = dialog->findChild<QComboBox*>(QStringLiteral("providerCombo"));
    QVERIFY(provider);
    provider->setCurrentIndex(provider->findData(QStringLiteral("offline")));
    QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("okButton")), Qt::LeftButton);
    QTRY_COMPARE(child<QLabel>(window, "modeLabel")->text(), QStringLiteral("Offline mode"));
    QVERIFY(!lotse::ProviderSettings::load(QSettings()));
    QVERIFY(child<QTextBrowser>(window, "answerBrowser")
                ->toPlainText()
                .contains(QStringLiteral("Lotse is answering offline now.")));
}

void TestResearch::smallScreenAndDarkPalette()
{
    const QPalette light = QApplication::palette();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x2f, 0x2f, 0x2f));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe6));
    QApplication::setPalette(dark);
    const auto restore = qScopeGuard([light] { QApplication::setPalette(light); });

    QTemporaryDir dir;
    const auto window = openWithSample(dir);
    QVERIFY(window);
    // Everything fits a 1024×700 screen.
    QVERIFY2(
        window->minimumSizeHint().width() <= 1024 && window->minimumSizeHint().height() <= 700,
        qPrintable(
            QStringLiteral("%1×%2").arg(window->minimumSizeHint().width()).arg(window->minimumSizeHint().height())));
    window->resize(1024, 700);
    ask(*window, QStringLiteral("How many vacation days do I get per year?"));
    QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);
    // For the employee, the conversation is the window: more than half of its width.
    QVERIFY2(child<QWidget>(*window, "answerBrowser")->width() > 1024 / 2,
             qPrintable(QString::number(child<QWidget>(*window, "answerBrowser")->width())));
    // With every panel open (how it was found, a cited source), each keeps a usable size.
    openResearchPanel(*window);
    window->findChild<QAction*>(QStringLiteral("showSourceAction"))->trigger();
    QTest::qWait(50); // the docks are laid out on the next pass of the event loop
    const std::pair<const char*, QSize> usable[] = {{"questionEdit", {200, 20}},   {"askButton", {40, 20}},
                                                    {"answerBrowser", {200, 100}}, {"researchView", {200, 100}},
                                                    {"sourceView", {200, 100}},    {"documentList", {200, 100}}};
    for (const auto& [name, least] : usable) {
        QWidget* widget = child<QWidget>(*window, name);
        QVERIFY2(widget && widget->isVisible() && widget->width() >= least.width()
                     && widget->height() >= least.height(),
                 qPrintable(QStringLiteral("%1: %2×%3")
                                .arg(QLatin1String(name))
                                .arg(widget ? widget->width() : 0)
                                .arg(widget ? widget->height() : 0)));
        const QRect inWindow(widget->mapTo(window.get(), QPoint(0, 0)), widget->size());
        QVERIFY2(window->rect().contains(inWindow), name);
    }
    // The verdict badge and the passage highlight follow the dark palette: light text on a dark badge.
    auto* badge = research(*window)->roundCards().first()->findChild<QLabel*>(QStringLiteral("verdictBadge"));
    QVERIFY(badge);
    QVERIFY(badge->palette().color(QPalette::WindowText).lightnessF() > 0.5);
    if (qEnvironmentVariableIsSet("LOTSE_GUI_SCREENSHOT_DARK"))
        QVERIFY(window->grab().save(qEnvironmentVariable("LOTSE_GUI_SCREENSHOT_DARK")));
}

QTEST_MAIN(TestResearch)
#include "tst_research.moc"
