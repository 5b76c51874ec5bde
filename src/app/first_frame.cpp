#include "app/first_frame.h"

#include "app/app.h"
#include "app/draw.h"
#include "app/window.h"

namespace gomoku::app {

SDL_Surface* composeFrame(App& app, const std::function<void()>& drawFrame) {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(app.renderer(), &w, &h);
  SDL_Surface* picture = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, kSpriteFormat);
  if (!picture) return nullptr;
  SDL_Renderer* canvas = SDL_CreateSoftwareRenderer(picture);
  if (!canvas || !app.drawOn(canvas)) {
    if (canvas) SDL_DestroyRenderer(canvas);
    SDL_FreeSurface(picture);
    return nullptr;
  }
  // The window's canvas: letterboxed the same, blending as the window's renderer does.
  SDL_RenderSetLogicalSize(canvas, Window::kLogicalWidth, Window::kLogicalHeight);
  SDL_SetRenderDrawBlendMode(canvas, SDL_BLENDMODE_BLEND);
  drawFrame();
  app.drawOn(nullptr);
  SDL_DestroyRenderer(canvas);
  return picture;
}

bool presentPicture(SDL_Renderer* renderer, SDL_Surface* picture) {
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, picture);
  SDL_FreeSurface(picture);
  if (!texture) return false;
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE);
  // The whole window, past the logical canvas's letterbox: the picture has the letterbox in it.
  SDL_RenderSetLogicalSize(renderer, 0, 0);
  SDL_RenderCopy(renderer, texture, nullptr, nullptr);
  SDL_RenderPresent(renderer);
  SDL_RenderSetLogicalSize(renderer, Window::kLogicalWidth, Window::kLogicalHeight);
  SDL_DestroyTexture(texture);
  return true;
}

}  // namespace gomoku::app
