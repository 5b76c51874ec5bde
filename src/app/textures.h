// The pictures the game draws: the wood of the board, the start menu's background and the two
// stones, loaded from assets/. A missing or damaged picture is named in a notice and replaced:
// the stones are then drawn by code (shaded, with a soft edge), the wood is a flat colour.
// The background is read at once (the first screen shows it); the board's pictures, which Gomoku
// and Go need, when the app calls loadBoard() after the first frame, or when first asked for.
#pragma once

#include <SDL.h>

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "core/point.h"

namespace gomoku::app {

inline constexpr const char* kBackgroundFile = "textures/background.jpg";

// A picture read from its file and decoded, not yet a texture: that part needs no renderer and may
// run on another thread while the window opens.
struct DecodedPicture {
  SDL_Surface* surface = nullptr;  // null when the file could not be read
  std::string error;
};
DecodedPicture decodePicture(const std::filesystem::path& assets, const char* name);

class Textures {
 public:
  // `background`: kBackgroundFile decoded. `problems` receives one line per file that could not be
  // used ("textures/wood.png: ...").
  Textures(SDL_Renderer* renderer, const std::filesystem::path& assets, DecodedPicture background,
           std::vector<std::string>& problems);
  ~Textures();
  Textures(const Textures&) = delete;
  Textures& operator=(const Textures&) = delete;

  // Reads the wood and the stones and draws the shadow, unless done already; true when it read them
  // now. Their problems wait in takeProblems().
  bool loadBoard() const;
  bool boardLoaded() const { return boardLoaded_; }
  // The lines about pictures that could not be used, each once.
  std::vector<std::string> takeProblems() { return std::exchange(problems_, {}); }

  SDL_Texture* background() const { return background_; }  // null: draw a gradient
  // The board's pictures, read now if loadBoard() was not called yet.
  SDL_Texture* wood() const {  // null: draw a flat colour
    loadBoard();
    return wood_;
  }
  SDL_Texture* stone(Stone colour) const {
    loadBoard();
    return colour == Stone::Black ? black_ : white_;
  }
  SDL_Texture* shadow() const {
    loadBoard();
    return shadow_;
  }

 private:
  SDL_Renderer* renderer_;
  std::filesystem::path assets_;
  SDL_Texture* background_ = nullptr;
  // Read on first use: a cache of files that do not change, so const readers may fill it.
  mutable bool boardLoaded_ = false;
  mutable std::vector<std::string> problems_;
  mutable SDL_Texture* wood_ = nullptr;
  mutable SDL_Texture* black_ = nullptr;
  mutable SDL_Texture* white_ = nullptr;
  mutable SDL_Texture* shadow_ = nullptr;
};

}  // namespace gomoku::app
