// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingsDialog.h"

#include "ApiKeyField.h"
#include "HistorySettingsBox.h"
#include "Named.h"
#include "ProviderForm.h"
#include "UiLog.h"
#include "agent/AgentSettings.h"
#include "llm/ProviderSettings.h"
#include "store/TraceSettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

const QString languageKey = QStringLiteral("ui/language");

} // namespace

SettingsDialog::SettingsDialog(KeyStore& keys, QNetworkAccessManager& network, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));

    m_content = new QWidget(this);
    m_provider = new ProviderForm(keys, network, m_content);
    auto* contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(m_provider);
    contentLayout->addWidget(buildAnswering());
    m_history = new HistorySettingsBox(m_content);
    contentLayout->addWidget(m_history);
    contentLayout->addWidget(buildInterface());

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("validationLabel"));
    m_message->setAccessibleName(tr("Problem"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_message->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("settingsButtons"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("okButton"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_content);
    layout->addWidget(m_message);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    load();
    setFocusChain();
    connect(m_provider, &ProviderForm::edited, this, &SettingsDialog::validate);
    connect(m_provider, &ProviderForm::resized, this, &SettingsDialog::fitHeight);
    for (QSpinBox* spin : {m_maxRounds, m_topK})
        connect(spin, &QSpinBox::valueChanged, this, &SettingsDialog::validate);
    for (QDoubleSpinBox* spin : {m_coverage, m_minScore})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &SettingsDialog::validate);
    connect(m_history, &HistorySettingsBox::edited, this, &SettingsDialog::validate);
    connect(m_history, &HistorySettingsBox::deleteAllRequested, this, &SettingsDialog::historyDeletionRequested);
    validate();
    // Wide enough for the result lines of a connection test; wrapped text sets the height on show().
    setMinimumWidth(fontMetrics().averageCharWidth() * 90);
}

SettingsDialog::~SettingsDialog() = default;

QWidget* SettingsDialog::buildAnswering()
{
    auto* box = new QGroupBox(tr("Answering"), m_content);
    auto* form = new QFormLayout(box);
    m_maxRounds = named(new QSpinBox(box), "maxRoundsSpin", tr("Maximum rounds"));
    m_maxRounds->setRange(AgentSettings::minRounds, AgentSettings::maxRounds);
    m_maxRounds->setToolTip(tr("How often Lotse may search, judge and rewrite the query before it answers or refuses"));
    form->addRow(tr("Maximum &rounds:"), m_maxRounds);
    m_topK = named(new QSpinBox(box), "topKSpin", tr("Passages per round"));
    m_topK->setRange(AgentSettings::minTopK, AgentSettings::maxTopK);
    m_topK->setToolTip(tr("How many passages each search returns (top-k); more passages make longer prompts"));
    form->addRow(tr("Passages per round (&top-k):"), m_topK);
    m_coverage = named(new QDoubleSpinBox(box), "coverageSpin", tr("Sufficient coverage"));
    m_coverage->setToolTip(tr("Offline grader: the share of the question's key terms the best passage must cover"));
    m_minScore = named(new QDoubleSpinBox(box), "minScoreSpin", tr("Minimum score"));
    m_minScore->setToolTip(tr("Offline grader: the search score (0 to 1) the best passage must reach"));
    for (QDoubleSpinBox* spin : {m_coverage, m_minScore}) {
        spin->setRange(AgentSettings::minThreshold, AgentSettings::maxThreshold);
        spin->setSingleStep(0.05);
        spin->setDecimals(2);
    }
    form->addRow(tr("Sufficient &coverage:"), m_coverage);
    form->addRow(tr("&Minimum score:"), m_minScore);
    return box;
}

QWidget* SettingsDialog::buildInterface()
{
    auto* box = new QGroupBox(tr("Interface"), m_content);
    auto* form = new QFormLayout(box);
    m_language = named(new QComboBox(box), "languageCombo", tr("Interface language"));
    m_language->addItem(tr("System"), QStringLiteral("system"));
    // Each language by its own name: whoever needs it can read it.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    form->addRow(tr("&Language:"), m_language);
    auto* note = new QLabel(tr("The language applies the next time Lotse starts."), box);
    note->setObjectName(QStringLiteral("languageNote"));
    note->setWordWrap(true);
    form->addRow(QString(), note);
    return box;
}

void SettingsDialog::setFocusChain()
{
    QList<QWidget*> chain = m_provider->focusChain();
    chain << m_maxRounds << m_topK << m_coverage << m_minScore << m_history->focusChain() << m_language
          << m_buttons->button(QDialogButtonBox::Ok) << m_buttons->button(QDialogButtonBox::Cancel);
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain.at(i - 1), chain.at(i));
}

QString SettingsDialog::storedLanguage(const QSettings& settings)
{
    const QString language = settings.value(languageKey).toString();
    return language == QStringLiteral("en") || language == QStringLiteral("de") ? language : QStringLiteral("system");
}

void SettingsDialog::load()
{
    const QSettings settings;
    m_provider->setProvider(ProviderSettings::load(settings));
    const AgentOptions options = AgentSettings::load(settings);
    m_maxRounds->setValue(options.maxRounds);
    m_topK->setValue(options.topK);
    m_coverage->setValue(options.sufficientCoverage);
    m_minScore->setValue(options.minScore);
    m_history->setOptions(TraceSettings::load(settings));
    m_language->setCurrentIndex(std::max(0, m_language->findData(storedLanguage(settings))));
}

std::optional<ProviderConfig> SettingsDialog::provider() const
{
    return m_provider->provider();
}

AgentOptions SettingsDialog::agentOptions() const
{
    AgentOptions o;
    o.maxRounds = m_maxRounds->value();
    o.topK = m_topK->value();
    o.sufficientCoverage = m_coverage->value();
    o.minScore = m_minScore->value();
    return o;
}

QString SettingsDialog::language() const
{
    return m_language->currentData().toString();
}

TraceOptions SettingsDialog::traceOptions() const
{
    return m_history->options();
}

void SettingsDialog::setDialogs(Dialogs* dialogs)
{
    m_history->setDialogs(dialogs);
}

QString SettingsDialog::problem(QWidget** field) const
{
    if (const std::optional<ProviderForm::Problem> p = m_provider->problem()) {
        if (field)
            *field = p->field;
        return p->message;
    }
    if (const Status valid = AgentSettings::validate(agentOptions()); !valid) {
        if (field)
            *field = m_maxRounds;
        return valid.error().message;
    }
    if (const Status valid = TraceSettings::validate(traceOptions()); !valid) {
        if (field)
            *field = m_history;
        return valid.error().message;
    }
    return {};
}

void SettingsDialog::validate()
{
    if (m_saving)
        return;
    const QString p = problem();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(p.isEmpty());
    showMessage(p.isEmpty() ? QString() : tr("Cannot save yet: %1").arg(p));
}

void SettingsDialog::showMessage(const QString& message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
    fitHeight();
}

void SettingsDialog::fitHeight()
{
    // Layouts do not count the lines of word-wrapped labels in a window's minimum size.
    if (!isVisible())
        return;
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : sizeHint().height();
    const int available = screen() ? screen()->availableGeometry().height() : needed;
    if (needed > height())
        resize(width(), std::min(needed, available));
}

void SettingsDialog::setSaving(bool saving)
{
    m_saving = saving;
    m_content->setEnabled(!saving);
    m_buttons->setEnabled(!saving);
    if (saving)
        showMessage(tr("Storing the API key in the OS keychain…"));
    else
        validate();
}

void SettingsDialog::accept()
{
    if (m_saving)
        return;
    QWidget* field = nullptr;
    if (const QString p = problem(&field); !p.isEmpty()) {
        showMessage(tr("Cannot save yet: %1").arg(p));
        if (field)
            field->setFocus(Qt::OtherFocusReason);
        return;
    }
    // The key first: when the keychain refuses it, nothing is saved and the dialog stays open, so
    // the settings never point at an endpoint whose new key went missing.
    if (!provider() || m_provider->keyField()->typedKey().isEmpty()) {
        save();
        return;
    }
    setSaving(true);
    QPointer<SettingsDialog> self(this);
    m_provider->keyField()->storeTypedKey([self](Status stored) {
        if (!self)
            return;
        self->setSaving(false);
        if (!stored) {
            self->showMessage(
                tr("The API key could not be stored, so nothing was saved: %1").arg(stored.error().message));
            return;
        }
        self->save();
    });
}

void SettingsDialog::save()
{
    QSettings settings;
    ProviderSettings::save(settings, provider());
    AgentSettings::save(settings, agentOptions());
    TraceSettings::save(settings, traceOptions());
    settings.setValue(languageKey, language());
    settings.sync();
    if (settings.status() != QSettings::NoError) {
        qCWarning(lcUi) << "settings not written:" << settings.fileName() << settings.status();
        showMessage(tr("The settings could not be written to %1. Check that the folder exists and is writable.")
                        .arg(settings.fileName()));
        return;
    }
    QDialog::accept();
    Q_EMIT settingsChanged();
}

void SettingsDialog::done(int result)
{
    m_provider->stopConnectionTest(); // a closed dialog sends nothing more
    QDialog::done(result);
}

void SettingsDialog::reject()
{
    if (m_saving)
        return; // the keychain is still answering; it takes a moment at most
    QDialog::reject();
}

} // namespace lotse::ui
