// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/GroundingCheckRow.h"

#include "shared/Retranslate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace lotse::ui {

GroundingCheckRow::GroundingCheckRow(QWidget* parent)
    : QWidget(parent)
{
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("groundingModeCombo"));
    m_mode->addItem(QString(), true);
    m_mode->addItem(QString(), false);
    m_deployment = new QLineEdit(this);
    m_deployment->setObjectName(QStringLiteral("groundingDeploymentEdit"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_mode);
    layout->addWidget(m_deployment, 1);
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        m_deployment->setEnabled(byModel());
        Q_EMIT edited();
    });
    connect(m_deployment, &QLineEdit::textChanged, this, &GroundingCheckRow::edited);
    retranslate(this, [this] {
        m_mode->setAccessibleName(tr("How answers are checked"));
        m_mode->setItemText(0, tr("Local check and a model"));
        m_mode->setItemText(1, tr("Local check only"));
        m_mode->setToolTip(tr("Every answer's statements are checked against the passages they cite: figures, "
                              "negations and key terms without a model, and, with a model, one more call that "
                              "judges each statement and quotes its support. An unsupported statement is removed; "
                              "an unsupported answer is not shown as one."));
        m_deployment->setAccessibleName(tr("Deployment for the answer check"));
        m_deployment->setPlaceholderText(tr("Optional: a second deployment (default: the chat deployment)"));
    });
}

void GroundingCheckRow::setCheck(bool byModel, const QString& deployment)
{
    const QSignalBlocker modeBlock(m_mode), deploymentBlock(m_deployment);
    m_mode->setCurrentIndex(byModel ? 0 : 1);
    m_deployment->setText(deployment);
    m_deployment->setEnabled(byModel);
}

bool GroundingCheckRow::byModel() const
{
    return m_mode->currentData().toBool();
}

QString GroundingCheckRow::deployment() const
{
    return m_deployment->text().trimmed();
}

QList<QWidget*> GroundingCheckRow::focusChain() const
{
    return {m_mode, m_deployment};
}

} // namespace lotse::ui
