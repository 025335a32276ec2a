// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/HistorySettingsBox.h"

#include "shared/Dialogs.h"
#include "shared/Retranslate.h"
#include "trace/TraceSettings.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>

namespace lotse::ui {

HistorySettingsBox::HistorySettingsBox(QWidget* parent)
    : QGroupBox(parent)
    , m_dialogs(&Dialogs::system())
{
    // Texts are set in the retranslate block at the end.
    setObjectName(QStringLiteral("historyBox"));
    auto* form = new QFormLayout(this);
    m_retention = new QSpinBox(this);
    m_retention->setObjectName(QStringLiteral("retentionSpin"));
    m_retention->setRange(0, TraceSettings::maxRetentionDays);
    m_retentionLabel = new QLabel(this);
    m_retentionLabel->setBuddy(m_retention);
    form->addRow(m_retentionLabel, m_retention);

    m_noQuestionText = new QCheckBox(this);
    m_noQuestionText->setObjectName(QStringLiteral("noQuestionTextCheck"));
    form->addRow(QString(), m_noQuestionText);

    m_deleteAll = new QPushButton(this);
    m_deleteAll->setObjectName(QStringLiteral("deleteHistoryButton"));
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("historyNote"));
    m_note->setWordWrap(true);
    form->addRow(QString(), m_note);
    form->addRow(QString(), m_deleteAll);

    connect(m_retention, &QSpinBox::valueChanged, this, &HistorySettingsBox::edited);
    connect(m_retention, &QSpinBox::valueChanged, this, &HistorySettingsBox::updateSuffix);
    connect(m_noQuestionText, &QCheckBox::toggled, this, &HistorySettingsBox::edited);
    connect(m_deleteAll, &QPushButton::clicked, this, &HistorySettingsBox::askToDeleteAll);

    retranslate(this, [this] {
        setTitle(tr("History"));
        m_retention->setAccessibleName(tr("Keep the history for days"));
        m_retention->setSpecialValueText(tr("for ever"));
        m_retention->setToolTip(tr("Questions older than this are deleted when Lotse starts and after each "
                                   "question; 0 keeps them for ever"));
        updateSuffix();
        m_retentionLabel->setText(tr("Keep questions &for:"));
        m_noQuestionText->setText(tr("Do not store the &question text"));
        m_noQuestionText->setAccessibleName(tr("Do not store the question text"));
        m_noQuestionText->setToolTip(tr("The inspector then shows how each question was searched and answered, but "
                                        "not what was asked or answered"));
        m_deleteAll->setText(tr("Delete &All History…"));
        m_deleteAll->setAccessibleName(tr("Delete all history"));
        m_deleteAll->setToolTip(tr("Deletes every stored question with its search, answer and feedback, at once"));
        m_note->setText(tr("The history stays in the knowledge base file on this computer. The Inspector (Ctrl+I) "
                           "shows it."));
    });
}

void HistorySettingsBox::updateSuffix()
{
    // The number is the spin box's own; the suffix agrees with it ("1 day", "30 days").
    m_retention->setSuffix(tr(" day(s)", "after a number of days", m_retention->value()));
}

void HistorySettingsBox::setOptions(const TraceOptions& options)
{
    m_retention->setValue(options.retentionDays);
    m_noQuestionText->setChecked(!options.storeQuestionText);
}

TraceOptions HistorySettingsBox::options() const
{
    return TraceOptions{m_retention->value(), !m_noQuestionText->isChecked()};
}

QList<QWidget*> HistorySettingsBox::focusChain() const
{
    return {m_retention, m_noQuestionText, m_deleteAll};
}

void HistorySettingsBox::askToDeleteAll()
{
    QPointer<HistorySettingsBox> self(this);
    m_dialogs->confirm(this,
                       {tr("Delete all history"),
                        tr("Delete every stored question, with how it was searched and answered and all feedback on "
                           "it? This cannot be undone."),
                        tr("Delete All")},
                       [self](bool yes) {
                           if (self && yes)
                               Q_EMIT self->deleteAllRequested();
                       });
}

} // namespace lotse::ui
