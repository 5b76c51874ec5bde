#include "app/textures.h"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>

#include "app/draw.h"
#include "app/files.h"

namespace gomoku::app {

namespace {

constexpr int kStonePixels = 128;

// The texture of a decoded picture, which it frees; null, with its problem told, when the file
// could not be read or the texture not made.
SDL_Texture* toTexture(SDL_Renderer* renderer, const std::filesystem::path& assets, const char* name,
                       DecodedPicture picture, std::vector<std::string>& problems) {
  if (!picture.surface) {
    SDL_Log("%s: %s", (assets / name).string().c_str(), picture.error.c_str());
    problems.push_back(describeProblem(assets, name));
    return nullptr;
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, picture.surface);
  SDL_FreeSurface(picture.surface);
  if (!texture)
    problems.push_back(std::string(name) + " (" + SDL_GetError() + ")");
  else
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

SDL_Texture* load(SDL_Renderer* renderer, const std::filesystem::path& assets, const char* name,
                  std::vector<std::string>& problems) {
  return toTexture(renderer, assets, name, decodePicture(assets, name), problems);
}

// A stone drawn pixel by pixel: a sphere lit from the top left, with an anti-aliased edge.
SDL_Texture* drawnStone(SDL_Renderer* renderer, Stone colour) {
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, kStonePixels, kStonePixels, 32, SDL_PIXELFORMAT_RGBA32);
  if (!surface) return nullptr;
  auto* pixels = static_cast<Uint32*>(surface->pixels);
  const float r = kStonePixels / 2.0f - 1;
  const bool black = colour == Stone::Black;
  for (int y = 0; y < kStonePixels; ++y) {
    for (int x = 0; x < kStonePixels; ++x) {
      float dx = (static_cast<float>(x) + 0.5f - kStonePixels / 2.0f) / r;
      float dy = (static_cast<float>(y) + 0.5f - kStonePixels / 2.0f) / r;
      float d = std::sqrt(dx * dx + dy * dy);
      float coverage = std::clamp((1.0f - d) * r + 0.5f, 0.0f, 1.0f);
      float z = std::sqrt(std::max(0.0f, 1 - d * d));
      // Diffuse light from the upper left plus a highlight.
      float light = std::max(0.0f, (-dx * 0.45f - dy * 0.55f + z * 0.7f));
      float hx = dx + 0.35f;
      float hy = dy + 0.4f;
      float highlight = std::exp(-(hx * hx + hy * hy) * (black ? 14.0f : 6.0f));
      float base = black ? 0.07f + 0.22f * light : 0.72f + 0.22f * light;
      float v = std::clamp(base + highlight * (black ? 0.55f : 0.25f), 0.0f, 1.0f);
      auto c = static_cast<Uint8>(v * 255);
      Uint8 warm = black ? c : static_cast<Uint8>(std::max(0.0f, v * 255 - 8));
      pixels[y * kStonePixels + x] =
          SDL_MapRGBA(surface->format, c, c, warm, static_cast<Uint8>(coverage * 255));
    }
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, surface);
  SDL_FreeSurface(surface);
  if (texture) SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

// A soft round shadow to put under a stone, drawn as it is: its strength is in its own alpha, so
// that copying it needs no alpha modulation (the software renderer's slow path).
SDL_Texture* drawnShadow(SDL_Renderer* renderer) {
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormat(0, kStonePixels, kStonePixels, 32, SDL_PIXELFORMAT_RGBA32);
  if (!surface) return nullptr;
  auto* pixels = static_cast<Uint32*>(surface->pixels);
  for (int y = 0; y < kStonePixels; ++y) {
    for (int x = 0; x < kStonePixels; ++x) {
      float dx = (static_cast<float>(x) + 0.5f) / (kStonePixels / 2.0f) - 1;
      float dy = (static_cast<float>(y) + 0.5f) / (kStonePixels / 2.0f) - 1;
      float d = std::sqrt(dx * dx + dy * dy);
      float a = std::clamp((1.0f - d) / 0.25f, 0.0f, 1.0f);
      pixels[y * kStonePixels + x] = SDL_MapRGBA(surface->format, 20, 12, 4, static_cast<Uint8>(a * a * 118));
    }
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, surface);
  SDL_FreeSurface(surface);
  if (texture) SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
}

}  // namespace

DecodedPicture decodePicture(const std::filesystem::path& assets, const char* name) {
  if (assets.empty()) return {nullptr, "no assets folder"};
  SDL_Surface* surface = IMG_Load((assets / name).string().c_str());
  if (!surface) return {nullptr, IMG_GetError()};
  // Already in a format renderers take as it is, so that making the texture only copies it.
  const Uint32 format = surface->format->Amask ? kSpriteFormat : Uint32{SDL_PIXELFORMAT_RGB888};
  if (surface->format->format == format) return {surface, ""};
  SDL_Surface* converted = SDL_ConvertSurfaceFormat(surface, format, 0);
  SDL_FreeSurface(surface);
  return {converted, converted ? "" : SDL_GetError()};
}

Textures::Textures(SDL_Renderer* renderer, const std::filesystem::path& assets, DecodedPicture background,
                   std::vector<std::string>& problems)
    : renderer_(renderer), assets_(assets) {
  background_ = toTexture(renderer, assets, kBackgroundFile, background, problems);
}

bool Textures::loadBoard() const {
  if (boardLoaded_) return false;
  boardLoaded_ = true;
  wood_ = load(renderer_, assets_, "textures/wood.png", problems_);
  black_ = load(renderer_, assets_, "textures/black_stone.png", problems_);
  white_ = load(renderer_, assets_, "textures/white_stone.png", problems_);
  if (!black_) black_ = drawnStone(renderer_, Stone::Black);
  if (!white_) white_ = drawnStone(renderer_, Stone::White);
  shadow_ = drawnShadow(renderer_);
  return true;
}

Textures::~Textures() {
  for (SDL_Texture* t : {wood_, background_, black_, white_, shadow_})
    if (t) SDL_DestroyTexture(t);
}

}  // namespace gomoku::app
