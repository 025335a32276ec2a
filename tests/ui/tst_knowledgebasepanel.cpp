// SPDX-License-Identifier: GPL-3.0-or-later
// The knowledge base panel on its own, with a real IngestService on a temporary database: the
// filter, re-indexing, the current file's progress, the embedding state, and keyboard use.
#include "FakeDialogs.h"
#include "ingest/FolderSync.h"
#include "ingest/IngestService.h"
#include "knowledgebase/DocumentList.h"
#include "knowledgebase/KnowledgeBasePanel.h"
#include "language/Translations.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "vector/EmbeddingStore.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using namespace lotse;
using lotse::ui::DocumentList;
using lotse::ui::KnowledgeBasePanel;

namespace {

constexpr int timeoutMs = 30000;

// A knowledge base in a temporary folder, the panel on it, shown offscreen.
struct Fixture
{
    QTemporaryDir dir;
    std::unique_ptr<Database> db;
    std::unique_ptr<DocumentStore> store;
    std::unique_ptr<IngestService> ingest;
    std::unique_ptr<KnowledgeBasePanel> panel;
    FakeDialogs dialogs; // removal is confirmed at once

    bool open()
    {
        if (!dir.isValid())
            return false;
        const QString dbPath = dir.filePath(QStringLiteral("kb.sqlite"));
        auto opened = Database::open(dbPath);
        if (!opened)
            return false;
        db = std::move(opened).value();
        store = std::make_unique<DocumentStore>(*db);
        ingest = std::make_unique<IngestService>(dbPath);
        panel = std::make_unique<KnowledgeBasePanel>(*ingest);
        panel->setStore(store.get());
        panel->setDialogs(dialogs);
        panel->resize(380, 600);
        panel->show();
        return QTest::qWaitForWindowExposed(panel.get());
    }

    QString write(const QString& name, const QByteArray& content) const
    {
        const QString path = dir.filePath(QStringLiteral("docs/") + name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            return {};
        return path;
    }

    template <typename T>
    T* child(const char* name) const
    {
        return panel->findChild<T*>(QString::fromLatin1(name));
    }
    DocumentList* list() const { return child<DocumentList>("documentList"); }
    bool idle() const { return !child<QWidget>("ingestProgressBox")->isVisible(); }

    QString state(const QString& title) const
    {
        const QList<QTreeWidgetItem*> found =
            list()->findItems(title, Qt::MatchExactly | Qt::MatchRecursive, DocumentList::NameColumn);
        return found.isEmpty() ? QString()
                               : found.first()->data(DocumentList::NameColumn, DocumentList::StateRole).toString();
    }
    QTreeWidgetItem* item(const QString& title) const
    {
        const QList<QTreeWidgetItem*> found =
            list()->findItems(title, Qt::MatchExactly | Qt::MatchRecursive, DocumentList::NameColumn);
        return found.isEmpty() ? nullptr : found.first();
    }
    QString message() const { return child<QLabel>("knowledgeBaseMessage")->text(); }
};

// With LOTSE_PANEL_SCREENSHOTS=FOLDER, the states worth a look are saved there as PNG files.
void screenshot(QWidget* widget, const char* name)
{
    const QString folder = qEnvironmentVariable("LOTSE_PANEL_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    widget->layout()->activate(); // as the next pass of the event loop would
    QVERIFY(widget->grab().save(folder + u'/' + QString::fromLatin1(name) + QStringLiteral(".png")));
}

QByteArray page(const char* title, const char* text)
{
    return QByteArray("# ") + title + "\n\n" + text + "\n";
}

QList<qint64> chunkIds(DocumentStore& store, const QString& path)
{
    QList<qint64> ids;
    const auto document = store.document(QDir::cleanPath(path));
    if (!document || !document.value())
        return ids;
    const auto chunks = store.chunks(document.value()->id);
    for (const ChunkRecord& c : chunks.value())
        ids.append(c.id);
    return ids;
}

} // namespace

class TestKnowledgeBasePanel final : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void filterNarrowsTheList();
    void reindexReadsAnUnchangedFileAgain();
    void currentFileAndItsProgressAreShown();
    void embeddingStateShowsAndClears();
    void keyboardOnly();
    void watchedFolderAndRetryShowInThePanel();
    void removalIsConfirmed();
    void addingAsksThroughTheDialogs();

private:
};

void TestKnowledgeBasePanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    lotse::Translations::apply(QStringLiteral("en"));
}

void TestKnowledgeBasePanel::filterNarrowsTheList()
{
    Fixture kb;
    QVERIFY(kb.open());
    auto* filterRow = kb.child<QWidget>("documentFilterRow");
    QVERIFY(!filterRow->isVisible()); // nothing to filter in an empty knowledge base
    kb.write(QStringLiteral("hr/travel-policy.md"), page("Travel Policy", "Book trains early."));
    kb.write(QStringLiteral("hr/annual-leave.md"), page("Annual Leave", "Thirty days a year."));
    kb.write(QStringLiteral("it/laptops.md"), page("Lost Laptops", "Report a lost laptop at once."));
    kb.panel->addPaths({kb.dir.filePath(QStringLiteral("docs"))});
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 3, timeoutMs);
    QVERIFY(filterRow->isVisible());
    // Two folders: a row for each with its count; a folder chosen stands for its documents.
    QVERIFY(kb.list()->isGrouped());
    QCOMPARE(kb.list()->topLevelItemCount(), 2);
    QTreeWidgetItem* hr = kb.item(QStringLiteral("Annual Leave"))->parent();
    QVERIFY(hr && hr->type() == DocumentList::FolderRowType);
    QCOMPARE(hr->text(DocumentList::NameColumn), QStringLiteral("hr (2)"));
    QVERIFY(hr->toolTip(DocumentList::NameColumn).startsWith(QStringLiteral("2 documents in ")));
    QCOMPARE(kb.item(QStringLiteral("Lost Laptops"))->parent()->text(DocumentList::NameColumn),
             QStringLiteral("it (1)"));
    kb.list()->clearSelection();
    hr->setSelected(true);
    QCOMPARE(kb.list()->selectedStoredPaths().size(), 2);
    QVERIFY(kb.panel->removeAction()->isEnabled());
    kb.list()->clearSelection();

    auto* filter = kb.child<QLineEdit>("documentFilter");
    auto* hint = kb.child<QLabel>("documentFilterHint");
    auto* noMatch = kb.child<QLabel>("documentFilterEmpty");
    QVERIFY(filter && hint && noMatch);
    QVERIFY(!filter->placeholderText().isEmpty());
    QVERIFY(filter->isClearButtonEnabled());
    QCOMPARE(hint->text(), QStringLiteral("3 documents")); // the whole list's count, not the last addition's
    // The list filters once typing pauses; wait for that before looking.
    auto filterBy = [&kb, filter](const QString& text) {
        filter->setText(text);
        return QTest::qWaitFor([&] { return kb.list()->filterText() == text.trimmed(); }, timeoutMs);
    };
    auto shown = [&kb](const QString& title) {
        const QTreeWidgetItem* item = kb.item(title);
        return item && !item->isHidden();
    };

    // By title, in any case.
    QTest::keyClicks(filter, QStringLiteral("TRAVEL"));
    QTRY_COMPARE(kb.list()->filterText(), QStringLiteral("TRAVEL"));
    QTRY_COMPARE(hint->text(), QStringLiteral("1 of 3 documents"));
    QVERIFY(hint->isVisible());
    screenshot(kb.panel.get(), "filtered");
    QVERIFY(shown(QStringLiteral("Travel Policy")));
    QVERIFY(!shown(QStringLiteral("Annual Leave")));
    QVERIFY(!shown(QStringLiteral("Lost Laptops")));
    QCOMPARE(kb.list()->shownCount(), 1);
    QVERIFY(kb.item(QStringLiteral("Lost Laptops"))->parent()->isHidden()); // no empty folder rows
    QVERIFY(!kb.item(QStringLiteral("Travel Policy"))->parent()->isHidden());

    // By folder and file name; every word must match.
    QVERIFY(filterBy(QStringLiteral("hr/")));
    QTRY_COMPARE(hint->text(), QStringLiteral("2 of 3 documents"));
    QVERIFY(filterBy(QStringLiteral("/hr/")));
    QTRY_COMPARE(hint->text(), QStringLiteral("2 of 3 documents"));
    // Not by the folders above the one every document is in: they are in every path (the temporary folder's
    // random name once ended in "hr", and "hr/" matched all three; so would "/home/chr/").
    QVERIFY(filterBy(QFileInfo(kb.dir.path()).fileName()));
    QTRY_COMPARE(hint->text(), QStringLiteral("0 of 3 documents"));
    QVERIFY(filterBy(QStringLiteral("docs/")));
    QTRY_COMPARE(hint->text(), QStringLiteral("0 of 3 documents"));
    QVERIFY(filterBy(QStringLiteral("hr leave")));
    QTRY_COMPARE(hint->text(), QStringLiteral("1 of 3 documents"));
    QVERIFY(shown(QStringLiteral("Annual Leave")));
    QVERIFY(filterBy(QStringLiteral("laptops.md")));
    QTRY_COMPARE(hint->text(), QStringLiteral("1 of 3 documents"));
    QVERIFY(shown(QStringLiteral("Lost Laptops")));

    // A selected row the filter hides is no longer acted on.
    kb.list()->clearSelection();
    kb.item(QStringLiteral("Lost Laptops"))->setSelected(true);
    QVERIFY(kb.panel->removeAction()->isEnabled());
    QVERIFY(filterBy(QStringLiteral("travel")));
    QTRY_COMPARE(hint->text(), QStringLiteral("1 of 3 documents"));
    QVERIFY(!kb.panel->removeAction()->isEnabled());
    QVERIFY(kb.list()->selectedStoredPaths().isEmpty());

    // Nothing matches: said so, instead of an empty list without a word.
    QVERIFY(filterBy(QStringLiteral("pension")));
    QTRY_COMPARE(hint->text(), QStringLiteral("0 of 3 documents"));
    QVERIFY(noMatch->isVisible());
    QVERIFY2(noMatch->text().contains(QStringLiteral("“pension”")), qPrintable(noMatch->text()));
    QVERIFY2(noMatch->text().endsWith(QStringLiteral("see all 3 documents.")), qPrintable(noMatch->text()));
    QVERIFY(!kb.list()->isVisible()); // the message stands in its place
    screenshot(kb.panel.get(), "no-match");

    // New documents are filtered as they come.
    kb.write(QStringLiteral("hr/pension-plan.md"), page("Pension Plan", "The company pays four percent."));
    kb.panel->addPaths({kb.dir.filePath(QStringLiteral("docs/hr/pension-plan.md"))});
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 4, timeoutMs);
    QTRY_COMPARE(hint->text(), QStringLiteral("1 of 4 documents"));
    QVERIFY(!noMatch->isVisible());
    QVERIFY(kb.list()->isVisible());
    QVERIFY(shown(QStringLiteral("Pension Plan")));

    // Esc clears the filter; Ctrl+F (focusFilter) comes back to it.
    filter->setFocus();
    QTest::keyClick(filter, Qt::Key_Escape);
    QVERIFY(filter->text().isEmpty());
    QTRY_COMPARE(hint->text(), QStringLiteral("4 documents"));
    QCOMPARE(kb.list()->shownCount(), 4);
    kb.list()->setFocus();
    kb.panel->focusFilter();
    QTRY_VERIFY(filter->hasFocus());
}

void TestKnowledgeBasePanel::reindexReadsAnUnchangedFileAgain()
{
    Fixture kb;
    QVERIFY(kb.open());
    const QString path = kb.write(QStringLiteral("leave.md"), page("Annual Leave", "Thirty days a year."));
    kb.write(QStringLiteral("travel.md"), page("Travel Policy", "Book trains early."));
    kb.panel->addPaths({kb.dir.filePath(QStringLiteral("docs"))});
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 2, timeoutMs);
    const QList<qint64> before = chunkIds(*kb.store, path);
    QVERIFY(!before.isEmpty());

    // Adding it again changes nothing: the content is indexed already.
    kb.panel->addPaths({path});
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.message().contains(QStringLiteral("unchanged")), timeoutMs);
    QCOMPARE(chunkIds(*kb.store, path), before);

    QAction* reindex = kb.panel->reindexAction();
    QVERIFY(reindex);
    QCOMPARE(reindex->objectName(), QStringLiteral("reindexAction"));
    QVERIFY(!reindex->isEnabled());
    QVERIFY(kb.list()->actions().contains(reindex)); // in the context menu
    QVERIFY(kb.child<QWidget>("reindexButton"));
    kb.list()->setCurrentItem(kb.item(QStringLiteral("Annual Leave")));
    QVERIFY(reindex->isEnabled());

    // Every state the row shows, in order.
    QStringList seen;
    QAbstractItemModel* model = kb.list()->model();
    connect(model, &QAbstractItemModel::dataChanged, this, [&seen, model](const QModelIndex& topLeft) {
        const QString state = model->index(topLeft.row(), DocumentList::NameColumn, topLeft.parent())
                                  .data(DocumentList::StateRole)
                                  .toString();
        if (!topLeft.parent().isValid() && model->index(topLeft.row(), 0).data().toString() == u"Annual Leave"
            && (seen.isEmpty() || seen.last() != state))
            seen.append(state);
    });
    reindex->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.message().contains(QStringLiteral("re-indexed")), timeoutMs);
    QCOMPARE(kb.message(), QStringLiteral("1 file re-indexed (1 passage)."));
    QCOMPARE(seen, (QStringList{QStringLiteral("queued"), QStringLiteral("indexing"), QStringLiteral("ready")}));
    QCOMPARE(kb.state(QStringLiteral("Annual Leave")), QStringLiteral("ready"));
    QCOMPARE(kb.state(QStringLiteral("Travel Policy")), QStringLiteral("ready"));
    // Read and stored again: the same number of passages, new ones.
    const QList<qint64> after = chunkIds(*kb.store, path);
    QCOMPARE(after.size(), before.size());
    for (qint64 id : before)
        QVERIFY(!after.contains(id));
}

void TestKnowledgeBasePanel::currentFileAndItsProgressAreShown()
{
    Fixture kb;
    QVERIFY(kb.open());
    // Large enough that storing takes well over the worker's report interval and the panel's flush
    // interval together (100 + 100 ms): about 80,000 passages, half a second to store here.
    QByteArray big = "# Big Handbook\n\n";
    for (int i = 0; big.size() < 16 * 1024 * 1024; ++i) {
        big += "## Section " + QByteArray::number(i) + "\n\nEmployees in team " + QByteArray::number(i)
               + " file their travel expenses within thirty days. Receipts are scanned and kept for ten years. "
                 "Questions go to the finance office, which answers within a week.\n\n";
    }
    const QString path = kb.write(QStringLiteral("big-handbook.md"), big);
    kb.write(QStringLiteral("small.md"), page("Small", "A short page."));
    auto* label = kb.child<QLabel>("ingestFileLabel");
    auto* bar = kb.child<QProgressBar>("ingestFileProgress");
    auto* overall = kb.child<QLabel>("ingestProgressLabel");
    QVERIFY(label && bar && overall);

    kb.panel->addPaths({path, kb.dir.filePath(QStringLiteral("docs/small.md"))});
    QTRY_VERIFY_WITH_TIMEOUT(label->isVisible() && label->text().contains(QStringLiteral("big-handbook.md")),
                             timeoutMs);
    QCOMPARE(overall->text(), QStringLiteral("Indexing file 1 of 2"));
    QVERIFY(label->toolTip().endsWith(QStringLiteral("big-handbook.md")));
    // The big file reports its steps; storing counts its passages.
    QTRY_VERIFY_WITH_TIMEOUT(label->text().contains(QStringLiteral("storing passages")), timeoutMs);
    QVERIFY(bar->isVisible());
    screenshot(kb.panel.get(), "large-file");
    QVERIFY(bar->maximum() > 1000);
    QVERIFY(bar->value() <= bar->maximum());
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle(), timeoutMs);
    QCOMPARE(kb.panel->readyCount(), 2);
    QVERIFY2(kb.message().startsWith(QStringLiteral("2 files indexed")), qPrintable(kb.message()));
}

void TestKnowledgeBasePanel::embeddingStateShowsAndClears()
{
    Fixture kb;
    QVERIFY(kb.open());
    kb.write(QStringLiteral("leave.md"), page("Annual Leave", "Thirty days a year."));
    kb.write(QStringLiteral("travel.md"), page("Travel Policy", "Book trains early."));
    kb.panel->addPaths({kb.dir.filePath(QStringLiteral("docs"))});
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 2, timeoutMs);
    const QString travel = kb.dir.filePath(QStringLiteral("docs/travel.md"));

    auto* box = kb.child<QWidget>("embeddingProgressBox");
    auto* label = kb.child<QLabel>("embeddingProgressLabel");
    auto* bar = kb.child<QProgressBar>("embeddingProgress");
    QVERIFY(box && label && bar);
    QVERIFY(!box->isVisible());
    // Which documents still lack vectors comes from the embedding thread (EmbeddingIndexer::pending).
    kb.panel->setEmbeddingProgress(0, 3);
    kb.panel->setEmbeddingPending({travel});
    QVERIFY(kb.panel->isEmbedding());
    QVERIFY(box->isVisible());
    QCOMPARE(label->text(), QStringLiteral("Embedding passages for search by meaning: 0 of 3"));
    QCOMPARE(kb.state(QStringLiteral("Travel Policy")), QStringLiteral("embedding"));
    QCOMPARE(kb.state(QStringLiteral("Annual Leave")), QStringLiteral("ready"));
    QCOMPARE(kb.item(QStringLiteral("Travel Policy"))->text(DocumentList::StatusColumn), QStringLiteral("Embedding…"));
    QCOMPARE(kb.panel->readyCount(), 2); // still answerable by keywords meanwhile
    screenshot(kb.panel.get(), "embedding");

    kb.panel->setEmbeddingProgress(2, 3);
    QCOMPARE(label->text(), QStringLiteral("Embedding passages for search by meaning: 2 of 3"));
    QCOMPARE(bar->value(), 2);
    QCOMPARE(bar->maximum(), 3);

    kb.panel->setEmbeddingFinished();
    QVERIFY(!kb.panel->isEmbedding());
    QVERIFY(!box->isVisible());
    QCOMPARE(kb.state(QStringLiteral("Travel Policy")), QStringLiteral("ready"));
    QCOMPARE(kb.item(QStringLiteral("Travel Policy"))->text(DocumentList::StatusColumn), QStringLiteral("Ready"));
    kb.panel->setEmbeddingPending({travel}); // a late report after the end changes nothing
    QCOMPARE(kb.state(QStringLiteral("Travel Policy")), QStringLiteral("ready"));

    // A failure clears the state and says why.
    kb.panel->setEmbeddingProgress(0, 0);
    kb.panel->setEmbeddingPending({travel});
    QCOMPARE(kb.state(QStringLiteral("Travel Policy")), QStringLiteral("embedding"));
    QCOMPARE(kb.state(QStringLiteral("Annual Leave")), QStringLiteral("ready"));
    kb.panel->setEmbeddingFailed(Error::make(Error::Code::Io, QStringLiteral("The endpoint did not answer.")));
    QVERIFY(!kb.panel->isEmbedding());
    QCOMPARE(kb.state(QStringLiteral("Travel Policy")), QStringLiteral("ready"));
    QVERIFY(box->isVisible());
    QVERIFY(!bar->isVisible());
    QVERIFY2(label->text().contains(QStringLiteral("The endpoint did not answer.")), qPrintable(label->text()));
    kb.panel->setEmbeddingProgress(1, 2); // a new run replaces the message
    QVERIFY(bar->isVisible());
    QCOMPARE(label->text(), QStringLiteral("Embedding passages for search by meaning: 1 of 2"));
}

void TestKnowledgeBasePanel::keyboardOnly()
{
    Fixture kb;
    QVERIFY(kb.open());
    kb.write(QStringLiteral("leave.md"), page("Annual Leave", "Thirty days a year."));
    kb.write(QStringLiteral("travel.md"), page("Travel Policy", "Book trains early."));
    kb.panel->addPaths({kb.dir.filePath(QStringLiteral("docs"))});
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 2, timeoutMs);
    QApplication::setActiveWindow(kb.panel.get());
    QVERIFY(QTest::qWaitForWindowActive(kb.panel.get()));

    // Every widget that takes the focus has a name a screen reader can say.
    for (const QWidget* widget : kb.panel->findChildren<QWidget*>()) {
        if ((widget->focusPolicy() & Qt::TabFocus) && !widget->isWindow())
            QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(widget->objectName()));
    }

    // Tab goes from the filter into the list, then to the buttons.
    auto* filter = kb.child<QLineEdit>("documentFilter");
    kb.panel->focusFilter();
    QTRY_VERIFY(filter->hasFocus());
    QTest::keyClick(filter, Qt::Key_Tab);
    QTRY_VERIFY(kb.list()->hasFocus());
    QTest::keyClick(kb.list(), Qt::Key_Tab);
    QTRY_VERIFY(kb.child<QWidget>("addButton")->hasFocus());

    // In the list: the context menu key opens the menu at the current row; Delete removes.
    kb.list()->setFocus();
    kb.list()->setCurrentItem(kb.item(QStringLiteral("Annual Leave")));
    auto* menu = kb.panel->findChild<QMenu*>(QStringLiteral("documentMenu"));
    QVERIFY(menu);
    // What the platform sends for the menu key (or Shift+F10): the window hands it to the focus widget.
    QContextMenuEvent menuKey(QContextMenuEvent::Keyboard, QPoint(), QPoint(), Qt::NoModifier);
    QApplication::sendEvent(kb.panel->windowHandle(), &menuKey);
    QTRY_VERIFY(menu->isVisible());
    QVERIFY(menu->actions().contains(kb.panel->reindexAction()));
    QVERIFY(menu->actions().contains(kb.panel->removeAction()));
    menu->close();
    QTRY_VERIFY(!menu->isVisible());
    kb.list()->setFocus();
    QTRY_VERIFY(kb.list()->hasFocus());
    QTest::keyClick(kb.list(), Qt::Key_Delete);
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && !kb.item(QStringLiteral("Annual Leave")), timeoutMs);
    QCOMPARE(kb.panel->readyCount(), 1);
    QVERIFY(kb.message().contains(QStringLiteral("Removed 1 document")));
}

void TestKnowledgeBasePanel::watchedFolderAndRetryShowInThePanel()
{
    Fixture kb;
    QVERIFY(kb.open());
    kb.write(QStringLiteral("leave.md"), page("Annual Leave", "Thirty days a year."));
    kb.write(QStringLiteral("broken.md"), QByteArray("\x00\x01\x02 binary", 10));
    auto sync = std::make_unique<FolderSync>(*kb.ingest, 200);
    // What the window's Add folder does; jobs the panel did not start show all the same.
    kb.ingest->addFolder(kb.dir.filePath(QStringLiteral("docs")));
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 1, timeoutMs);
    QCOMPARE(kb.state(QStringLiteral("broken")), QStringLiteral("failed"));
    QVERIFY2(kb.message().contains(QStringLiteral("Retry failed files")), qPrintable(kb.message()));
    QTRY_VERIFY_WITH_TIMEOUT(!sync->folders().isEmpty(), timeoutMs);
    QTest::qWait(300); // the watcher sets its watches

    // A file saved into the folder appears without anyone adding it.
    kb.write(QStringLiteral("travel.md"), page("Travel Policy", "Book trains early."));
    QTRY_COMPARE_WITH_TIMEOUT(kb.state(QStringLiteral("Travel Policy")), QStringLiteral("ready"), timeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle(), timeoutMs);

    // Fixed while nothing watches (the watcher would pick it up itself): Retry reads it again.
    sync.reset();
    QAction* retry = kb.panel->retryAction();
    QVERIFY(retry);
    QCOMPARE(retry->objectName(), QStringLiteral("retryFailedAction"));
    QVERIFY(kb.child<QWidget>("retryFailedButton"));
    kb.write(QStringLiteral("broken.md"), page("Fixed Page", "Now it is text."));
    retry->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(kb.state(QStringLiteral("Fixed Page")), QStringLiteral("ready"), timeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle(), timeoutMs);
    QCOMPARE(kb.panel->readyCount(), 3);
}

void TestKnowledgeBasePanel::removalIsConfirmed()
{
    const QString off = QStringLiteral("ui/confirmRemoveDocuments");
    QSettings().remove(off); // the test mode's settings outlive the run
    const auto restore = qScopeGuard([off] { QSettings().remove(off); });
    Fixture kb;
    QVERIFY(kb.open());
    kb.write(QStringLiteral("leave.md"), page("Annual Leave", "Thirty days a year."));
    kb.write(QStringLiteral("travel.md"), page("Travel Policy", "Book trains early."));
    kb.write(QStringLiteral("it.md"), page("IT Security", "Lock your screen."));
    kb.panel->addPaths({kb.dir.filePath(QStringLiteral("docs"))});
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 3, timeoutMs);

    // Cancelled: nothing leaves.
    kb.dialogs.yes = false;
    kb.list()->clearSelection();
    kb.item(QStringLiteral("Annual Leave"))->setSelected(true);
    kb.item(QStringLiteral("Travel Policy"))->setSelected(true);
    kb.panel->removeAction()->trigger();
    QCOMPARE(kb.dialogs.asked, QStringList{QStringLiteral("Remove documents?")});
    QTest::qWait(100);
    QCOMPARE(kb.panel->readyCount(), 3);

    // Confirmed with "Don't ask again": removed, and the next removal is not asked.
    kb.dialogs.yes = true;
    kb.dialogs.dontAskAgain = true;
    kb.panel->removeAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 1, timeoutMs);
    kb.list()->clearSelection();
    kb.item(QStringLiteral("IT Security"))->setSelected(true);
    kb.panel->removeAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 0, timeoutMs);
    QCOMPARE(kb.dialogs.asked.size(), 2);
}

// Add files and Add folder ask through the Dialogs seam (window-modal, answered by a callback): a
// cancelled question adds nothing, chosen files and a chosen folder are indexed.
void TestKnowledgeBasePanel::addingAsksThroughTheDialogs()
{
    Fixture kb;
    QVERIFY(kb.open());
    const QString leave = kb.write(QStringLiteral("single/leave.md"), page("Leave", "Thirty days a year."));
    kb.write(QStringLiteral("folder/a.md"), page("Travel", "Book trains early."));
    kb.write(QStringLiteral("folder/b.md"), page("Laptops", "Report a lost laptop at once."));

    kb.panel->addFilesAction()->trigger(); // cancelled
    QCOMPARE(kb.dialogs.asked, QStringList{QStringLiteral("Add files")});
    QCOMPARE(kb.list()->documentCount(), 0);
    kb.dialogs.files = {leave};
    kb.panel->addFilesAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 1, timeoutMs);

    kb.panel->addFolderAction()->trigger(); // cancelled
    QCOMPARE(kb.dialogs.asked.last(), QStringLiteral("Add folder"));
    kb.dialogs.chosenFolder = kb.dir.filePath(QStringLiteral("docs/folder"));
    kb.panel->addFolderAction()->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(kb.idle() && kb.panel->readyCount() == 3, timeoutMs);
    QCOMPARE(kb.state(QStringLiteral("Laptops")), QStringLiteral("ready"));
}

QTEST_MAIN(TestKnowledgeBasePanel)
#include "tst_knowledgebasepanel.moc"
