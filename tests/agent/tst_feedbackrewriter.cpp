// SPDX-License-Identifier: GPL-3.0-or-later
// The offline rewriter searches for what the best passage lacks, but not for the handbook's own
// vocabulary: a company name on every page is no topic, and searching for it drifts to whichever page
// names it (a pension question to the sick-note page).
#include "TestSupport.h"
#include "agent/offline/FeedbackRewriter.h"
#include "agent/offline/OfflineStrategies.h"

#include <QStandardPaths>
#include <QTest>

using namespace lotse;

class TestFeedbackRewriter final : public QObject
{
    Q_OBJECT

    test::TempKnowledgeBase m_kb;
    std::optional<StrategySet> m_strategies;

    Result<QString> rewrite(const QString& question, const QList<Hit>& hits)
    {
        Result<QString> out = QString();
        m_strategies->rewriter->rewrite({question, {question}, hits, {}}, [&](Result<QString> r) { out = r; });
        return out;
    }

    QList<Hit> retrieve(const QString& query)
    {
        QList<Hit> out;
        m_strategies->retriever->retrieve(query, 5, [&](Result<QList<Hit>> r) {
            if (r)
                out = r.value();
        });
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // "Werft Nord" on every page but the pension page; the sick-note page also says "starts".
        const QList<QPair<QString, QByteArray>> pages = {
            {QStringLiteral("pension.md"),
             "# Company Pension\n\nPayments into the pension fund start after six months of service.\n"},
            {QStringLiteral("sick.md"), "# Sick Notes\n\nAt Werft Nord, call your supervisor before your shift starts."
                                        " Werft Nord needs a doctor's note from the third day.\n"},
            {QStringLiteral("safety.md"),
             "# Safety\n\nWerft Nord hands out helmets, respirators and safety glasses.\n"},
            {QStringLiteral("canteen.md"), "# Canteen\n\nThe Werft Nord canteen opens at eleven.\n"},
            {QStringLiteral("parking.md"), "# Parking\n\nWerft Nord staff park behind hall three.\n"},
            {QStringLiteral("travel.md"), "# Travel\n\nWerft Nord books trains for business trips.\n"},
            {QStringLiteral("lockers.md"), "# Lockers\n\nThe porter assigns lockers in hall three.\n"},
            {QStringLiteral("holidays.md"), "# Holidays\n\nWerft Nord closes between Christmas and New Year.\n"},
            {QStringLiteral("clothes.md"), "# Work Clothes\n\nWerft Nord washes work clothes every week.\n"},
        };
        for (const auto& [name, text] : pages)
            QCOMPARE(m_kb.pipeline->ingestFile(m_kb.write(name, text)).kind, FileOutcome::Kind::Added);
        auto set = OfflineStrategies::create(m_kb.dbPath());
        QVERIFY2(set.ok(), set.ok() ? "" : qPrintable(set.error().message));
        m_strategies.emplace(std::move(set).value());
    }

    void theHandbooksOwnNameIsNoTopicToSearchFor()
    {
        const QString question = QStringLiteral("Is there a company pension at Werft Nord, and when does it start?");
        // The round found the pension page, which does not name the company.
        QList<Hit> hits = retrieve(QStringLiteral("company pension"));
        QVERIFY(!hits.isEmpty());
        QCOMPARE(hits.first().title, QStringLiteral("Company Pension"));
        const auto next = rewrite(question, hits.mid(0, 1));
        QVERIFY(next.ok());
        // Not toward the sick-note page, the one holding "Werft Nord" and "start" together.
        QVERIFY2(!next.value().contains(QStringLiteral("werft")), qPrintable(next.value()));
        QVERIFY2(!next.value().contains(QStringLiteral("supervisor")), qPrintable(next.value()));
        QVERIFY2(!next.value().contains(QStringLiteral("sick")), qPrintable(next.value()));
    }

    void aMissingTopicWordIsStillSearchedFor()
    {
        // "helmets" is on one page: the rewrite goes there for it.
        const QString question = QStringLiteral("Who hands out helmets for the canteen?");
        const QList<Hit> hits = retrieve(QStringLiteral("canteen"));
        QVERIFY(!hits.isEmpty());
        QCOMPARE(hits.first().title, QStringLiteral("Canteen"));
        const auto next = rewrite(question, hits.mid(0, 1));
        QVERIFY(next.ok());
        QVERIFY2(next.value().contains(QStringLiteral("helmets")), qPrintable(next.value()));
    }

    void aWordOnOnePageAloneLeadsThere_data()
    {
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("expected");
        // "respirators" is on the safety page only: that is where the question's topic lives, though it shares
        // no other word with it. Not so a short word ("helmets"), often a verb or a fold of another word.
        QTest::newRow("a long word on one page")
            << QStringLiteral("What do the respirators cost in the canteen?") << QStringLiteral("safety");
        QTest::newRow("a short word on one page")
            << QStringLiteral("What do the helmets cost in the canteen?") << QString();
        // "hall" is on two pages (parking, lockers): either may use it in another sense; nothing to search.
        QTest::newRow("a word on two pages") << QStringLiteral("Which hall is the canteen in?") << QString();
    }

    void aWordOnOnePageAloneLeadsThere()
    {
        QFETCH(QString, question);
        QFETCH(QString, expected);
        const QList<Hit> hits = retrieve(QStringLiteral("canteen"));
        QVERIFY(!hits.isEmpty());
        QCOMPARE(hits.first().title, QStringLiteral("Canteen"));
        const auto next = rewrite(question, hits.mid(0, 1));
        QVERIFY(next.ok());
        if (expected.isEmpty())
            QCOMPARE(next.value(), QString());
        else
            QVERIFY2(next.value().contains(expected), qPrintable(next.value()));
    }
};

QTEST_GUILESS_MAIN(TestFeedbackRewriter)
#include "tst_feedbackrewriter.moc"
