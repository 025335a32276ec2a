// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ContentGaps.h"
#include "HandbookContradictions.h"

#include <QCoreApplication>

namespace lotse {

// The content-gap report as a file for people: CSV (one row per question, with its group; UTF-8
// with a BOM for spreadsheet programs) or Markdown (a section per group), chosen by the file name.
class ContentGapExport final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ContentGapExport)

public:
    static QByteArray csv(const QList<GapGroup>& groups);
    // With a closing section on the places the handbook contradicts itself.
    static QString markdown(const QList<GapGroup>& groups, const QList<HandbookContradiction>& contradictions = {});
    // .csv or .md; the file is replaced only when all went well.
    static Status toFile(const QList<GapGroup>& groups, const QString& path,
                         const QList<HandbookContradiction>& contradictions = {});
};

} // namespace lotse
