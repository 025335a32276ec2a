// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace lotse {

// Whom to turn to: "Who do I talk to if a coworker harasses me?", "Wen spreche ich an, wenn …?" ask for
// a person or an office; a sentence that gives an address or sends the reader to someone ("please contact
// B (b@getclef.com)", "Wenden Sie sich an die Personalabteilung") answers it.
class Contact final
{
public:
    // Whether the question asks who ("who", "whom", "wer", "wen", "wem"), or how or where to report something,
    // which is whom to tell ("How do I report harassment?", "Wo melde ich einen Unfall?").
    static bool asked(QStringView question);
    // Whether `text` names whom to contact: an e-mail address, "please contact", "contact your …", "wenden
    // Sie sich an", "Ansprechpartner"; not "physical contact".
    static bool namedIn(QStringView text);
    // Whether a passage gives its document's contacts: it names whom to contact, under a heading that says
    // so ("Kontakt", "Ansprechpartner", "Contact") or after a label of its own ("Kontakt: vorsorge@…").
    static bool listedIn(QStringView heading, QStringView text);
    // Whether `folded` (a question's word, as Tokenizer writes it) is a verb of turning to someone
    // ("contact", "talk", "kontaktiere", "wenden", "ansprechen"), or of asking ("bei Fragen zur
    // Betriebsrente"): in a question asking who, it says what is
    // asked, like "who" itself, not what about ("Wen kontaktiere ich bei einem Arbeitsunfall?").
    static bool turnsTo(const QString& folded);
};

} // namespace lotse
