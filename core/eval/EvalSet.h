// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EvalQuestion.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QList>

namespace lotse {

// An evaluation set read from JSONL: one question per line, blank lines ignored. Every broken line
// is reported with its number and what is wrong, so a set can be fixed in one go.
class EvalSet final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::EvalSet)

public:
    struct Problem
    {
        int line = 0; // 0: the file as a whole
        QString message;
    };

    static EvalSet parse(const QByteArray& jsonl);
    // Io or NotFound when the file cannot be read; a readable file with broken lines is returned
    // with its problems().
    static Result<EvalSet> load(const QString& path);

    const QList<EvalQuestion>& questions() const { return m_questions; }
    const QList<Problem>& problems() const { return m_problems; }
    bool isValid() const { return m_problems.isEmpty(); }
    // The corpus folders the questions name, in order of first use.
    QStringList corpora() const;
    // "FILE:LINE: message", one per problem.
    QString problemText(const QString& fileName) const;

private:
    QList<EvalQuestion> m_questions;
    QList<Problem> m_problems;
};

} // namespace lotse
