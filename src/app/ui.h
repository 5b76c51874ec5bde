// Immediate-mode widgets: a button is one call that draws it and says whether it was pressed this
// frame, by a click or by Enter while it has the keyboard focus. The focus moves with the arrow
// keys over the widgets of the last frame: Up/Down (and Tab) through them all, Left/Right to the
// button beside it in its row; on a choice Left/Right step its value instead.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/board_view.h"
#include "app/text_cache.h"

namespace gomoku::app {

struct Palette {
  static constexpr SDL_Color kText{245, 238, 225, 255};
  static constexpr SDL_Color kDimText{190, 178, 160, 255};
  static constexpr SDL_Color kAccent{232, 176, 82, 255};
  static constexpr SDL_Color kPanel{28, 22, 18, 215};
  static constexpr SDL_Color kButton{84, 58, 38, 240};
  static constexpr SDL_Color kButtonHot{140, 96, 52, 250};
  static constexpr SDL_Color kButtonOff{60, 50, 44, 200};
  static constexpr SDL_Color kFocus{250, 210, 120, 255};
  // Around the board (the wood's surroundings), on every screen that shows one.
  static constexpr SDL_Color kTable{46, 34, 26, 255};
  // On the board, in both games: the last stone's dot, the hint's ring.
  static constexpr SDL_Color kLastMove{220, 40, 30, 255};
  static constexpr SDL_Color kHint{40, 190, 90, 255};
};

// A widget as drawn in the last frame: what a test or an accessibility tool needs to press it.
struct DrawnWidget {
  enum class Kind : std::uint8_t { Button, Choice, Entry } kind;
  std::string label;
  Box box;
  bool enabled;
};

class Ui {
 public:
  Ui(SDL_Renderer* renderer, TextCache& text) : renderer_(renderer), text_(text) {}

  void handleEvent(const SDL_Event& event);
  // Keyboard navigation belongs to the scene when it uses the arrows itself (the board).
  void setKeyboardNavigation(bool on) { navigation_ = on; }
  // A new scene starts with no focus and with keyboard navigation on.
  void reset() {
    focus_ = -1;
    navigation_ = true;
    typing_ = false;
    keyFocus_ = false;
  }
  // A dialog opens with the focus on its widget `slot` (its answer to Enter), unless some widget
  // holds the focus already.
  void offerFocus(int slot) {
    if (focus_ >= 0) return;
    focus_ = slot;
    keyFocus_ = true;
  }
  // While a line is typed on the screen (set before each event), Tab is the screen's own (from
  // field to field), and Enter presses only a widget the arrows chose since the last typing: else
  // it is the screen's (Join, Save). Space never comes here then: it is a character.
  void setTyping(bool typing) { typing_ = typing; }
  // Whether Enter presses the widget in focus (else it is the screen's own).
  bool enterPressesFocus() const { return focus_ >= 0 && (!typing_ || keyFocus_); }
  void beginFrame();
  void endFrame();
  // While passive, widgets draw but take no input: a scene shown under a question.
  void setPassive(bool passive) { passive_ = passive; }
  // The opaque colour the next buttons sit on, or none: on a known ground a button's translucent
  // colour is filled as the opaque colour it makes there, without blending each pixel.
  void setGround(std::optional<SDL_Color> ground) { ground_ = ground; }
  // The widgets of the last whole frame, in drawing order (passive ones left out).
  const std::vector<DrawnWidget>& widgets() const { return lastWidgets_; }

  // A button with `label` and, under it or at its right, the `keys` that do the same.
  bool button(std::string_view label, Box box, std::string_view keys = {}, bool enabled = true);
  // A flat line of a list (a move in the move list): text only, lit under the mouse, and marked
  // when `selected` (the one in view, which a click would not change: it takes no click).
  bool entry(std::string_view label, Box box, float size, bool selected);
  // A line being typed into `box`, after its `label`: its end in view, where the typing goes (with
  // the caret, when `typing`), however long it has grown.
  void typedLine(std::string_view label, std::string_view typed, Box box, float size, bool typing,
                 SDL_Color colour);
  // A row "label   < value >": -1 or +1 when the value should step back or on this frame.
  int choice(std::string_view label, std::string_view value, Box box);

  Vec2 mouse() const { return mouse_; }
  // The focus slot (-1: none), and whether the widgets take input at all: what lights a widget.
  int focus() const { return focus_; }
  bool passive() const { return passive_; }
  bool navigation() const { return navigation_; }
  TextCache& text() { return text_; }
  SDL_Renderer* renderer() const { return renderer_; }

 private:
  // Claims the next focus slot; true when it holds the keyboard focus.
  bool takeFocusSlot(Box box, bool enabled);
  // The slot beside the focused one in its row, `direction` -1 left or +1 right; the focus if none.
  int slotBeside(int direction) const;

  SDL_Renderer* renderer_;
  TextCache& text_;
  Vec2 mouse_{-1, -1};
  bool clicked_ = false;  // a left click this frame, at clickAt_
  Vec2 clickAt_{};
  bool navigation_ = true;
  bool typing_ = false;
  bool keyFocus_ = false;
  int focus_ = -1;  // -1: no widget has the keyboard focus yet
  int slots_ = 0;   // focusable widgets drawn so far this frame
  int lastSlots_ = 0;
  // Each focus slot's box, and whether it is a choice (whose value Left/Right step), this frame
  // and the last.
  std::vector<std::pair<Box, bool>> slotBoxes_;
  std::vector<std::pair<Box, bool>> lastSlotBoxes_;
  bool activate_ = false;  // Enter or Space this frame
  int step_ = 0;           // Left/Right this frame
  bool mouseMoved_ = false;
  bool passive_ = false;
  std::optional<SDL_Color> ground_;
  std::vector<DrawnWidget> widgets_;  // this frame's
  std::vector<DrawnWidget> lastWidgets_;
};

}  // namespace gomoku::app
