// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace lotse {

// Splits text into lower-case words the way SQLite FTS5's `unicode61 remove_diacritics 2`
// tokenizer does, so that terms computed in C++ (grading, answer extraction) agree with what the
// index matched: Latin letters lose their marks ("Müller" is "muller"), other scripts keep theirs,
// compatibility forms stay ("ﬁle", "x²", "½"). tst_tokenizer_fts5 compares the two over every corpus.
class Tokenizer final
{
public:
    static QStringList tokens(QStringView text);
    // The same words lower-cased as written, marks kept ("ändern", not "andern"): one for each of tokens().
    static QStringList written(QStringView text);
    static QString fold(QStringView word);
};

} // namespace lotse
