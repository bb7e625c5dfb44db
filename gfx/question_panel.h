#pragma once
// The engine's pending question as the human sees it: the prompt, who is
// asked, and the options as buttons (checkboxes and Confirm for "choose
// some"). Options that name a card light it on the table; clicking a lit
// card answers with its option, or offers a choice when several name it.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "gfx/elements.h"
#include "gfx/fonts.h"
#include "gfx/play_session.h"
#include "gfx/table_view.h"

namespace l5r::gfx {

class QuestionPanel {
 public:
  // The cards named by the human's pending options (empty when not asked).
  NamedCards named_cards(const PlaySession& s) const;
  // Cards named by the option under the mouse last frame.
  const std::set<CardId>& hot_cards() const { return hot_; }
  // Cards named by the options ticked so far in a "choose some" question.
  std::set<CardId> chosen_cards(const PlaySession& s) const;

  // Draws the panel in the current ImGui window. `skip` is set when the
  // person asks to skip the bot's pacing.
  void draw(PlaySession& s, const View& view, const Fonts& fonts, Elements& out, bool& skip);
  // A lit card was clicked on the table.
  void card_clicked(PlaySession& s, CardId c);
  // The choice among several options naming one card; call inside the same
  // ImGui window every frame.
  void draw_card_popup(PlaySession& s, Elements& out);

 private:
  void sync(const PlaySession& s);
  void submit(PlaySession& s, std::vector<int> picked);
  void pick(PlaySession& s, int option);  // a button or popup choice

  std::uint32_t question_ = 0;
  std::vector<char> chosen_;  // "choose some": ticked options
  std::string refusal_;
  std::set<CardId> hot_;
  CardId popup_card_ = kNoCard;
  bool open_popup_ = false;
};

}  // namespace l5r::gfx
