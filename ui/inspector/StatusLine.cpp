// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatusLine.h"

#include "shared/Format.h"
#include "shared/Retranslate.h"
#include "shared/UiLog.h"

namespace lotse::ui {

StatusLine::StatusLine(const QString& objectName, const char* topic, QWidget* parent)
    : QLabel(parent)
    , m_topic(topic)
{
    setObjectName(objectName);
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    retranslate(this, [this] {
        if (m_text)
            setText(m_text());
    });
}

void StatusLine::setStatus(const QString& text, bool error)
{
    setStatus([text] { return text; }, error);
}

void StatusLine::setStatus(std::function<QString()> text, bool error)
{
    m_text = std::move(text);
    setText(m_text());
    QPalette p = palette();
    p.setColor(QPalette::WindowText, error ? Format::errorColor(parentWidget()->palette())
                                           : parentWidget()->palette().color(QPalette::WindowText));
    setPalette(p);
    if (error)
        qCWarning(lcUi) << m_topic << this->text();
}

void StatusLine::clearStatus()
{
    m_text = nullptr;
    clear();
}

} // namespace lotse::ui
