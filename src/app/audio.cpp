#include "app/audio.h"

#include <SDL.h>

#include <utility>

#include "app/files.h"

namespace gomoku::app {

namespace {
Mix_Chunk* loadSound(const std::filesystem::path& assets, const char* name,
                     std::vector<std::string>& problems) {
  Mix_Chunk* chunk = Mix_LoadWAV((assets / name).string().c_str());
  if (!chunk) {
    SDL_Log("%s: %s", (assets / name).string().c_str(), Mix_GetError());
    problems.push_back(describeProblem(assets, name));
  }
  return chunk;
}

int mixerVolume(int percent) {
  return percent * MIX_MAX_VOLUME / 100;
}
}  // namespace

void Audio::open(const std::filesystem::path& assets, std::vector<std::string>& problems) {
  if (std::exchange(tried_, true)) return;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0 || Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
    SDL_Log("No audio device (%s): the game runs silent", SDL_GetError());
    return;
  }
  open_ = true;
  Mix_Init(MIX_INIT_OGG);
  Mix_AllocateChannels(8);
  music_ = Mix_LoadMUS((assets / "music/theme.ogg").string().c_str());
  if (!music_) {
    SDL_Log("%s: %s", (assets / "music/theme.ogg").string().c_str(), Mix_GetError());
    problems.push_back(describeProblem(assets, "music/theme.ogg"));
  }
  click_ = loadSound(assets, "sounds/click.wav", problems);
  win_ = loadSound(assets, "sounds/win.wav", problems);
  illegal_ = loadSound(assets, "sounds/illegal.wav", problems);
  capture_ = loadSound(assets, "sounds/capture.wav", problems);
  configure(musicOn_, musicVolume_, effects_, effectsVolume_);
}

Audio::~Audio() {
  if (!open_) return;
  Mix_HaltMusic();
  Mix_HaltChannel(-1);
  if (music_) Mix_FreeMusic(music_);
  for (Mix_Chunk* chunk : {click_, win_, illegal_, capture_})
    if (chunk) Mix_FreeChunk(chunk);
  Mix_CloseAudio();
  Mix_Quit();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

void Audio::configure(bool music, int musicVolume, bool effects, int effectsVolume) {
  effects_ = effects;
  musicOn_ = music;
  musicVolume_ = musicVolume;
  effectsVolume_ = effectsVolume;
  if (!open_) return;
  Mix_VolumeMusic(mixerVolume(musicVolume));
  Mix_Volume(-1, mixerVolume(effectsVolume));
  if (music && music_ && !Mix_PlayingMusic()) Mix_PlayMusic(music_, -1);
  if (!music && Mix_PlayingMusic()) Mix_HaltMusic();
}

void Audio::play(Sound sound) {
  if (!effects_) return;
  if (played_.size() == kPlayedKept) played_.erase(played_.begin());
  played_.push_back(sound);
  if (!open_) return;
  Mix_Chunk* chunk = sound == Sound::Click     ? click_
                     : sound == Sound::Win     ? win_
                     : sound == Sound::Capture ? capture_
                                               : illegal_;
  if (chunk) Mix_PlayChannel(-1, chunk, 0);
}

}  // namespace gomoku::app
