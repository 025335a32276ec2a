// SPDX-License-Identifier: GPL-3.0-or-later
#include "Contact.h"

#include <QRegularExpression>

namespace lotse {

bool Contact::asked(QStringView question)
{
    // German "wer", "wen", "wem" ask; English "who" also joins a clause to a noun ("a friend who works at a
    // tech company"): it asks only where a clause or the object of a preposition starts ("…, and who do I
    // tell?", "To whom …").
    static const QRegularExpression whom(
        QStringLiteral(
            R"(\b(wer|wen|wem)\b|(^|[.,;:!?(–-]\s*|\b(and|or|but|so|to|with|from|for|by|about|of)\s+)(who|whom)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression reporting(
        QStringLiteral(R"(\b(how|where) (do|can|should|would|must|shall) (i|we|you|one) (report|raise|escalate)\b|)"
                       R"(\b(wie|wo|wohin) (melde|meldet|melden) (ich|man|wir)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return whom.match(question).hasMatch() || reporting.match(question).hasMatch();
}

bool Contact::namedIn(QStringView text)
{
    static const QRegularExpression contact(
        QStringLiteral(R"([\w.+-]+@[\w-]+\.[\w.-]+|\b(please contact|contact (your|the|us|our|hr|one of)|reach out to|)"
                       R"(talk to your|speak to your|wenden sie sich an|kontaktieren sie|ansprechpartner\w*)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return contact.match(text).hasMatch();
}

bool Contact::listedIn(QStringView heading, QStringView text)
{
    static const QRegularExpression contacts(
        QStringLiteral(R"(\b(contacts?|kontakte?|ansprechpartner\w*|ansprechperson\w*|questions|fragen)\b)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression label(
        QStringLiteral(R"((^|\n)\W*(contacts?|kontakte?|ansprechpartner\w*|ansprechperson\w*)\W*:)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    return namedIn(text) && (contacts.match(heading).hasMatch() || label.match(text).hasMatch());
}

bool Contact::turnsTo(const QString& folded)
{
    static const QRegularExpression verb(QStringLiteral(
        R"(^(contact(s|ed|ing)?|talk(s|ing)?|speak(s|ing)?|reach|inform|notify|tell|call|ask|questions?|)"
        R"(kontaktier(e|en|t)|wende(n|t)?|ansprechen|sprechen|spreche|informier(e|en|t)|anrufen|)"
        R"(frage|fragen)$)"));
    return verb.match(folded).hasMatch();
}

} // namespace lotse
