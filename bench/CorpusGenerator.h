// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HandbookPage.h"

#include <QMap>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>

namespace lotse::bench {

// A folder of generated handbook pages of 1-27 KB of text in every format Lotse reads: Markdown,
// plain text, HTML, DOCX, ODT and PDF in turn (a sixth each), in 20 department folders. Seeded:
// the same seed and count give the same files, byte for byte.
class CorpusGenerator final
{
public:
    struct Stats
    {
        int files = 0;
        qint64 bytes = 0;
        QMap<QString, int> filesBySuffix;
        QMap<QString, qint64> bytesBySuffix;
        QString text() const; // "5000 files, 61.2 MB: 834 md (8.1 MB), ..."
    };

    explicit CorpusGenerator(quint32 seed = 42);

    static QStringList suffixes(); // the formats in the order the files take them
    // Writes `count` files below `folder`; false (and `error`) when a file cannot be written.
    bool generate(const QString& folder, int count, Stats* stats = nullptr, QString* error = nullptr);
    // Reads every file below `folder` with Lotse's own readers; the messages of those that fail.
    static QStringList unreadable(const QString& folder);

    HandbookPage page(int index); // the next page's content (advances the generator)
    QByteArray render(const HandbookPage& page, const QString& suffix) const;

private:
    QString words(int count);

    QRandomGenerator m_rng;
};

} // namespace lotse::bench
