// SPDX-License-Identifier: GPL-3.0-or-later
// Conversations as an employee keeps them: the questions of a session come back after a restart, a
// new conversation starts empty, an earlier one opens again, conversations are searched, renamed and
// deleted (after a confirmation that can be turned off).
#include "FakeDialogs.h"
#include "UiTestSupport.h"
#include "conversation/ConversationList.h"
#include "research/Motion.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QScopeGuard>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace lotse::ui;
using namespace uitest;

namespace {

bool idle(QWidget& window)
{
    return child<QWidget>(window, "askButton")->isEnabled() && !outcomeText(window).isEmpty();
}

QStringList titles(QWidget& window)
{
    QStringList out;
    auto* list = child<QListWidget>(window, "conversations");
    for (int i = 0; i < list->count(); ++i)
        out.append(list->item(i)->text());
    return out;
}

QString shown(QWidget& window)
{
    return child<QTextBrowser>(window, "answerBrowser")->toPlainText();
}

// Asks and waits until the answer is there and its trace is kept in the conversation.
void askAndKeep(QWidget& window, const QString& question, int questionsInList)
{
    ask(window, question);
    QTRY_VERIFY_WITH_TIMEOUT(idle(window) && shown(window).contains(question), timeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(child<QListWidget>(window, "conversations")->count() >= 1
                                 && child<QListWidget>(window, "conversations")
                                        ->item(0)
                                        ->toolTip()
                                        .contains(QStringLiteral("%1 question").arg(questionsInList)),
                             timeoutMs);
}

} // namespace

class TestConversations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { setUpWindowTests(m_config); }
    void init()
    {
        Motion::setReduced(true);
        QSettings().remove(QStringLiteral("ui/confirmDeleteConversation"));
    }

    void keptAcrossRestarts()
    {
        QTemporaryDir dir;
        {
            const auto window = openWithSample(dir);
            QVERIFY(window);
            askAndKeep(*window, QStringLiteral("How many vacation days do I get per year?"), 1);
            askAndKeep(*window, QStringLiteral("Can I carry unused days over?"), 2);
            QCOMPARE(titles(*window), QStringList{QStringLiteral("How many vacation days do I get per year?")});
        }
        MainWindow again(dir.filePath(QStringLiteral("knowledge.sqlite")));
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        // The last conversation goes on where it was left, with its answers and their citations.
        QVERIFY(shown(again).contains(QStringLiteral("How many vacation days do I get per year?")));
        QVERIFY(shown(again).contains(QStringLiteral("Can I carry unused days over?")));
        QVERIFY(child<QTextBrowser>(again, "answerBrowser")->toHtml().contains(QStringLiteral("lotse://chunk/")));
        QVERIFY(child<QTextBrowser>(again, "answerBrowser")->toHtml().contains(QStringLiteral("lotse://replay/1")));
        // The next question goes on in it.
        askAndKeep(again, QStringLiteral("Who approves my leave?"), 3);
        QCOMPARE(titles(again).size(), 1);
    }

    void newOpenSearchRenameDelete()
    {
        QTemporaryDir dir;
        const auto window = openWithSample(dir);
        QVERIFY(window);
        FakeDialogs dialogs;
        child<ConversationList>(*window, "conversationList")->setDialogs(dialogs);
        askAndKeep(*window, QStringLiteral("How many vacation days do I get per year?"), 1);

        // Ctrl+N: a new, empty conversation; its first question names it.
        QTest::keySequence(window.get(), QKeySequence::New);
        QVERIFY(!shown(*window).contains(QStringLiteral("vacation days")));
        askAndKeep(*window, QStringLiteral("What do I do if my laptop is stolen?"), 1);
        // The earlier conversation's entry also says "1 question": the new one's entry may come a moment after
        // the answer (it did on a loaded machine).
        QTRY_COMPARE_WITH_TIMEOUT(titles(*window),
                                  (QStringList{QStringLiteral("What do I do if my laptop is stolen?"),
                                               QStringLiteral("How many vacation days do I get per year?")}),
                                  timeoutMs);
        QVERIFY(!shown(*window).contains(QStringLiteral("vacation days")));

        // The earlier one opens again, and only it is shown.
        auto* list = child<QListWidget>(*window, "conversations");
        Q_EMIT list->itemActivated(list->item(1));
        QVERIFY(shown(*window).contains(QStringLiteral("How many vacation days")));
        QVERIFY(!shown(*window).contains(QStringLiteral("laptop")));

        // Search by a question's words.
        child<QLineEdit>(*window, "conversationSearch")->setText(QStringLiteral("LAPTOP"));
        QCOMPARE(titles(*window), QStringList{QStringLiteral("What do I do if my laptop is stolen?")});
        child<QLineEdit>(*window, "conversationSearch")->clear();

        // Renamed in place.
        list->item(0)->setText(QStringLiteral("Stolen laptop"));
        QCOMPARE(titles(*window).first(), QStringLiteral("Stolen laptop"));
        list->item(0)->setText(QStringLiteral("   ")); // refused: the old title stays
        QCOMPARE(titles(*window).first(), QStringLiteral("Stolen laptop"));

        // Deleting asks first; "Don't ask again" is remembered.
        dialogs.yes = false;
        list->setCurrentRow(0);
        window->findChild<QAction*>(QStringLiteral("deleteConversationAction"))->trigger();
        QCOMPARE(dialogs.asked.size(), 1);
        QCOMPARE(titles(*window).size(), 2);
        dialogs.yes = true;
        dialogs.dontAskAgain = true;
        list->setCurrentRow(0);
        window->findChild<QAction*>(QStringLiteral("deleteConversationAction"))->trigger();
        QCOMPARE(dialogs.asked.size(), 2);
        QCOMPARE(titles(*window), QStringList{QStringLiteral("How many vacation days do I get per year?")});
        // The one shown is deleted without a question now; the window starts a new conversation.
        list->setCurrentRow(0);
        window->findChild<QAction*>(QStringLiteral("deleteConversationAction"))->trigger();
        QCOMPARE(dialogs.asked.size(), 2);
        QVERIFY(titles(*window).isEmpty());
        QVERIFY(!shown(*window).contains(QStringLiteral("vacation days")));
        QVERIFY(child<QWidget>(*window, "conversationsEmpty")->isVisibleTo(list->parentWidget()));
    }

    void withoutQuestionTextTheTitleIsNotTheQuestion()
    {
        QSettings().setValue(QStringLiteral("traces/storeQuestionText"), false);
        const auto restore = qScopeGuard([] { QSettings().remove(QStringLiteral("traces/storeQuestionText")); });
        QTemporaryDir dir;
        const auto window = openWithSample(dir);
        QVERIFY(window);
        askAndKeep(*window, QStringLiteral("How many vacation days do I get, asked in confidence?"), 1);
        QCOMPARE(titles(*window).size(), 1);
        QVERIFY2(titles(*window).first().startsWith(QStringLiteral("Conversation of ")),
                 qPrintable(titles(*window).first()));
    }

private:
    QTemporaryDir m_config;
};

QTEST_MAIN(TestConversations)
#include "tst_conversations.moc"
