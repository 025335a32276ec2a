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
struct DotKernels
{
    using Int8Dot = std::int32_t (*)(const std::uint8_t* a, const std::int8_t* b, std::size_t length);
    using FloatDot = float (*)(const float* a, const float* b, std::size_t length);

    static constexpr std::size_t int8Block = 32;

    Int8Dot int8 = nullptr;
    FloatDot float32 = nullptr;
    const char* name = "";

    static const DotKernels& best();     // AVX2 when available, else portable
    static const DotKernels& portable(); // plain C++ (what the compiler makes of it)
    static bool hasAvx2();
};

} // namespace lotse
