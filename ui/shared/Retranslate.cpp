// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared/Retranslate.h"

#include <QCoreApplication>
#include <QEvent>

namespace lotse::ui {

LanguageNotifier::LanguageNotifier(QObject* parent)
    : QObject(parent)
{
    parent->installEventFilter(this);
}

LanguageNotifier& LanguageNotifier::instance()
{
    // A child of the application: it goes when the application goes (tests create one per process).
    static LanguageNotifier* notifier = new LanguageNotifier(QCoreApplication::instance());
    return *notifier;
}

bool LanguageNotifier::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parent() && event->type() == QEvent::LanguageChange)
        Q_EMIT changed();
    return false;
}

void retranslate(QObject* owner, std::function<void()> apply)
{
    apply();
    QObject::connect(&LanguageNotifier::instance(), &LanguageNotifier::changed, owner, std::move(apply));
}

} // namespace lotse::ui
