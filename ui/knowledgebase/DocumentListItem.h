// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "knowledgebase/DocumentList.h"

#include <QDateTime>
#include <QFont>
#include <QTreeWidgetItem>
#include <optional>

namespace lotse::ui {

// A row of the list. Its bookkeeping (path, job, state, reason) lives in fields served through
// data(), so updating it emits nothing; only what is shown goes through the model. The name
// column's tool tip is made when asked for, not for every row on every refresh.
class DocumentList::Item final : public QTreeWidgetItem
{
public:
    explicit Item(const QString& documentPath)
        : QTreeWidgetItem(UserType)
        , path(documentPath)
    {}

    QString path;
    quint64 job = 0; // the job that owns a transient row
    bool stored = false;
    bool folder = false;
    std::optional<State> state;
    QString reason;
    int chunkCount = -1; // with ingestedAt: known for stored ready documents
    int instructionPassages = 0;
    bool sample = false; // from the bundled sample handbook: shown in italics, named in the tool tip
    QDateTime ingestedAt;

    QVariant data(int column, int role) const override;
    // Titles sort as people read them (case does not matter); states in the order of their work.
    bool operator<(const QTreeWidgetItem& other) const override;

private:
    QString toolTip() const;
};

} // namespace lotse::ui
