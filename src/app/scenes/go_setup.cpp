#include "app/scenes/go_setup.h"

#include <algorithm>

#include "app/app.h"
#include "app/draw.h"
#include "app/engines.h"
#include "app/go_board_painter.h"
#include "app/scenes/go_scene.h"
#include "core/go/handicap.h"
#include "core/go/scoring.h"

namespace gomoku::app {
namespace {

constexpr float kPanelX = 730;
constexpr float kPanelW = 530;
constexpr int kSizes[] = {9, 13, 19};
constexpr double kKomis[] = {0.5, 5.5, 6.5, 7.5};

// The next value after `current` in `values`, `step` places on, wrapping round.
template <class T, std::size_t N>
T stepped(const T (&values)[N], T current, int step) {
  std::size_t at = 0;
  while (at < N && values[at] != current) ++at;
  const int n = static_cast<int>(N);
  return values[static_cast<std::size_t>(((static_cast<int>(at % N) + step) % n + n) % n)];
}

go::Game emptyBoard(int size) {
  return go::Game(go::GameSetup{.boardSize = size});
}

}  // namespace

GoSetupScene::GoSetupScene(App& app, GoChoice choice, bool canContinue,
                           std::function<void(const Answer&)> answer)
    : app_(app),
      choice_(std::move(choice)),
      canContinue_(canContinue),
      answer_(std::move(answer)),
      board_(emptyBoard(choice_.size)) {}

// The arrows move the focus over the rows and buttons; the choice opens with none.
void GoSetupScene::enter() {
  app_.ui().reset();
}

void GoSetupScene::handleEvent(const SDL_Event& event) {
  using Kind = Answer::Kind;
  if (event.type == SDL_DROPFILE && event.drop.file) {
    intents_.add({.answer = Kind::OpenFile, .file = event.drop.file});
    SDL_free(event.drop.file);
    return;
  }
  if (event.type != SDL_KEYDOWN || event.key.repeat) return;
  if (event.key.keysym.sym == SDLK_ESCAPE) intents_.add({.answer = Kind::Back});
  if (event.key.keysym.sym == SDLK_F9) intents_.add({.answer = Kind::QuickLoad});
}

bool GoSetupScene::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) {
    if (intent.field >= 0) return choose(intent.field, intent.step);
    // Once only, even if a key and a click both answered in the same frame.
    if (answered_) return;
    answered_ = true;
    app_.scenes().pop();
    answer_({intent.answer, choice_, intent.file});
  });
}

void GoSetupScene::choose(int field, int step) {
  switch (field) {
    case 0:
      choice_.size = stepped(kSizes, choice_.size, step);
      choice_.handicap = std::min(choice_.handicap, go::maxHandicap(choice_.size));
      board_ = emptyBoard(choice_.size);
      break;
    case 1:
      choice_.opponent = static_cast<GoChoice::Opponent>((static_cast<int>(choice_.opponent) + step + 3) % 3);
      break;
    case 2:
      choice_.level = (choice_.level - 1 + step + 10) % 10 + 1;
      break;
    case 3:
      choice_.komi = stepped(kKomis, choice_.komi, step);
      break;
    case 4: {
      // No handicap, then 2 up to the most the board takes.
      const int most = go::maxHandicap(choice_.size);
      int next = choice_.handicap + step;
      if (next == 1) next = step > 0 ? 2 : 0;
      if (next > most) next = 0;
      if (next < 0) next = most;
      choice_.handicap = next;
      break;
    }
    case 5:
      choice_.scoring = choice_.scoring == go::Scoring::Area ? go::Scoring::Territory : go::Scoring::Area;
      break;
    default:
      break;
  }
}

void GoSetupScene::draw(Ui& ui) {
  fillBox(app_.renderer(), {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, Palette::kTable);
  GoMarks marks;
  marks.coordinates = app_.settings().coordinates;
  drawGoBoard(app_.renderer(), app_.figures(), app_.textures(), BoardView(choice_.size, kBoardPanel), board_,
              marks);
  drawChoice(ui);
}

void GoSetupScene::drawChoice(Ui& ui) {
  ui.text().draw(app_.tr(Text::GoTitle), 34, {kPanelX, 14}, Palette::kAccent);
  fillRoundedBox(app_.renderer(), {kPanelX, 66, kPanelW, 440}, 12, Palette::kPanel);
  const Language language = app_.language();
  const Word engine = goEngineName(choice_.engine);
  constexpr Text kOpponents[] = {Text::GoEnginePlaysWhite, Text::GoEnginePlaysBlack, Text::GoFriend};
  const std::string rows[][2] = {
      {std::string(app_.tr(Text::GoBoard)),
       std::to_string(choice_.size) + " x " + std::to_string(choice_.size)},
      {std::string(app_.tr(Text::GoOpponent)),
       format(language, kOpponents[static_cast<int>(choice_.opponent)], {&engine, 1})},
      {std::string(app_.tr(Text::GoLevel)), std::to_string(choice_.level)},
      {std::string(app_.tr(Text::GoKomi)), go::pointsText(choice_.komi)},
      {std::string(app_.tr(Text::GoHandicap)),
       choice_.handicap == 0 ? std::string(app_.tr(Text::GoNoHandicap)) : std::to_string(choice_.handicap)},
      {std::string(app_.tr(Text::GoCounting)),
       std::string(
           app_.tr(choice_.scoring == go::Scoring::Area ? Text::GoAreaScoring : Text::GoTerritoryScoring))},
  };
  float y = 86;
  int field = 0;
  for (const auto& [label, value] : rows) {
    if (int step = ui.choice(label, value, {kPanelX + 16, y, kPanelW - 32, 54}))
      intents_.add({.field = field, .step = step});
    y += 66;
    ++field;
  }
  using Kind = Answer::Kind;
  const float half = (kPanelW - 12) / 2;
  if (ui.button(app_.tr(Text::GoStart), {kPanelX, 530, half, 52})) intents_.add({.answer = Kind::Start});
  if (ui.button(app_.tr(Text::Back), {kPanelX + half + 12, 530, half, 52}, "Esc"))
    intents_.add({.answer = Kind::Back});
  if (canContinue_ && ui.button(app_.tr(Text::GoContinueLast), {kPanelX, 594, kPanelW, 52}))
    intents_.add({.answer = Kind::Continue});
}

}  // namespace gomoku::app
