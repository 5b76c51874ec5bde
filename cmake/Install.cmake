# What `cmake --install` puts under the prefix: the game and the engine in bin/, the assets in
# share/gomoku/, a .desktop file, hicolor icons and AppStream metainfo, so that the game starts
# from the desktop menu. The installed game finds share/gomoku from its own place (bin/../share).
# Included after the targets are defined; GNUInstallDirs, GOMOKU_DATA_DIR and GOMOKU_APP_ID are
# set at the top.

if(GOMOKU_BUILD_APP)
  install(TARGETS gomoku RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/textures ${PROJECT_SOURCE_DIR}/assets/sounds
                    ${PROJECT_SOURCE_DIR}/assets/music ${PROJECT_SOURCE_DIR}/assets/fonts
          DESTINATION ${GOMOKU_DATA_DIR})
  install(FILES ${PROJECT_SOURCE_DIR}/assets/LICENSES.md DESTINATION ${GOMOKU_DATA_DIR})

  configure_file(${PROJECT_SOURCE_DIR}/desktop/gomoku.desktop.in
                 ${PROJECT_BINARY_DIR}/desktop/${GOMOKU_APP_ID}.desktop @ONLY)
  configure_file(${PROJECT_SOURCE_DIR}/desktop/gomoku.metainfo.xml.in
                 ${PROJECT_BINARY_DIR}/desktop/${GOMOKU_APP_ID}.metainfo.xml @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/desktop/${GOMOKU_APP_ID}.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_BINARY_DIR}/desktop/${GOMOKU_APP_ID}.metainfo.xml
          DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
  foreach(size 16 24 32 48 64 128 256 512)
    install(FILES ${PROJECT_SOURCE_DIR}/assets/icons/gomoku-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
            RENAME ${GOMOKU_APP_ID}.png)
  endforeach()
endif()
install(TARGETS pbrain-gomoku RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The learned evaluation's networks (issue 43): `pbrain-gomoku --networks share/gomoku/network`.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/network DESTINATION ${GOMOKU_DATA_DIR})
# The lobby server, and its systemd unit (not enabled: it needs a certificate first).
install(TARGETS gomoku-lobby RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The unit names the binary by its installed path: made at install time, when the prefix is known
# (cpack installs under /usr, a plain install under /usr/local or --prefix).
install(CODE "
  set(CMAKE_INSTALL_FULL_BINDIR \"\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}\")
  configure_file(\"${PROJECT_SOURCE_DIR}/desktop/gomoku-lobby.service.in\"
                 \"${PROJECT_BINARY_DIR}/desktop/gomoku-lobby.service\" @ONLY)")
install(FILES ${PROJECT_BINARY_DIR}/desktop/gomoku-lobby.service DESTINATION lib/systemd/system)
