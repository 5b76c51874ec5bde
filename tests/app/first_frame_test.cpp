// The first frame composed on the CPU (app/first_frame) is the start menu that the normal drawing
// shows, pixel for pixel within a level or two of rounding: at 1920x1080 and letterboxed at 1366x768.
#include "app/first_frame.h"

#include <SDL.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "app/main_loop.h"
#include "app_fixture.h"

namespace gomoku::app::testing {
namespace {

class FirstFrameTest : public AppTest {
 public:
  // The app as it starts, before its first frame (open() runs two).
  void start(int width, int height) {
    close();
    options_.width = width;
    options_.height = height;
    auto opened = App::open(options_);
    ASSERT_TRUE(opened.ok()) << opened.error();
    app_ = std::move(opened.value());
    loop_ = std::make_unique<MainLoop>(*app_);
  }
};

TEST_F(FirstFrameTest, TheComposedStartMenuIsTheDrawnOne) {
  for (auto [w, h] : {std::pair{1920, 1080}, std::pair{1366, 768}}) {
    start(w, h);
    ASSERT_EQ(topScene(), "StartMenu");
    SDL_Surface* composed = composeFrame(app(), [this] { loop_->drawScenes(); });
    ASSERT_NE(composed, nullptr) << SDL_GetError();
    ASSERT_EQ(composed->w, w);
    ASSERT_EQ(composed->h, h);

    loop_->drawScenes();  // the same frame, drawn on the window
    std::vector<Uint32> drawn(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    ASSERT_EQ(SDL_RenderReadPixels(app().renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888, drawn.data(), w * 4),
              0)
        << SDL_GetError();

    int largest = 0;
    std::size_t differing = 0;
    for (int y = 0; y < h; ++y) {
      const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(composed->pixels) +
                                                        static_cast<std::ptrdiff_t>(y) * composed->pitch);
      for (int x = 0; x < w; ++x) {
        const Uint32 a = row[x];
        const Uint32 b =
            drawn[static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + static_cast<std::size_t>(x)];
        int most = 0;
        for (int shift : {0, 8, 16})
          most = std::max(
              most, std::abs(static_cast<int>((a >> shift) & 0xff) - static_cast<int>((b >> shift) & 0xff)));
        largest = std::max(largest, most);
        differing += most > 0;
      }
    }
    SDL_FreeSurface(composed);
    EXPECT_LE(largest, 2) << w << "x" << h << ": " << differing << " pixels differ";
    RecordProperty("differing_" + std::to_string(w), static_cast<int>(differing));
    std::printf("%dx%d: %zu pixels differ, by at most %d\n", w, h, differing, largest);
  }
}

}  // namespace
}  // namespace gomoku::app::testing
