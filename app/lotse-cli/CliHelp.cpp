// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliHelp.h"

#include <QStringList>

namespace lotse::cli {

namespace {

constexpr int helpWidth = 108;
constexpr int usageColumn = 27;

struct Entry
{
    const char* usage; // command and option syntax: never translated
    const char* text;
};

// Options of the command above them are indented by two more columns.
constexpr Entry entries[] = {
    {"ingest PATH…",
     QT_TRANSLATE_NOOP(
         "lotse::cli::CliHelp",
         "Add documents (Markdown, text, HTML, PDF, DOCX, ODT) and folders (recursive). Unchanged files are "
         "skipped.")},
    {"docs", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "List the documents in the knowledge base, with their state.")},
    {"remove PATH…",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Remove documents (a folder path removes everything below it).")},
    {"folder add PATH",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Keep a folder in sync: add its documents now, and follow its changes with `sync`. With --db "
                       "URL of a team knowledge base (managers): --groups hr says who may read it.")},
    {"folder remove PATH",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Stop keeping a folder in sync; its documents go.")},
    {"folders", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "The folders kept in sync, their documents and last sync.")},
    {"sync", QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                               "Bring the documents of every folder up to date (new, changed and deleted files), after "
                               "finishing what an interrupted run left.")},
    {"retry", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Read the documents that failed again.")},
    {"ask \"QUESTION\"",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Answer a question; prints every search round, then the cited answer.")},
    {"    --json", QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                                     "Print one JSON document (question, rounds, outcome, answer, citations).")},
    {"    --max-rounds N", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "At most N search rounds (default 3).")},
    {"    --top-k K", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Passages per round (default 5).")},
    {"    --no-speculation",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "With a model: do not start the answer while round 1 is graded (saves the tokens of answers "
                       "discarded when the evidence does not suffice; answers start later).")},
    {"    --provider NAME",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "offline, azure, azure-legacy or openai-compatible (default: as configured).")},
    {"    --endpoint URL, --chat-deployment NAME, --embedding-deployment NAME, --auth key|entra, --reasoning-model",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Override the configured provider. With an embedding deployment, ingest also embeds new "
                       "passages and ask fuses keyword and vector search.")},
    {"    --no-trace",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Do not store the question's trace (stored by default, see traces).")},
    {"traces list",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "The questions asked, newest first. Filters: --outcome answered,refused,… --since/--until "
                       "DATE|7d, --multi-round, --insufficient, --cited TEXT, --search TEXT; --sort "
                       "date|outcome|rounds|duration|tokens|cost|question, --ascending, --limit N, --json.")},
    {"traces show ID", QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                                         "One trace in full: every round, hits and scores, verdicts, the answer.")},
    {"traces delete ID", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Delete one trace.")},
    {"traces export FILE",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Whole traces to FILE.jsonl, or one row per question to FILE.csv (same filters).")},
    {"traces purge",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Delete traces older than the retention (or --older-than DAYS).")},
    {"traces settings", QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                                          "Show; traces set retention-days N (0: keep) | store-question-text yes|no.")},
    {"eval SET.jsonl",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Run an evaluation set and score it, per kind and overall.")},
    {"    --corpora DIR",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Each question's corpus is DIR/<corpus>, indexed into its own knowledge base, kept between "
                       "runs (--cache DIR; default: the cache folder).")},
    {"    --db FILE", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Instead: ask every question over one knowledge base.")},
    {"    --compare OLD.json",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Show what got better or worse against an earlier --json report.")},
    {"    --json", QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                                     "One JSON document: scores overall and per kind, each question's result.")},
    {"demo [--lang en|de]",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Add the bundled sample handbook and answer three sample questions.")},
    {"config show", QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "The provider settings (the API key masked).")},
    {"config set NAME VALUE",
     QT_TRANSLATE_NOOP(
         "lotse::cli::CliHelp",
         "NAME: provider, auth (key|entra), endpoint, chat-deployment, embedding-deployment, "
         "api-version, dimensions, reasoning-model (auto|true|false), reasoning-effort[-grader|"
         "-decomposer|-answer] (minimal|low|medium|high), timeout (auto|SECONDS), grounding-check "
         "(model|local), grounding-deployment NAME, entra-tenant, entra-client-id, entra-authority, "
         "contact TEXT (shown under refusals, e.g. \"Ask HR: hr@example.com\"), speculation (on|off: "
         "prepare the answer while the evidence is graded), vector-index (auto|int8|binary: binary keeps one "
         "bit per dimension in memory and the rest on disk, for a million passages on a laptop).")},
    {"config set-key",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp", "Store the API key, read from standard input, in the OS keychain.")},
    {"config delete-key", QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                                            "Remove it. LOTSE_API_KEY overrides the stored key and is never written.")},
    {"config test",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Send a short request to each deployment: what answers, the model behind it and whether it "
                       "reasons.")},
    {"config sign-out",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Forget the window's Microsoft Entra ID sign-in (its refresh token in the OS keychain); the "
                       "Azure CLI's is used then.")},
    {"config set-db-password URL",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Store a team knowledge base's password, read from standard input, in the OS keychain "
                       "(delete-db-password URL removes it). LOTSE_DB_PASSWORD overrides it.")},
    {"team init URL",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Set up a team knowledge base in PostgreSQL (postgresql://USER@HOST:5432/DBNAME): its schema "
                       "and the roles lotse_manager and lotse_reader. Prints the SQL it runs; safe to run again.")},
    {"team grant USER",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "--role reader|manager --groups hr,all-staff --db URL: what an existing login may do and see.")},
    {"team status URL",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "The schema, your role and groups, what you see, and (for managers) the team.")},
    {"team sync URL",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "Bring your local copy up to date: documents, vectors, and the team's questions and feedback.")},
    {"team trace-policy VALUE",
     QT_TRANSLATE_NOOP("lotse::cli::CliHelp",
                       "--db URL (managers): off, without-question or full: which of the members' questions are "
                       "stored in the team knowledge base.")},
    {"team trace-retention DAYS",
     QT_TRANSLATE_NOOP(
         "lotse::cli::CliHelp",
         "--db URL (managers): how long the team's questions are kept (0: for ever; 90 unless changed).")},
};

} // namespace

QString CliHelp::wrapped(const QString& text, int indent, int width)
{
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && indent + line.size() + 1 + word.size() > width) {
            lines.append(line);
            line.clear();
        }
        if (!line.isEmpty())
            line += QLatin1Char(' ');
        line += word;
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines.join(QLatin1Char('\n') + QString(indent, QLatin1Char(' ')));
}

QString CliHelp::description()
{
    QStringList out{wrapped(tr("Lotse answers questions from your own handbook files, with citations, or says "
                               "honestly that the handbook does not answer."),
                            0, helpWidth - 20),
                    QString(), tr("Commands:")};
    const QString indent(usageColumn, QLatin1Char(' '));
    for (const Entry& e : entries) {
        const QString usage = QStringLiteral("  ") + QString::fromUtf8(e.usage);
        const QString text = wrapped(tr(e.text), usageColumn, helpWidth);
        // A usage too wide for its column gets the description on the line below.
        if (usage.size() < usageColumn - 1)
            out.append(usage.leftJustified(usageColumn) + text);
        else
            out.append(usage + QLatin1Char('\n') + indent + text);
    }
    out.append(QString());
    out.append(wrapped(tr("Exit codes: 0 ok, 1 usage error, 2 some files failed, 3 other failure."), 0, helpWidth));
    return out.join(QLatin1Char('\n'));
}

} // namespace lotse::cli
