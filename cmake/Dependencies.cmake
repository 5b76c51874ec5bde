# Finds every dependency, and names the Debian package to install when one is missing.

function(gomoku_require found package)
  if(NOT ${found})
    message(FATAL_ERROR "${package} not found: run ./cmake/install-deps.sh (or: sudo apt-get install ${package})")
  endif()
endfunction()

find_package(ZLIB)
gomoku_require(ZLIB_FOUND zlib1g-dev)
find_package(CLI11 CONFIG)
gomoku_require(CLI11_FOUND libcli11-dev)
find_package(Threads REQUIRED)
# Standalone asio (header only) for network play.
find_path(ASIO_INCLUDE_DIR asio.hpp)
gomoku_require(ASIO_INCLUDE_DIR libasio-dev)
# TLS between the game and gomoku-lobby (asio's ssl stream on OpenSSL).
find_package(OpenSSL)
gomoku_require(OPENSSL_FOUND libssl-dev)
# Lobbies sharing one Redis: hiredis writes the commands and reads the answers. Through
# pkg-config: Debian 12's HiredisConfigVersion.cmake fails.
find_package(PkgConfig)
if(PkgConfig_FOUND)
  pkg_check_modules(HIREDIS IMPORTED_TARGET hiredis)
endif()
gomoku_require(HIREDIS_FOUND libhiredis-dev)
find_package(tomlplusplus CONFIG)
gomoku_require(tomlplusplus_FOUND libtomlplusplus-dev)

if(GOMOKU_BUILD_TESTS)
  find_package(GTest)
  gomoku_require(GTest_FOUND "googletest libgtest-dev")
endif()
if(GOMOKU_BUILD_BENCH)
  find_package(benchmark)
  gomoku_require(benchmark_FOUND libbenchmark-dev)
endif()
if(GOMOKU_BUILD_APP)
  find_package(SDL2 CONFIG)
  gomoku_require(SDL2_FOUND libsdl2-dev)
  # Debian's SDL2_image config file rejects any version request: ask for none.
  find_package(SDL2_image CONFIG)
  gomoku_require(SDL2_image_FOUND libsdl2-image-dev)
  find_package(SDL2_mixer CONFIG)
  gomoku_require(SDL2_mixer_FOUND libsdl2-mixer-dev)
  find_package(SDL2_ttf CONFIG)
  gomoku_require(SDL2_ttf_FOUND libsdl2-ttf-dev)
endif()
