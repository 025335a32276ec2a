// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/SettingsDialog.h"

#include "agent/AgentSettings.h"
#include "language/Translations.h"
#include "llm/ProviderSettings.h"
#include "settings/ApiKeyField.h"
#include "settings/DocumentLimitsBox.h"
#include "settings/FormRow.h"
#include "settings/HistorySettingsBox.h"
#include "settings/ProviderForm.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"
#include "trace/TraceSettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

const QString languageKey = QStringLiteral("ui/language");

} // namespace

SettingsDialog::SettingsDialog(KeyStore& keys, QNetworkAccessManager& network, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("settingsDialog"));

    // Four tabs, each scrolling on its own where the screen is lower than its form (1024×700,
    // Entra ID's rows shown): the dialog stays as tall as its tallest tab needs, at most the screen.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("settingsTabs"));
    m_tabs->setDocumentMode(true);
    m_provider = new ProviderForm(keys, network);
    addPage(QStringLiteral("providerPage"), {m_provider});
    m_documents = new DocumentLimitsBox;
    addPage(QStringLiteral("retrievalPage"), {buildAnswering(), m_documents});
    m_history = new HistorySettingsBox;
    addPage(QStringLiteral("historyPage"), {m_history});
    addPage(QStringLiteral("interfacePage"), {buildInterface()});

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("validationLabel"));
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
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);

    load();
    setFocusChain();
    connect(m_provider, &ProviderForm::edited, this, &SettingsDialog::validate);
    connect(m_provider, &ProviderForm::resized, this, &SettingsDialog::fitHeight);
    connect(m_provider, &ProviderForm::signInChanged, this, &SettingsDialog::signInChanged);
    for (QSpinBox* spin : {m_maxRounds, m_topK})
        connect(spin, &QSpinBox::valueChanged, this, &SettingsDialog::validate);
    for (QDoubleSpinBox* spin : {m_coverage, m_minScore})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &SettingsDialog::validate);
    connect(m_history, &HistorySettingsBox::edited, this, &SettingsDialog::validate);
    connect(m_history, &HistorySettingsBox::deleteAllRequested, this, &SettingsDialog::historyDeletionRequested);
    retranslate(this, [this] {
        setWindowTitle(tr("Settings"));
        // No mnemonics: the forms' labels use up the letters; Ctrl+Tab switches tabs.
        m_tabs->setTabText(0, tr("Provider"));
        m_tabs->setTabText(1, tr("Retrieval"));
        m_tabs->setTabText(2, tr("History && privacy"));
        m_tabs->setTabText(3, tr("Interface"));
        m_message->setAccessibleName(tr("Problem"));
        m_answering->setTitle(tr("Answering"));
        m_maxRounds->setAccessibleName(tr("Maximum rounds"));
        m_maxRounds->setToolTip(
            tr("How often Lotse may search, judge and rewrite the query before it answers or refuses"));
        m_maxRoundsLabel->setText(tr("Maximum &rounds:"));
        m_topK->setAccessibleName(tr("Passages per round"));
        m_topK->setToolTip(tr("How many passages each search returns (top-k); more passages make longer prompts"));
        m_topKLabel->setText(tr("Passages per round (&top-k):"));
        m_coverage->setAccessibleName(tr("Sufficient coverage"));
        m_coverage->setToolTip(tr(
            "Offline grader: the share of the question's weight (rare words count more) the best section must exceed"));
        m_coverageLabel->setText(tr("Sufficient &coverage:"));
        m_minScore->setAccessibleName(tr("Minimum score"));
        m_minScore->setToolTip(tr("Offline grader: the search score (0 to 1) the best passage must reach"));
        m_minScoreLabel->setText(tr("&Minimum score:"));
        m_contact->setAccessibleName(tr("Where to ask instead"));
        m_contact->setPlaceholderText(tr("e.g. Ask HR: hr@example.com"));
        m_contact->setToolTip(tr("Shown whenever the handbook has no answer, so that people know whom to ask"));
        // No mnemonic: every letter of it already has one in this dialog, in English and in German.
        m_contactLabel->setText(tr("Where to ask instead:"));
        m_speculate->setText(tr("Prepare the answer while the evidence is judged"));
        m_speculate->setToolTip(tr("With a model: the answer starts at once and is shown when the evidence suffices, "
                                   "else discarded. Answers come sooner; discarded answers cost tokens."));
        m_language->setAccessibleName(tr("Interface language"));
        m_language->setItemText(0, tr("System")); // the languages keep their own names
        m_languageLabel->setText(tr("&Language:"));
        if (m_messageText)
            showMessage(m_messageText);
        else
            validate();
    });
    // Wide enough for the result lines of a connection test; wrapped text sets the height on show().
    setMinimumWidth(fontMetrics().averageCharWidth() * 90);
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::addPage(const QString& name, std::initializer_list<QWidget*> parts)
{
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    for (QWidget* part : parts)
        layout->addWidget(part);
    layout->addStretch(1); // room the form does not use stays below it, not between its lines
    auto* page = new QScrollArea;
    page->setObjectName(name);
    page->setWidgetResizable(true);
    page->setFrameShape(QFrame::NoFrame);
    page->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    page->setWidget(content);
    m_pages.append(page);
    m_tabs->addTab(page, QString());
}

QWidget* SettingsDialog::buildAnswering()
{
    // Texts are set in the constructor's retranslate block.
    m_answering = new QGroupBox;
    auto* form = new QFormLayout(m_answering);
    m_maxRounds = new QSpinBox(m_answering);
    m_maxRounds->setObjectName(QStringLiteral("maxRoundsSpin"));
    m_maxRounds->setRange(AgentSettings::minRounds, AgentSettings::maxRounds);
    m_maxRoundsLabel = formRow(form, m_maxRounds);
    m_topK = new QSpinBox(m_answering);
    m_topK->setObjectName(QStringLiteral("topKSpin"));
    m_topK->setRange(AgentSettings::minTopK, AgentSettings::maxTopK);
    m_topKLabel = formRow(form, m_topK);
    m_coverage = new QDoubleSpinBox(m_answering);
    m_coverage->setObjectName(QStringLiteral("coverageSpin"));
    m_minScore = new QDoubleSpinBox(m_answering);
    m_minScore->setObjectName(QStringLiteral("minScoreSpin"));
    for (QDoubleSpinBox* spin : {m_coverage, m_minScore}) {
        spin->setRange(AgentSettings::minThreshold, AgentSettings::maxThreshold);
        spin->setSingleStep(0.05);
        spin->setDecimals(2);
    }
    m_coverageLabel = formRow(form, m_coverage);
    m_minScoreLabel = formRow(form, m_minScore);
    m_contact = new QLineEdit(m_answering);
    m_contact->setObjectName(QStringLiteral("contactEdit"));
    m_contact->setMaxLength(AgentSettings::maxContactLength);
    m_contact->setClearButtonEnabled(true);
    m_contactLabel = formRow(form, m_contact);
    m_speculate = new QCheckBox(m_answering);
    m_speculate->setObjectName(QStringLiteral("speculateCheck"));
    form->addRow(m_speculate);
    return m_answering;
}

QWidget* SettingsDialog::buildInterface()
{
    m_interface = new QWidget;
    auto* form = new QFormLayout(m_interface);
    form->setContentsMargins(0, 0, 0, 0);
    m_language = new QComboBox(m_interface);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(QString(), QStringLiteral("system"));
    // Each language by its own name: whoever needs it can read it.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_languageLabel = formRow(form, m_language);
    return m_interface;
}

void SettingsDialog::setFocusChain()
{
    QList<QWidget*> chain = m_provider->focusChain();
    chain << m_maxRounds << m_topK << m_coverage << m_minScore << m_contact << m_speculate << m_history->focusChain()
          << m_documents->focusChain() << m_language << m_buttons->button(QDialogButtonBox::Ok)
          << m_buttons->button(QDialogButtonBox::Cancel);
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain.at(i - 1), chain.at(i));
}

QString SettingsDialog::storedLanguage(const QSettings& settings)
{
    const QString language = settings.value(languageKey).toString();
    return Translations::available().contains(language) ? language : QStringLiteral("system");
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
    m_contact->setText(options.contact);
    m_speculate->setChecked(options.speculate);
    m_history->setOptions(TraceSettings::load(settings));
    m_documents->load(settings);
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
    o.contact = m_contact->text().simplified();
    o.speculate = m_speculate->isChecked();
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
    const bool valid = problem().isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(valid);
    showMessage(valid ? std::function<QString()>() : [this] { return tr("Cannot save yet: %1").arg(problem()); });
}

void SettingsDialog::showMessage(std::function<QString()> message)
{
    m_messageText = std::move(message);
    const QString text = m_messageText ? m_messageText() : QString();
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    fitHeight();
}

void SettingsDialog::fitHeight()
{
    // As tall as the form needs (word-wrapped labels included, which layouts do not count in a
    // window's minimum size), at most the screen's height: the rest scrolls.
    if (!isVisible())
        return;
    // Never narrower than a form: they scroll up and down only.
    for (QScrollArea* page : std::as_const(m_pages))
        page->setMinimumWidth(page->widget()->minimumSizeHint().width()
                              + page->verticalScrollBar()->sizeHint().width());
    // The dialog's own minimum (wide enough for a connection test's lines) is set, not the layout's.
    setMinimumWidth(std::max(fontMetrics().averageCharWidth() * 90, layout()->minimumSize().width()));
    layout()->activate();
    // As tall as the tallest tab needs, so that switching tabs does not resize the dialog.
    const QWidget* viewport = qobject_cast<QScrollArea*>(m_tabs->currentWidget())->viewport();
    const int formWidth = viewport->width();
    int formHeight = 0;
    for (QScrollArea* page : std::as_const(m_pages)) {
        const QWidget* form = page->widget();
        formHeight = std::max(formHeight,
                              form->hasHeightForWidth() ? form->heightForWidth(formWidth) : form->sizeHint().height());
    }
    const int needed = height() - viewport->height() + formHeight;
    const QRect screenArea = screen() ? screen()->availableGeometry() : QRect(0, 0, width(), needed);
    const int frame = frameGeometry().height() - geometry().height();
    const int fitting = std::min(needed, screenArea.height() - frame);
    if (fitting > height()) {
        resize(width(), fitting);
        // Moved up where it would reach below the screen.
        if (frameGeometry().bottom() > screenArea.bottom())
            move(x(), std::max(screenArea.top(), screenArea.bottom() - frameGeometry().height() + 1));
    }
}

void SettingsDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    fitHeight();
}

void SettingsDialog::setSaving(bool saving)
{
    m_saving = saving;
    m_tabs->setEnabled(!saving);
    m_buttons->setEnabled(!saving);
    if (saving)
        showMessage([] { return tr("Storing the API key in the OS keychain…"); });
    else
        validate();
}

void SettingsDialog::accept()
{
    if (m_saving)
        return;
    QWidget* field = nullptr;
    if (const QString p = problem(&field); !p.isEmpty()) {
        showMessage([this] { return tr("Cannot save yet: %1").arg(problem()); });
        if (field) {
            for (QScrollArea* page : std::as_const(m_pages)) {
                if (page->isAncestorOf(field))
                    m_tabs->setCurrentWidget(page);
            }
            field->setFocus(Qt::OtherFocusReason);
        }
        return;
    }
    // The key first: when the keychain refuses it, nothing is saved and the dialog stays open, so
    // the settings never point at an endpoint whose new key went missing.
    if (!provider() || provider()->auth != ProviderConfig::Auth::Key || m_provider->keyField()->typedKey().isEmpty()) {
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
            self->showMessage([message = stored.error().message] {
                return tr("The API key could not be stored, so nothing was saved: %1").arg(message);
            });
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
    m_documents->save(settings);
    const bool languageChanged = storedLanguage(settings) != language();
    settings.setValue(languageKey, language());
    settings.sync();
    if (settings.status() != QSettings::NoError) {
        qCWarning(lcUi) << "settings not written:" << settings.fileName() << settings.status();
        showMessage([file = settings.fileName()] {
            return tr("The settings could not be written to %1. Check that the folder exists and is writable.")
                .arg(file);
        });
        return;
    }
    QDialog::accept();
    if (languageChanged)
        Translations::apply(language()); // every open window retranslates itself
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
