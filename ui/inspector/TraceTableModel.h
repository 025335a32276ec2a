// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "trace/TraceTypes.h"

#include <QAbstractTableModel>
#include <QList>

namespace lotse {
class TraceStore;
}

namespace lotse::ui {

// The stored questions as a table, one row per trace (TraceStore::list with the filter). Sorting
// is done by the store, so sort() queries again with the column's key; refresh() after a change.
class TraceTableModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        AskedColumn,
        QuestionColumn,
        AskedByColumn, // a team knowledge base's questions in a manager's copy (HistoryTab hides it otherwise)
        OutcomeColumn,
        RoundsColumn,
        DurationColumn,
        TokensColumn,
        CostColumn,
        ColumnCount
    };
    static constexpr int IdRole = Qt::UserRole + 1;

    explicit TraceTableModel(QObject* parent = nullptr);

    void setStore(const TraceStore* store);
    // The filter's sort fields are replaced by the table's sort column.
    void setFilter(const TraceFilter& filter);
    TraceFilter filter() const { return m_filter; } // with the table's sort order
    void refresh();

    const TraceSummary& summary(int row) const { return m_rows.at(row); }
    int rowOf(qint64 id) const;    // -1 when not shown
    bool hasTeamQuestions() const; // some row was asked by another member of a team knowledge base
    QString lastError() const { return m_error; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    static TraceFilter::SortKey sortKey(int column);
    static QString outcomeText(const QString& outcome);

Q_SIGNALS:
    void failed(const QString& message);

private:
    const TraceStore* m_store = nullptr;
    TraceFilter m_filter;
    QList<TraceSummary> m_rows;
    QString m_error;
};

} // namespace lotse::ui
