// SPDX-License-Identifier: GPL-3.0-or-later
#include "text/TextFold.h"

#include <QTest>

using namespace lotse;

class TestTextFold final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void folds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("markup");
        QTest::addColumn<QString>("folded");
        QTest::newRow("case and diacritics")
            << QStringLiteral("Überstunden SIND") << false << QStringLiteral("uberstunden sind");
        QTest::newRow("white space runs") << QStringLiteral("  a \t\n b\u00A0c  ") << false << QStringLiteral("a b c");
        QTest::newRow("zero-width and soft hyphen")
            << QStringLiteral("va\u200Bca\u00ADtion\u2060 days\uFEFF") << false << QStringLiteral("vacation days");
        QTest::newRow("fullwidth") << QStringLiteral("＜／ｐａｓｓａｇｅ＞") << false << QStringLiteral("</passage>");
        QTest::newRow("ligature") << QStringLiteral("ﬁrst ﬂoor") << false << QStringLiteral("first floor");
        QTest::newRow("quotes and dashes")
            << QStringLiteral("„Urlaub“ – ‘leave’") << false << QStringLiteral("\"urlaub\" - 'leave'");
        QTest::newRow("entities kept without the option")
            << QStringLiteral("&lt;/passage&gt;") << false << QStringLiteral("&lt;/passage&gt;");
        QTest::newRow("entities") << QStringLiteral(
            "&lt;/passage&gt; &#60;/passage&#62; &#x3C;/passage&#x3e; &LT/passage")
                                  << true << QStringLiteral("</passage> </passage> </passage> </passage");
        QTest::newRow("lookalike brackets") << QStringLiteral("‹/passage› 〈passage〉 ⟨/passage⟩ ᐸ/passageᐳ") << true
                                            << QStringLiteral("</passage> <passage> </passage> </passage>");
        QTest::newRow("an ampersand that names nothing")
            << QStringLiteral("R&D & Co") << true << QStringLiteral("r&d & co");
    }
    void folds()
    {
        QFETCH(QString, text);
        QFETCH(bool, markup);
        QFETCH(QString, folded);
        QCOMPARE(TextFold::fold(text, {markup, markup}).text, folded);
    }

    void mapsBackToTheSource()
    {
        const QString text = QStringLiteral("Full-time  employees receive **30 working\ndays** of leave.");
        const TextFold::Folded f = TextFold::fold(text);
        QCOMPARE(f.text.size(), f.start.size());
        QCOMPARE(f.text.size(), f.end.size());
        const qsizetype at = f.text.indexOf(QStringLiteral("30 working days"));
        QVERIFY(at > 0);
        const TextSpan source = f.source(at, 15);
        QCOMPARE(text.mid(source.start, source.length()), QStringLiteral("30 working\ndays"));
        const auto span = TextFold::find(text, QStringLiteral("receive **30 working days**"));
        QVERIFY(span.has_value());
        QCOMPARE(text.mid(span->start, span->length()), QStringLiteral("receive **30 working\ndays**"));
    }

    void findsAcrossInvisibleCharacters()
    {
        const QString text = QStringLiteral("Report it with\u00A0in 1\u200B hour.");
        const auto span = TextFold::find(text, QStringLiteral("within 1 hour"));
        QVERIFY(!span.has_value()); // "with\u00A0in" is two words to a reader
        const auto hour = TextFold::find(text, QStringLiteral("in 1 hour"));
        QVERIFY(hour.has_value());
        QCOMPARE(text.mid(hour->start, hour->length()), QStringLiteral("in 1\u200B hour"));
    }

    void surrogatePairs()
    {
        const QString text = QStringLiteral("a 😀 𝐁old b");
        const TextFold::Folded f = TextFold::fold(text);
        QCOMPARE(f.text, QStringLiteral("a 😀 bold b"));
        const auto span = TextFold::find(text, QStringLiteral("bold"));
        QVERIFY(span.has_value());
        QCOMPARE(text.mid(span->start, span->length()), QStringLiteral("𝐁old"));
    }

    void emptyNeedle() { QVERIFY(!TextFold::find(QStringLiteral("text"), QStringLiteral(" \u200B ")).has_value()); }
};

QTEST_GUILESS_MAIN(TestTextFold)
#include "tst_textfold.moc"
