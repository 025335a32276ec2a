// SPDX-License-Identifier: GPL-3.0-or-later
// IngestPipeline: bad input reported per file with a reason, folders expanded safely, re-ingestion
// by content hash, removal, encodings; and the bundled sample handbook.
#include "TestSupport.h"
#include "ingest/SampleHandbook.h"
#include "ingest/SourceFile.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringEncoder>
#include <QTest>

#ifdef Q_OS_LINUX
#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace lotse;
using lotse::test::TempKnowledgeBase;

namespace {

const QByteArray goodMarkdown = "---\ntitle: Good File\n---\n# Good File\n\nSome text about leave days.\n";

// Root reads any file whatever its mode (CAP_DAC_OVERRIDE). To test an unreadable file anyway, this thread
// gives up that capability (and CAP_DAC_READ_SEARCH) from its effective set for a while, and takes it back.
class WithoutReadOverride final
{
public:
    WithoutReadOverride()
    {
#ifdef Q_OS_LINUX
        if (syscall(SYS_capget, &m_header, m_saved) != 0)
            return;
        __user_cap_data_struct reduced[2] = {m_saved[0], m_saved[1]};
        reduced[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH));
        m_dropped = syscall(SYS_capset, &m_header, reduced) == 0;
#endif
    }
    ~WithoutReadOverride()
    {
#ifdef Q_OS_LINUX
        if (m_dropped)
            syscall(SYS_capset, &m_header, m_saved);
#endif
    }
    WithoutReadOverride(const WithoutReadOverride&) = delete;
    WithoutReadOverride& operator=(const WithoutReadOverride&) = delete;

private:
#ifdef Q_OS_LINUX
    __user_cap_header_struct m_header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct m_saved[2]{};
#endif
    bool m_dropped = false;
};

QByteArray utf16(const QString& text, QStringEncoder::Encoding encoding)
{
    QStringEncoder encoder(encoding, QStringEncoder::Flag::WriteBom);
    return encoder.encode(text);
}

QList<qint64> chunkIds(DocumentStore& store, const QString& path)
{
    const auto doc = store.document(path);
    if (!doc || !doc.value())
        return {};
    const auto chunks = store.chunks(doc.value()->id);
    QList<qint64> out;
    for (const ChunkRecord& c : chunks.value())
        out.append(c.id);
    return out;
}

QString allChunkText(DocumentStore& store, const QString& path)
{
    const auto doc = store.document(path);
    if (!doc || !doc.value())
        return {};
    const auto chunks = store.chunks(doc.value()->id);
    QStringList out;
    for (const ChunkRecord& c : chunks.value())
        out.append(c.text);
    return out.join(QLatin1Char('\n'));
}

int ftsRows(Database& db)
{
    QSqlQuery q(db.handle());
    return q.exec(QStringLiteral("SELECT count(*) FROM chunks_fts")) && q.next() ? q.value(0).toInt() : -1;
}

QString relative(const QString& root, const QString& path)
{
    return QDir(root).relativeFilePath(path);
}

} // namespace

class TestIngest final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void badInput_data();
    void badInput();
    void onlyFrontMatterIsSkipped();
    void markdownSyntaxOnlyInMarkdown_data();
    void markdownSyntaxOnlyInMarkdown();
    void brokenAfterGoodKeepsTheLastGoodVersion();

    void expandRecursively();
    void expandSurvivesLinkLoops();
    void unreadableFolderKeepsItsDocuments();
    void expandOverlappingFolders();
    void expandSingleFiles();

    void unchangedFileKeepsChunks();
    void changedFileReplacesChunks();
    void reindexAlwaysStoresAnUnchangedFileAgain();
    void progressNamesEveryStep();
    void removeFileAndFolder();

    void encodings_data();
    void encodings();

    void sampleHandbook_data();
    void sampleHandbook();
    void sampleHandbookRejectsUnknownLanguage();
    void sampleHandbookLeavesIdenticalFilesAlone();
};

void TestIngest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestIngest::badInput_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reason"); // a fragment of the message
    QTest::addColumn<bool>("recorded");  // listed as a failed document (it exists and has a supported type)

    auto row = [](const char* name, const char* kind, const char* file, const char* reason, bool recorded) {
        QTest::newRow(name) << QString::fromLatin1(kind) << QString::fromLatin1(file) << QString::fromLatin1(reason)
                            << recorded;
    };
    row("missing path", "missing", "nowhere.md", "does not exist", false);
    row("unreadable file", "unreadable", "secret.md", "cannot be read: permission denied. Give your user", true);
    row("empty file", "empty", "empty.md", "is empty", true);
    row("binary named .md", "binary", "archive.md", "binary file", true);
    row("binary behind a UTF-16 byte-order mark", "bom-binary", "image.md", "binary file", true);
    row("UTF-8 cut off mid-character", "truncated", "truncated.md", "not valid UTF-8", true);
    row("unsupported extension", "pdf", "manual.xlsx", "not supported", false);
    row("symlink to itself", "selflink", "loop.md", "link loop", false);
    row("folder named .md", "folder", "notes.md", "not a regular file", true);
}

void TestIngest::badInput()
{
    QFETCH(QString, kind);
    QFETCH(QString, name);
    QFETCH(QString, reason);
    QFETCH(bool, recorded);

    TempKnowledgeBase kb;
    const QString path = kb.file(QStringLiteral("docs/") + name);
    QVERIFY(QDir().mkpath(kb.file(QStringLiteral("docs"))));
    std::unique_ptr<WithoutReadOverride> noOverride;
    if (kind == QStringLiteral("unreadable")) {
        kb.write(QStringLiteral("docs/") + name, goodMarkdown);
        QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
        noOverride = std::make_unique<WithoutReadOverride>();
        if (QFile f(path); f.open(QIODevice::ReadOnly)) {
            noOverride.reset();
            QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
            // A skip here would hide the other rows' results from ctest: fail loudly instead.
            QFAIL("file permissions do not stop this process from reading (root without a way to drop "
                  "CAP_DAC_OVERRIDE); the unreadable-file row cannot be tested here");
        }
    } else if (kind == QStringLiteral("empty")) {
        kb.write(QStringLiteral("docs/") + name, {});
    } else if (kind == QStringLiteral("bom-binary")) {
        // FF FE 00 00 is a UTF-32 mark that also reads as UTF-16: decodable, but not text.
        QByteArray bytes("\xFF\xFE\x00\x00", 4);
        for (int i = 0; i < 512; ++i)
            bytes.append(char(i % 7), 1).append('\x00');
        kb.write(QStringLiteral("docs/") + name, bytes);
    } else if (kind == QStringLiteral("binary")) {
        QByteArray bytes("PK\x03\x04\x14\x00\x00\x00\x08\x00", 10);
        bytes += QByteArray(200, '\0') + "word/document.xml";
        kb.write(QStringLiteral("docs/") + name, bytes);
    } else if (kind == QStringLiteral("truncated")) {
        kb.write(QStringLiteral("docs/") + name, "# Title\n\nText ending in half an umlaut \xc3");
    } else if (kind == QStringLiteral("pdf")) {
        kb.write(QStringLiteral("docs/") + name, "%PDF-1.4\n% fake\n"); // PDFs are read since issue 5
    } else if (kind == QStringLiteral("selflink")) {
        QVERIFY(QFile::link(name, path)); // relative target: the link itself
        QVERIFY(QFileInfo(path).isSymLink());
    } else if (kind == QStringLiteral("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else {
        QCOMPARE(kind, QStringLiteral("missing"));
    }

    const FileOutcome outcome = kb.pipeline->ingestFile(path);
    noOverride.reset();
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);

    QCOMPARE(FileOutcome::kindName(outcome.kind), FileOutcome::kindName(FileOutcome::Kind::Failed));
    QCOMPARE(outcome.path, QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    QVERIFY2(outcome.message.contains(QDir::toNativeSeparators(path)), qPrintable(outcome.message));
    QVERIFY2(outcome.message.contains(reason, Qt::CaseInsensitive), qPrintable(outcome.message));
    QCOMPARE(outcome.chunks, 0);

    QCOMPARE(kb.store->chunkCount().value(), 0);
    QCOMPARE(ftsRows(*kb.db), 0);
    const auto doc = kb.store->document(outcome.path);
    QVERIFY(doc.ok());
    QCOMPARE(doc.value().has_value(), recorded);
    if (recorded) {
        QCOMPARE(doc.value()->status, DocumentRecord::Status::Failed);
        QCOMPARE(doc.value()->chunkCount, 0);
        // The list of documents shows why it failed.
        QCOMPARE(doc.value()->error, outcome.message);
    }
}

void TestIngest::onlyFrontMatterIsSkipped()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("redirect.md"), "---\nredirect_to: /elsewhere/\n---\n\n<!-- x -->\n");
    const FileOutcome outcome = kb.pipeline->ingestFile(path);
    QCOMPARE(FileOutcome::kindName(outcome.kind), FileOutcome::kindName(FileOutcome::Kind::Skipped));
    QVERIFY2(outcome.message.contains(QStringLiteral("redirect.md")), qPrintable(outcome.message));
    QCOMPARE(kb.store->chunkCount().value(), 0);
}

void TestIngest::markdownSyntaxOnlyInMarkdown_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QStringList>("kept");
    QTest::addColumn<QStringList>("gone");
    // A literal "<" in a text file is text: it must not blank everything up to the next ">" (issue 19).
    QTest::newRow("text") << QStringLiteral("notes.txt")
                          << QByteArray("Press <Enter to submit the form.\n\nEscalation path: employee -> manager.\n\n"
                                        "Greet them with {{name}} and see [the portal](https://hr.example) or [id]: "
                                        "the list.\n")
                          << QStringList{QStringLiteral("<Enter to submit"), QStringLiteral("employee -> manager"),
                                         QStringLiteral("{{name}}"), QStringLiteral("(https://hr.example)"),
                                         QStringLiteral("[id]: the list")}
                          << QStringList{};
    // In Markdown the cleaner still removes what is not prose: a comment, a link target.
    QTest::newRow("markdown") << QStringLiteral("notes.md")
                              << QByteArray("See [the portal](https://hr.example) <!-- draft --> for leave.\n")
                              << QStringList{QStringLiteral("the portal"), QStringLiteral("for leave")}
                              << QStringList{QStringLiteral("https://hr.example"), QStringLiteral("draft")};
}

void TestIngest::markdownSyntaxOnlyInMarkdown()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QStringList, kept);
    QFETCH(QStringList, gone);
    TempKnowledgeBase kb;
    const QString path = kb.write(name, content);
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(path).kind), QStringLiteral("added"));
    QString text;
    for (const ChunkRecord& c : kb.store->chunks(kb.store->document(path).value()->id).value())
        text += c.text + u'\n';
    for (const QString& k : kept)
        QVERIFY2(text.contains(k), qPrintable(text));
    for (const QString& g : gone)
        QVERIFY2(!text.contains(g), qPrintable(text));
}

void TestIngest::brokenAfterGoodKeepsTheLastGoodVersion()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("a.md"), goodMarkdown);
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(path).kind), QStringLiteral("added"));
    const int chunks = kb.store->chunkCount().value();
    QVERIFY(chunks > 0);

    // An editor or sync tool half-way through writing must not make answerable content vanish.
    kb.write(QStringLiteral("a.md"), "# Caf\xc3"); // cut off mid-character, as while a tool writes it
    const FileOutcome broken = kb.pipeline->ingestFile(path);
    QCOMPARE(FileOutcome::kindName(broken.kind), QStringLiteral("failed"));
    QVERIFY2(broken.message.contains(QStringLiteral("previously indexed version stays")), qPrintable(broken.message));
    const auto doc = kb.store->document(path).value();
    QVERIFY(doc.has_value());
    QCOMPARE(doc->status, DocumentRecord::Status::Ready);
    QVERIFY(doc->updateFailed());
    QVERIFY2(doc->error.contains(QStringLiteral("not valid UTF-8")), qPrintable(doc->error));
    QCOMPARE(kb.store->chunkCount().value(), chunks);
    QCOMPARE(ftsRows(*kb.db), chunks);

    // The same broken content again is not "unchanged": the failure is still reported.
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(path).kind), QStringLiteral("failed"));

    // Fixed (even back to the very content that is indexed): indexed again and the error is gone.
    kb.write(QStringLiteral("a.md"), goodMarkdown);
    const FileOutcome fixed = kb.pipeline->ingestFile(path);
    QCOMPARE(FileOutcome::kindName(fixed.kind), QStringLiteral("updated"));
    QCOMPARE(kb.store->document(path).value()->status, DocumentRecord::Status::Ready);
    QVERIFY(!kb.store->document(path).value()->updateFailed());
    QCOMPARE(kb.store->chunkCount().value(), fixed.chunks);
}

void TestIngest::expandRecursively()
{
    TempKnowledgeBase kb;
    const QString root = kb.file(QStringLiteral("docs"));
    kb.write(QStringLiteral("docs/a.md"), goodMarkdown);
    kb.write(QStringLiteral("docs/image.png"), "\x89PNG");
    kb.write(QStringLiteral("docs/manual.xlsx"), "PK\x03\x04");
    kb.write(QStringLiteral("docs/sub/b.markdown"), goodMarkdown);
    kb.write(QStringLiteral("docs/sub/deeper/c.txt"), "Plain text notes.\n");
    kb.write(QStringLiteral("docs/.hidden.md"), goodMarkdown);
    kb.write(QStringLiteral("docs/.git/HEAD.md"), goodMarkdown);
    kb.write(QStringLiteral("docs/sub/.draft/d.md"), goodMarkdown);

    const IngestPipeline::Expansion expansion = IngestPipeline::expand({root});
    QStringList files;
    for (const QString& f : expansion.files) {
        QVERIFY2(QFileInfo(f).isAbsolute(), qPrintable(f));
        files.append(relative(root, f));
    }
    QCOMPARE(files, (QStringList{QStringLiteral("a.md"), QStringLiteral("sub/b.markdown"),
                                 QStringLiteral("sub/deeper/c.txt")}));
    QStringList skipped;
    for (const FileOutcome& p : expansion.problems) {
        QCOMPARE(FileOutcome::kindName(p.kind), QStringLiteral("skipped"));
        QVERIFY2(p.message.contains(QFileInfo(p.path).fileName()), qPrintable(p.message));
        skipped.append(relative(root, p.path));
    }
    QCOMPARE(skipped, (QStringList{QStringLiteral("image.png"), QStringLiteral("manual.xlsx")}));

    for (const QString& f : expansion.files)
        QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(f).kind), QStringLiteral("added"));
    QCOMPARE(kb.store->documents().value().size(), 3);
}

void TestIngest::expandSurvivesLinkLoops()
{
    TempKnowledgeBase kb;
    const QString root = kb.file(QStringLiteral("docs"));
    kb.write(QStringLiteral("docs/a.md"), goodMarkdown);
    kb.write(QStringLiteral("docs/sub/b.md"), goodMarkdown);
    QVERIFY(QFile::link(QStringLiteral("loop.md"), kb.file(QStringLiteral("docs/loop.md"))));
    QVERIFY(QFile::link(QStringLiteral(".."), kb.file(QStringLiteral("docs/sub/up"))));
    QVERIFY(QFile::link(QStringLiteral("."), kb.file(QStringLiteral("docs/sub/self"))));

    const IngestPipeline::Expansion expansion = IngestPipeline::expand({root}); // must terminate
    QStringList files;
    for (const QString& f : expansion.files)
        files.append(relative(root, f));
    QCOMPARE(files, (QStringList{QStringLiteral("a.md"), QStringLiteral("sub/b.md")}));

    QHash<QString, FileOutcome> problems;
    for (const FileOutcome& p : expansion.problems)
        problems.insert(relative(root, p.path), p);
    QCOMPARE(problems.size(), 3);
    QVERIFY(problems.contains(QStringLiteral("loop.md")));
    QCOMPARE(FileOutcome::kindName(problems.value(QStringLiteral("loop.md")).kind), QStringLiteral("failed"));
    for (const QString& link : {QStringLiteral("loop.md"), QStringLiteral("sub/up"), QStringLiteral("sub/self")}) {
        QVERIFY2(problems.contains(link), qPrintable(link));
        QVERIFY2(problems.value(link).message.contains(QStringLiteral("loop")),
                 qPrintable(problems.value(link).message));
        QVERIFY2(problems.value(link).message.contains(QFileInfo(link).fileName()),
                 qPrintable(problems.value(link).message));
    }
}

void TestIngest::unreadableFolderKeepsItsDocuments()
{
    TempKnowledgeBase kb;
    const QString root = kb.file(QStringLiteral("docs"));
    const QString a = kb.write(QStringLiteral("docs/a.md"), goodMarkdown);
    const QString b = kb.write(QStringLiteral("docs/private/b.md"), goodMarkdown);
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(a).kind), QStringLiteral("added"));
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(b).kind), QStringLiteral("added"));
    const QString folder = kb.file(QStringLiteral("docs/private"));
    QVERIFY(QFile::setPermissions(folder, QFileDevice::Permissions()));
    IngestPipeline::Expansion expansion;
    {
        WithoutReadOverride noOverride;
        if (QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).size() > 0) {
            QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
            QFAIL("folder permissions do not stop this process from listing (root without a way to drop "
                  "CAP_DAC_OVERRIDE)");
        }
        expansion = IngestPipeline::expand({root});
    }
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);

    QCOMPARE(expansion.files, QStringList{a});
    QCOMPARE(expansion.unreadableFolders, QStringList{folder});
    QCOMPARE(expansion.problems.size(), 1);
    const FileOutcome& problem = expansion.problems.first();
    QCOMPARE(problem.path, folder);
    QCOMPARE(FileOutcome::kindName(problem.kind), QStringLiteral("failed"));
    QVERIFY2(problem.message.contains(QStringLiteral("The folder ") + QDir::toNativeSeparators(folder)
                                      + QStringLiteral(" cannot be read: permission denied")),
             qPrintable(problem.message));
    QVERIFY2(problem.message.contains(QStringLiteral("chmod a+rx")), qPrintable(problem.message));

    // Its documents are not "deleted files": they stay. Without the folder named, they would go.
    QVERIFY(kb.pipeline->removeVanished(root, expansion.files, expansion.unreadableFolders).isEmpty());
    QVERIFY(kb.store->document(b).value()->isReady());
    const QList<FileOutcome> removed = kb.pipeline->removeVanished(root, expansion.files);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(removed.first().path, b);
}

void TestIngest::expandOverlappingFolders()
{
    // A folder and its subfolder both given (or the same folder twice) is no link loop: each file once,
    // and no problem to report.
    TempKnowledgeBase kb;
    const QString root = kb.file(QStringLiteral("docs"));
    kb.write(QStringLiteral("docs/a.md"), goodMarkdown);
    kb.write(QStringLiteral("docs/sub/b.md"), goodMarkdown);
    const QStringList expected{kb.file(QStringLiteral("docs/a.md")), kb.file(QStringLiteral("docs/sub/b.md"))};
    for (const QStringList& args : {QStringList{root, root + QStringLiteral("/sub")},
                                    QStringList{root + QStringLiteral("/sub"), root}, QStringList{root, root}}) {
        const auto expansion = IngestPipeline::expand(args);
        QStringList files = expansion.files;
        files.sort();
        QCOMPARE(files, expected);
        for (const FileOutcome& p : expansion.problems)
            qWarning("%s", qPrintable(p.message));
        QVERIFY(expansion.problems.isEmpty());
    }
}

void TestIngest::expandSingleFiles()
{
    TempKnowledgeBase kb;
    const QString a = kb.write(QStringLiteral("a.md"), goodMarkdown);
    const QString missing = kb.file(QStringLiteral("missing.md"));
    const QString pdf = kb.write(QStringLiteral("x.pdf"), "%PDF");
    // Single files are passed on even when missing or unsupported (the pipeline says why), duplicates once.
    const auto expansion = IngestPipeline::expand({a, missing, pdf, kb.file(QStringLiteral("./a.md"))});
    QCOMPARE(expansion.files, (QStringList{a, missing, pdf}));
    QVERIFY(expansion.problems.isEmpty());
}

void TestIngest::unchangedFileKeepsChunks()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("a.md"), goodMarkdown);
    const FileOutcome first = kb.pipeline->ingestFile(path);
    QCOMPARE(FileOutcome::kindName(first.kind), QStringLiteral("added"));
    QVERIFY(first.chunks > 0);
    const QList<qint64> ids = chunkIds(*kb.store, path);
    QCOMPARE(ids.size(), first.chunks);
    const QDateTime ingestedAt = kb.store->document(path).value()->ingestedAt;

    // A new modification time alone does not count: the content hash decides.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(QDateTime::currentDateTime().addDays(1), QFileDevice::FileModificationTime));
    f.close();

    const FileOutcome second = kb.pipeline->ingestFile(path);
    QCOMPARE(FileOutcome::kindName(second.kind), QStringLiteral("unchanged"));
    QCOMPARE(chunkIds(*kb.store, path), ids);
    QCOMPARE(kb.store->document(path).value()->ingestedAt, ingestedAt);
    QCOMPARE(ftsRows(*kb.db), ids.size());
}

void TestIngest::changedFileReplacesChunks()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("a.md"), goodMarkdown);
    const QString other = kb.write(QStringLiteral("b.md"), "# Other\n\nUnrelated text.\n");
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(path).kind), QStringLiteral("added"));
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(other).kind), QStringLiteral("added"));
    const QList<qint64> oldIds = chunkIds(*kb.store, path);
    const QList<qint64> otherIds = chunkIds(*kb.store, other);

    kb.write(QStringLiteral("a.md"), "---\ntitle: Better File\n---\n# Better File\n\n## Part One\n\nCompletely new "
                                     "words.\n\n## Part Two\n\nMore.\n");
    const FileOutcome changed = kb.pipeline->ingestFile(path);
    QCOMPARE(FileOutcome::kindName(changed.kind), QStringLiteral("updated"));
    QCOMPARE(changed.chunks, 2);
    const QList<qint64> newIds = chunkIds(*kb.store, path);
    QCOMPARE(newIds.size(), 2);
    for (qint64 id : oldIds) {
        QVERIFY(!newIds.contains(id));
        const auto gone = kb.store->chunk(id);
        QVERIFY(!gone.ok());
        QCOMPARE(gone.error().code, Error::Code::NotFound);
    }
    const QString text = allChunkText(*kb.store, path);
    QVERIFY2(text.contains(QStringLiteral("Completely new words.")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("leave days")), qPrintable(text));
    QCOMPARE(kb.store->document(path).value()->title, QStringLiteral("Better File"));
    QCOMPARE(chunkIds(*kb.store, other), otherIds);
    QCOMPARE(ftsRows(*kb.db), newIds.size() + otherIds.size());
}

void TestIngest::reindexAlwaysStoresAnUnchangedFileAgain()
{
    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("a.md"), goodMarkdown);
    const FileOutcome first = kb.pipeline->ingestFile(path);
    QCOMPARE(FileOutcome::kindName(first.kind), QStringLiteral("added"));
    const QList<qint64> oldIds = chunkIds(*kb.store, path);
    QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(path).kind), QStringLiteral("unchanged"));
    QCOMPARE(chunkIds(*kb.store, path), oldIds);

    // The same content, read and stored again: new passages, the same text, the index in step.
    const FileOutcome again = kb.pipeline->ingestFile(path, Reindex::Always);
    QCOMPARE(FileOutcome::kindName(again.kind), QStringLiteral("updated"));
    QCOMPARE(again.chunks, first.chunks);
    const QList<qint64> newIds = chunkIds(*kb.store, path);
    QCOMPARE(newIds.size(), oldIds.size());
    for (qint64 id : oldIds)
        QVERIFY(!newIds.contains(id));
    QVERIFY(allChunkText(*kb.store, path).contains(QStringLiteral("leave days")));
    QCOMPARE(ftsRows(*kb.db), newIds.size());
    QCOMPARE(kb.store->document(path).value()->title, QStringLiteral("Good File"));

    // A file that cannot be read keeps its indexed version, as on any update.
    QVERIFY(QFile::remove(path));
    const FileOutcome missing = kb.pipeline->ingestFile(path, Reindex::Always);
    QCOMPARE(FileOutcome::kindName(missing.kind), QStringLiteral("failed"));
    QCOMPARE(chunkIds(*kb.store, path), newIds);
}

void TestIngest::progressNamesEveryStep()
{
    TempKnowledgeBase kb;
    QByteArray markdown = "# Policy\n\n";
    for (int i = 0; i < 40; ++i)
        markdown += "## Section " + QByteArray::number(i) + "\n\n" + QByteArray(600, 'x') + " words.\n\n";
    const QString path = kb.write(QStringLiteral("long.md"), markdown);
    QList<FileProgress> steps;
    const FileOutcome outcome =
        kb.pipeline->ingestFile(path, Reindex::IfChanged, [&steps](const FileProgress& step) { steps.append(step); });
    QCOMPARE(FileOutcome::kindName(outcome.kind), QStringLiteral("added"));
    QVERIFY(outcome.chunks >= 40);
    QVERIFY(steps.size() >= 3);
    QCOMPARE(steps.at(0).stage, FileProgress::Stage::Reading);
    QCOMPARE(steps.at(1).stage, FileProgress::Stage::Splitting);
    QCOMPARE(steps.at(2).stage, FileProgress::Stage::Storing);
    QCOMPARE(steps.at(2).done, 0);
    QCOMPARE(steps.last().stage, FileProgress::Stage::Storing);
    QCOMPARE(steps.last().done, outcome.chunks);
    QCOMPARE(steps.last().total, outcome.chunks);
    QCOMPARE(steps.size(), 3 + outcome.chunks); // one per passage written

    // An unchanged file stops after reading.
    steps.clear();
    kb.pipeline->ingestFile(path, Reindex::IfChanged, [&steps](const FileProgress& step) { steps.append(step); });
    QCOMPARE(steps.size(), 1);
    QCOMPARE(steps.first().stage, FileProgress::Stage::Reading);
}

void TestIngest::removeFileAndFolder()
{
    TempKnowledgeBase kb;
    const QString a = kb.write(QStringLiteral("docs/a.md"), goodMarkdown);
    const QString b = kb.write(QStringLiteral("docs/sub/b.md"), goodMarkdown);
    const QString c = kb.write(QStringLiteral("docs/sub/c.md"), goodMarkdown);
    const QString sibling = kb.write(QStringLiteral("docs-old/d.md"), goodMarkdown); // shares the prefix "docs"
    for (const QString& f : {a, b, c, sibling})
        QCOMPARE(FileOutcome::kindName(kb.pipeline->ingestFile(f).kind), QStringLiteral("added"));
    const int perFile = kb.store->chunkCount().value() / 4;
    QVERIFY(perFile > 0);

    const QList<FileOutcome> one = kb.pipeline->remove(b);
    QCOMPARE(one.size(), 1);
    QCOMPARE(FileOutcome::kindName(one.first().kind), QStringLiteral("removed"));
    QCOMPARE(one.first().path, b);
    QVERIFY(!kb.store->document(b).value().has_value());

    // A folder path, even with a trailing slash, removes everything below it and nothing beside it.
    const QList<FileOutcome> folder = kb.pipeline->remove(kb.file(QStringLiteral("docs/")));
    QStringList removed;
    for (const FileOutcome& o : folder) {
        QCOMPARE(FileOutcome::kindName(o.kind), QStringLiteral("removed"));
        removed.append(o.path);
    }
    removed.sort();
    QCOMPARE(removed, (QStringList{a, c}));
    QVERIFY(kb.store->document(sibling).value().has_value());
    QCOMPARE(kb.store->chunkCount().value(), perFile);
    QCOMPARE(ftsRows(*kb.db), perFile);

    const QList<FileOutcome> nothing = kb.pipeline->remove(kb.file(QStringLiteral("docs")));
    QCOMPARE(nothing.size(), 1);
    QCOMPARE(FileOutcome::kindName(nothing.first().kind), QStringLiteral("failed"));
    QVERIFY2(nothing.first().message.contains(QStringLiteral("not in the knowledge base")),
             qPrintable(nothing.first().message));
    // The files themselves are never touched.
    QVERIFY(QFileInfo::exists(a) && QFileInfo::exists(b) && QFileInfo::exists(c));
}

void TestIngest::encodings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("sentence");

    const QString german = QStringLiteral("# Überstunden\n\nÜberstunden werden ausgeglichen. Grüße!\n");
    QTest::newRow("UTF-8") << german.toUtf8() << QStringLiteral("Überstunden")
                           << QStringLiteral("Überstunden werden ausgeglichen.");
    QTest::newRow("UTF-8 with BOM") << QByteArray("\xEF\xBB\xBF") + german.toUtf8() << QStringLiteral("Überstunden")
                                    << QStringLiteral("Überstunden werden ausgeglichen.");
    QTest::newRow("CRLF") << QByteArray(
        "---\r\ntitle: Windows File\r\n---\r\n# Heading\r\n\r\nLine one.\r\nLine two.\r\n")
                          << QStringLiteral("Windows File") << QStringLiteral("Line one.\nLine two.");
    QTest::newRow("BOM and CRLF") << QByteArray("\xEF\xBB\xBF---\r\ntitle: \"Both\"\r\n---\r\nText here.\r\n")
                                  << QStringLiteral("Both") << QStringLiteral("Text here.");
    QTest::newRow("old Mac CR") << QByteArray("# Classic\r\rFirst.\rSecond.\r") << QStringLiteral("Classic")
                                << QStringLiteral("First.\nSecond.");
    QTest::newRow("UTF-16 LE with BOM") << utf16(german, QStringEncoder::Utf16LE) << QStringLiteral("Überstunden")
                                        << QStringLiteral("Überstunden werden ausgeglichen.");
    QTest::newRow("UTF-16 BE with BOM") << utf16(german, QStringEncoder::Utf16BE) << QStringLiteral("Überstunden")
                                        << QStringLiteral("Überstunden werden ausgeglichen.");
    QTest::newRow("Windows-1252 without a mark") << QByteArray("# Caf\xe9\n\nGr\xfc\xdf"
                                                               "e aus M\xfcnchen.\n")
                                                 << QStringLiteral("Café") << QStringLiteral("Grüße aus München.");
    QTest::newRow("UTF-16 LE with CRLF") << utf16(QStringLiteral("# Win\r\n\r\nÄrger.\r\n"), QStringEncoder::Utf16LE)
                                         << QStringLiteral("Win") << QStringLiteral("Ärger.");
}

void TestIngest::encodings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, title);
    QFETCH(QString, sentence);

    TempKnowledgeBase kb;
    const QString path = kb.write(QStringLiteral("encoded.md"), bytes);
    const FileOutcome outcome = kb.pipeline->ingestFile(path);
    QVERIFY2(outcome.kind == FileOutcome::Kind::Added, qPrintable(outcome.message));
    QCOMPARE(kb.store->document(path).value()->title, title);
    const QString text = allChunkText(*kb.store, path);
    QVERIFY2(text.contains(sentence), qPrintable(text));
    QVERIFY(!text.contains(QLatin1Char('\r')));
    QVERIFY(!text.contains(QChar(0xFEFF)));

    // Offsets index the decoded text (what a citation highlights).
    auto probed = SourceFile::probe(path);
    QVERIFY(probed.ok());
    QVERIFY(probed.value().decode().ok());
    const QString decoded = probed.value().text;
    const auto chunks = kb.store->chunks(kb.store->document(path).value()->id).value();
    QVERIFY(!chunks.isEmpty());
    for (const ChunkRecord& c : chunks) {
        QVERIFY(c.startOffset >= 0 && c.endOffset <= decoded.size());
        QCOMPARE(decoded.mid(c.startOffset, c.endOffset - c.startOffset).simplified(), c.text.simplified());
    }
}

void TestIngest::sampleHandbook_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("titles"); // by file name

    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("Annual Leave"),        QStringLiteral("Remote Work"),
                                       QStringLiteral("Travel and Expenses"), QStringLiteral("IT Security"),
                                       QStringLiteral("Training Budget"),     QStringLiteral("Onboarding"),
                                       QStringLiteral("Code of Conduct"),     QStringLiteral("Parental Leave")};
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("Jahresurlaub"),         QStringLiteral("Mobiles Arbeiten"),
                                       QStringLiteral("Reisen und Spesen"),    QStringLiteral("IT-Sicherheit"),
                                       QStringLiteral("Weiterbildungsbudget"), QStringLiteral("Onboarding"),
                                       QStringLiteral("Verhaltenskodex"),      QStringLiteral("Elternzeit")};
}

void TestIngest::sampleHandbook()
{
    QFETCH(QString, language);
    QFETCH(QStringList, titles);

    TempKnowledgeBase kb;
    const QString folder = kb.file(QStringLiteral("handbook/") + language);
    const auto extracted = SampleHandbook::extract(folder, language);
    QVERIFY2(extracted.ok(), extracted ? "" : qPrintable(extracted.error().message));
    QCOMPARE(extracted.value(), folder);
    const QStringList files = QDir(folder).entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 8);

    const auto expansion = IngestPipeline::expand({folder});
    QCOMPARE(expansion.files.size(), 8);
    QVERIFY(expansion.problems.isEmpty());
    for (const QString& f : expansion.files) {
        const FileOutcome outcome = kb.pipeline->ingestFile(f);
        QVERIFY2(outcome.kind == FileOutcome::Kind::Added, qPrintable(outcome.message));
        QVERIFY(outcome.chunks > 1);
    }
    const auto documents = kb.store->documents();
    QVERIFY(documents.ok());
    QCOMPARE(documents.value().size(), 8);
    QStringList actualTitles;
    for (const DocumentRecord& d : documents.value()) {
        QCOMPARE(d.status, DocumentRecord::Status::Ready);
        QVERIFY(d.chunkCount > 1);
        actualTitles.append(d.title);
    }
    QCOMPARE(actualTitles, titles); // documents() is sorted by path, the files are numbered
    QCOMPARE(ftsRows(*kb.db), kb.store->chunkCount().value());
}

void TestIngest::sampleHandbookRejectsUnknownLanguage()
{
    QTemporaryDir dir;
    const auto extracted = SampleHandbook::extract(dir.filePath(QStringLiteral("fr")), QStringLiteral("fr"));
    QVERIFY(!extracted.ok());
    QCOMPARE(extracted.error().code, Error::Code::InvalidInput);
    QVERIFY(extracted.error().message.contains(QStringLiteral("fr")));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("fr"))));
    QCOMPARE(SampleHandbook::languages(), (QStringList{QStringLiteral("en"), QStringLiteral("de")}));
    // The default folder lives below the (test-mode) app data location, never in the user's files.
    QVERIFY(SampleHandbook::defaultFolder(QStringLiteral("en"))
                .startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}

void TestIngest::sampleHandbookLeavesIdenticalFilesAlone()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("en"));
    QVERIFY(SampleHandbook::extract(folder, QStringLiteral("en")).ok());
    const QString first = folder + QStringLiteral("/01-annual-leave.md");
    const QString second = folder + QStringLiteral("/02-remote-work.md");
    const QDateTime old = QDateTime::currentDateTime().addYears(-1);
    for (const QString& f : {first, second}) {
        QFile file(f);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(old, QFileDevice::FileModificationTime));
    }
    // A changed file is restored, an identical one is not rewritten.
    {
        QFile changed(second);
        QVERIFY(changed.open(QIODevice::WriteOnly | QIODevice::Append));
        changed.write("\nLocal edit.\n");
        changed.close();
        QVERIFY(changed.open(QIODevice::ReadWrite));
        QVERIFY(changed.setFileTime(old, QFileDevice::FileModificationTime));
    }
    QVERIFY(SampleHandbook::extract(folder, QStringLiteral("en")).ok());
    QCOMPARE(QFileInfo(first).lastModified().toSecsSinceEpoch(), old.toSecsSinceEpoch());
    QVERIFY(QFileInfo(second).lastModified() > old.addDays(1));
    QFile restored(second);
    QVERIFY(restored.open(QIODevice::ReadOnly));
    QVERIFY(!restored.readAll().contains("Local edit."));
}

QTEST_GUILESS_MAIN(TestIngest)
#include "tst_ingest.moc"
