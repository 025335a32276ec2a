// SPDX-License-Identifier: GPL-3.0-or-later
#include "BitKernels.h"

#include <bit>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define LOTSE_HAVE_X86_BIT_KERNELS 1
#include <immintrin.h>
#endif

namespace lotse {

namespace {

void hammingPortable(const std::uint64_t* codes, std::size_t rows, const std::uint64_t* const* queries, int queryCount,
                     std::size_t words, std::uint16_t* out)
{
    for (std::size_t row = 0; row < rows; ++row, codes += words) {
        for (int q = 0; q < queryCount; ++q) {
            unsigned distance = 0;
            for (std::size_t i = 0; i < words; ++i)
                distance += unsigned(std::popcount(codes[i] ^ queries[q][i]));
            *out++ = std::uint16_t(distance);
        }
    }
}

#ifdef LOTSE_HAVE_X86_BIT_KERNELS

__attribute__((target("popcnt"))) void hammingPopcnt(const std::uint64_t* codes, std::size_t rows,
                                                     const std::uint64_t* const* queries, int queryCount,
                                                     std::size_t words, std::uint16_t* out)
{
    for (std::size_t row = 0; row < rows; ++row, codes += words) {
        for (int q = 0; q < queryCount; ++q) {
            const std::uint64_t* b = queries[q];
            // Four sums: popcnt has a latency of three cycles and a throughput of one or more.
            std::uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            for (std::size_t i = 0; i < words; i += 4) {
                s0 += std::uint64_t(__builtin_popcountll(codes[i] ^ b[i]));
                s1 += std::uint64_t(__builtin_popcountll(codes[i + 1] ^ b[i + 1]));
                s2 += std::uint64_t(__builtin_popcountll(codes[i + 2] ^ b[i + 2]));
                s3 += std::uint64_t(__builtin_popcountll(codes[i + 3] ^ b[i + 3]));
            }
            *out++ = std::uint16_t(s0 + s1 + s2 + s3);
        }
    }
}

// Popcount of each byte by two table lookups (low and high nibble), summed per 64-bit lane by psadbw.
__attribute__((target("avx2"))) inline __m256i popcount256(__m256i x)
{
    const __m256i table = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2,
                                           2, 3, 2, 3, 3, 4);
    const __m256i low = _mm256_set1_epi8(0x0f);
    const __m256i counts = _mm256_add_epi8(_mm256_shuffle_epi8(table, _mm256_and_si256(x, low)),
                                           _mm256_shuffle_epi8(table, _mm256_and_si256(_mm256_srli_epi16(x, 4), low)));
    return _mm256_sad_epu8(counts, _mm256_setzero_si256());
}

template <int Q>
__attribute__((target("avx2"))) void hammingAvx2(const std::uint64_t* codes, std::size_t rows,
                                                 const std::uint64_t* const* queries, std::size_t words,
                                                 std::uint16_t* out)
{
    for (std::size_t row = 0; row < rows; ++row, codes += words, out += Q) {
        __m256i acc[Q];
#pragma GCC unroll 4
        for (int q = 0; q < Q; ++q)
            acc[q] = _mm256_setzero_si256();
        for (std::size_t i = 0; i < words; i += 4) {
            const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(codes + i));
#pragma GCC unroll 4
            for (int q = 0; q < Q; ++q) {
                const __m256i b = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(queries[q] + i));
                acc[q] = _mm256_add_epi64(acc[q], popcount256(_mm256_xor_si256(a, b)));
            }
        }
        for (int q = 0; q < Q; ++q) {
            alignas(32) std::uint64_t lanes[4];
            _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), acc[q]);
            out[q] = std::uint16_t(lanes[0] + lanes[1] + lanes[2] + lanes[3]);
        }
    }
}

template <int Q>
__attribute__((target("avx512f,avx512vpopcntdq"))) void hammingAvx512(const std::uint64_t* codes, std::size_t rows,
                                                                      const std::uint64_t* const* queries,
                                                                      std::size_t words, std::uint16_t* out)
{
    for (std::size_t row = 0; row < rows; ++row, codes += words, out += Q) {
        __m512i acc[Q];
#pragma GCC unroll 4
        for (int q = 0; q < Q; ++q)
            acc[q] = _mm512_setzero_si512();
        for (std::size_t i = 0; i < words; i += 8) {
            const __m512i a = _mm512_loadu_si512(codes + i);
#pragma GCC unroll 4
            for (int q = 0; q < Q; ++q)
                acc[q] = _mm512_add_epi64(acc[q],
                                          _mm512_popcnt_epi64(_mm512_xor_si512(a, _mm512_loadu_si512(queries[q] + i))));
        }
        // Stored and summed: GCC 12's _mm512_reduce_add_epi64 warns of an uninitialised temporary.
        for (int q = 0; q < Q; ++q) {
            alignas(64) std::uint64_t lanes[8];
            _mm512_store_si512(lanes, acc[q]);
            out[q] =
                std::uint16_t(lanes[0] + lanes[1] + lanes[2] + lanes[3] + lanes[4] + lanes[5] + lanes[6] + lanes[7]);
        }
    }
}

#define LOTSE_DISPATCH(kernel)                                                                                         \
    void kernel##Dispatch(const std::uint64_t* codes, std::size_t rows, const std::uint64_t* const* queries,           \
                          int queryCount, std::size_t words, std::uint16_t* out)                                       \
    {                                                                                                                  \
        switch (queryCount) {                                                                                          \
        case 1:                                                                                                        \
            return kernel<1>(codes, rows, queries, words, out);                                                        \
        case 2:                                                                                                        \
            return kernel<2>(codes, rows, queries, words, out);                                                        \
        case 3:                                                                                                        \
            return kernel<3>(codes, rows, queries, words, out);                                                        \
        case 4:                                                                                                        \
            return kernel<4>(codes, rows, queries, words, out);                                                        \
        default:                                                                                                       \
            return hammingPortable(codes, rows, queries, queryCount, words, out);                                      \
        }                                                                                                              \
    }
LOTSE_DISPATCH(hammingAvx2)
LOTSE_DISPATCH(hammingAvx512)
#undef LOTSE_DISPATCH

bool hasPopcnt()
{
    static const bool yes = __builtin_cpu_supports("popcnt");
    return yes;
}
bool hasAvx2()
{
    static const bool yes = __builtin_cpu_supports("avx2");
    return yes;
}
bool hasAvx512Popcount()
{
    static const bool yes = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vpopcntdq");
    return yes;
}

#endif

} // namespace

const BitKernels& BitKernels::portable()
{
    static const BitKernels kernels{&hammingPortable, "portable"};
    return kernels;
}

const BitKernels* const* BitKernels::available(int* count)
{
    static const BitKernels* list[4];
    static const int n = [] {
        int i = 0;
        list[i++] = &portable();
#ifdef LOTSE_HAVE_X86_BIT_KERNELS
        static const BitKernels popcnt{&hammingPopcnt, "popcnt"};
        static const BitKernels avx2{&hammingAvx2Dispatch, "avx2"};
        static const BitKernels avx512{&hammingAvx512Dispatch, "avx512-vpopcntdq"};
        if (hasPopcnt())
            list[i++] = &popcnt;
        if (hasAvx2())
            list[i++] = &avx2;
        if (hasAvx512Popcount())
            list[i++] = &avx512;
#endif
        return i;
    }();
    *count = n;
    return list;
}

const BitKernels& BitKernels::best()
{
    int count = 0;
    const BitKernels* const* list = available(&count);
    return *list[count - 1];
}

} // namespace lotse
