// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <functional>
#include <memory>
#include <mutex>

class QThreadPool;

namespace lotse {

// Runs the parts of a scan on every core: the calling thread and a pool of the others, created for
// the first parallel scan and kept (a question should not pay for starting threads). The parts are
// taken in turn, so a thread the OS runs late does not hold up the answer. Thread-safe.
class ScanPool final
{
public:
    ScanPool();
    ~ScanPool();
    ScanPool(const ScanPool&) = delete;
    ScanPool& operator=(const ScanPool&) = delete;

    static int threads();
    // Calls work(part) once for each part in [0, parts), on up to threads() threads; returns when all are done.
    void run(qsizetype parts, const std::function<void(qsizetype part)>& work) const;

private:
    mutable std::once_flag m_once;
    mutable std::unique_ptr<QThreadPool> m_pool;
};

} // namespace lotse
