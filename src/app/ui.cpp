#include "app/ui.h"

#include "app/draw.h"

namespace gomoku::app {

void Ui::handleEvent(const SDL_Event& event) {
  switch (event.type) {
    case SDL_MOUSEMOTION:
      mouse_ = {static_cast<float>(event.motion.x), static_cast<float>(event.motion.y)};
      mouseMoved_ = true;
      break;
    case SDL_WINDOWEVENT:
      // A window that changed its size (F11) or that the pointer left has no pointer over any
      // widget until it moves again: else the row under the old position stays lit beside the
      // focused one.
      if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED || event.window.event == SDL_WINDOWEVENT_LEAVE)
        mouse_ = {-1, -1};
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (event.button.button != SDL_BUTTON_LEFT) break;
      mouse_ = clickAt_ = {static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
      clicked_ = true;
      break;
    case SDL_TEXTINPUT:
      keyFocus_ = keyFocus_ && !typing_;  // once a line is typed, Enter is the screen's again
      break;
    case SDL_KEYDOWN: {
      if (!navigation_ || (event.key.keysym.mod & (KMOD_CTRL | KMOD_ALT))) break;
      SDL_Keycode key = event.key.keysym.sym;
      int count = lastSlots_;
      if (typing_ && key == SDLK_TAB) break;
      const bool moves =
          key == SDLK_DOWN || key == SDLK_TAB || key == SDLK_UP || key == SDLK_LEFT || key == SDLK_RIGHT;
      if (moves) keyFocus_ = true;
      if (key == SDLK_DOWN || key == SDLK_TAB) focus_ = count ? (focus_ + 1) % count : -1;
      if (key == SDLK_UP) focus_ = count ? (focus_ <= 0 ? count - 1 : focus_ - 1) : -1;
      if (key == SDLK_RETURN || key == SDLK_KP_ENTER || key == SDLK_SPACE) activate_ = enterPressesFocus();
      if (key == SDLK_LEFT || key == SDLK_RIGHT) {
        const int direction = key == SDLK_LEFT ? -1 : +1;
        const bool onChoice = focus_ >= 0 && focus_ < static_cast<int>(lastSlotBoxes_.size()) &&
                              lastSlotBoxes_[static_cast<std::size_t>(focus_)].second;
        if (onChoice)
          step_ = direction;
        else
          focus_ = slotBeside(direction);
      }
      break;
    }
    default:
      break;
  }
}

void Ui::beginFrame() {
  slots_ = 0;
  widgets_.clear();
  slotBoxes_.clear();
}

void Ui::endFrame() {
  lastSlots_ = slots_;
  lastSlotBoxes_ = slotBoxes_;
  lastWidgets_ = widgets_;
  if (focus_ >= lastSlots_) focus_ = lastSlots_ - 1;
  clicked_ = false;
  activate_ = false;
  step_ = 0;
  mouseMoved_ = false;
}

int Ui::slotBeside(int direction) const {
  if (focus_ < 0 || focus_ >= static_cast<int>(lastSlotBoxes_.size())) return focus_;
  const Box at = lastSlotBoxes_[static_cast<std::size_t>(focus_)].first;
  const float middle = at.y + at.h / 2;
  int beside = focus_;
  float nearest = 0;
  for (std::size_t i = 0; i < lastSlotBoxes_.size(); ++i) {
    const Box b = lastSlotBoxes_[i].first;
    const float distance = (b.x - at.x) * static_cast<float>(direction);
    const bool inRow = b.y <= middle && middle <= b.y + b.h;
    if (inRow && distance > 0 && (beside == focus_ || distance < nearest)) {
      beside = static_cast<int>(i);
      nearest = distance;
    }
  }
  return beside;
}

bool Ui::takeFocusSlot(Box box, bool enabled) {
  if (passive_) return false;
  slotBoxes_.emplace_back(box, false);
  int slot = slots_++;
  // Pointing at a widget gives it the focus too, so mouse and keyboard never disagree.
  if (enabled && navigation_ && mouseMoved_ && box.contains(mouse_)) {
    focus_ = slot;
    keyFocus_ = false;
  }
  return navigation_ && slot == focus_;
}

bool Ui::button(std::string_view label, Box box, std::string_view keys, bool enabled) {
  bool focused = takeFocusSlot(box, enabled);
  if (!passive_) widgets_.push_back({DrawnWidget::Kind::Button, std::string(label), box, enabled});
  bool hot = enabled && !passive_ && (box.contains(mouse_) || focused);
  const SDL_Color fill = enabled ? (hot ? Palette::kButtonHot : Palette::kButton) : Palette::kButtonOff;
  fillRoundedBox(renderer_, box, 8, ground_ ? over(fill, *ground_) : fill);
  if (focused) outlineBox(renderer_, box, 2, Palette::kFocus);
  SDL_Color ink = enabled ? Palette::kText : Palette::kDimText;
  float size = box.h >= 48 ? 24 : 20;
  Vec2 keySize = keys.empty() ? Vec2{0, 0} : text_.measure(keys, 14);
  // A label wider than its button (a long translation, a fallback font) is drawn smaller.
  const float room = box.w - 2 * (keySize.x + 10);
  while (size > 12 && text_.measure(label, size).x > room) size -= 2;
  if (keys.empty()) {
    text_.drawCentred(label, size, box, ink);
  } else {
    // The label centred, the keys small at the right edge: every button says its shortcut.
    text_.drawCentred(label, size, {box.x, box.y, box.w - keySize.x * 0.6f, box.h}, ink);
    text_.draw(keys, 14, {box.x + box.w - 8, box.y + (box.h - keySize.y) / 2}, Palette::kDimText,
               Align::Right);
  }
  if (!enabled || passive_) return false;
  return (clicked_ && box.contains(clickAt_)) || (focused && activate_);
}

bool Ui::entry(std::string_view label, Box box, float size, bool selected) {
  if (!passive_) widgets_.push_back({DrawnWidget::Kind::Entry, std::string(label), box, !selected});
  const bool hot = !selected && !passive_ && box.contains(mouse_);
  if (selected || hot) fillRoundedBox(renderer_, box, 6, selected ? Palette::kAccent : Palette::kButtonHot);
  text_.drawCentred(label, size, box, selected ? SDL_Color{36, 24, 14, 255} : Palette::kText);
  return !selected && !passive_ && clicked_ && box.contains(clickAt_);
}

void Ui::typedLine(std::string_view label, std::string_view typed, Box box, float size, bool typing,
                   SDL_Color colour) {
  const float labelWidth = text_.measure(label, size).x;
  const Vec2 at{box.x + 16, box.y + (box.h - text_.measure("Ag", size).y) / 2};
  const std::string shown = std::string(typed) + (typing ? "_" : "");
  text_.draw(std::string(label) + text_.fitEnd(shown, size, box.w - 32 - labelWidth), size, at, colour);
}

int Ui::choice(std::string_view label, std::string_view value, Box box) {
  bool focused = takeFocusSlot(box, true);
  if (!passive_) slotBoxes_.back().second = true;
  if (!passive_) widgets_.push_back({DrawnWidget::Kind::Choice, std::string(label), box, true});
  bool hot = !passive_ && (box.contains(mouse_) || focused);
  fillRoundedBox(renderer_, box, 6, hot ? SDL_Color{96, 68, 44, 235} : SDL_Color{52, 40, 32, 215});
  if (focused) outlineBox(renderer_, box, 2, Palette::kFocus);
  Vec2 extent = text_.measure(label, 22);
  text_.draw(label, 22, {box.x + 16, box.y + (box.h - extent.y) / 2}, Palette::kText);
  // "<  value  >" at the right: clicking the left arrow steps back, anywhere else steps on.
  Box left{box.x + box.w * 0.55f, box.y, 40, box.h};
  Box right{box.x + box.w - 48, box.y, 40, box.h};
  text_.drawCentred("<", 22, left, Palette::kAccent);
  text_.drawCentred(">", 22, right, Palette::kAccent);
  // A value wider than the room between the arrows ("GNU Go plays White") is drawn smaller.
  const Box between{left.x + left.w, box.y, right.x - left.x - left.w, box.h};
  float size = 22;
  while (size > 12 && text_.measure(value, size).x > between.w - 8) size -= 2;
  text_.drawCentred(value, size, between, Palette::kText);
  if (passive_) return 0;
  if (clicked_ && box.contains(clickAt_)) return left.contains(clickAt_) ? -1 : +1;
  if (focused && step_ != 0) return step_;
  if (focused && activate_) return +1;
  return 0;
}

}  // namespace gomoku::app
