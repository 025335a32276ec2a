// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QStringList>

namespace lotse {

// The fictional Nordlicht Logistik handbook bundled with Lotse (English and German), so the
// demo and a first start work without any files of one's own.
class SampleHandbook final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::SampleHandbook)

public:
    static QStringList languages(); // "en", "de"
    // Copies the handbook in `language` into `folder` (as real files, so citations can open them)
    // and returns that folder. Existing identical files are left alone.
    static Result<QString> extract(const QString& folder, const QString& language);
    static QString defaultFolder(const QString& language);
    // Whether a document comes from the sample handbook's default folder (any language): the window
    // labels it and offers to remove it once a company's own documents are there.
    static bool isSample(const QString& documentPath);
};

} // namespace lotse
