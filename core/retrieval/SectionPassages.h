// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Hit.h"
#include "common/Result.h"

namespace lotse {

class Database;

// The passages next to a retrieved one in the same section (same document, same heading path):
// the chunker splits a long section, and the sentence that states the figure asked for is often in
// the next passage ("You have 7 years to exercise …" after the passage that explains exercising).
// An extractive answer reads them as part of the section it quotes.
class SectionPassages final
{
public:
    explicit SectionPassages(Database& db);

    // Up to `reach` passages before and after each of `hits` in its section, in document order,
    // none of `hits` and each once. Scores are 0: they were read, not found.
    Result<QList<Hit>> around(const QList<Hit>& hits, int reach);

    // Every passage of the document, in its order, unscored.
    Result<QList<Hit>> ofDocument(qint64 documentId);

    // How far the offline grader and answerer read on around a retrieved passage.
    static constexpr int answerReach = 2;

private:
    Database& m_db;
};

} // namespace lotse
