// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScanPool.h"

#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <algorithm>
#include <atomic>

namespace lotse {

ScanPool::ScanPool() = default;

ScanPool::~ScanPool() = default;

int ScanPool::threads()
{
    return std::max(1, QThread::idealThreadCount());
}

void ScanPool::run(qsizetype parts, const std::function<void(qsizetype part)>& work) const
{
    std::atomic<qsizetype> next{0};
    const auto take = [&] {
        for (qsizetype p = next++; p < parts; p = next++)
            work(p);
    };
    const int helpers = int(std::min<qsizetype>(threads() - 1, parts - 1));
    if (helpers <= 0) {
        take();
        return;
    }
    std::call_once(m_once, [this] {
        m_pool = std::make_unique<QThreadPool>();
        m_pool->setObjectName(QStringLiteral("lotse-vector-scan"));
        m_pool->setMaxThreadCount(threads() - 1);
        m_pool->setExpiryTimeout(-1); // persistent: a question should not pay for thread start
    });
    QSemaphore done;
    for (int t = 0; t < helpers; ++t) {
        m_pool->start([&] {
            take();
            done.release();
        });
    }
    take();
    done.acquire(helpers);
}

} // namespace lotse
