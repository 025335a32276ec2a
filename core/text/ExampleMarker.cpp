// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExampleMarker.h"

#include "TextFold.h"

#include <QRegularExpression>

namespace lotse {

bool ExampleMarker::in(QStringView sentence)
{
    static const QRegularExpression re(
        QStringLiteral(R"(\b(for example|for instance|e\.g\.|such as|z\. ?b\.|zum beispiel|beispielsweise)(\W|$))"));
    return re.match(TextFold::key(sentence)).hasMatch();
}

bool ExampleMarker::opens(QStringView sentence)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^\W*(for example|for instance|example|e\.g\.|z\. ?b\.|zum beispiel|beispiel|beispielsweise)\b)"));
    return re.match(TextFold::key(sentence)).hasMatch();
}

} // namespace lotse
