// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-fake-openai: the fake Azure OpenAI / OpenAI-compatible server as a standalone tool, for
// demos and for driving Lotse (or the official SDKs) without a real endpoint.
#include "FakeOpenAiServer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <cstdio>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A fake Azure OpenAI / OpenAI-compatible server on 127.0.0.1."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("port"), QStringLiteral("Port to listen on (0: any free port)."),
                      QStringLiteral("N"), QStringLiteral("0")});
    parser.addOption(
        {QStringLiteral("scenario"), QStringLiteral("Scenario JSON: replies and faults."), QStringLiteral("FILE")});
    parser.process(app);

    lotse::fake::Scenario scenario;
    if (parser.isSet(QStringLiteral("scenario"))) {
        QFile file(parser.value(QStringLiteral("scenario")));
        QJsonParseError error{};
        const QJsonDocument doc =
            file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll(), &error) : QJsonDocument();
        if (!doc.isObject()) {
            std::fprintf(stderr, "lotse-fake-openai: cannot read the scenario %s: %s\n", qPrintable(file.fileName()),
                         qPrintable(file.isOpen() ? error.errorString() : file.errorString()));
            return 1;
        }
        scenario = lotse::fake::Scenario::fromJson(doc.object());
    }
    lotse::fake::FakeOpenAiServer server(scenario);
    if (!server.listen(quint16(parser.value(QStringLiteral("port")).toUInt()))) {
        std::fprintf(stderr, "lotse-fake-openai: cannot listen on port %s\n",
                     qPrintable(parser.value(QStringLiteral("port"))));
        return 1;
    }
    std::printf("listening on %s\n", qPrintable(server.baseUrl().toString()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}
