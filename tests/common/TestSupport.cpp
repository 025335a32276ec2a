// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestSupport.h"

#include "ingest/SampleHandbook.h"

namespace lotse::test {

QString sampleHandbook(const QString& folder, const QString& language)
{
    const auto extracted = SampleHandbook::extract(folder, language);
    if (!extracted)
        qFatal("cannot extract the sample handbook: %s", qPrintable(extracted.error().message));
    return extracted.value();
}

} // namespace lotse::test
