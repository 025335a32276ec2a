// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>
#include <functional>

class QLabel;
class QProgressBar;

namespace lotse::ui {

// The knowledge base panel's line about embedding: passages done of all, or why it stopped (then
// in red, until embedding starts again: keyword search keeps answering meanwhile).
class EmbeddingProgressBox final : public QWidget
{
    Q_OBJECT
public:
    explicit EmbeddingProgressBox(QWidget* parent = nullptr);

    // `total` <= 0: not known yet (a busy indicator).
    void showProgress(int done, int total);
    void showFailure(const QString& reason);
    void finish();

private:
    void render();

    QLabel* m_label = nullptr;
    QProgressBar* m_bar = nullptr;
    std::function<QString()> m_text; // asked again when the interface language changes
};

} // namespace lotse::ui
