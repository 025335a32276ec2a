// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/History.h"

#include "agent/llm/LlmStrategies.h"
#include "inspector/EvaluationTab.h"
#include "inspector/InspectorWindow.h"
#include "llm/PriceTable.h"
#include "shared/UiLog.h"
#include "trace/TraceService.h"
#include "trace/TraceSettings.h"

#include <QSettings>
#include <QWidget>

namespace lotse::ui {

History::History(const QString& databasePath, QWidget* window)
    : QObject(window)
    , m_databasePath(databasePath)
    , m_window(window)
    , m_service(std::make_unique<TraceService>(databasePath, TraceSettings::load(QSettings())))
{
    connect(m_service.get(), &TraceService::saved, this, [this](qint64 id) {
        if (m_inspector)
            m_inspector->refresh();
        Q_EMIT saved(id);
    });
    connect(m_service.get(), &TraceService::removedAll, this, [this](int count) {
        if (m_inspector)
            m_inspector->refresh();
        Q_EMIT removedAll(count);
    });
    connect(m_service.get(), &TraceService::purged, this, [this](int count) {
        if (count > 0 && m_inspector)
            m_inspector->refresh();
    });
    connect(m_service.get(), &TraceService::failed, this, [this](const lotse::Error& error) {
        qCWarning(lcUi) << "history:" << error.message;
        Q_EMIT failed(error.message);
    });
}

void History::start()
{
    m_service->purgeExpired(); // the retention applies from the start, not only after the next question
}

History::~History() = default;

void History::begin(const AgentOptions& options, const TraceContext& context)
{
    m_next = {options, context};
}

void History::handleEvent(const AgentEvent& event)
{
    // A run being replaced still ends with its own Finished before the next one starts.
    if (event.type == AgentEvent::Type::Started)
        m_trace.emplace(m_next.first, m_next.second);
    if (!m_trace)
        return;
    m_trace->add(event);
    if (event.type != AgentEvent::Type::Finished)
        return;
    // A stopped question is kept too: that someone gave up waiting is worth knowing.
    m_service->save(m_trace->trace());
    m_trace.reset();
}

void History::reloadSettings()
{
    m_service->setOptions(TraceSettings::load(QSettings()));
    m_service->purgeExpired();
}

void History::removeAll()
{
    m_service->removeAll();
}

void History::setAnswering(const std::optional<ProviderConfig>& provider, const Credential& credential)
{
    m_provider = provider;
    m_credential = credential;
    configureEvaluation();
}

void History::configureEvaluation()
{
    if (!m_inspector || !m_inspector->evaluation())
        return;
    if (!m_provider) {
        m_inspector->evaluation()->setAnswering({}, TraceContext::offline());
        return;
    }
    QSettings settings;
    m_inspector->evaluation()->setAnswering(
        [provider = *m_provider, credential = m_credential](const QString& db) {
            return LlmStrategies::factory(db, provider, credential);
        },
        TraceContext::forProvider(*m_provider, PriceTable::load(settings)), m_provider, m_credential);
}

InspectorWindow* History::inspector() const
{
    return m_inspector;
}

void History::refreshDocuments()
{
    if (m_inspector)
        m_inspector->refreshDocuments();
}

void History::showInspector()
{
    if (!m_inspector) {
        m_inspector = new InspectorWindow(m_databasePath, m_window);
        m_inspector->setAttribute(Qt::WA_DeleteOnClose, false); // kept while the window lives: reopening is instant
        configureEvaluation();
    } else {
        m_inspector->refresh();
    }
    m_inspector->show();
    m_inspector->raise();
    m_inspector->activateWindow();
}

} // namespace lotse::ui
