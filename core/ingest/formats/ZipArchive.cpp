// SPDX-License-Identifier: GPL-3.0-or-later
#include "ZipArchive.h"

#include <zip.h>

namespace lotse {

namespace {

Error damaged(const QString& what)
{
    return Error::make(
        Error::Code::InvalidInput,
        ZipArchive::tr("is a damaged zip container (%1). Save it again from its application.").arg(what));
}

} // namespace

Result<ZipArchive> ZipArchive::open(const QByteArray& bytes, const FormatLimits& limits)
{
    ZipArchive out;
    out.m_bytes = bytes;
    out.m_limits = limits;
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source =
        zip_source_buffer_create(out.m_bytes.constData(), zip_uint64_t(out.m_bytes.size()), 0, &error);
    if (!source) {
        const QString message = QString::fromUtf8(zip_error_strerror(&error));
        zip_error_fini(&error);
        return damaged(message);
    }
    zip_t* archive = zip_open_from_source(source, ZIP_RDONLY, &error);
    if (!archive) {
        zip_source_free(source);
        const QString message = QString::fromUtf8(zip_error_strerror(&error));
        zip_error_fini(&error);
        return damaged(message);
    }
    zip_error_fini(&error);
    out.m_zip.reset(archive, [](zip_t* z) { zip_discard(z); });
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    if (count > limits.maxZipEntries) {
        return Error::make(Error::Code::InvalidInput,
                           tr("holds %1 zip entries (the limit is %2); a document has far fewer, "
                              "so it is refused as a possible zip bomb.")
                               .arg(count)
                               .arg(limits.maxZipEntries));
    }
    for (zip_int64_t i = 0; i < count; ++i) {
        const char* name = zip_get_name(archive, zip_uint64_t(i), ZIP_FL_ENC_GUESS);
        out.m_names.append(name ? QString::fromUtf8(name) : QString());
    }
    return out;
}

QStringList ZipArchive::names() const
{
    return m_names;
}

bool ZipArchive::contains(const QString& name) const
{
    return m_names.contains(name);
}

Result<QByteArray> ZipArchive::read(const QString& name)
{
    const qsizetype index = m_names.indexOf(name);
    if (index < 0)
        return damaged(tr("%1 is missing").arg(name));
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_stat_index(m_zip.get(), zip_uint64_t(index), 0, &stat) != 0)
        return damaged(QString::fromUtf8(zip_strerror(m_zip.get())));
    if ((stat.valid & ZIP_STAT_ENCRYPTION_METHOD) && stat.encryption_method != ZIP_EM_NONE) {
        return Error::make(Error::Code::Unsupported,
                           tr("is password-protected. Save a copy without a password and add that."));
    }
    const qint64 compressed = (stat.valid & ZIP_STAT_COMP_SIZE) ? qint64(stat.comp_size) : 0;
    // Read in blocks and count: the sizes in the headers are only claims.
    const qint64 budget = m_limits.maxUnpackedBytes - m_unpacked;
    const qint64 ratioCap = std::max<qint64>(compressed, 1024) * m_limits.maxCompressionRatio;
    zip_file_t* file = zip_fopen_index(m_zip.get(), zip_uint64_t(index), 0);
    if (!file)
        return damaged(QString::fromUtf8(zip_strerror(m_zip.get())));
    QByteArray data;
    char block[64 * 1024];
    for (;;) {
        const zip_int64_t n = zip_fread(file, block, sizeof block);
        if (n < 0) {
            const QString message = QString::fromUtf8(zip_error_strerror(zip_file_get_error(file)));
            zip_fclose(file);
            return damaged(message);
        }
        if (n == 0)
            break;
        if (data.size() + n > budget || data.size() + n > ratioCap) {
            zip_fclose(file);
            const bool ratio = data.size() + n > ratioCap;
            return Error::make(Error::Code::InvalidInput,
                               ratio ? tr("has an entry (%1) that unpacks to more than %2 times its packed size, which "
                                          "no real document does; it is refused as a possible zip bomb.")
                                           .arg(name)
                                           .arg(m_limits.maxCompressionRatio)
                                     : tr("unpacks to more than %1 MB; it is refused as a possible zip bomb.")
                                           .arg(m_limits.maxUnpackedBytes / (1024 * 1024)));
        }
        data.append(block, qsizetype(n));
    }
    zip_fclose(file);
    m_unpacked += data.size();
    return data;
}

} // namespace lotse
