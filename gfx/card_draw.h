#pragma once
// Cards drawn by the program (no art): a framed face colored by type with the
// title, stats in their places, keywords and the generated text; or a back.
#include <imgui.h>

#include <optional>
#include <string>

#include "game/cards/card_def.h"
#include "gfx/elements.h"
#include "gfx/fonts.h"

namespace l5r::gfx {

// Card proportions (63 x 88 mm).
inline constexpr float kCardAspect = 63.0f / 88.0f;

// What one card shows: its printed facts, and in play its current values.
struct CardFace {
  const CardDef* def = nullptr;  // the seat may see this card; nullptr: draw its back
  bool fate = false;             // for backs: a Fate card (else Dynasty)
  bool bowed = false;
  bool dishonorable = false;
  // Current values in play (printed values are shown when absent).
  std::optional<int> force, chi, personal_honor, gold_production;
  std::optional<int> province_strength, starting_honor;  // Strongholds: the face in use
  std::string text;                                      // generated card text (card_text)
  std::string tokens;  // the tokens on it in play (tokens_text); empty: none
};

// How much of a face is drawn: on the table, or zoomed with all its text.
enum class Detail { Table, Zoom };

void draw_card(ImDrawList* dl, const Fonts& fonts, const Rect& r, const CardFace& face,
               Detail detail = Detail::Table);
void draw_card_back(ImDrawList* dl, const Fonts& fonts, const Rect& r, bool fate);
// A colored outline around a card (an option names it, or it is hovered).
void draw_outline(ImDrawList* dl, const Rect& r, ImU32 color, float thickness);
// Text cut to a width with an ellipsis.
std::string fit_text(const ImFont* font, float px, const std::string& text, float width);

// Turns everything drawn while it lives a quarter turn clockwise about a
// pivot: bowed cards lie sideways.
class TurnedCw {
 public:
  TurnedCw(ImDrawList* dl, ImVec2 pivot, bool active);
  ~TurnedCw();
  TurnedCw(const TurnedCw&) = delete;
  TurnedCw& operator=(const TurnedCw&) = delete;

 private:
  ImDrawList* dl_;
  ImVec2 pivot_;
  bool active_;
  int start_ = 0;
};

}  // namespace l5r::gfx
