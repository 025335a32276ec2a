// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Language.h"

#include <QString>

namespace lotse {

// Texts that follow the language of the *question*, not the interface: the frame of an answer, a
// refusal, the offline grader's rationale. They are ordinary catalogue entries (mark them with
// QT_TRANSLATE_NOOP so lupdate finds them), looked up in the catalogue of the given language
// whatever the application has installed. Thread-safe: the agent loop calls it off the GUI thread.
class Phrasebook final
{
public:
    // %n in the text becomes n, formatted for that language.
    static QString text(Language language, const char* context, const char* source, int n = -1);
};

} // namespace lotse
