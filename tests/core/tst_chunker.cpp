// SPDX-License-Identifier: GPL-3.0-or-later
// MarkdownCleaner + Chunker: golden files (tests/data/chunker/input -> reference; LOTSE_UPDATE_GOLDEN=1 or
// scripts/update-golden.sh rewrites them) and properties that must hold for any Markdown, checked over the
// inputs and over the shared corpora.
#include "ingest/Chunker.h"
#include "ingest/MarkdownCleaner.h"
#include "ingest/SourceFile.h"
#include "store/Records.h"
#include "text/SentenceSplitter.h"
#include "text/Tokenizer.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>

using namespace lotse;

namespace {

const QString inputDir = QStringLiteral(LOTSE_TEST_DATA "/chunker/input");
const QString referenceDir = QStringLiteral(LOTSE_TEST_DATA "/chunker/reference");

struct Variant
{
    const char* name;
    ChunkerOptions options;
};

const Variant variants[] = {
    {"default", ChunkerOptions{}},
    {"max200", ChunkerOptions{200, ChunkerOptions{}.overlapChars}},
};

const Variant corpusVariants[] = {
    variants[0],
    variants[1],
    {"max100-no-overlap", ChunkerOptions{100, 0}},
    {"max300-overlap150", ChunkerOptions{300, 150}},
};

QString readText(const QString& path, QString* error = nullptr)
{
    auto probed = SourceFile::probe(path);
    if (!probed) {
        if (error)
            *error = probed.error().message;
        return {};
    }
    if (auto status = probed.value().decode(); !status) {
        if (error)
            *error = status.error().message;
        return {};
    }
    return probed.value().text;
}

QString dump(const QString& fileName, const ChunkerOptions& options, const MarkdownCleaner::Cleaned& cleaned,
             const QList<TextChunk>& chunks)
{
    QString out;
    out += QStringLiteral("# input: %1\n").arg(fileName);
    out += QStringLiteral("# options: maxChars=%1 overlapChars=%2\n").arg(options.maxChars).arg(options.overlapChars);
    out += QStringLiteral("# title: %1\n").arg(cleaned.title);
    out += QStringLiteral("# chunks: %1\n").arg(chunks.size());
    for (qsizetype i = 0; i < chunks.size(); ++i) {
        const TextChunk& c = chunks.at(i);
        out += QStringLiteral("\n== chunk %1 [%2, %3) %4\n")
                   .arg(i + 1)
                   .arg(c.start)
                   .arg(c.end)
                   .arg(c.headingPath.isEmpty() ? QStringLiteral("(no heading)") : joinHeadings(c.headingPath));
        out += c.text + QLatin1Char('\n');
    }
    return out;
}

// ---- Independent checks of the chunker's output ----------------------------------------------------------

struct Range
{
    qsizetype start = 0;
    qsizetype end = 0;
};

QString headingText(QString raw)
{
    // Pandoc's attributes after a heading: "{#anchor}", "{-}", "{.unnumbered}", "{#id .class}".
    static const QRegularExpression anchor(QStringLiteral(R"(\s*\{(?:-|[#.][^}]*)\}\s*$)"));
    raw.remove(anchor);
    raw.remove(QLatin1Char('*'));
    raw.remove(QLatin1Char('`'));
    return raw.simplified();
}

// The lines CommonMark-ish Markdown treats as headings (ATX and setext), outside fenced code.
QList<Range> headingLines(const QString& text)
{
    static const QRegularExpression atx(QStringLiteral(R"(^ {0,3}#{1,6}[ \t]+(.*?)[ \t#]*$)"));
    static const QRegularExpression setext(QStringLiteral(R"(^ {0,3}(=+|-{2,})[ \t]*$)"));
    static const QRegularExpression unspaced(QStringLiteral(R"(^ {0,3}#{1,6}(\p{Lu}[^#]*?)[ \t]*$)"),
                                             QRegularExpression::UseUnicodePropertiesOption);
    QList<Range> out;
    bool inFence = false;
    Range previous{-1, -1};
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), start);
        if (end < 0)
            end = text.size();
        const QString line = text.mid(start, end - start);
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QStringLiteral("```")) || trimmed.startsWith(QStringLiteral("~~~")))
            inFence = !inFence;
        if (!inFence) {
            const QRegularExpressionMatch m = atx.match(line);
            // "#Salary …" without the space, on a line of its own (a blank line or the text's edge around it).
            const qsizetype next = text.indexOf(QLatin1Char('\n'), end + 1);
            const bool apart =
                (previous.start < 0 || text.mid(previous.start, previous.end - previous.start).trimmed().isEmpty())
                && (end >= text.size()
                    || text.mid(end + 1, (next < 0 ? text.size() : next) - end - 1).trimmed().isEmpty());
            const QRegularExpressionMatch u = unspaced.match(line);
            if (m.hasMatch() && !headingText(m.captured(1)).isEmpty()) {
                out.append({start, end});
            } else if (apart && u.hasMatch() && line.size() <= 100 && !u.captured(1).endsWith(QLatin1Char('.'))) {
                out.append({start, end});
            } else if (setext.match(line).hasMatch() && previous.start >= 0) {
                const QString previousLine = text.mid(previous.start, previous.end - previous.start).trimmed();
                if (!previousLine.isEmpty() && !previousLine.startsWith(QLatin1Char('|'))
                    && !atx.match(text.mid(previous.start, previous.end - previous.start)).hasMatch())
                    out.append({previous.start, end});
            }
        }
        previous = {start, end};
        start = end + 1;
    }
    return out;
}

bool isSubsequence(const QStringList& needle, const QStringList& haystack)
{
    qsizetype j = 0;
    for (const QString& word : needle) {
        while (j < haystack.size() && haystack.at(j) != word)
            ++j;
        if (j == haystack.size())
            return false;
        ++j;
    }
    return true;
}

// Whether `at` follows an odd number of fence lines ("```", "~~~") of the text: it lies in a code block.
bool insideFence(const QString& text, qsizetype at)
{
    static const QRegularExpression fence(QStringLiteral(R"(^[ \t]*(```|~~~))"), QRegularExpression::MultilineOption);
    qsizetype fences = 0;
    for (auto it = fence.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), m.capturedStart());
        if (lineEnd >= 0 && lineEnd < at)
            ++fences; // a fence line wholly before the chunk
        else
            break;
    }
    return fences % 2 == 1;
}

QString excerpt(const QString& text, qsizetype at)
{
    return text.mid(std::max<qsizetype>(0, at - 40), 80).replace(QLatin1Char('\n'), QStringLiteral("⏎"));
}

// The cleaner only blanks: same length, same line breaks, and every character it keeps is the original one.
// The HTML table rows of `original` ("<tr>…</tr>"): the cleaner puts each on one line.
QList<Range> htmlTableRows(const QString& original)
{
    static const QRegularExpression row(QStringLiteral(R"(<tr\b[^>]*>.*?</tr\s*>)"),
                                        QRegularExpression::DotMatchesEverythingOption
                                            | QRegularExpression::CaseInsensitiveOption);
    QList<Range> rows;
    for (QRegularExpressionMatchIterator it = row.globalMatch(original); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        rows.append({m.capturedStart(), m.capturedEnd()});
    }
    return rows;
}

QString cleanerViolation(const QString& original, const QString& cleaned)
{
    if (cleaned.size() != original.size())
        return QStringLiteral("cleaned text has length %1, the original %2").arg(cleaned.size()).arg(original.size());
    const QList<Range> rows = htmlTableRows(original);
    const auto inRow = [&](qsizetype i) {
        return std::any_of(rows.cbegin(), rows.cend(), [i](const Range& r) { return i >= r.start && i < r.end; });
    };
    for (qsizetype i = 0; i < original.size(); ++i) {
        const bool newline = original.at(i) == QLatin1Char('\n');
        // Only an HTML table row loses its line breaks (it becomes one row of a Markdown table).
        if (newline != (cleaned.at(i) == QLatin1Char('\n')) && !(newline && cleaned.at(i) == u' ' && inRow(i)))
            return QStringLiteral("line break moved at %1: …%2…").arg(i).arg(excerpt(original, i));
        // … and its cell tags begin with the pipe between cells.
        const bool cellPipe = cleaned.at(i) == u'|' && original.at(i) == u'<' && inRow(i);
        if (cleaned.at(i) != original.at(i) && cleaned.at(i) != QLatin1Char(' ') && !cellPipe)
            return QStringLiteral("character %1 changed: …%2…").arg(i).arg(excerpt(original, i));
    }
    return {};
}

// Every property a chunking must have; returns a description of the first one violated.
QString chunkViolation(const QString& original, const QString& cleaned, const QList<TextChunk>& chunks,
                       const ChunkerOptions& options)
{
    const QList<Range> headings = headingLines(cleaned);
    const QList<TextSpan> sentences = SentenceSplitter::split(cleaned);
    QList<qsizetype> sentenceEnds;
    for (const TextSpan& s : sentences)
        sentenceEnds.append(s.end);

    for (qsizetype i = 0; i < chunks.size(); ++i) {
        const TextChunk& c = chunks.at(i);
        const QString where = QStringLiteral("chunk %1 [%2, %3)").arg(i + 1).arg(c.start).arg(c.end);
        if (c.start < 0 || c.end > cleaned.size() || c.start >= c.end)
            return where + QStringLiteral(" lies outside the text (%1 characters)").arg(cleaned.size());
        if (c.end - c.start > options.maxChars)
            return where + QStringLiteral(" spans %1 > %2 characters").arg(c.end - c.start).arg(options.maxChars);
        if (cleaned.at(c.start).isSpace() || cleaned.at(c.end - 1).isSpace())
            return where + QStringLiteral(" starts or ends with white space");
        // A chunk that starts inside a fenced code block opens with a fence of its own.
        const QString span = (insideFence(cleaned, c.start) ? QStringLiteral("```\n") : QString())
                             + cleaned.mid(c.start, c.end - c.start);
        if (c.text.simplified() != span.simplified())
            return where + QStringLiteral(" text differs from the text at its offsets: «%1» vs «%2»").arg(c.text, span);
        if (!std::any_of(c.text.cbegin(), c.text.cend(), [](QChar ch) { return ch.isLetterOrNumber(); }))
            return where + QStringLiteral(" has no words");
        if (!isSubsequence(Tokenizer::tokens(c.text), Tokenizer::tokens(original.mid(c.start, c.end - c.start))))
            return where + QStringLiteral(" words are not at its offsets in the original file");
        for (const Range& h : headings) {
            if (c.start < h.end && c.end > h.start) {
                return where
                       + QStringLiteral(" crosses the heading «%1»")
                             .arg(cleaned.mid(h.start, h.end - h.start).simplified());
            }
        }
        // The end is a sentence end, a line end, or a cut inside a sentence that alone exceeds the limit.
        const bool atSentenceEnd = std::binary_search(sentenceEnds.cbegin(), sentenceEnds.cend(), c.end);
        qsizetype lineRest = c.end;
        while (lineRest < cleaned.size() && cleaned.at(lineRest) != QLatin1Char('\n') && cleaned.at(lineRest).isSpace())
            ++lineRest;
        const bool atLineEnd = lineRest == cleaned.size() || cleaned.at(lineRest) == QLatin1Char('\n');
        if (!atSentenceEnd && !atLineEnd) {
            const auto containing = std::find_if(sentences.cbegin(), sentences.cend(),
                                                 [&](const TextSpan& s) { return s.start < c.end && c.end < s.end; });
            if (containing == sentences.cend() || containing->length() <= options.maxChars)
                return where + QStringLiteral(" ends mid-sentence: …%1…").arg(excerpt(cleaned, c.end));
            if (!cleaned.at(c.end).isSpace() && c.end - c.start != options.maxChars)
                return where + QStringLiteral(" cuts a word although it is shorter than the limit");
        }
        if (i > 0) {
            const TextChunk& p = chunks.at(i - 1);
            if (c.start < p.start || c.end <= p.end)
                return where + QStringLiteral(" is out of order after [%1, %2)").arg(p.start).arg(p.end);
            if (c.start < p.end) {
                if (p.end - c.start > options.overlapChars)
                    return where
                           + QStringLiteral(" overlaps the previous chunk by %1 > %2 characters")
                                 .arg(p.end - c.start)
                                 .arg(options.overlapChars);
                if (p.headingPath != c.headingPath)
                    return where + QStringLiteral(" overlaps a chunk of another section");
            }
        }
    }
    // No words are lost: every letter or digit outside a heading line is in some chunk.
    QList<bool> covered(cleaned.size(), false);
    for (const TextChunk& c : chunks)
        std::fill(covered.begin() + c.start, covered.begin() + c.end, true);
    for (const Range& h : headings)
        std::fill(covered.begin() + h.start, covered.begin() + h.end, true);
    for (qsizetype i = 0; i < cleaned.size(); ++i) {
        if (!covered.at(i) && cleaned.at(i).isLetterOrNumber())
            return QStringLiteral("the text at %1 is in no chunk: …%2…").arg(i).arg(excerpt(cleaned, i));
    }
    return {};
}

// The document title as IngestPipeline picks it: front matter, else the first level-1 heading.
MarkdownCleaner::Cleaned cleanLikeThePipeline(const QString& original)
{
    MarkdownCleaner::Cleaned cleaned = MarkdownCleaner::clean(original);
    if (cleaned.title.isEmpty())
        cleaned.title = Chunker::titleHeading(cleaned.text);
    return cleaned;
}

QString violation(const QString& original, const ChunkerOptions& options)
{
    const MarkdownCleaner::Cleaned cleaned = cleanLikeThePipeline(original);
    if (const QString v = cleanerViolation(original, cleaned.text); !v.isEmpty())
        return v;
    return chunkViolation(original, cleaned.text, Chunker(options).chunk(cleaned.text, cleaned.title), options);
}

QStringList inputFiles()
{
    return QDir(inputDir).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
}

} // namespace

class TestChunker final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void cleaner_data();
    void cleaner();

    void golden_data();
    void golden();

    void properties_data();
    void properties();
    void propertiesCatchBrokenChunks();
#ifdef LOTSE_CHUNKER_CORPORA
    void corpora();
#endif

    void headingPaths();
    void optionsAreClamped();
};

void TestChunker::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
#ifdef LOTSE_CHUNKER_CORPORA
    if (!QFileInfo(QStringLiteral(LOTSE_SHARED_DIR "/corpora")).isDir())
        QSKIP("the shared corpora are not next to this checkout (LOTSE_SHARED_DIR)");
#endif
    QVERIFY2(inputFiles().size() >= 4, qPrintable(inputDir));
}

void TestChunker::cleaner_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("text"); // the cleaned text, simplified

    QTest::newRow("no front matter") << QStringLiteral("# Leave\nTake it.") << QString()
                                     << QStringLiteral("# Leave Take it.");
    QTest::newRow("yaml title") << QStringLiteral("---\ntitle: Annual Leave\nowner: HR\n---\n# Annual Leave\nText.")
                                << QStringLiteral("Annual Leave") << QStringLiteral("# Annual Leave Text.");
    QTest::newRow("double-quoted title") << QStringLiteral("---\ntitle: \"Reisen: Regeln & Spesen\"\n---\nText.")
                                         << QStringLiteral("Reisen: Regeln & Spesen") << QStringLiteral("Text.");
    QTest::newRow("single-quoted title") << QStringLiteral("---\nlayout: page\ntitle: 'Remote Work'  \n---\nText.")
                                         << QStringLiteral("Remote Work") << QStringLiteral("Text.");
    QTest::newRow("toml front matter") << QStringLiteral("+++\ntitle = \"Onboarding\"\nweight = 3\n+++\nWelcome.")
                                       << QStringLiteral("Onboarding") << QStringLiteral("Welcome.");
    QTest::newRow("front matter without title")
        << QStringLiteral("---\nowner: HR\n---\nText.") << QString() << QStringLiteral("Text.");
    QTest::newRow("empty title, next key is no title")
        << QStringLiteral("---\ntitle:\nowner: HR\n---\nText.") << QString() << QStringLiteral("Text.");
    QTest::newRow("nested title is not the title")
        << QStringLiteral("---\nseo:\n  title: Search\n---\nText.") << QString() << QStringLiteral("Text.");
    QTest::newRow("rule later in the file is no front matter")
        << QStringLiteral("Intro\n---\ntitle: X\n---\n") << QString() << QStringLiteral("Intro --- title: X ---");
    QTest::newRow("unclosed front matter")
        << QStringLiteral("---\ntitle: X\nText") << QString() << QStringLiteral("--- title: X Text");
    QTest::newRow("hugo shortcodes") << QStringLiteral(
        "A {{< hint info >}}Inside{{< /hint >}} B {{% notice tip %}}Tip{{% /notice %}} C {{ "
        ".Site.Title }} D") << QString()
                                     << QStringLiteral("A Inside B Tip C D");
    QTest::newRow("multi-line shortcode")
        << QStringLiteral("A {{< figure\n  src=\"x.png\" >}} B") << QString() << QStringLiteral("A B");
    QTest::newRow("jekyll tags") << QStringLiteral("{% include toc.html %}\nText {% if x %}kept{% endif %}.")
                                 << QString() << QStringLiteral("Text kept .");
    QTest::newRow("jekyll tag keeps quoted argument") << QStringLiteral("Ask in {% slack_channel \"hr\" %} please.")
                                                      << QString() << QStringLiteral("Ask in hr please.");
    QTest::newRow("liquid comment") << QStringLiteral("{% comment %}\nhidden\n{% endcomment %}\nShown.") << QString()
                                    << QStringLiteral("Shown.");
    QTest::newRow("html comment") << QStringLiteral("<!-- TODO: remove\nthis -->Visible") << QString()
                                  << QStringLiteral("Visible");
    QTest::newRow("html tags") << QStringLiteral("<div class=\"note\"><b>Bold</b> text<br/></div>") << QString()
                               << QStringLiteral("Bold text");
    QTest::newRow("html table: a row a line") << QStringLiteral(
        "Salaries as follows:\n<table>\n  <tr>\n    <th>Years</th>\n    <th class=\"x\">Technical</th>\n  </tr>\n"
        "  <TR><td>More than 5</td><td>$120k<br/>a year</td></TR>\n</table>\nMore text.")
                                              << QString()
                                              << QStringLiteral("Salaries as follows: | Years | Technical | | More "
                                                                "than 5 | $120k a year | More text.");
    QTest::newRow("html table: a pipe in a cell") << QStringLiteral("<table><tr><td>a | b</td><td>c</td></tr></table>")
                                                  << QString() << QStringLiteral("| a b | c |");
    QTest::newRow("html table: a row without cells")
        << QStringLiteral("<table><tr>\n</tr></table>Text") << QString() << QStringLiteral("Text");
    QTest::newRow("script") << QStringLiteral("<script>var x = 1;</script>Text") << QString() << QStringLiteral("Text");
    QTest::newRow("links keep text") << QStringLiteral(
        "See [the portal](https://hr.example/portal) or [the policy][pol].\n\n[pol]: https://x.example")
                                     << QString() << QStringLiteral("See the portal or the policy .");
    QTest::newRow("link text wraps") << QStringLiteral("If you are [set up in\nConcur](https://x.example/c), book.")
                                     << QString() << QStringLiteral("If you are set up in Concur , book.");
    QTest::newRow("no link across a blank line")
        << QStringLiteral("[a\n\nb](x)") << QString() << QStringLiteral("[a b](x)");
    QTest::newRow("image keeps alt") << QStringLiteral("![Office map](img/map.png)") << QString()
                                     << QStringLiteral("Office map");
    QTest::newRow("brackets in alt text") << QStringLiteral("![Der Datensatz „Denkmale - [WFS]“](d.png)") << QString()
                                          << QStringLiteral("Der Datensatz „Denkmale - [WFS]“");
    QTest::newRow("pandoc attributes after an image")
        << QStringLiteral("![Map](m.png \"A map\"){width=250px} and [Go](x){.button #go}") << QString()
        << QStringLiteral("Map and Go");
    QTest::newRow("braces in prose stay")
        << QStringLiteral("Use {width=2} or {.x} here.") << QString() << QStringLiteral("Use {width=2} or {.x} here.");
    QTest::newRow("cross-reference in parentheses")
        << QStringLiteral("Ihr Profil (s. Abb.&nbsp;\\ref{fig:profil}) zeigt es.") << QString()
        << QStringLiteral("Ihr Profil zeigt es.");
    QTest::newRow("figure label in a caption") << QStringLiteral("![Benutzerprofil\\label{fig:profil}](p.png)")
                                               << QString() << QStringLiteral("Benutzerprofil");
    QTest::newRow("reference outside parentheses") << QStringLiteral("See Figure \\autoref{fig:a} and \\cite{doe}.")
                                                   << QString() << QStringLiteral("See Figure and .");
    QTest::newRow("pandoc citation") << QStringLiteral("Belegt [@link(SKZL2024)]. Auch [-@doe99, S. 3].") << QString()
                                     << QStringLiteral("Belegt . Auch .");
    QTest::newRow("a mention as a link stays") << QStringLiteral("Ask [@Charlie](https://x.example/charlie).")
                                               << QString() << QStringLiteral("Ask @Charlie .");
    QTest::newRow("autolinks stay") << QStringLiteral("Mail <hr@nordlicht.example>.") << QString()
                                    << QStringLiteral("Mail <hr@nordlicht.example>.");
    QTest::newRow("entities") << QStringLiteral("Tom&nbsp;and&amp;Jerry") << QString()
                              << QStringLiteral("Tom and Jerry");
    QTest::newRow("kramdown attributes") << QStringLiteral("Text\n{: .note}") << QString() << QStringLiteral("Text");
    QTest::newRow("umlauts untouched") << QStringLiteral("Überstunden <i>müssen</i> genehmigt werden.") << QString()
                                       << QStringLiteral("Überstunden müssen genehmigt werden.");
}

void TestChunker::cleaner()
{
    QFETCH(QString, markdown);
    QFETCH(QString, title);
    QFETCH(QString, text);
    const MarkdownCleaner::Cleaned cleaned = MarkdownCleaner::clean(markdown);
    QCOMPARE(cleaned.title, title);
    QCOMPARE(cleaned.text.simplified(), text);
    const QString v = cleanerViolation(markdown, cleaned.text);
    QVERIFY2(v.isEmpty(), qPrintable(v));
}

void TestChunker::golden_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("maxChars");
    QTest::addColumn<int>("overlapChars");
    QTest::addColumn<QString>("reference");

    for (const QString& file : inputFiles()) {
        for (const Variant& v : variants) {
            const QString reference = QStringLiteral("%1/%2.%3.txt")
                                          .arg(referenceDir, QFileInfo(file).completeBaseName(), QLatin1String(v.name));
            QTest::addRow("%s %s", qPrintable(file), v.name)
                << file << v.options.maxChars << v.options.overlapChars << reference;
        }
    }
}

void TestChunker::golden()
{
    QFETCH(QString, fileName);
    QFETCH(int, maxChars);
    QFETCH(int, overlapChars);
    QFETCH(QString, reference);

    QString error;
    const QString original = readText(inputDir + QLatin1Char('/') + fileName, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const ChunkerOptions options{maxChars, overlapChars};
    const MarkdownCleaner::Cleaned cleaned = cleanLikeThePipeline(original);
    const QString actual = dump(fileName, options, cleaned, Chunker(options).chunk(cleaned.text, cleaned.title));

    if (qEnvironmentVariableIntValue("LOTSE_UPDATE_GOLDEN") == 1) {
        QDir().mkpath(referenceDir);
        QFile out(reference);
        QVERIFY2(out.open(QIODevice::WriteOnly | QIODevice::Truncate), qPrintable(out.errorString()));
        out.write(actual.toUtf8());
        QSKIP("LOTSE_UPDATE_GOLDEN=1: reference rewritten, nothing compared");
    }
    QFile in(reference);
    QVERIFY2(
        in.open(QIODevice::ReadOnly),
        qPrintable(QStringLiteral("%1 is missing; run scripts/update-golden.sh and review the diff").arg(reference)));
    const QString expected = QString::fromUtf8(in.readAll());
    if (actual == expected)
        return;
    const QStringList a = actual.split(QLatin1Char('\n'));
    const QStringList e = expected.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
        const QString got = a.value(i, QStringLiteral("<end of output>"));
        const QString want = e.value(i, QStringLiteral("<end of reference>"));
        QVERIFY2(
            got == want,
            qPrintable(QStringLiteral("%1 line %2 differs:\n   got:  %3\n   want: %4\n(if the change is intended, run "
                                      "scripts/update-golden.sh and review the diff)")
                           .arg(reference)
                           .arg(i + 1)
                           .arg(got, want)));
    }
}

void TestChunker::properties_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("maxChars");
    QTest::addColumn<int>("overlapChars");

    for (const QString& file : inputFiles()) {
        for (const Variant& v : variants)
            QTest::addRow("%s %s", qPrintable(file), v.name) << file << v.options.maxChars << v.options.overlapChars;
        QTest::addRow("%s max100 no-overlap", qPrintable(file)) << file << 100 << 0;
        QTest::addRow("%s max300 overlap150", qPrintable(file)) << file << 300 << 150;
    }
}

void TestChunker::properties()
{
    QFETCH(QString, fileName);
    QFETCH(int, maxChars);
    QFETCH(int, overlapChars);
    QString error;
    const QString original = readText(inputDir + QLatin1Char('/') + fileName, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString v = violation(original, ChunkerOptions{maxChars, overlapChars});
    QVERIFY2(v.isEmpty(), qPrintable(fileName + QStringLiteral(": ") + v));
}

void TestChunker::propertiesCatchBrokenChunks()
{
    // The checks above must be able to fail: feed them chunkings that are wrong on purpose.
    const QString text = QStringLiteral("# Leave\n\nTake your leave. Then come back rested.\n\n## Sick\n\nCall HR.");
    const ChunkerOptions options{100, 20};
    const QList<TextChunk> good = Chunker(options).chunk(text);
    QVERIFY(chunkViolation(text, text, good, options).isEmpty());
    QCOMPARE(good.size(), 2);

    QList<TextChunk> crossing = good;
    crossing.first().end = crossing.last().end;
    crossing.first().text = text.mid(crossing.first().start, crossing.first().end - crossing.first().start);
    crossing.removeLast();
    QVERIFY(chunkViolation(text, text, crossing, options).contains(QStringLiteral("crosses the heading")));

    QList<TextChunk> midSentence = good;
    midSentence.first().end -= 8; // "…Then come back" without "rested."
    midSentence.first().text = text.mid(midSentence.first().start, midSentence.first().end - midSentence.first().start);
    QVERIFY(chunkViolation(text, text, midSentence, options).contains(QStringLiteral("mid-sentence")));

    QList<TextChunk> lost = good;
    lost.removeLast();
    QVERIFY(chunkViolation(text, text, lost, options).contains(QStringLiteral("in no chunk")));

    QList<TextChunk> shifted = good;
    shifted.first().start += 1;
    QVERIFY(!chunkViolation(text, text, shifted, options).isEmpty());

    QVERIFY(!cleanerViolation(text, text.left(text.size() - 1)).isEmpty());
    QVERIFY(!cleanerViolation(text, QString(text).replace(QStringLiteral("Leave"), QStringLiteral("Leafs"))).isEmpty());
}

#ifdef LOTSE_CHUNKER_CORPORA
// Built into its own executable (tst_chunker_corpora), whose initTestCase skips as a whole when the
// shared corpora are missing: a skip must never hide failures of other functions in the same run.
void TestChunker::corpora()
{
    const QString root = QStringLiteral(LOTSE_SHARED_DIR "/corpora");
    QElapsedTimer timer;
    timer.start();
    int files = 0;
    QDirIterator it(root, {QStringLiteral("*.md"), QStringLiteral("*.markdown"), QStringLiteral("*.txt")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList failures;
    while (it.hasNext()) {
        const QString path = it.next();
        QString error;
        const QString original = readText(path, &error);
        if (!error.isEmpty())
            continue; // empty or not UTF-8: the pipeline reports those, the chunker never sees them
        ++files;
        for (const Variant& v : corpusVariants) {
            const QString problem = violation(original, v.options);
            if (!problem.isEmpty())
                failures.append(QStringLiteral("%1 (%2): %3")
                                    .arg(QDir(root).relativeFilePath(path), QLatin1String(v.name), problem));
        }
    }
    qInfo("checked %d corpus files in %lld ms", files, timer.elapsed());
    QVERIFY2(files > 0, qPrintable(root));
    // QTest truncates long messages: list the violations one by one.
    for (const QString& failure : failures.mid(0, qEnvironmentVariableIsSet("LOTSE_ALL_VIOLATIONS") ? -1 : 30))
        qWarning("%s", qPrintable(failure));
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 violation(s), see the warnings").arg(failures.size())));
}
#endif

void TestChunker::headingPaths()
{
    const QString text = QStringLiteral("# Handbook\n\nIntro.\n\n## A\n\nText A.\n\n### A1\n\nText A1.\n\n## B\n\n"
                                        "Text B.\n\nSetext\n------\n\nText S.\n");
    const QList<TextChunk> chunks = Chunker().chunk(text, QStringLiteral("handbook"));
    QStringList paths;
    for (const TextChunk& c : chunks)
        paths.append(joinHeadings(c.headingPath) + QStringLiteral(": ") + c.text);
    // The title heading is not repeated (case-insensitive); a lower level closes the deeper ones.
    const QStringList expected = {QStringLiteral(": Intro."), QStringLiteral("A: Text A."),
                                  QStringLiteral("A › A1: Text A1."), QStringLiteral("B: Text B."),
                                  QStringLiteral("Setext: Text S.")};
    QCOMPARE(paths, expected);
    QCOMPARE(Chunker::titleHeading(text), QStringLiteral("Handbook"));
    QCOMPARE(Chunker::titleHeading(QStringLiteral("## Only level two\n")), QString());
    // Of several chapters, the first is no title (the Berlin handbook's "# Einleitung").
    const QString chapters = QStringLiteral("# Einleitung\n\nText.\n\n# Das Datenportal\n\nText.\n");
    QCOMPARE(Chunker::titleHeading(chapters), QString());
    // A Word document's "Title" above its "Heading 1" chapters (both level 1, as the reader writes them).
    QCOMPARE(Chunker::titleHeading(chapters, Chunker::Chapters::UnderTitle), QStringLiteral("Einleitung"));
    // A shell comment in fenced code is no title.
    QCOMPARE(Chunker::titleHeading(QStringLiteral("```sh\n# install\n```\n\n# Setup\n")), QStringLiteral("Setup"));
    // Pandoc's heading attributes are no part of a title (the Berlin handbook's "# Grußwort {-}").
    for (const char* heading : {"# Grußwort {-}", "# Grußwort {.unnumbered}", "# Grußwort {#gruss .intro}"})
        QCOMPARE(Chunker::titleHeading(QString::fromUtf8(heading)), QString::fromUtf8("Grußwort"));
    QCOMPARE(Chunker::titleHeading(QStringLiteral("# Sets {a, b}\n")), QStringLiteral("Sets {a, b}"));
    // Headings written without the space (the Clef handbook's "#Salary and Equity Compensation"), on lines of
    // their own; "#alumni" inside a paragraph is a chat channel, "#1" no heading.
    const QString unspaced = QStringLiteral("#Salary and Equity Compensation\n\nThe policy.\n\n##Salary\n\nAsk the\n"
                                            "#alumni channel.\n\n#1 rule: be kind.\n");
    QStringList unspacedPaths;
    for (const TextChunk& c : Chunker().chunk(unspaced, QStringLiteral("Salary and Equity Compensation")))
        unspacedPaths.append(joinHeadings(c.headingPath) + QStringLiteral(": ") + c.text);
    QCOMPARE(unspacedPaths, (QStringList{QStringLiteral(": The policy."),
                                         QStringLiteral("Salary: Ask the\n#alumni channel.\n\n#1 rule: be kind.")}));
    QCOMPARE(Chunker::titleHeading(unspaced), QStringLiteral("Salary and Equity Compensation"));
}

void TestChunker::optionsAreClamped()
{
    // A limit below 100 is raised to 100; overlap at most half the limit.
    const QString sentence = QStringLiteral("Word number %1 is here. ");
    QString text;
    for (int i = 0; i < 40; ++i)
        text += sentence.arg(i);
    const ChunkerOptions tiny{10, 90};
    const QList<TextChunk> chunks = Chunker(tiny).chunk(text);
    QVERIFY(chunks.size() > 5);
    const ChunkerOptions effective{100, 50};
    const QString v = chunkViolation(text, text, chunks, effective);
    QVERIFY2(v.isEmpty(), qPrintable(v));
    bool anyOverlap = false;
    for (qsizetype i = 1; i < chunks.size(); ++i)
        anyOverlap = anyOverlap || chunks.at(i).start < chunks.at(i - 1).end;
    QVERIFY(anyOverlap);
}

QTEST_GUILESS_MAIN(TestChunker)
#include "tst_chunker.moc"
