# `cpack -G DEB` in a build tree: a Debian package of what `cmake --install` puts in place,
# its library dependencies computed by dpkg-shlibdeps (docs/PACKAGING.md).
include(GNUInstallDirs)

# Debian's documents of a package: the copyright (machine-readable) and the changelog, named
# as a native package's is (its version has no Debian revision).
add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/changelog.gz
    COMMAND gzip -9 -n -c ${PROJECT_SOURCE_DIR}/resources/debian/changelog > ${PROJECT_BINARY_DIR}/changelog.gz
    DEPENDS ${PROJECT_SOURCE_DIR}/resources/debian/changelog)
add_custom_target(forsyth_debian_changelog ALL DEPENDS ${PROJECT_BINARY_DIR}/changelog.gz)
install(FILES ${PROJECT_SOURCE_DIR}/resources/debian/copyright ${PROJECT_BINARY_DIR}/changelog.gz
    DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/doc/forsyth)

set(CPACK_PACKAGE_NAME forsyth)
set(CPACK_PACKAGE_VENDOR "Forsyth developers")
set(CPACK_PACKAGE_CONTACT "Forsyth developers <maintainers@users.noreply.a-seed-cade42ba.example>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "chess position editor, FEN checker and problem solver")
# The long description, as CPack wants it: plain lines (it indents them and writes the empty
# line as " ."), the summary above being its first line.
set(CPACK_PACKAGE_DESCRIPTION "Forsyth sets up chess positions by drag and drop, by click and by keyboard,
with the FEN following every change and read back as it is typed or pasted.
It opens collections of positions and games (FEN, EPD, PGN, Lichess puzzle
CSV), proves mate problems, shows Stockfish's lines, shares positions with
Lichess and Chess.com, and prints worksheets for a class, in English, Korean
and Chinese.

The forsyth command also checks FENs, counts perft, lists the positions of a
file, solves problems and draws boards without a display.")
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION misc) # "games" wants a program in /usr/games
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://forsyth.example/")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Found at run time, not linked: the CJK and chess glyphs, Qt's own words, the engine.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "stockfish, fonts-wqy-microhei, fonts-dejavu-core, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
include(CPack)
