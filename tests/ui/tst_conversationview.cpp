// SPDX-License-Identifier: GPL-3.0-or-later
// The conversation on its own, fed with the loop's events: a new question and the top of its answer
// stay in view while the answer streams in and after it is finished; a reader who scrolled back to an
// earlier answer is left there.
#include "conversation/ConversationView.h"

#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>

using namespace lotse;
using namespace lotse::ui;

namespace {

AgentEvent agentEvent(AgentEvent::Type type, const QString& question)
{
    AgentEvent e;
    e.type = type;
    e.question = question;
    return e;
}

// A long answer: many more lines than the view shows.
QString longAnswer(const QString& first)
{
    QStringList lines{first};
    for (int i = 1; i <= 60; ++i)
        lines.append(QStringLiteral("- Statement %1 of a long answer.").arg(i));
    return lines.join(u'\n');
}

// The loop's final event carries the whole answer.
void finish(ConversationView& view, const QString& question, const QString& firstLine)
{
    AgentEvent finished = agentEvent(AgentEvent::Type::Finished, question);
    finished.text = longAnswer(firstLine);
    finished.outcome = Outcome::Answered;
    finished.round = 1;
    view.handleEvent(finished);
}

void ask(ConversationView& view, const QString& question, const QString& firstLine, bool finished = true)
{
    view.handleEvent(agentEvent(AgentEvent::Type::Started, question));
    AgentEvent delta = agentEvent(AgentEvent::Type::AnswerDelta, question);
    delta.text = longAnswer(firstLine);
    view.handleEvent(delta);
    if (finished)
        finish(view, question, firstLine);
}

// Whether the text is on screen in the browser's viewport.
bool inView(QTextBrowser* browser, const QString& text)
{
    const QTextCursor found = browser->document()->find(text);
    return !found.isNull() && browser->viewport()->rect().contains(browser->cursorRect(found).center());
}

} // namespace

class TestConversationView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theNewQuestionStaysInView()
    {
        ConversationView view;
        view.resize(500, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto* browser = view.findChild<QTextBrowser*>(QStringLiteral("answerBrowser"));
        QVERIFY(browser);

        ask(view, QStringLiteral("First question about leave?"), QStringLiteral("First answer opens here."));
        QTRY_VERIFY(inView(browser, QStringLiteral("First answer opens here.")));

        // The second question and its answer's first line are shown while it streams, and after.
        ask(view, QStringLiteral("Second question about travel?"), QStringLiteral("Second answer opens here."), false);
        QTRY_VERIFY(inView(browser, QStringLiteral("Second answer opens here.")));
        QVERIFY(inView(browser, QStringLiteral("Second question about travel?")));
        QVERIFY(!inView(browser, QStringLiteral("Statement 60 of a long answer.")));
        finish(view, QStringLiteral("Second question about travel?"), QStringLiteral("Second answer opens here."));
        QTest::qWait(200); // past the render interval
        QVERIFY(inView(browser, QStringLiteral("Second question about travel?")));
    }

    void aReaderWhoScrolledBackStaysThere()
    {
        ConversationView view;
        view.resize(500, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto* browser = view.findChild<QTextBrowser*>(QStringLiteral("answerBrowser"));
        ask(view, QStringLiteral("First question about leave?"), QStringLiteral("First answer opens here."));
        ask(view, QStringLiteral("Second question about travel?"), QStringLiteral("Second answer opens here."), false);
        QTRY_VERIFY(inView(browser, QStringLiteral("Second answer opens here.")));
        browser->verticalScrollBar()->setValue(0);
        finish(view, QStringLiteral("Second question about travel?"), QStringLiteral("Second answer opens here."));
        QTest::qWait(200);
        QCOMPARE(browser->verticalScrollBar()->value(), 0);
        QVERIFY(inView(browser, QStringLiteral("First question about leave?")));
    }
};

QTEST_MAIN(TestConversationView)
#include "tst_conversationview.moc"
