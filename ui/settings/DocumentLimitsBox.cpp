// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/DocumentLimitsBox.h"

#include "ingest/formats/FormatLimits.h"
#include "shared/Retranslate.h"

#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>

namespace lotse::ui {

namespace {

FormatLimits::Setting setting(const QString& name)
{
    for (const FormatLimits::Setting& s : FormatLimits::settings()) {
        if (s.name == name)
            return s;
    }
    return {};
}

} // namespace

DocumentLimitsBox::DocumentLimitsBox(QWidget* parent)
    : QGroupBox(parent)
{
    // Texts are set in the retranslate block at the end.
    setObjectName(QStringLiteral("documentLimitsBox"));
    auto* form = new QFormLayout(this);
    m_seconds = spin(QStringLiteral("readSecondsSpin"), QStringLiteral("read-seconds"));
    m_memory = spin(QStringLiteral("readMemorySpin"), QStringLiteral("read-memory-mb"));
    m_memory->setSingleStep(256);
    m_fileSize = spin(QStringLiteral("maxFileSpin"), QStringLiteral("max-file-mb"));
    m_secondsLabel = new QLabel(this);
    m_memoryLabel = new QLabel(this);
    m_fileSizeLabel = new QLabel(this);
    for (const auto& [label, spinBox] : {std::pair{m_secondsLabel, m_seconds}, std::pair{m_memoryLabel, m_memory},
                                         std::pair{m_fileSizeLabel, m_fileSize}}) {
        label->setBuddy(spinBox);
        form->addRow(label, spinBox);
    }
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("documentLimitsNote"));
    m_note->setWordWrap(true);
    form->addRow(QString(), m_note);
    connect(m_seconds, &QSpinBox::valueChanged, this, &DocumentLimitsBox::updateSuffixes);

    retranslate(this, [this] {
        setTitle(tr("Documents"));
        m_secondsLabel->setText(tr("Ma&ximum reading time:"));
        m_seconds->setAccessibleName(tr("Longest time to read one file"));
        m_seconds->setToolTip(tr("A file that takes longer to read is stopped and listed as failed with the reason; "
                                 "the rest of the folder goes on"));
        m_memoryLabel->setText(tr("Memory for reading one file:"));
        m_memory->setAccessibleName(tr("Most memory for reading one file"));
        m_memory->setSuffix(tr(" MB"));
        m_memory->setToolTip(tr("A file that needs more memory to read is stopped and listed as failed"));
        m_fileSizeLabel->setText(tr("Largest file si&ze:"));
        m_fileSize->setAccessibleName(tr("Largest file to read"));
        m_fileSize->setSuffix(tr(" MB"));
        m_fileSize->setToolTip(tr("Larger files are not read; they are listed with the reason"));
        m_note->setText(tr("Files over a limit are not read again until they change or you retry them from the "
                           "documents list."));
        updateSuffixes();
    });
}

QSpinBox* DocumentLimitsBox::spin(const QString& objectName, const QString& settingName)
{
    const FormatLimits::Setting s = setting(settingName);
    auto* box = new QSpinBox(this);
    box->setObjectName(objectName);
    box->setRange(int(s.min), int(s.max));
    box->setValue(int(s.defaultValue));
    box->setProperty("settingKey", s.key);
    return box;
}

void DocumentLimitsBox::updateSuffixes()
{
    m_seconds->setSuffix(tr(" second(s)", "after a number of seconds", m_seconds->value()));
}

void DocumentLimitsBox::load(const QSettings& settings)
{
    for (QSpinBox* box : {m_seconds, m_memory, m_fileSize}) {
        bool ok = false;
        const int value = settings.value(box->property("settingKey").toString()).toInt(&ok);
        if (ok && value > 0)
            box->setValue(value); // clamped to the box's range, as FormatLimits::fromSettings() would
    }
}

void DocumentLimitsBox::save(QSettings& settings) const
{
    for (const QSpinBox* box : {m_seconds, m_memory, m_fileSize})
        settings.setValue(box->property("settingKey").toString(), box->value());
}

QList<QWidget*> DocumentLimitsBox::focusChain() const
{
    return {m_seconds, m_memory, m_fileSize};
}

} // namespace lotse::ui
