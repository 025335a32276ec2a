// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContentGapExport.h"

#include "trace/TraceExport.h"

#include <QDir>
#include <QSaveFile>

namespace lotse {

namespace {

QByteArray row(const QStringList& fields)
{
    QStringList quoted;
    for (const QString& f : fields)
        quoted.append(TraceExport::csvField(f));
    return (quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n")).toUtf8();
}

QString why(const GapQuestion& q)
{
    return q.refused() ? ContentGapExport::tr("refused after %1 round(s)").arg(q.rounds)
                       : ContentGapExport::tr("answered only in round %1 of %2").arg(q.rounds).arg(q.maxRounds);
}

// Markdown text that cannot open a link, emphasis or a heading by accident.
QString escaped(QString text)
{
    for (const QChar c : {u'\\', u'*', u'_', u'[', u']', u'`', u'#', u'<', u'>', u'|'})
        text.replace(c, QStringLiteral("\\") + c);
    return text.simplified();
}

} // namespace

QByteArray ContentGapExport::csv(const QList<GapGroup>& groups)
{
    QByteArray out("\xEF\xBB\xBF");
    out += row({QStringLiteral("topic"), QStringLiteral("group_size"), QStringLiteral("related_words"),
                QStringLiteral("closest_document"), QStringLiteral("trace_id"), QStringLiteral("asked_at"),
                QStringLiteral("question"), QStringLiteral("outcome"), QStringLiteral("rounds"),
                QStringLiteral("max_rounds"), QStringLiteral("words"), QStringLiteral("words_from"),
                QStringLiteral("closest_passage")});
    for (const GapGroup& g : groups) {
        for (const GapQuestion& q : g.questions) {
            out += row({g.topic, QString::number(g.questions.size()), g.relatedTerms.join(QStringLiteral("; ")),
                        g.closestDocument, QString::number(q.traceId), q.askedAt.toString(Qt::ISODate), q.question,
                        q.outcome, QString::number(q.rounds), QString::number(q.maxRounds),
                        q.terms.join(QStringLiteral("; ")),
                        q.termsFromGrader ? QStringLiteral("grader") : QStringLiteral("question"), q.closest});
        }
    }
    return out;
}

QString ContentGapExport::markdown(const QList<GapGroup>& groups, const QList<HandbookContradiction>& contradictions)
{
    int total = 0;
    for (const GapGroup& g : groups)
        total += int(g.questions.size());
    QString out = tr("# Content gaps\n\n%1 question(s) were refused or needed every search round, in %2 "
                     "topic(s). A question is grouped under the word it shares with the most other such "
                     "questions, taken from what the grader found missing (else from the question).\n")
                      .arg(total)
                      .arg(groups.size());
    for (const GapGroup& g : groups) {
        out += QStringLiteral("\n## %1 (%2)\n\n").arg(escaped(g.topic)).arg(g.questions.size());
        out += tr("- %1 refused, %2 answered only in the last round\n").arg(g.refused).arg(g.atLimit);
        if (!g.relatedTerms.isEmpty())
            out += tr("- also asked about: %1\n").arg(escaped(g.relatedTerms.join(QStringLiteral(", "))));
        if (!g.closestDocument.isEmpty())
            out += tr("- closest document found: %1\n").arg(escaped(g.closestDocument));
        out += QLatin1Char('\n');
        for (const GapQuestion& q : g.questions) {
            out += QStringLiteral("- “%1” (%2, %3, trace %4)\n")
                       .arg(escaped(q.question), why(q), q.askedAt.toString(Qt::ISODate), QString::number(q.traceId));
        }
    }
    if (contradictions.isEmpty())
        return out;
    out += tr("\n# Contradictions\n\nPassages that give different values for the same thing, as the answer "
              "check found them; fix them at the source.\n");
    for (const HandbookContradiction& c : contradictions) {
        out += QStringLiteral("\n## %1 (%2)\n\n")
                   .arg(escaped(c.subject.isEmpty() ? tr("(no subject)") : c.subject))
                   .arg(c.questions);
        for (const HandbookContradiction::Side& s : c.sides)
            out += tr("- %1 (%2) says “%3”: “%4”\n")
                       .arg(escaped(s.label), escaped(s.path), escaped(s.value), escaped(s.quote.simplified()));
        out += tr("- last asked %1: “%2”\n").arg(c.lastAsked.toString(Qt::ISODate), escaped(c.lastQuestion));
    }
    return out;
}

Status ContentGapExport::toFile(const QList<GapGroup>& groups, const QString& path,
                                const QList<HandbookContradiction>& contradictions)
{
    QByteArray bytes;
    if (path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)) {
        bytes = csv(groups);
    } else if (path.endsWith(QStringLiteral(".md"), Qt::CaseInsensitive)
               || path.endsWith(QStringLiteral(".markdown"), Qt::CaseInsensitive)) {
        bytes = markdown(groups, contradictions).toUtf8();
    } else {
        return Error::make(
            Error::Code::InvalidInput,
            tr("Cannot tell the format from “%1”: name the file .csv or .md.").arg(QDir::toNativeSeparators(path)));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        return Error::make(Error::Code::Io,
                           tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    return success();
}

} // namespace lotse
