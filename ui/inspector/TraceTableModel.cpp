// SPDX-License-Identifier: GPL-3.0-or-later
#include "TraceTableModel.h"

#include "shared/Format.h"
#include "shared/Retranslate.h"
#include "trace/TraceReport.h"
#include "trace/TraceStore.h"

#include <QApplication>
#include <QLocale>
#include <QPalette>
#include <algorithm>

namespace lotse::ui {

TraceTableModel::TraceTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
    // Headers, outcomes and dates are rendered in the interface language: views fetch them again.
    retranslate(this, [this] {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
    });
}

void TraceTableModel::setStore(const TraceStore* store)
{
    m_store = store;
    refresh();
}

void TraceTableModel::setFilter(const TraceFilter& filter)
{
    const TraceFilter::SortKey key = m_filter.sortKey;
    const Qt::SortOrder order = m_filter.order;
    m_filter = filter;
    m_filter.sortKey = key;
    m_filter.order = order;
    refresh();
}

void TraceTableModel::refresh()
{
    beginResetModel();
    m_rows.clear();
    m_error.clear();
    if (m_store) {
        const auto list = m_store->list(m_filter);
        if (list)
            m_rows = list.value();
        else
            m_error = list.error().message;
    }
    endResetModel();
    if (!m_error.isEmpty())
        Q_EMIT failed(m_error);
}

int TraceTableModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == id)
            return row;
    }
    return -1;
}

int TraceTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TraceTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TraceTableModel::outcomeText(const QString& outcome)
{
    return TraceReport::outcomeLabel(outcome);
}

QVariant TraceTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const TraceSummary& s = m_rows.at(index.row());
    if (role == IdRole)
        return s.id;
    if (role == Qt::ForegroundRole && index.column() == OutcomeColumn
        && (s.outcome == QStringLiteral("failed") || s.outcome == QStringLiteral("unsupported")))
        return Format::errorColor(QApplication::palette());
    if (role == Qt::ForegroundRole && index.column() == QuestionColumn && !s.questionStored)
        return QApplication::palette().color(QPalette::PlaceholderText);
    if (role == Qt::TextAlignmentRole && index.column() >= RoundsColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == AskedByColumn && !s.askedGroups.isEmpty())
        return tr("Groups when asking: %1").arg(s.askedGroups.join(QStringLiteral(", ")));
    if (role == Qt::ToolTipRole && index.column() == QuestionColumn)
        return s.questionStored ? s.question : tr("The question text was not stored (Settings → History).");
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case AskedColumn:
        return locale.toString(s.createdAt.toLocalTime(), QLocale::ShortFormat);
    case QuestionColumn:
        return s.questionStored ? s.question : tr("(not stored)");
    case AskedByColumn:
        return s.askedBy.isEmpty() ? tr("you") : s.askedBy;
    case OutcomeColumn:
        return outcomeText(s.outcome);
    case RoundsColumn:
        return s.insufficientRounds > 0 ? tr("%1 (%2 not sufficient)").arg(s.rounds).arg(s.insufficientRounds)
                                        : QString::number(s.rounds);
    case DurationColumn:
        return Format::duration(s.durationMs);
    case TokensColumn:
        return s.promptTokens + s.completionTokens > 0 ? locale.toString(s.promptTokens + s.completionTokens)
                                                       : QStringLiteral("–");
    case CostColumn:
        if (!s.costUsd)
            return tr("unknown");
        return *s.costUsd == 0 ? QStringLiteral("$0") : QStringLiteral("$%1").arg(locale.toString(*s.costUsd, 'f', 4));
    default:
        return {};
    }
}

QVariant TraceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case AskedColumn:
        return tr("Asked");
    case QuestionColumn:
        return tr("Question");
    case AskedByColumn:
        return tr("Asked by");
    case OutcomeColumn:
        return tr("Outcome");
    case RoundsColumn:
        return tr("Rounds");
    case DurationColumn:
        return tr("Time");
    case TokensColumn:
        return tr("Tokens");
    case CostColumn:
        return tr("Cost");
    default:
        return {};
    }
}

TraceFilter::SortKey TraceTableModel::sortKey(int column)
{
    switch (column) {
    case QuestionColumn:
        return TraceFilter::SortKey::Question;
    case AskedByColumn:
        return TraceFilter::SortKey::AskedBy;
    case OutcomeColumn:
        return TraceFilter::SortKey::Outcome;
    case RoundsColumn:
        return TraceFilter::SortKey::Rounds;
    case DurationColumn:
        return TraceFilter::SortKey::Duration;
    case TokensColumn:
        return TraceFilter::SortKey::Tokens;
    case CostColumn:
        return TraceFilter::SortKey::Cost;
    default:
        return TraceFilter::SortKey::CreatedAt;
    }
}

bool TraceTableModel::hasTeamQuestions() const
{
    return std::any_of(m_rows.cbegin(), m_rows.cend(), [](const TraceSummary& s) { return !s.askedBy.isEmpty(); });
}

void TraceTableModel::sort(int column, Qt::SortOrder order)
{
    m_filter.sortKey = sortKey(column);
    m_filter.order = order;
    refresh();
}

} // namespace lotse::ui
