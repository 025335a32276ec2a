// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "FormatLimits.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QXmlStreamReader>

namespace lotse {

// Checks shared by the DOCX and ODT readers. Office applications never write a document type
// declaration, so any DTD is refused outright: no entity, internal or external, is ever expanded
// (QXmlStreamReader resolves no external entities either way; this also stops "billion laughs").
class XmlReading final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::XmlReading)

public:
    // An error for the current token (DTD, entity reference, too deep) or for the reader's own error.
    static std::optional<Error> check(const QXmlStreamReader& xml, int depth, const FormatLimits& limits,
                                      const QString& part);
};

} // namespace lotse
