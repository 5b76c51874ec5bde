#include "app/stone_sprites.h"

#include <cmath>

#include "app/textures.h"

namespace gomoku::app {

namespace {

// Where a stone's picture and its shadow's lie around the stone's centre, in stone radii.
struct Placement {
  float offsetX, offsetY, halfSize;
};
constexpr Placement kStone{0, 0, 1};
constexpr Placement kShadowPlace{0.12f, 0.18f, 1.08f};

Box boxAt(Vec2 centre, float radius, Placement place) {
  float half = radius * place.halfSize;
  return {centre.x + radius * place.offsetX - half, centre.y + radius * place.offsetY - half, 2 * half,
          2 * half};
}

int pixelsFor(float radius, Placement place, float scale) {
  return static_cast<int>(std::lround(2 * radius * place.halfSize * scale));
}

}  // namespace

StoneSprites::~StoneSprites() {
  release();
}

void StoneSprites::release() {
  for (SDL_Texture*& sprite : sprites_) {
    if (sprite) SDL_DestroyTexture(sprite);
    sprite = nullptr;
  }
}

void StoneSprites::prepare(const Textures& textures, float radius, float scale) {
  if (radius == radius_ && scale == scale_) return;
  release();
  radius_ = radius;
  scale_ = scale;
  ++renders_;
  SDL_Texture* screen = SDL_GetRenderTarget(renderer_);
  float screenScale = 1;
  SDL_RenderGetScale(renderer_, &screenScale, nullptr);
  const std::array<std::pair<SDL_Texture*, Placement>, 3> sources{{{textures.stone(Stone::Black), kStone},
                                                                   {textures.stone(Stone::White), kStone},
                                                                   {textures.shadow(), kShadowPlace}}};
  for (std::size_t i = 0; i < sources.size(); ++i) {
    auto [source, place] = sources[i];
    if (!source) continue;
    int side = pixelsFor(radius, place, scale);
    SDL_Texture* sprite = SDL_CreateTexture(renderer_, kSpriteFormat, SDL_TEXTUREACCESS_TARGET, side, side);
    if (!sprite) break;  // no render targets: every stone is scaled as it is drawn
    if (SDL_SetRenderTarget(renderer_, sprite) != 0) {
      SDL_DestroyTexture(sprite);
      break;
    }
    sprites_[i] = sprite;
    SDL_SetTextureBlendMode(sprite, SDL_BLENDMODE_BLEND);
    // The picture's own pixels, alpha and all, scaled smoothly: copied, not blended.
    SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE);
    SDL_SetTextureAlphaMod(source, 255);
    SDL_RenderCopy(renderer_, source, nullptr, nullptr);
    SDL_SetTextureBlendMode(source, SDL_BLENDMODE_BLEND);
  }
  SDL_SetRenderTarget(renderer_, screen);
  // Back on a texture SDL's scale is 1 again: the one it had.
  if (screen) SDL_RenderSetScale(renderer_, screenScale, screenScale);
}

void StoneSprites::draw(const Textures& textures, Vec2 centre, float radius, Stone colour, Uint8 alpha) {
  auto copy = [&](SDL_Texture* sprite, SDL_Texture* source, Placement place, Uint8 a) {
    Box box = boxAt(centre, radius, place);
    if (sprite && radius == radius_) {
      // A size a hair over the sprite's pixels, so that the renderer's rounding down keeps the
      // copy pixel for pixel rather than scaled by one pixel.
      int side = 0;
      SDL_QueryTexture(sprite, nullptr, nullptr, &side, nullptr);
      float logical = (static_cast<float>(side) + 0.25f) / scale_;
      drawTexture(renderer_, sprite, {box.x, box.y, logical, logical}, a);
    } else {
      drawTexture(renderer_, source, box, a);
    }
  };
  if (alpha == 255) copy(sprites_[kShadow], textures.shadow(), kShadowPlace, 255);
  copy(sprites_[colour == Stone::Black ? kBlack : kWhite], textures.stone(colour), kStone, alpha);
}

}  // namespace gomoku::app
