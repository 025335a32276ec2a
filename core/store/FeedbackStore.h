// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace lotse {

class Database;

// A knowledge manager's correction of a stored trace: its answer, or one round's verdict, was wrong,
// and this document (empty: no document answers the question) is the right source.
struct Feedback
{
    enum class Target { Answer, Verdict };

    qint64 id = 0;
    qint64 traceId = 0;
    QDateTime createdAt; // UTC
    Target target = Target::Answer;
    int round = 0;           // Verdict: which round's verdict was wrong
    QString rightSource;     // a document path of the knowledge base; empty: the handbook does not answer
    QStringList mustMention; // what a right answer has to say, when the reviewer gave it
    QString note;

    static QString targetName(Target target); // "answer", "verdict"
};

// The `feedback` table: corrections belong to their trace and go with it when it is deleted or purged.
// Works on the connection of the thread that owns `db`.
class FeedbackStore final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::FeedbackStore)

public:
    explicit FeedbackStore(Database& db);

    // InvalidInput for a verdict without a round; NotFound for an unknown trace.
    Result<qint64> add(const Feedback& feedback, const QDateTime& at = QDateTime::currentDateTimeUtc());
    Result<QList<Feedback>> forTrace(qint64 traceId) const;
    Result<QList<Feedback>> all() const; // oldest first
    Status remove(qint64 id);            // NotFound for an unknown id

private:
    Result<QList<Feedback>> select(const QString& where, const QVariantList& values) const;
    Database& m_db;
};

} // namespace lotse
