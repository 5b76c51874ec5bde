#include "app/text_cache.h"

#include <cmath>

namespace gomoku::app {

namespace {
constexpr std::size_t kMaxEntries = 600;
constexpr std::uint64_t kKeepFrames = 120;

// The next code point of `text` from `i`, moving i past it; U+FFFD for a broken sequence.
char32_t nextCodePoint(std::string_view text, std::size_t& i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char lead = byte(i);
  int length = lead < 0x80           ? 1
               : (lead >> 5) == 0x6  ? 2
               : (lead >> 4) == 0xE  ? 3
               : (lead >> 3) == 0x1E ? 4
                                     : 0;
  if (length == 0 || i + static_cast<std::size_t>(length) > text.size()) {
    ++i;
    return 0xFFFD;
  }
  char32_t code = length == 1 ? lead : lead & (0x7F >> length);
  for (int k = 1; k < length; ++k) code = (code << 6) | (byte(i + static_cast<std::size_t>(k)) & 0x3F);
  i += static_cast<std::size_t>(length);
  return code;
}
}  // namespace

TextCache::TextCache(SDL_Renderer* renderer, const std::filesystem::path& fontFile) : renderer_(renderer) {
  std::size_t size = 0;
  if (void* bytes = fontFile.empty() ? nullptr : SDL_LoadFile(fontFile.string().c_str(), &size)) {
    auto* first = static_cast<unsigned char*>(bytes);
    fontBytes_.assign(first, first + size);
    SDL_free(bytes);
  }
  // Check that FreeType can read it, so a damaged file counts as no font rather than failing later.
  if (!fontBytes_.empty() && !font(16)) fontBytes_.clear();
}

TextCache::~TextCache() {
  clear();
  for (auto& [size, f] : fonts_) TTF_CloseFont(f);
}

void TextCache::clear() {
  for (auto& [key, e] : entries_) SDL_DestroyTexture(e.texture);
  entries_.clear();
}

void TextCache::setPixelScale(float scale) {
  if (std::abs(scale - scale_) < 0.001f) return;
  scale_ = scale;
  clear();
}

TTF_Font* TextCache::font(int pixelSize) {
  if (fontBytes_.empty()) return nullptr;
  if (auto it = fonts_.find(pixelSize); it != fonts_.end()) return it->second;
  SDL_RWops* bytes = SDL_RWFromConstMem(fontBytes_.data(), static_cast<int>(fontBytes_.size()));
  TTF_Font* f = TTF_OpenFontRW(bytes, 1, pixelSize);
  if (f) fonts_[pixelSize] = f;
  return f;
}

bool TextCache::covers(std::string_view utf8) {
  TTF_Font* f = font(16);
  if (!f) return false;
  for (std::size_t i = 0; i < utf8.size();) {
    char32_t c = nextCodePoint(utf8, i);
    if (c != '\n' && !TTF_GlyphIsProvided32(f, static_cast<Uint32>(c))) return false;
  }
  return true;
}

TextCache::Entry* TextCache::entry(std::string_view utf8, float size, SDL_Color ink) {
  if (utf8.empty()) return nullptr;
  int pixelSize = std::max(6, static_cast<int>(std::lround(size * scale_)));
  const Uint32 rgb = static_cast<Uint32>(ink.r) << 16 | static_cast<Uint32>(ink.g) << 8 | ink.b;
  auto key = std::make_tuple(std::string(utf8), pixelSize, rgb);
  if (auto it = entries_.find(key); it != entries_.end()) {
    it->second.lastUsed = frame_;
    return &it->second;
  }
  TTF_Font* f = font(pixelSize);
  if (!f) return nullptr;
  // Glyphs in their own colour, their coverage in the alpha: the software renderer copies such a
  // texture on its fast path, where a white one tinted at each copy takes a slow general one.
  SDL_Surface* surface =
      TTF_RenderUTF8_Blended_Wrapped(f, std::get<0>(key).c_str(), SDL_Color{ink.r, ink.g, ink.b, 255}, 0);
  if (!surface) return nullptr;
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer_, surface);
  Entry e{texture, surface->w, surface->h, frame_};
  SDL_FreeSurface(surface);
  if (!texture) return nullptr;
  return &entries_.emplace(std::move(key), e).first->second;
}

Vec2 TextCache::measure(std::string_view utf8, float size) {
  // Any colour's glyphs have the same extent: one already made serves.
  const int pixelSize = std::max(6, static_cast<int>(std::lround(size * scale_)));
  auto it = entries_.lower_bound(std::make_tuple(std::string(utf8), pixelSize, Uint32{0}));
  Entry* e = it != entries_.end() && std::get<0>(it->first) == utf8 && std::get<1>(it->first) == pixelSize
                 ? &it->second
                 : entry(utf8, size, SDL_Color{255, 255, 255, 255});
  if (!e) return {0, 0};
  return {static_cast<float>(e->width) / scale_, static_cast<float>(e->height) / scale_};
}

std::string TextCache::fit(std::string_view utf8, float size, float width) {
  TTF_Font* f = font(std::max(6, static_cast<int>(std::lround(size * scale_))));
  if (!f) return std::string(utf8);
  auto fits = [&](const std::string& candidate) {
    int w = 0;
    return TTF_SizeUTF8(f, candidate.c_str(), &w, nullptr) == 0 && static_cast<float>(w) / scale_ <= width;
  };
  std::string whole(utf8);
  if (fits(whole)) return whole;
  // Cut at character boundaries, dropping characters from the end until the rest fits.
  std::vector<std::size_t> ends;
  for (std::size_t i = 0; i < utf8.size();) {
    nextCodePoint(utf8, i);
    ends.push_back(i);
  }
  for (std::size_t n = ends.size(); n-- > 0;) {
    std::string candidate = whole.substr(0, ends[n]) + "...";
    if (fits(candidate)) return candidate;
  }
  return "...";
}

std::string TextCache::fitEnd(std::string_view utf8, float size, float width) {
  if (measure(utf8, size).x <= width) return std::string(utf8);
  // Cut at character boundaries, dropping characters from the start until the rest fits.
  for (std::size_t i = 0; i < utf8.size();) {
    nextCodePoint(utf8, i);
    std::string candidate = "..." + std::string(utf8.substr(i));
    if (measure(candidate, size).x <= width) return candidate;
  }
  return "...";
}

std::vector<std::string> TextCache::wrap(std::string_view utf8, float size, float width) {
  TTF_Font* f = font(std::max(6, static_cast<int>(std::lround(size * scale_))));
  if (!f) return {std::string(utf8)};
  auto fits = [&](const std::string& candidate) {
    int w = 0;
    return TTF_SizeUTF8(f, candidate.c_str(), &w, nullptr) == 0 && static_cast<float>(w) / scale_ <= width;
  };
  std::vector<std::string> lines;
  std::string line;
  std::size_t lastBreak = std::string::npos;  // in `line`: where it may be cut
  for (std::size_t i = 0; i < utf8.size();) {
    std::size_t start = i;
    char32_t c = nextCodePoint(utf8, i);
    std::string character(utf8.substr(start, i - start));
    const bool wide = c >= 0x2E80;  // CJK: a line may break before any of them
    if (wide && !line.empty()) lastBreak = line.size();
    std::string longer = line + character;
    if (fits(longer) || line.empty()) {
      line = std::move(longer);
      if (c == ' ') lastBreak = line.size();
      continue;
    }
    if (lastBreak != std::string::npos && lastBreak > 0) {
      std::string rest = line.substr(lastBreak);
      line.resize(lastBreak);
      while (!line.empty() && line.back() == ' ') line.pop_back();
      lines.push_back(std::move(line));
      line = std::move(rest);
    } else {
      lines.push_back(std::move(line));
      line.clear();
    }
    lastBreak = std::string::npos;
    if (c == ' ' && line.empty()) continue;  // no line starts with the space it broke at
    line += character;
    if (c == ' ') lastBreak = line.size();
  }
  if (!line.empty() || lines.empty()) lines.push_back(std::move(line));
  return lines;
}

Vec2 TextCache::draw(std::string_view utf8, float size, Vec2 at, SDL_Color colour, Align align) {
  drawing_.emplace_back(utf8);
  Entry* e = entry(utf8, size, colour);
  if (!e) return {0, 0};
  float w = static_cast<float>(e->width) / scale_;
  float h = static_cast<float>(e->height) / scale_;
  float x = align == Align::Left ? at.x : align == Align::Centre ? at.x - w / 2 : at.x - w;
  SDL_SetTextureAlphaMod(e->texture, colour.a);
  // Copied pixel for pixel: the glyphs were rendered at the screen's size. A size a hair over the
  // texture's, because the renderer rounds each side down (1.5 x 156.666 gives 234, not 235) and a
  // copy one pixel smaller is scaled, through a temporary surface made for it in every frame.
  SDL_FRect rect{x, at.y, (static_cast<float>(e->width) + 0.25f) / scale_,
                 (static_cast<float>(e->height) + 0.25f) / scale_};
  SDL_RenderCopyF(renderer_, e->texture, nullptr, &rect);
  return {w, h};
}

Vec2 TextCache::drawCentred(std::string_view utf8, float size, Box box, SDL_Color colour) {
  Vec2 extent = measure(utf8, size);
  return draw(utf8, size, {box.x + box.w / 2, box.y + (box.h - extent.y) / 2}, colour, Align::Centre);
}

void TextCache::endFrame() {
  ++frame_;
  drawn_.swap(drawing_);
  drawing_.clear();
  if (entries_.size() < kMaxEntries) return;
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (frame_ - it->second.lastUsed > kKeepFrames) {
      SDL_DestroyTexture(it->second.texture);
      it = entries_.erase(it);
    } else {
      ++it;
    }
  }
}

}  // namespace gomoku::app
