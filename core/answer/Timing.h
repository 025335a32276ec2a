// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace lotse {

// When something starts, ends or how long it lasts: "Wann beginnt die Frühschicht?", "When does my leave
// expire?". The verb of starting or ending is what "wann" asks of, as "kontaktieren" is what "wer" asks
// (Contact): a shift table's row "Frühschicht | 6:00–14:00 Uhr" answers without the word "beginnt".
class Timing final
{
public:
    // Whether the question asks for a point or a span of time ("when", "wann", "how long", "bis wann",
    // "um wie viel Uhr").
    static bool asked(QStringView question);
    // Whether `folded` (a question's word, as Tokenizer writes it) is a verb of starting, ending or lasting
    // ("beginnt", "anfangen", "endet", "verfällt", "starts", "expire").
    static bool verb(const QString& folded);
    // Whether `text` states a time, a date or a duration ("6:00 Uhr", "31. März", "zwei Wochen").
    static bool statedIn(QStringView text);
};

} // namespace lotse
