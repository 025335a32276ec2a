// SPDX-License-Identifier: GPL-3.0-or-later
#include "DotKernels.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define LOTSE_HAVE_AVX2_KERNELS 1
#include <immintrin.h>
#endif

namespace lotse {

namespace {

std::int32_t int8Portable(const std::uint8_t* a, const std::int8_t* b, std::size_t length)
{
    std::int32_t sum = 0;
    for (std::size_t i = 0; i < length; ++i)
        sum += std::int32_t(a[i]) * std::int32_t(b[i]);
    return sum;
}

void int8RowsPortable(const std::uint8_t* codes, std::size_t rows, const std::int8_t* const* queries, int queryCount,
                      std::size_t length, std::int32_t* out)
{
    for (std::size_t row = 0; row < rows; ++row, codes += length) {
        for (int q = 0; q < queryCount; ++q)
            *out++ = int8Portable(codes, queries[q], length);
    }
}

float floatPortable(const float* a, const float* b, std::size_t length)
{
    // Four partial sums: the same association as vector code, and it lets the compiler use SSE.
    float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    std::size_t i = 0;
    for (; i + 4 <= length; i += 4) {
        s0 += a[i] * b[i];
        s1 += a[i + 1] * b[i + 1];
        s2 += a[i + 2] * b[i + 2];
        s3 += a[i + 3] * b[i + 3];
    }
    for (; i < length; ++i)
        s0 += a[i] * b[i];
    return (s0 + s1) + (s2 + s3);
}

#ifdef LOTSE_HAVE_AVX2_KERNELS

__attribute__((target("avx2"))) std::int32_t int8Avx2(const std::uint8_t* a, const std::int8_t* b, std::size_t length)
{
    // Three instructions per 32 bytes (maddubs, madd, add): the scan keeps pace with memory even on
    // two hyperthreads of one core. Two accumulators hide the latency of the chain.
    const __m256i ones = _mm256_set1_epi16(1);
    __m256i acc0 = _mm256_setzero_si256();
    __m256i acc1 = _mm256_setzero_si256();
    std::size_t i = 0;
    for (; i + 64 <= length; i += 64) {
        const __m256i a0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a + i));
        const __m256i b0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b + i));
        const __m256i a1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a + i + 32));
        const __m256i b1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b + i + 32));
        acc0 = _mm256_add_epi32(acc0, _mm256_madd_epi16(_mm256_maddubs_epi16(a0, b0), ones));
        acc1 = _mm256_add_epi32(acc1, _mm256_madd_epi16(_mm256_maddubs_epi16(a1, b1), ones));
    }
    for (; i + 32 <= length; i += 32) {
        const __m256i a0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a + i));
        const __m256i b0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b + i));
        acc0 = _mm256_add_epi32(acc0, _mm256_madd_epi16(_mm256_maddubs_epi16(a0, b0), ones));
    }
    const __m256i acc = _mm256_add_epi32(acc0, acc1);
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(acc), _mm256_extracti128_si256(acc, 1));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(1, 0, 3, 2)));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(2, 3, 0, 1)));
    std::int32_t sum = _mm_cvtsi128_si32(s);
    for (; i < length; ++i) // only when a caller did not pad
        sum += std::int32_t(a[i]) * std::int32_t(b[i]);
    return sum;
}

// The scan: each 64 bytes of a row are loaded once and multiplied with Q questions' codes (from L1).
// One accumulator per question: the only dependency between iterations is a one-cycle add, and
// with Q = 4 everything stays in registers (two accumulators each spilled to the stack).
template <int Q>
__attribute__((target("avx2"))) void int8RowsAvx2(const std::uint8_t* codes, std::size_t rows,
                                                  const std::int8_t* const* queries, std::size_t length,
                                                  std::int32_t* out)
{
    static_assert(Q >= 1 && Q <= DotKernels::maxQueries);
    const __m256i ones = _mm256_set1_epi16(1);
    const std::int8_t* b[Q];
    for (int q = 0; q < Q; ++q)
        b[q] = queries[q];
    for (std::size_t row = 0; row < rows; ++row, codes += length, out += Q) {
        __m256i acc[Q];
#pragma GCC unroll 4
        for (int q = 0; q < Q; ++q)
            acc[q] = _mm256_setzero_si256();
        std::size_t i = 0;
        for (; i + 64 <= length; i += 64) {
            const __m256i a0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(codes + i));
            const __m256i a1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(codes + i + 32));
#pragma GCC unroll 4
            for (int q = 0; q < Q; ++q) {
                const __m256i b0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b[q] + i));
                const __m256i b1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b[q] + i + 32));
                acc[q] =
                    _mm256_add_epi32(acc[q], _mm256_add_epi32(_mm256_madd_epi16(_mm256_maddubs_epi16(a0, b0), ones),
                                                              _mm256_madd_epi16(_mm256_maddubs_epi16(a1, b1), ones)));
            }
        }
        for (; i + 32 <= length; i += 32) {
            const __m256i a0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(codes + i));
#pragma GCC unroll 4
            for (int q = 0; q < Q; ++q) {
                const __m256i b0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b[q] + i));
                acc[q] = _mm256_add_epi32(acc[q], _mm256_madd_epi16(_mm256_maddubs_epi16(a0, b0), ones));
            }
        }
        // Four sums at once: three horizontal adds and one across the halves.
        __m256i sum[4] = {_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256(),
                          _mm256_setzero_si256()};
#pragma GCC unroll 4
        for (int q = 0; q < Q; ++q)
            sum[q] = acc[q];
        const __m256i h = _mm256_hadd_epi32(_mm256_hadd_epi32(sum[0], sum[1]), _mm256_hadd_epi32(sum[2], sum[3]));
        alignas(16) std::int32_t lanes[4];
        _mm_store_si128(reinterpret_cast<__m128i*>(lanes),
                        _mm_add_epi32(_mm256_castsi256_si128(h), _mm256_extracti128_si256(h, 1)));
        for (int q = 0; q < Q; ++q) {
            std::int32_t tail = 0; // only when a caller did not pad
            for (std::size_t j = i; j < length; ++j)
                tail += std::int32_t(codes[j]) * std::int32_t(b[q][j]);
            out[q] = lanes[q] + tail;
        }
    }
}

void int8RowsAvx2Dispatch(const std::uint8_t* codes, std::size_t rows, const std::int8_t* const* queries,
                          int queryCount, std::size_t length, std::int32_t* out)
{
    switch (queryCount) {
    case 1:
        return int8RowsAvx2<1>(codes, rows, queries, length, out);
    case 2:
        return int8RowsAvx2<2>(codes, rows, queries, length, out);
    case 3:
        return int8RowsAvx2<3>(codes, rows, queries, length, out);
    case 4:
        return int8RowsAvx2<4>(codes, rows, queries, length, out);
    default:
        return int8RowsPortable(codes, rows, queries, queryCount, length, out);
    }
}

__attribute__((target("avx2,fma"))) float floatAvx2(const float* a, const float* b, std::size_t length)
{
    __m256 acc0 = _mm256_setzero_ps();
    __m256 acc1 = _mm256_setzero_ps();
    std::size_t i = 0;
    for (; i + 16 <= length; i += 16) {
        acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), acc0);
        acc1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), acc1);
    }
    for (; i + 8 <= length; i += 8)
        acc0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), acc0);
    const __m256 acc = _mm256_add_ps(acc0, acc1);
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(acc), _mm256_extractf128_ps(acc, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
    float sum = _mm_cvtss_f32(s);
    for (; i < length; ++i)
        sum += a[i] * b[i];
    return sum;
}

#endif

} // namespace

bool DotKernels::hasAvx2()
{
#ifdef LOTSE_HAVE_AVX2_KERNELS
    static const bool avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return avx2;
#else
    return false;
#endif
}

const DotKernels& DotKernels::portable()
{
    static const DotKernels kernels{&int8Portable, &int8RowsPortable, &floatPortable, "portable"};
    return kernels;
}

const DotKernels& DotKernels::best()
{
#ifdef LOTSE_HAVE_AVX2_KERNELS
    static const DotKernels avx2{&int8Avx2, &int8RowsAvx2Dispatch, &floatAvx2, "avx2"};
    if (hasAvx2())
        return avx2;
#endif
    return portable();
}

} // namespace lotse
