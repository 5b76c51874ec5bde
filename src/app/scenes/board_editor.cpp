#include "app/scenes/board_editor.h"

#include <algorithm>
#include <array>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/confirm.h"
#include "app/scenes/game_scene.h"
#include "core/move_text.h"
#include "core/sgf_record.h"

namespace gomoku::app {
namespace {

constexpr float kPanelW = 530;
constexpr int kSizes[] = {15, 19};

bool ctrlHeld(const SDL_KeyboardEvent& key) {
  return (key.keysym.mod & KMOD_CTRL) != 0;
}

void erase(std::vector<Point>& stones, Point p) {
  stones.erase(std::remove(stones.begin(), stones.end(), p), stones.end());
}

// The side to move the counts give: Black when the colours have as many stones, else White.
Stone moverByCounts(const std::vector<Point>& black, const std::vector<Point>& white) {
  return black.size() > white.size() ? Stone::White : Stone::Black;
}

}  // namespace

BoardEditor::BoardEditor(App& app)
    : app_(app),
      pictures_(app.renderer(), Palette::kTable),
      rule_(app.settings().rule),
      size_(app.settings().boardSize) {}

BoardEditor::BoardEditor(App& app, const Game& position)
    : app_(app),
      pictures_(app.renderer(), Palette::kTable),
      rule_(position.rule()),
      size_(position.board().size()) {
  take(position);
}

void BoardEditor::take(const Game& position) {
  rule_ = position.rule();
  size_ = position.board().size();
  black_.clear();
  white_.clear();
  const Board& board = position.board();
  for (int y = 0; y < size_; ++y)
    for (int x = 0; x < size_; ++x) {
      if (board.at({x, y}) == Stone::Black) black_.push_back({x, y});
      if (board.at({x, y}) == Stone::White) white_.push_back({x, y});
    }
  toMove_ = position.sideToMove();
}

void BoardEditor::enter() {
  app_.ui().reset();
}

void BoardEditor::handleEvent(const SDL_Event& event) {
  using Kind = Intent::Kind;
  if (event.type == SDL_MOUSEBUTTONDOWN) {
    const auto p = BoardView(size_, kBoardPanel)
                       .pointAt({static_cast<float>(event.button.x), static_cast<float>(event.button.y)});
    if (!p) return;
    // A right click only takes away.
    if (event.button.button == SDL_BUTTON_RIGHT)
      return intents_.add({.kind = Kind::Click, .point = *p, .step = -1});
    if (event.button.button == SDL_BUTTON_LEFT) intents_.add({.kind = Kind::Click, .point = *p});
    return;
  }
  if (event.type != SDL_KEYDOWN || event.key.repeat) return;
  const SDL_Keycode k = event.key.keysym.sym;
  if (ctrlHeld(event.key)) {
    if (k == SDLK_c) intents_.add({.kind = Kind::Copy});
    if (k == SDLK_v) intents_.add({.kind = Kind::Paste});
    return;
  }
  if (k == SDLK_ESCAPE) return intents_.add({.kind = Kind::Back});
  // 1 to 4: what a click puts, as the first row lists them.
  if (k >= SDLK_1 && k <= SDLK_4)
    intents_.add(
        {.kind = Kind::Step, .field = 0, .step = static_cast<int>(k - SDLK_1) - static_cast<int>(tool_)});
}

bool BoardEditor::applyIntents() {
  return intents_.applyEach([this](const Intent& intent) { apply(intent); });
}

void BoardEditor::apply(const Intent& intent) {
  using Kind = Intent::Kind;
  switch (intent.kind) {
    case Kind::Click:
      if (intent.step < 0) {
        erase(black_, intent.point);
        erase(white_, intent.point);
        toMove_ = moverByCounts(black_, white_);
        return;
      }
      return click(intent.point);
    case Kind::Step:
      return choose(intent.field, intent.step);
    case Kind::Clear:
      black_.clear();
      white_.clear();
      toMove_ = Stone::Black;
      notice_.clear();
      return;
    case Kind::Copy:
      return copy();
    case Kind::Paste:
      return paste();
    case Kind::PlayComputer:
      return play(true, false);
    case Kind::PlayFriend:
      return play(false, false);
    case Kind::Analyse:
      return play(false, true);
    case Kind::Back:
      return app_.scenes().pop();
  }
}

// A click on a stone takes it away; on an empty point it puts what the tool says. The side to
// move then follows the counts, as it would in a game; the player may still choose it.
void BoardEditor::click(Point p) {
  const bool taken = std::find(black_.begin(), black_.end(), p) != black_.end() ||
                     std::find(white_.begin(), white_.end(), p) != white_.end();
  erase(black_, p);
  erase(white_, p);
  if (!taken && tool_ != Tool::Remove) (colourPut() == Stone::Black ? black_ : white_).push_back(p);
  toMove_ = moverByCounts(black_, white_);
}

Stone BoardEditor::colourPut() const {
  if (tool_ == Tool::InTurn) return moverByCounts(black_, white_);
  return tool_ == Tool::Black ? Stone::Black : Stone::White;
}

void BoardEditor::choose(int field, int step) {
  switch (field) {
    case 0:
      tool_ = static_cast<Tool>((static_cast<int>(tool_) + step + 8) % 4);
      return;
    case 1:
      toMove_ = opponent(toMove_);
      return;
    case 2:
      rule_ = static_cast<Rule>((static_cast<int>(rule_) + step + 6) % 3);
      return;
    case 3: {
      size_ = size_ == kSizes[0] ? kSizes[1] : kSizes[0];
      // Stones beyond the smaller board leave it.
      auto off = [this](Point p) { return p.x >= size_ || p.y >= size_; };
      std::erase_if(black_, off);
      std::erase_if(white_, off);
      toMove_ = moverByCounts(black_, white_);
      return;
    }
    default:
      return;
  }
}

// The position as the moves of a game that reaches it, which any game screen pastes.
void BoardEditor::copy() {
  Result<Game> game = Game::setUp(position());
  if (!game) {
    notice_ = verdict(whyImpossible(position()));
    return;
  }
  const std::string text = writeMoveText(*game);
  if (SDL_SetClipboardText(text.c_str()) != 0) {
    notice_ = std::string(app_.tr(Text::CannotCopy)) + " " + SDL_GetError();
    return;
  }
  notice_ = std::string(app_.tr(Text::PositionCopied)) +
            (text.empty() ? std::string(app_.tr(Text::EmptyBoard)) : text);
}

// A record or a line of moves: its stones, its rule and size, its side to move.
void BoardEditor::paste() {
  char* clipboard = SDL_GetClipboardText();
  const std::string text = clipboard ? clipboard : "";
  SDL_free(clipboard);
  Result<Game> game = readRecordText(text, rule_, size_);
  if (!game) {
    notice_ = std::string(app_.tr(Text::CannotPaste)) + game.error();
    return;
  }
  take(*game);
  notice_ = std::string(app_.tr(Text::PositionPasted)) + std::to_string(game->moves().size());
}

void BoardEditor::play(bool computer, bool analyse) {
  const Settings& settings = app_.settings();
  std::array<Player, 2> players{};
  // Against the computer the player moves first from the position: the computer has the other side.
  if (computer)
    players[toMove_ == Stone::Black ? 1 : 0] = {Player::Kind::Computer,
                                                static_cast<std::uint8_t>(settings.computerLevel)};
  Result<Game> game = Game::setUp(position(), players);
  if (!game) {
    notice_ = verdict(whyImpossible(position()));
    return;
  }
  auto start = [this, game = std::move(*game), analyse]() mutable {
    app_.adoptMatch(std::move(game));
    app_.scenes().popToBottom();
    auto scene = std::make_unique<GameScene>(app_);
    GameScene& made = *scene;
    app_.scenes().push(std::move(scene));
    if (analyse) made.startStudy();
  };
  // A game left for Continue is not thrown away without the player's word.
  if (!app_.matchInProgress()) return start();
  app_.scenes().push(std::make_unique<ConfirmScene>(app_, std::string(app_.tr(Text::DiscardGameQuestion)),
                                                    std::string(app_.tr(Text::NewGame)),
                                                    std::string(app_.tr(Text::KeepThisGame)), start));
}

// The counts, and whether a game reaches the position (why not, if none does).
std::string BoardEditor::verdict(const std::optional<ImpossiblePosition>& why) const {
  if (why) return impossibleText(app_.language(), *why, size_);
  const Word mover = colourKey(toMove_);
  return format(app_.language(), Text::EditorReady, {&mover, 1});
}

void BoardEditor::draw(Ui& ui) {
  // The sketch's side to move is only the colour of the ghost: what a click on an empty point puts.
  const Game sketch = Game::sketch({rule_, size_, black_, white_, colourPut()});
  const BoardView view(size_, kBoardPanel);
  BoardMarks marks;
  marks.coordinates = app_.settings().coordinates;
  if (const auto p = view.pointAt(ui.mouse()); p && sketch.board().isEmpty(*p) && tool_ != Tool::Remove)
    marks.ghost = p;
  drawBoard(app_.renderer(), app_.figures(), app_.textures(), pictures_, view, sketch, marks,
            app_.window().pixelScale());
  drawPanel(ui);
}

void BoardEditor::drawPanel(Ui& ui) {
  using Kind = Intent::Kind;
  const Language language = app_.language();
  ui.text().draw(app_.tr(Text::EditorTitle), 34, {kPanelX, 14}, Palette::kAccent);
  fillRoundedBox(app_.renderer(), {kPanelX, 66, kPanelW, 394}, 12, Palette::kPanel);
  constexpr Text kTools[] = {Text::EditorInTurn, Text::Black, Text::White, Text::EditorRemove};
  const std::string rows[][2] = {
      {std::string(app_.tr(Text::EditorClickPuts)), std::string(app_.tr(kTools[static_cast<int>(tool_)]))},
      {std::string(app_.tr(Text::EditorToMove)), std::string(colourText(language, toMove_))},
      {std::string(app_.tr(Text::Rule)), std::string(ruleText(language, rule_))},
      {std::string(app_.tr(Text::BoardSize)), std::to_string(size_) + " x " + std::to_string(size_)},
  };
  float y = 80;
  int field = 0;
  for (const auto& [label, value] : rows) {
    if (int step = ui.choice(label, value, {kPanelX + 16, y, kPanelW - 32, 50}))
      intents_.add({.kind = Kind::Step, .field = field, .step = step});
    y += 60;
    ++field;
  }
  const std::array<Word, 2> numbers{std::to_string(black_.size()), std::to_string(white_.size())};
  const std::string counts = format(language, Text::EditorCounts, numbers);
  ui.text().draw(counts, 20, {kPanelX + 20, y + 4}, Palette::kText);
  const std::optional<ImpossiblePosition> why = whyImpossible(position());
  const bool possible = !why;
  const SDL_Color ink = possible ? Palette::kDimText : SDL_Color{255, 140, 110, 255};
  float line = y + 34;
  for (const std::string& part : ui.text().wrap(verdict(why), 19, kPanelW - 40)) {
    ui.text().draw(part, 19, {kPanelX + 20, line}, ink);
    line += 24;
  }
  const float half = (kPanelW - 12) / 2;
  if (ui.button(app_.tr(Text::PlayVsComputer), {kPanelX, 470, half, 50}, {}, possible))
    intents_.add({.kind = Kind::PlayComputer});
  if (ui.button(app_.tr(Text::PlayVsFriend), {kPanelX + half + 12, 470, half, 50}, {}, possible))
    intents_.add({.kind = Kind::PlayFriend});
  if (ui.button(app_.tr(Text::EditorAnalyse), {kPanelX, 530, half, 50}, {}, possible))
    intents_.add({.kind = Kind::Analyse});
  if (ui.button(app_.tr(Text::EditorClear), {kPanelX + half + 12, 530, half, 50}))
    intents_.add({.kind = Kind::Clear});
  if (ui.button(app_.tr(Text::EditorCopy), {kPanelX, 590, half, 50}, "Ctrl+C", possible))
    intents_.add({.kind = Kind::Copy});
  if (ui.button(app_.tr(Text::EditorPaste), {kPanelX + half + 12, 590, half, 50}, "Ctrl+V"))
    intents_.add({.kind = Kind::Paste});
  if (ui.button(app_.tr(Text::Back), {kPanelX, 650, half, 50}, "Esc")) intents_.add({.kind = Kind::Back});
  if (!notice_.empty())
    ui.text().draw(ui.text().fit(notice_, 16, half - 10), 16, {kPanelX + half + 22, 666}, Palette::kDimText);
  ui.text().draw(ui.text().fit(app_.tr(Text::EditorHelp), 15, kPanelW - 40), 15, {kPanelX + 20, 434},
                 Palette::kDimText);
}

}  // namespace gomoku::app
