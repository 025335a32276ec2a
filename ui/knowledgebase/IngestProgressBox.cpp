// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/IngestProgressBox.h"

#include "shared/Retranslate.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace lotse::ui {

void setProgressLater(QProgressBar* bar, int minimum, int maximum, int value)
{
    // QProgressBar::setValue() repaints at once (and flushes the window) when the bar visibly moves:
    // milliseconds each time on the GUI thread. With updates held back it joins the next paint.
    bar->setUpdatesEnabled(false);
    bar->setRange(minimum, maximum);
    bar->setValue(value);
    bar->setUpdatesEnabled(true);
}

IngestProgressBox::IngestProgressBox(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("ingestProgressBox"));
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("ingestProgressLabel"));
    m_label->setTextFormat(Qt::PlainText);
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // changing text, steady layout
    m_overall = new QProgressBar(this);
    m_overall->setObjectName(QStringLiteral("ingestProgress"));
    m_overall->setTextVisible(false);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelIngestButton"));

    m_fileLabel = new QLabel(this);
    m_fileLabel->setObjectName(QStringLiteral("ingestFileLabel"));
    m_fileLabel->setTextFormat(Qt::PlainText);
    // Long names are elided to the panel's width rather than widening it.
    m_fileLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_file = new QProgressBar(this);
    m_file->setObjectName(QStringLiteral("ingestFileProgress"));
    m_file->setTextVisible(false);
    m_file->setMaximumHeight(m_overall->sizeHint().height() / 2 + 2);
    QSizePolicy keepRoom = m_file->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true); // the box does not jump when a large file comes and goes
    m_file->setSizePolicy(keepRoom);
    m_file->hide();

    auto* overallRow = new QHBoxLayout;
    overallRow->addWidget(m_overall, 1);
    overallRow->addWidget(m_cancel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addWidget(m_label);
    layout->addLayout(overallRow);
    layout->addWidget(m_fileLabel);
    layout->addWidget(m_file);

    connect(m_cancel, &QPushButton::clicked, this, &IngestProgressBox::cancelRequested);
    // The lines that follow the progress are set again by the panel, which retranslates too.
    retranslate(this, [this] {
        m_label->setAccessibleName(tr("Indexing progress"));
        m_overall->setAccessibleName(tr("Progress of all files"));
        m_cancel->setText(tr("Cancel"));
        m_cancel->setAccessibleName(tr("Cancel adding documents"));
        m_cancel->setToolTip(tr("Stop after the current file; files indexed so far stay in the knowledge base"));
        m_fileLabel->setAccessibleName(tr("Current file"));
        m_file->setAccessibleName(tr("Progress of the current file"));
    });
}

void IngestProgressBox::setOverall(const QString& text, int done, int total)
{
    m_label->setText(text);
    if (total <= 0)
        setProgressLater(m_overall, 0, 0, 0); // busy indicator until the files are known
    else
        setProgressLater(m_overall, 0, total, std::min(done, total));
    m_overall->setAccessibleDescription(text);
}

void IngestProgressBox::setFile(const QString& path, const std::optional<FileProgress>& progress)
{
    const QString name = QFileInfo(path).fileName();
    if (!progress) {
        m_fileText = name;
        m_file->hide();
    } else {
        const QLocale locale;
        switch (progress->stage) {
        case FileProgress::Stage::Reading:
            m_fileText = tr("%1: reading…").arg(name);
            setProgressLater(m_file, 0, 0, 0);
            break;
        case FileProgress::Stage::Splitting:
            m_fileText = tr("%1: splitting into passages…").arg(name);
            setProgressLater(m_file, 0, 0, 0);
            break;
        case FileProgress::Stage::Storing:
            m_fileText = tr("%1: storing passages, %2 of %3")
                             .arg(name, locale.toString(progress->done), locale.toString(progress->total));
            setProgressLater(m_file, 0, std::max(progress->total, 1), progress->done);
            break;
        }
        m_file->show();
    }
    m_fileLabel->setToolTip(QDir::toNativeSeparators(path));
    m_fileLabel->setAccessibleDescription(m_fileText);
    m_file->setAccessibleDescription(m_fileText);
    showFileText();
}

void IngestProgressBox::clearFile()
{
    m_fileText.clear();
    m_fileLabel->setToolTip({});
    m_file->hide();
    showFileText();
}

void IngestProgressBox::setCancelling(bool cancelling)
{
    m_cancel->setEnabled(!cancelling);
}

void IngestProgressBox::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    showFileText();
}

void IngestProgressBox::showFileText()
{
    const int width = std::max(m_fileLabel->width(), 40);
    m_fileLabel->setText(m_fileLabel->fontMetrics().elidedText(m_fileText, Qt::ElideMiddle, width));
}

} // namespace lotse::ui
