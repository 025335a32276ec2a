// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VectorIndex.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace lotse {

class Database;

// Keeps a knowledge base's vector index between runs in the user's cache folder, so that a restart
// reads the bits and int8 codes it built last time (400 MB and a file it reads rows of, at a million
// × 3,072) instead of every float32 vector from SQLite (12 GB). A kept index is used only when it was
// built from exactly what the knowledge base holds now: its key is the knowledge base's id, the
// number its triggers move on at every change of a passage or a vector (schema 14), the model and
// the count. The folder can be deleted at any time; the next load builds it again.
class VectorCache final
{
public:
    // Below this many vectors an index is built in well under a second: not kept.
    static constexpr qsizetype minimumCount = 20000;

    struct Place
    {
        QString directory;
        QByteArray key;
        QString indexPath() const;
        QString codesPath() const;
        QString lockPath() const;
        QString sourcePath() const; // names the knowledge base file the folder belongs to
    };
    // Where and under which key `model`'s index of the knowledge base is kept; none for a knowledge
    // base in memory, one without the schema 14 stamp, or fewer than `minimum` vectors.
    static std::optional<Place> placeFor(Database& db, const QString& model, qsizetype count,
                                         qsizetype minimum = minimumCount);
    // The kept index, when there is one of this key and `layout` (none: what VectorIndex picks by size).
    static std::unique_ptr<VectorIndex> restore(const Place& place, std::optional<VectorLayout> layout);
    // Before building anew: removes what is kept there and files of builds that never finished, and
    // notes the knowledge base file the folder belongs to.
    static void clear(const Place& place, const QString& databasePath);
    // Removes the folders of knowledge bases that are gone (deleted or moved): a kept index of
    // gigabytes should not outlive its file.
    static void removeOrphans(const Place& place);
};

} // namespace lotse
