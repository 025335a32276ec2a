// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace lotse {

// The reader process's side (lotse-reader): caps its own address space and core dumps, then reads
// requests from `in` and answers each on `out` until `in` closes. Returns the exit status.
class ReaderLoop final
{
public:
    static int run(int in, int out, long long memoryBytes);
};

} // namespace lotse
