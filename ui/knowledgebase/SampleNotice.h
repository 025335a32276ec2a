// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace lotse::ui {

// Shown while the sample handbook (a fictional company's policies) sits beside a company's own
// documents: Lotse would answer from both, so it says so and offers to remove the sample.
class SampleNotice final : public QFrame
{
    Q_OBJECT
public:
    explicit SampleNotice(QWidget* parent = nullptr);

    // Visible only when both are there.
    void update(int sampleDocuments, int ownDocuments);

Q_SIGNALS:
    void removeRequested();

private:
    QLabel* m_text = nullptr;
    QPushButton* m_remove = nullptr;
};

} // namespace lotse::ui
