// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace lotse {

// Hamming distances for the binary first stage of the vector index (one bit per dimension). Each
// kernel exists as portable C++, with the processor's popcnt instruction, with AVX2 (a nibble lookup
// table per byte, Mula's method: x86 has no vector popcount before AVX-512) and with AVX-512
// VPOPCNTDQ (one instruction per 64 bytes); the best the processor has is chosen at run time.
// Rows are `words` 64-bit words long, a multiple of `block` (callers pad with zero bits).
struct BitKernels
{
    // out[row * queryCount + q] = popcount(row XOR queries[q]) for row < rows.
    using HammingRows = void (*)(const std::uint64_t* codes, std::size_t rows, const std::uint64_t* const* queries,
                                 int queryCount, std::size_t words, std::uint16_t* out);

    static constexpr std::size_t block = 8; // 512 bits: one AVX-512 register
    static constexpr int maxQueries = 4;

    HammingRows hammingRows = nullptr;
    const char* name = "";

    static const BitKernels& best();     // AVX-512 VPOPCNTDQ, else AVX2, else popcnt, else portable
    static const BitKernels& portable(); // plain C++ (std::popcount as the compiler makes it)
    // Every kernel this processor can run, the best last (for tests that compare them).
    static const BitKernels* const* available(int* count);
};

} // namespace lotse
