// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace lotse::ui {

// The link between two rounds: an arrow that grows downwards, with the rewritten query beside it.
class RewriteArrow final : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(qreal progress READ progress WRITE setProgress)
public:
    RewriteArrow(const QString& newQuery, qint64 rewriteMs, QWidget* parent = nullptr);

    QString query() const { return m_query; }
    qreal progress() const { return m_progress; }
    void setProgress(qreal progress);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_query;
    QLabel* m_label = nullptr;
    qreal m_progress = 1.0;
};

} // namespace lotse::ui
