// SPDX-License-Identifier: GPL-3.0-or-later
// Citations as employees read them: numbers in the text, in the order first cited, the same number
// for a passage cited again, and the list of sources under the answer with file names; the links
// (and the words a statement relies on) unchanged; text without citations untouched.
#include "conversation/NumberedCitations.h"

#include <QTest>

using namespace lotse;
using namespace lotse::ui;

class TestNumberedCitations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void numbersAndSources_data()
    {
        QTest::addColumn<QString>("markdown");
        QTest::addColumn<QString>("expected");
        QTest::newRow("two passages, one cited twice")
            << QStringLiteral("- 30 days a year. [Annual Leave › Entitlement](lotse://chunk/2#quote=0-108)\n"
                              "- Up to 5 days carry over. [Annual Leave › Carry-Over](lotse://chunk/4#quote=70-163)\n"
                              "- Part-time pro rata. [Annual Leave › Entitlement](lotse://chunk/2#quote=109-203)")
            << QStringLiteral("- 30 days a year. [\\[1\\]](lotse://chunk/2#quote=0-108)\n"
                              "- Up to 5 days carry over. [\\[2\\]](lotse://chunk/4#quote=70-163)\n"
                              "- Part-time pro rata. [\\[1\\]](lotse://chunk/2#quote=109-203)\n\n"
                              "**Sources**\n\n"
                              "1. [Annual Leave › Entitlement](lotse://chunk/2) · 01-annual-leave.md\n"
                              "2. [Annual Leave › Carry-Over](lotse://chunk/4) · 01-annual-leave.md\n");
        QTest::newRow("a placeholder-like label and a page")
            << QStringLiteral("Paid at 125 %. [Overtime 100 %2 (p. 2)](lotse://chunk/9)")
            << QStringLiteral("Paid at 125 %. [\\[1\\]](lotse://chunk/9)\n\n**Sources**\n\n"
                              "1. [Overtime 100 %2 (p. 2)](lotse://chunk/9) · staff handbook.pdf\n");
        QTest::newRow("a passage not among the citations")
            << QStringLiteral("Text. [Memo](lotse://chunk/77)")
            << QStringLiteral("Text. [\\[1\\]](lotse://chunk/77)\n\n**Sources**\n\n1. [Memo](lotse://chunk/77)\n");
        QTest::newRow("no citation: untouched")
            << QStringLiteral("The handbook does not answer this. [a web page](https://example.com)")
            << QStringLiteral("The handbook does not answer this. [a web page](https://example.com)");
    }
    void numbersAndSources()
    {
        QFETCH(QString, markdown);
        QFETCH(QString, expected);
        const QList<Citation> citations{
            Citation{2, QStringLiteral("/kb/01-annual-leave.md"), QStringLiteral("Annual Leave › Entitlement")},
            Citation{4, QStringLiteral("/kb/01-annual-leave.md"), QStringLiteral("Annual Leave › Carry-Over")},
            Citation{9, QStringLiteral("/kb/staff handbook.pdf"), QStringLiteral("Overtime (p. 2)"), 2}};
        QCOMPARE(NumberedCitations::apply(markdown, citations), expected);
    }
};

QTEST_GUILESS_MAIN(TestNumberedCitations)
#include "tst_numberedcitations.moc"
