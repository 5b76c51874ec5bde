# gomoku_warnings: an interface target that every project target links for its warning flags.
add_library(gomoku_warnings INTERFACE)
target_compile_options(gomoku_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion -Wnon-virtual-dtor
  -Wold-style-cast -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough)
if(GOMOKU_WERROR)
  target_compile_options(gomoku_warnings INTERFACE -Werror)
endif()
# GCC 12 warns of an overlapping copy inside libstdc++'s `"text" + std::string&&` in optimised
# builds (GCC bug 105651), a false positive in the standard library's own code.
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12
   AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  target_compile_options(gomoku_warnings INTERFACE -Wno-restrict)
endif()
