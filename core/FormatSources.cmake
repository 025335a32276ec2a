# SPDX-License-Identifier: GPL-3.0-or-later
# The document readers and the chunker with what they need, and nothing else: lotse_core compiles
# them, and the fuzz build (tests/fuzz, LOTSE_FUZZ=ON) compiles them alone with sanitizers.
# PDF support can be left out where poppler is not packaged (PDFs then fail with a clear message and
# the PDF tests fail); the Debian build and CI always have it.
option(LOTSE_PDF "Read PDF files with poppler-cpp" ON)
add_feature_info(PDF LOTSE_PDF "PDF reading with poppler-cpp (GPL-2.0-or-later)")
if(LOTSE_PDF AND NOT TARGET PkgConfig::POPPLER_CPP)
    find_package(PkgConfig REQUIRED)
    pkg_check_modules(POPPLER_CPP REQUIRED IMPORTED_TARGET GLOBAL poppler-cpp)
endif()
# libzip through pkg-config (Debian), else its own CMake package where it was built from source (the
# Windows and macOS release jobs: packaging/ci/build-deps.sh).
find_package(PkgConfig QUIET)
if(NOT TARGET PkgConfig::LIBZIP AND PKG_CONFIG_FOUND)
    pkg_check_modules(LIBZIP QUIET IMPORTED_TARGET GLOBAL libzip)
endif()
if(TARGET PkgConfig::LIBZIP)
    set(LOTSE_LIBZIP PkgConfig::LIBZIP)
else()
    find_package(libzip CONFIG REQUIRED)
    set_target_properties(libzip::zip PROPERTIES IMPORTED_GLOBAL TRUE)
    set(LOTSE_LIBZIP libzip::zip)
endif()
# gumbo, the HTML5 parser (Apache-2.0): pkg-config on Debian (libgumbo-dev), else a library and header
# installed beside the other dependencies (packaging/ci/build-deps.sh).
if(NOT TARGET PkgConfig::GUMBO AND NOT TARGET lotse_gumbo)
    if(PKG_CONFIG_FOUND)
        pkg_check_modules(GUMBO QUIET IMPORTED_TARGET GLOBAL gumbo)
    endif()
    if(TARGET PkgConfig::GUMBO)
        set(LOTSE_GUMBO PkgConfig::GUMBO)
    else()
        find_library(GUMBO_LIBRARY NAMES gumbo REQUIRED)
        find_path(GUMBO_INCLUDE_DIR gumbo.h REQUIRED)
        add_library(lotse_gumbo INTERFACE IMPORTED GLOBAL)
        target_link_libraries(lotse_gumbo INTERFACE "${GUMBO_LIBRARY}")
        target_include_directories(lotse_gumbo INTERFACE "${GUMBO_INCLUDE_DIR}")
        set(LOTSE_GUMBO lotse_gumbo)
    endif()
elseif(TARGET PkgConfig::GUMBO)
    set(LOTSE_GUMBO PkgConfig::GUMBO)
else()
    set(LOTSE_GUMBO lotse_gumbo)
endif()
set(LOTSE_CORE_DIR "${CMAKE_CURRENT_LIST_DIR}")
set(LOTSE_FORMAT_SOURCES
    ingest/formats/DocumentFormat.cpp
    ingest/formats/ParsedDocument.cpp
    ingest/formats/FormatLimits.cpp
    ingest/formats/TextDecoder.cpp
    ingest/formats/MarkdownWriter.cpp
    ingest/formats/ListNumbering.cpp
    ingest/formats/HtmlTags.cpp
    ingest/formats/HtmlVisibility.cpp
    ingest/formats/HtmlCharset.cpp
    ingest/formats/HtmlParser.cpp
    ingest/formats/ZipArchive.cpp
    ingest/formats/XmlReading.cpp
    ingest/formats/DocxNumbering.cpp
    ingest/formats/DocxNotes.cpp
    ingest/formats/DocxParser.cpp
    ingest/formats/OdtListStyles.cpp
    ingest/formats/OdtParser.cpp
    ingest/formats/PdfParser.cpp
    ingest/formats/DocumentParser.cpp)
set(LOTSE_FORMAT_LIBRARIES ${LOTSE_LIBZIP} ${LOTSE_GUMBO})
set(LOTSE_FORMAT_DEFINITIONS "")
if(LOTSE_PDF)
    list(APPEND LOTSE_FORMAT_LIBRARIES PkgConfig::POPPLER_CPP)
    set(LOTSE_FORMAT_DEFINITIONS LOTSE_HAVE_POPPLER)
endif()
