// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <chrono>
#include <memory>
#include <optional>

namespace lotse {

#ifdef Q_OS_WIN
class JobProcess;
#endif

// One lotse-reader process and the pipe to it: spawned with a cap on its memory (POSIX: its address
// space; Windows: its committed memory, through a job object), given one request at a time, killed
// when an answer does not come by the deadline. Not a QObject and tied to no thread: any of the
// ingest threads may use it, one at a time. ReaderProcess.cpp is POSIX, ReaderProcessWindows.cpp
// Windows.
class ReaderProcess final
{
public:
    enum class Failure {
        None,
        Timeout,     // no answer by the deadline: killed
        OutOfMemory, // it ran into its memory cap
        Crashed,     // killed by another signal, or exited without an answer
        Broken,      // the socket failed, or the answer was garbled
    };
    struct Outcome
    {
        std::optional<QByteArray> payload; // the answer, when there was one
        Failure failure = Failure::None;
        int signal = 0;            // POSIX: the signal that ended the process, when one did
        quint32 exceptionCode = 0; // Windows: the exception (NTSTATUS) that ended it, when one did
    };

    // Starts `program` capped at `memoryBytes` of address space; nullptr and `error` if it cannot.
    static std::unique_ptr<ReaderProcess> start(const QString& program, qint64 memoryBytes, QString* error);
    ~ReaderProcess(); // ends the process: it exits when its socket closes, or is killed soon after
    ReaderProcess(const ReaderProcess&) = delete;
    ReaderProcess& operator=(const ReaderProcess&) = delete;

    // Sends `request` and waits for the answer until `timeout` has passed. After any failure the
    // process is gone and this object is only good for destruction.
    Outcome exchange(const QByteArray& request, std::chrono::milliseconds timeout);
    qint64 memoryBytes() const { return m_memoryBytes; }
    // Exit status of a reader that ran out of memory (std::bad_alloc): see ReaderLoop.
    static constexpr int outOfMemoryExitCode = 86;

private:
    ReaderProcess() = default;
#ifdef Q_OS_WIN
    Outcome fail(Failure failure);

    std::unique_ptr<JobProcess> m_job;
#else
    struct Deadline;
    bool send(const QByteArray& bytes, const Deadline& deadline, Failure& failure);
    bool receive(char* into, qint64 bytes, const Deadline& deadline, Failure& failure);
    // Waits for input on the socket (and drains the error pipe) until the deadline.
    bool waitFor(short events, const Deadline& deadline, Failure& failure);
    void drainErrors();
    Outcome fail(Failure failure);
    // Reaps the process (killing it first when `kill`); its signal and whether memory ran out.
    void reap(bool kill, Outcome& outcome);

    int m_pid = -1;
    int m_socket = -1;
    int m_errors = -1;      // its stderr: poppler's complaints, and "Out of memory"
    QByteArray m_errorTail; // the last few KB of it
#endif
    qint64 m_memoryBytes = 0;
};

} // namespace lotse
