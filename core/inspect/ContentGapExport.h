// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ContentGaps.h"

#include <QCoreApplication>

namespace lotse {

// The content-gap report as a file for people: CSV (one row per question, with its group; UTF-8
// with a BOM for spreadsheet programs) or Markdown (a section per group), chosen by the file name.
class ContentGapExport final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::ContentGapExport)

public:
    static QByteArray csv(const QList<GapGroup>& groups);
    static QString markdown(const QList<GapGroup>& groups);
    // .csv or .md; the file is replaced only when all went well.
    static Status toFile(const QList<GapGroup>& groups, const QString& path);
};

} // namespace lotse
