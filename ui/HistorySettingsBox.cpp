// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistorySettingsBox.h"

#include "Dialogs.h"
#include "store/TraceSettings.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>

namespace lotse::ui {

HistorySettingsBox::HistorySettingsBox(QWidget* parent)
    : QGroupBox(tr("History"), parent)
    , m_dialogs(&Dialogs::system())
{
    setObjectName(QStringLiteral("historyBox"));
    auto* form = new QFormLayout(this);
    m_retention = new QSpinBox(this);
    m_retention->setObjectName(QStringLiteral("retentionSpin"));
    m_retention->setAccessibleName(tr("Keep the history for days"));
    m_retention->setRange(0, TraceSettings::maxRetentionDays);
    m_retention->setSuffix(tr(" days"));
    m_retention->setSpecialValueText(tr("for ever"));
    m_retention->setToolTip(tr("Questions older than this are deleted when Lotse starts and after each question; "
                               "0 keeps them for ever"));
    form->addRow(tr("Keep questions &for:"), m_retention);

    m_noQuestionText = new QCheckBox(tr("Do not store the &question text"), this);
    m_noQuestionText->setObjectName(QStringLiteral("noQuestionTextCheck"));
    m_noQuestionText->setAccessibleName(tr("Do not store the question text"));
    m_noQuestionText->setToolTip(tr("The inspector then shows how each question was searched and answered, but not "
                                    "what was asked or answered"));
    form->addRow(QString(), m_noQuestionText);

    m_deleteAll = new QPushButton(tr("Delete &All History…"), this);
    m_deleteAll->setObjectName(QStringLiteral("deleteHistoryButton"));
    m_deleteAll->setAccessibleName(tr("Delete all history"));
    m_deleteAll->setToolTip(tr("Deletes every stored question with its search, answer and feedback, at once"));
    auto* note = new QLabel(tr("The history stays in the knowledge base file on this computer. The Inspector "
                               "(Ctrl+I) shows it."),
                            this);
    note->setObjectName(QStringLiteral("historyNote"));
    note->setWordWrap(true);
    form->addRow(QString(), note);
    form->addRow(QString(), m_deleteAll);

    connect(m_retention, &QSpinBox::valueChanged, this, &HistorySettingsBox::edited);
    connect(m_noQuestionText, &QCheckBox::toggled, this, &HistorySettingsBox::edited);
    connect(m_deleteAll, &QPushButton::clicked, this, &HistorySettingsBox::askToDeleteAll);
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
