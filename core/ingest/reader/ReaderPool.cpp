// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderPool.h"

#include "ReaderMessages.h"
#include "ReaderProcess.h"
#include "common/Logging.h"
#include "ingest/formats/DocumentParser.h"
#include "text/InterfaceLanguage.h"

#include <QDir>
#include <QFileInfo>
#include <QMutexLocker>
#include <QStandardPaths>

namespace lotse {

namespace {

constexpr size_t maxIdle = 4; // one per parse thread and the writer's help, on any machine we target

bool readHere(const QString& path, const QByteArray& bytes)
{
    const Result<DocumentFormat> format = FormatDetector::detect(path, bytes);
    return format && (format.value() == DocumentFormat::Markdown || format.value() == DocumentFormat::PlainText)
           && !bytes.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1");
}

QString findProgram()
{
    const QString fromEnvironment = qEnvironmentVariable("LOTSE_READER");
    if (!fromEnvironment.isEmpty())
        return QFileInfo(fromEnvironment).isExecutable() ? fromEnvironment : QString();
    const QString dir = QCoreApplication::applicationDirPath();
#ifdef Q_OS_WIN
    const QStringList candidates{dir + QStringLiteral("/lotse-reader.exe")};
#else
    const QStringList candidates{dir + QStringLiteral("/lotse-reader"),
                                 dir + QStringLiteral("/../libexec/lotse/lotse-reader")};
#endif
    for (const QString& candidate : candidates) {
        if (QFileInfo(candidate).isExecutable())
            return QDir::cleanPath(candidate);
    }
    return {};
}

} // namespace

ReaderPool& ReaderPool::instance()
{
    static ReaderPool pool(installedProgram());
    return pool;
}

ReaderPool::ReaderPool(QString program)
    : m_program(std::move(program))
{}

ReaderPool::~ReaderPool() = default;

QString ReaderPool::installedProgram()
{
    static const QString found = [] {
        const QString p = findProgram();
        if (p.isEmpty())
            qCWarning(lcIngest) << "no lotse-reader found: documents are read in this process, without the limits"
                                   " on time and memory per file";
        return p;
    }();
    return found;
}

Result<ParsedDocument> ReaderPool::parse(const QString& path, const QByteArray& bytes, const FormatLimits& limits)
{
    if (!isolated() || readHere(path, bytes))
        return DocumentParser::parse(path, bytes, limits);
    return parseInReader(path, bytes, limits);
}

Result<ParsedDocument> ReaderPool::parseInReader(const QString& path, const QByteArray& bytes,
                                                 const FormatLimits& limits)
{
    QString startError;
    std::unique_ptr<ReaderProcess> reader = take(limits.maxReadMemoryBytes, &startError);
    if (!reader) {
        return Error::make(Error::Code::Io, tr("could not be read: the document reader %1 did not start (%2). "
                                               "Check that Lotse is installed completely, then retry it.")
                                                .arg(QDir::toNativeSeparators(m_program), startError));
    }
    ++m_reads;
    const ReaderRequest request{path, bytes, limits, InterfaceLanguage::current()};
    ReaderProcess::Outcome outcome =
        reader->exchange(request.encode(), std::chrono::seconds(std::max(1, limits.maxReadSeconds)));
    std::optional<ReaderResponse> response;
    if (outcome.payload)
        response = ReaderResponse::decode(*outcome.payload);
    switch (outcome.failure) {
    case ReaderProcess::Failure::None:
        if (response) {
            giveBack(std::move(reader));
            return std::move(response->result);
        }
        break;
    case ReaderProcess::Failure::Timeout:
        return Error::make(Error::Code::Unsupported,
                           tr("took longer than %n second(s) to read, so Lotse stopped reading it. If it is a real "
                              "document, raise the limit (Settings → Documents, or `lotse-cli config set %1`) and "
                              "retry it; otherwise save it again from the program that made it.",
                              nullptr, limits.maxReadSeconds)
                               .arg(QStringLiteral("read-seconds")));
    case ReaderProcess::Failure::OutOfMemory:
        return Error::make(Error::Code::Unsupported,
                           tr("needed more than %1 MB of memory to read, so Lotse stopped reading it. If it is a real "
                              "document, raise the limit (Settings → Documents, or `lotse-cli config set %2`) and "
                              "retry it; otherwise save it again from the program that made it.")
                               .arg(limits.maxReadMemoryBytes / (1024 * 1024))
                               .arg(QStringLiteral("read-memory-mb")));
    case ReaderProcess::Failure::Crashed:
        if (outcome.signal != 0 || outcome.exceptionCode != 0) {
            const QString how = outcome.signal != 0
                                    ? tr("signal %1").arg(outcome.signal)
                                    : tr("exception 0x%1").arg(outcome.exceptionCode, 8, 16, QLatin1Char('0'));
            return Error::make(Error::Code::Unsupported,
                               tr("made the document reader crash (%1). The file is probably damaged: save it "
                                  "again from the program that made it, then retry it.")
                                   .arg(how));
        }
        break;
    case ReaderProcess::Failure::Broken:
        break;
    }
    return Error::make(Error::Code::Internal, tr("could not be read: the document reader gave no usable answer. "
                                                 "Retry it; should this happen again, please report it."));
}

std::unique_ptr<ReaderProcess> ReaderPool::take(qint64 memoryBytes, QString* error)
{
    {
        QMutexLocker lock(&m_mutex);
        for (auto it = m_idle.begin(); it != m_idle.end(); ++it) {
            if ((*it)->memoryBytes() == memoryBytes) {
                std::unique_ptr<ReaderProcess> reader = std::move(*it);
                m_idle.erase(it);
                return reader;
            }
        }
    }
    ++m_started;
    return ReaderProcess::start(m_program, memoryBytes, error);
}

void ReaderPool::giveBack(std::unique_ptr<ReaderProcess> process)
{
    std::unique_ptr<ReaderProcess> surplus;
    QMutexLocker lock(&m_mutex);
    if (m_idle.size() < maxIdle)
        m_idle.push_back(std::move(process));
    else
        surplus = std::move(process); // ended outside the lock
    lock.unlock();
}

} // namespace lotse
