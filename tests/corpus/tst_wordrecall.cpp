// SPDX-License-Identifier: GPL-3.0-or-later
// The readers against independent ones, on documents as people make them: pages of the three shared
// handbooks written as DOCX, ODT and HTML by pandoc and as DOCX, ODT and PDF by LibreOffice (headless
// --convert-to), then read by Lotse (what it stores: the passages) and by `pandoc -t plain` (DOCX, ODT,
// HTML) or `pdftotext` (PDF). Word recall is the share of the reference's words (a multiset, case and
// compatibility forms folded) that Lotse's passages hold; per format the median must reach 0.98 and the
// 10th percentile 0.95. The numbers are printed for docs/formats.md; LOTSE_RECALL_DUMP=DIR writes both
// sides of every document there, to see what was lost.
#include "TestSupport.h"

#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <optional>

using namespace lotse;

namespace {

constexpr int pagesPerCorpus = 8;

// Words as counted on both sides: letters and digits, lower case, compatibility forms as letters.
QHash<QString, int> words(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("\\w+"), QRegularExpression::UseUnicodePropertiesOption);
    QHash<QString, int> out;
    const QString folded = text.normalized(QString::NormalizationForm_KC).toLower();
    for (auto it = word.globalMatch(folded); it.hasNext();)
        ++out[it.next().captured(0)];
    return out;
}

double recall(const QHash<QString, int>& reference, const QHash<QString, int>& stored)
{
    qint64 total = 0, found = 0;
    for (auto it = reference.cbegin(); it != reference.cend(); ++it) {
        total += it.value();
        found += std::min(it.value(), stored.value(it.key()));
    }
    return total == 0 ? 1.0 : double(found) / double(total);
}

// Runs a tool; its standard output, or nothing (and a warning) when it failed.
std::optional<QString> run(const QString& program, const QStringList& args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        qWarning() << program << args << "failed:" << p.readAllStandardError().left(500);
        return std::nullopt;
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

double percentile(QList<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const qsizetype i = std::clamp<qsizetype>(qsizetype(p * double(values.size() - 1) + 0.5), 0, values.size() - 1);
    return values.at(i);
}

} // namespace

class TestWordRecall final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_pages; // Markdown pages of the shared corpora
    QString m_pandoc, m_soffice, m_pdftotext;

    // Every pagesPerCorpus-th page of each corpus that has some text, in a stable order.
    void choosePages()
    {
        for (const char* corpus : {"18f-handbook", "berlin-open-data-handbuch", "clef-handbook"}) {
            QStringList all;
            QDirIterator it(QStringLiteral(LOTSE_SHARED_DIR "/corpora/") + QLatin1String(corpus), QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString f = it.next();
                if (f.endsWith(QStringLiteral(".md")) && !f.endsWith(QStringLiteral("/SOURCE.md"))
                    && QFileInfo(f).size() > 800)
                    all.append(f);
            }
            all.sort();
            const qsizetype step = std::max<qsizetype>(1, all.size() / pagesPerCorpus);
            for (qsizetype i = 0; i < all.size() && i / step < pagesPerCorpus; i += step)
                m_pages.append(all.at(i));
        }
    }

    // The generated documents, by format: pandoc from Markdown, LibreOffice from pandoc's HTML.
    QMultiHash<QString, QString> makeDocuments()
    {
        QMultiHash<QString, QString> out;
        QStringList htmls;
        for (qsizetype i = 0; i < m_pages.size(); ++i) {
            const QString base = m_dir.filePath(QStringLiteral("pandoc/p%1").arg(i, 2, 10, QLatin1Char('0')));
            QDir().mkpath(QFileInfo(base).absolutePath());
            for (const char* ext : {"docx", "odt", "html"}) {
                const QString out1 = base + QLatin1Char('.') + QLatin1String(ext);
                QStringList args{QStringLiteral("-f"), QStringLiteral("markdown"), m_pages.at(i), QStringLiteral("-o"),
                                 out1};
                if (QLatin1String(ext) == QLatin1String("html"))
                    args.prepend(QStringLiteral("-s"));
                if (run(m_pandoc, args))
                    out.insert(QLatin1String(ext), out1);
            }
            htmls.append(base + QStringLiteral(".html"));
        }
        const QString lo = m_dir.filePath(QStringLiteral("libreoffice"));
        const QString profile = QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("lo-profile"))).toString();
        for (const char* filter : {"docx:MS Word 2007 XML", "odt:writer8", "pdf:writer_web_pdf_Export"}) {
            const QString ext = QString::fromLatin1(filter).section(QLatin1Char(':'), 0, 0);
            run(m_soffice,
                QStringList{QStringLiteral("-env:UserInstallation=") + profile, QStringLiteral("--headless"),
                            QStringLiteral("--convert-to"), QString::fromLatin1(filter), QStringLiteral("--outdir"), lo}
                    + htmls,
                600000);
            for (const QString& h : std::as_const(htmls)) {
                const QString f = lo + QLatin1Char('/') + QFileInfo(h).completeBaseName() + QLatin1Char('.') + ext;
                if (QFileInfo::exists(f))
                    out.insert(ext, f);
            }
        }
        return out;
    }

    std::optional<QString> reference(const QString& file)
    {
        if (file.endsWith(QStringLiteral(".pdf")))
            return run(m_pdftotext, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), file, QStringLiteral("-")});
        return run(m_pandoc, {file, QStringLiteral("-t"), QStringLiteral("plain"), QStringLiteral("--wrap=none")});
    }

    // What Lotse stores for the file: its passages, with their headings (kept as each passage's path).
    QString stored(test::TempKnowledgeBase& kb, const QString& file)
    {
        const FileOutcome outcome = kb.pipeline->ingestFile(file);
        if (outcome.kind != FileOutcome::Kind::Added)
            return {};
        const auto d = kb.store->document(file);
        const auto chunks = kb.store->chunks(d.value()->id);
        QStringList texts;
        for (const ChunkRecord& c : chunks.value())
            texts.append(c.headingPath.join(QLatin1Char('\n')) + QLatin1Char('\n') + c.text);
        return texts.join(QLatin1Char('\n'));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (!QFileInfo::exists(QStringLiteral(LOTSE_SHARED_DIR "/corpora")))
            QSKIP("the shared corpora are not next to this checkout (LOTSE_SHARED_DIR)");
        m_pandoc = QStandardPaths::findExecutable(QStringLiteral("pandoc"));
        m_soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        QVERIFY2(!m_pandoc.isEmpty() && !m_soffice.isEmpty() && !m_pdftotext.isEmpty(),
                 "pandoc, LibreOffice (soffice) and pdftotext are needed: run scripts/setup-deps.sh");
        choosePages();
        QVERIFY(m_pages.size() >= 2 * pagesPerCorpus);
    }

    void recallPerFormat()
    {
        const QMultiHash<QString, QString> documents = makeDocuments();
        test::TempKnowledgeBase kb;
        bool ok = true;
        std::printf("\nword recall against pandoc -t plain / pdftotext, %d pages of the shared handbooks\n",
                    int(m_pages.size()));
        std::printf("  %-5s %5s %7s %7s %7s  worst\n", "", "files", "median", "p10", "min");
        for (const QString& format :
             {QStringLiteral("docx"), QStringLiteral("odt"), QStringLiteral("html"), QStringLiteral("pdf")}) {
            QList<double> values;
            QString worst;
            double worstValue = 2;
            for (const QString& file : documents.values(format)) {
                const std::optional<QString> ref = reference(file);
                if (!ref)
                    continue;
                const QString text = stored(kb, file);
                const double r = recall(words(*ref), words(text));
                if (qEnvironmentVariableIsSet("LOTSE_RECALL_DUMP")) {
                    const QString base =
                        qEnvironmentVariable("LOTSE_RECALL_DUMP") + QLatin1Char('/')
                        + file.section(QLatin1Char('/'), -2).replace(QLatin1Char('/'), QLatin1Char('-'));
                    for (const auto& [suffix, content] : {std::pair{".ref.txt", *ref}, std::pair{".lotse.txt", text}}) {
                        QFile out(base + QLatin1String(suffix));
                        if (out.open(QIODevice::WriteOnly))
                            out.write(content.toUtf8());
                    }
                }
                values.append(r);
                if (r < worstValue) {
                    worstValue = r;
                    worst = file.section(QLatin1Char('/'), -2);
                }
            }
            QVERIFY2(values.size() >= m_pages.size(), qPrintable(format + QStringLiteral(": too few documents made")));
            const double median = percentile(values, 0.5), p10 = percentile(values, 0.1);
            std::printf("  %-5s %5d %7.3f %7.3f %7.3f  %s\n", qPrintable(format), int(values.size()), median, p10,
                        worstValue, qPrintable(worst));
            ok = ok && median >= 0.98 && p10 >= 0.95;
        }
        std::fflush(stdout);
        QVERIFY2(ok, "a format is below a median of 0.98 or a 10th percentile of 0.95 (table above)");
    }
};

QTEST_GUILESS_MAIN(TestWordRecall)
#include "tst_wordrecall.moc"
