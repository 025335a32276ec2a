// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderLoop.h"

#include "ReaderMessages.h"
#include "ReaderProcess.h"
#include "ingest/formats/DocumentParser.h"

#include <QByteArray>
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <new>
#include <thread>

#ifdef Q_OS_WIN
#include <fcntl.h>
#include <io.h>
#include <windows.h>
#else
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace lotse {

namespace {

#ifdef Q_OS_WIN
// Windows' C runtime: _read/_write take an unsigned count and return an int.
qint64 readSome(int fd, char* into, qint64 bytes)
{
    return ::_read(fd, into, unsigned(std::min<qint64>(bytes, 1 << 30)));
}
qint64 writeSome(int fd, const char* from, qint64 bytes)
{
    return ::_write(fd, from, unsigned(std::min<qint64>(bytes, 1 << 30)));
}
#else
qint64 readSome(int fd, char* into, qint64 bytes)
{
    return ::read(fd, into, size_t(bytes));
}
qint64 writeSome(int fd, const char* from, qint64 bytes)
{
    return ::write(fd, from, size_t(bytes));
}
#endif

bool readAll(int fd, char* into, qint64 bytes)
{
    qint64 got = 0;
    while (got < bytes) {
        const qint64 n = readSome(fd, into + got, bytes - got);
        if (n > 0)
            got += n;
        else if (n < 0 && errno == EINTR)
            continue;
        else
            return false;
    }
    return true;
}

bool writeAll(int fd, const char* from, qint64 bytes)
{
    qint64 sent = 0;
    while (sent < bytes) {
        const qint64 n = writeSome(fd, from + sent, bytes - sent);
        if (n > 0)
            sent += n;
        else if (n < 0 && errno == EINTR)
            continue;
        else
            return false;
    }
    return true;
}

#ifdef Q_OS_WIN
// Windows: the job object Lotse puts this process in caps its memory, kills it at the deadline and
// when Lotse ends (ReaderProcessWindows.cpp); here only the binary pipes and no crash dialog.
void capMemory(long long)
{
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
    ::_setmode(0, _O_BINARY);
    ::_setmode(1, _O_BINARY);
}
void capCpu(int) {}
void followParent() {}
#else
void capMemory(long long memoryBytes)
{
    const rlimit core{0, 0};
    ::setrlimit(RLIMIT_CORE, &core); // a crash on a hostile file is expected, not worth a dump
    if (memoryBytes > 0) {
        const rlimit space{rlim_t(memoryBytes), rlim_t(memoryBytes)};
        ::setrlimit(RLIMIT_AS, &space);
    }
}

// A CPU-time limit a little beyond the request's deadline: the backstop, should the parent's watch
// (followParent) not end this process.
void capCpu(int seconds)
{
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    const rlim_t used = rlim_t(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec);
    const rlimit cpu{used + rlim_t(seconds) + 5, RLIM_INFINITY};
    ::setrlimit(RLIMIT_CPU, &cpu);
}

// Ends this process soon after Lotse's ends (killed, say, while this one reads a hostile file): it
// would otherwise go on until its CPU limit, for nobody.
void followParent()
{
    const pid_t parent = ::getppid();
    std::thread([parent] {
        while (::getppid() == parent)
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
        ::_exit(0);
    }).detach();
}
#endif

// One request read, parsed and answered; false when the socket closed or failed.
bool serveOne(int in, int out, QString& language, const ReaderLoop::LanguageApplier& applyLanguage)
{
    char header[ReaderFrame::headerBytes];
    if (!readAll(in, header, sizeof header))
        return false;
    const qint64 size = ReaderFrame::payloadBytes(header);
    if (size < 0 || size > ReaderFrame::maxPayloadBytes)
        return false;
    QByteArray payload(size, Qt::Uninitialized);
    if (!readAll(in, payload.data(), size))
        return false;
    std::optional<ReaderRequest> request = ReaderRequest::decode(payload);
    payload = QByteArray();
    if (!request)
        return false;
    capCpu(request->limits.maxReadSeconds);
    if (request->language != language) {
        applyLanguage(request->language);
        language = request->language;
    }
    ReaderResponse response;
    response.result = DocumentParser::parse(request->path, request->bytes, request->limits);
    *request = ReaderRequest();
    const QByteArray answer = response.encode();
    const QByteArray frame = ReaderFrame::header(answer.size());
    return writeAll(out, frame.constData(), frame.size()) && writeAll(out, answer.constData(), answer.size());
}

} // namespace

int ReaderLoop::run(int in, int out, long long memoryBytes, const LanguageApplier& applyLanguage)
{
    capMemory(memoryBytes);
    followParent();
    QString language = QStringLiteral("en");
    try {
        while (true) {
            if (!serveOne(in, out, language, applyLanguage))
                return 0;
        }
    } catch (const std::bad_alloc&) {
        return ReaderProcess::outOfMemoryExitCode;
    }
}

} // namespace lotse
