// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationLink.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace lotse {

QUrl CitationLink::url(qint64 chunkId)
{
    return QUrl(QStringLiteral("lotse://chunk/%1").arg(chunkId));
}

QUrl CitationLink::url(qint64 chunkId, TextSpan quote)
{
    QUrl u = url(chunkId);
    if (quote.length() > 0)
        u.setFragment(QStringLiteral("quote=%1-%2").arg(quote.start).arg(quote.end));
    return u;
}

const QRegularExpression& CitationLink::pattern()
{
    static const QRegularExpression link(
        QStringLiteral(R"(\[((?:[^\]\\]|\\.)*)\]\((lotse://chunk/\d+(?:#quote=\d+-\d+)?)\))"));
    return link;
}

QString CitationLink::markdown(const QString& label, qint64 chunkId, TextSpan quote)
{
    QString out = markdown(label, chunkId);
    if (quote.length() > 0)
        out.insert(out.size() - 1, QLatin1Char('#') + url(chunkId, quote).fragment());
    return out;
}

QString CitationLink::markdown(const QString& label, qint64 chunkId)
{
    QString text = label;
    // Brackets would end the link text early; a backslash escapes them in Markdown.
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('['), QStringLiteral("\\["));
    text.replace(QLatin1Char(']'), QStringLiteral("\\]"));
    return QStringLiteral("[%1](%2)").arg(text, url(chunkId).toString());
}

std::optional<qint64> CitationLink::chunkId(const QUrl& url)
{
    if (url.scheme() != scheme() || url.host() != QStringLiteral("chunk"))
        return std::nullopt;
    bool ok = false;
    const qint64 id = url.path().mid(1).toLongLong(&ok);
    if (!ok || id <= 0)
        return std::nullopt;
    return id;
}

std::optional<TextSpan> CitationLink::quote(const QUrl& url)
{
    static const QRegularExpression fragment(QStringLiteral(R"(^quote=(\d+)-(\d+)$)"));
    const QRegularExpressionMatch m = fragment.match(url.fragment());
    if (!m.hasMatch())
        return std::nullopt;
    const TextSpan span{m.captured(1).toLongLong(), m.captured(2).toLongLong()};
    if (span.length() <= 0)
        return std::nullopt;
    return span;
}

QList<qint64> CitationLink::chunkIds(const QString& markdown)
{
    QList<qint64> ids;
    QRegularExpressionMatchIterator it = pattern().globalMatch(markdown);
    while (it.hasNext()) {
        if (const auto id = chunkId(QUrl(it.next().captured(2))))
            ids.append(*id);
    }
    return ids;
}

QString CitationLink::withSourceNames(const QString& markdown, const std::function<QString(qint64)>& fileOf)
{
    const QRegularExpression& link = pattern();
    static const QRegularExpression escaped(QStringLiteral(R"(\\(.))"));
    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = link.globalMatch(markdown);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(markdown).mid(last, match.capturedStart() - last);
        QString label = match.captured(1);
        label.replace(escaped, QStringLiteral("\\1"));
        const auto id = chunkId(QUrl(match.captured(2)));
        const QString file = id ? fileOf(*id) : QString();
        out += file.isEmpty() ? QCoreApplication::translate("lotse::CitationLink", "[Source: %1]").arg(label)
                              : QCoreApplication::translate("lotse::CitationLink", "[Source: %1, %2]").arg(label, file);
        last = match.capturedEnd();
    }
    out += QStringView(markdown).mid(last);
    return out;
}

} // namespace lotse
