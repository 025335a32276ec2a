# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: Lotse.app with its Info.plist (bundle id, version, icon, the Markdown and text document types)
# and macdeployqt at install time, so that `cpack -G DragNDrop` makes a self-contained .dmg. lotse-cli
# and lotse-reader move into the bundle (Contents/MacOS) to share its Qt frameworks. Signing is ad hoc unless
# LOTSE_MACOS_SIGN_IDENTITY names a Developer ID (notarisation is not set up).
set(LOTSE_MACOS_SIGN_IDENTITY "-" CACHE STRING "codesign identity for Lotse.app (- is ad hoc)")
set(LOTSE_BUNDLE_ID "org.lotse.Lotse")
configure_file("${CMAKE_CURRENT_LIST_DIR}/Info.plist.in" "${CMAKE_CURRENT_BINARY_DIR}/Info.plist" @ONLY)
set(icns "${CMAKE_CURRENT_LIST_DIR}/lotse.icns")
target_sources(lotse PRIVATE "${icns}")
set_source_files_properties("${icns}" TARGET_DIRECTORY lotse PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
set_target_properties(lotse PROPERTIES
    OUTPUT_NAME Lotse
    MACOSX_BUNDLE_INFO_PLIST "${CMAKE_CURRENT_BINARY_DIR}/Info.plist")

set(deploy_script "${CMAKE_CURRENT_BINARY_DIR}/deploy-lotse.cmake")
file(GENERATE OUTPUT "${deploy_script}" CONTENT "
include(\"${QT_DEPLOY_SUPPORT}\")
set(app \"$<TARGET_FILE_NAME:lotse>.app\")
foreach(program $<TARGET_FILE_NAME:lotse-cli> $<TARGET_FILE_NAME:lotse-reader>)
    file(RENAME \"\${QT_DEPLOY_PREFIX}/\${QT_DEPLOY_BIN_DIR}/\${program}\"
        \"\${QT_DEPLOY_PREFIX}/\${app}/Contents/MacOS/\${program}\")
endforeach()
file(GLOB leftover \"\${QT_DEPLOY_PREFIX}/\${QT_DEPLOY_BIN_DIR}/*\")
if(NOT leftover)
    file(REMOVE_RECURSE \"\${QT_DEPLOY_PREFIX}/\${QT_DEPLOY_BIN_DIR}\")
endif()
qt_deploy_runtime_dependencies(
    EXECUTABLE \"\${app}\"
    ADDITIONAL_EXECUTABLES \"\${app}/Contents/MacOS/$<TARGET_FILE_NAME:lotse-cli>\"
        \"\${app}/Contents/MacOS/$<TARGET_FILE_NAME:lotse-reader>\")
execute_process(COMMAND codesign --force --deep --sign \"${LOTSE_MACOS_SIGN_IDENTITY}\" \"\${QT_DEPLOY_PREFIX}/\${app}\"
    COMMAND_ERROR_IS_FATAL ANY)
")
install(SCRIPT "${deploy_script}")
