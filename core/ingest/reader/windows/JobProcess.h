// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Windows only, and without Qt, so that tests/windows can build it with MinGW and run it under Wine
// on Linux (Qt for Windows is not at hand there).
#include <chrono>
#include <memory>
#include <string>
#include <windows.h>

namespace lotse {

// A child process in a job object of its own: its memory capped by the job (allocations beyond the
// cap fail), killed with the job at a deadline or when this object (or Lotse) goes away, talked to
// through its standard input and output. Our ends of the pipes are overlapped, so that every read
// and write has a deadline, and the child's standard error is drained while we wait (a child that
// fills it must not stall). Not thread-safe: one thread at a time.
class JobProcess final
{
public:
    using Clock = std::chrono::steady_clock;
    enum class Io { Done, Timeout, Closed };
    struct Exit
    {
        bool exited = false;   // false: it did not end in time
        DWORD code = 0;        // its exit code, or the exception (NTSTATUS) that ended it
        bool killed = false;   // we ended it (kill())
        SIZE_T peakMemory = 0; // the most committed memory it had, as the job counted it
    };
    static constexpr DWORD killedExitCode = 0x4C4B; // "LK": what TerminateJobObject gives it

    // Starts `commandLine` (program and arguments, quoted as CreateProcess expects) with at most
    // `memoryBytes` of committed memory; nullptr and the Windows error code in `error` if it cannot.
    static std::unique_ptr<JobProcess> start(const std::wstring& commandLine, SIZE_T memoryBytes, DWORD* error);
    ~JobProcess(); // closes its input: it should exit; after a short grace it is killed with the job
    JobProcess(const JobProcess&) = delete;
    JobProcess& operator=(const JobProcess&) = delete;

    Io write(const char* data, size_t bytes, Clock::time_point deadline);
    Io read(char* into, size_t bytes, Clock::time_point deadline);
    void kill();
    // Waits up to `timeout` for it to end; its exit code and peak memory.
    Exit wait(std::chrono::milliseconds timeout);
    // The last few KB it wrote to its standard error.
    const std::string& errorTail() const { return m_errorTail; }
    DWORD processId() const { return m_processId; }
    SIZE_T memoryLimit() const; // as the job has it

private:
    JobProcess() = default;
    Io transfer(HANDLE pipe, char* buffer, size_t bytes, Clock::time_point deadline);
    // Waits for `op` (or the deadline), draining standard error meanwhile.
    Io await(HANDLE pipe, OVERLAPPED& op, DWORD& transferred, Clock::time_point deadline);
    void startErrorRead();
    void finishErrorRead();
    void cancelErrorRead();

    HANDLE m_job = nullptr;
    HANDLE m_process = nullptr;
    DWORD m_processId = 0;
    HANDLE m_input = nullptr;  // our end of its standard input
    HANDLE m_output = nullptr; // our end of its standard output
    HANDLE m_errors = nullptr; // our end of its standard error
    HANDLE m_ioEvent = nullptr;
    OVERLAPPED m_errorOp{};
    char m_errorBuffer[4096];
    bool m_errorPending = false;
    bool m_killed = false;
    std::string m_errorTail;
};

} // namespace lotse
