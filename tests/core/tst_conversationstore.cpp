// SPDX-License-Identifier: GPL-3.0-or-later
// Conversations kept in the knowledge base: created from the first question, their questions' traces
// in order, listed newest first, searched by title and question, renamed, deleted with their traces;
// a trace deleted or purged leaves its conversation (the conversation goes with its last); a knowledge base of schema
// 10 gains the tables.
#include "TraceBuilder.h"
#include "conversation/ConversationStore.h"
#include "store/Database.h"
#include "trace/TraceStore.h"

#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lotse;

class TestConversationStore final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;

    qint64 save(const QString& question)
    {
        const auto id = TraceStore(*m_db).save(tracetest::trace(tracetest::answered(question)));
        if (!id)
            qWarning() << id.error().message;
        return id ? id.value() : 0;
    }

    static QDateTime at(int minute) { return QDateTime(QDate(2026, 12, 1), QTime(9, minute), Qt::UTC); }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        m_db.reset();
        QFile::remove(m_dir.filePath(QStringLiteral("kb.sqlite")));
        auto db = Database::open(m_dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY2(db, qPrintable(db ? QString() : db.error().message));
        m_db = std::move(db).value();
    }

    void questionsInTheOrderAsked()
    {
        ConversationStore store(*m_db);
        const auto leave = store.create(QStringLiteral("How many vacation days do I get?"), at(0));
        QVERIFY(leave);
        const qint64 first = save(QStringLiteral("How many vacation days do I get?"));
        const qint64 second = save(QStringLiteral("And can I carry them over?"));
        QVERIFY(store.addTrace(leave.value(), first, at(1)));
        QVERIFY(store.addTrace(leave.value(), second, at(2)));
        QVERIFY(store.addTrace(leave.value(), second, at(2))); // twice is once
        QCOMPARE(store.traces(leave.value()).value(), (QList<qint64>{first, second}));

        const auto travel = store.create(QStringLiteral("Train or plane?"), at(3));
        QVERIFY(store.addTrace(travel.value(), save(QStringLiteral("Train or plane to Berlin?")), at(4)));
        const auto listed = store.list();
        QVERIFY(listed);
        QCOMPARE(listed.value().size(), 2);
        QCOMPARE(listed.value().at(0).title, QStringLiteral("Train or plane?")); // newest first
        QCOMPARE(listed.value().at(1).questions, 2);
        QCOMPARE(listed.value().at(1).updatedAt, at(2));
        QCOMPARE(listed.value().at(1).createdAt, at(0));
    }

    void searchedByTitleAndQuestion_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<QStringList>("titles");
        QTest::newRow("title") << QStringLiteral("VACATION") << QStringList{QStringLiteral("Vacation")};
        QTest::newRow("a later question") << QStringLiteral("carry") << QStringList{QStringLiteral("Vacation")};
        QTest::newRow("no wildcards") << QStringLiteral("%") << QStringList{};
        QTest::newRow("empty: all") << QStringLiteral("  ")
                                    << QStringList{QStringLiteral("Travel"), QStringLiteral("Vacation")};
    }
    void searchedByTitleAndQuestion()
    {
        QFETCH(QString, search);
        QFETCH(QStringList, titles);
        ConversationStore store(*m_db);
        const qint64 vacation = store.create(QStringLiteral("Vacation"), at(0)).value();
        QVERIFY(store.addTrace(vacation, save(QStringLiteral("Can I carry days over?")), at(1)));
        const qint64 travel = store.create(QStringLiteral("Travel"), at(2)).value();
        QVERIFY(store.addTrace(travel, save(QStringLiteral("Train or plane?")), at(3)));
        const auto listed = store.list(search);
        QVERIFY(listed);
        QStringList found;
        for (const ConversationSummary& c : listed.value())
            found.append(c.title);
        QCOMPARE(found, titles);
    }

    void renamedAndBadInputRefused()
    {
        ConversationStore store(*m_db);
        const qint64 id = store.create(QStringLiteral("Vacation"), at(0)).value();
        QVERIFY(store.rename(id, QStringLiteral("  My leave  ")));
        QCOMPARE(store.list().value().first().title, QStringLiteral("My leave"));
        QCOMPARE(store.rename(id, QStringLiteral("   ")).error().code, Error::Code::InvalidInput);
        QCOMPARE(store.create(QString()).error().code, Error::Code::InvalidInput);
        QCOMPARE(store.rename(id + 1, QStringLiteral("x")).error().code, Error::Code::NotFound);
        QCOMPARE(store.addTrace(id, 9999).error().code, Error::Code::NotFound);
        QCOMPARE(store.addTrace(id + 1, save(QStringLiteral("q"))).error().code, Error::Code::NotFound);
        QCOMPARE(store.list().value().first().title, QStringLiteral("My leave")); // nothing changed
    }

    void titlesFromLongQuestions()
    {
        const QString question = QStringLiteral("My laptop was stolen on the train from Hamburg to Berlin yesterday "
                                                "evening and I do not know whom to call first");
        const QString title = ConversationStore::titleFor(question);
        QVERIFY(title.size() <= ConversationStore::maxTitleLength);
        QVERIFY2(title.endsWith(QChar(0x2026)) && question.startsWith(title.chopped(1)), qPrintable(title));
        QCOMPARE(ConversationStore::titleFor(QStringLiteral("Two\nlines ")), QStringLiteral("Two lines"));
    }

    void deletedWithItsTraces()
    {
        ConversationStore store(*m_db);
        TraceStore traces(*m_db);
        const qint64 id = store.create(QStringLiteral("Vacation"), at(0)).value();
        const qint64 kept = save(QStringLiteral("Not in the conversation"));
        QVERIFY(store.addTrace(id, save(QStringLiteral("How many days?")), at(1)));
        QVERIFY(store.remove(id));
        QVERIFY(store.list().value().isEmpty());
        QCOMPARE(traces.count().value(), 1); // what was asked in it went with it, nothing else
        QVERIFY(traces.trace(kept));
        QCOMPARE(store.remove(id).error().code, Error::Code::NotFound);
    }

    void aDeletedTraceLeavesItsConversation()
    {
        ConversationStore store(*m_db);
        const qint64 id = store.create(QStringLiteral("Vacation"), at(0)).value();
        const qint64 first = save(QStringLiteral("How many days?"));
        const qint64 second = save(QStringLiteral("Carry over?"));
        QVERIFY(store.addTrace(id, first, at(1)));
        QVERIFY(store.addTrace(id, second, at(2)));
        QVERIFY(TraceStore(*m_db).remove(first));
        QCOMPARE(store.traces(id).value(), QList<qint64>{second});
        QCOMPARE(store.list().value().first().questions, 1);
        // Its last question purged, the conversation goes too (no empty ones in the list).
        QCOMPARE(TraceStore(*m_db).purgeOlderThan(QDateTime::currentDateTimeUtc().addDays(1)).value(), 1);
        QVERIFY(store.list().value().isEmpty());
    }

    void aKnowledgeBaseOfSchema10GainsConversations()
    {
        // What an older Lotse left: schema 10, a trace, no conversation tables.
        const qint64 trace = save(QStringLiteral("How many days?"));
        {
            QSqlQuery q(m_db->handle());
            QVERIFY(q.exec(QStringLiteral("DROP TABLE conversation_traces")));
            QVERIFY(q.exec(QStringLiteral("DROP TABLE conversations")));
            QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = '10' WHERE key = 'schema_version'")));
        }
        m_db.reset();
        auto db = Database::open(m_dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY2(db, qPrintable(db ? QString() : db.error().message));
        m_db = std::move(db).value();
        ConversationStore store(*m_db);
        const auto id = store.create(QStringLiteral("Vacation"));
        QVERIFY(id);
        QVERIFY(store.addTrace(id.value(), trace));
        QCOMPARE(store.traces(id.value()).value(), QList<qint64>{trace});
    }
};

QTEST_GUILESS_MAIN(TestConversationStore)
#include "tst_conversationstore.moc"
