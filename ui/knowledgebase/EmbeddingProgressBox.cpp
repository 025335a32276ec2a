// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/EmbeddingProgressBox.h"

#include "knowledgebase/IngestProgressBox.h"
#include "shared/Retranslate.h"

#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QVBoxLayout>
#include <algorithm>

namespace lotse::ui {

EmbeddingProgressBox::EmbeddingProgressBox(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("embeddingProgressBox"));
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("embeddingProgressLabel"));
    m_label->setTextFormat(Qt::PlainText);
    m_label->setWordWrap(true);
    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("embeddingProgress"));
    m_bar->setTextVisible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    hide();
    retranslate(this, [this] { render(); });
}

void EmbeddingProgressBox::showProgress(int done, int total)
{
    m_bar->show();
    m_label->setPalette(palette());
    if (total <= 0) {
        setProgressLater(m_bar, 0, 0, 0);
        m_text = [] { return tr("Embedding passages for search by meaning…"); };
    } else {
        setProgressLater(m_bar, 0, total, std::min(done, total));
        m_text = [done = std::min(done, total), total] {
            const QLocale locale;
            return tr("Embedding passages for search by meaning: %1 of %2")
                .arg(locale.toString(done), locale.toString(total));
        };
    }
    render();
    show();
}

void EmbeddingProgressBox::showFailure(const QString& reason)
{
    m_bar->hide();
    m_text = [reason] { return tr("Embedding stopped: %1 Questions are still answered by keywords.").arg(reason); };
    QPalette red = palette();
    red.setColor(QPalette::WindowText, QColor(0xb0, 0x25, 0x1e));
    m_label->setPalette(red);
    render();
    show();
}

void EmbeddingProgressBox::finish()
{
    hide();
}

void EmbeddingProgressBox::render()
{
    if (!m_text)
        return;
    m_label->setText(m_text());
    m_bar->setAccessibleDescription(m_label->text());
}

} // namespace lotse::ui
