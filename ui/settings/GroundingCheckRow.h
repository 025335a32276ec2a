// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;

namespace lotse::ui {

// How answers are checked against their passages with a provider: by the local check alone, or by
// a grounding call to a model as well, on the chat deployment or a second one (a different model
// catches what the writing model takes for granted).
class GroundingCheckRow final : public QWidget
{
    Q_OBJECT
public:
    explicit GroundingCheckRow(QWidget* parent = nullptr);

    void setCheck(bool byModel, const QString& deployment);
    bool byModel() const;
    QString deployment() const;
    QList<QWidget*> focusChain() const;

Q_SIGNALS:
    void edited();

private:
    QComboBox* m_mode = nullptr;
    QLineEdit* m_deployment = nullptr;
};

} // namespace lotse::ui
