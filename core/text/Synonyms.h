// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lotse {

// Everyday words for workplace topics and the words handbooks use for them, in English and
// German ("vacation" -> leave, holiday, Urlaub). Offline retrieval has no embeddings to bridge
// such gaps; this small, general table does part of that job. It is deliberately about HR
// vocabulary in general, never about particular questions.
class Synonyms final
{
public:
    // Other words of the same group as `foldedWord` (lower case, no diacritics), or none.
    static QStringList of(const QString& foldedWord);
};

} // namespace lotse
