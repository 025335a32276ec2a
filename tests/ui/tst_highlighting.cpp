// SPDX-License-Identifier: GPL-3.0-or-later
// The highlighters behind Highlighting: what gets which format in Markdown source and JSON.
#include "highlight/Highlighting.h"
#include "highlight/JsonHighlighter.h"
#include "highlight/MarkdownHighlighter.h"

#include <QSyntaxHighlighter>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace lotse::ui;

namespace {

// The format applied at `column` of line `line`, as the highlighter set it.
QTextCharFormat formatAt(const QTextDocument& doc, int line, const QString& startingWith)
{
    const QTextBlock block = doc.findBlockByNumber(line);
    const int column = int(block.text().indexOf(startingWith));
    for (const QTextLayout::FormatRange& r : block.layout()->formats()) {
        if (column >= r.start && column < r.start + r.length)
            return r.format;
    }
    return {};
}

} // namespace

class TestHighlighting final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void markdown()
    {
        QTextDocument doc;
        doc.setPlainText(QStringLiteral("# Annual Leave\n"
                                        "You get **30 days** of *paid* leave, see [HR](https://hr) or `portal`.\n"
                                        "- first item\n"
                                        "```\n"
                                        "# not a heading\n"
                                        "```\n"
                                        "plain"));
        MarkdownHighlighter highlighter(&doc);
        highlighter.rehighlight();
        QCOMPARE(formatAt(doc, 0, QStringLiteral("Annual")).fontWeight(), int(QFont::Bold));
        QCOMPARE(formatAt(doc, 1, QStringLiteral("**30")).fontWeight(), int(QFont::Bold));
        QVERIFY(formatAt(doc, 1, QStringLiteral("*paid")).fontItalic());
        QVERIFY(formatAt(doc, 1, QStringLiteral("[HR]")).fontUnderline());
        QVERIFY(formatAt(doc, 1, QStringLiteral("`portal"))
                    .fontFamilies()
                    .toStringList()
                    .contains(QStringLiteral("monospace")));
        QVERIFY(formatAt(doc, 2, QStringLiteral("-")).foreground().style() != Qt::NoBrush);
        // Inside a fence: code, not a heading.
        QVERIFY(formatAt(doc, 4, QStringLiteral("#")).fontWeight() != int(QFont::Bold));
        QVERIFY(
            formatAt(doc, 4, QStringLiteral("#")).fontFamilies().toStringList().contains(QStringLiteral("monospace")));
        const QTextCharFormat plain = formatAt(doc, 6, QStringLiteral("plain"));
        QVERIFY2(!plain.isValid() || plain.fontFamilies().toStringList().isEmpty(),
                 qPrintable(doc.findBlockByNumber(6).text() + QStringLiteral(" state ")
                            + QString::number(doc.findBlockByNumber(5).userState())));
    }

    void json()
    {
        QTextDocument doc;
        doc.setPlainText(QStringLiteral(
            "{\"sufficient\": true, \"rationale\": \"says \\\"30\\\" days\", \"score\": 0.75, \"new_query\": null}"));
        JsonHighlighter highlighter(&doc);
        highlighter.rehighlight();
        const QTextCharFormat key = formatAt(doc, 0, QStringLiteral("\"sufficient\""));
        const QTextCharFormat string = formatAt(doc, 0, QStringLiteral("\"says"));
        QVERIFY(key.isValid() && string.isValid());
        QVERIFY(key.foreground() != string.foreground());
        QVERIFY(formatAt(doc, 0, QStringLiteral("true")).isValid());
        QVERIFY(formatAt(doc, 0, QStringLiteral("null")).isValid());
        QVERIFY(formatAt(doc, 0, QStringLiteral("0.75")).isValid());
        // The 30 inside the string is part of the string, not a number.
        QCOMPARE(formatAt(doc, 0, QStringLiteral("30")).foreground(), string.foreground());
    }

    void oneInterfaceForBothBackends()
    {
        QTextDocument doc;
        QSyntaxHighlighter* h = Highlighting::attach(&doc, Highlighting::Syntax::Json);
        QVERIFY(h);
        QCOMPARE(h->document(), &doc);
        QVERIFY(Highlighting::backend() == QStringLiteral("built-in")
                || Highlighting::backend() == QStringLiteral("KSyntaxHighlighting"));
    }
};

QTEST_MAIN(TestHighlighting)
#include "tst_highlighting.moc"
