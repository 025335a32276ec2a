// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <functional>

namespace lotse::ui {

// An inspector tab's status: plain wrapped text, red for an error (which is also logged under
// `topic`), and asked again when the interface language changes.
class StatusLine final : public QLabel
{
    Q_OBJECT
public:
    StatusLine(const QString& objectName, const char* topic, QWidget* parent);

    void setStatus(const QString& text, bool error = false);
    void setStatus(std::function<QString()> text, bool error = false);
    void clearStatus();

private:
    const char* m_topic;
    std::function<QString()> m_text;
};

} // namespace lotse::ui
