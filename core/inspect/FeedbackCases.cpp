// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedbackCases.h"

#include "store/FeedbackStore.h"
#include "text/Language.h"
#include "trace/TraceStore.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSaveFile>

namespace lotse {

namespace {

QString describe(const Feedback& f)
{
    return f.target == Feedback::Target::Verdict ? FeedbackCases::tr("round %1's verdict").arg(f.round)
                                                 : FeedbackCases::tr("the answer");
}

} // namespace

QString FeedbackCases::commonFolder(const QStringList& paths)
{
    QStringList common;
    bool first = true;
    for (const QString& path : paths) {
        QStringList parts = QDir::cleanPath(QDir::fromNativeSeparators(path)).split(QLatin1Char('/'));
        parts.removeLast(); // the file name
        if (first) {
            common = parts;
            first = false;
            continue;
        }
        qsizetype n = 0;
        while (n < common.size() && n < parts.size() && common.at(n) == parts.at(n))
            ++n;
        common = common.mid(0, n);
    }
    const QString folder = common.join(QLatin1Char('/'));
    return folder.isEmpty() && !common.isEmpty() ? QStringLiteral("/") : folder;
}

QString FeedbackCases::guessKind(const Trace& trace, const QStringList& rightSources)
{
    if (rightSources.isEmpty())
        return QStringLiteral("unanswerable");
    QStringList firstRound;
    if (!trace.rounds.isEmpty() && trace.rounds.first().hits) {
        for (const Hit& hit : *trace.rounds.first().hits)
            firstRound.append(hit.path);
    }
    for (const QString& source : rightSources) {
        if (!firstRound.contains(source))
            return QStringLiteral("misleading");
    }
    return QStringLiteral("direct");
}

Result<FeedbackCases::Export> FeedbackCases::build(const TraceStore& traces, const FeedbackStore& feedback,
                                                   const QStringList& documentPaths)
{
    const auto items = feedback.all();
    if (!items)
        return items.error();
    QMap<qint64, QList<Feedback>> byTrace; // in the order of the traces, oldest first
    QStringList paths = documentPaths;
    for (const Feedback& f : items.value()) {
        byTrace[f.traceId].append(f);
        if (!f.rightSource.isEmpty())
            paths.append(f.rightSource);
    }
    const QString root = commonFolder(paths);
    const QString corpus =
        root.isEmpty() || root == QStringLiteral("/") ? QStringLiteral("knowledge-base") : QFileInfo(root).fileName();

    Export out;
    for (auto it = byTrace.cbegin(); it != byTrace.cend(); ++it) {
        const auto record = traces.trace(it.key());
        if (!record && record.error().code == Error::Code::Unsupported) {
            ++out.skipped; // a trace this Lotse cannot read gives no case
            continue;
        }
        if (!record)
            return record.error();
        const TraceSummary& summary = record.value().summary;
        if (!summary.questionStored) {
            ++out.skipped;
            continue;
        }
        QStringList sources;
        QStringList mention;
        QStringList notes;
        for (const Feedback& f : it.value()) {
            if (!f.rightSource.isEmpty() && !sources.contains(f.rightSource))
                sources.append(f.rightSource);
            for (const QString& m : f.mustMention) {
                if (!m.trimmed().isEmpty() && !mention.contains(m.trimmed()))
                    mention.append(m.trimmed());
            }
            notes.append(f.note.trimmed().isEmpty() ? tr("%1 was marked wrong").arg(describe(f))
                                                    : tr("%1 was marked wrong: %2").arg(describe(f), f.note.trimmed()));
        }
        const QString kind = guessKind(record.value().trace, sources);
        QJsonArray expected;
        for (const QString& source : std::as_const(sources))
            expected.append(root.isEmpty() ? QFileInfo(source).fileName() : QDir(root).relativeFilePath(source));
        const QString question = summary.question.trimmed();
        const QJsonObject line{
            {QStringLiteral("id"), QStringLiteral("feedback-%1").arg(it.key())},
            {QStringLiteral("corpus"), corpus},
            {QStringLiteral("question"), question},
            {QStringLiteral("lang"), LanguageGuess::code(LanguageGuess::of(question))},
            {QStringLiteral("kind"), kind},
            {QStringLiteral("expected_sources"), expected},
            {QStringLiteral("must_mention"),
             kind == QStringLiteral("unanswerable") ? QJsonArray() : QJsonArray::fromStringList(mention)},
            {QStringLiteral("notes"),
             tr("%1 (Lotse feedback on trace %2, which was %3.)")
                 .arg(notes.join(QStringLiteral("; ")), QString::number(it.key()), summary.outcome)}};
        out.jsonl += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
        ++out.cases;
    }
    return out;
}

Result<FeedbackCases::Export> FeedbackCases::toFile(const TraceStore& traces, const FeedbackStore& feedback,
                                                    const QStringList& documentPaths, const QString& path)
{
    auto built = build(traces, feedback, documentPaths);
    if (!built)
        return built;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(built.value().jsonl) != built.value().jsonl.size()
        || !file.commit()) {
        return Error::make(Error::Code::Io,
                           tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    return built;
}

} // namespace lotse
