// Every button and row of every scene, clicked where the layout code drew it, as a player's mouse
// would: each click must show on screen (or quit), and none may crash or touch freed memory (this
// runs under AddressSanitizer in the asan preset). The worst bugs found by hand hid behind buttons
// that no test pressed.
#include <functional>
#include <string>
#include <vector>

#include "app/scenes/go_scene.h"
#include "app/scenes/network_scene.h"
#include "app_fixture.h"
#include "core/go/vertex.h"

namespace gomoku::app::testing {
namespace {

// The network scene as the menu opens it, but hosting on a port the system chooses, announcing
// nowhere and listening for games on a port of its own: no fixed port, no packet leaves.
void openNetworkOnAnyPort(AppTest& t) {
  NetworkOptions options;
  options.port = 0;
  options.announceTo = {};
  options.discoveryPort = 0;
  t.app().scenes().push(std::make_unique<NetworkScene>(t.app(), options));
  t.frames(1);
}

// A way to reach a scene from a fresh start, and the scene's name once there.
struct Place {
  std::string name;
  std::string scene;
  std::function<void(AppTest&)> reach;
};

class EveryButton : public AppTest, public ::testing::WithParamInterface<int> {
 protected:
  // Back to a first start: no settings changed, no saves, no game kept.
  void freshStart() {
    close();
    std::filesystem::remove_all(prefFolder_);
    std::filesystem::create_directories(prefFolder_);
    writeSettings("language=en\nfullscreen=off\nmusic=off\n");
    open();
  }

  std::vector<Uint32> screen() {
    int w = 0;
    int h = 0;
    SDL_GetRendererOutputSize(app_->renderer(), &w, &h);
    std::vector<Uint32> pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    EXPECT_EQ(SDL_RenderReadPixels(app_->renderer(), nullptr, SDL_PIXELFORMAT_RGBA32, pixels.data(), w * 4),
              0);
    return pixels;
  }

  void hover(const Box& box) {
    SDL_FPoint at = toWindow(box.x + box.w / 2, box.y + box.h / 2);
    SDL_Event motion{};
    motion.type = SDL_MOUSEMOTION;
    motion.motion.windowID = SDL_GetWindowID(app_->window().sdl());
    motion.motion.x = static_cast<Sint32>(at.x);
    motion.motion.y = static_cast<Sint32>(at.y);
    SDL_PushEvent(&motion);
    frames(30);  // past any stone's landing
  }
};

void startFriendGameWithUndo(AppTest& t) {
  ASSERT_TRUE(t.clickButton("Play vs Friend"));
  t.play({"h8", "h9", "i8"});
  t.key(SDLK_z, KMOD_LCTRL);  // so that Redo has something to do
}

// Go on nine lines against a friend, three stones down and one taken back.
void startGoGameWithUndo(AppTest& t) {
  ASSERT_TRUE(t.clickButton("Go  围棋"));
  ASSERT_TRUE(t.clickButton("Board"));     // 19 -> 9
  ASSERT_TRUE(t.clickButton("Opponent"));  // GNU Go plays White -> Black
  ASSERT_TRUE(t.clickButton("Opponent"));  // -> a friend
  ASSERT_TRUE(t.clickButton("Start"));
  auto* go = dynamic_cast<GoScene*>(t.app().scenes().top());
  ASSERT_NE(go, nullptr);
  for (const char* vertex : {"E5", "D5", "C3"}) {
    Vec2 c = go->view().centre(*go::parseVertex(vertex, 9));
    t.clickCanvas(c.x, c.y);
  }
  t.key(SDLK_z, KMOD_LCTRL);
}

const std::vector<Place>& places() {
  static const std::vector<Place> list = {
      {"StartMenu", "StartMenu", [](AppTest&) {}},
      {"Settings", "Settings", [](AppTest& t) { ASSERT_TRUE(t.clickButton("Settings")); }},
      {"About", "About", [](AppTest& t) { ASSERT_TRUE(t.clickButton("About")); }},
      {"GamePanel", "Game", [](AppTest& t) { startFriendGameWithUndo(t); }},
      {"PauseMenu", "Pause",
       [](AppTest& t) {
         startFriendGameWithUndo(t);
         t.key(SDLK_ESCAPE);
       }},
      {"LoadList", "Game",
       [](AppTest& t) {
         startFriendGameWithUndo(t);
         t.key(SDLK_F5);
         t.key(SDLK_s, KMOD_LCTRL);
         t.key(SDLK_RETURN);
         t.key(SDLK_l);
       }},
      {"NameSave", "NamePrompt",
       [](AppTest& t) {
         startFriendGameWithUndo(t);
         t.key(SDLK_s, KMOD_LCTRL);
       }},
      {"CommentEditor", "NamePrompt",
       [](AppTest& t) {
         startFriendGameWithUndo(t);
         t.key(SDLK_c);
       }},
      {"ConfirmNewGame", "Confirm",
       [](AppTest& t) {
         startFriendGameWithUndo(t);
         t.key(SDLK_n, KMOD_LCTRL);
       }},
      {"ReviewTime", "Game",
       [](AppTest& t) {
         ASSERT_TRUE(t.clickButton("Play vs Friend"));
         t.play({"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"});
         ASSERT_TRUE(t.clickButton("Review"));
       }},
      {"GoChoice", "GoSetup", [](AppTest& t) { ASSERT_TRUE(t.clickButton("Go  围棋")); }},
      {"GoPanel", "Go", [](AppTest& t) { startGoGameWithUndo(t); }},
      {"GoPause", "Pause",
       [](AppTest& t) {
         startGoGameWithUndo(t);
         t.key(SDLK_ESCAPE);
       }},
      {"GoLoadList", "Go",
       [](AppTest& t) {
         startGoGameWithUndo(t);
         t.key(SDLK_F5);
         t.key(SDLK_s, KMOD_LCTRL);
         t.key(SDLK_RETURN);
         t.key(SDLK_l);
       }},
      {"GoCommentEditor", "NamePrompt",
       [](AppTest& t) {
         startGoGameWithUndo(t);
         t.key(SDLK_c);
       }},
      {"GoCounting", "Go",
       [](AppTest& t) {
         startGoGameWithUndo(t);
         t.key(SDLK_p);
         t.key(SDLK_p);
       }},
      {"NetworkHost", "Network", [](AppTest& t) { openNetworkOnAnyPort(t); }},
      {"NetworkJoin", "Network",
       [](AppTest& t) {
         openNetworkOnAnyPort(t);
         ASSERT_TRUE(t.clickButton("Join a game"));
       }},
      // No lobby named: each says so and offers Settings.
      {"NetworkHostOnline", "Network",
       [](AppTest& t) {
         openNetworkOnAnyPort(t);
         ASSERT_TRUE(t.clickButton("Host online"));
       }},
      {"NetworkJoinOnline", "Network",
       [](AppTest& t) {
         openNetworkOnAnyPort(t);
         ASSERT_TRUE(t.clickButton("Join online"));
       }},
      {"Puzzles", "Puzzles", [](AppTest& t) { ASSERT_TRUE(t.clickButton("Puzzles 习题")); }},
      // Two stones down, so that Clear and Copy have something to do.
      {"BoardEditor", "BoardEditor",
       [](AppTest& t) {
         ASSERT_TRUE(t.clickButton("Board editor 摆棋"));
         t.clickCanvas(360, 360);  // h8
         t.clickCanvas(402, 318);  // i9
       }},
  };
  return list;
}

TEST_P(EveryButton, EachClickShowsAtOnce) {
  const Place& place = places()[static_cast<std::size_t>(GetParam())];
  SCOPED_TRACE(place.name);
  freshStart();
  place.reach(*this);
  ASSERT_EQ(topScene(), place.scene);
  const std::size_t count = widgets().size();
  ASSERT_GT(count, 0u);
  for (std::size_t i = 0; i < count; ++i) {
    freshStart();
    place.reach(*this);
    ASSERT_EQ(widgets().size(), count);
    const DrawnWidget widget = widgets()[i];
    SCOPED_TRACE(widget.label);
    if (!widget.enabled) continue;
    hover(widget.box);
    std::vector<Uint32> before = screen();
    const std::string sceneBefore = topScene();
    clickCanvas(widget.box.x + widget.box.w / 2, widget.box.y + widget.box.h / 2);
    if (app_->quitRequested()) continue;  // Quit
    frames(1);
    EXPECT_TRUE(topScene() != sceneBefore || screen() != before) << "the click changed nothing on screen";
  }
}

INSTANTIATE_TEST_SUITE_P(Scenes, EveryButton, ::testing::Range(0, static_cast<int>(places().size())),
                         [](const ::testing::TestParamInfo<int>& param) {
                           return places()[static_cast<std::size_t>(param.param)].name;
                         });

}  // namespace
}  // namespace gomoku::app::testing
