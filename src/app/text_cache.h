// Text on screen: each string is rendered once per size and colour into a texture and kept, so a
// frame only copies textures. Glyphs are rendered at the real output resolution (the canvas's scale times the
// logical size), so text stays sharp in full screen and on high-DPI displays.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "app/board_view.h"

namespace gomoku::app {

enum class Align : std::uint8_t { Left, Centre, Right };

class TextCache {
 public:
  // Reads the font file once; without one the game still runs, with no words drawn.
  TextCache(SDL_Renderer* renderer, const std::filesystem::path& fontFile);
  ~TextCache();
  TextCache(const TextCache&) = delete;
  TextCache& operator=(const TextCache&) = delete;

  bool hasFont() const { return !fontBytes_.empty(); }
  // Does the font draw every character of `utf8` (no empty boxes)?
  bool covers(std::string_view utf8);
  // Output pixels per logical pixel; a new scale renders the strings again at the new size.
  void setPixelScale(float scale);

  // Draws `utf8` (newlines start new lines) at `size` logical pixels with its top at `at.y`, and
  // `at.x` its left, centre or right edge. Returns the size it took, in logical pixels.
  Vec2 draw(std::string_view utf8, float size, Vec2 at, SDL_Color colour, Align align = Align::Left);
  // Draws the text centred in `box`.
  Vec2 drawCentred(std::string_view utf8, float size, Box box, SDL_Color colour);
  Vec2 measure(std::string_view utf8, float size);
  // `utf8` cut short with "..." so that it is at most `width` logical pixels wide.
  std::string fit(std::string_view utf8, float size, float width);
  // The end of `utf8`, led by "..." when its start is cut, at most `width` logical pixels wide:
  // a typed line longer than its field shows where the typing is.
  std::string fitEnd(std::string_view utf8, float size, float width);
  // `utf8` broken into lines at most `width` logical pixels wide: at spaces, and between any two
  // Chinese characters; a word longer than a line is broken where it must. Nothing is left out.
  std::vector<std::string> wrap(std::string_view utf8, float size, float width);
  // Drops the textures no frame has used for a while; called once a frame.
  void endFrame();
  // The strings the last whole frame drew, in order: what a test (or a screen reader) reads.
  const std::vector<std::string>& drawnLastFrame() const { return drawn_; }

 private:
  struct Entry {
    SDL_Texture* texture = nullptr;
    int width = 0;  // output pixels
    int height = 0;
    std::uint64_t lastUsed = 0;
  };
  // The glyphs of `utf8` in `ink`'s colour (its alpha is applied as each copy is drawn).
  Entry* entry(std::string_view utf8, float size, SDL_Color ink);
  TTF_Font* font(int pixelSize);
  void clear();

  SDL_Renderer* renderer_;
  std::vector<unsigned char> fontBytes_;
  std::map<int, TTF_Font*> fonts_;
  // By text, pixel size and colour (0xRRGGBB).
  std::map<std::tuple<std::string, int, Uint32>, Entry> entries_;
  float scale_ = 1;
  std::uint64_t frame_ = 0;
  std::vector<std::string> drawing_;  // this frame's strings
  std::vector<std::string> drawn_;    // the last frame's
};

}  // namespace gomoku::app
