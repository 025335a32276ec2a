// SPDX-License-Identifier: GPL-3.0-or-later
// lotse-bench-startup: one start of the real main window on a given knowledge base, reporting when
// it becomes usable and how long its first question takes. lotse-bench (section 4) starts it as a
// process and times each line's arrival from the moment it started the process, so loading the
// program and its libraries counts too.
// Usage: lotse-bench-startup --db FILE [--endpoint URL --dimensions N] [--question TEXT]
// Prints "<ms since main> <event>" lines: window (constructed and shown), usable (the document list
// is filled and the question box takes input), asked, hits (the first round's passages are on
// screen), answered (the Ask button is back and the answer cites a passage); then "done". Offscreen unless
// QT_QPA_PLATFORM says otherwise; temporary settings and XDG folders; offline unless --endpoint names a provider (the
// fake server), whose key then comes from LOTSE_API_KEY.
#include "knowledgebase/KnowledgeBasePanel.h"
#include "llm/ProviderSettings.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QWindow>
#include <cstdio>
#include <functional>

namespace {

QElapsedTimer sinceMain;

void report(const char* event)
{
    std::printf("%.1f %s\n", double(sinceMain.nsecsElapsed()) / 1e6, event);
    std::fflush(stdout);
}

// Polls `ready` every 2 ms from the event loop (no nested loops, no processEvents), then runs `next`.
void when(std::function<bool()> ready, std::function<void()> next)
{
    if (ready()) {
        next();
        return;
    }
    QTimer::singleShot(2, qApp, [ready = std::move(ready), next = std::move(next)] { when(ready, next); });
}

} // namespace

int main(int argc, char* argv[])
{
    sinceMain.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home;
    for (const char* name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString dir = home.filePath(QString::fromLatin1(name).toLower());
        QDir().mkpath(dir);
        qputenv(name, dir.toUtf8());
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Lotse"));
    QApplication::setApplicationName(QStringLiteral("lotse-bench-startup"));
    QCommandLineParser parser;
    parser.addOptions(
        {{QStringLiteral("db"), QStringLiteral("Knowledge base."), QStringLiteral("FILE")},
         {QStringLiteral("endpoint"), QStringLiteral("OpenAI-compatible provider."), QStringLiteral("URL")},
         {QStringLiteral("dimensions"), QStringLiteral("Embedding size."), QStringLiteral("N")},
         {QStringLiteral("question"), QStringLiteral("The first question."), QStringLiteral("TEXT")}});
    parser.process(app);
    if (!parser.isSet(QStringLiteral("db"))) {
        std::fprintf(stderr, "usage: lotse-bench-startup --db FILE [--endpoint URL --dimensions N] [--question T]\n");
        return 2;
    }
    if (parser.isSet(QStringLiteral("endpoint"))) {
        lotse::ProviderConfig provider;
        provider.kind = lotse::ProviderConfig::Kind::AzureV1;
        provider.endpoint = QUrl(parser.value(QStringLiteral("endpoint")));
        provider.chatDeployment = QStringLiteral("chat");
        provider.embeddingDeployment = QStringLiteral("embed");
        provider.dimensions = parser.value(QStringLiteral("dimensions")).toInt();
        QSettings settings;
        lotse::ProviderSettings::save(settings, provider);
    } else {
        qunsetenv("LOTSE_API_KEY");
    }
    const QString question = parser.value(QStringLiteral("question")).isEmpty()
                                 ? QStringLiteral("How many vacation days do I get per year?")
                                 : parser.value(QStringLiteral("question"));

    lotse::ui::MainWindow window(parser.value(QStringLiteral("db")));
    window.show();
    report("window");
    auto* panel = window.findChild<lotse::ui::KnowledgeBasePanel*>();
    auto* edit = window.findChild<QLineEdit*>(QStringLiteral("questionEdit"));
    auto* ask = window.findChild<QAbstractButton*>(QStringLiteral("askButton"));
    if (!panel || !edit || !ask) {
        std::fprintf(stderr, "lotse-bench-startup: the window lacks its panel, questionEdit or askButton\n");
        return 3;
    }
    QTimer::singleShot(60000, &app, [] {
        std::fprintf(stderr, "lotse-bench-startup: not done after 60 s\n");
        QCoreApplication::exit(4);
    });
    auto hitsShown = [&window] { return !window.findChildren<QWidget*>(QStringLiteral("hitRow")).isEmpty(); };
    when(
        [&] {
            return window.windowHandle() && window.windowHandle()->isExposed() && panel->readyCount() > 0
                   && edit->isEnabled();
        },
        [&] {
            report("usable");
            edit->setText(question);
            Q_EMIT edit->returnPressed();
            report("asked");
            when(hitsShown, [&] {
                report("hits");
                when([&] { return ask->text() == QStringLiteral("Ask"); },
                     [&window] {
                         // A real answer cites the knowledge base; an error or a refusal does not.
                         const auto* answer = window.findChild<QTextBrowser*>(QStringLiteral("answerBrowser"));
                         const bool cited = answer && answer->toHtml().contains(QStringLiteral("lotse://chunk/"));
                         report(cited ? "answered" : "answered without a citation");
                         QCoreApplication::exit(cited ? 0 : 5);
                     });
            });
        });
    const int code = QApplication::exec();
    report("done");
    return code;
}
