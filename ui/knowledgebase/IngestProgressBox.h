// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ingest/IngestTypes.h"

#include <QWidget>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace lotse::ui {

// Sets a progress bar without the immediate repaint QProgressBar does on its own.
void setProgressLater(QProgressBar* bar, int minimum, int maximum, int value);

// The progress of running ingest jobs: a line and a bar for all files, a Cancel button, and the
// file being worked on with its own bar when it takes long enough to report steps (large files).
class IngestProgressBox final : public QWidget
{
    Q_OBJECT
public:
    explicit IngestProgressBox(QWidget* parent = nullptr);

    // `total` < 0: the files are not known yet (a busy indicator).
    void setOverall(const QString& text, int done, int total);
    // `progress` only for a file the worker reported steps of; small files show their name alone.
    void setFile(const QString& path, const std::optional<FileProgress>& progress);
    void clearFile();
    void setCancelling(bool cancelling);

Q_SIGNALS:
    void cancelRequested();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void showFileText();

    QLabel* m_label = nullptr;
    QProgressBar* m_overall = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_fileLabel = nullptr;
    QProgressBar* m_file = nullptr;
    QString m_fileText;
};

} // namespace lotse::ui
