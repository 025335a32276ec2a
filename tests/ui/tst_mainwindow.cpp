// SPDX-License-Identifier: GPL-3.0-or-later
#include "FakeDialogs.h"
#include "FakeOpenAiServer.h"
#include "FakeProvider.h"
#include "UiTestSupport.h"
#include "knowledgebase/DocumentList.h"
#include "knowledgebase/KnowledgeBasePanel.h"
#include "llm/KeychainKeyStore.h"
#include "llm/ProviderSettings.h"
#include "research/HitRow.h"
#include "research/ResearchView.h"
#include "research/RoundCard.h"
#include "shared/Identity.h"
#include "window/HelpDialog.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>
#include <optional>

using namespace lotse::ui;

using namespace uitest;

class TestMainWindow final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sampleHandbookAnswersWithCitations();
    void unansweredQuestionIsRefused();
    void droppedProblemFilesShowTheirReason();
    void removingADocument();
    void unusableKnowledgeBaseIsExplained();
    void configuredProviderAnswersWithTheModel();
    void aQuestionAskedBeforeTheKeyIsReadWaitsForIt();
    void offlineWithoutWordListsSaysSo();
    void sampleHandbookIsSetApart();
    void helpAndIdentity();

private:
    QTemporaryDir m_config;
};

void TestMainWindow::initTestCase()
{
    setUpWindowTests(m_config);
}

void TestMainWindow::sampleHandbookAnswersWithCitations()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto* list = child<QTreeWidget>(window, "documentList");
    QVERIFY(list);
    QCOMPARE(list->topLevelItemCount(), 0);
    QVERIFY(child<QWidget>(window, "emptyState")->isVisible());
    loadSample(window);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(!child<QWidget>(window, "emptyState")->isVisible());
    const QString summary = child<QLabel>(window, "knowledgeBaseMessage")->text();
    QVERIFY2(QRegularExpression(QStringLiteral(R"(^\d+ files indexed \(\d+ passages\)\.$)")).match(summary).hasMatch(),
             qPrintable(summary));

    auto* question = child<QLineEdit>(window, "questionEdit");
    auto* ask = child<QPushButton>(window, "askButton");
    auto* answer = child<QTextBrowser>(window, "answerBrowser");
    QVERIFY(question && ask && answer);
    QCOMPARE(ask->text(), QStringLiteral("Ask"));
    question->setFocus();
    QTest::keyClicks(question, QStringLiteral("How many vacation days do I get per year?"));
    QTest::keyClick(question, Qt::Key_Return);

    QTRY_VERIFY_WITH_TIMEOUT(answer->toHtml().contains(QStringLiteral("lotse://chunk/")), timeoutMs);
    QVERIFY2(answer->toPlainText().contains(QStringLiteral("30")), qPrintable(answer->toPlainText()));
    QTRY_COMPARE(ask->text(), QStringLiteral("Ask"));

    auto* research = window.findChild<ResearchView*>(QStringLiteral("researchView"));
    QVERIFY(research);
    const QList<RoundCard*> cards = research->roundCards();
    QVERIFY(!cards.isEmpty());
    QCOMPARE(cards.first()->round(), 1);
    QVERIFY(cards.first()->query().contains(QStringLiteral("vacation days")));
    QVERIFY(!cards.first()->hitRows().isEmpty());
    QVERIFY(cards.last()->isGraded() && cards.last()->isSufficient());
    QTRY_VERIFY(outcomeText(window).startsWith(QStringLiteral("Answered")));

    const std::optional<Anchor> citation = firstLink(answer, QStringLiteral("lotse://chunk/"));
    QVERIFY(citation);
    QCOMPARE(answer->anchorAt(citation->point), citation->href);
    QTest::mouseClick(answer->viewport(), Qt::LeftButton, {}, citation->point);

    auto* title = child<QLabel>(window, "sourceTitle");
    auto* text = child<QTextBrowser>(window, "sourceText");
    QVERIFY(title && text);
    QTRY_COMPARE(title->text(), QStringLiteral("Annual Leave"));
    QVERIFY2(text->toPlainText().contains(QStringLiteral("30 working days")), qPrintable(text->toPlainText()));
    QVERIFY(child<QLabel>(window, "sourcePath")->text().endsWith(QStringLiteral("01-annual-leave.md")));
    QVERIFY(child<QPushButton>(window, "openFileButton")->isEnabled());
    // The whole document is shown as formatted text, the cited passage marked and in view; the
    // Markdown source is one click away, marked too.
    QVERIFY(text->toPlainText().contains(QStringLiteral("\nCarry-Over of Unused Leave\n")));
    QVERIFY(!text->toPlainText().contains(QStringLiteral("##")));
    auto* markup = child<QPushButton>(window, "sourceMarkupButton");
    QVERIFY(markup->isVisible());
    markup->click();
    QVERIFY(text->toPlainText().contains(QStringLiteral("## Carry-Over of Unused Leave")));
    QVERIFY(text->extraSelections().first().cursor.selectedText().contains(QStringLiteral("30 working days")));
    markup->click();
    QVERIFY(!text->toPlainText().contains(QStringLiteral("##")));
    const QList<QTextEdit::ExtraSelection> marked = text->extraSelections();
    QCOMPARE(marked.size(), 2); // the passage, and inside it the sentence the answer relies on
    QVERIFY2(marked.first().cursor.selectedText().contains(QStringLiteral("30 working days")),
             qPrintable(marked.first().cursor.selectedText()));
    const QString quote = marked.last().cursor.selectedText();
    QVERIFY2(quote.contains(QStringLiteral("30 working days"))
                 && quote.size() < marked.first().cursor.selectedText().size(),
             qPrintable(quote));
    QVERIFY(marked.last().cursor.selectionStart() >= marked.first().cursor.selectionStart());
    QVERIFY(marked.last().cursor.selectionEnd() <= marked.first().cursor.selectionEnd());
    QVERIFY(text->cursorRect(marked.first().cursor).intersects(text->viewport()->rect()));

    if (qEnvironmentVariableIsSet("LOTSE_GUI_SCREENSHOT"))
        QVERIFY(window.grab().save(qEnvironmentVariable("LOTSE_GUI_SCREENSHOT")));
}

void TestMainWindow::unansweredQuestionIsRefused()
{
    QTemporaryDir dir;
    const auto opened = openWithSample(dir);
    if (!opened)
        return;
    MainWindow& window = *opened;

    // The handbook says nothing about referral bonuses: the loop searches more than once, then refuses.
    auto* question = child<QLineEdit>(window, "questionEdit");
    QTest::keyClicks(question, QStringLiteral("Is there a bonus for referring a new colleague?"));
    QTest::keyClick(question, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(!outcomeText(window).isEmpty(), timeoutMs);
    QVERIFY2(outcomeText(window).startsWith(QStringLiteral("Refused")), qPrintable(outcomeText(window)));
    auto* status = child<QLabel>(window, "answerStatus");
    QVERIFY(status->text().contains(QStringLiteral("do not answer")));
    QVERIFY(!child<QTextBrowser>(window, "answerBrowser")->toPlainText().isEmpty());
    QCOMPARE(child<QPushButton>(window, "askButton")->text(), QStringLiteral("Ask"));

    // The raw verdict button shows the grader's output, pretty-printed JSON, in the source pane.
    const QList<RoundCard*> cards = window.findChild<ResearchView*>()->roundCards();
    QVERIFY(cards.size() > 1);
    auto* raw = cards.first()->findChild<QPushButton*>(QStringLiteral("rawVerdictButton"));
    QVERIFY(raw);
    QTest::mouseClick(raw, Qt::LeftButton);
    QCOMPARE(child<QLabel>(window, "sourceTitle")->text(), QStringLiteral("The grader's verdict, round 1"));
    const QString json = child<QTextBrowser>(window, "sourceText")->toPlainText();
    QVERIFY2(json.contains(QStringLiteral("\"sufficient\": false")), qPrintable(json));
    QVERIFY(json.contains(QStringLiteral("\"absent\"")));
}

void TestMainWindow::droppedProblemFilesShowTheirReason()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString empty = dir.filePath(QStringLiteral("empty.md"));
    const QString pdf = dir.filePath(QStringLiteral("scan.pdf"));
    for (const QString& path : {empty, pdf}) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        if (path == pdf)
            file.write("%PDF-1.4");
    }
    MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(empty), QUrl::fromLocalFile(pdf)});
    // As a real drag does it: the enter makes the window the drop target.
    const QPoint centre(window.width() / 2, window.height() / 2);
    QDragEnterEvent enter(centre, Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(centre), Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(&window, &drop);

    auto* list = child<QTreeWidget>(window, "documentList");
    QTRY_VERIFY_WITH_TIMEOUT(!child<QWidget>(window, "ingestProgressBox")->isVisible(), timeoutMs);
    QCOMPARE(list->topLevelItemCount(), 2);
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = list->topLevelItem(i);
        QCOMPARE(item->data(DocumentList::NameColumn, DocumentList::StateRole).toString(), QStringLiteral("failed"));
        const QString reason = item->data(DocumentList::NameColumn, DocumentList::ReasonRole).toString();
        QVERIFY(!reason.isEmpty());
        QVERIFY(item->toolTip(DocumentList::StatusColumn).contains(reason));
        QCOMPARE(item->childCount(), 1); // the reason, visible below the file
        QVERIFY(item->isExpanded());
        QCOMPARE(item->child(0)->toolTip(DocumentList::NameColumn), reason);
        QVERIFY(!item->child(0)->text(DocumentList::NameColumn).isEmpty());
    }
    const QString message = child<QLabel>(window, "knowledgeBaseMessage")->text();
    QVERIFY2(message.contains(QStringLiteral("2 failed")), qPrintable(message));
    if (qEnvironmentVariableIsSet("LOTSE_GUI_SCREENSHOT_PROBLEMS"))
        QVERIFY(window.grab().save(qEnvironmentVariable("LOTSE_GUI_SCREENSHOT_PROBLEMS")));
}

void TestMainWindow::removingADocument()
{
    QTemporaryDir dir;
    const auto opened = openWithSample(dir);
    if (!opened)
        return;
    MainWindow& window = *opened;

    FakeDialogs dialogs; // the removal is confirmed
    window.findChild<KnowledgeBasePanel*>()->setDialogs(dialogs);
    auto* list = child<QTreeWidget>(window, "documentList");
    const int before = int(states(list).size());
    auto* remove = window.findChild<QAction*>(QStringLiteral("removeAction"));
    QVERIFY(remove);
    QVERIFY(!remove->isEnabled());
    list->setCurrentItem(itemTitled(list, QStringLiteral("Annual Leave")));
    QVERIFY(remove->isEnabled());
    remove->trigger();
    QCOMPARE(dialogs.asked, QStringList{QStringLiteral("Remove documents?")});
    QTRY_COMPARE_WITH_TIMEOUT(states(list).size(), before - 1, timeoutMs);
    QVERIFY(!itemTitled(list, QStringLiteral("Annual Leave")));
    QVERIFY(allReady(list));
    QTRY_VERIFY(child<QLabel>(window, "knowledgeBaseMessage")->text().contains(QStringLiteral("Removed 1 document")));
}

void TestMainWindow::unusableKnowledgeBaseIsExplained()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window(dir.path()); // a folder is not a knowledge base file
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* message = child<QLabel>(window, "knowledgeBaseMessage");
    QVERIFY(message);
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains(QStringLiteral("is a folder")), qPrintable(message->text()));

    auto* question = child<QLineEdit>(window, "questionEdit");
    QTest::keyClicks(question, QStringLiteral("How many vacation days do I get per year?"));
    QTest::keyClick(question, Qt::Key_Return);
    auto* status = child<QLabel>(window, "answerStatus");
    QVERIFY(status->isVisible());
    QVERIFY(status->text().contains(QStringLiteral("not open")));
    QCOMPARE(child<QPushButton>(window, "askButton")->text(), QStringLiteral("Ask"));
}

void TestMainWindow::configuredProviderAnswersWithTheModel()
{
    // The provider configured with `lotse-cli config` (here: the fake Azure OpenAI server) answers in
    // the window too, streamed and cited.
    FakeProvider fake;
    QVERIFY(fake.start());
    const lotse::fake::FakeOpenAiServer& server = *fake.server();

    QTemporaryDir dir;
    const auto opened = openWithSample(dir);
    if (!opened)
        return;
    MainWindow& window = *opened;
    QTRY_VERIFY(child<QLabel>(window, "modeLabel")->text().startsWith(QStringLiteral("azure")));
    auto* question = child<QLineEdit>(window, "questionEdit");
    QTest::keyClicks(question, QStringLiteral("How many vacation days do I get per year?"));
    QTest::keyClick(question, Qt::Key_Return);
    auto* answer = child<QTextBrowser>(window, "answerBrowser");
    QVERIFY(answer);
    QTRY_VERIFY2_WITH_TIMEOUT(
        answer->toPlainText().contains(QStringLiteral("30 working days of paid annual leave")),
        qPrintable(answer->toPlainText() + QStringLiteral(" | requests: ") + QString::number(server.requests().size())),
        10000);
    QTRY_VERIFY(answer->toMarkdown().contains(QStringLiteral("lotse://chunk/")));
    QVERIFY(!answer->toMarkdown().contains(QStringLiteral("999999"))); // the invented citation was removed
    bool rationaleShown = false;
    for (QLabel* label : window.findChildren<QLabel*>(QStringLiteral("verdictRationale")))
        rationaleShown = rationaleShown || label->text().contains(QStringLiteral("Entitlement passage"));
    QVERIFY2(rationaleShown, "the model's rationale is shown in the research panel");
}

void TestMainWindow::aQuestionAskedBeforeTheKeyIsReadWaitsForIt()
{
    // The key is read from the keychain over D-Bus, slowly on a busy machine: a question asked before it
    // has been read is asked once it has, not dropped with a notice to ask again (tst_entrasignin failed
    // so under load).
    FakeProvider fake;
    QVERIFY(fake.start());
    // The key in the keychain, not in LOTSE_API_KEY (which is read at once).
    const QString key = qEnvironmentVariable("LOTSE_API_KEY");
    qunsetenv("LOTSE_API_KEY");
    lotse::KeychainKeyStore keys;
    const QString account = lotse::KeyStore::accountFor(fake.server()->baseUrl().toString());
    std::optional<lotse::Status> stored;
    keys.write(account, key, [&](lotse::Status s) { stored = s; });
    QTRY_VERIFY(stored.has_value());
    if (!stored.value())
        QSKIP("needs a D-Bus session with an unlocked secret service (scripts/test.sh starts one)");
    const auto forget = qScopeGuard([&] { keys.remove(account, [](lotse::Status) {}); });
    QTemporaryDir dir;
    if (!openWithSample(dir))
        return;
    MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    ask(window, QStringLiteral("How many vacation days do I get per year?")); // no event yet: no key read
    auto* status = child<QLabel>(window, "answerStatus");
    QVERIFY2(status->text().contains(QStringLiteral("as soon as")), qPrintable(status->text()));
    auto* answer = child<QTextBrowser>(window, "answerBrowser");
    QTRY_VERIFY2_WITH_TIMEOUT(answer->toPlainText().contains(QStringLiteral("30 working days of paid annual leave")),
                              qPrintable(status->text() + QStringLiteral(" | ") + answer->toPlainText()), timeoutMs);
}

void TestMainWindow::offlineWithoutWordListsSaysSo()
{
    // A broken installation shows at the mode label, with what is missing and what to do.
    QTemporaryDir data;
    QTemporaryDir dir;
    const QByteArray saved = qgetenv("LOTSE_DATA_DIR");
    qputenv("LOTSE_DATA_DIR", data.path().toUtf8());
    {
        MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
        window.show();
        auto* mode = child<QLabel>(window, "modeLabel");
        QTRY_COMPARE(mode->text(), QStringLiteral("Offline mode, without word lists"));
        QVERIFY2(mode->toolTip().contains(QStringLiteral("thesaurus-en.txt")), qPrintable(mode->toolTip()));
    }
    if (saved.isNull())
        qunsetenv("LOTSE_DATA_DIR");
    else
        qputenv("LOTSE_DATA_DIR", saved);
    MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    QTRY_COMPARE(child<QLabel>(window, "modeLabel")->text(), QStringLiteral("Offline mode"));
    QVERIFY(child<QLabel>(window, "modeLabel")->toolTip().isEmpty());
}

void TestMainWindow::sampleHandbookIsSetApart()
{
    // After a company's own handbook is added, the fictional sample is labelled and offered for removal:
    // a parental-leave question was answered from the sample company's policy.
    QTemporaryDir dir;
    const auto opened = openWithSample(dir);
    if (!opened)
        return;
    MainWindow& window = *opened;
    auto* notice = child<QWidget>(window, "sampleNotice");
    QVERIFY(notice && !notice->isVisible()); // only the sample: nothing to set apart
    auto* list = child<QTreeWidget>(window, "documentList");
    auto* documents = qobject_cast<DocumentList*>(list);
    QVERIFY(documents);
    QTreeWidgetItem* sample = itemTitled(list, QStringLiteral("Parental Leave"));
    QVERIFY(sample && sample->font(0).italic());
    QVERIFY(sample->toolTip(0).startsWith(QStringLiteral("Sample handbook of a fictional company")));

    const QString own = dir.filePath(QStringLiteral("own/elternzeit.md"));
    QVERIFY(QDir().mkpath(QFileInfo(own).absolutePath()));
    QFile file(own);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("# Our Parental Leave\n\nEmployees get 16 weeks of paid parental leave.\n");
    file.close();
    const int samples = list->topLevelItemCount();
    QVERIFY(!documents->isGrouped()); // one folder: a flat list
    window.addDocuments({own});
    QTRY_VERIFY_WITH_TIMEOUT(itemTitled(list, QStringLiteral("Our Parental Leave")) && allReady(list), timeoutMs);
    QTRY_VERIFY(notice->isVisible());
    QVERIFY(!itemTitled(list, QStringLiteral("Our Parental Leave"))->font(0).italic());
    // Two folders: grouped, each with its count, the sample's named as such.
    QVERIFY(documents->isGrouped());
    QCOMPARE(list->topLevelItemCount(), 2);
    QStringList folders;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        folders.append(list->topLevelItem(i)->text(0));
    folders.sort();
    QCOMPARE(folders, (QStringList{QStringLiteral("Sample handbook (%1)").arg(samples), QStringLiteral("own (1)")}));
    QCOMPARE(itemTitled(list, QStringLiteral("Our Parental Leave"))->parent()->text(0), QStringLiteral("own (1)"));

    FakeDialogs dialogs;
    window.findChild<KnowledgeBasePanel*>()->setDialogs(dialogs);
    child<QPushButton>(window, "removeSampleButton")->click();
    QCOMPARE(dialogs.asked, QStringList{QStringLiteral("Remove the sample handbook?")});
    QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItemCount(), 1, timeoutMs);
    QVERIFY(itemTitled(list, QStringLiteral("Our Parental Leave")));
    QVERIFY(!documents->isGrouped()); // back to one folder: flat again
    QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("Our Parental Leave"));
    QTRY_VERIFY(!notice->isVisible());
    QVERIFY(samples > 1);
}

// The Help menu offers more than About: getting started and every shortcut of the window (read
// from its actions), in a window of its own that does not block; the app icon is the window's and
// the About box's, and Ask is drawn in the accent.
void TestMainWindow::helpAndIdentity()
{
    QTemporaryDir dir;
    MainWindow window(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.windowIcon().isNull());
    QCOMPARE(child<QPushButton>(window, "askButton")->palette().color(QPalette::Button),
             Identity::accent(window.palette()));

    auto* gettingStarted = window.findChild<QAction*>(QStringLiteral("gettingStartedAction"));
    QVERIFY(gettingStarted);
    QCOMPARE(gettingStarted->shortcut(), QKeySequence(QKeySequence::HelpContents));
    gettingStarted->trigger();
    auto* help = window.findChild<HelpDialog*>();
    QVERIFY(help && help->isVisible() && !help->isModal());
    const QString text = help->text();
    QVERIFY2(text.contains(QStringLiteral("Getting started")) && text.contains(QStringLiteral("Add your handbook")),
             qPrintable(text));
    const QList<std::pair<QString, QString>> keys = help->shortcuts();
    for (const std::pair<QString, QString>& row :
         {std::pair{QStringLiteral("How It Was Found"), QStringLiteral("Ctrl+R")},
          std::pair{QStringLiteral("Settings"), QStringLiteral("Ctrl+,")},
          std::pair{QStringLiteral("Getting Started"), QStringLiteral("F1")},
          std::pair{QStringLiteral("New Conversation"), QStringLiteral("Ctrl+N")}})
        QVERIFY2(keys.contains(row), qPrintable(row.first));
    QVERIFY(text.contains(QStringLiteral("Ctrl+Shift+R"))); // the drawer's switch, from the View menu
    QVERIFY(!text.contains(u'&'));
    window.findChild<QAction*>(QStringLiteral("shortcutsAction"))->trigger();
    QCOMPARE(window.findChildren<HelpDialog*>().size(), 1); // one window, brought forward

    window.findChild<QAction*>(QStringLiteral("aboutAction"))->trigger();
    auto* about = window.findChild<QMessageBox*>(QStringLiteral("aboutBox"));
    QTRY_VERIFY(about && about->isVisible());
    QVERIFY(!about->iconPixmap().isNull());
    QVERIFY(about->text().contains(QStringLiteral("Lotse")));
    about->close();
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
