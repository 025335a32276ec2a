// SPDX-License-Identifier: GPL-3.0-or-later
// VectorIndex kept between runs: its arrays in one file, the binary layout's int8 rows in their own.
#include "BinaryCodes.h"
#include "CodeFile.h"
#include "VectorIndex.h"
#include "common/Logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <cstring>

namespace lotse {

namespace {

// The file starts with this, then the key, the ids, the scales, and the int8 codes (in-memory
// layout) or the bits (binary layout). Native byte order: the file is a cache of this machine's.
struct Header
{
    char magic[8] = {'L', 'O', 'T', 'S', 'E', 'V', 'X', '1'};
    quint32 byteOrder = 0x01020304;
    quint32 format = 1;
    qint32 dimensions = 0;
    quint32 layout = 0;
    quint64 stride = 0;
    qint64 count = 0;
    quint64 words = 0; // bits per row / 64, binary layout only
    quint32 keyBytes = 0;
    quint32 reserved = 0;
};

bool write(QIODevice& out, const void* data, std::size_t bytes)
{
    return bytes == 0 || out.write(static_cast<const char*>(data), qint64(bytes)) == qint64(bytes);
}

bool read(QIODevice& in, void* data, std::size_t bytes)
{
    return bytes == 0 || in.read(static_cast<char*>(data), qint64(bytes)) == qint64(bytes);
}

Error notKept(const QString& why)
{
    return Error::make(Error::Code::NotFound, why);
}

} // namespace

void VectorIndex::keepFileIn(const QString& directory)
{
    m_directory = directory;
    m_keepFile = true;
}

Status VectorIndex::save(const QString& path, const QString& codesPath, const QByteArray& key) const
{
    if (const Status finished = ensureFinished(); !finished)
        return finished;
    if (m_bits && size() > 0) {
        if (!m_keepFile)
            return Error::make(Error::Code::Internal, QStringLiteral("VectorIndex::save without keepFileIn"));
        if (const Status kept = m_file->keepAs(codesPath); !kept)
            return kept;
    }
    Header h;
    h.dimensions = m_dimensions;
    h.layout = quint32(m_layout);
    h.stride = m_stride;
    h.count = size();
    h.words = m_bits ? m_bits->words() : 0;
    h.keyBytes = quint32(key.size());
    QSaveFile out(path);
    // Owner only, as the int8 file (QTemporaryFile): vectors can be turned back into text roughly.
    const auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    const std::size_t n = std::size_t(size());
    const bool written = out.open(QIODevice::WriteOnly) && out.setPermissions(ownerOnly) && write(out, &h, sizeof h)
                         && write(out, key.data(), key.size()) && write(out, m_ids.data(), n * sizeof(qint64))
                         && write(out, m_scales.data(), n * sizeof(float))
                         && (m_bits ? write(out, m_bits->data(), n * m_bits->words() * sizeof(std::uint64_t))
                                    : write(out, m_codes.data(), n * m_stride));
    if (!written || !out.commit())
        return Error::make(
            Error::Code::Io,
            tr("The vector index could not be kept in %1: %2").arg(QDir::toNativeSeparators(path), out.errorString()));
    return success();
}

Result<std::unique_ptr<VectorIndex>> VectorIndex::restore(const QString& path, const QString& codesPath,
                                                          const QByteArray& key)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return notKept(QStringLiteral("no kept index"));
    Header h;
    const Header expected;
    QByteArray storedKey;
    if (!read(in, &h, sizeof h) || std::memcmp(h.magic, expected.magic, sizeof h.magic) != 0
        || h.byteOrder != expected.byteOrder || h.format != expected.format || h.keyBytes != quint32(key.size()))
        return notKept(QStringLiteral("a kept index of another format or key"));
    storedKey.resize(h.keyBytes);
    if (!read(in, storedKey.data(), h.keyBytes) || storedKey != key)
        return notKept(QStringLiteral("a kept index of another knowledge base state"));
    const auto layout = VectorLayout(h.layout);
    auto index = std::make_unique<VectorIndex>(h.dimensions, layout, QFileInfo(path).absolutePath());
    const std::size_t n = std::size_t(std::max<qint64>(h.count, 0));
    const std::size_t rowBytes = index->m_bits ? index->m_bits->words() * sizeof(std::uint64_t) : index->m_stride;
    const qint64 size = qint64(sizeof h) + h.keyBytes + qint64(n) * qint64(sizeof(qint64) + sizeof(float) + rowBytes);
    if (index->m_layout != layout || index->m_stride != h.stride || (index->m_bits && index->m_bits->words() != h.words)
        || in.size() != size)
        return notKept(QStringLiteral("a kept index of another layout or size"));
    index->m_ids.resize(n);
    index->m_scales.resize(n);
    bool ok = read(in, index->m_ids.data(), n * sizeof(qint64)) && read(in, index->m_scales.data(), n * sizeof(float));
    if (index->m_bits) {
        ok = ok && read(in, index->m_bits->resize(qsizetype(n)), n * rowBytes);
        if (n == 0)
            return index;
        auto codes = CodeFile::openKept(codesPath, index->m_stride, qsizetype(n));
        if (!codes)
            return notKept(codes.error().message);
        index->m_file = std::move(codes).value();
        index->m_keepFile = true;
    } else {
        index->m_codes.resize(n * index->m_stride);
        ok = ok && read(in, index->m_codes.data(), n * index->m_stride);
    }
    if (!ok)
        return notKept(QStringLiteral("a kept index that could not be read to its end"));
    return index;
}

} // namespace lotse
