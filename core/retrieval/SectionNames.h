// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Hit.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QSet>

namespace lotse {

class Database;

// The knowledge base's document titles and section headings, to tell a table of contents from text:
// a README's "* Health Care and Disability Insurance" links to a section and states nothing, yet as a
// short passage full of a question's words it outranked the section it names. Read again whenever
// the knowledge base changes (data_version).
class SectionNames final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::SectionNames)

public:
    explicit SectionNames(Database& db);

    // Whether the passage is a list of section names (a table of contents or a "see also" list of
    // the handbook's pages): most of its lines are list items that name a title or heading.
    Result<bool> listsSections(const Hit& passage);

    // A name or a list item as compared: letters and digits only, folded ("Health Care" is "Healthcare").
    static QString key(QStringView name);

private:
    // The passage's list items that name one of `names` (keys), and its non-empty lines.
    struct ListCount
    {
        int naming = 0;
        int lines = 0;
    };
    static ListCount count(const QString& text, const QSet<QString>& names);
    Status refresh();

    Database& m_db;
    qint64 m_dataVersion = -1;
    QSet<QString> m_names;
};

} // namespace lotse
