// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvaluationTab.h"

#include "EvalResultsView.h"
#include "StatusLine.h"
#include "TraceTableModel.h"
#include "agent/AgentSettings.h"
#include "agent/offline/OfflineStrategies.h"
#include "eval/EvalComparison.h"
#include "shared/Dialogs.h"
#include "shared/Format.h"
#include "shared/Named.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"

#include <QButtonGroup>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSaveFile>
#include <QSettings>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

const QString setKey = QStringLiteral("inspector/evalSet");
const QString corporaKey = QStringLiteral("inspector/evalCorpora");

} // namespace

EvaluationTab::EvaluationTab(const QString& knowledgeBasePath, QWidget* parent)
    : QWidget(parent)
    , m_knowledgeBase(knowledgeBasePath)
    , m_dialogs(&Dialogs::system())
{
    setObjectName(QStringLiteral("evaluationTab"));
    buildControls();
    buildLayout();
    connectButtons();
    setAnswering({}, TraceContext::offline());
    setRunning(false);
    retranslate(this, [this] { retranslateTexts(); });
}

// The set, where to answer from (remembered), the run and report buttons, progress and results.
void EvaluationTab::buildControls()
{
    const QSettings settings;
    m_set = named(new QLineEdit(settings.value(setKey).toString(), this), "evalSetEdit", QString());
    m_chooseSet = named(new QPushButton(this), "chooseSetButton", QString());
    m_useKnowledgeBase = named(new QRadioButton(this), "useKnowledgeBaseRadio", QString());
    m_useCorpora = named(new QRadioButton(this), "useCorporaRadio", QString());
    m_corpora = named(new QLineEdit(settings.value(corporaKey).toString(), this), "corporaEdit", QString());
    m_chooseCorpora = named(new QPushButton(this), "chooseCorporaButton", QString());
    auto* group = new QButtonGroup(this);
    group->addButton(m_useKnowledgeBase);
    group->addButton(m_useCorpora);
    (m_corpora->text().isEmpty() ? m_useKnowledgeBase : m_useCorpora)->setChecked(true);

    m_run = named(new QPushButton(this), "runEvalButton", QString());
    m_cancel = named(new QPushButton(this), "cancelEvalButton", QString());
    m_progress = named(new QProgressBar(this), "evalProgress", QString());
    m_progress->setTextVisible(true);
    m_save = named(new QPushButton(this), "saveReportButton", QString());
    m_compare = named(new QPushButton(this), "compareButton", QString());
    m_status = new StatusLine(QStringLiteral("evalStatus"), "evaluation:", this);
    m_results = new EvalResultsView(this);
}

void EvaluationTab::buildLayout()
{
    auto* grid = new QGridLayout;
    m_setLabel = new QLabel(this);
    m_setLabel->setBuddy(m_set);
    m_answerFrom = new QLabel(this);
    grid->addWidget(m_setLabel, 0, 0);
    grid->addWidget(m_set, 0, 1);
    grid->addWidget(m_chooseSet, 0, 2);
    grid->addWidget(m_answerFrom, 1, 0);
    grid->addWidget(m_useKnowledgeBase, 1, 1);
    auto* corporaRow = new QHBoxLayout;
    corporaRow->addWidget(m_useCorpora);
    corporaRow->addWidget(m_corpora, 1);
    grid->addLayout(corporaRow, 2, 1);
    grid->addWidget(m_chooseCorpora, 2, 2);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_run);
    actions->addWidget(m_cancel);
    actions->addWidget(m_progress, 1);
    actions->addWidget(m_save);
    actions->addWidget(m_compare);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addWidget(m_results, 1);
}

void EvaluationTab::connectButtons()
{
    connect(m_chooseSet, &QPushButton::clicked, this, [this] {
        QPointer<EvaluationTab> self(this);
        m_dialogs->openFile(this, tr("Choose an evaluation set"), tr("Evaluation sets (*.jsonl);;All files (*)"),
                            [self](const QString& path) {
                                if (self && !path.isEmpty())
                                    self->setSetPath(path);
                            });
    });
    connect(m_chooseCorpora, &QPushButton::clicked, this, [this] {
        QPointer<EvaluationTab> self(this);
        m_dialogs->folder(this, tr("Choose the corpora folder"), [self](const QString& path) {
            if (self && !path.isEmpty())
                self->setCorporaFolder(path);
        });
    });
    connect(m_corpora, &QLineEdit::textEdited, this, [this] { m_useCorpora->setChecked(true); });
    connect(m_run, &QPushButton::clicked, this, &EvaluationTab::run);
    connect(m_cancel, &QPushButton::clicked, this, &EvaluationTab::cancel);
    connect(m_save, &QPushButton::clicked, this, [this] {
        QPointer<EvaluationTab> self(this);
        m_dialogs->saveFile(this, tr("Save the evaluation report"), tr("evaluation-report.json"),
                            tr("Evaluation reports (*.json)"), [self](const QString& path) {
                                if (self && !path.isEmpty())
                                    self->saveReport(path);
                            });
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        QPointer<EvaluationTab> self(this);
        m_dialogs->openFile(this, tr("Compare with a saved run"), tr("Evaluation reports (*.json);;All files (*)"),
                            [self](const QString& path) {
                                if (self && !path.isEmpty())
                                    self->compareWith(path);
                            });
    });
}

void EvaluationTab::retranslateTexts()
{
    m_set->setAccessibleName(tr("Evaluation set"));
    m_set->setPlaceholderText(tr("A .jsonl file, one question per line"));
    m_set->setToolTip(
        tr("Each line a JSON object: \"id\", \"question\", \"corpus\" (a folder under the corpora folder), "
           "\"kind\" (direct, misleading, multi_hop, comparison or unanswerable), \"expected_sources\" (files "
           "that answer it; empty when nothing does) and \"must_mention\" (what a right answer says)."));
    m_chooseSet->setText(tr("Choose…"));
    m_chooseSet->setAccessibleName(tr("Choose the evaluation set"));
    m_useKnowledgeBase->setText(tr("This &knowledge base"));
    m_useKnowledgeBase->setAccessibleName(tr("Ask every question over this knowledge base"));
    m_useCorpora->setText(tr("Each question's corpus in the &folder:"));
    m_useCorpora->setAccessibleName(tr("Index each question's corpus folder on its own"));
    m_corpora->setAccessibleName(tr("Corpora folder"));
    m_chooseCorpora->setText(tr("Choose…"));
    m_chooseCorpora->setAccessibleName(tr("Choose the corpora folder"));
    m_run->setText(tr("&Run"));
    m_run->setAccessibleName(tr("Run the evaluation"));
    m_cancel->setText(tr("&Cancel"));
    m_cancel->setAccessibleName(tr("Cancel the evaluation"));
    m_progress->setAccessibleName(tr("Evaluation progress"));
    m_save->setText(tr("Save Re&port…"));
    m_save->setAccessibleName(tr("Save the report"));
    m_save->setToolTip(tr("Save the report as JSON, to compare a later run with it"));
    m_compare->setText(tr("Compare with a Sa&ved Run…"));
    m_compare->setAccessibleName(tr("Compare with a saved run"));
    m_setLabel->setText(tr("Evaluation &set:"));
    m_answerFrom->setText(tr("Answer from:"));
}

EvaluationTab::~EvaluationTab()
{
    delete m_runner; // stops its services' threads
}

void EvaluationTab::setAnswering(EvalRunner::StrategyMaker strategies, const TraceContext& context,
                                 const std::optional<ProviderConfig>& embedding, const Credential& credential)
{
    m_strategies = std::move(strategies);
    m_context = context;
    m_embedding = embedding;
    m_credential = credential;
}

void EvaluationTab::setSetPath(const QString& path)
{
    m_set->setText(QDir::toNativeSeparators(path));
}

void EvaluationTab::setCorporaFolder(const QString& folder)
{
    m_corpora->setText(QDir::toNativeSeparators(folder));
    (folder.isEmpty() ? m_useKnowledgeBase : m_useCorpora)->setChecked(true);
}

void EvaluationTab::setCacheFolder(const QString& folder)
{
    m_cacheFolder = folder;
}

void EvaluationTab::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_save->setEnabled(!running && m_report);
    m_compare->setEnabled(!running && m_report);
    m_progress->setEnabled(running);
}

void EvaluationTab::run()
{
    if (m_runner)
        return;
    const QString setPath = QDir::fromNativeSeparators(m_set->text().trimmed());
    if (setPath.isEmpty()) {
        m_status->setStatus([] { return tr("Choose an evaluation set first."); }, true);
        m_set->setFocus(Qt::OtherFocusReason);
        return;
    }
    const auto set = EvalSet::load(setPath);
    if (!set) {
        m_status->setStatus(set.error().message, true);
        return;
    }
    if (!set.value().isValid()) {
        m_status->setStatus(
            [problems = set.value().problemText(QFileInfo(setPath).fileName())] {
                return tr("The set has broken lines (each line must be a JSON object with at least \"id\", "
                          "\"question\", \"corpus\" and \"kind\"; the field's tool tip has the format).\n%1")
                    .arg(problems);
            },
            true);
        return;
    }
    const QString corpora = QDir::fromNativeSeparators(m_corpora->text().trimmed());
    if (m_useCorpora->isChecked() && !QFileInfo(corpora).isDir()) {
        m_status->setStatus([] { return tr("Choose the folder that holds the set's corpus folders."); }, true);
        m_corpora->setFocus(Qt::OtherFocusReason);
        return;
    }
    QSettings settings;
    settings.setValue(setKey, setPath);
    settings.setValue(corporaKey, m_useCorpora->isChecked() ? corpora : QString());

    EvalRunner::Config config;
    config.setName = QFileInfo(setPath).fileName();
    config.options = AgentSettings::load(settings);
    if (m_useCorpora->isChecked()) {
        config.corporaDir = corpora;
        config.cacheDir = m_cacheFolder.isEmpty() ? EvalRunner::defaultCacheDir(corpora) : m_cacheFolder;
    } else {
        config.dbPath = m_knowledgeBase;
    }
    config.context = m_context;
    config.strategies = m_strategies ? m_strategies : [options = config.options](const QString& db) {
        return OfflineStrategies::factory(db, options);
    };
    config.embedding = m_embedding;
    config.credential = m_credential;

    m_runner = new EvalRunner(config, this);
    connect(m_runner, &EvalRunner::corpusStarted, this, [this](const QString& name, int files) {
        m_status->setStatus(
            [name, files] { return tr("Indexing the corpus %1 (%n file(s))…", nullptr, files).arg(name); });
    });
    connect(m_runner, &EvalRunner::questionFinished, this,
            [this](const lotse::EvalResult& result, int done, int total) {
                m_progress->setRange(0, total);
                m_progress->setValue(done);
                m_status->setStatus([done, total, id = result.id, outcome = result.outcome] {
                    return tr("Question %1 of %2: %3, %4")
                        .arg(done)
                        .arg(total)
                        .arg(id, TraceTableModel::outcomeText(outcome));
                });
            });
    connect(m_runner, &EvalRunner::finished, this, [this](const lotse::EvalReport& report) {
        m_report = report;
        m_results->setReport(report);
        m_status->setStatus([n = int(report.results.size()), ms = report.elapsedMs] {
            return tr("%n question(s) evaluated in %1.", nullptr, n).arg(Format::duration(ms));
        });
        finishRun(true);
    });
    connect(m_runner, &EvalRunner::failed, this, [this](const lotse::Error& error) {
        if (error.code == Error::Code::Cancelled)
            m_status->setStatus([] { return tr("The evaluation was cancelled."); });
        else
            m_status->setStatus(error.message, true);
        finishRun(false);
    });
    m_progress->setRange(0, 0); // busy until the first question is answered
    m_status->setStatus([] { return tr("Starting…"); });
    setRunning(true);
    m_runner->start(set.value());
}

void EvaluationTab::finishRun(bool ok)
{
    // Not from inside the runner's own signal: it goes when control returns to the event loop.
    m_runner->deleteLater();
    m_runner = nullptr;
    setRunning(false);
    Q_EMIT runFinished(ok);
}

void EvaluationTab::cancel()
{
    if (m_runner) {
        m_status->setStatus([] { return tr("Cancelling after the current step…"); });
        m_runner->cancel();
    }
}

bool EvaluationTab::compareWith(const QString& reportPath)
{
    if (!m_report) {
        m_status->setStatus([] { return tr("Run the evaluation first; then compare it with a saved run."); }, true);
        return false;
    }
    const auto saved = EvalReport::load(reportPath);
    if (!saved) {
        m_status->setStatus(saved.error().message, true);
        return false;
    }
    m_results->setComparison(EvalComparison::compare(saved.value(), *m_report), QFileInfo(reportPath).fileName());
    return true;
}

bool EvaluationTab::saveReport(const QString& path)
{
    if (!m_report)
        return false;
    QSaveFile file(path);
    const QByteArray json = QJsonDocument(m_report->toJson()).toJson(QJsonDocument::Indented);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        m_status->setStatus(
            [path, reason = file.errorString()] {
                return tr("The report could not be written to %1: %2").arg(QDir::toNativeSeparators(path), reason);
            },
            true);
        return false;
    }
    m_status->setStatus([path] { return tr("Report saved to %1.").arg(QDir::toNativeSeparators(path)); });
    return true;
}

} // namespace lotse::ui
