# CPack: a Debian package of what `cmake --install` puts under /usr.
#   cpack --preset release        (after cmake --build --preset release) -> build/release/gomoku_*.deb
# Its Depends come from the libraries the programs link (dpkg-shlibdeps), so they match the build.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "gomoku")
set(CPACK_PACKAGE_VENDOR "Gomoku")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "five in a row on a wooden board, against a friend or the computer")
set(CPACK_PACKAGE_DESCRIPTION
    "Gomoku (五子棋) is a full-screen desktop game: play a friend on the same screen or the computer
at four levels, under freestyle, standard or renju rules, with the renju fouls shown on the board.
It includes a terminal game (gomoku --text) and a Gomocup engine (pbrain-gomoku).")
set(CPACK_PACKAGE_CONTACT "Gomoku maintainers <maintainers@gomoku.invalid>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # gomoku_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION "games")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS OFF)
# Go against the computer plays GNU Go through GTP; without it Go is played between friends.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnugo")
include(CPack)
