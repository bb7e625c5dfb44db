#include "gfx/replay_screen.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <set>

#include "game/view.h"
#include "gfx/card_style.h"
#include "gfx/local_save.h"
#include "gfx/tool_screen.h"
#include "gfx/user_dirs.h"

namespace l5r::gfx {

namespace {

std::string file_name(const std::string& path) { return path.substr(path.find_last_of('/') + 1); }

}  // namespace

bool ReplayScreen::open(const Library& lib, const std::string& path) {
  error_.clear();
  replay_ = Replay::open_file(lib, path, &error_);
  seat_ = 0;
  turn_input_ = 1;
  shown_position_ = 0;
  log_ = LogPanel{};
  return replay_ != nullptr;
}

ToolAction ReplayScreen::draw_list(const Library& lib, const std::string& saves_dir,
                                   const Fonts& fonts, Elements& out) {
  ToolAction action = ToolAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  const float w = std::min(760 * sc, io.DisplaySize.x - 40);
  ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSize({w, io.DisplaySize.y * 0.8f});
  ImGui::Begin("replays", nullptr, kPanel);
  ImGui::PushFont(fonts.get(Face::UiBold, 22 * sc));
  ImGui::TextColored(kGoldText, "Replays");
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "title: Replays");
  ImGui::TextDisabled("Your games are saved as you play them, in %s",
                      shown_path(saves_dir).c_str());
  ImGui::Separator();
  const std::vector<std::string> saves = list_saves(saves_dir);
  ImGui::BeginChild("saves", {0, ImGui::GetContentRegionAvail().y - 120 * sc}, true);
  if (saves.empty()) {
    ImGui::TextDisabled("No saved games yet: play a solo Siege game or a duel first.");
    out.add_last_item(ElementKind::Text, "no saves");
  }
  for (const std::string& s : saves) {
    const std::string name = file_name(s);
    if (ImGui::Selectable(("Open " + name).c_str())) open(lib, s);
    out.add_last_item(ElementKind::Button, "Open " + name);
  }
  ImGui::EndChild();
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 110 * sc);
  ImGui::InputTextWithHint("##path", "or a save file's path", &path_input_);
  ImGui::SameLine();
  if (ImGui::Button("Open file", {100 * sc, 0}) && !path_input_.empty()) open(lib, path_input_);
  out.add_last_item(ElementKind::Button, "Open file");
  if (!error_.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(kErrorText, "%s", error_.c_str());
    ImGui::PopTextWrapPos();
    out.add_last_item(ElementKind::Text, "replay problem: " + error_);
  }
  ImGui::Spacing();
  if (ImGui::Button("Back to menu", {ImGui::GetContentRegionAvail().x, 0}))
    action = ToolAction::BackToMenu;
  out.add_last_item(ElementKind::Button, "Back to menu");
  ImGui::End();
  return action;
}

void ReplayScreen::draw_controls(const Fonts& fonts, Elements& out) {
  Replay& r = *replay_;
  const float sc = fonts.scale();
  const std::string where = "Answer " + std::to_string(r.position()) + " of " +
                            std::to_string(r.size()) + " \xC2\xB7 Turn " +
                            std::to_string(r.turn_at(r.position())) + " of " +
                            std::to_string(r.last_turn());
  ImGui::PushFont(fonts.get(Face::UiBold, 16 * sc));
  ImGui::TextUnformatted(where.c_str());
  ImGui::PopFont();
  out.add_last_item(ElementKind::Label, "replay position: " + where);
  ImGui::TextDisabled("%s", file_name(r.file()).c_str());
  if (!r.matches_save()) {
    ImGui::TextColored(kErrorText, "The replayed game ends in another state than the save's.");
    out.add_last_item(ElementKind::Text, "replay differs from the save");
  }

  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float quarter = (ImGui::GetContentRegionAvail().x - 3 * gap) / 4;
  auto button = [&](const char* label, const char* element, bool enabled) {
    ImGui::BeginDisabled(!enabled);
    const bool pressed = ImGui::Button(label, {quarter, 0});
    ImGui::EndDisabled();
    out.add_last_item(ElementKind::Button, element, enabled ? "" : "disabled");
    return pressed;
  };
  const bool at_start = r.position() == 0, at_end = r.position() == r.size();
  if (button("|< Start", "Start", !at_start)) r.seek(0);
  ImGui::SameLine();
  if (button("< Back", "Back", !at_start)) r.step(-1);
  ImGui::SameLine();
  if (button("Forward >", "Forward", !at_end)) r.step(1);
  ImGui::SameLine();
  if (button("End >|", "End", !at_end)) r.seek(r.size());
  const int turn = r.turn_at(r.position());
  if (button("<< Turn", "Previous turn", !at_start)) {
    // To this turn's start, or the previous turn's when already there.
    const std::size_t here = r.first_of_turn(turn);
    r.seek(here < r.position() ? here : r.first_of_turn(std::max(0, turn - 1)));
  }
  ImGui::SameLine();
  if (button("Turn >>", "Next turn", !at_end)) r.seek(r.first_of_turn(turn + 1));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(quarter);
  ImGui::InputInt("##turn", &turn_input_, 1, 1);
  turn_input_ = std::clamp(turn_input_, 1, std::max(1, r.last_turn()));
  out.add_last_item(ElementKind::Button, "Turn to jump to: " + std::to_string(turn_input_));
  ImGui::SameLine();
  if (button("Go to turn", "Go to turn", true)) r.seek(r.first_of_turn(turn_input_));
  // Left and right arrows step too.
  if (!ImGui::GetIO().WantTextInput) {
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_LeftArrow))) r.step(-1);
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_RightArrow))) r.step(1);
  }

  // The buttons above may have replaced the game: its state is read from here on.
  const GameState& st = r.game().state();
  ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - 90 * sc);
  seat_ = std::clamp(seat_, 0, static_cast<int>(st.players.size()) - 1);
  if (ImGui::BeginCombo("Seen by", st.players[static_cast<std::size_t>(seat_)].name.c_str())) {
    for (int i = 0; i < static_cast<int>(st.players.size()); ++i) {
      if (ImGui::Selectable(st.players[static_cast<std::size_t>(i)].name.c_str(), i == seat_))
        seat_ = i;
      out.add_last_item(ElementKind::Button,
                        "seen by option: " + st.players[static_cast<std::size_t>(i)].name);
    }
    ImGui::EndCombo();
  }
  out.add_last_item(ElementKind::Button,
                    "Seen by: " + st.players[static_cast<std::size_t>(seat_)].name);

  ImGui::Separator();
  // What was asked here, and what was answered.
  ImGui::PushTextWrapPos(0);
  if (const auto& q = r.game().pending(); q && q->who < st.players.size()) {
    ImGui::TextColored(kGoldText, "%s is asked:", st.players[q->who].name.c_str());
    ImGui::TextUnformatted(q->prompt.c_str());
    out.add_last_item(ElementKind::Text, "asked: " + q->prompt);
    if (const AnsweredBy* a = r.next()) {
      std::string answered;
      if (a->is_manual) {
        answered = "a manual action";
      } else {
        for (int i : a->answer.picked)
          if (i >= 0 && static_cast<std::size_t>(i) < q->options.size())
            answered += (answered.empty() ? "" : "; ") +
                        r.game().describe(q->options[static_cast<std::size_t>(i)]);
        if (answered.empty()) answered = "nothing";
      }
      ImGui::TextDisabled("Answered: %s", answered.c_str());
      out.add_last_item(ElementKind::Text, "answered: " + answered);
    }
  } else if (r.game().over()) {
    ImGui::TextColored(kGoldText, "The game is over.");
    out.add_last_item(ElementKind::Text, "game over");
  }
  ImGui::PopTextWrapPos();
}

ToolAction ReplayScreen::draw(const Library& lib, const std::string& saves_dir, const Fonts& fonts,
                              Elements& out) {
  if (!replay_) return draw_list(lib, saves_dir, fonts, out);
  ToolAction action = ToolAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  const float side_w = std::min(460 * sc, io.DisplaySize.x * 0.34f);
  const float table_w = io.DisplaySize.x - side_w;

  // The side panel first: its buttons move the replay before the table is drawn.
  const float controls_h = io.DisplaySize.y * 0.42f;
  ImGui::SetNextWindowPos({table_w, 0});
  ImGui::SetNextWindowSize({side_w, controls_h});
  ImGui::Begin("replay-controls", nullptr, kPanel);
  ImGui::PushFont(fonts.get(Face::UiBold, 20 * sc));
  ImGui::TextColored(kGoldText, "Replay");
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "title: Replay");
  ImGui::SameLine(ImGui::GetWindowWidth() - 200 * sc);
  if (ImGui::Button("Saves", {80 * sc, 0})) replay_.reset();
  out.add_last_item(ElementKind::Button, "Saves");
  ImGui::SameLine();
  if (ImGui::Button("Menu", {80 * sc, 0})) action = ToolAction::BackToMenu;
  out.add_last_item(ElementKind::Button, "Menu");
  if (!replay_) {
    ImGui::End();
    return action;
  }
  draw_controls(fonts, out);
  ImGui::End();
  if (replay_->position() != shown_position_) {
    // After a step or a jump the log starts again at its newest line, and
    // the turn box shows the turn reached.
    shown_position_ = replay_->position();
    log_ = LogPanel{};
    turn_input_ = std::max(1, replay_->turn_at(shown_position_));
  }

  const Replay& r = *replay_;
  View v = view(r.game().state(), static_cast<PlayerId>(seat_));
  const GameState& st = v.state;

  ImGui::SetNextWindowPos({0, 0});
  ImGui::SetNextWindowSize({table_w, io.DisplaySize.y});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, {0, 0});
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin("replay-table", nullptr,
               kPanel | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollbar |
                   ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoBackground);
  ImGui::PopStyleVar(2);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float bar_h = 34 * sc;
  dl->AddRectFilled({0, 0}, {table_w, bar_h}, IM_COL32(14, 20, 18, 255));
  dl->AddLine({0, bar_h}, {table_w, bar_h}, with_alpha(palette::kGold, 0.5f), 1);
  {
    const ImFont* f = fonts.get(Face::UiBold, 16 * sc);
    std::string bar = "Replay \xC2\xB7 Turn " + std::to_string(st.turn);
    if (st.active < st.players.size()) bar += " \xC2\xB7 " + st.players[st.active].name + "'s turn";
    bar += " \xC2\xB7 seen by " + st.players[static_cast<std::size_t>(seat_)].name;
    dl->AddText(f, f->FontSize, {12 * sc, (bar_h - f->FontSize) / 2}, palette::kGold, bar.c_str());
    out.add(ElementKind::Label, bar, {0, 0, table_w, bar_h});
  }
  const NamedCards named;
  const std::set<CardId> none;
  TableInput in;
  in.view = &v;
  in.db = &r.db();
  in.named = &named;
  in.hot = &none;
  in.chosen = &none;
  for (const SeatSetup& seat : r.game().setup().seats) in.deck_names.push_back(seat.deck.name);
  in.mouse_on_table = ImGui::IsWindowHovered() && !ImGui::IsAnyItemHovered();
  const Rect area{0, bar_h + 1, table_w, io.DisplaySize.y - bar_h - 1};
  if (st.is_siege())
    siege_.draw(dl, fonts, area, in, out);
  else
    table_.draw(dl, fonts, area, in, out);
  ImGui::End();

  ImGui::SetNextWindowPos({table_w, controls_h});
  ImGui::SetNextWindowSize({side_w, io.DisplaySize.y - controls_h});
  ImGui::Begin("replay-log", nullptr, kPanel);
  log_.draw(r.game().log(), fonts, out);
  ImGui::End();
  return action;
}

}  // namespace l5r::gfx
