// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/SentenceSplitter.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QUrl>
#include <functional>
#include <optional>

namespace lotse {

// Citations are Markdown links whose target names a chunk: [Title › Heading](lotse://chunk/42). A
// checked citation also names the words it relies on, as offsets into the passage's text:
// lotse://chunk/42#quote=120-188 (the source view marks them).
class CitationLink final
{
public:
    static QString scheme() { return QStringLiteral("lotse"); }
    static QUrl url(qint64 chunkId);
    static QUrl url(qint64 chunkId, TextSpan quote);
    static QString markdown(const QString& label, qint64 chunkId);
    static QString markdown(const QString& label, qint64 chunkId, TextSpan quote);
    static std::optional<qint64> chunkId(const QUrl& url);
    static std::optional<TextSpan> quote(const QUrl& url);
    // A citation link in Markdown: group 1 the label (escaped), group 2 the target.
    static const QRegularExpression& pattern();
    // Chunk ids of every citation link in a Markdown text, in order of appearance.
    static QList<qint64> chunkIds(const QString& markdown);
    // The text with every citation link turned into "[Source: label, file]" for pasting elsewhere,
    // where lotse:// links mean nothing. `fileOf` names a chunk's file (empty: label only).
    static QString withSourceNames(const QString& markdown, const std::function<QString(qint64)>& fileOf);
};

} // namespace lotse
