// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

class QLabel;
class QSettings;
class QSpinBox;

namespace lotse::ui {

// The settings dialog's "Documents" group: how long one document may take to read and how much
// memory its reader may use (the reader process is stopped beyond either: FormatLimits,
// ReaderPool), and the largest file that is read at all.
class DocumentLimitsBox final : public QGroupBox
{
    Q_OBJECT
public:
    explicit DocumentLimitsBox(QWidget* parent = nullptr);

    void load(const QSettings& settings);
    void save(QSettings& settings) const;
    QList<QWidget*> focusChain() const;

private:
    QSpinBox* spin(const QString& objectName, const QString& settingName);
    void updateSuffixes();

    QSpinBox* m_seconds = nullptr;
    QSpinBox* m_memory = nullptr;
    QSpinBox* m_fileSize = nullptr;
    QLabel* m_secondsLabel = nullptr;
    QLabel* m_memoryLabel = nullptr;
    QLabel* m_fileSizeLabel = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace lotse::ui
