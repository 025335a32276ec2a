// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace lotse {

class Database;

// A conversation as the list shows it.
struct ConversationSummary
{
    qint64 id = 0;
    QString title;
    QDateTime createdAt; // UTC
    QDateTime updatedAt; // UTC: its newest question
    int questions = 0;
};

// The `conversations` table: a conversation is a title and its questions' traces in the order they
// were asked. The traces hold everything shown (question, answer, citations, the search), so a
// conversation is restored from them; a trace that is deleted or purged leaves its conversation too,
// and a conversation whose last question goes is deleted with it.
// Works on the connection of the thread that owns `db`.
class ConversationStore final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ConversationStore)

public:
    static constexpr int maxTitleLength = 80;

    explicit ConversationStore(Database& db);

    // The title is shortened to maxTitleLength; InvalidInput when it is empty.
    Result<qint64> create(const QString& title, const QDateTime& at = QDateTime::currentDateTimeUtc());
    // NotFound for an unknown conversation or trace.
    Status addTrace(qint64 conversation, qint64 trace, const QDateTime& at = QDateTime::currentDateTimeUtc());
    // Newest first. `search` matches the title and the questions asked (case-insensitive for ASCII).
    Result<QList<ConversationSummary>> list(const QString& search = {}) const;
    Result<QList<qint64>> traces(qint64 conversation) const;  // in the order they were asked
    Status rename(qint64 conversation, const QString& title); // InvalidInput for an empty title
    // The conversation and its questions' traces (what was asked goes with it). NotFound for an unknown id.
    Status remove(qint64 conversation);

    // A title from the first question: one line, at most maxTitleLength characters.
    static QString titleFor(const QString& question);

private:
    Status exists(qint64 conversation, const QString& what) const;
    Database& m_db;
};

} // namespace lotse
