// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversation/ConversationList.h"

#include "conversation/ConversationStore.h"
#include "shared/Dialogs.h"
#include "shared/Retranslate.h"

#include <QAction>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QSignalBlocker>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

constexpr int idRole = Qt::UserRole;

QString when(const QDateTime& utc)
{
    const QDateTime local = utc.toLocalTime();
    return local.date() == QDate::currentDate() ? QLocale().toString(local.time(), QLocale::ShortFormat)
                                                : QLocale().toString(local.date(), QLocale::ShortFormat);
}

} // namespace

ConversationList::ConversationList(QWidget* parent)
    : QWidget(parent)
    , m_dialogs(&Dialogs::system())
{
    setObjectName(QStringLiteral("conversationList"));
    buildActions();

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("conversationSearch"));
    m_search->setClearButtonEnabled(true);
    auto* newButton = new QToolButton(this);
    newButton->setObjectName(QStringLiteral("newConversationButton"));
    newButton->setDefaultAction(m_new);
    newButton->setToolButtonStyle(Qt::ToolButtonIconOnly);

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("conversations"));
    m_list->setEditTriggers(QAbstractItemView::EditKeyPressed); // F2; double-click opens
    m_list->setTextElideMode(Qt::ElideRight);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // long titles are elided, not scrolled
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->addAction(m_rename);
    m_list->addAction(m_delete);
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("conversationsEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_empty->setContentsMargins(8, 16, 8, 8);

    auto* top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(newButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_empty, 1);

    connect(m_search, &QLineEdit::textChanged, this, &ConversationList::refresh);
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { Q_EMIT openRequested(item->data(idRole).toLongLong()); });
    connect(m_list, &QListWidget::itemChanged, this, &ConversationList::onRenamed);
    connect(m_list, &QListWidget::itemSelectionChanged, this, &ConversationList::updateActions);
    connect(m_list, &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu(this);
        menu.addAction(m_rename);
        menu.addAction(m_delete);
        menu.addSeparator();
        menu.addAction(m_new);
        menu.exec(m_list->viewport()->mapToGlobal(at));
    });

    retranslate(this, [this, newButton] {
        m_search->setPlaceholderText(tr("Search conversations"));
        m_search->setAccessibleName(tr("Search conversations"));
        m_list->setAccessibleName(tr("Conversations"));
        m_new->setText(tr("&New Conversation"));
        m_new->setToolTip(tr("Start a new conversation (the current one is kept)"));
        newButton->setAccessibleName(tr("New conversation"));
        m_rename->setText(tr("&Rename Conversation"));
        m_delete->setText(tr("&Delete Conversation…"));
        m_delete->setToolTip(tr("Delete the conversation and its questions from the history"));
        refresh(); // the dates and the empty text follow the language
    });
}

void ConversationList::buildActions()
{
    m_new = new QAction(QIcon::fromTheme(QStringLiteral("document-new"), style()->standardIcon(QStyle::SP_FileIcon)),
                        QString(), this);
    m_new->setObjectName(QStringLiteral("newConversationAction"));
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, this, &ConversationList::newRequested);
    m_rename = new QAction(this);
    m_rename->setObjectName(QStringLiteral("renameConversationAction"));
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setShortcutContext(Qt::WidgetShortcut);
    connect(m_rename, &QAction::triggered, this, [this] {
        if (QListWidgetItem* item = m_list->currentItem())
            m_list->editItem(item);
    });
    m_delete = new QAction(this);
    m_delete->setObjectName(QStringLiteral("deleteConversationAction"));
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetShortcut);
    connect(m_delete, &QAction::triggered, this, &ConversationList::removeSelected);
}

void ConversationList::setStore(ConversationStore* store)
{
    m_store = store;
    refresh();
}

int ConversationList::count() const
{
    return m_list->count();
}

void ConversationList::setCurrent(qint64 id)
{
    m_current = id;
    markCurrent(); // the rows stay as read: only which one is bold changes
}

qint64 ConversationList::newest() const
{
    return m_list->count() > 0 ? m_list->item(0)->data(idRole).toLongLong() : 0;
}

void ConversationList::markCurrent()
{
    const QSignalBlocker quiet(m_list); // a font is no rename
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        const bool current = item->data(idRole).toLongLong() == m_current;
        QFont font = m_list->font();
        font.setBold(current);
        item->setFont(font);
        if (current)
            m_list->setCurrentItem(item);
    }
    updateActions();
}

void ConversationList::refresh()
{
    QSignalBlocker quiet(m_list); // rows being filled in are no renames
    m_list->clear();
    QList<ConversationSummary> conversations;
    if (m_store) {
        const auto listed = m_store->list(m_search->text());
        if (listed)
            conversations = listed.value();
        else
            Q_EMIT failed(listed.error().message);
    }
    for (const ConversationSummary& c : std::as_const(conversations)) {
        auto* item = new QListWidgetItem(c.title, m_list);
        item->setData(idRole, c.id);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setToolTip(tr("%1 · %n question(s)", nullptr, c.questions).arg(when(c.updatedAt)));
    }
    quiet.unblock();
    markCurrent();
    const bool none = m_list->count() == 0;
    m_list->setVisible(!none);
    m_empty->setVisible(none);
    m_empty->setText(m_search->text().trimmed().isEmpty()
                         ? tr("Your conversations are kept here. Ask a question to start one.")
                         : tr("No conversation matches “%1”.").arg(m_search->text().trimmed()));
}

void ConversationList::onRenamed(QListWidgetItem* item)
{
    if (!m_store)
        return;
    const Status renamed = m_store->rename(item->data(idRole).toLongLong(), item->text());
    if (!renamed)
        Q_EMIT failed(renamed.error().message);
    refresh(); // the stored title, shortened as stored, or the old one when it was refused
}

qint64 ConversationList::selectedId() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item && item->isSelected() ? item->data(idRole).toLongLong() : 0;
}

void ConversationList::updateActions()
{
    const bool selected = selectedId() != 0;
    m_rename->setEnabled(selected);
    m_delete->setEnabled(selected);
    m_new->setEnabled(m_store != nullptr);
}

void ConversationList::removeSelected()
{
    const qint64 id = selectedId();
    if (!id || !m_store)
        return;
    Dialogs::Confirmation question;
    question.title = tr("Delete the conversation?");
    question.text = tr("“%1” and its questions and answers are deleted from this knowledge base's history. This "
                       "cannot be undone.")
                        .arg(m_list->currentItem()->text());
    question.action = tr("Delete");
    question.dontAskAgainKey = QStringLiteral("ui/confirmDeleteConversation/off");
    m_dialogs->confirm(this, question, [this, id](bool yes) {
        if (yes)
            remove(id);
    });
}

void ConversationList::remove(qint64 id)
{
    if (!m_store)
        return;
    const Status removed = m_store->remove(id);
    if (!removed) {
        Q_EMIT failed(removed.error().message);
        return;
    }
    refresh();
    Q_EMIT this->removed(id);
}

} // namespace lotse::ui
