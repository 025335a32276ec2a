// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Error.h"

#include <utility>
#include <variant>

namespace lotse {

// Either a value or an Error. Errors cross module boundaries only as values, never as exceptions.
template <typename T>
class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_state(std::move(value))
    {}
    Result(Error error)
        : m_state(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    // By value: a reference into a temporary Result would dangle in "for (x : f().value())" (C++20 ends the
    // temporary's life before the loop runs).
    T value() && { return std::get<T>(std::move(m_state)); }
    const Error& error() const { return std::get<Error>(m_state); }

private:
    std::variant<T, Error> m_state;
};

// For operations that return nothing but can fail.
struct Done
{
};
using Status = Result<Done>;

inline Status success()
{
    return Status(Done{});
}

} // namespace lotse
