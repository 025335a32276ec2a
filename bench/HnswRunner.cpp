// SPDX-License-Identifier: GPL-3.0-or-later
#include "HnswRunner.h"

#include "vector/VectorSamples.h"

#include <QThread>
#include <atomic>
#include <thread>

#ifdef LOTSE_HAVE_HNSWLIB
#include <hnswlib/hnswlib.h>
#endif

namespace lotse::bench {

bool hnswAvailable()
{
#ifdef LOTSE_HAVE_HNSWLIB
    return __builtin_cpu_supports("avx2");
#else
    return false;
#endif
}

HnswRun runHnsw(const std::vector<float>& data, int dimensions, const std::vector<float>& queries,
                const std::vector<std::vector<std::uint32_t>>& reference, int k, const QList<int>& efs)
{
    HnswRun run;
#ifdef LOTSE_HAVE_HNSWLIB
    const std::size_t count = data.size() / std::size_t(dimensions);
    hnswlib::InnerProductSpace space(static_cast<std::size_t>(dimensions));
    hnswlib::HierarchicalNSW<float> graph(&space, count, 16, 200, 100);
    QElapsedTimer timer;
    timer.start();
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i = next++; i < count; i = next++)
            graph.addPoint(data.data() + i * std::size_t(dimensions), hnswlib::labeltype(i));
    };
    std::vector<std::thread> threads;
    for (int t = 0; t < std::max(1, QThread::idealThreadCount()); ++t)
        threads.emplace_back(worker);
    for (std::thread& t : threads)
        t.join();
    run.buildSeconds = elapsedMs(timer) / 1000.0;
    const std::size_t queryCount = queries.size() / std::size_t(dimensions);
    for (int ef : efs) {
        graph.setEf(std::size_t(ef));
        HnswRun::AtEf at;
        at.ef = ef;
        for (std::size_t q = 0; q < queryCount; ++q) {
            timer.start();
            auto found = graph.searchKnn(queries.data() + q * std::size_t(dimensions), std::size_t(k));
            at.timings.add(elapsedMs(timer));
            std::vector<std::uint32_t> ids;
            while (!found.empty()) {
                ids.push_back(std::uint32_t(found.top().second));
                found.pop();
            }
            at.recall += VectorSamples::recall(reference[q], ids);
        }
        at.recall /= double(std::max<std::size_t>(queryCount, 1));
        run.searches.append(at);
    }
#else
    Q_UNUSED(data)
    Q_UNUSED(dimensions)
    Q_UNUSED(queries)
    Q_UNUSED(reference)
    Q_UNUSED(k)
    Q_UNUSED(efs)
#endif
    return run;
}

} // namespace lotse::bench
