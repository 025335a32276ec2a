// SPDX-License-Identifier: GPL-3.0-or-later
// The child tst_jobprocess starts (MinGW, no Qt): each mode behaves like a lotse-reader in one
// situation: answering, hanging on a hostile file, crashing, running out of memory, complaining a lot.
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <io.h>
#include <new>
#include <string>
#include <vector>
#include <windows.h>

namespace {

bool readAll(char* into, size_t bytes)
{
    size_t got = 0;
    while (got < bytes) {
        const int n = _read(0, into + got, unsigned(bytes - got));
        if (n <= 0)
            return false;
        got += size_t(n);
    }
    return true;
}

bool writeAll(const char* from, size_t bytes)
{
    size_t sent = 0;
    while (sent < bytes) {
        const int n = _write(1, from + sent, unsigned(bytes - sent));
        if (n <= 0)
            return false;
        sent += size_t(n);
    }
    return true;
}

// Frames of a 4-byte size and that many bytes, each sent back as it came, until the input ends (or
// `answers` were sent).
int echo(int answers = -1) // -1: until its input closes
{
    for (int i = 0; answers < 0 || i < answers; ++i) {
        unsigned size = 0;
        if (!readAll(reinterpret_cast<char*>(&size), sizeof size))
            return 0;
        std::string payload(size, '\0');
        if (!readAll(payload.data(), size))
            return 1;
        if (!writeAll(reinterpret_cast<char*>(&size), sizeof size) || !writeAll(payload.data(), size))
            return 1;
    }
    return 0;
}

int allocate()
{
    try {
        std::vector<char*> blocks;
        for (int i = 0; i < 8192; ++i) { // 8 GB: far beyond any cap the test sets
            char* block = new char[1 << 20];
            std::memset(block, 1, 1 << 20);
            blocks.push_back(block);
        }
        return 0;
    } catch (const std::bad_alloc&) {
        return 86; // ReaderProcess::outOfMemoryExitCode
    }
}

} // namespace

int main(int argc, char** argv)
{
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX); // as lotse-reader: no crash dialog
    _setmode(0, _O_BINARY);
    _setmode(1, _O_BINARY);
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "echo")
        return echo();
    if (mode == "noisy") { // 2 MB of complaints, far more than a pipe holds, then answers
        const std::string line(1023, 'x');
        for (int i = 0; i < 2048; ++i)
            std::fprintf(stderr, "%s\n", line.c_str());
        std::fputs("the last complaint\n", stderr);
        std::fflush(stderr);
        return echo(1); // then it ends, so the test can read all of its standard error
    }
    if (mode == "hang") {
        Sleep(INFINITE);
        return 0;
    }
    if (mode == "crash") {
        std::fputs("about to crash\n", stderr);
        std::fflush(stderr);
        *static_cast<volatile int*>(nullptr) = 1;
        return 0;
    }
    if (mode == "allocate")
        return allocate();
    return 2;
}
