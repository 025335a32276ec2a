// SPDX-License-Identifier: GPL-3.0-or-later
#include "InspectorWindow.h"

#include "EvaluationTab.h"
#include "GapsTab.h"
#include "HistoryTab.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "store/Database.h"
#include "store/DocumentStore.h"
#include "store/FeedbackStore.h"
#include "trace/TraceStore.h"

#include <QAction>
#include <QLabel>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace lotse::ui {

InspectorWindow::InspectorWindow(const QString& databasePath, QWidget* parent)
    : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("inspectorWindow"));
    retranslate(this, [this] { setWindowTitle(tr("Inspector — Lotse")); });
    auto* layout = new QVBoxLayout(this);

    auto db = Database::open(databasePath);
    if (!db) {
        qCWarning(lcUi) << "inspector:" << db.error().message;
        auto* error = new QLabel(this);
        retranslate(error, [error, message = db.error().message] {
            error->setText(
                tr("The knowledge base could not be opened, so there is no history to show: %1").arg(message));
        });
        error->setObjectName(QStringLiteral("inspectorError"));
        error->setWordWrap(true);
        layout->addWidget(error);
        resize(640, 200);
        return;
    }
    m_db = std::move(db).value();
    // Deleted questions must not linger in free pages of the file.
    if (const Status s = m_db->exec(QStringLiteral("PRAGMA secure_delete = ON"), QStringLiteral("Opening the history"));
        !s)
        qCWarning(lcUi) << s.error().message;
    m_traces = std::make_unique<TraceStore>(*m_db);
    m_feedback = std::make_unique<FeedbackStore>(*m_db);
    m_documents = std::make_unique<DocumentStore>(*m_db);

    m_history = new HistoryTab(m_traces.get(), m_feedback.get(), this);
    m_evaluation = new EvaluationTab(databasePath, this);
    m_gaps = new GapsTab(m_traces.get(), this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("inspectorTabs"));
    m_tabs->addTab(m_history, QString());
    m_tabs->addTab(m_evaluation, QString());
    m_tabs->addTab(m_gaps, QString());
    retranslate(m_tabs, [this] {
        m_tabs->setAccessibleName(tr("Inspector"));
        m_tabs->tabBar()->setAccessibleName(tr("Inspector sections"));
        m_tabs->setTabText(m_tabs->indexOf(m_history), tr("&History"));
        m_tabs->setTabText(m_tabs->indexOf(m_evaluation), tr("&Evaluation"));
        m_tabs->setTabText(m_tabs->indexOf(m_gaps), tr("Content &Gaps"));
    });
    layout->addWidget(m_tabs);

    connect(m_history, &HistoryTab::historyChanged, this, [this] { m_gapsStale = true; });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_gaps && m_gapsStale) {
            m_gapsStale = false;
            m_gaps->refresh();
        }
    });

    auto* find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        m_tabs->setCurrentWidget(m_history);
        m_history->focusFilter();
    });
    auto* close = new QAction(this);
    close->setShortcut(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);
    addActions({find, close});

    refresh();
    resize(1120, 720);
}

InspectorWindow::~InspectorWindow()
{
    delete m_tabs; // the tabs use the stores: they go first
}

void InspectorWindow::setDialogs(Dialogs* dialogs)
{
    if (!m_db)
        return;
    m_history->setDialogs(dialogs);
    m_evaluation->setDialogs(dialogs);
    m_gaps->setDialogs(dialogs);
}

void InspectorWindow::refreshDocuments()
{
    if (!m_db)
        return;
    if (const auto documents = m_documents->documents())
        m_history->setDocuments(documents.value());
    else
        qCWarning(lcUi) << "inspector:" << documents.error().message;
}

void InspectorWindow::refresh()
{
    if (!m_db)
        return;
    refreshDocuments();
    m_history->refresh();
    if (m_tabs->currentWidget() == m_gaps)
        m_gaps->refresh();
    else
        m_gapsStale = true;
}

} // namespace lotse::ui
