// SPDX-License-Identifier: GPL-3.0-or-later
// Headings typed in plain-text files: a title in capitals and numbered section lines become the file's
// sections (PlainTextHeadings, read by the Chunker), and what only looks like one stays text.
#include "TestSupport.h"
#include "ingest/Chunker.h"
#include "ingest/PlainTextHeadings.h"
#include "store/DocumentStore.h"

#include <QTest>

using namespace lotse;

namespace {
QStringList paths(std::initializer_list<const char*> utf8)
{
    QStringList out;
    for (const char* p : utf8)
        out.append(QString::fromUtf8(p));
    return out;
}
} // namespace

class TestPlainTextHeadings final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sections_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("headings"); // each chunk's heading path, joined with '/'
        QTest::newRow("numbered sections under a title")
            << "KRANKMELDUNG UND ARBEITSUNFÄHIGKEIT\nWerft Nord GmbH\n\nDiese Regeln gelten.\n\n"
               "1. Krank melden am ersten Tag\n\nMelden Sie sich ab.\n\n1.1 Nachweise\n\nAb Tag 3 ein Attest."
            << paths({"", "1. Krank melden am ersten Tag", "1. Krank melden am ersten Tag/1.1 Nachweise"});
        QTest::newRow("paragraphs of an agreement") << "Betriebsvereinbarung Arbeitszeit\n\n§ 1 Geltungsbereich\n\nSie "
                                                       "gilt für alle.\n\n§ 2 Kernzeit\n\n9 bis 15 Uhr."
                                                    << paths({"", "§ 1 Geltungsbereich", "§ 2 Kernzeit"});
        QTest::newRow("a later line in capitals is a chapter")
            << "Intro text here.\n\nTRAVEL\nBook early." << paths({"", "TRAVEL"});
        QTest::newRow("a numbered list is no heading") << "Steps:\n\n1. Call the desk\n2. Lock the account\n"
                                                       << paths({""});
        QTest::newRow("a numbered sentence is no heading")
            << "Text.\n\n1. Call the service desk at once.\n\nMore." << paths({""});
        QTest::newRow("a lead-in is no heading") << "Text.\n\n2. Bring the following:\n\n- ID" << paths({""});
        QTest::newRow("a long numbered line is no heading")
            << "Text.\n\n3. Wer im Urlaub krank wird bekommt die Tage zurück wenn ein Attest vorliegt\n\nMore."
            << paths({""});
        QTest::newRow("capitals inside a paragraph stay") << "Call us.\nNOTE WELL\nThanks." << paths({""});
        QTest::newRow("an abbreviation is no title") << "EU\n\nText." << paths({""});
    }
    void sections()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, headings);
        const QString title = PlainTextHeadings::title(text);
        QStringList found;
        for (const TextChunk& c : Chunker().chunk(text, title, {}, Chunker::Markup::PlainText)) {
            found.append(c.headingPath.join(u'/'));
            QVERIFY2(title.isEmpty() || !c.text.contains(title), qPrintable(c.text)); // the title is no text
            QCOMPARE(QStringView(text).mid(c.start, c.end - c.start).trimmed().isEmpty(), false);
        }
        QCOMPARE(found, headings);
        // In Markdown, the same lines are text: only '#' makes a heading there.
        for (const TextChunk& c : Chunker().chunk(text, title))
            QVERIFY(c.headingPath.isEmpty());
    }

    void aTextFileHasItsSections()
    {
        // Ingested, the numbered lines are heading paths, and the title line is the title: no passage
        // quotes "KRANKMELDUNG UND ARBEITSUNFÄHIGKEIT" as a statement any more.
        test::TempKnowledgeBase kb;
        const QString path = kb.write(QStringLiteral("05-krankmeldung.txt"),
                                      "KRANKMELDUNG UND ARBEITSUNFÄHIGKEIT\n\nDiese Regeln gelten für alle.\n\n"
                                      "1. Krank melden am ersten Tag\n\nMelden Sie sich vor Schichtbeginn ab.\n\n"
                                      "2. Ärztliche Bescheinigung\n\nAb dem dritten Tag brauchen Sie ein Attest.\n");
        QCOMPARE(kb.pipeline->ingestFile(path).kind, FileOutcome::Kind::Added);
        const auto documents = kb.store->documents();
        QVERIFY(documents.ok());
        QCOMPARE(documents.value().constFirst().title, QStringLiteral("KRANKMELDUNG UND ARBEITSUNFÄHIGKEIT"));
        const auto chunks = kb.store->chunks(documents.value().constFirst().id);
        QVERIFY(chunks.ok());
        QStringList headings;
        for (const ChunkRecord& c : chunks.value()) {
            headings.append(c.headingPath.join(u'/'));
            QVERIFY2(!c.text.contains(QStringLiteral("KRANKMELDUNG")), qPrintable(c.text));
        }
        QVERIFY2(headings.contains(QStringLiteral("2. Ärztliche Bescheinigung")), qPrintable(headings.join(u'|')));
    }
};

QTEST_GUILESS_MAIN(TestPlainTextHeadings)
#include "tst_plaintextheadings.moc"
