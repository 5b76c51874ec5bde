#include "app/main_loop.h"

#include <SDL.h>

#include <algorithm>

#include "app/app.h"
#include "app/typing.h"

namespace gomoku::app {

namespace {
constexpr int kFrameMs = 16;  // the frame cap when vsync does not hold the loop back
}

MainLoop::MainLoop(App& app) : app_(app), lastCounter_(SDL_GetPerformanceCounter()) {}

void MainLoop::run() {
  while (!app_.quitRequested()) frame(true);
}

void MainLoop::frame(bool mayWait) {
  Uint64 frameStart = SDL_GetPerformanceCounter();
  // The first frame is on screen: now what it did not need, before any key or click is read.
  if (drawn_ > 0 && app_.loadRest()) redraw_ = true;
  Scene* scene = app_.scenes().top();
  bool animating = scene && scene->animating();
  SDL_Event event;
  bool anyEvent = false;
  if (mayWait && !animating && !redraw_ && SDL_WaitEventTimeout(&event, kIdleWaitMs)) {
    dispatch(event);
    anyEvent = true;
  }
  while (SDL_PollEvent(&event)) {
    dispatch(event);
    anyEvent = true;
  }

  applyIntents();  // what keys asked for

  Uint64 now = SDL_GetPerformanceCounter();
  double frameTime =
      static_cast<double>(now - lastCounter_) / static_cast<double>(SDL_GetPerformanceFrequency());
  lastCounter_ = now;
  accumulator_ += std::min(frameTime, kMaxFrameTime);
  while (accumulator_ >= kStep) {
    if (Scene* top = app_.scenes().top()) top->update(kStep);
    accumulator_ -= kStep;
  }
  // A still screen with nothing new to show is not drawn again: the idle menu costs nothing.
  bool still = mayWait && !animating && !anyEvent && !redraw_ && !app_.scenes().changePending();
  if (!still) {
    redraw_ = false;
    draw();
    ++drawn_;
  }
  applyIntents();  // what buttons asked for
  // A scene that leaves may hand its answer to the one under it (a menu's choice, a question's
  // Yes): that is carried out in the same frame, as far down as it goes (a few scenes at most).
  for (int handed = 0; handed < 4 && app_.scenes().changePending(); ++handed) {
    app_.ui().reset();
    app_.scenes().applyRequests();
    redraw_ = true;
    applyIntents();
  }
  followTextInput();
  ++frames_;

  if (mayWait && animating) {
    Uint64 spentMs = (SDL_GetPerformanceCounter() - frameStart) * 1000 / SDL_GetPerformanceFrequency();
    if (spentMs < kFrameMs) SDL_Delay(static_cast<Uint32>(kFrameMs - spentMs));
  }
}

void MainLoop::applyIntents() {
  // A changed state is drawn in the very next frame, not when the mouse next moves.
  if (Scene* top = app_.scenes().top(); top && top->applyIntents()) redraw_ = true;
}

void MainLoop::dispatch(const SDL_Event& event) {
  if (event.type == SDL_QUIT) {
    app_.requestQuit();
    return;
  }
  if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
    app_.text().setPixelScale(app_.window().pixelScale());
    app_.figures().setPixelScale(app_.window().pixelScale());
  }
  Scene* top = app_.scenes().top();
  // While a line is typed, a key that types a character is the line's alone: the line takes it
  // from SDL_TEXTINPUT, and no hotkey (the music's M, a scene's letter, Space on a button) sees it.
  if (top && top->typesText() && event.type == SDL_KEYDOWN && typesCharacter(event.key)) return;
  if (handleGlobalKey(event)) return;
  app_.ui().setTyping(top && top->typesText());
  app_.ui().handleEvent(event);
  if (top) top->handleEvent(event);
}

// SDL sends typed text only while text input is on (and an input method shows its window then):
// it is on exactly while the top scene takes a typed line.
void MainLoop::followTextInput() {
  Scene* top = app_.scenes().top();
  const bool typing = top && top->typesText();
  if (typing == static_cast<bool>(SDL_IsTextInputActive())) return;
  if (typing)
    SDL_StartTextInput();
  else
    SDL_StopTextInput();
}

// Keys that work on every screen: full screen, music and sound effects.
bool MainLoop::handleGlobalKey(const SDL_Event& event) {
  if (event.type != SDL_KEYDOWN || event.key.repeat) return false;
  SDL_Keycode key = event.key.keysym.sym;
  Uint16 mod = event.key.keysym.mod;
  if (key == SDLK_F11 || (key == SDLK_RETURN && (mod & KMOD_ALT))) {
    app_.toggleFullscreen();
    return true;
  }
  if (mod & (KMOD_CTRL | KMOD_ALT)) return false;
  Settings s = app_.settings();
  if (key == SDLK_m) {
    s.music = !s.music;
    app_.announce(
        {app_.audio().deviceOpen() ? (s.music ? Text::MusicOn : Text::MusicOff) : Text::NoAudio, ""});
  } else if (key == SDLK_s) {
    s.effects = !s.effects;
    app_.announce(
        {app_.audio().deviceOpen() ? (s.effects ? Text::EffectsOn : Text::EffectsOff) : Text::NoAudio, ""});
  } else {
    return false;
  }
  app_.changeSettings(s);
  return true;
}

// True when the logical canvas covers every pixel of the screen: no letterbox bars, and the
// canvas's width and height at the screen's scale are whole pixels.
bool MainLoop::canvasFillsScreen() const {
  SDL_Renderer* renderer = app_.renderer();
  int w = 0;
  int h = 0;
  float scale = 0;
  SDL_GetRendererOutputSize(renderer, &w, &h);
  SDL_RenderGetScale(renderer, &scale, nullptr);
  return static_cast<float>(Window::kLogicalWidth) * scale == static_cast<float>(w) &&
         static_cast<float>(Window::kLogicalHeight) * scale == static_cast<float>(h);
}

void MainLoop::draw() {
  SDL_Renderer* renderer = app_.renderer();
  Scene* top = app_.scenes().top();
  // Letterbox bars, or a scene that leaves pixels unpainted, show the black of a cleared screen.
  if (!top || !top->coversScreen() || !top->paintsCanvas() || !canvasFillsScreen()) {
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
  }
  app_.ui().beginFrame();
  // What lies under a question or a menu is drawn first, taking no input.
  for (Scene* scene : app_.scenes().shown()) {
    app_.ui().setPassive(scene != top);
    scene->draw(app_.ui());
  }
  app_.ui().setPassive(false);
  app_.ui().endFrame();
  app_.text().endFrame();
  SDL_RenderPresent(renderer);
}

}  // namespace gomoku::app
