// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "eval/EvalReport.h"
#include "eval/EvalRunner.h"

#include <QPointer>
#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;

namespace lotse::ui {

class StatusLine;

class Dialogs;
class EvalResultsView;

// The inspector's evaluation tab: an evaluation set (shared/eval/README.md) run over a corpora
// folder (each question's corpus indexed on its own, cached between runs) or over this knowledge
// base, with the core EvalRunner. Ingestion and the loop run on their services' threads; the tab
// shows progress and can cancel. Then the scores per kind and overall, the chart, and a comparison
// with a saved run's report (the JSON of "Save Report…" or `lotse-cli eval --json`).
class EvaluationTab final : public QWidget
{
    Q_OBJECT
public:
    explicit EvaluationTab(const QString& knowledgeBasePath, QWidget* parent = nullptr);
    ~EvaluationTab() override;

    void setDialogs(Dialogs* dialogs) { m_dialogs = dialogs; }
    // How the questions are answered: a provider's strategies, or (by default) offline.
    void setAnswering(EvalRunner::StrategyMaker strategies, const TraceContext& context,
                      const std::optional<ProviderConfig>& embedding = std::nullopt, const Credential& credential = {});
    void setSetPath(const QString& path);
    void setCorporaFolder(const QString& folder); // empty: this knowledge base
    void setCacheFolder(const QString& folder);   // default: EvalRunner::defaultCacheDir

    void run();
    void cancel();
    bool isRunning() const { return m_runner != nullptr; }
    // Compares the report shown with a saved one; false (and the reason shown) when it cannot.
    bool compareWith(const QString& reportPath);
    bool saveReport(const QString& path);
    const std::optional<EvalReport>& report() const { return m_report; }
    EvalResultsView* results() const { return m_results; }

Q_SIGNALS:
    void runFinished(bool ok);

private:
    void buildControls();
    void buildLayout();
    void connectButtons();
    void retranslateTexts();
    void setRunning(bool running);
    void finishRun(bool ok);

    QString m_knowledgeBase;
    Dialogs* m_dialogs = nullptr;
    EvalRunner::StrategyMaker m_strategies;
    TraceContext m_context;
    std::optional<ProviderConfig> m_embedding;
    Credential m_credential;
    QString m_cacheFolder;
    QPointer<EvalRunner> m_runner;
    std::optional<EvalReport> m_report;

    QLineEdit* m_set = nullptr;
    QPushButton* m_chooseSet = nullptr;
    QPushButton* m_chooseCorpora = nullptr;
    QLabel* m_setLabel = nullptr;
    QLabel* m_answerFrom = nullptr;
    QRadioButton* m_useKnowledgeBase = nullptr;
    QRadioButton* m_useCorpora = nullptr;
    QLineEdit* m_corpora = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_compare = nullptr;
    QProgressBar* m_progress = nullptr;
    StatusLine* m_status = nullptr;
    EvalResultsView* m_results = nullptr;
};

} // namespace lotse::ui
