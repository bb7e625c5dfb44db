#include "gfx/settings_screen.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>

#include "gfx/card_style.h"
#include "gfx/tool_screen.h"
#include "gfx/user_dirs.h"

namespace l5r::gfx {

namespace {
}  // namespace

ToolAction SettingsScreen::draw(Settings& s, const SettingsInfo& info, const Fonts& fonts,
                                Elements& out) {
  ToolAction action = ToolAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  ImGui::GetBackgroundDrawList()->AddRectFilledMultiColor({0, 0}, io.DisplaySize, palette::kTable,
                                                          palette::kTable, palette::kTableDark,
                                                          palette::kTableDark);
  const float w = std::min(640 * sc, io.DisplaySize.x - 40);
  ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSize({w, 0});
  ImGui::SetNextWindowBgAlpha(0.94f);
  ImGui::Begin(
      "settings", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushFont(fonts.get(Face::UiBold, 22 * sc));
  ImGui::TextColored(kGoldText, "Settings");
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "title: Settings");
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("Kept in %s", shown_path(info.path).c_str());
  out.add_last_item(ElementKind::Text, "settings file: " + info.path);
  if (!info.problem.empty()) {
    ImGui::TextColored(kErrorText, "%s", info.problem.c_str());
    out.add_last_item(ElementKind::Text, "settings problem: " + info.problem);
  }
  if (!info.save_error.empty()) {
    ImGui::TextColored(kErrorText, "Not saved: %s", info.save_error.c_str());
    out.add_last_item(ElementKind::Text, "settings not saved: " + info.save_error);
  }
  ImGui::PopTextWrapPos();
  ImGui::Separator();

  ImGui::PushItemWidth(w - 200 * sc);
  ImGui::InputText("Your name", &s.name);
  out.add_last_item(ElementKind::Button, "Your name: " + s.name);
  ImGui::SliderFloat("UI scale", &s.ui_scale, 0.75f, 2.0f, "%.2f");
  out.add_last_item(ElementKind::Button, "UI scale");
  ImGui::Checkbox("Fullscreen", &s.fullscreen);
  out.add_last_item(ElementKind::Checkbox, "Fullscreen");
  ImGui::SliderFloat("Bot pace (s)", &s.bot_delay, 0.0f, 3.0f, "%.1f");
  out.add_last_item(ElementKind::Button, "Bot pace");
  ImGui::TextDisabled("Seconds between the bots' moves; Space skips them at the table.");

  ImGui::Spacing();
  ImGui::TextColored(kGoldText, "Card database");
  ImGui::InputTextWithHint("Path", "empty: the built-in cards", &s.carddb);
  out.add_last_item(ElementKind::Button, "Card database path: " + s.carddb);
  ImGui::PopItemWidth();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "A folder of the community's per-set YAML files, an Egg of P'an Ku cards.xml or an "
      "Oracle JSON export (docs/card-import.md). It replaces the card pool of the deck builder "
      "and the games.");
  const std::string now =
      "In use: " + info.card_source + " (" + std::to_string(info.cards) + " cards)";
  ImGui::TextUnformatted(now.c_str());
  out.add_last_item(ElementKind::Label, now);
  if (!info.carddb_error.empty()) {
    ImGui::TextColored(kErrorText, "%s", info.carddb_error.c_str());
    out.add_last_item(ElementKind::Text, "card database problem: " + info.carddb_error);
  }
  ImGui::PopTextWrapPos();
  if (ImGui::Button(s.carddb.empty() ? "Use the built-in cards" : "Load this card database",
                    {ImGui::GetContentRegionAvail().x, 0}))
    action = ToolAction::LoadCardDb;
  out.add_last_item(ElementKind::Button, "Load card database");
  ImGui::TextDisabled("Loading ends a game in progress.");

  ImGui::Spacing();
  ImGui::Separator();
  if (ImGui::Button("Back to menu", {ImGui::GetContentRegionAvail().x, 0}))
    action = ToolAction::BackToMenu;
  out.add_last_item(ElementKind::Button, "Back to menu");
  ImGui::End();
  return action;
}

}  // namespace l5r::gfx

namespace l5r::gfx {

bool draw_settings_banner(const std::string& problem, const Fonts& fonts, Elements& out) {
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  ImGui::SetNextWindowPos({io.DisplaySize.x / 2, 8 * sc}, ImGuiCond_Always, {0.5f, 0});
  ImGui::SetNextWindowSize({std::min(900 * sc, io.DisplaySize.x - 20), 0});
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.35f, 0.1f, 0.08f, 0.95f));
  ImGui::Begin(
      "settings-banner", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PushTextWrapPos(ImGui::GetContentRegionAvail().x - 130 * sc);
  ImGui::TextUnformatted(problem.c_str());
  ImGui::PopTextWrapPos();
  out.add_last_item(ElementKind::Text, "settings problem: " + problem);
  ImGui::SameLine(ImGui::GetWindowWidth() - 130 * sc);
  const bool open = ImGui::Button("Open settings", {120 * sc, 0});
  out.add_last_item(ElementKind::Button, "Open settings");
  ImGui::End();
  ImGui::PopStyleColor();
  return open;
}

}  // namespace l5r::gfx
