// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EvalResult.h"
#include "EvalScores.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QPair>

namespace lotse {

// How a corpus's knowledge base was brought up to date before its questions were asked.
struct EvalCorpus
{
    QString name;
    QString folder;
    QString database;
    int files = 0;
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    int removed = 0;
    int failed = 0;
    int skipped = 0;
    qint64 ingestMs = 0;
    QString embeddingError; // embedding failed: keyword search only

    QJsonObject toJson() const;
    static EvalCorpus fromJson(const QJsonObject& json);
};

// A whole evaluation run: what was run how, each question's result, and the scores per kind and
// overall. toJson() is what `lotse-cli eval --json` prints and `--compare` reads back.
struct EvalReport
{
    Q_DECLARE_TR_FUNCTIONS(lotse::EvalReport)

public:
    QString set;    // the set's file name
    QString source; // the corpora folder, or the knowledge base
    QJsonObject options;
    QJsonObject provider;
    QDateTime startedAt;
    qint64 elapsedMs = 0;
    QList<EvalCorpus> corpora;
    QList<EvalResult> results;

    EvalScores overall() const;
    // Kinds in the order of EvalQuestion::kinds() (unknown ones after), only those present.
    QList<QPair<QString, EvalScores>> byKind() const;
    QJsonObject toJson() const;
    // Reads a report written by toJson(); the scores are computed again from the results.
    static Result<EvalReport> fromJson(const QJsonObject& json);
    static Result<EvalReport> load(const QString& path);
};

} // namespace lotse

Q_DECLARE_METATYPE(lotse::EvalCorpus)
Q_DECLARE_METATYPE(lotse::EvalReport)
