# SPDX-License-Identifier: GPL-3.0-or-later
# `cmake --build BUILD --target installer` writes BUILD/lotse-VERSION-linux-ARCH.run, the self-contained
# offline installer (installer/bundle.sh: Qt, its plugins and every library a Debian 12 base system
# lacks, as a makeself archive). Not part of `all`: it takes a while and needs makeself and patchelf.
set(LOTSE_INSTALLER_NAME "lotse-${PROJECT_VERSION}-linux-${CMAKE_SYSTEM_PROCESSOR}.run")
set(LOTSE_INSTALLER "${CMAKE_BINARY_DIR}/${LOTSE_INSTALLER_NAME}")
set(LOTSE_INSTALLER "${LOTSE_INSTALLER}" PARENT_SCOPE)
set(work "${CMAKE_CURRENT_BINARY_DIR}/run-installer")
file(GLOB installer_inputs CONFIGURE_DEPENDS
    "${CMAKE_CURRENT_LIST_DIR}/installer/*" "${CMAKE_CURRENT_LIST_DIR}/icons/*" "${CMAKE_CURRENT_LIST_DIR}/*.desktop"
    "${CMAKE_CURRENT_LIST_DIR}/*.svg")
add_custom_command(OUTPUT "${LOTSE_INSTALLER}"
    COMMAND "${CMAKE_COMMAND}" -E rm -rf "${work}"
    COMMAND "${CMAKE_COMMAND}" --install "${CMAKE_BINARY_DIR}" --prefix "${work}/payload" --strip
    COMMAND "${CMAKE_CURRENT_LIST_DIR}/installer/bundle.sh" "${work}" "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_PLUGINS}"
        "${LOTSE_INSTALLER}" "${PROJECT_VERSION}" "${LOTSE_RELEASE_DATE}"
    DEPENDS lotse lotse-cli lotse-reader ${installer_inputs} "${CMAKE_CURRENT_BINARY_DIR}/org.lotse.Lotse.metainfo.xml"
    COMMENT "Building the offline installer ${LOTSE_INSTALLER_NAME}"
    VERBATIM)
add_custom_target(installer DEPENDS "${LOTSE_INSTALLER}")
