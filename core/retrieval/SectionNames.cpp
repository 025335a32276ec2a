// SPDX-License-Identifier: GPL-3.0-or-later
#include "SectionNames.h"

#include "store/Database.h"
#include "store/Records.h"
#include "text/TextFold.h"

#include <QRegularExpression>
#include <QSqlQuery>

namespace lotse {

namespace {
constexpr int minNamingItems = 2; // one item naming a page is a reference in a list, not a contents
} // namespace

SectionNames::SectionNames(Database& db)
    : m_db(db)
{}

QString SectionNames::key(QStringView name)
{
    QString key = TextFold::key(name);
    key.removeIf([](QChar c) { return !c.isLetterOrNumber(); });
    return key;
}

SectionNames::ListCount SectionNames::count(const QString& text, const QSet<QString>& names)
{
    static const QRegularExpression item(QStringLiteral(R"(^\s*(?:[-*+]|\d{1,3}[.)])\s+(.+)$)"));
    ListCount c;
    for (QStringView line : QStringView(text).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty())
            continue;
        ++c.lines;
        const QRegularExpressionMatch m = item.match(line);
        if (m.hasMatch() && names.contains(key(m.capturedView(1))))
            ++c.naming;
    }
    return c;
}

Result<bool> SectionNames::listsSections(const Hit& passage)
{
    if (auto status = refresh(); !status)
        return status.error();
    const ListCount c = count(passage.text, m_names);
    return c.naming >= minNamingItems && 2 * c.naming >= c.lines;
}

Status SectionNames::refresh()
{
    const auto changed = m_db.dataVersion();
    if (!changed)
        return changed.error();
    if (changed.value() == m_dataVersion)
        return success();
    QSet<QString> names;
    QSqlQuery q(m_db.handle());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT title FROM documents UNION SELECT DISTINCT heading_path FROM chunks")))
        return Database::error(q, tr("Reading the section headings"));
    while (q.next()) {
        for (const QString& heading : splitHeadings(q.value(0).toString()))
            names.insert(key(heading));
    }
    names.remove(QString());
    m_names = std::move(names);
    m_dataVersion = changed.value();
    return success();
}

} // namespace lotse
