// SPDX-License-Identifier: GPL-3.0-or-later
#include "FloatFile.h"

#include <unistd.h>

namespace lotse::bench {

FloatFile::FloatFile(const QString& path, int dimensions)
    : m_file(path)
    , m_dimensions(dimensions)
{}

FloatFile::~FloatFile()
{
    m_file.close();
    m_file.remove();
}

bool FloatFile::open()
{
    return m_file.open(QIODevice::ReadWrite | QIODevice::Truncate);
}

bool FloatFile::append(const float* rows, qsizetype count)
{
    const qint64 bytes = qint64(count) * m_dimensions * qint64(sizeof(float));
    if (m_file.write(reinterpret_cast<const char*>(rows), bytes) != bytes)
        return false;
    m_rows += count;
    return true;
}

bool FloatFile::finish()
{
    return m_file.flush();
}

bool FloatFile::readRows(qsizetype first, qsizetype count, float* out) const
{
    const std::size_t bytes = std::size_t(count) * std::size_t(m_dimensions) * sizeof(float);
    const off_t at = off_t(first) * m_dimensions * off_t(sizeof(float));
    return ::pread(m_file.handle(), out, bytes, at) == ssize_t(bytes);
}

Result<QHash<qint64, QList<float>>> FloatFile::read(const QList<qint64>& ids) const
{
    QHash<qint64, QList<float>> out;
    out.reserve(ids.size());
    for (qint64 id : ids) {
        QList<float> v(m_dimensions);
        if (id < 0 || id >= m_rows || !readRows(id, 1, v.data()))
            return Error::make(Error::Code::Io, QStringLiteral("reading vector %1 failed").arg(id));
        out.insert(id, std::move(v));
    }
    return out;
}

} // namespace lotse::bench
