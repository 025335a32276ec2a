// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLineEdit;
class QPushButton;

namespace lotse::ui {

// The question box: Enter or the Ask button asks; while an answer is being worked out the
// button turns into Stop.
class QuestionBar final : public QWidget
{
    Q_OBJECT
public:
    explicit QuestionBar(QWidget* parent = nullptr);

    void setRunning(bool running);
    bool isRunning() const { return m_running; }
    QString question() const;
    void focusQuestion();

Q_SIGNALS:
    void askRequested(const QString& question);
    void stopRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void submit();

    QLineEdit* m_edit = nullptr;
    QPushButton* m_button = nullptr;
    bool m_running = false;
};

} // namespace lotse::ui
