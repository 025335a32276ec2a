// SPDX-License-Identifier: GPL-3.0-or-later
#include "InterfaceLanguage.h"

#include <QMutex>

namespace lotse {

namespace {

QMutex mutex; // set on the GUI thread, read on ingest threads
QString& code()
{
    static QString value = QStringLiteral("en");
    return value;
}

} // namespace

QString InterfaceLanguage::current()
{
    const QMutexLocker lock(&mutex);
    return code();
}

void InterfaceLanguage::set(const QString& language)
{
    const QMutexLocker lock(&mutex);
    code() = language;
}

} // namespace lotse
