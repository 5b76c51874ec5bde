# gomoku_warnings: an interface target that every project target links for its warning flags.
add_library(gomoku_warnings INTERFACE)
target_compile_options(gomoku_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion -Wnon-virtual-dtor
  -Wold-style-cast -Woverloaded-virtual -Wnull-dereference -Wimplicit-fallthrough)
if(GOMOKU_WERROR)
  target_compile_options(gomoku_warnings INTERFACE -Werror)
endif()
