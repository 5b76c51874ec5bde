// The opening rule's part of the game panel: each step said as it comes ("Black places three
// stones: 2 of 3", "White chooses a colour or places two more", "Black offers 8 fifth moves: 3
// placed"), and the choice's buttons (or the number of fifth moves') when the person is the one to
// choose.
#include <string>
#include <vector>

#include "app/app.h"
#include "app/draw.h"
#include "app/scenes/game_scene.h"

namespace gomoku::app {

namespace {

constexpr float kPanelX = 730;
constexpr float kPanelW = 530;

// The step of a renju opening in words ("Black offers 8 fifth moves: 3 placed").
std::string renjuStepText(Language language, const OpeningStep& step, Stone actor, std::size_t stones) {
  const bool zh = language == Language::Chinese;
  const std::string who(colourText(language, actor));
  const std::string area = std::to_string(step.area) + "x" + std::to_string(step.area);
  switch (step.kind) {
    case OpeningStep::Kind::Place:
      if (step.area == 1) return zh ? who + "在天元下第 1 子" : who + " places the first stone at the centre";
      if (step.area == 0)
        return zh ? who + "下第 " + std::to_string(stones + 1) + " 子（任意位置）"
                  : who + " places stone " + std::to_string(stones + 1) + " anywhere";
      return zh ? who + "在中央 " + area + " 内下第 " + std::to_string(stones + 1) + " 子"
                : who + " places stone " + std::to_string(stones + 1) + " within the central " + area;
    case OpeningStep::Kind::Declare:
      return zh ? who + "宣布五手打点数（1 到 8）"
                : who + " declares how many fifth moves Black offers (1-8)";
    case OpeningStep::Kind::Propose:
      return zh ? who + "打 " + std::to_string(step.stones) + " 个五手：已打 " +
                      std::to_string(step.stone - 1)
                : who + " offers " + std::to_string(step.stones) +
                      " fifth moves: " + std::to_string(step.stone - 1) + " placed";
    case OpeningStep::Kind::Pick:
      return zh ? who + "从五手打点中选一个" : who + " picks one of the fifth moves";
    case OpeningStep::Kind::Choose:
      if (step.choices.size() == 3)
        return zh ? who + "可交换，或打十个五手" : who + " may swap, or offer ten fifth moves";
      return zh ? who + "可交换：选择执黑或执白" : who + " may swap: choose a colour";
    case OpeningStep::Kind::Play:
      break;
  }
  return "";
}

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
    const std::string said = isRenjuOpening(game.opening())
                                 ? renjuStepText(app_.language(), step, actor, game.moves().size())
                                 : stepText(app_.language(), step, actor);
    const std::string line = std::string(openingText(app_.language(), game.opening())) + ": " + said;
    float size = 19;
    while (size > 14 && ui.text().measure(line, size).x > kPanelW - 80) size -= 1;
    ui.text().draw(line, size, {kPanelX + 66, 122}, Palette::kAccent);
  }
  if (match_->computerToMove()) return;
  std::vector<OpeningChoice> choices = step.choices;
  const bool declare = step.kind == OpeningStep::Kind::Declare;
  if (!declare && step.kind != OpeningStep::Kind::Choose) return;
  // The choice has a strip of its own across the foot of the log and the move list, so that
  // neither's text runs behind its buttons.
  const float top = declare ? 384 : 408;
  fillRoundedBox(app_.renderer(), {kPanelX, top, kPanelW, 472 - top}, 12,
                 over(Palette::kPanel, Palette::kTable));
  if (declare) {
    // The number of fifth moves, one button each (keys 1 to 8 too).
    ui.text().draw(std::string(app_.tr(Text::DeclareFifths)), 17, {kPanelX + 12, 392}, Palette::kAccent);
    choices.clear();
    for (int count = 1; count <= step.stones; ++count) choices.push_back(declareFifths(count));
  }
  // The person's choice, over the foot of the log (drawn after it).
  const float w =
      (kPanelW - 24 - 8 * static_cast<float>(choices.size() - 1)) / static_cast<float>(choices.size());
  float x = kPanelX + 12;
  for (OpeningChoice choice : choices) {
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
