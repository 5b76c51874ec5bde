// The opening rule's part of the game panel: each step said as it comes ("Black places three
// stones: 2 of 3", "White chooses a colour or places two more"), and the choice's buttons when the
// person is the one to choose.
#include <string>
#include <vector>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/game_scene.h"

namespace gomoku::app {

namespace {

constexpr float kPanelX = 730;
constexpr float kPanelW = 530;

// The step in words: who acts (by the colour they now hold) and what they do.
std::string stepText(Language language, const OpeningStep& step, Stone actor) {
  const bool zh = language == Language::Chinese;
  const std::string who(colourText(language, actor));
  const std::string k = std::to_string(step.stone);
  if (step.kind == OpeningStep::Kind::Place && step.stones == 3)
    return zh ? who + "下开局三子（黑、白、黑）：第 " + k + " 子"
              : who + " places three stones (black, white, black): " + k + " of 3";
  if (step.kind == OpeningStep::Kind::Place)
    return zh ? who + "再下两子（白、黑）：第 " + k + " 子"
              : who + " places two more (white, black): " + k + " of 2";
  if (step.choices.size() == 3)
    return zh ? who + "选择：执黑、执白，或再下两子" : who + " chooses a colour, or places two more";
  return zh ? who + "选择执黑或执白" : who + " chooses a colour";
}

}  // namespace

void GameScene::drawOpening(Ui& ui) {
  const Game& game = match_->game();
  const OpeningStep step = game.openingStep();
  if (step.kind == OpeningStep::Kind::Play || game.isOver()) return;
  const Stone actor = match_->actingColour();
  if (!match_->thinking()) {
    const std::string line = std::string(openingText(app_.language(), game.opening())) + ": " +
                             stepText(app_.language(), step, actor);
    float size = 19;
    while (size > 14 && ui.text().measure(line, size).x > kPanelW - 80) size -= 1;
    ui.text().draw(line, size, {kPanelX + 66, 122}, Palette::kAccent);
  }
  if (step.kind != OpeningStep::Kind::Choose || match_->computerToMove()) return;
  // The person's choice, over the foot of the log (drawn after it).
  const float w = (kPanelW - 24 - 8 * static_cast<float>(step.choices.size() - 1)) /
                  static_cast<float>(step.choices.size());
  float x = kPanelX + 12;
  for (OpeningChoice choice : step.choices) {
    if (ui.button(choiceText(app_.language(), choice), {x, 418, w, 44}, {}, overlay_ == Overlay::None))
      intents_.add({.kind = Intent::Kind::Choose, .choice = choice});
    x += w + 8;
  }
}

void GameScene::choose(OpeningChoice choice) {
  if (!match_->choose(choice)) return;
  log_.add(Text::YouChose, std::string(choiceText(app_.language(), choice)));
}

}  // namespace gomoku::app
