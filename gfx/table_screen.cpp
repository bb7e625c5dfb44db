#include "gfx/table_screen.h"

#include <imgui.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>

#include "gfx/card_style.h"

namespace l5r::gfx {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                    ImGuiWindowFlags_NoTitleBar;

std::string phase_name(Phase p) {
  switch (p) {
    case Phase::Setup:
      return "Setup";
    case Phase::Action:
      return "Action phase";
    case Phase::Attack:
      return "Attack phase";
    case Phase::Dynasty:
      return "Dynasty phase";
    case Phase::EndOfTurn:
      return "End of turn";
    case Phase::GameOver:
      return "Game over";
  }
  return "?";
}

}  // namespace

TableAction TableScreen::draw(PlaySession& s, const Settings& settings, const Fonts& fonts,
                              double dt, Elements& out) {
  TableAction action = TableAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  const float bar_h = 34 * sc;
  const float side_w = std::min(440 * sc, io.DisplaySize.x * 0.32f);
  const float table_w = io.DisplaySize.x - side_w;

  // The bot plays at the person's pace; Space skips.
  bool skip = !io.WantTextInput && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Space), false) &&
              s.bots_question();

  View view = s.human_view();
  const GameState& st = view.state;

  // ---- the table: a background window covering the left part ----
  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({table_w, io.DisplaySize.y});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin("table", nullptr,
               kPanel | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollbar |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar(2);
  ImDrawList* dl = ImGui::GetWindowDrawList();

  // Status bar: turn, phase, whose turn, the Imperial Favor.
  dl->AddRectFilled({0, 0}, {table_w, bar_h}, IM_COL32(14, 20, 18, 255));
  dl->AddLine({0, bar_h}, {table_w, bar_h}, with_alpha(palette::kGold, 0.5f), 1);
  float status_end = 0;  // where the bar's own text ends
  {
    const ImFont* f = fonts.get(Face::UiBold, 16 * sc);
    const ImFont* g = fonts.get(Face::Ui, 15 * sc);
    float x = 12 * sc;
    const float y = (bar_h - f->FontSize) / 2;
    auto put = [&](const ImFont* font, ImU32 col, const std::string& t) {
      dl->AddText(font, font->FontSize, {x, y}, col, t.c_str());
      const float tw = font->CalcTextSizeA(font->FontSize, 1e9f, 0, t.c_str()).x;
      out.add(ElementKind::Label, t, {x, 0, tw, bar_h});
      x += tw + 22 * sc;
    };
    put(f, palette::kGold, "Turn " + std::to_string(st.turn));
    put(f, palette::kText, phase_name(st.phase));
    if (st.is_siege()) {
      // Siege rule 7: the team takes its turn together; one member acts at a time.
      if (st.active < st.players.size())
        put(g, palette::kText,
            st.is_rokugani(st.active) ? std::string("The Rokugani's turn")
                                      : st.players[st.active].name + "'s turn");
      if (st.pending && st.pending->who < st.players.size() && !st.result.over)
        put(g, palette::kTextDim,
            (st.pending->team ? "Team asks: " : "Deciding: ") + st.players[st.pending->who].name);
    } else if (st.active < st.players.size())
      put(g, palette::kText,
          (st.active == view.seat ? std::string("Your turn")
                                  : st.players[st.active].name + "'s turn"));
    put(g, palette::kTextDim,
        "Imperial Favor: " +
            (st.favor < st.players.size() ? st.players[st.favor].name : std::string("unclaimed")));
    status_end = x;
  }
  ImGui::SetCursorScreenPos({table_w - 90 * sc, 5 * sc});
  if (ImGui::Button("Menu", {80 * sc, bar_h - 10 * sc})) action = TableAction::BackToMenu;
  out.add_last_item(ElementKind::Button, "Menu");
  if (s.can_undo()) {
    ImGui::SetCursorScreenPos({table_w - 200 * sc, 5 * sc});
    if (ImGui::Button("Take back", {104 * sc, bar_h - 10 * sc})) {
      note_ = s.undo();
      note_refused_ = false;
      note_left_ = 4.0;             // seconds on screen
      question_ = QuestionPanel{};  // its choices were for the question taken back
    }
    out.add_last_item(ElementKind::Button, "Take back your last answer");
  }
  if (std::optional<std::string> refused = manual_.take_refusal(s)) {
    note_ = "Refused: " + *refused;
    note_refused_ = true;
    note_left_ = 6.0;
  }
  if (!note_.empty()) {
    const ImFont* g = fonts.get(Face::Ui, 14 * sc);
    const float tw = g->CalcTextSizeA(g->FontSize, 1e9f, 0, note_.c_str()).x;
    ImVec2 at{table_w - 212 * sc - tw, (bar_h - g->FontSize) / 2};
    ImDrawList* over = dl;
    if (at.x < status_end) {
      // Too long for the bar: a banner just under it, over the table.
      at = {std::max(12 * sc, table_w - 12 * sc - tw), bar_h + 10 * sc};
      over = ImGui::GetForegroundDrawList();
      over->AddRectFilled({at.x - 8 * sc, at.y - 5 * sc},
                          {at.x + tw + 8 * sc, at.y + g->FontSize + 5 * sc},
                          IM_COL32(30, 16, 14, 240), 4 * sc);
    }
    over->AddText(g, g->FontSize, at, note_refused_ ? IM_COL32(255, 120, 100, 255) : palette::kGold,
                  note_.c_str());
    out.add(ElementKind::Label, note_, {at.x, at.y, tw, g->FontSize});
    note_left_ -= dt;
    if (note_left_ <= 0) note_.clear();
  }

  const NamedCards named = question_.named_cards(s);
  TableInput in;
  in.view = &view;
  in.db = &s.db();
  in.named = &named;
  std::set<CardId> hot = question_.hot_cards();
  for (CardId c : s.pinged()) hot.insert(c);  // a teammate points at them
  in.hot = &hot;
  const std::set<CardId> chosen = question_.chosen_cards(s);
  in.chosen = &chosen;
  in.deck_names = s.deck_names();
  in.mouse_on_table = ImGui::IsWindowHovered() && !ImGui::IsAnyItemHovered();
  const Rect area{0, bar_h + 1, table_w, io.DisplaySize.y - bar_h - 1};
  const TableOutput t =
      st.is_siege() ? siege_.draw(dl, fonts, area, in, out) : table_.draw(dl, fonts, area, in, out);
  if (t.clicked != kNoCard) question_.card_clicked(s, t.clicked);
  // A right click: the card's manual actions (and, for a Siege team over the
  // network, pointing the team at it).
  if (t.hovered != kNoCard && ImGui::IsMouseClicked(ImGuiMouseButton_Right))
    manual_.open_for(s, t.hovered);
  question_.draw_card_popup(s, out);
  manual_.draw_card_popup(s, fonts, out);
  ImGui::End();

  // ---- the question, then the log, on the right ----
  const float q_h = io.DisplaySize.y * 0.52f;
  // The player-level manual actions take the foot of the question's place
  // (its options scroll), as tall as they were drawn last frame.
  const float manual_h = s.manual_seats().empty() ? 0 : std::clamp(manual_h_, 30 * sc, q_h * 0.6f);
  ImGui::SetNextWindowPos({table_w, 0});
  ImGui::SetNextWindowSize({side_w, q_h - manual_h});
  ImGui::Begin("question", nullptr, kPanel);
  question_.draw(s, view, fonts, out, skip);
  if (s.over()) {
    ImGui::Spacing();
    if (!s.remote()) {
      if (ImGui::Button("Rematch", {side_w * 0.45f, 0})) action = TableAction::Rematch;
      out.add_last_item(ElementKind::Button, "Rematch");
      ImGui::SameLine();
    }
    if (ImGui::Button("Back to menu", {side_w * 0.45f, 0})) action = TableAction::BackToMenu;
    out.add_last_item(ElementKind::Button, "Back to menu");
  }
  ImGui::End();
  if (manual_h > 0) {
    ImGui::SetNextWindowPos({table_w, q_h - manual_h});
    ImGui::SetNextWindowSize({side_w, manual_h});
    ImGui::Begin("manual", nullptr, kPanel | ImGuiWindowFlags_NoScrollbar);
    manual_.draw_panel(s, fonts, out);
    manual_h_ = ImGui::GetCursorPosY() + ImGui::GetStyle().WindowPadding.y -
                ImGui::GetStyle().ItemSpacing.y;
    ImGui::End();
  }

  // A network game shares the log's place with its panel (chat, proposals).
  const float log_h = (io.DisplaySize.y - q_h) * (s.has_side_panel() ? 0.4f : 1.0f);
  ImGui::SetNextWindowPos({table_w, q_h});
  ImGui::SetNextWindowSize({side_w, log_h});
  ImGui::Begin("log", nullptr, kPanel);
  log_.draw(s.log(), fonts, out);
  ImGui::End();
  if (s.has_side_panel()) {
    ImGui::SetNextWindowPos({table_w, q_h + log_h});
    ImGui::SetNextWindowSize({side_w, io.DisplaySize.y - q_h - log_h});
    ImGui::Begin("network", nullptr, kPanel);
    s.draw_side_panel(fonts, out);
    ImGui::End();
  }

  if (skip || settings.bot_delay <= 0)
    s.skip_bot();
  else
    s.update(dt, settings.bot_delay);
  return action;
}

}  // namespace l5r::gfx
