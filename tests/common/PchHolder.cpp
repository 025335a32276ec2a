// SPDX-License-Identifier: GPL-3.0-or-later
// Compiles the tests' precompiled header (tests/CMakeLists.txt: lotse_test_pch); nothing to run.
namespace lotse::test {
void pchHolder() {}
} // namespace lotse::test
