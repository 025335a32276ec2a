// SPDX-License-Identifier: GPL-3.0-or-later
#include "Console.h"

#include <QByteArray>
#include <cstdio>
#include <sys/ioctl.h>
#include <unistd.h>

namespace lotse::cli {

namespace {
bool g_statusShown = false;
}

void Console::out(const QString& text)
{
    clearLine();
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void Console::err(const QString& text)
{
    clearLine();
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stderr);
    std::fputc('\n', stderr);
    std::fflush(stderr);
}

bool Console::errIsTerminal()
{
    return isatty(STDERR_FILENO) == 1;
}

int Console::width()
{
    winsize size{};
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 20)
        return size.ws_col;
    return 80;
}

void Console::status(const QString& line)
{
    const QByteArray utf8 = (QStringLiteral("\r\x1b[2K") + line.left(width() - 1)).toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stderr);
    std::fflush(stderr);
    g_statusShown = true;
}

void Console::clearLine()
{
    if (!g_statusShown)
        return;
    std::fputs("\r\x1b[2K", stderr);
    std::fflush(stderr);
    g_statusShown = false;
}

} // namespace lotse::cli
