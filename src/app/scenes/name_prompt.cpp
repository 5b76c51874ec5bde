#include "app/scenes/name_prompt.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "app/app.h"
#include "app/draw.h"
#include "app/saves.h"
#include "app/typing.h"

namespace gomoku::app {

namespace {
// A field of several lines: its text's size and its lines' height.
constexpr float kTextSize = 22;
constexpr float kLineH = 30;
// More than a line of the field ever holds, in bytes.
constexpr std::size_t kBytesALine = 160;
}  // namespace

void NamePromptScene::enter() {
  // Enter and Space belong to the name while it is typed, not to the button under the mouse.
  app_.ui().setKeyboardNavigation(false);
}

void NamePromptScene::leave() {
  app_.ui().setKeyboardNavigation(true);
}

void NamePromptScene::handleEvent(const SDL_Event& event) {
  if (event.type == SDL_TEXTINPUT) {
    if (std::exchange(replacing_, false)) name_.clear();
    full_ = !appendTyped(name_, event.text.text, longest_);
    caret_ = 0;
    return;
  }
  if (event.type != SDL_KEYDOWN) return;
  const SDL_Keycode key = event.key.keysym.sym;
  if (key == SDLK_BACKSPACE) {
    if (std::exchange(replacing_, false)) name_.clear();
    eraseLastCharacter(name_);
    full_ = false;
    caret_ = 0;
  } else if (key == SDLK_ESCAPE && !event.key.repeat) {
    intents_.add(Intent::Cancel);
  } else if ((key == SDLK_RETURN || key == SDLK_KP_ENTER) && !event.key.repeat) {
    intents_.add(Intent::Accept);
  }
}

void NamePromptScene::draw(Ui& ui) {
  SDL_Renderer* renderer = app_.renderer();
  fillBox(renderer, {0, 0, Window::kLogicalWidth, Window::kLogicalHeight}, {0, 0, 0, 150});
  // A field of several lines makes the panel wider and taller, centred on the screen as the one-line one is.
  const float fieldH = lines_ == 1 ? 56 : 24 + kLineH * static_cast<float>(lines_);
  const float panelW = lines_ == 1 ? 640 : 800;
  const float panelH = 224 + fieldH;
  const Box panel{(Window::kLogicalWidth - panelW) / 2, (Window::kLogicalHeight - panelH) / 2, panelW,
                  panelH};
  fillRoundedBox(renderer, panel, 16, {66, 48, 34, 252});
  outlineBox(renderer, panel, 2, Palette::kAccent);
  // A long question (a lobby's address, with its form) is made smaller to stay inside the panel.
  float asked = 26;
  while (asked > 16 && ui.text().measure(question_, asked).x > panel.w - 40) asked -= 1;
  ui.text().draw(question_, asked, {640, panel.y + 28}, Palette::kText, Align::Centre);
  const Box field{panel.x + 40, panel.y + 88, panel.w - 80, fieldH};
  fillRoundedBox(renderer, field, 8, Palette::kPanel);
  Vec2 end;
  if (lines_ > 1) {
    end = drawLines(ui, field);
  } else {
    // The suggestion shows selected (the first key replaces it); a typed name shows a caret. A name
    // wider than the field shows its end, where the typing is.
    const std::string shown = ui.text().fitEnd(name_, 24, field.w - 40);
    const Vec2 size = ui.text().measure(shown, 24);
    if (replacing_ && !name_.empty())
      fillBox(renderer, {field.x + 14, field.y + 12, size.x + 4, 32}, {150, 105, 50, 255});
    ui.text().draw(shown, 24, {field.x + 16, field.y + 13}, Palette::kText);
    end = {field.x + 18 + size.x, field.y + 12};
  }
  // An empty field shows the caret too: it says where the typing goes (an engine's path).
  if ((!replacing_ || name_.empty()) && std::fmod(caret_, 1.0) < 0.6)
    fillBox(renderer, {end.x, end.y, 2, 32}, Palette::kText);
  // A key that did not fit is said, not dropped without a word.
  if (full_)
    ui.text().draw(app_.tr(Text::NoMoreFits), 18, {640, field.y + field.h + 8}, Palette::kAccent,
                   Align::Centre);
  const bool named = !name_.empty() || mayBeEmpty_;
  const std::string accept = accept_.empty() ? std::string(app_.tr(Text::Save)) : accept_;
  const float buttonY = field.y + field.h + 42;
  const float buttonW = (panel.w - 100) / 2;
  if (ui.button(accept, {panel.x + 40, buttonY, buttonW, 56}, "Enter", named)) intents_.add(Intent::Accept);
  if (ui.button(app_.tr(Text::Cancel), {panel.x + 60 + buttonW, buttonY, buttonW, 56}, "Esc"))
    intents_.add(Intent::Cancel);
}

Vec2 NamePromptScene::drawLines(Ui& ui, Box field) {
  // A record's line breaks read as spaces here; the text itself keeps them unless edited away.
  std::string shown = name_;
  std::ranges::replace_if(
      shown, [](char c) { return c == '\n' || c == '\r' || c == '\t'; }, ' ');
  const float width = field.w - 40;
  // Only the end shows: a long comment from a record is wrapped from a little before what the field
  // holds, not measured whole every frame; the first line of that, which may begin inside a word,
  // is left out.
  const std::size_t tail = kBytesALine * lines_;
  std::string_view wrapped = shown;
  bool cut = false;
  if (wrapped.size() > tail) {
    std::size_t from = wrapped.size() - tail;
    while (from < wrapped.size() && (static_cast<unsigned char>(wrapped[from]) & 0xC0) == 0x80) ++from;
    wrapped.remove_prefix(from);
    cut = true;
  }
  std::vector<std::string> lines = ui.text().wrap(wrapped, kTextSize, width);
  if (cut && lines.size() > 1) lines.erase(lines.begin());
  // Longer than the field: its end, where the typing is.
  if (lines.size() > lines_) lines.erase(lines.begin(), lines.end() - static_cast<std::ptrdiff_t>(lines_));
  float y = field.y + 12;
  for (const std::string& line : lines) {
    ui.text().draw(line, kTextSize, {field.x + 16, y}, Palette::kText);
    y += kLineH;
  }
  // The caret after the last character typed, a space at the end counted.
  std::string last = lines.empty() ? std::string() : lines.back();
  if (!shown.empty() && shown.back() == ' ' && (last.empty() || last.back() != ' ')) last += ' ';
  return {field.x + 18 + ui.text().measure(last, kTextSize).x, y - kLineH - 2};
}

bool NamePromptScene::applyIntents() {
  return intents_.applyEach([this](Intent intent) {
    if (answered_ || (intent == Intent::Accept && name_.empty() && !mayBeEmpty_)) return;
    answered_ = true;
    // The scene is gone after pop(): keep what the asker needs first.
    auto onName = std::move(onName_);
    std::string name = name_;
    app_.scenes().pop();
    if (intent == Intent::Accept && onName) onName(name);
  });
}

void promptForSaveName(App& app, std::function<void(const std::string&)> save) {
  app.scenes().push(std::make_unique<NamePromptScene>(app, std::string(app.tr(Text::NameTheSave)),
                                                      SaveFolder::suggestedName(), std::move(save)));
}

}  // namespace gomoku::app
