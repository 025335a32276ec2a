// SPDX-License-Identifier: GPL-3.0-or-later
// ReaderProcess on Windows: lotse-reader.exe in a job object (windows/JobProcess), which caps its
// committed memory, kills it at the deadline and takes it along should Lotse end.
#include "ReaderMessages.h"
#include "ReaderProcess.h"
#include "common/Logging.h"
#include "windows/JobProcess.h"

#include <QDir>
#include <string>

namespace lotse {

namespace {

constexpr DWORD statusNoMemory = 0xC0000017;     // STATUS_NO_MEMORY
constexpr DWORD firstExceptionCode = 0xC0000000; // NTSTATUS errors: an exception ended it
constexpr DWORD abortExitCode = 3;               // abort(), std::terminate

std::wstring commandLine(const QString& program, qint64 memoryBytes)
{
    return L"\"" + QDir::toNativeSeparators(program).toStdWString() + L"\" --memory-mb "
           + std::to_wstring(memoryBytes / (1024 * 1024));
}

} // namespace

std::unique_ptr<ReaderProcess> ReaderProcess::start(const QString& program, qint64 memoryBytes, QString* error)
{
    DWORD code = 0;
    std::unique_ptr<JobProcess> job = JobProcess::start(commandLine(program, memoryBytes), SIZE_T(memoryBytes), &code);
    if (!job) {
        *error = qt_error_string(int(code));
        return nullptr;
    }
    std::unique_ptr<ReaderProcess> process(new ReaderProcess);
    process->m_job = std::move(job);
    process->m_memoryBytes = memoryBytes;
    return process;
}

ReaderProcess::~ReaderProcess() = default; // JobProcess ends it

ReaderProcess::Outcome ReaderProcess::exchange(const QByteArray& request, std::chrono::milliseconds timeout)
{
    if (!m_job)
        return fail(Failure::Broken);
    const JobProcess::Clock::time_point deadline = JobProcess::Clock::now() + timeout;
    const QByteArray header = ReaderFrame::header(request.size());
    JobProcess::Io io = m_job->write(header.constData(), size_t(header.size()), deadline);
    if (io == JobProcess::Io::Done)
        io = m_job->write(request.constData(), size_t(request.size()), deadline);
    char answerHeader[ReaderFrame::headerBytes];
    if (io == JobProcess::Io::Done)
        io = m_job->read(answerHeader, sizeof answerHeader, deadline);
    if (io != JobProcess::Io::Done)
        return fail(io == JobProcess::Io::Timeout ? Failure::Timeout : Failure::Crashed);
    const qint64 size = ReaderFrame::payloadBytes(answerHeader);
    if (size < 0 || size > ReaderFrame::maxPayloadBytes)
        return fail(Failure::Broken);
    QByteArray payload(size, Qt::Uninitialized);
    io = m_job->read(payload.data(), size_t(size), deadline);
    if (io != JobProcess::Io::Done)
        return fail(io == JobProcess::Io::Timeout ? Failure::Timeout : Failure::Crashed);
    Outcome outcome;
    outcome.payload = std::move(payload);
    return outcome;
}

ReaderProcess::Outcome ReaderProcess::fail(Failure failure)
{
    Outcome outcome;
    outcome.failure = failure;
    if (!m_job)
        return outcome;
    // A reader whose pipe broke ended itself: how, its exit code says. Any other failure is ours to end.
    if (failure != Failure::Crashed)
        m_job->kill();
    const JobProcess::Exit exit = m_job->wait(std::chrono::seconds(5));
    const QByteArray tail = QByteArray::fromStdString(m_job->errorTail());
    m_job.reset();
    if (!tail.isEmpty())
        qCDebug(lcIngest) << "reader said:" << tail;
    if (failure != Failure::Crashed || !exit.exited)
        return outcome;
    // Allocations beyond the job's cap fail: as std::bad_alloc (our exit code), or in C code as a
    // crash or an abort close to the cap.
    const bool crashed = exit.code >= firstExceptionCode || exit.code == abortExitCode;
    const bool outOfMemory = exit.code == DWORD(outOfMemoryExitCode) || exit.code == statusNoMemory
                             || tail.contains("Out of memory") || tail.contains("bad_alloc")
                             || (crashed && qint64(exit.peakMemory) * 10 >= m_memoryBytes * 9);
    if (outOfMemory)
        outcome.failure = Failure::OutOfMemory;
    else if (exit.code >= firstExceptionCode)
        outcome.exceptionCode = exit.code;
    return outcome;
}

} // namespace lotse
