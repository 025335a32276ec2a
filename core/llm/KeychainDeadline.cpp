// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeychainDeadline.h"

#include "KeychainKeyStore.h"

namespace lotse {

Error KeychainDeadline::timedOut(std::chrono::milliseconds within)
{
    const int seconds = int(std::chrono::duration_cast<std::chrono::seconds>(within).count());
    return Error::make(Error::Code::Io, KeychainKeyStore::unavailableHint(
                                            tr("it did not answer within %n second(s)", nullptr, seconds)));
}

} // namespace lotse
