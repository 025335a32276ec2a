// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ProviderConfig.h"
#include "llm/auth/Credential.h"
#include "trace/AgentTrace.h"

#include <QObject>
#include <QPointer>
#include <memory>
#include <optional>
#include <utility>

class QWidget;

namespace lotse {
class TraceService;
}

namespace lotse::ui {

class InspectorWindow;

// The window's history of questions: folds each question's events into a trace and saves it on the
// "lotse-traces" thread, honouring the History settings (retention, purged at start; no question
// text), deletes it all on request, and opens the inspector, which it keeps up to date.
class History final : public QObject
{
    Q_OBJECT
public:
    History(const QString& databasePath, QWidget* window);
    ~History() override;

    // Purges what is past the retention. Call it once the window's own connection has opened the
    // knowledge base (and run its migrations), so two threads never set up a new file at once.
    void start();

    // A question is about to be asked with these options, answered by this provider.
    void begin(const AgentOptions& options, const TraceContext& context);
    void handleEvent(const AgentEvent& event);
    // Reads the History settings again (after the settings dialog was accepted).
    void reloadSettings();
    void removeAll();
    // How the evaluation tab answers: the provider the window uses, or offline.
    void setAnswering(const std::optional<ProviderConfig>& provider, const Credential& credential);

    void showInspector();
    void refreshDocuments();            // the knowledge base's documents changed
    InspectorWindow* inspector() const; // null until first shown

Q_SIGNALS:
    void saved(qint64 id);
    void removedAll(int count);
    void failed(const QString& message);

private:
    void configureEvaluation();

    QString m_databasePath;
    QWidget* m_window = nullptr;
    std::unique_ptr<TraceService> m_service;
    std::pair<AgentOptions, TraceContext> m_next; // for the next question that starts
    std::optional<AgentTrace> m_trace;            // of the question running
    std::optional<ProviderConfig> m_provider;
    Credential m_credential;
    QPointer<InspectorWindow> m_inspector;
};

} // namespace lotse::ui
