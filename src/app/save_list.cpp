#include "app/save_list.h"

#include <memory>

#include "app/app.h"
#include "app/board_view.h"
#include "app/draw.h"
#include "app/scenes/confirm.h"
#include "app/window.h"

namespace gomoku::app {
namespace {

// A save's board, small: the grid and the stones as discs, the last one marked.
void drawPreview(Ui& ui, Language language, const std::optional<SavePreview>& preview, Box box) {
  SDL_Renderer* renderer = ui.renderer();
  fillRoundedBox(renderer, box, 12, {218, 172, 104, 255});
  if (!preview) {
    ui.text().drawCentred(tr(language, Text::Unreadable), 20, box, {92, 58, 28, 255});
    return;
  }
  const BoardView view(preview->size, {box.x + 6, box.y + 6, box.w - 12, box.h - 12});
  const int n = preview->size;
  for (int i = 0; i < n; ++i) {
    drawLine(renderer, view.centre({i, 0}), view.centre({i, n - 1}), 1, {58, 38, 20, 255});
    drawLine(renderer, view.centre({0, i}), view.centre({n - 1, i}), 1, {58, 38, 20, 255});
  }
  for (const auto& [point, stone] : preview->stones)
    fillDisc(renderer, view.centre(point), view.spacing() * 0.45f,
             stone == Stone::Black ? SDL_Color{24, 24, 28, 255} : SDL_Color{240, 238, 230, 255});
  if (preview->last != kNoPoint)
    fillDisc(renderer, view.centre(preview->last), view.spacing() * 0.14f, {220, 40, 30, 255});
}

}  // namespace

SavePreview previewOf(const Game& game) {
  SavePreview preview{.size = game.board().size(), .stones = {}};
  for (Point move : game.moves()) preview.stones.emplace_back(move, game.board().at(move));
  if (!game.moves().empty()) preview.last = game.moves().back();
  return preview;
}

// Go's stones are the board's (captures take some off); the last move is the last stone played.
SavePreview previewOf(const go::Game& game) {
  const int n = game.boardSize();
  SavePreview preview{.size = n, .stones = {}, .last = game.lastStone()};
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x)
      if (const Stone stone = game.board().at({x, y}); stone != Stone::Empty)
        preview.stones.emplace_back(Point{x, y}, stone);
  return preview;
}

std::string saveLabel(Language language, const SaveEntry& save) {
  return save.quick ? std::string(tr(language, Text::QuickSave)) : save.name;
}

std::optional<SaveListChoice> drawSaveList(Ui& ui, Language language, std::span<const SaveEntry> saves,
                                           std::span<const std::optional<SavePreview>> previews) {
  using Kind = SaveListChoice::Kind;
  SDL_Renderer* renderer = ui.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 140});
  fillRoundedBox(renderer, {390, 60, 500, 600}, 16, {36, 27, 20, 245});
  ui.text().draw(tr(language, Text::LoadTitle), 34, {640, 74}, Palette::kAccent, Align::Centre);
  constexpr std::size_t kShown = 8;
  std::optional<SaveListChoice> chosen;
  float y = 130;
  if (saves.empty())
    ui.text().draw(tr(language, Text::NoSaves), 22, {640, 300}, Palette::kDimText, Align::Centre);
  for (std::size_t i = 0; i < saves.size() && i < kShown; ++i) {
    const Box row{420, y, 376, 48};
    if (ui.button(saveLabel(language, saves[i]), row, saves[i].quick ? "F9" : "")) chosen = {Kind::Load, i};
    if (ui.button("\u00d7", {row.x + row.w + 8, y, 56, 48})) chosen = {Kind::Delete, i};
    // The save under the mouse, as a small board beside the list (the first one otherwise).
    if (i < previews.size() &&
        (row.contains(ui.mouse()) || (i == 0 && !Box{420, 130, 440, 448}.contains(ui.mouse()))))
      drawPreview(ui, language, previews[i], {908, 130, 300, 300});
    y += 56;
  }
  if (ui.button(tr(language, Text::Cancel), {540, 596, 200, 48}, "Esc")) chosen = {Kind::Cancel};
  return chosen;
}

void askToDeleteSave(App& app, const SaveFolder& folder, const SaveEntry& save, GameLog& log,
                     std::function<void()> deleted) {
  const std::string name = saveLabel(app.language(), save);
  app.scenes().push(std::make_unique<ConfirmScene>(
      app, std::string(app.tr(Text::DeleteSaveQuestion)) + "\n" + name, std::string(app.tr(Text::Delete)),
      std::string(app.tr(Text::Cancel)), [folder, save, name, &log, deleted = std::move(deleted)] {
        if (auto error = folder.remove(save)) return log.add(Text::CannotDelete, error->message);
        log.add(Text::Deleted, name);
        deleted();
      }));
}

}  // namespace gomoku::app
