// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace lotse::cli {

// The command overview that --help prints above the options, in the interface language. Each
// description is its own catalogue entry and is wrapped here, so translators need not align columns.
class CliHelp final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::cli::CliHelp)
public:
    static QString description();
    // `text` broken into lines of at most `width` columns; lines after the first are indented by
    // `indent` columns, the first is assumed to start there.
    static QString wrapped(const QString& text, int indent, int width);
};

} // namespace lotse::cli
