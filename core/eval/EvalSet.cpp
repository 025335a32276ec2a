// SPDX-License-Identifier: GPL-3.0-or-later
#include "EvalSet.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace lotse {

namespace {

// Reads a required, non-empty text field; an error message otherwise.
QString text(const QJsonObject& o, const QString& key, bool required, QString& error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            error = EvalSet::tr("“%1” is missing").arg(key);
        return {};
    }
    if (!v.isString()) {
        error = EvalSet::tr("“%1” must be a text in quotes").arg(key);
        return {};
    }
    const QString value = v.toString().trimmed();
    if (required && value.isEmpty())
        error = EvalSet::tr("“%1” is empty").arg(key);
    return value;
}

QStringList texts(const QJsonObject& o, const QString& key, QString& error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isArray()) {
        error = EvalSet::tr("“%1” must be a list of texts, e.g. [\"a\", \"b\"]").arg(key);
        return {};
    }
    QStringList out;
    for (const QJsonValue& item : v.toArray()) {
        if (!item.isString() || item.toString().trimmed().isEmpty()) {
            error = EvalSet::tr("“%1” must hold only non-empty texts").arg(key);
            return {};
        }
        out.append(item.toString().trimmed());
    }
    return out;
}

QString checkQuestion(const QJsonObject& o, EvalQuestion& q)
{
    QString error;
    q.id = text(o, QStringLiteral("id"), true, error);
    if (error.isEmpty())
        q.corpus = text(o, QStringLiteral("corpus"), true, error);
    if (error.isEmpty())
        q.question = text(o, QStringLiteral("question"), true, error);
    if (error.isEmpty())
        q.lang = text(o, QStringLiteral("lang"), false, error);
    if (error.isEmpty())
        q.kind = text(o, QStringLiteral("kind"), true, error);
    if (error.isEmpty())
        q.expectedSources = texts(o, QStringLiteral("expected_sources"), error);
    if (error.isEmpty())
        q.mustMention = texts(o, QStringLiteral("must_mention"), error);
    if (error.isEmpty())
        q.mustNotMention = texts(o, QStringLiteral("must_not_mention"), error);
    if (error.isEmpty()) {
        const QJsonValue contradiction = o.value(QStringLiteral("contradiction"));
        if (!contradiction.isUndefined() && !contradiction.isNull() && !contradiction.isBool())
            error = EvalSet::tr("“contradiction” must be true or false");
        q.expectContradiction = contradiction.toBool();
    }
    if (error.isEmpty())
        q.notes = text(o, QStringLiteral("notes"), false, error);
    if (!error.isEmpty())
        return error;

    const QString corpus = QDir::cleanPath(q.corpus);
    if (QDir::isAbsolutePath(q.corpus) || corpus == QStringLiteral("..") || corpus.startsWith(QStringLiteral("../")))
        return EvalSet::tr("“corpus” must be a folder name under the corpora folder, not “%1”").arg(q.corpus);
    if (!EvalQuestion::kinds().contains(q.kind)) {
        return EvalSet::tr("“kind” must be one of %1, not “%2”")
            .arg(EvalQuestion::kinds().join(QStringLiteral(", ")), q.kind);
    }
    if (q.isUnanswerable() && !q.expectedSources.isEmpty())
        return EvalSet::tr("an unanswerable question cannot have expected_sources");
    if (!q.isUnanswerable() && q.expectedSources.isEmpty())
        return EvalSet::tr("“expected_sources” is empty: a %1 question needs the files that answer it").arg(q.kind);
    for (const QString& source : std::as_const(q.expectedSources)) {
        const QString clean = QDir::cleanPath(source);
        if (QDir::isAbsolutePath(source) || clean.startsWith(QStringLiteral("../")))
            return EvalSet::tr("expected source “%1” must be a path relative to the corpus folder").arg(source);
    }
    return {};
}

} // namespace

EvalSet EvalSet::parse(const QByteArray& jsonl)
{
    EvalSet set;
    QHash<QString, int> seen; // id → line
    const QList<QByteArray> lines = jsonl.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNumber = i + 1;
        QByteArray line = lines.at(i).trimmed();
        if (i == 0 && line.startsWith("\xEF\xBB\xBF"))
            line = line.mid(3);
        if (line.isEmpty())
            continue;
        QJsonParseError parseError{};
        const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            set.m_problems.append(
                {lineNumber,
                 tr("not valid JSON (%1 at character %2)").arg(parseError.errorString()).arg(parseError.offset + 1)});
            continue;
        }
        if (!doc.isObject()) {
            set.m_problems.append({lineNumber, tr("a line must be one JSON object {…}")});
            continue;
        }
        EvalQuestion q;
        q.line = lineNumber;
        if (const QString error = checkQuestion(doc.object(), q); !error.isEmpty()) {
            set.m_problems.append({lineNumber, q.id.isEmpty() ? error : q.id + QStringLiteral(": ") + error});
            continue;
        }
        if (seen.contains(q.id)) {
            set.m_problems.append(
                {lineNumber, tr("id “%1” is used on line %2 already").arg(q.id).arg(seen.value(q.id))});
            continue;
        }
        seen.insert(q.id, lineNumber);
        set.m_questions.append(q);
    }
    if (set.m_questions.isEmpty() && set.m_problems.isEmpty())
        set.m_problems.append({0, tr("the set has no questions")});
    return set;
}

Result<EvalSet> EvalSet::load(const QString& path)
{
    QFile file(path);
    if (!file.exists()) {
        return Error::make(Error::Code::NotFound,
                           tr("The evaluation set %1 does not exist.").arg(QDir::toNativeSeparators(path)));
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(
            Error::Code::Io,
            tr("Cannot read the evaluation set %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    return parse(file.readAll());
}

QStringList EvalSet::corpora() const
{
    QStringList out;
    for (const EvalQuestion& q : m_questions) {
        if (!out.contains(q.corpus))
            out.append(q.corpus);
    }
    return out;
}

QString EvalSet::problemText(const QString& fileName) const
{
    QStringList lines;
    for (const Problem& p : m_problems) {
        lines.append(p.line > 0 ? QStringLiteral("%1:%2: %3").arg(fileName).arg(p.line).arg(p.message)
                                : QStringLiteral("%1: %2").arg(fileName, p.message));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace lotse
