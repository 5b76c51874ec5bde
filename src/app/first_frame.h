// The first frame composed on the CPU: Mesa's llvmpipe (Xvfb's OpenGL) compiles a shader for each
// kind of drawing the first time a frame uses it, at the present; the start menu's picture, dimming,
// boxes and words drawn by SDL's software renderer into one picture and shown by one opaque copy
// make the first present need one shader, and the rest are compiled behind frames already seen.
#pragma once

#include <SDL.h>

#include <functional>

namespace gomoku::app {

class App;

// What `drawFrame` paints on the app's renderer, painted instead by a software renderer into a
// picture of the window's size, with the same logical canvas: the same code draws it. Null when it
// cannot be made (then nothing was drawn).
SDL_Surface* composeFrame(App& app, const std::function<void()>& drawFrame);

// Shows `picture` (freed here) as the whole window with one opaque copy, and presents it; false,
// with nothing presented, when its texture cannot be made.
bool presentPicture(SDL_Renderer* renderer, SDL_Surface* picture);

}  // namespace gomoku::app
