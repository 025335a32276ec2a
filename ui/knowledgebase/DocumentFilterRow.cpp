// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/DocumentFilterRow.h"

#include "shared/Retranslate.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace lotse::ui {

namespace {

constexpr int typingPauseMs = 120;

// Esc in the filter box clears it (and nothing else) while it holds text.
class ClearOnEscape final : public QObject
{
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        auto* edit = qobject_cast<QLineEdit*>(watched);
        const bool escape = (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)
                            && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape;
        if (!edit || !escape || edit->text().isEmpty())
            return false;
        event->accept(); // the override claims the key from window shortcuts (Stop)
        if (event->type() == QEvent::KeyPress)
            edit->clear();
        return true;
    }
};

} // namespace

DocumentFilterRow::DocumentFilterRow(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("documentFilterRow"));
    m_field = new QLineEdit(this);
    m_field->setObjectName(QStringLiteral("documentFilter"));
    m_field->setClearButtonEnabled(true);
    m_field->addAction(style()->standardIcon(QStyle::SP_FileDialogContentsView), QLineEdit::LeadingPosition);
    m_field->installEventFilter(new ClearOnEscape(m_field));
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("documentFilterHint"));
    m_hint->setTextFormat(Qt::PlainText);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    // Its own line, as wide as the panel: a count that changes never relayouts the window.
    m_hint->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_hint->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_field);
    layout->addWidget(m_hint);
    setFocusProxy(m_field);

    m_typing = new QTimer(this);
    m_typing->setSingleShot(true);
    m_typing->setInterval(typingPauseMs);
    connect(m_field, &QLineEdit::textChanged, m_typing, qOverload<>(&QTimer::start));
    connect(m_typing, &QTimer::timeout, this, [this] { Q_EMIT filterChanged(text()); });
    connect(m_field, &QLineEdit::returnPressed, this, [this] {
        m_typing->stop();
        Q_EMIT submitted(text());
    });

    retranslate(this, [this] {
        m_field->setPlaceholderText(tr("Filter by title, file name or folder"));
        m_field->setAccessibleName(tr("Filter documents"));
        m_field->setToolTip(
            tr("Shows only documents whose title, file name or path contains every word (Ctrl+F; Esc clears)"));
        showCounts();
    });
}

QString DocumentFilterRow::text() const
{
    return m_field->text().trimmed();
}

void DocumentFilterRow::setCounts(bool filtering, int shown, int total, int failed)
{
    m_filtering = filtering;
    m_shown = shown;
    m_total = total;
    m_failed = failed;
    showCounts();
}

void DocumentFilterRow::showCounts()
{
    // Always the whole list's count, so that it is never mistaken for what the last addition indexed.
    m_hint->setVisible(m_total > 0);
    QString text = m_filtering ? tr("%1 of %n document(s)", nullptr, m_total).arg(QLocale().toString(m_shown))
                               : tr("%n document(s)", nullptr, m_total);
    if (m_failed > 0)
        text = tr("%1, %n not readable", nullptr, m_failed).arg(text);
    m_hint->setText(text);
}

void DocumentFilterRow::focusField()
{
    m_field->setFocus(Qt::ShortcutFocusReason);
    m_field->selectAll();
}

} // namespace lotse::ui
