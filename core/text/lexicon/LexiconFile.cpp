// SPDX-License-Identifier: GPL-3.0-or-later
#include "LexiconFile.h"

#include "common/Error.h"
#include "text/Tokenizer.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <algorithm>

namespace lotse {

namespace {

QStringList foldedTokens(QByteArrayView raw)
{
    raw = raw.trimmed();
    // Most entries are one plain lower-case word, which folds to itself: loading 360,000 dictionary lines
    // took a third longer through the tokenizer.
    const auto plain = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    if (!raw.isEmpty() && std::all_of(raw.begin(), raw.end(), plain))
        return {QString::fromLatin1(raw)};
    return Tokenizer::tokens(QString::fromUtf8(raw));
}

// A word of the file folded as the index folds it, or empty when it is several words.
QString single(QByteArrayView raw)
{
    const QStringList tokens = foldedTokens(raw);
    return tokens.size() == 1 ? tokens.first() : QString();
}

} // namespace

Result<QByteArray> LexiconFile::read(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Io,
                           QCoreApplication::translate("lotse::LexiconFile", "The word list %1 cannot be read: %2.")
                               .arg(path, file.errorString()));
    }
    return file.readAll();
}

Result<LexiconFile> LexiconFile::load(const QString& path, Layout layout)
{
    auto text = read(path);
    if (!text)
        return text.error();
    return fromText(text.value(), layout);
}

size_t LexiconFile::hashOf(const QString& folded)
{
    return qHash(folded, 0); // seed 0: the index and the lookups must agree
}

LexiconFile LexiconFile::fromText(const QByteArray& utf8, Layout layout)
{
    LexiconFile f;
    f.m_text = utf8;
    f.m_layout = layout;
    qsizetype at = 0;
    while (at < f.m_text.size()) {
        qsizetype end = f.m_text.indexOf('\n', at);
        if (end < 0)
            end = f.m_text.size();
        if (end > at && f.m_text.at(at) != '#') {
            const auto offset = quint32(at);
            if (layout == Layout::Pairs) {
                // Only the head is a key: folding every translation of 100,000 lines doubled the load time.
                const qsizetype tab = f.m_text.indexOf('\t', at);
                if (tab > at && tab < end) {
                    if (const QString head = single(QByteArrayView(f.m_text).sliced(at, tab - at)); !head.isEmpty())
                        f.m_index.push_back({hashOf(head), offset});
                }
            } else {
                for (const QString& w : f.parseLine(offset).words)
                    f.m_index.push_back({hashOf(w), offset});
            }
        }
        at = end + 1;
    }
    std::stable_sort(f.m_index.begin(), f.m_index.end());
    return f;
}

LexiconFile::Line LexiconFile::parseLine(quint32 offset) const
{
    Line out;
    qsizetype end = m_text.indexOf('\n', offset);
    if (end < 0)
        end = m_text.size();
    QByteArrayView line(m_text.constData() + offset, end - offset);
    if (m_layout == Layout::Pairs) {
        const qsizetype tab = line.indexOf('\t');
        if (tab < 0)
            return out;
        out.head = single(line.first(tab));
        line = line.sliced(tab + 1);
    }
    qsizetype from = 0;
    while (from <= line.size()) {
        qsizetype to = line.indexOf(';', from);
        if (to < 0)
            to = line.size();
        const QStringList tokens = foldedTokens(line.sliced(from, to - from));
        QStringList& list = tokens.size() == 1 ? out.words : out.phrases;
        if (const QString entry = tokens.join(QLatin1Char(' ')); !entry.isEmpty() && !list.contains(entry))
            list.append(entry);
        from = to + 1;
    }
    return out;
}

QList<LexiconFile::Line> LexiconFile::linesOf(const QString& folded, const QString& written, bool writtenOnly) const
{
    const auto range = std::equal_range(m_index.cbegin(), m_index.cend(), Entry{hashOf(folded), 0});
    // Only the lines headed by the word as written, when there are such lines among several.
    bool writtenFound = false;
    if (m_layout == Layout::Pairs && !written.isEmpty())
        writtenFound =
            std::any_of(range.first, range.second, [&](const Entry& e) { return writtenHead(e.line) == written; });
    QList<Line> out;
    for (auto it = range.first; it != range.second; ++it) {
        Line line = parseLine(it->line);
        // A hash collision, or a group that holds the word only as part of a phrase.
        if (m_layout == Layout::Pairs ? line.head != folded : !line.words.contains(folded))
            continue;
        if ((writtenFound || writtenOnly) && writtenHead(it->line) != written)
            continue;
        out.append(std::move(line));
    }
    return out;
}

QStringList LexiconFile::lookup(const QString& folded, const QString& written, bool writtenOnly) const
{
    QStringList out;
    for (const Line& line : linesOf(folded, written, writtenOnly)) {
        for (const QString& w : line.words) {
            if (w != folded && !out.contains(w))
                out.append(w);
        }
    }
    return out;
}

QStringList LexiconFile::phrases(const QString& folded, const QString& written) const
{
    QStringList out;
    for (const Line& line : linesOf(folded, written)) {
        for (const QString& p : line.phrases) {
            if (!out.contains(p))
                out.append(p);
        }
    }
    return out;
}

QString LexiconFile::writtenHead(quint32 offset) const
{
    const qsizetype tab = m_text.indexOf('\t', offset);
    const qsizetype end = m_text.indexOf('\n', offset);
    if (tab < 0 || (end >= 0 && tab > end))
        return {};
    return QString::fromUtf8(QByteArrayView(m_text).sliced(offset, tab - offset)).trimmed().toLower();
}

} // namespace lotse
