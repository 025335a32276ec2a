// SPDX-License-Identifier: GPL-3.0-or-later
#include "conversation/NumberedCitations.h"

#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

namespace lotse::ui {

namespace {

struct Source
{
    qint64 chunkId = 0;
    QString label;
};

} // namespace

QString NumberedCitations::apply(const QString& markdown, const QList<Citation>& citations)
{
    static const QRegularExpression link(QStringLiteral(R"(\[((?:\\.|[^\]\\\n])*)\]\((lotse://chunk/(\d+)[^)\s]*)\))"));
    QHash<qint64, int> numbers;
    QList<Source> sources;
    QString out;
    qsizetype last = 0;
    for (auto it = link.globalMatch(markdown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const qint64 chunk = m.captured(3).toLongLong();
        if (!numbers.contains(chunk)) {
            numbers.insert(chunk, int(sources.size()) + 1);
            sources.append({chunk, m.captured(1)});
        }
        out += QStringView(markdown).mid(last, m.capturedStart() - last);
        // One arg() call: a "%2" in a link must not be taken for a placeholder.
        out += QStringLiteral("[\\[%1\\]](%2)").arg(QString::number(numbers.value(chunk)), m.captured(2));
        last = m.capturedEnd();
    }
    if (sources.isEmpty())
        return markdown;
    out += QStringView(markdown).mid(last);

    QHash<qint64, const Citation*> byChunk;
    for (const Citation& c : citations)
        byChunk.insert(c.chunkId, &c);
    out += QStringLiteral("\n\n**%1**\n\n").arg(tr("Sources"));
    for (int i = 0; i < sources.size(); ++i) {
        const Source& s = sources.at(i);
        const Citation* c = byChunk.value(s.chunkId);
        // The label says title › heading (and the page); the file tells two documents of one title apart.
        const QString file = c ? QFileInfo(c->path).fileName() : QString();
        out += QStringLiteral("%1. [%2](lotse://chunk/%3)%4\n")
                   .arg(QString::number(i + 1), s.label, QString::number(s.chunkId),
                        file.isEmpty() ? QString() : QStringLiteral(" · ") + file);
    }
    return out;
}

} // namespace lotse::ui
