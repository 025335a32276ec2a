// SPDX-License-Identifier: GPL-3.0-or-later
#include "XmlReading.h"

namespace lotse {

std::optional<Error> XmlReading::check(const QXmlStreamReader& xml, int depth, const FormatLimits& limits,
                                       const QString& part)
{
    if (xml.tokenType() == QXmlStreamReader::DTD || xml.tokenType() == QXmlStreamReader::EntityReference) {
        return Error::make(Error::Code::InvalidInput,
                           tr("declares XML entities in %1 (a DTD), which office applications never "
                              "write; it is refused because such entities can read other files "
                              "or exhaust memory.")
                               .arg(part));
    }
    if (depth > limits.maxNestingDepth) {
        return Error::make(
            Error::Code::InvalidInput,
            tr("is nested more than %2 levels deep in %1; it is refused.").arg(part).arg(limits.maxNestingDepth));
    }
    if (xml.hasError()) {
        return Error::make(Error::Code::InvalidInput,
                           tr("is damaged: %1 inside it is not valid XML (%2 at line %3). Save the document again from "
                              "its application.")
                               .arg(part, xml.errorString())
                               .arg(xml.lineNumber()));
    }
    return std::nullopt;
}

} // namespace lotse
