// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "retrieval/Hit.h"

#include <QWidget>

namespace lotse::ui {

// One retrieved passage in a round card: its title and heading path (on up to two lines: rows of
// one handbook differ only at the end), the file, and a score bar.
// Painted by hand so it can slide in (`appear`) and grow its bar to the score (`fill`) cheaply.
// Focusable: Enter, Space or a click opens the passage.
class HitRow final : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(qreal appear READ appear WRITE setAppear)
    Q_PROPERTY(qreal fill READ fill WRITE setFill)
public:
    explicit HitRow(const Hit& hit, QWidget* parent = nullptr);

    const Hit& hit() const { return m_hit; }
    qreal appear() const { return m_appear; }
    void setAppear(qreal appear);
    qreal fill() const { return m_fill; }
    void setFill(qreal fill);
    // Starts the slide-in after `delayMs`, then the score bar.
    void reveal(int delayMs);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void activated(qint64 chunkId);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void enterEvent(QEnterEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    int lineHeight() const;
    int textWidth(int width) const;
    // The heading broken at a word to fit `width`, the second line elided: one or two lines.
    QStringList headingLines(int width) const;

    Hit m_hit;
    QString m_heading; // "Title › Heading"
    QString m_detail;  // "file.md · rank 2"
    qreal m_appear = 1.0;
    qreal m_fill = 0.0;
    bool m_hovered = false;
};

} // namespace lotse::ui
