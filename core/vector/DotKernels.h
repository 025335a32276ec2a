// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace lotse {

// Inner products for the vector index. Each kernel exists as portable C++ and as AVX2 code; the
// AVX2 one is chosen at run time when the processor has it, so one binary serves every x86-64
// machine (and other architectures build the portable code only).
// The int8 kernel multiplies unsigned bytes 0..127 (stored vector codes, biased) by signed bytes
// -127..127 (the question's codes): exactly what AVX2's maddubs does in one instruction, and its
// pairwise 16-bit sums cannot saturate in that range. It reads `length` bytes, a multiple of
// DotKernels::int8Block (callers pad with zeros).
// The scan kernel (int8Rows) does the same for consecutive rows of stored codes against up to
// maxQueries questions at once: each row is read from memory once for all of them. (Software
// prefetching ahead of the rows was measured slower than the hardware prefetcher alone.)
struct DotKernels
{
    using Int8Dot = std::int32_t (*)(const std::uint8_t* a, const std::int8_t* b, std::size_t length);
    // out[row * queryCount + q] = int8(codes + row * length, queries[q], length) for row < rows.
    using Int8Rows = void (*)(const std::uint8_t* codes, std::size_t rows, const std::int8_t* const* queries,
                              int queryCount, std::size_t length, std::int32_t* out);
    using FloatDot = float (*)(const float* a, const float* b, std::size_t length);

    static constexpr std::size_t int8Block = 32;
    static constexpr int maxQueries = 4;

    Int8Dot int8 = nullptr;
    Int8Rows int8Rows = nullptr;
    FloatDot float32 = nullptr;
    const char* name = "";

    static const DotKernels& best();     // AVX2 when available, else portable
    static const DotKernels& portable(); // plain C++ (what the compiler makes of it)
    static bool hasAvx2();
};

} // namespace lotse
