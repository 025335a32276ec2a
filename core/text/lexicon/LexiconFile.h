// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QStringList>
#include <vector>

namespace lotse {

// One word list of resources/lexicon, kept as its UTF-8 bytes with a sorted index of word hashes to
// line offsets: the translation tables have 100,000 lines each, and a hash of QStrings per entry would
// cost ten times the memory. Two layouts: `Groups` ("a;b;c": each word is related to the others) and
// `Pairs` ("word<TAB>x;y": the word to its translations). Words are compared folded (Tokenizer::fold);
// entries of several words ("sick day") come only from phrases(), for a search that looks for them side by
// side.
class LexiconFile final
{
public:
    enum class Layout { Groups, Pairs };
    static Result<LexiconFile> load(const QString& path, Layout layout);
    // A word list's bytes, or an error that names the file (PhraseList reads its file the same way).
    static Result<QByteArray> read(const QString& path);
    static LexiconFile fromText(const QByteArray& utf8, Layout layout);
    LexiconFile() = default;

    // The words related to `folded` (itself excluded), in the file's order, each once. With `written`
    // (the word in lower case with its accents), a Pairs file whose heads fold alike keeps to the head
    // written so: "zahlen" is "pay", not also "zählen", "count"; without such a head, all of them, unless
    // `writtenOnly`: then none ("kündig" has no head, and "kundig" is another word).
    QStringList lookup(const QString& folded, const QString& written = {}, bool writtenOnly = false) const;
    // The entries of two or more words related to `folded`, each as its folded words joined by a space
    // ("krankheitstag": "sick day"), chosen as by lookup().
    QStringList phrases(const QString& folded, const QString& written = {}) const;
    qsizetype entries() const { return qsizetype(m_index.size()); }

private:
    struct Entry
    {
        size_t hash;
        quint32 line;
        bool operator<(const Entry& other) const { return hash < other.hash; }
    };
    struct Line
    {
        QString head;        // Pairs only
        QStringList words;   // the folded single words of its list
        QStringList phrases; // its entries of several words, folded, joined by a space
    };
    Line parseLine(quint32 offset) const;
    // The lines that list `folded` (Groups) or are headed by it (Pairs), as lookup() chooses them.
    QList<Line> linesOf(const QString& folded, const QString& written, bool writtenOnly = false) const;
    // A Pairs line's head as written (lower case, accents kept).
    QString writtenHead(quint32 offset) const;
    static size_t hashOf(const QString& folded);

    QByteArray m_text;
    Layout m_layout = Layout::Groups;
    std::vector<Entry> m_index;
};

} // namespace lotse
