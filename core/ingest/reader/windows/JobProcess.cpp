// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobProcess.h"

#include <algorithm>
#include <atomic>
#include <cwchar>
#include <vector>

namespace lotse {

namespace {

constexpr size_t errorTailBytes = 8 * 1024;
constexpr DWORD pipeBufferBytes = 64 * 1024;

struct Pipe
{
    HANDLE ours = nullptr;
    HANDLE theirs = nullptr;
};

void closeHandle(HANDLE& handle)
{
    if (handle != nullptr && handle != INVALID_HANDLE_VALUE)
        CloseHandle(handle);
    handle = nullptr;
}

// Anonymous pipes cannot be overlapped, so each pipe is a named one with a unique name: our end
// overlapped (deadlines), the child's end plain and inheritable.
bool makePipe(bool childReads, Pipe& pipe, DWORD* error)
{
    static std::atomic<unsigned> counter{0};
    wchar_t name[96];
    std::swprintf(name, 96, L"\\\\.\\pipe\\lotse-reader-%lu-%u", GetCurrentProcessId(), counter++);
    const DWORD access = (childReads ? PIPE_ACCESS_OUTBOUND : PIPE_ACCESS_INBOUND) | FILE_FLAG_OVERLAPPED
                         | FILE_FLAG_FIRST_PIPE_INSTANCE;
    pipe.ours =
        CreateNamedPipeW(name, access, PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS, 1,
                         pipeBufferBytes, pipeBufferBytes, 0, nullptr);
    if (pipe.ours == INVALID_HANDLE_VALUE) {
        pipe.ours = nullptr;
        *error = GetLastError();
        return false;
    }
    SECURITY_ATTRIBUTES inherit{sizeof inherit, nullptr, TRUE};
    pipe.theirs = CreateFileW(name, childReads ? GENERIC_READ : GENERIC_WRITE, 0, &inherit, OPEN_EXISTING, 0, nullptr);
    if (pipe.theirs == INVALID_HANDLE_VALUE) {
        pipe.theirs = nullptr;
        *error = GetLastError();
        closeHandle(pipe.ours);
        return false;
    }
    return true;
}

HANDLE makeJob(SIZE_T memoryBytes, DWORD* error)
{
    HANDLE job = CreateJobObjectW(nullptr, nullptr);
    if (job == nullptr) {
        *error = GetLastError();
        return nullptr;
    }
    // Killed with the job when Lotse goes (the POSIX reader watches its parent instead); a crash ends
    // the process without Windows' error dialog; allocations beyond the cap fail.
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    limits.BasicLimitInformation.LimitFlags =
        JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
    if (memoryBytes > 0) {
        limits.BasicLimitInformation.LimitFlags |= JOB_OBJECT_LIMIT_PROCESS_MEMORY;
        limits.ProcessMemoryLimit = memoryBytes;
    }
    if (!SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits)) {
        *error = GetLastError();
        CloseHandle(job);
        return nullptr;
    }
    return job;
}

// Only the child's three pipe ends are inherited, not whatever else is inheritable at that moment:
// a reader started by another ingest thread meanwhile must not hold this one's pipes open.
bool spawn(std::wstring commandLine, HANDLE (&handles)[3], PROCESS_INFORMATION& info, DWORD* error)
{
    SIZE_T size = 0;
    InitializeProcThreadAttributeList(nullptr, 1, 0, &size);
    std::vector<char> storage(size);
    auto* attributes = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(storage.data());
    if (!InitializeProcThreadAttributeList(attributes, 1, 0, &size)
        || !UpdateProcThreadAttribute(attributes, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, handles, sizeof handles,
                                      nullptr, nullptr)) {
        *error = GetLastError();
        return false;
    }
    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = handles[0];
    startup.StartupInfo.hStdOutput = handles[1];
    startup.StartupInfo.hStdError = handles[2];
    startup.lpAttributeList = attributes;
    // Suspended until it is in its job; no console window when Lotse's window starts it.
    const DWORD flags = CREATE_SUSPENDED | CREATE_NO_WINDOW | EXTENDED_STARTUPINFO_PRESENT | CREATE_UNICODE_ENVIRONMENT;
    const BOOL started = CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE, flags, nullptr, nullptr,
                                        &startup.StartupInfo, &info);
    if (!started)
        *error = GetLastError();
    DeleteProcThreadAttributeList(attributes);
    return started;
}

} // namespace

std::unique_ptr<JobProcess> JobProcess::start(const std::wstring& commandLine, SIZE_T memoryBytes, DWORD* error)
{
    std::unique_ptr<JobProcess> process(new JobProcess);
    Pipe input, output, errors;
    if (!makePipe(true, input, error) || !makePipe(false, output, error) || !makePipe(false, errors, error)) {
        for (Pipe* pipe : {&input, &output, &errors}) {
            closeHandle(pipe->ours);
            closeHandle(pipe->theirs);
        }
        return nullptr;
    }
    process->m_input = input.ours;
    process->m_output = output.ours;
    process->m_errors = errors.ours;
    process->m_job = makeJob(memoryBytes, error);
    process->m_ioEvent = CreateEventW(nullptr, TRUE, FALSE, nullptr);
    process->m_errorOp.hEvent = CreateEventW(nullptr, TRUE, FALSE, nullptr);
    HANDLE theirs[3] = {input.theirs, output.theirs, errors.theirs};
    PROCESS_INFORMATION info{};
    const bool spawned = process->m_job != nullptr && process->m_ioEvent != nullptr
                         && process->m_errorOp.hEvent != nullptr && spawn(commandLine, theirs, info, error);
    for (HANDLE& handle : theirs)
        closeHandle(handle);
    if (!spawned)
        return nullptr;
    process->m_process = info.hProcess;
    process->m_processId = info.dwProcessId;
    if (!AssignProcessToJobObject(process->m_job, info.hProcess)) {
        *error = GetLastError();
        TerminateProcess(info.hProcess, killedExitCode);
        CloseHandle(info.hThread);
        return nullptr;
    }
    ResumeThread(info.hThread);
    CloseHandle(info.hThread);
    process->startErrorRead();
    return process;
}

JobProcess::~JobProcess()
{
    closeHandle(m_input); // a reader waiting for its next request reads the end and exits
    if (m_process != nullptr && WaitForSingleObject(m_process, 500) != WAIT_OBJECT_0)
        kill();
    cancelErrorRead();
    closeHandle(m_output);
    closeHandle(m_errors);
    closeHandle(m_process);
    closeHandle(m_job); // kills whatever is left in it
    closeHandle(m_ioEvent);
    closeHandle(m_errorOp.hEvent);
}

JobProcess::Io JobProcess::write(const char* data, size_t bytes, Clock::time_point deadline)
{
    return transfer(m_input, const_cast<char*>(data), bytes, deadline);
}

JobProcess::Io JobProcess::read(char* into, size_t bytes, Clock::time_point deadline)
{
    return transfer(m_output, into, bytes, deadline);
}

JobProcess::Io JobProcess::transfer(HANDLE pipe, char* buffer, size_t bytes, Clock::time_point deadline)
{
    if (pipe == nullptr)
        return Io::Closed;
    const bool writing = pipe == m_input;
    size_t done = 0;
    while (done < bytes) {
        OVERLAPPED op{};
        op.hEvent = m_ioEvent;
        const DWORD chunk = DWORD(std::min<size_t>(bytes - done, 1u << 30));
        const BOOL ok = writing ? WriteFile(pipe, buffer + done, chunk, nullptr, &op)
                                : ReadFile(pipe, buffer + done, chunk, nullptr, &op);
        if (!ok && GetLastError() != ERROR_IO_PENDING)
            return Io::Closed; // the child is gone (broken pipe): wait() says how
        DWORD transferred = 0;
        const Io io = await(pipe, op, transferred, deadline);
        if (io != Io::Done)
            return io;
        if (transferred == 0)
            return Io::Closed;
        done += transferred;
    }
    return Io::Done;
}

JobProcess::Io JobProcess::await(HANDLE pipe, OVERLAPPED& op, DWORD& transferred, Clock::time_point deadline)
{
    while (true) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) {
            CancelIoEx(pipe, &op);
            // The buffer is ours again only once the cancelled operation has ended; it may have
            // completed after all.
            return GetOverlappedResult(pipe, &op, &transferred, TRUE) ? Io::Done : Io::Timeout;
        }
        HANDLE events[2] = {op.hEvent, m_errorOp.hEvent};
        const DWORD woke =
            WaitForMultipleObjects(m_errorPending ? 2 : 1, events, FALSE, DWORD(std::min<long long>(left, 60000)));
        if (woke == WAIT_OBJECT_0)
            return GetOverlappedResult(pipe, &op, &transferred, FALSE) ? Io::Done : Io::Closed;
        if (woke == WAIT_OBJECT_0 + 1)
            finishErrorRead();
        else if (woke != WAIT_TIMEOUT) {
            CancelIoEx(pipe, &op);
            GetOverlappedResult(pipe, &op, &transferred, TRUE);
            return Io::Closed;
        }
    }
}

void JobProcess::startErrorRead()
{
    if (m_errors == nullptr)
        return;
    const BOOL ok = ReadFile(m_errors, m_errorBuffer, sizeof m_errorBuffer, nullptr, &m_errorOp);
    m_errorPending = ok || GetLastError() == ERROR_IO_PENDING;
    if (!m_errorPending)
        closeHandle(m_errors); // it closed its standard error: it is exiting
}

void JobProcess::finishErrorRead()
{
    DWORD got = 0;
    m_errorPending = false;
    if (!GetOverlappedResult(m_errors, &m_errorOp, &got, FALSE)) {
        closeHandle(m_errors);
        return;
    }
    m_errorTail.append(m_errorBuffer, got);
    if (m_errorTail.size() > 2 * errorTailBytes)
        m_errorTail.erase(0, m_errorTail.size() - errorTailBytes);
    startErrorRead();
}

void JobProcess::cancelErrorRead()
{
    if (!m_errorPending)
        return;
    DWORD got = 0;
    CancelIoEx(m_errors, &m_errorOp);
    GetOverlappedResult(m_errors, &m_errorOp, &got, TRUE);
    m_errorPending = false;
}

void JobProcess::kill()
{
    if (m_job != nullptr && !m_killed) {
        TerminateJobObject(m_job, killedExitCode);
        m_killed = true;
    }
}

JobProcess::Exit JobProcess::wait(std::chrono::milliseconds timeout)
{
    Exit exit;
    const Clock::time_point deadline = Clock::now() + timeout;
    while (m_process != nullptr) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        HANDLE events[2] = {m_process, m_errorOp.hEvent};
        const DWORD woke =
            WaitForMultipleObjects(m_errorPending ? 2 : 1, events, FALSE, DWORD(std::max<long long>(0, left)));
        if (woke == WAIT_OBJECT_0 + 1) {
            finishErrorRead();
            continue;
        }
        if (woke != WAIT_OBJECT_0)
            return exit;
        break;
    }
    // What it wrote last is in the pipe still; its end closed with it, so these reads do not wait.
    for (int i = 0; i < 64 && m_errorPending && WaitForSingleObject(m_errorOp.hEvent, 100) == WAIT_OBJECT_0; ++i)
        finishErrorRead();
    exit.exited = true;
    exit.killed = m_killed;
    GetExitCodeProcess(m_process, &exit.code);
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    if (QueryInformationJobObject(m_job, JobObjectExtendedLimitInformation, &limits, sizeof limits, nullptr))
        exit.peakMemory = limits.PeakProcessMemoryUsed;
    return exit;
}

SIZE_T JobProcess::memoryLimit() const
{
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    if (!QueryInformationJobObject(m_job, JobObjectExtendedLimitInformation, &limits, sizeof limits, nullptr))
        return 0;
    return (limits.BasicLimitInformation.LimitFlags & JOB_OBJECT_LIMIT_PROCESS_MEMORY) ? limits.ProcessMemoryLimit : 0;
}

} // namespace lotse
