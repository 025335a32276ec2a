// SPDX-License-Identifier: GPL-3.0-or-later
#include "Sha256.h"

#include <QCryptographicHash>
#include <cstdint>
#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define LOTSE_HAVE_SHA_NI 1
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace lotse {

namespace {

#ifdef LOTSE_HAVE_SHA_NI

alignas(16) constexpr std::uint32_t roundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

// `blocks` 64-byte blocks into `state` (a..h). The SHA instructions keep the state as ABEF/CDGH
// and do two rounds each; the message schedule advances four words per group of four rounds
// (sha256msg1/msg2), with the four message registers used in turn.
__attribute__((target("sha,sse4.1,ssse3"))) void compressShaNi(std::uint32_t state[8], const unsigned char* data,
                                                               std::size_t blocks)
{
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i tmp = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&state[0])), 0xB1);    // CDAB
    __m128i state1 = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(&state[4])), 0x1B); // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);                                                       // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);                                                            // CDGH

    for (; blocks > 0; --blocks, data += 64) {
        const __m128i abefBefore = state0;
        const __m128i cdghBefore = state1;
        __m128i m[4];
#pragma GCC unroll 16
        for (int i = 0; i < 16; ++i) {
            if (i < 4)
                m[i] = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(data + 16 * i)), byteSwap);
            __m128i words =
                _mm_add_epi32(m[i % 4], _mm_load_si128(reinterpret_cast<const __m128i*>(&roundConstants[4 * i])));
            state1 = _mm_sha256rnds2_epu32(state1, state0, words);
            if (i >= 3 && i <= 14) {
                __m128i& next = m[(i + 1) % 4];
                next = _mm_add_epi32(next, _mm_alignr_epi8(m[i % 4], m[(i + 3) % 4], 4));
                next = _mm_sha256msg2_epu32(next, m[i % 4]);
            }
            words = _mm_shuffle_epi32(words, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, words);
            if (i >= 1 && i <= 12)
                m[(i + 3) % 4] = _mm_sha256msg1_epu32(m[(i + 3) % 4], m[i % 4]);
        }
        state0 = _mm_add_epi32(state0, abefBefore);
        state1 = _mm_add_epi32(state1, cdghBefore);
    }

    tmp = _mm_shuffle_epi32(state0, 0x1B);       // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);    // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0); // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);    // HGFE
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&state[0]), state0);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(&state[4]), state1);
}

QByteArray hashShaNi(QByteArrayView data)
{
    std::uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                              0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    const auto* bytes = reinterpret_cast<const unsigned char*>(data.data());
    const std::size_t length = std::size_t(data.size());
    const std::size_t whole = length / 64;
    compressShaNi(state, bytes, whole);

    // The rest, the 0x80 marker, zeros and the length in bits (big-endian): one block or two.
    unsigned char tail[128] = {};
    const std::size_t rest = length - whole * 64;
    std::memcpy(tail, bytes + whole * 64, rest);
    tail[rest] = 0x80;
    const std::size_t tailBlocks = rest + 1 + 8 <= 64 ? 1 : 2;
    const std::uint64_t bits = std::uint64_t(length) * 8;
    for (int i = 0; i < 8; ++i)
        tail[tailBlocks * 64 - 1 - i] = static_cast<unsigned char>(bits >> (8 * i));
    compressShaNi(state, tail, tailBlocks);

    QByteArray digest(32, Qt::Uninitialized);
    for (int i = 0; i < 8; ++i) {
        for (int b = 0; b < 4; ++b)
            digest[4 * i + b] = static_cast<char>(state[i] >> (24 - 8 * b));
    }
    return digest;
}

bool detectShaNi()
{
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx))
        return false;
    const bool ssse3 = ecx & bit_SSSE3;
    const bool sse41 = ecx & bit_SSE4_1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx))
        return false;
    return ssse3 && sse41 && (ebx & bit_SHA);
}

#endif

} // namespace

bool Sha256::hasHardware()
{
#ifdef LOTSE_HAVE_SHA_NI
    static const bool sha = detectShaNi();
    return sha;
#else
    return false;
#endif
}

QByteArray Sha256::portableHash(QByteArrayView data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256);
}

QByteArray Sha256::hash(QByteArrayView data)
{
#ifdef LOTSE_HAVE_SHA_NI
    if (hasHardware())
        return hashShaNi(data);
#endif
    return portableHash(data);
}

QString Sha256::hex(QByteArrayView data)
{
    return QString::fromLatin1(hash(data).toHex());
}

} // namespace lotse
