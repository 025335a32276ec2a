// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;

namespace lotse::ui {

// The link between two rounds: an arrow that grows downwards, with the rewritten query beside it, or
// the aspects still missing that the next round asks for (`gaps`, each a sub-question).
class RewriteArrow final : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(qreal progress READ progress WRITE setProgress)
public:
    RewriteArrow(const QString& newQuery, qint64 rewriteMs, QWidget* parent = nullptr, const QStringList& gaps = {});

    QString query() const { return m_query; }
    QStringList gaps() const { return m_gaps; }
    qreal progress() const { return m_progress; }
    void setProgress(qreal progress);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_query;
    QStringList m_gaps;
    QLabel* m_label = nullptr;
    qreal m_progress = 1.0;
};

} // namespace lotse::ui
