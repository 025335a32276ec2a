// SPDX-License-Identifier: GPL-3.0-or-later
// The window's layout as an employee and a knowledge manager meet it: the conversation takes most of
// the window, "How it was found" and the source open beside it on demand, the window and its panels
// come back as they were left, and the layout holds in German at 1024×700 (no panel widened by a
// label, every label readable), also after switching the language while the window is open.
#include "UiTestSupport.h"
#include "language/Translations.h"
#include "research/Motion.h"
#include "research/ResearchView.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace lotse::ui;
using namespace uitest;

namespace {

QDockWidget* dock(QWidget& window, const char* name)
{
    return child<QDockWidget>(window, name);
}

bool idle(QWidget& window)
{
    return child<QAbstractButton>(window, "askButton")->isEnabled() && !outcomeText(window).isEmpty();
}

// Labels on one line whose text does not fit: what the reader sees is cut off.
QStringList clippedLabels(QWidget& root)
{
    QStringList clipped;
    for (QLabel* label : root.findChildren<QLabel*>()) {
        if (!label->isVisible() || label->wordWrap() || label->text().isEmpty() || label->textFormat() == Qt::RichText)
            continue;
        const int needed = label->fontMetrics().horizontalAdvance(label->text()) + 2 * label->margin();
        if (needed > label->contentsRect().width() + 1)
            clipped.append(QStringLiteral("%1 “%2” (%3 of %4 px)")
                               .arg(label->objectName(), label->text())
                               .arg(label->contentsRect().width())
                               .arg(needed));
    }
    return clipped;
}

} // namespace

class TestWindowLayout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { setUpWindowTests(m_config); }
    void init() { Motion::setReduced(true); }
    void cleanup() { lotse::Translations::apply(QStringLiteral("en")); }

    void conversationFirstWithPanelsOnDemand()
    {
        QTemporaryDir dir;
        const auto window = openWithSample(dir);
        QVERIFY(window);
        window->resize(1440, 900);
        QVERIFY(!dock(*window, "researchDock")->isVisible());
        QVERIFY(!dock(*window, "sourceDock")->isVisible());
        ask(*window, QStringLiteral("How many vacation days do I get per year?"));
        QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);
        auto* answer = child<QTextBrowser>(*window, "answerBrowser");
        QVERIFY2(answer->width() > window->width() * 2 / 3, qPrintable(QString::number(answer->width())));

        // Ctrl+R opens "How it was found" with the latest question's rounds.
        QTest::keySequence(window.get(), QKeySequence(Qt::CTRL | Qt::Key_R));
        QTRY_VERIFY(dock(*window, "researchDock")->isVisible());
        auto* research = window->findChild<ResearchView*>();
        QTRY_VERIFY(!research->roundCards().isEmpty());
        QCOMPARE(research->question(), QStringLiteral("How many vacation days do I get per year?"));

        // A citation opens the source beside the conversation.
        const std::optional<Anchor> citation = firstLink(answer, QStringLiteral("lotse://chunk/"));
        QVERIFY(citation);
        QTest::mouseClick(answer->viewport(), Qt::LeftButton, {}, citation->point);
        QTRY_VERIFY(dock(*window, "sourceDock")->isVisible());
        QVERIFY(answer->width() >= 400);
    }

    void theWindowComesBackAsItWasLeft()
    {
        QTemporaryDir dir;
        {
            const auto window = openWithSample(dir);
            QVERIFY(window);
            window->resize(1100, 720);
            window->findChild<QAction*>(QStringLiteral("showResearchAction"))->trigger();
            window->findChild<QAction*>(QStringLiteral("showKnowledgeBaseAction"))->trigger(); // closed
            QTRY_VERIFY(dock(*window, "researchDock")->isVisible());
            QVERIFY(!dock(*window, "knowledgeBaseDock")->isVisible());
            window->close();
        }
        MainWindow again(dir.filePath(QStringLiteral("knowledge.sqlite")));
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.size(), QSize(1100, 720));
        QVERIFY(dock(again, "researchDock")->isVisible()); // pinned open
        QVERIFY(!dock(again, "knowledgeBaseDock")->isVisible());
        QVERIFY(!dock(again, "sourceDock")->isVisible());
        // Back to the first start's layout for the next tests.
        again.findChild<QAction*>(QStringLiteral("showResearchAction"))->trigger();
        again.findChild<QAction*>(QStringLiteral("showKnowledgeBaseAction"))->trigger();
        again.close();
    }

    void germanAt1024x700()
    {
        QTemporaryDir dir;
        const auto window = openWithSample(dir);
        QVERIFY(window);
        window->resize(1024, 700);
        lotse::Translations::apply(QStringLiteral("de"));
        ask(*window, QStringLiteral("Wie viele Urlaubstage habe ich?"));
        QTRY_VERIFY_WITH_TIMEOUT(idle(*window), timeoutMs);
        window->findChild<QAction*>(QStringLiteral("showResearchAction"))->trigger();
        QTest::qWait(50); // the docks are laid out on the next pass of the event loop

        QVERIFY2(window->minimumSizeHint().width() <= 1024,
                 qPrintable(QString::number(window->minimumSizeHint().width())));
        QCOMPARE(window->width(), 1024);
        // No panel is widened by its German labels, and the conversation keeps the most room.
        QVERIFY2(dock(*window, "knowledgeBaseDock")->width() <= 360,
                 qPrintable(QString::number(dock(*window, "knowledgeBaseDock")->width())));
        const int conversation = child<QWidget>(*window, "answerBrowser")->width();
        QVERIFY2(conversation >= 400 && conversation > dock(*window, "knowledgeBaseDock")->width()
                     && conversation > dock(*window, "researchDock")->width(),
                 qPrintable(QString::number(conversation)));
        QVERIFY(child<QWidget>(*window, "researchView")->width() >= 200);
        const QStringList clipped = clippedLabels(*window);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));

        // Back in English, the same window lays out as in English.
        lotse::Translations::apply(QStringLiteral("en"));
        QTest::qWait(50);
        QVERIFY(dock(*window, "knowledgeBaseDock")->width() <= 360);
        QVERIFY(clippedLabels(*window).isEmpty());
    }

private:
    QTemporaryDir m_config;
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
