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
// entries of several words ("leave of absence") are never returned: the search matches words.
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
    // written so: "zahlen" is "pay", not also "zählen", "count"; without such a head, all of them.
    QStringList lookup(const QString& folded, const QString& written = {}) const;
    qsizetype entries() const { return qsizetype(m_index.size()); }

private:
    struct Entry
    {
        size_t hash;
        quint32 line;
        bool operator<(const Entry& other) const { return hash < other.hash; }
    };
    // The folded single words of the line at `offset`: its head (Pairs) and its list.
    void parseLine(quint32 offset, QString* head, QStringList* words) const;
    // A Pairs line's head as written (lower case, accents kept).
    QString writtenHead(quint32 offset) const;
    static size_t hashOf(const QString& folded);

    QByteArray m_text;
    Layout m_layout = Layout::Groups;
    std::vector<Entry> m_index;
};

} // namespace lotse
