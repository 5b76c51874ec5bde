# GOMOKU_SANITIZE adds AddressSanitizer and UndefinedBehaviorSanitizer to every target.
if(GOMOKU_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()
