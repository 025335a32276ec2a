// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-reader: started by Lotse (ReaderPool), never by a person. Reads the documents Lotse sends on
// its standard input and answers on its standard output, capped in memory by --memory-mb.
#include "ingest/reader/ReaderLoop.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstring>
#include <unistd.h>

int main(int argc, char** argv)
{
    long long memoryMb = 0;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--memory-mb") == 0)
            memoryMb = std::atoll(argv[i + 1]);
    }
    if (isatty(STDIN_FILENO)) {
        std::fputs("lotse-reader reads documents for Lotse; it is not meant to be run by hand.\n", stderr);
        return 2;
    }
    QCoreApplication app(argc, argv); // for the translators of the messages it sends back
    return lotse::ReaderLoop::run(STDIN_FILENO, STDOUT_FILENO, memoryMb * 1024 * 1024);
}
