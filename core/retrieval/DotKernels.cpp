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
    static const DotKernels kernels{&int8Portable, &floatPortable, "portable"};
    return kernels;
}

const DotKernels& DotKernels::best()
{
#ifdef LOTSE_HAVE_AVX2_KERNELS
    static const DotKernels avx2{&int8Avx2, &floatAvx2, "avx2"};
    if (hasAvx2())
        return avx2;
#endif
    return portable();
}

} // namespace lotse
