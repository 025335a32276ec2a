// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReaderProcess.h"

#include "ReaderMessages.h"
#include "common/Logging.h"

#include <QFile>
#include <algorithm>

// POSIX; Windows: ReaderProcessWindows.cpp
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;
#ifdef Q_OS_MACOS
#include <libproc.h>
#endif

namespace lotse {

namespace {

#ifdef MSG_NOSIGNAL
constexpr int sendFlags = MSG_NOSIGNAL; // a reader that died must not kill us with SIGPIPE
#else
constexpr int sendFlags = 0; // macOS: SO_NOSIGPIPE on the socket instead
#endif
constexpr qsizetype errorTailBytes = 8 * 1024;

// macOS accepts RLIMIT_AS but does not enforce it: there the reader's resident memory is watched
// while it works, and a reader over its cap is killed. Linux enforces the cap itself.
bool overMemory([[maybe_unused]] pid_t pid, [[maybe_unused]] qint64 cap)
{
#ifdef Q_OS_MACOS
    proc_taskinfo info{};
    if (proc_pidinfo(pid, PROC_PIDTASKINFO, 0, &info, sizeof info) == int(sizeof info))
        return qint64(info.pti_resident_size) > cap;
#endif
    return false;
}

#ifdef Q_OS_MACOS
constexpr int memoryCheckMs = 200;
#else
constexpr int memoryCheckMs = 1 << 30;
#endif

void closeOnExec(int fd)
{
    ::fcntl(fd, F_SETFD, ::fcntl(fd, F_GETFD) | FD_CLOEXEC);
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

} // namespace

struct ReaderProcess::Deadline
{
    std::chrono::steady_clock::time_point at;
    int remainingMs() const
    {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(at - std::chrono::steady_clock::now());
        return int(std::max<qint64>(0, left.count()));
    }
};

std::unique_ptr<ReaderProcess> ReaderProcess::start(const QString& program, qint64 memoryBytes, QString* error)
{
    int sockets[2] = {-1, -1};
    int errors[2] = {-1, -1};
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, sockets) != 0 || ::pipe(errors) != 0) {
        *error = QString::fromLocal8Bit(std::strerror(errno));
        for (int fd : {sockets[0], sockets[1], errors[0], errors[1]})
            if (fd >= 0)
                ::close(fd);
        return nullptr;
    }
    // Our ends must not leak into readers spawned meanwhile by other threads (they would keep a dead
    // reader's socket open); dup2 in the file actions gives the child its ends without the flag.
    closeOnExec(sockets[0]);
    closeOnExec(errors[0]);
    ::fcntl(sockets[1], F_SETFD, FD_CLOEXEC);
    ::fcntl(errors[1], F_SETFD, FD_CLOEXEC);
#ifdef SO_NOSIGPIPE
    const int on = 1;
    ::setsockopt(sockets[0], SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, sockets[1], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, sockets[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO);
    const QByteArray path = QFile::encodeName(program);
    const QByteArray megabytes = QByteArray::number(memoryBytes / (1024 * 1024));
    char memoryFlag[] = "--memory-mb";
    char* argv[] = {const_cast<char*>(path.constData()), memoryFlag, const_cast<char*>(megabytes.constData()), nullptr};
    pid_t pid = -1;
    const int spawned = posix_spawn(&pid, path.constData(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(sockets[1]);
    ::close(errors[1]);
    if (spawned != 0) {
        *error = QString::fromLocal8Bit(std::strerror(spawned));
        ::close(sockets[0]);
        ::close(errors[0]);
        return nullptr;
    }
    std::unique_ptr<ReaderProcess> process(new ReaderProcess);
    process->m_pid = pid;
    process->m_socket = sockets[0];
    process->m_errors = errors[0];
    process->m_memoryBytes = memoryBytes;
    return process;
}

ReaderProcess::~ReaderProcess()
{
    if (m_pid <= 0)
        return;
    // The reader exits when its socket closes; one still busy (it should not be) is killed.
    ::close(m_socket);
    m_socket = -1;
    for (int i = 0; i < 50; ++i) {
        if (::waitpid(m_pid, nullptr, WNOHANG) == m_pid) {
            m_pid = -1;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(i < 10 ? 1 : 10));
    }
    if (m_pid > 0) {
        Outcome ignored;
        reap(true, ignored);
    }
    ::close(m_errors);
}

ReaderProcess::Outcome ReaderProcess::exchange(const QByteArray& request, std::chrono::milliseconds timeout)
{
    const Deadline deadline{std::chrono::steady_clock::now() + timeout};
    Failure failure = Failure::None;
    if (!send(ReaderFrame::header(request.size()), deadline, failure) || !send(request, deadline, failure))
        return fail(failure);
    char header[ReaderFrame::headerBytes];
    if (!receive(header, sizeof header, deadline, failure))
        return fail(failure);
    const qint64 size = ReaderFrame::payloadBytes(header);
    if (size < 0 || size > ReaderFrame::maxPayloadBytes)
        return fail(Failure::Broken);
    QByteArray payload(size, Qt::Uninitialized);
    if (!receive(payload.data(), size, deadline, failure))
        return fail(failure);
    Outcome outcome;
    outcome.payload = std::move(payload);
    return outcome;
}

bool ReaderProcess::send(const QByteArray& bytes, const Deadline& deadline, Failure& failure)
{
    qint64 sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(m_socket, bytes.constData() + sent, size_t(bytes.size() - sent), sendFlags);
        if (n > 0) {
            sent += n;
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
            if (!waitFor(POLLOUT, deadline, failure))
                return false;
        } else {
            failure = Failure::Crashed; // the reader is gone; reap() says how
            return false;
        }
    }
    return true;
}

bool ReaderProcess::receive(char* into, qint64 bytes, const Deadline& deadline, Failure& failure)
{
    qint64 got = 0;
    while (got < bytes) {
        const ssize_t n = ::recv(m_socket, into + got, size_t(bytes - got), 0);
        if (n > 0) {
            got += n;
        } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
            if (!waitFor(POLLIN, deadline, failure))
                return false;
        } else {
            failure = Failure::Crashed;
            return false;
        }
    }
    return true;
}

bool ReaderProcess::waitFor(short events, const Deadline& deadline, Failure& failure)
{
    while (true) {
        const int remaining = deadline.remainingMs();
        if (remaining <= 0) {
            failure = Failure::Timeout;
            return false;
        }
        if (overMemory(m_pid, m_memoryBytes)) {
            failure = Failure::OutOfMemory;
            return false;
        }
        pollfd fds[2] = {{m_socket, events, 0}, {m_errors, POLLIN, 0}};
        const int ready = ::poll(fds, m_errors >= 0 ? 2 : 1, std::min(remaining, memoryCheckMs));
        if (ready < 0 && errno != EINTR) {
            failure = Failure::Broken;
            return false;
        }
        if (ready > 0 && fds[1].revents != 0)
            drainErrors();
        if (ready > 0 && fds[0].revents != 0)
            return true; // ready, or hung up: the next send/recv says which
    }
}

void ReaderProcess::drainErrors()
{
    char buffer[4096];
    while (true) {
        const ssize_t n = ::read(m_errors, buffer, sizeof buffer);
        if (n <= 0) {
            if (n == 0) { // the reader closed its stderr: it is exiting
                ::close(m_errors);
                m_errors = -1;
            }
            return;
        }
        m_errorTail.append(buffer, n);
        if (m_errorTail.size() > 2 * errorTailBytes)
            m_errorTail = m_errorTail.right(errorTailBytes);
    }
}

ReaderProcess::Outcome ReaderProcess::fail(Failure failure)
{
    Outcome outcome;
    outcome.failure = failure;
    // A reader that hung up ended itself: how, its status says. Any other failure is ours to end.
    reap(failure != Failure::Crashed, outcome);
    if (!m_errorTail.isEmpty())
        qCDebug(lcIngest) << "reader said:" << m_errorTail.right(errorTailBytes);
    return outcome;
}

void ReaderProcess::reap(bool kill, Outcome& outcome)
{
    if (m_pid <= 0)
        return;
    if (kill)
        ::kill(m_pid, SIGKILL);
    int status = 0;
    rusage usage{};
    // One that hung up is exiting: its own status says why (a signal, or out of memory). Should it
    // not exit after all, it is killed.
    pid_t reaped = 0;
    for (int i = 0; i < 200 && reaped == 0; ++i) {
        reaped = ::wait4(m_pid, &status, WNOHANG, &usage);
        if (reaped == 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(i < 10 ? 1 : 10));
        else if (reaped < 0 && errno == EINTR)
            reaped = 0;
    }
    if (reaped == 0) {
        ::kill(m_pid, SIGKILL);
        while (::wait4(m_pid, &status, 0, &usage) < 0 && errno == EINTR) {
        }
    }
    m_pid = -1;
    if (m_errors >= 0)
        drainErrors();
    if (kill)
        return;                                              // we ended it: the failure is ours to name
    const qint64 peakBytes = qint64(usage.ru_maxrss) * 1024; // kilobytes on Linux
    const bool outOfMemory = (WIFEXITED(status) && WEXITSTATUS(status) == outOfMemoryExitCode)
                             || m_errorTail.contains("Out of memory") || m_errorTail.contains("bad_alloc")
                             || (WIFSIGNALED(status) && peakBytes * 2 >= m_memoryBytes);
    if (WIFSIGNALED(status))
        outcome.signal = WTERMSIG(status);
    if (outOfMemory)
        outcome.failure = Failure::OutOfMemory;
    else if (outcome.signal == SIGXCPU)
        outcome.failure = Failure::Timeout; // its own CPU limit, the backstop for a reader left alone
}

} // namespace lotse
