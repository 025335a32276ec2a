# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: the icon and version information of lotse.exe, and windeployqt at install time, so that
# `cpack -G NSIS` packs the programs together with Qt's DLLs, plugins and the compiler runtime.
# qtkeychain and libstemmer are linked statically in the release workflow, so no other DLLs are needed.
configure_file("${CMAKE_CURRENT_LIST_DIR}/lotse.rc.in" "${CMAKE_CURRENT_BINARY_DIR}/lotse.rc" @ONLY)
target_sources(lotse PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/lotse.rc")

# Qt 6.4's deploy API (a technical preview, and Windows/macOS only in 6.4): windeployqt for both programs,
# with bin/qt.conf pointing at the plugins; lotse-reader.exe
# (the reader process) needs Qt's DLLs too.
set(deploy_script "${CMAKE_CURRENT_BINARY_DIR}/deploy-lotse.cmake")
file(GENERATE OUTPUT "${deploy_script}" CONTENT "
include(\"${QT_DEPLOY_SUPPORT}\")
qt_deploy_runtime_dependencies(
    EXECUTABLE \"\${QT_DEPLOY_BIN_DIR}/$<TARGET_FILE_NAME:lotse>\"
    ADDITIONAL_EXECUTABLES \"\${QT_DEPLOY_BIN_DIR}/$<TARGET_FILE_NAME:lotse-cli>\" \"\${QT_DEPLOY_BIN_DIR}/$<TARGET_FILE_NAME:lotse-reader>\"
    GENERATE_QT_CONF)
")
install(SCRIPT "${deploy_script}")
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION . RENAME LICENSE.txt)
