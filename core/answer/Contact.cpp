// SPDX-License-Identifier: GPL-3.0-or-later
#include "Contact.h"

#include <QRegularExpression>

namespace lotse {

bool Contact::asked(QStringView question)
{
    static const QRegularExpression whom(QStringLiteral(R"(\b(who|whom|wer|wen|wem)\b)"),
                                         QRegularExpression::CaseInsensitiveOption
                                             | QRegularExpression::UseUnicodePropertiesOption);
    return whom.match(question).hasMatch();
}

bool Contact::namedIn(QStringView text)
{
    static const QRegularExpression contact(
        QStringLiteral(R"([\w.+-]+@[\w-]+\.[\w.-]+|\b(please contact|contact (your|the|us|our|hr|one of)|reach out to|)"
                       R"(talk to your|speak to your|wenden sie sich an|kontaktieren sie|ansprechpartner\w*)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return contact.match(text).hasMatch();
}

} // namespace lotse
