#include "app/textures.h"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>

#include "app/files.h"

namespace gomoku::app {

namespace {

constexpr int kStonePixels = 128;

SDL_Texture* load(SDL_Renderer* renderer, const std::filesystem::path& assets, const char* name,
                  std::vector<std::string>& problems) {
  std::filesystem::path file = assets / name;
  SDL_Surface* surface = assets.empty() ? nullptr : IMG_Load(file.string().c_str());
  if (!surface) {
    SDL_Log("%s: %s", file.string().c_str(), IMG_GetError());
    problems.push_back(describeProblem(assets, name));
    return nullptr;
  }
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, surface);
  SDL_FreeSurface(surface);
  if (!texture)
    problems.push_back(std::string(name) + " (" + SDL_GetError() + ")");
  else
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  return texture;
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

Textures::Textures(SDL_Renderer* renderer, const std::filesystem::path& assets,
                   std::vector<std::string>& problems) {
  wood_ = load(renderer, assets, "textures/wood.png", problems);
  background_ = load(renderer, assets, "textures/background.png", problems);
  black_ = load(renderer, assets, "textures/black_stone.png", problems);
  white_ = load(renderer, assets, "textures/white_stone.png", problems);
  if (!black_) black_ = drawnStone(renderer, Stone::Black);
  if (!white_) white_ = drawnStone(renderer, Stone::White);
  shadow_ = drawnShadow(renderer);
}

Textures::~Textures() {
  for (SDL_Texture* t : {wood_, background_, black_, white_, shadow_})
    if (t) SDL_DestroyTexture(t);
}

}  // namespace gomoku::app
