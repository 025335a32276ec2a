// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QTimer;

namespace lotse::ui {

// The filter above the document list: a search field (Esc clears it, Return goes to the list) and a
// line that counts the documents (how many are shown while it filters, how many could not be read).
class DocumentFilterRow final : public QWidget
{
    Q_OBJECT

public:
    explicit DocumentFilterRow(QWidget* parent = nullptr);

    QString text() const;
    QLineEdit* field() const { return m_field; }
    // "3 of 120 documents" while `filtering`, "120 documents" otherwise; ", 2 not readable" when files failed.
    void setCounts(bool filtering, int shown, int total, int failed);
    // Puts the focus into the field with its text selected.
    void focusField();

Q_SIGNALS:
    // The filter text once typing pauses (a list of thousands of rows is filtered once, not per key).
    void filterChanged(const QString& text);
    // Return: the filter text at once; the list takes the focus next.
    void submitted(const QString& text);

private:
    void showCounts();

    QLineEdit* m_field = nullptr;
    QLabel* m_hint = nullptr;
    QTimer* m_typing = nullptr;
    bool m_filtering = false;
    int m_shown = 0;
    int m_total = 0;
    int m_failed = 0;
};

} // namespace lotse::ui
