// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <functional>

namespace lotse {

// The reader process's side (lotse-reader): caps its own address space and core dumps, then reads
// requests from `in` and answers each on `out` until `in` closes. Returns the exit status.
// `applyLanguage` installs the translators of a request's language (the application's concern),
// so the errors it sends back are in the user's language.
class ReaderLoop final
{
public:
    using LanguageApplier = std::function<void(const QString& language)>;
    static int run(int in, int out, long long memoryBytes, const LanguageApplier& applyLanguage);
};

} // namespace lotse
