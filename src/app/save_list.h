// The list of saves over a game, Gomoku's or Go's: the quick-save first, then the named saves
// newest first, each with × to delete it, and the save under the mouse as a small board beside the
// list. It only draws and says what was pressed; the scene loads, and asks before deleting.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "app/game_log.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "app/ui.h"
#include "core/game.h"
#include "core/go/game.h"

namespace gomoku::app {

class App;

// What the small board beside the list shows of a save: its stones and its last move.
struct SavePreview {
  int size = 0;
  std::vector<std::pair<Point, Stone>> stones;
  Point last = kNoPoint;
};
SavePreview previewOf(const Game& game);
SavePreview previewOf(const go::Game& game);

struct SaveListChoice {
  enum class Kind : std::uint8_t { Load, Delete, Cancel };
  Kind kind;
  std::size_t save = 0;  // the index in the list drawn
};

// Draws the list; `previews[i]` is `saves[i]`'s, nullopt for a save that cannot be read.
std::optional<SaveListChoice> drawSaveList(Ui& ui, Language language, std::span<const SaveEntry> saves,
                                           std::span<const std::optional<SavePreview>> previews);

// A save as the list and the log name it: the quick-save by that word, the others by their name.
std::string saveLabel(Language language, const SaveEntry& save);

// Asks before deleting `save` for good; the log says what came of it, and `deleted` runs once it
// is gone (the scene lists its saves again). The scene and its log outlive the question.
void askToDeleteSave(App& app, const SaveFolder& folder, const SaveEntry& save, GameLog& log,
                     std::function<void()> deleted);

}  // namespace gomoku::app
