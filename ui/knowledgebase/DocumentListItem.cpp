// SPDX-License-Identifier: GPL-3.0-or-later
#include "knowledgebase/DocumentListItem.h"

#include <QDir>
#include <QFont>
#include <QLocale>

namespace lotse::ui {

QVariant DocumentList::Item::data(int column, int role) const
{
    if (column != NameColumn)
        return QTreeWidgetItem::data(column, role);
    switch (role) {
    case PathRole:
        return path;
    case StateRole:
        return state ? stateName(*state) : QVariant();
    case JobRole:
        return job;
    case StoredRole:
        return stored;
    case ReasonRole:
        return reason;
    case FolderRole:
        return folder;
    case Qt::ToolTipRole:
        return toolTip();
    case Qt::FontRole:
        if (sample) { // never mistaken for the company's own policy
            QFont italic = QTreeWidgetItem::data(column, role).value<QFont>();
            italic.setItalic(true);
            return italic;
        }
        return QTreeWidgetItem::data(column, role);
    default:
        return QTreeWidgetItem::data(column, role);
    }
}

bool DocumentList::Item::operator<(const QTreeWidgetItem& other) const
{
    if (other.type() != UserType)
        return QTreeWidgetItem::operator<(other);
    const auto& that = static_cast<const Item&>(other);
    if (treeWidget() && treeWidget()->sortColumn() == StatusColumn && state != that.state)
        return int(state.value_or(State::Queued)) < int(that.state.value_or(State::Queued));
    const int byName = text(NameColumn).compare(that.text(NameColumn), Qt::CaseInsensitive);
    return byName != 0 ? byName < 0 : path < that.path;
}

QString DocumentList::Item::toolTip() const
{
    QString tip = QDir::toNativeSeparators(path);
    if (sample)
        tip.prepend(DocumentList::tr("Sample handbook of a fictional company, not your own policy")
                    + QLatin1Char('\n'));
    if (chunkCount >= 0) {
        tip += QLatin1Char('\n')
               + DocumentList::tr("%n passage(s), indexed %1", nullptr, chunkCount)
                     .arg(QLocale().toString(ingestedAt.toLocalTime(), QLocale::ShortFormat));
    }
    if (instructionPassages > 0) {
        tip += QLatin1Char('\n')
               + DocumentList::tr("⚠ %n passage(s) with instructions to an AI assistant: Lotse treats them as text "
                                  "and never follows them. Check who wrote them.",
                                  nullptr, instructionPassages);
    }
    return tip;
}

} // namespace lotse::ui
