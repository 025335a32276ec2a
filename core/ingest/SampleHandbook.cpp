// SPDX-License-Identifier: GPL-3.0-or-later
#include "SampleHandbook.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStandardPaths>

namespace lotse {

QStringList SampleHandbook::languages()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

QString SampleHandbook::defaultFolder(const QString& language)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sample-handbook/")
           + language;
}

bool SampleHandbook::isSample(const QString& documentPath)
{
    const QString path = QDir::cleanPath(documentPath);
    for (const QString& language : languages()) {
        if (path.startsWith(QDir::cleanPath(defaultFolder(language)) + QLatin1Char('/')))
            return true;
    }
    return false;
}

Result<QString> SampleHandbook::extract(const QString& folder, const QString& language)
{
    if (!languages().contains(language)) {
        return Error::make(Error::Code::InvalidInput, tr("There is no sample handbook in “%1”. Choose one of: %2.")
                                                          .arg(language, languages().join(QStringLiteral(", "))));
    }
    if (!QDir().mkpath(folder)) {
        return Error::make(
            Error::Code::Io,
            tr("Cannot create the folder %1 for the sample handbook.").arg(QDir::toNativeSeparators(folder)));
    }
    QDirIterator it(QStringLiteral(":/handbook/") + language, {QStringLiteral("*.md")}, QDir::Files);
    int copied = 0;
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = folder + QLatin1Char('/') + it.fileName();
        QFile in(source);
        if (!in.open(QIODevice::ReadOnly))
            return Error::make(Error::Code::Internal, tr("The bundled file %1 is unreadable.").arg(source));
        const QByteArray content = in.readAll();
        QFile existing(target);
        if (existing.open(QIODevice::ReadOnly) && existing.readAll() == content) {
            ++copied;
            continue;
        }
        existing.close();
        QFile out(target);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(content) != content.size()) {
            return Error::make(Error::Code::Io,
                               tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(target), out.errorString()));
        }
        ++copied;
    }
    if (copied == 0)
        return Error::make(Error::Code::Internal, tr("The sample handbook is missing from this build."));
    return folder;
}

} // namespace lotse
