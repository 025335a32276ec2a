// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>

namespace lotse {

// "For example", "e.g.", "zum Beispiel": a sentence that illustrates a rule rather than states it. Its
// figures ("You earn 4 annual leave hours per pay period and there are 14 pay periods left") are the
// example's, not the handbook's rule, so they neither contradict the rule nor answer a question first.
class ExampleMarker final
{
public:
    // The sentence names itself an example anywhere ("… such as …", "for example").
    static bool in(QStringView sentence);
    // The sentence opens with the marker ("For example: It is June 19th …"): the rest of its line is the
    // example too.
    static bool opens(QStringView sentence);
};

} // namespace lotse
