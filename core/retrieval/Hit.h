// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/SentenceSplitter.h"

#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace lotse {

struct ChunkRecord;

// A retrieved passage with its scores.
struct Hit
{
    qint64 chunkId = 0;
    qint64 documentId = 0;
    QString path;
    QString title;
    QStringList headingPath;
    QString text;
    int page = 0;        // 1-based page the passage starts on; 0 when the format has no pages
    double rawScore = 0; // as the retriever computed it (BM25: larger is better here)
    double score = 0;    // 0..1 for display and thresholds
    int rank = 0;        // 1-based
    int lane = 0;        // which sub-question found it (0 when the question was not split)
    // Its raw score over the best of the search that found it (1 for the best; 1 where the retriever does not
    // say): raw scores of different searches do not compare, so this is kept when rounds' hits are merged.
    double searchShare = 1.0;
    // Sentences of `text` that speak to an AI assistant (InstructionDetector): data, never evidence.
    QList<TextSpan> instructions;

    // Under the same heading of the same document: one section, which the chunker may have split.
    bool sameSectionAs(const Hit& other) const
    {
        return documentId == other.documentId && path == other.path && headingPath == other.headingPath;
    }
    // "Title › Heading › Subheading (p. 12)": how a person recognises the passage and finds it in print.
    QString label() const;
    // As traces and `ask --json` keep it (no documentId: the passage id names the document).
    QJsonObject toJson() const;
    static Hit fromJson(const QJsonObject& json);
    // A stored passage as a hit, unscored (read, not found: a vector neighbour, a section's next passage).
    static Hit fromChunk(const ChunkRecord& chunk);
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::Hit)
