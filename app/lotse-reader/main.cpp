// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-reader: started by Lotse (ReaderPool), never by a person. Reads the documents Lotse sends on
// its standard input and answers on its standard output, capped in memory by --memory-mb.
#include "ingest/reader/ReaderLoop.h"
#include "language/Translations.h"

#include <QCoreApplication>
#include <cstdio>
#include <cstring>
#ifdef Q_OS_WIN
#include <io.h>
#define isatty _isatty
#else
#include <unistd.h>
#endif

int main(int argc, char** argv)
{
    long long memoryMb = 0;
    for (int i = 1; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--memory-mb") == 0)
            memoryMb = std::atoll(argv[i + 1]);
    }
    if (isatty(0)) {
        std::fputs("lotse-reader reads documents for Lotse; it is not meant to be run by hand.\n", stderr);
        return 2;
    }
    QCoreApplication app(argc, argv); // for the translators of the messages it sends back
    return lotse::ReaderLoop::run(0, 1, memoryMb * 1024 * 1024, &lotse::Translations::apply);
}
