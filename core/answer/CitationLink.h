// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QUrl>
#include <functional>
#include <optional>

namespace lotse {

// Citations are Markdown links whose target names a chunk: [Title › Heading](lotse://chunk/42).
class CitationLink final
{
public:
    static QString scheme() { return QStringLiteral("lotse"); }
    static QUrl url(qint64 chunkId);
    static QString markdown(const QString& label, qint64 chunkId);
    static std::optional<qint64> chunkId(const QUrl& url);
    // Chunk ids of every citation link in a Markdown text, in order of appearance.
    static QList<qint64> chunkIds(const QString& markdown);
    // The text with every citation link turned into "[Source: label, file]" for pasting elsewhere,
    // where lotse:// links mean nothing. `fileOf` names a chunk's file (empty: label only).
    static QString withSourceNames(const QString& markdown, const std::function<QString(qint64)>& fileOf);
};

} // namespace lotse
