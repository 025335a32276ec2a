// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>
#include <memory>

struct zip;

namespace lotse {

// A zip file in memory (DOCX and ODT are zips), read with libzip under limits: entry count, bytes
// unpacked in total, and compression ratio per entry, counted while reading rather than taken from
// the headers, which a zip bomb can fake.
class ZipArchive final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ZipArchive)

public:
    static Result<ZipArchive> open(const QByteArray& bytes, const FormatLimits& limits);

    QStringList names() const;
    bool contains(const QString& name) const;
    // The whole entry, or an error when it is missing, damaged, encrypted or over a limit.
    Result<QByteArray> read(const QString& name);

private:
    QByteArray m_bytes; // libzip reads from this buffer: it lives as long as the archive
    std::shared_ptr<zip> m_zip;
    FormatLimits m_limits;
    QStringList m_names;
    qint64 m_unpacked = 0;
};

} // namespace lotse
