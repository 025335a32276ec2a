// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QTimer>
#include <chrono>
#include <functional>
#include <memory>
#include <utility>

namespace lotse {

// A keychain that never answers (a Secret Service without a session bus, a prompt that cannot show)
// must not keep a dialog or a command waiting for ever. `guarded(done)` is called once: with the
// keychain's answer, or after `within` with an error that says so; an answer after that is dropped.
// The timer runs in the calling thread, where the keychain's callbacks run too.
class KeychainDeadline final
{
    Q_DECLARE_TR_FUNCTIONS(lotse::KeychainDeadline)

public:
    // Long enough for a person to type a keyring's unlock password into its prompt.
    static constexpr std::chrono::milliseconds defaultWithin{30000};

    template <typename T>
    static std::function<void(Result<T>)> guarded(std::function<void(Result<T>)> done,
                                                  std::chrono::milliseconds within = defaultWithin)
    {
        auto answered = std::make_shared<bool>(false);
        QTimer::singleShot(within, [answered, done, within] {
            if (!std::exchange(*answered, true))
                done(timedOut(within));
        });
        return [answered, done](Result<T> result) {
            if (!std::exchange(*answered, true))
                done(std::move(result));
        };
    }

    static Error timedOut(std::chrono::milliseconds within);
};

} // namespace lotse
