// A part of the canvas that changes seldom (the Game scene's side panel: its log, move list,
// buttons and words) kept drawn in a texture at the screen's resolution, and copied each frame in
// one opaque copy: drawn again only when what it shows, told by the scene as a key, changes. Its
// widgets still run every frame, since they take the clicks and keys, but while the picture is
// current they draw into a one-pixel sink, where nothing costs a pixel.
#pragma once

#include <SDL.h>

#include <functional>
#include <string>

namespace gomoku::app {

class PanelPicture {
 public:
  // The canvas right of logical `left`, on `ground`: the opaque colour under everything drawn there.
  PanelPicture(SDL_Renderer* renderer, float left, SDL_Color ground)
      : renderer_(renderer), left_(left), ground_(ground) {}
  ~PanelPicture();
  PanelPicture(const PanelPicture&) = delete;
  PanelPicture& operator=(const PanelPicture&) = delete;

  // Runs `paint` (in logical pixels) and shows the area from the picture: `paint` draws into the
  // picture, on the ground, when `key` differs from the key of the one kept (or the screen's scale
  // changed), else into the sink. False when the renderer cannot draw into a texture, or draws
  // into one already: then `paint` has not run, and the caller draws straight.
  bool draw(const std::string& key, const std::function<void()>& paint);
  // How many times the picture was drawn, for tests and benchmarks.
  int renders() const { return renders_; }

 private:
  bool prepare(int w, int h);

  SDL_Renderer* renderer_;
  float left_;
  SDL_Color ground_;
  SDL_Texture* texture_ = nullptr;  // the whole canvas, of which the area is copied
  SDL_Texture* sink_ = nullptr;
  bool kept_ = false;  // the texture holds the picture of key_
  std::string key_;
  float scale_ = 0;
  int w_ = 0;
  int h_ = 0;
  int renders_ = 0;
};

}  // namespace gomoku::app
