#include "app_fixture.h"

#include <unistd.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <thread>

#include "ai/network_judge.h"

namespace gomoku::app::testing {

ai::SearchResult RowEngine::think(const Board& board, Rule, const ai::SearchLimits&) {
  ai::SearchResult result;
  for (int x = 0; x < board.size() && result.move == kNoPoint; ++x)
    if (board.isEmpty({x, 0})) result.move = {x, 0};
  return result;
}

void AppTest::openNetwork() {
  NetworkOptions options;
  options.announceTo = {};
  options.discoveryPort = 0;
  app_->scenes().push(std::make_unique<NetworkScene>(*app_, options));
  frames(1);
  ASSERT_EQ(topScene(), "Network");
}

std::unique_ptr<session::OnlineMatch> AppTest::hostForAFriend() {
  for (int i = 0; i < 5; ++i) key(SDLK_BACKSPACE);
  type("0");
  if (!clickButton("Host")) {
    ADD_FAILURE() << "no Host button";
    return nullptr;
  }
  if (network().phase() != NetworkScene::Phase::Waiting) {
    ADD_FAILURE() << "not hosting: " << network().problem();
    return nullptr;
  }
  net::LinkOptions link;
  link.name = "friend";
  link.code = network().online()->gameCode();
  return session::OnlineMatch::join("127.0.0.1", network().online()->port(), link);
}

OnlineGameScene& AppTest::onlineGame() {
  auto* scene = dynamic_cast<OnlineGameScene*>(app_->scenes().top());
  if (!scene) throw std::runtime_error("the top scene is " + topScene() + ", not Online game");
  return *scene;
}

NetworkScene& AppTest::network() {
  auto* scene = dynamic_cast<NetworkScene*>(app_->scenes().top());
  if (!scene) throw std::runtime_error("the top scene is " + topScene() + ", not Network");
  return *scene;
}

void AppTest::SetUp() {
  // Set here as well as in the CTest presets, so running the program by hand is just as safe.
  setenv("SDL_VIDEODRIVER", "dummy", 1);
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  static int counter = 0;
  prefFolder_ = std::filesystem::temp_directory_path() /
                ("gomoku-app-test-" + std::to_string(getpid()) + "-" + std::to_string(++counter));
  std::filesystem::remove_all(prefFolder_);
  std::filesystem::create_directories(prefFolder_);
  setenv("GOMOKU_PREF_DIR", prefFolder_.c_str(), 1);
  writeSettings("language=en\nfullscreen=off\nmusic=off\n");
  options_.windowed = true;
  options_.softwareRenderer = true;
  options_.computerPause = std::chrono::milliseconds(0);
}

void AppTest::TearDown() {
  close();
  std::filesystem::remove_all(prefFolder_);
}

void AppTest::writeSettings(const std::string& text) {
  std::ofstream(prefFolder_ / "settings.txt") << text;
}

void AppTest::open(int width, int height) {
  close();
  width_ = width;
  height_ = height;
  options_.width = width;
  options_.height = height;
  auto app = App::open(options_);
  ASSERT_TRUE(app.ok()) << app.error();
  app_ = std::move(app.value());
  loop_ = std::make_unique<MainLoop>(*app_);
  frames(2);
}

void AppTest::close() {
  loop_.reset();
  app_.reset();
}

void AppTest::frames(int count) {
  for (int i = 0; i < count; ++i) loop_->frame(false);
}

bool AppTest::runUntil(const std::function<bool()>& done, std::chrono::milliseconds timeout) {
  auto end = std::chrono::steady_clock::now() + timeout;
  while (!done()) {
    if (std::chrono::steady_clock::now() > end) return false;
    loop_->frame(false);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return true;
}

void AppTest::key(SDL_Keycode code, Uint16 mod) {
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.windowID = SDL_GetWindowID(app_->window().sdl());
  event.key.state = SDL_PRESSED;
  event.key.keysym.sym = code;
  event.key.keysym.mod = mod;
  SDL_PushEvent(&event);
  event.type = SDL_KEYUP;
  event.key.state = SDL_RELEASED;
  SDL_PushEvent(&event);
  frames(1);
}

void AppTest::type(const char* text) {
  // SDL brings typed text in pieces of at most 31 bytes, each whole characters.
  std::string_view rest(text);
  while (!rest.empty()) {
    std::size_t piece = std::min<std::size_t>(rest.size(), sizeof(SDL_TextInputEvent::text) - 1);
    while (piece < rest.size() && (static_cast<unsigned char>(rest[piece]) & 0xC0) == 0x80) --piece;
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    event.text.windowID = SDL_GetWindowID(app_->window().sdl());
    std::memcpy(event.text.text, rest.data(), piece);
    SDL_PushEvent(&event);
    rest.remove_prefix(piece);
  }
  frames(1);
}

void AppTest::click(float x, float y) {
  Uint32 window = SDL_GetWindowID(app_->window().sdl());
  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.windowID = window;
  motion.motion.x = static_cast<Sint32>(x);
  motion.motion.y = static_cast<Sint32>(y);
  SDL_PushEvent(&motion);
  SDL_Event button{};
  button.type = SDL_MOUSEBUTTONDOWN;
  button.button.windowID = window;
  button.button.button = SDL_BUTTON_LEFT;
  button.button.state = SDL_PRESSED;
  button.button.clicks = 1;
  button.button.x = static_cast<Sint32>(x);
  button.button.y = static_cast<Sint32>(y);
  SDL_PushEvent(&button);
  button.type = SDL_MOUSEBUTTONUP;
  button.button.state = SDL_RELEASED;
  SDL_PushEvent(&button);
  frames(1);
}

void AppTest::clickCanvas(float x, float y) {
  SDL_FPoint w = toWindow(x, y);
  click(w.x, w.y);
}

SDL_FPoint AppTest::toWindow(float x, float y) const {
  // Computed here from the window's size, not asked of SDL: the test checks SDL's letterboxing.
  float scale = std::min(static_cast<float>(width_) / Window::kLogicalWidth,
                         static_cast<float>(height_) / Window::kLogicalHeight);
  float left = (static_cast<float>(width_) - Window::kLogicalWidth * scale) / 2;
  float top = (static_cast<float>(height_) - Window::kLogicalHeight * scale) / 2;
  return {left + x * scale, top + y * scale};
}

void AppTest::clickPoint(Point p) {
  Vec2 c = gameScene().view().centre(p);
  SDL_FPoint w = toWindow(c.x, c.y);
  click(w.x, w.y);
}

const std::vector<DrawnWidget>& AppTest::widgets() {
  frames(1);
  return app_->ui().widgets();
}

bool AppTest::clickButton(std::string_view label) {
  frames(1);  // the scene now on top, drawn, so that its widgets are known
  const auto& drawn = widgets();
  for (auto it = drawn.rbegin(); it != drawn.rend(); ++it) {
    if (it->label != label || !it->enabled) continue;
    clickCanvas(it->box.x + it->box.w / 2, it->box.y + it->box.h / 2);
    return true;
  }
  return false;
}

void AppTest::play(std::initializer_list<const char*> moves) {
  for (const char* move : moves) {
    auto p = parseNotation(move, game().board().size());
    ASSERT_TRUE(p) << move;
    clickPoint(*p);
  }
}

std::string AppTest::topScene() const {
  Scene* top = app_->scenes().top();
  return top ? std::string(top->name()) : "";
}

GameScene& AppTest::gameScene() const {
  // On top, or under the pause menu or a question over it.
  GameScene* game = nullptr;
  for (Scene* scene : app_->scenes().shown())
    if (auto* shown = dynamic_cast<GameScene*>(scene)) game = shown;
  if (!game) throw std::runtime_error("the top scene is " + topScene() + ", not the game");
  return *game;
}

const Game& AppTest::game() const {
  return app_->match()->game();
}

std::string AppTest::lastLogLine() const {
  const auto& lines = gameScene().log().lines();
  return lines.empty() ? "" : GameLog::spell(app_->language(), lines.back());
}

std::string AppTest::networkJudgement(const Board& board, Rule rule) {
  Result<ai::NetworkSettings> networks = ai::loadNetworks(GOMOKU_ASSETS_DIR "/network");
  EXPECT_TRUE(networks.ok());
  if (!networks) return "";
  const std::optional<ai::Chances> chances = ai::judgeByNetwork(*networks, board, rule);
  EXPECT_TRUE(chances);
  if (!chances) return "";
  const double black = chances->forBlack(board.sideToMove());
  const bool ahead = black >= 0.5;
  return std::string("Network: ") + (ahead ? "Black " : "White ") +
         std::to_string(std::lround((ahead ? black : 1 - black) * 100)) + "%";
}

std::string AppTest::textDrawn() const {
  std::string all;
  for (const std::string& line : app_->ui().text().drawnLastFrame()) all += line + " ";
  return all;
}

SDL_Color AppTest::pixelAt(float x, float y) {
  SDL_FPoint w = toWindow(x, y);
  SDL_Rect rect{static_cast<int>(w.x), static_cast<int>(w.y), 1, 1};
  Uint32 pixel = 0;
  EXPECT_EQ(SDL_RenderReadPixels(app_->renderer(), &rect, SDL_PIXELFORMAT_RGBA32, &pixel, 4), 0)
      << SDL_GetError();
  auto* bytes = reinterpret_cast<Uint8*>(&pixel);
  return {bytes[0], bytes[1], bytes[2], bytes[3]};
}

float AppTest::pausePanelUnderLastButton() {
  frames(1);
  const DrawnWidget* quit = nullptr;
  for (const DrawnWidget& w : widgets())
    if (w.label == tr(app_->language(), Text::Quit)) quit = &w;
  EXPECT_NE(quit, nullptr) << "no Quit in the pause menu";
  if (!quit) return 0;
  const float x = quit->box.x + 30, bottom = quit->box.y + quit->box.h;
  // The panel is darker than the dimmed board under it; a grid line is one pixel, so three in a
  // row must be light for the panel to have ended.
  auto light = [&](float y) { return pixelAt(x, y).r > 60; };
  for (float y = bottom + 1; y < bottom + 200; ++y)
    if (light(y) && light(y + 1) && light(y + 2)) return y - bottom;
  return 200;
}

}  // namespace gomoku::app::testing
