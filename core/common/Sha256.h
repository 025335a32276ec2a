// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace lotse {

// SHA-256 of a whole buffer. Every file and every passage is hashed when it is indexed; Qt's
// implementation is portable C (about 175 MB/s here), the x86 SHA extensions do the same work about
// ten times faster. The instructions are used where the processor has them (checked at run time),
// QCryptographicHash otherwise: both give the same digest.
class Sha256 final
{
public:
    static QByteArray hash(QByteArrayView data); // 32 bytes
    static QString hex(QByteArrayView data);     // 64 lower-case hex digits
    static QByteArray portableHash(QByteArrayView data);

    // Whether hash() uses the SHA extensions on this processor.
    static bool hasHardware();
};

} // namespace lotse
