# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled Qt headers. Parsing Qt's headers is most of a translation unit's compile time here
# (measured: -fsyntax-only takes 90 % of a full compile of a core file), so each library parses them
# once, and the tests reuse one precompiled header instead of parsing them about 200 times.
# LOTSE_PCH=OFF turns it off (e.g. to check that every file includes what it uses).
option(LOTSE_PCH "Precompile the Qt headers most files include" ON)

set(LOTSE_PCH_CORE
    <QByteArray> <QCoreApplication> <QDateTime> <QDir> <QFileInfo> <QHash> <QJsonArray> <QJsonDocument>
    <QJsonObject> <QList> <QMetaType> <QObject> <QRegularExpression> <QSet> <QSqlError> <QSqlQuery> <QString>
    <QStringList> <QVariant> <functional> <memory> <optional> <vector>)

# target: a library or executable; the headers are LOTSE_PCH_CORE and any given after it.
function(lotse_precompile target)
    if(LOTSE_PCH)
        target_precompile_headers(${target} PRIVATE ${LOTSE_PCH_CORE} ${ARGN})
    endif()
endfunction()

# target reuses the precompiled header of `from` (same compiler options; extra definitions are fine).
function(lotse_reuse_precompiled target from)
    if(LOTSE_PCH)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()
