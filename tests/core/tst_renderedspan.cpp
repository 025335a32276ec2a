// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/RenderedSpan.h"

#include <QTest>
#include <QTextDocument>

using namespace lotse;

// Spans of Markdown sources found in what Qt renders them to, as the source pane shows them.
class TestRenderedSpan final : public QObject
{
    Q_OBJECT

    static QString render(const QString& markdown)
    {
        QTextDocument document;
        document.setMarkdown(markdown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub
                                                                       | QTextDocument::MarkdownNoHTML));
        return document.toPlainText();
    }

private Q_SLOTS:
    void maps_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("passage"); // a part of the source; its last occurrence when `last`
        QTest::addColumn<bool>("last");
        QTest::addColumn<QString>("shown"); // what the rendered span reads
        QTest::newRow("paragraph after a heading")
            << QStringLiteral("# Leave\n\nIntro text here.\n\n## Parental leave\n\nNew parents get **12 weeks** of "
                              "paid leave after a birth.\n\n## Sick leave\n\nCall your manager.\n")
            << QStringLiteral("New parents get **12 weeks** of paid leave after a birth.") << false
            << QStringLiteral("New parents get 12 weeks of paid leave after a birth");
        QTest::newRow("passage with its heading")
            << QStringLiteral("# Travel\n\n## Lost items\n\nReport a stolen laptop to IT *at once*.\n\nMore.\n")
            << QStringLiteral("## Lost items\n\nReport a stolen laptop to IT *at once*.") << false
            << QStringLiteral("Lost items\nReport a stolen laptop to IT at once");
        QTest::newRow("list with links")
            << QStringLiteral("Before.\n\n- See [the travel policy](https://example.com/travel) first\n- Then book "
                              "through the portal\n\nAfter.\n")
            << QStringLiteral("- See [the travel policy](https://example.com/travel) first\n- Then book through "
                              "the portal")
            << false << QStringLiteral("See the travel policy first\nThen book through the portal");
        QTest::newRow("a repeated paragraph: the second")
            << QStringLiteral("## Office\n\nAsk the people team for details.\n\n## Remote\n\nWork from home twice a "
                              "week.\n\nAsk the people team for details.\n")
            << QStringLiteral("Ask the people team for details.") << true
            << QStringLiteral("Ask the people team for details");
        QTest::newRow("a table") << QStringLiteral(
            "Intro.\n\n| Years | Days |\n|---|---|\n| 1 | 25 |\n| 5 | 30 |\n\nOutro.\n")
                                 << QStringLiteral("| 1 | 25 |\n| 5 | 30 |") << false << QStringLiteral("1\n25\n5\n30");
        QTest::newRow("German with umlauts")
            << QStringLiteral("## Urlaub\n\nJede Mitarbeiterin hat **30 Tage** Urlaub im Jahr.\n\n## Krankheit\n\n"
                              "Bitte früh melden.\n")
            << QStringLiteral("Jede Mitarbeiterin hat **30 Tage** Urlaub im Jahr.") << false
            << QStringLiteral("Jede Mitarbeiterin hat 30 Tage Urlaub im Jahr");
    }
    void maps()
    {
        QFETCH(QString, source);
        QFETCH(QString, passage);
        QFETCH(bool, last);
        QFETCH(QString, shown);
        const qsizetype at = last ? source.lastIndexOf(passage) : source.indexOf(passage);
        QVERIFY(at >= 0);
        const QString rendered = render(source);
        const auto span = RenderedSpan::map(source, {at, at + passage.size()}, rendered);
        QVERIFY(span);
        QCOMPARE(rendered.mid(span->start, span->length()), shown);
        if (last)
            QVERIFY(span->start > rendered.indexOf(shown)); // not the first occurrence
    }

    void unmappable()
    {
        // A link's target is not shown, so a span of it alone has no place in the rendered text.
        const QString source = QStringLiteral("See [the policy](https://intranet.example/policy/travel).\n");
        const qsizetype at = source.indexOf(u"intranet");
        QVERIFY(!RenderedSpan::map(source, {at, at + 20}, render(source)));
        QVERIFY(!RenderedSpan::map(QString(), {0, 0}, render(source)));
    }

    void findsQuotedWordsAcrossMarkup()
    {
        const QString rendered = render(QStringLiteral("Before. New parents get **12 weeks** of leave. After.\n"));
        const auto span =
            RenderedSpan::findWords(rendered, {0, rendered.size()}, QStringLiteral("get **12 weeks** of leave"));
        QVERIFY(span);
        QCOMPARE(rendered.mid(span->start, span->length()), QStringLiteral("get 12 weeks of leave"));
        QVERIFY(!RenderedSpan::findWords(rendered, {0, 10}, QStringLiteral("12 weeks")));
    }
};

QTEST_MAIN(TestRenderedSpan)
#include "tst_renderedspan.moc"
