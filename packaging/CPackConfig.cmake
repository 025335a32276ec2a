# SPDX-License-Identifier: GPL-3.0-or-later
# CPack: a .deb on Linux, an NSIS installer on Windows, a DragNDrop .dmg on macOS (`cpack` in the build
# directory picks the platform's one; `cpack -G GENERATOR` any other). The settings of every generator
# are always written, so the generated CPackConfig.cmake can be checked anywhere (tst_packaging_config).
set(CPACK_VERBATIM_VARIABLES ON) # cpack receives every value below exactly as written
set(CPACK_PACKAGE_NAME "lotse")
set(CPACK_PACKAGE_VENDOR "The Lotse developers")
set(CPACK_PACKAGE_CONTACT "Lotse developers <dev@lotse.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "Lotse answers questions from a company's own handbook files, citing
every statement, or says that the handbook does not answer. It works offline
(keyword search) or with Azure OpenAI and OpenAI-compatible servers, and shows
every round of its search.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Lotse")
set(CPACK_PACKAGE_EXECUTABLES "lotse;Lotse")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_SOURCE_GENERATOR "TGZ")
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build[^/]*/" "/node_modules/" "/\\.cache/")
# The platform's generator unless the configure line names one (-DCPACK_GENERATOR=…).
if(WIN32)
    set(lotse_generator "NSIS")
    set(CPACK_PACKAGE_FILE_NAME "lotse-${PROJECT_VERSION}-windows-x86_64")
elseif(APPLE)
    set(lotse_generator "DragNDrop")
    set(CPACK_PACKAGE_FILE_NAME "lotse-${PROJECT_VERSION}-macos")
else()
    set(lotse_generator "DEB")
endif()
if(NOT CPACK_GENERATOR)
    set(CPACK_GENERATOR "${lotse_generator}")
endif()

# Debian 12. shlibdeps finds the linked libraries; what Qt and qtkeychain load at run time it cannot
# see: the platform plugins (xcb), the SQLite driver, libsecret, and OpenSSL for the TLS plugin.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "text")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite, libsecret-1-0, libssl3")
# libqt6sql6-psql: a team knowledge base in PostgreSQL (docs/team.md); one person's SQLite file needs none.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring | kwalletmanager, ca-certificates, libqt6sql6-psql")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# Windows (NSIS): Start menu entry, optional PATH entry for lotse-cli, and "Open with" for handbook
# files (OpenWithProgids: offered, never made the default).
set(CPACK_NSIS_PACKAGE_NAME "Lotse")
set(CPACK_NSIS_DISPLAY_NAME "Lotse ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON "${CMAKE_CURRENT_LIST_DIR}/windows/lotse.ico")
set(CPACK_NSIS_MUI_UNIICON "${CMAKE_CURRENT_LIST_DIR}/windows/lotse.ico")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\lotse.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${CPACK_PACKAGE_CONTACT}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH ON)
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY "bin")
set(CPACK_NSIS_MUI_FINISHPAGE_RUN "lotse.exe")
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS [[
  WriteRegStr SHCTX 'Software\Classes\Lotse.Document' '' 'Handbook document'
  WriteRegStr SHCTX 'Software\Classes\Lotse.Document\DefaultIcon' '' '$INSTDIR\bin\lotse.exe,0'
  WriteRegStr SHCTX 'Software\Classes\Lotse.Document\shell\open\command' '' '"$INSTDIR\bin\lotse.exe" "%1"'
  WriteRegStr SHCTX 'Software\Classes\.md\OpenWithProgids' 'Lotse.Document' ''
  WriteRegStr SHCTX 'Software\Classes\.markdown\OpenWithProgids' 'Lotse.Document' ''
  WriteRegStr SHCTX 'Software\Classes\.txt\OpenWithProgids' 'Lotse.Document' ''
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
]])
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS [[
  DeleteRegValue SHCTX 'Software\Classes\.md\OpenWithProgids' 'Lotse.Document'
  DeleteRegValue SHCTX 'Software\Classes\.markdown\OpenWithProgids' 'Lotse.Document'
  DeleteRegValue SHCTX 'Software\Classes\.txt\OpenWithProgids' 'Lotse.Document'
  DeleteRegKey SHCTX 'Software\Classes\Lotse.Document'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
]])

# macOS (DragNDrop): Lotse.app next to a link to /Applications.
set(CPACK_DMG_VOLUME_NAME "Lotse ${PROJECT_VERSION}")
set(CPACK_DMG_FORMAT "UDZO")

include(CPack)
