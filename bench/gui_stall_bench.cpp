// SPDX-License-Identifier: GPL-3.0-or-later
// GUI responsiveness: a heartbeat timer on the GUI thread of a real main window records how late
// each tick comes (a stall = the gap between two ticks minus the interval) through four phases:
//   idle       - the window shown, nothing to do (the reference: this machine's own jitter)
//   ingest     - N generated Markdown files dropped onto the window, until the progress box hides
//   questions  - questions typed into the question box, each until the Ask button is back
//   both       - another batch dropped while questions are asked
// Target (issue 4): the worst stall of every phase stays under 50 ms.
// Usage: lotse-bench-gui [--quick] [--files N] [--questions N] [--trace MS]
// Offscreen unless QT_QPA_PLATFORM says otherwise; offline mode, temporary database and XDG folders.
#include "knowledgebase/KnowledgeBasePanel.h"
#include "window/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMimeData>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

namespace {

constexpr int heartbeatMs = 2;
constexpr double targetMs = 50.0;

struct Options
{
    int files = 500;
    int questions = 10;
    double traceMs = -1; // print every stall longer than this
    bool quick = false;
};

struct Phase
{
    QString key;
    QString name;
    QString work;
    std::vector<double> stalls; // ms, one per tick
    double seconds = 0;

    double percentile(double p) const
    {
        if (stalls.empty())
            return 0;
        std::vector<double> sorted = stalls;
        std::sort(sorted.begin(), sorted.end());
        const auto at = std::min(sorted.size() - 1, size_t(std::ceil(p * double(sorted.size())) - 1));
        return sorted.at(at);
    }
    double worst() const { return stalls.empty() ? 0 : *std::max_element(stalls.begin(), stalls.end()); }
    int over(double ms) const
    {
        return int(std::count_if(stalls.begin(), stalls.end(), [ms](double s) { return s > ms; }));
    }
};

// Ticks every heartbeatMs on the GUI thread and files each tick's lateness under the current phase.
class Heartbeat final
{
public:
    explicit Heartbeat(double traceMs)
        : m_traceMs(traceMs)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(heartbeatMs);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { tick(); });
    }

    void begin(Phase* phase)
    {
        m_phase = phase;
        m_phaseClock.start();
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    void end()
    {
        m_timer.stop();
        tick();
        m_phase->seconds = double(m_phaseClock.nsecsElapsed()) / 1e9;
        m_phase = nullptr;
    }

private:
    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        const double gapMs = double(now - m_last) / 1e6;
        m_last = now;
        const double stall = std::max(0.0, gapMs - heartbeatMs);
        m_phase->stalls.push_back(stall);
        if (m_traceMs >= 0 && stall > m_traceMs)
            std::printf("  stall %7.1f ms at %7.3f s (%s)\n", stall, double(now) / 1e9, qPrintable(m_phase->key));
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    QElapsedTimer m_phaseClock;
    qint64 m_last = 0;
    double m_traceMs;
    Phase* m_phase = nullptr;
};

// With --trace: which event deliveries on the GUI thread took long (the stall's cause), outermost only.
class TracingApplication final : public QApplication
{
public:
    using QApplication::QApplication;
    double traceMs = -1;

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (traceMs < 0 || m_depth > 0 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer timer;
        timer.start();
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        if (ms > traceMs) {
            std::printf("  slow event %7.1f ms: type %d to %s \"%s\"\n", ms, int(event->type()),
                        receiver->metaObject()->className(), qPrintable(receiver->objectName()));
        }
        return result;
    }

private:
    int m_depth = 0;
};

// Varied, realistic handbook pages: sections of the 18F handbook and the sample handbook (English
// and German), shuffled into files of 2-30 KB with front matter, in a few subfolders.
class CorpusWriter final
{
public:
    bool load(const QStringList& folders)
    {
        static const QRegularExpression heading(QStringLiteral("^(?=#{1,3} )"), QRegularExpression::MultilineOption);
        for (const QString& folder : folders) {
            QDirIterator it(folder, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                if (path.endsWith(QStringLiteral("/SOURCE.md")) || path.endsWith(QStringLiteral("/README.md")))
                    continue;
                QFile file(path);
                if (!file.open(QIODevice::ReadOnly))
                    continue;
                QString text = QString::fromUtf8(file.readAll());
                if (text.startsWith(QStringLiteral("---\n"))) // the generated files get front matter of their own
                    text = text.mid(std::max<qsizetype>(0, text.indexOf(QStringLiteral("\n---\n"), 4) + 5));
                const bool german = path.contains(QStringLiteral("/de/"));
                for (const QString& section : text.split(heading, Qt::SkipEmptyParts)) {
                    if (section.trimmed().size() > 80)
                        (german ? m_german : m_english).append(section.trimmed());
                }
            }
        }
        return !m_english.isEmpty();
    }

    // Writes `count` files below `folder`; returns the bytes written.
    qint64 write(const QString& folder, int count, quint32 seed)
    {
        std::mt19937 random(seed);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        qint64 bytes = 0;
        for (int i = 0; i < count; ++i) {
            const bool german = !m_german.isEmpty() && unit(random) < 0.15;
            const QStringList& pool = german ? m_german : m_english;
            // Mostly short pages, some long ones: 2 KB + up to 28 KB, skewed towards the small end.
            const qsizetype target = 2048 + qsizetype(28 * 1024 * std::pow(unit(random), 2.0));
            const QString& first = pool.at(int(random() % quint32(pool.size())));
            QString title = first.section(QLatin1Char('\n'), 0, 0);
            title.remove(QRegularExpression(QStringLiteral("^#+ *")));
            title = QStringLiteral("%1 (%2)").arg(title.left(60).trimmed()).arg(i + 1);
            QString text = QStringLiteral("---\ntitle: \"%1\"\nowner: Team %2\n---\n\n# %1\n\n")
                               .arg(title.replace(QLatin1Char('"'), QLatin1Char('\'')))
                               .arg(i % 17 + 1);
            text += QString(first).replace(QRegularExpression(QStringLiteral("^#+ ")), QStringLiteral("## "));
            while (text.toUtf8().size() < target) {
                const QString& section = pool.at(int(random() % quint32(pool.size())));
                text += QStringLiteral("\n\n") + section;
            }
            QByteArray utf8 = text.toUtf8();
            if (utf8.size() > 30 * 1024) {
                const qsizetype cut = utf8.lastIndexOf("\n\n", 30 * 1024);
                utf8.truncate(cut > 2048 ? cut : 30 * 1024);
                utf8 = QString::fromUtf8(utf8).toUtf8(); // never end inside a character
            }
            const QString dir = QStringLiteral("%1/team-%2").arg(folder).arg(i % 12 + 1, 2, 10, QLatin1Char('0'));
            QDir().mkpath(dir);
            QFile file(QStringLiteral("%1/page-%2.md").arg(dir).arg(i + 1, 4, 10, QLatin1Char('0')));
            if (!file.open(QIODevice::WriteOnly) || file.write(utf8) != utf8.size())
                return -1;
            bytes += utf8.size();
        }
        return bytes;
    }

private:
    QStringList m_english;
    QStringList m_german;
};

const QStringList questionPool = {
    QStringLiteral("How many vacation days do I get per year?"),
    QStringLiteral("How do I get my PIV card and what do I do if I lose it?"),
    QStringLiteral("My laptop was stolen on the train, what now?"),
    QStringLiteral("How do I request a reasonable accommodation?"),
    QStringLiteral("Can I carry over unused leave to next year?"),
    QStringLiteral("Who approves travel and how do I book a hotel?"),
    QStringLiteral("How much is my training budget?"),
    QStringLiteral("What is the policy for working remotely from another state?"),
    QStringLiteral("How long is parental leave?"),
    QStringLiteral("How long must I stay at my grade before a promotion?"),
    QStringLiteral("What do I need to do in my first week?"),
    QStringLiteral("Which expenses are reimbursed on a business trip?"),
};

// Drives the window through the phases with chained timers and signals only.
class Run final
{
public:
    Run(lotse::ui::MainWindow& window, Options options, QStringList batches)
        : m_window(window)
        , m_options(options)
        , m_batches(std::move(batches))
        , m_heartbeat(options.traceMs)
    {
        m_edit = window.findChild<QLineEdit*>(QStringLiteral("questionEdit"));
        m_ask = window.findChild<QAbstractButton*>(QStringLiteral("askButton"));
        m_progressBox = window.findChild<QWidget*>(QStringLiteral("ingestProgressBox"));
        m_list = window.findChild<QTreeWidget*>(QStringLiteral("documentList"));
        m_phases.reserve(4);
    }

    bool ready() const { return m_edit && m_ask && m_progressBox && m_list; }
    const std::vector<Phase>& phases() const { return m_phases; }

    void start(std::function<void()> done)
    {
        m_done = std::move(done);
        later(300, [this] { idle(); }); // let the first layout and paint settle
    }

private:
    void later(int ms, std::function<void()> f) { QTimer::singleShot(ms, &m_context, std::move(f)); }

    Phase& begin(const QString& key, const QString& name)
    {
        m_phases.push_back(Phase{key, name, {}, {}, 0});
        m_heartbeat.begin(&m_phases.back());
        m_clock.start();
        return m_phases.back();
    }

    void idle()
    {
        begin(QStringLiteral("idle"), QStringLiteral("idle (reference)"));
        later(m_options.quick ? 1000 : 3000, [this] {
            m_heartbeat.end();
            later(100, [this] { ingestPhase(); });
        });
    }

    void ingestPhase()
    {
        begin(QStringLiteral("ingest"), QStringLiteral("ingest %1 files").arg(m_options.files));
        dropAndWait(m_batches.at(0), [this] {
            m_heartbeat.end();
            m_phases.back().work = QStringLiteral("%1 s, %2 rows")
                                       .arg(m_clock.elapsed() / 1000.0, 0, 'f', 1)
                                       .arg(m_list->topLevelItemCount());
            later(200, [this] { questionPhase(); });
        });
    }

    void questionPhase()
    {
        begin(QStringLiteral("questions"), QStringLiteral("ask %1 questions").arg(m_options.questions));
        m_asked = 0;
        askSeries(m_options.questions, [this] {
            m_heartbeat.end();
            m_phases.back().work =
                QStringLiteral("%1 s, %2 asked").arg(m_clock.elapsed() / 1000.0, 0, 'f', 1).arg(m_asked);
            later(200, [this] { bothPhase(); });
        });
    }

    // Questions keep coming while the second batch is ingested, at least `questions` of them.
    void bothPhase()
    {
        begin(QStringLiteral("both"), QStringLiteral("ingest %1 + ask").arg(m_options.files));
        m_asked = 0;
        m_ingestDone = false;
        m_questionsDone = false;
        auto finish = [this] {
            if (!m_ingestDone || !m_questionsDone)
                return;
            m_heartbeat.end();
            m_phases.back().work = QStringLiteral("%1 s, %2 asked, %3 rows")
                                       .arg(m_clock.elapsed() / 1000.0, 0, 'f', 1)
                                       .arg(m_asked)
                                       .arg(m_list->topLevelItemCount());
            later(0, m_done);
        };
        dropAndWait(m_batches.at(1), [this, finish] {
            m_ingestDone = true;
            finish();
        });
        later(50, [this, finish] {
            askWhileIngesting([this, finish] {
                m_questionsDone = true;
                finish();
            });
        });
    }

    void askWhileIngesting(std::function<void()> done)
    {
        if (m_ingestDone && m_asked >= m_options.questions) {
            done();
            return;
        }
        askOne(questionPool.at(m_asked % questionPool.size()), [this, done] { askWhileIngesting(done); });
    }

    void askSeries(int count, std::function<void()> done)
    {
        if (m_asked >= count) {
            done();
            return;
        }
        askOne(questionPool.at(m_asked % questionPool.size()), [this, count, done] { askSeries(count, done); });
    }

    // Types the question a key every few milliseconds, presses Enter, waits for the Ask button.
    void askOne(const QString& question, std::function<void()> done)
    {
        ++m_asked;
        m_edit->setFocus(Qt::OtherFocusReason);
        m_edit->selectAll();
        typeFrom(question, 0, [this, done] {
            sendKey(Qt::Key_Return, {});
            waitForAsk(std::move(done));
        });
    }

    void typeFrom(const QString& text, qsizetype at, std::function<void()> done)
    {
        if (at >= text.size()) {
            done();
            return;
        }
        sendKey(Qt::Key_unknown, text.at(at));
        later(4, [this, text, at, done] { typeFrom(text, at + 1, done); });
    }

    void sendKey(Qt::Key key, QChar ch)
    {
        const QString text = key == Qt::Key_Return ? QStringLiteral("\r") : QString(ch);
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
        QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, text);
        QApplication::sendEvent(m_edit, &press);
        QApplication::sendEvent(m_edit, &release);
    }

    void waitForAsk(std::function<void()> done)
    {
        if (m_ask->text() == QStringLiteral("Ask")) {
            later(100, done); // a moment to read the answer
            return;
        }
        later(10, [this, done] { waitForAsk(done); });
    }

    // As a real drag does it: enter, then drop on the window's centre. The progress box shows
    // at once and hides when the job is done.
    void dropAndWait(const QString& folder, std::function<void()> done)
    {
        auto* mime = new QMimeData;
        mime->setUrls({QUrl::fromLocalFile(folder)});
        const QPoint centre(m_window.width() / 2, m_window.height() / 2);
        QDragEnterEvent enter(centre, Qt::CopyAction, mime, Qt::LeftButton, {});
        QApplication::sendEvent(&m_window, &enter);
        if (enter.isAccepted()) {
            QDropEvent drop(QPointF(centre), Qt::CopyAction, mime, Qt::LeftButton, {});
            QApplication::sendEvent(&m_window, &drop);
        } else if (auto* panel = m_window.findChild<lotse::ui::KnowledgeBasePanel*>()) {
            panel->addPaths({folder});
        }
        delete mime;
        waitForIngest(std::move(done));
    }

    void waitForIngest(std::function<void()> done)
    {
        if (!m_progressBox->isVisible()) {
            done();
            return;
        }
        later(10, [this, done] { waitForIngest(done); });
    }

    lotse::ui::MainWindow& m_window;
    Options m_options;
    QStringList m_batches;
    Heartbeat m_heartbeat;
    QObject m_context;
    QElapsedTimer m_clock;
    std::vector<Phase> m_phases;
    std::function<void()> m_done;
    QLineEdit* m_edit = nullptr;
    QAbstractButton* m_ask = nullptr;
    QWidget* m_progressBox = nullptr;
    QTreeWidget* m_list = nullptr;
    int m_asked = 0;
    bool m_ingestDone = false;
    bool m_questionsDone = false;
};

void printReport(const std::vector<Phase>& phases, const Options& options, qint64 corpusBytes)
{
    const double idleWorst = phases.empty() ? 0 : phases.front().worst();
    std::printf("\nheartbeat every %d ms on the GUI thread; stall = gap between ticks - %d ms\n", heartbeatMs,
                heartbeatMs);
    std::printf("corpus: 2 x %d generated Markdown files, %.1f MB; %d questions per series\n\n", options.files,
                double(corpusBytes) / (1024.0 * 1024.0), options.questions);
    std::printf("%-22s %7s %8s %9s %8s %8s %6s  %-6s %s\n", "phase", "secs", "ticks", "worst ms", "p99 ms", "p95 ms",
                ">50ms", "target", "work");
    std::printf("%-22s %7s %8s %9.1f %8s %8s %6s  %-6s %s\n", "reference: target", "", "", targetMs, "", "", "0", "",
                "(issue 4)");
    for (const Phase& p : phases) {
        const bool ok = p.worst() < targetMs;
        std::printf("%-22s %7.1f %8zu %9.1f %8.2f %8.2f %6d  %-6s %s\n", qPrintable(p.name), p.seconds, p.stalls.size(),
                    p.worst(), p.percentile(0.99), p.percentile(0.95), p.over(targetMs), ok ? "ok" : "MISSED",
                    qPrintable(p.work));
    }
    std::printf("\nidle baseline (this machine, same run): worst %.1f ms\n", idleWorst);

    QJsonObject json;
    json.insert(QStringLiteral("benchmark"), QStringLiteral("gui-stall"));
    json.insert(QStringLiteral("quick"), options.quick);
    json.insert(QStringLiteral("files_per_batch"), options.files);
    json.insert(QStringLiteral("questions"), options.questions);
    json.insert(QStringLiteral("corpus_bytes"), corpusBytes);
    json.insert(QStringLiteral("heartbeat_ms"), heartbeatMs);
    json.insert(QStringLiteral("target_worst_ms"), targetMs);
    json.insert(QStringLiteral("platform"), QGuiApplication::platformName());
    QJsonObject byPhase;
    bool pass = true;
    for (const Phase& p : phases) {
        QJsonObject o;
        o.insert(QStringLiteral("seconds"), std::round(p.seconds * 1000) / 1000);
        o.insert(QStringLiteral("ticks"), qint64(p.stalls.size()));
        o.insert(QStringLiteral("worst_ms"), std::round(p.worst() * 100) / 100);
        o.insert(QStringLiteral("p99_ms"), std::round(p.percentile(0.99) * 100) / 100);
        o.insert(QStringLiteral("p95_ms"), std::round(p.percentile(0.95) * 100) / 100);
        o.insert(QStringLiteral("stalls_over_50ms"), p.over(targetMs));
        o.insert(QStringLiteral("work"), p.work);
        byPhase.insert(p.key, o);
        pass = pass && p.worst() < targetMs;
    }
    json.insert(QStringLiteral("phases"), byPhase);
    json.insert(QStringLiteral("pass"), pass);
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
}

} // namespace

int main(int argc, char* argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Never the user's settings, keychain choice or knowledge base: everything in a temporary folder.
    QTemporaryDir home;
    if (!home.isValid()) {
        std::fprintf(stderr, "lotse-bench-gui: no temporary folder\n");
        return 3;
    }
    for (const char* name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"}) {
        const QString dir = home.filePath(QString::fromLatin1(name).toLower());
        QDir().mkpath(dir);
        qputenv(name, dir.toUtf8());
    }
    qunsetenv("LOTSE_API_KEY"); // offline mode

    TracingApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("lotse-bench-gui"));
    Options options;
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (a == QStringLiteral("--quick")) {
            options.quick = true;
            options.files = 50;
            options.questions = 3;
        } else if (a == QStringLiteral("--files") && i + 1 < args.size()) {
            options.files = std::max(1, args.at(++i).toInt());
        } else if (a == QStringLiteral("--questions") && i + 1 < args.size()) {
            options.questions = std::max(1, args.at(++i).toInt());
        } else if (a == QStringLiteral("--trace") && i + 1 < args.size()) {
            options.traceMs = args.at(++i).toDouble();
            app.traceMs = options.traceMs;
        } else {
            std::fprintf(stderr, "usage: lotse-bench-gui [--quick] [--files N] [--questions N] [--trace MS]\n");
            return 1;
        }
    }

    CorpusWriter corpus;
    if (!corpus.load({QStringLiteral(LOTSE_SHARED_DIR "/corpora/18f-handbook"),
                      QStringLiteral(LOTSE_SOURCE_DIR "/resources/handbook")})) {
        std::fprintf(stderr, "lotse-bench-gui: no material in %s or the sample handbook\n", LOTSE_SHARED_DIR);
        return 3;
    }
    const QStringList batches = {home.filePath(QStringLiteral("batch-1")), home.filePath(QStringLiteral("batch-2"))};
    const qint64 first = corpus.write(batches.at(0), options.files, 1);
    const qint64 second = corpus.write(batches.at(1), options.files, 2);
    if (first < 0 || second < 0) {
        std::fprintf(stderr, "lotse-bench-gui: cannot write the corpus below %s\n", qPrintable(home.path()));
        return 3;
    }

    lotse::ui::MainWindow window(home.filePath(QStringLiteral("knowledge.sqlite")));
    window.show();
    Run run(window, options, batches);
    if (!run.ready()) {
        std::fprintf(stderr, "lotse-bench-gui: the window lacks questionEdit, askButton, ingestProgressBox or "
                             "documentList\n");
        return 3;
    }
    run.start([&app] { app.quit(); });
    const int code = app.exec();
    printReport(run.phases(), options, first + second);
    return code;
}
