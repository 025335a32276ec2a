// SPDX-License-Identifier: GPL-3.0-or-later
#include "UiTestSupport.h"

#include "knowledgebase/DocumentList.h"
#include "language/Translations.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <algorithm>

using lotse::ui::DocumentList;
using lotse::ui::MainWindow;

namespace uitest {

QStringList states(const QTreeWidget* list)
{
    // The document rows in the order shown, below their folders' rows when grouped.
    QStringList out;
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(list)); *it; ++it) {
        if ((*it)->type() == QTreeWidgetItem::UserType)
            out.append((*it)->data(DocumentList::NameColumn, DocumentList::StateRole).toString());
    }
    return out;
}

bool allReady(const QTreeWidget* list)
{
    const QStringList s = states(list);
    return !s.isEmpty() && s.count(QStringLiteral("ready")) == s.size();
}

QTreeWidgetItem* itemTitled(const QTreeWidget* list, const QString& title)
{
    const QList<QTreeWidgetItem*> found =
        list->findItems(title, Qt::MatchExactly | Qt::MatchRecursive, DocumentList::NameColumn);
    return found.isEmpty() ? nullptr : found.first();
}

std::optional<Anchor> firstLink(QTextBrowser* browser, const QString& prefix)
{
    for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (!format.isAnchor() || !format.anchorHref().startsWith(prefix))
                continue;
            QTextCursor cursor(browser->document());
            cursor.setPosition(fragment.position() + fragment.length() / 2);
            browser->setTextCursor(cursor);
            browser->ensureCursorVisible();
            const QRect rect = browser->cursorRect(cursor);
            return Anchor{format.anchorHref(), QPoint(rect.left() + 2, rect.center().y())};
        }
    }
    return std::nullopt;
}

QString outcomeText(QWidget& window)
{
    auto* card = window.findChild<QWidget*>(QStringLiteral("outcomeCard"));
    auto* text = card ? card->findChild<QLabel*>(QStringLiteral("outcomeText")) : nullptr;
    return text ? text->text() : QString();
}

void setUpWindowTests(const QTemporaryDir& config)
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(config.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, config.path());
    // As the application does: without an organisation, QSettings reports AccessError on sync.
    QCoreApplication::setOrganizationName(QStringLiteral("Lotse"));
    qunsetenv("LOTSE_API_KEY");
    // The sample handbook's language follows the UI locale; the questions are English.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    lotse::Translations::apply(QStringLiteral("en"));
}

void loadSample(MainWindow& window)
{
    auto* action = window.findChild<QAction*>(QStringLiteral("loadSampleAction"));
    QVERIFY(action);
    action->trigger();
    auto* list = child<QTreeWidget>(window, "documentList");
    QVERIFY(list);
    QTRY_VERIFY_WITH_TIMEOUT(allReady(list) && !child<QWidget>(window, "ingestProgressBox")->isVisible(), timeoutMs);
    QVERIFY(itemTitled(list, QStringLiteral("Annual Leave")));
}

std::unique_ptr<MainWindow> openWithSample(const QTemporaryDir& dir)
{
    if (!dir.isValid()) {
        QTest::qFail("no temporary folder", __FILE__, __LINE__);
        return nullptr;
    }
    auto window = std::make_unique<MainWindow>(dir.filePath(QStringLiteral("knowledge.sqlite")));
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) {
        QTest::qFail("the window was not shown", __FILE__, __LINE__);
        return nullptr;
    }
    loadSample(*window);
    return QTest::currentTestFailed() ? nullptr : std::move(window);
}

void ask(QWidget& window, const QString& question)
{
    auto* edit = child<QLineEdit>(window, "questionEdit");
    QVERIFY(edit);
    edit->clear();
    // QTest::keyClicks knows only ASCII keys (Qt 6.4 asserts on "ä"): other text is inserted as typed.
    const bool ascii = std::all_of(question.cbegin(), question.cend(), [](QChar c) { return c.unicode() < 128; });
    if (ascii)
        QTest::keyClicks(edit, question);
    else
        edit->insert(question);
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace uitest
