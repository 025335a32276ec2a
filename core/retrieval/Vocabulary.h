// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "QueryTerm.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QHash>

namespace lotse {

class Database;

// The words of the full-text index, grouped by their English and German stems, so that a
// question's words find their inflected and compound forms in the handbook. Loaded lazily
// and reloaded when another connection has changed the knowledge base (PRAGMA data_version
// does not change for writes on its own connection: give a Vocabulary a read connection).
// Each expansion can be switched off, so a benchmark can measure what it brings.
struct VocabularyExpansions
{
    bool stems = true;     // English and German Snowball stems
    bool compounds = true; // German compound parts
    bool synonyms = true;  // the HR synonym table
};

class Vocabulary final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::Vocabulary)

public:
    using Expansions = VocabularyExpansions;
    explicit Vocabulary(Database& db, Expansions expansions = Expansions());

    // Content words of `text` (stop words dropped, duplicates removed), expanded against the index.
    // German compounds are split only when the text is German: "notebook" is not "note" + "book".
    Result<QueryTerms> analyze(QStringView text);
    Result<QueryTerm> term(const QString& foldedWord, bool splitCompounds = false);
    Result<int> passageCount();
    // Passages containing the index term `form` (as of the last analyze/term/passageCount).
    int frequency(const QString& form) const { return m_frequency.value(form); }

    static QStringList keywords(QStringView text);

private:
    Status refresh();
    QStringList formsOf(const QString& word) const;
    QStringList compoundParts(const QString& word) const;

    Database& m_db;
    Expansions m_expansions;
    qint64 m_dataVersion = -1;
    int m_passages = 0;
    QHash<QString, int> m_frequency;      // index term -> passages containing it
    QHash<QString, QStringList> m_byStem; // "en:" / "de:" + stem -> index terms
};

} // namespace lotse
