#include "gfx/manual_menu.h"

#include <imgui.h>

#include <algorithm>

namespace l5r::gfx {

namespace {

// Who takes a manual action on a card: its owner when the person acts for
// them (a Siege member's own hand), else the seat drawn, else the first.
PlayerId acting_seat(const PlaySession& s, CardId c) {
  const std::vector<PlayerId> seats = s.manual_seats();
  if (seats.empty()) return kNoPlayer;
  const GameState& st = s.state();
  if (c != kNoCard && c < st.cards.size()) {
    const PlayerId owner = st.card(c).owner;
    if (std::find(seats.begin(), seats.end(), owner) != seats.end()) return owner;
  }
  if (std::find(seats.begin(), seats.end(), s.human()) != seats.end()) return s.human();
  return seats.front();
}

// The entries of a card's menu that apply to it, for the seat that would
// take them (none for a hidden card).
std::vector<const CardManualEntry*> entries_for(const PlaySession& s, CardId c) {
  const PlayerId from = acting_seat(s, c);
  const GameState& st = s.state();
  if (from == kNoPlayer || c >= st.cards.size()) return {};
  return card_entries_for(st, s.db(), c, st.card(c).owner == from);
}

std::string player_name(const GameState& st, PlayerId p) {
  return p < st.players.size() ? st.players[p].name : std::string("?");
}

}  // namespace

void ManualMenu::open_for(const PlaySession& s, CardId c) {
  if (entries_for(s, c).empty() && !s.can_ping()) return;
  card_ = c;
  open_ = true;
}

void ManualMenu::take(PlaySession& s, PlayerId from, const ManualAction& m) {
  const Outcome o = s.manual(from, m);
  if (!o.accepted) refusal_ = o.reason;
}

std::optional<std::string> ManualMenu::take_refusal(PlaySession& s) {
  if (std::optional<std::string> late = s.manual_refused()) refusal_ = std::move(late);
  std::optional<std::string> r;
  r.swap(refusal_);
  return r;
}

void ManualMenu::draw_card_popup(PlaySession& s, const Fonts& fonts, Elements& out) {
  if (open_) {
    ImGui::OpenPopup("manual-action");
    open_ = false;
  }
  if (!ImGui::BeginPopup("manual-action")) return;
  const GameState& st = s.state();
  if (card_ >= st.cards.size()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const bool seen = st.card(card_).def != kNoDef;
  const std::string title = seen ? s.db().def(st.card(card_).def).title : std::string("a card");
  ImGui::PushFont(fonts.get(Face::UiBold, 15 * fonts.scale()));
  ImGui::TextColored(ImVec4(0.95f, 0.8f, 0.4f, 1), "%s", title.c_str());
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "manual menu: " + title);
  if (s.can_ping()) {
    if (ImGui::Selectable("Ping for the team")) {
      s.ping(card_);
      ImGui::CloseCurrentPopup();
    }
    out.add_last_item(ElementKind::Button, "Ping for the team", "popup");
  }
  const std::vector<const CardManualEntry*> entries = entries_for(s, card_);
  if (!entries.empty()) {
    ImGui::Separator();
    ImGui::TextDisabled("Manual action (logged for everyone):");
  }
  for (const CardManualEntry* e : entries) {
    ImGui::PushID(e);
    if (ImGui::Selectable(e->label)) {
      take(s, acting_seat(s, card_), manual_action(*e, card_));
      ImGui::CloseCurrentPopup();
    }
    out.add_last_item(ElementKind::Button, std::string("manual: ") + e->label, "popup");
    ImGui::PopID();
  }
  ImGui::EndPopup();
}

void ManualMenu::draw_panel(PlaySession& s, const Fonts& fonts, Elements& out) {
  const std::vector<PlayerId> seats = s.manual_seats();
  if (seats.empty()) return;
  const GameState& st = s.state();
  const bool open = ImGui::CollapsingHeader("Manual actions");
  out.add_last_item(ElementKind::Button, "Manual actions");
  if (!open) return;
  ImGui::PushFont(fonts.get(Face::Ui, 13 * fonts.scale()));
  ImGui::TextDisabled("For what the engine does not do; the log shows it to everyone.");
  ImGui::TextDisabled("Right click a card for its own.");
  ImGui::PopFont();
  if (for_player_ >= st.players.size()) for_player_ = acting_seat(s, kNoCard);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("For");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
  if (ImGui::BeginCombo("##for-player", player_name(st, for_player_).c_str())) {
    for (PlayerId p = 0; p < st.players.size(); ++p) {
      if (st.players[p].eliminated) continue;
      if (ImGui::Selectable(st.players[p].name.c_str(), p == for_player_)) for_player_ = p;
      out.add_last_item(ElementKind::Button, "manual player: " + st.players[p].name, "popup");
    }
    ImGui::EndCombo();
  }
  out.add_last_item(ElementKind::Button, "manual player combo: " + player_name(st, for_player_));
  const PlayerId from = acting_seat(s, kNoCard);
  bool first = true;
  bool table_row = false;
  for (const PlayerManualEntry& e : player_manual_entries()) {
    if (!e.applies(st)) continue;
    if (!e.per_player && !table_row) {
      table_row = true;  // the table's entries on a line of their own
      first = true;
    }
    if (!first) ImGui::SameLine();
    first = false;
    ImGui::PushID(&e);
    if (ImGui::SmallButton(e.label)) take(s, from, manual_action(e, for_player_));
    out.add_last_item(ElementKind::Button, std::string("manual: ") + e.label);
    ImGui::PopID();
  }
  // Siege: a Territory's Province Strength until the end of the turn (also
  // on a right click on the Territory).
  if (st.is_siege() && !st.siege.territories.empty()) {
    auto title = [&](CardId c) {
      return c < st.cards.size() && st.card(c).def != kNoDef ? s.db().def(st.card(c).def).title
                                                             : std::string("?");
    };
    const auto& ts = st.siege.territories;
    if (std::none_of(ts.begin(), ts.end(),
                     [&](const Territory& t) { return t.card == territory_; }))
      territory_ = ts.front().card;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.5f);
    if (ImGui::BeginCombo("##territory", title(territory_).c_str())) {
      for (const Territory& t : ts) {
        if (t.destroyed) continue;
        if (ImGui::Selectable(title(t.card).c_str(), t.card == territory_)) territory_ = t.card;
        out.add_last_item(ElementKind::Button, "manual territory: " + title(t.card), "popup");
      }
      ImGui::EndCombo();
    }
    out.add_last_item(ElementKind::Button, "manual territory combo: " + title(territory_));
    for (const std::int16_t amount : {std::int16_t{1}, std::int16_t{-1}}) {
      ImGui::SameLine();
      const char* label = amount > 0 ? "Strength +1" : "Strength -1";
      if (ImGui::SmallButton(label)) {
        ManualAction m;
        m.kind = ManualKind::TerritoryStrength;
        m.card = territory_;
        m.amount = amount;
        take(s, from, m);
      }
      out.add_last_item(ElementKind::Button, std::string("manual: ") + label);
    }
  }
}

}  // namespace l5r::gfx
