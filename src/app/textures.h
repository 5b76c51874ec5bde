// The pictures the game draws: the wood of the board, the start menu's background and the two
// stones, loaded from assets/. A missing or damaged picture is named in a notice and replaced:
// the stones are then drawn by code (shaded, with a soft edge), the wood is a flat colour.
#pragma once

#include <SDL.h>

#include <filesystem>
#include <string>
#include <vector>

#include "core/point.h"

namespace gomoku::app {

class Textures {
 public:
  // `problems` receives one line per file that could not be used ("textures/wood.png: ...").
  Textures(SDL_Renderer* renderer, const std::filesystem::path& assets, std::vector<std::string>& problems);
  ~Textures();
  Textures(const Textures&) = delete;
  Textures& operator=(const Textures&) = delete;

  SDL_Texture* wood() const { return wood_; }              // null: draw a flat colour
  SDL_Texture* background() const { return background_; }  // null: draw a gradient
  SDL_Texture* stone(Stone colour) const { return colour == Stone::Black ? black_ : white_; }
  SDL_Texture* shadow() const { return shadow_; }

 private:
  SDL_Texture* wood_ = nullptr;
  SDL_Texture* background_ = nullptr;
  SDL_Texture* black_ = nullptr;
  SDL_Texture* white_ = nullptr;
  SDL_Texture* shadow_ = nullptr;
};

}  // namespace gomoku::app
