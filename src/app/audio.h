// Music and sound effects through SDL_mixer: the looping theme, a click for every stone, a sound
// at the end of a game and one for a refused move; each switchable and with its own volume.
// Without an audio device (or without the files) the game is silent and nothing else changes.
// The device and the files are opened by open(), after the first frame is on screen: the switches
// set before it take effect then.
#pragma once

#include <SDL_mixer.h>

#include <filesystem>
#include <string>
#include <vector>

namespace gomoku::app {

enum class Sound : std::uint8_t { Click, Win, Illegal, Capture };

class Audio {
 public:
  Audio() = default;
  ~Audio();
  Audio(const Audio&) = delete;
  Audio& operator=(const Audio&) = delete;

  // Opens the device, reads the sounds and starts the music if it is switched on; once.
  // `problems` receives one line per file that could not be used.
  void open(const std::filesystem::path& assets, std::vector<std::string>& problems);
  // Whether open() was called: until then nobody knows whether there is a device.
  bool tried() const { return tried_; }
  bool deviceOpen() const { return open_; }
  // Switches and volumes (percent) from the settings; starts or stops the music to match.
  void configure(bool music, int musicVolume, bool effects, int effectsVolume);
  void play(Sound sound);
  // The last effects asked for while effects are on, oldest first, for tests.
  const std::vector<Sound>& played() const { return played_; }

 private:
  bool tried_ = false;
  bool open_ = false;
  bool musicOn_ = false;
  int musicVolume_ = 100;
  int effectsVolume_ = 100;
  bool effects_ = true;
  Mix_Music* music_ = nullptr;
  Mix_Chunk* click_ = nullptr;
  Mix_Chunk* win_ = nullptr;
  Mix_Chunk* illegal_ = nullptr;
  Mix_Chunk* capture_ = nullptr;  // stones of Go taken off the board
  static constexpr std::size_t kPlayedKept = 16;
  std::vector<Sound> played_;
};

}  // namespace gomoku::app
