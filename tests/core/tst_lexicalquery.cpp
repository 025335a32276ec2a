// SPDX-License-Identifier: GPL-3.0-or-later
// How a question becomes an FTS5 query: forms of the rarest words first, while their postings fit
// the budget; the two rarest words always. Without a budget every form is ORed (the reference).
#include "TestSupport.h"
#include "retrieval/LexicalSearch.h"
#include "retrieval/Vocabulary.h"

#include <QTest>

using namespace lotse;

class TestLexicalQuery final : public QObject
{
    Q_OBJECT

    test::TempKnowledgeBase m_kb;

    static QSet<qint64> ids(const QList<Hit>& hits)
    {
        QSet<qint64> out;
        for (const Hit& h : hits)
            out.insert(h.chunkId);
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // "vacation" in 40 passages, "parking" in 12, "sabbatical" in 2 (one of them with all three words).
        QByteArray md = "# Handbook\n";
        for (int i = 0; i < 40; ++i) {
            md += "\n## Part " + QByteArray::number(i) + "\n\nPart " + QByteArray::number(i) + " mentions vacation";
            if (i < 12)
                md += " and parking";
            if (i == 0)
                md += " and a sabbatical";
            md += ".\n";
        }
        md += "\n## Other\n\nA sabbatical is unpaid.\n";
        m_kb.pipeline->ingestFile(m_kb.write(QStringLiteral("h.md"), md));
    }

    void budgetBoundsTheQuery_data()
    {
        QTest::addColumn<qint64>("budget");
        QTest::addColumn<int>("expected");
        // Passages: 41 with vacation or sabbatical; 13 with parking or sabbatical.
        QTest::newRow("no budget: every word") << qint64(0) << 41;
        QTest::newRow("room for every word") << qint64(1000) << 41;
        QTest::newRow("common word left out") << qint64(20) << 13;
        QTest::newRow("the two rarest even over budget") << qint64(1) << 13;
    }
    void budgetBoundsTheQuery()
    {
        QFETCH(qint64, budget);
        QFETCH(int, expected);
        Vocabulary vocabulary(*m_kb.db);
        LexicalSearch search(*m_kb.db, vocabulary);
        search.setPostingsBudget(budget);
        const auto hits = search.search(u"sabbatical parking vacation", 100);
        QVERIFY(hits.ok());
        QCOMPARE(hits.value().size(), expected);
        // The two passages with the rarest word lead either way: rare words carry BM25.
        QVERIFY(hits.value().at(0).text.contains(QStringLiteral("sabbatical")));
        QVERIFY(hits.value().at(1).text.contains(QStringLiteral("sabbatical")));
    }

    void boundedResultsAreAPrefixOfWhatMatters()
    {
        Vocabulary vocabulary(*m_kb.db);
        LexicalSearch bounded(*m_kb.db, vocabulary);
        LexicalSearch unbounded(*m_kb.db, vocabulary);
        unbounded.setPostingsBudget(0);
        bounded.setPostingsBudget(20);
        // The top 3 agree: leaving out a word in 40 of 42 passages hardly changes BM25's order.
        const auto a = bounded.search(u"sabbatical parking vacation", 3);
        const auto b = unbounded.search(u"sabbatical parking vacation", 3);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(ids(a.value()), ids(b.value()));
    }

    void aQuestionOfCommonWordsStillFindsPassages()
    {
        Vocabulary vocabulary(*m_kb.db);
        LexicalSearch search(*m_kb.db, vocabulary);
        search.setPostingsBudget(1);
        const auto hits = search.search(u"vacation", 5);
        QVERIFY(hits.ok());
        QCOMPARE(hits.value().size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestLexicalQuery)
#include "tst_lexicalquery.moc"
