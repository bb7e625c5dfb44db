#include "gfx/menu_screen.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "gfx/card_style.h"

namespace l5r::gfx {

namespace {

bool deck_combo(const char* label, const Library& lib, int& index) {
  if (lib.decks.empty()) return false;
  index = std::clamp(index, 0, static_cast<int>(lib.decks.size()) - 1);
  bool changed = false;
  if (ImGui::BeginCombo(label, lib.decks[index].name.c_str())) {
    for (int i = 0; i < static_cast<int>(lib.decks.size()); ++i) {
      const bool selected = i == index;
      if (ImGui::Selectable(lib.decks[i].name.c_str(), selected)) {
        index = i;
        changed = true;
      }
      if (selected) ImGui::SetItemDefaultFocus();
    }
    ImGui::EndCombo();
  }
  return changed;
}

// A disabled menu entry for what is not built yet.
void coming(const char* label, float width, Elements& out) {
  ImGui::BeginDisabled();
  ImGui::Button(label, {width, 0});
  ImGui::EndDisabled();
  out.add_last_item(ElementKind::Button, label, "disabled");
}

void section(const char* title, const Fonts& fonts) {
  ImGui::Spacing();
  ImGui::PushFont(fonts.get(Face::UiBold, 15 * fonts.scale()));
  ImGui::TextColored(ImVec4(0.89f, 0.71f, 0.28f, 1), "%s", title);
  ImGui::PopFont();
  ImGui::Separator();
}

}  // namespace

MenuAction MenuScreen::draw(const Library& lib, Settings& settings, DuelConfig& duel,
                            bool can_resume, const Fonts& fonts, Elements& out) {
  MenuAction action = MenuAction::None;
  const ImGuiIO& io = ImGui::GetIO();
  const float sc = fonts.scale();
  ImDrawList* bg = ImGui::GetBackgroundDrawList();
  bg->AddRectFilledMultiColor({0, 0}, io.DisplaySize, palette::kTable, palette::kTable,
                              palette::kTableDark, palette::kTableDark);

  const float width = 560 * sc;
  ImGui::SetNextWindowPos({io.DisplaySize.x / 2, io.DisplaySize.y / 2}, ImGuiCond_Always,
                          {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, 0});
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin(
      "menu", nullptr,
      ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  const float inner = ImGui::GetContentRegionAvail().x;

  // Title, and the five elements as rings under it.
  ImGui::PushFont(fonts.get(Face::UiBold, 44 * sc));
  const char* title = "ROKUGAN";
  ImGui::SetCursorPosX((ImGui::GetWindowWidth() - ImGui::CalcTextSize(title).x) / 2);
  ImGui::TextColored(ImVec4(0.89f, 0.71f, 0.28f, 1), "%s", title);
  ImGui::PopFont();
  out.add_last_item(ElementKind::Text, "title: Rokugan");
  {
    const char* sub = "Legend of the Five Rings \xC2\xB7 Twenty Festivals rules";
    ImGui::SetCursorPosX((ImGui::GetWindowWidth() - ImGui::CalcTextSize(sub).x) / 2);
    ImGui::TextDisabled("%s", sub);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const ImU32 rings[] = {IM_COL32(200, 220, 240, 255), IM_COL32(120, 160, 70, 255),
                           IM_COL32(220, 90, 40, 255), IM_COL32(60, 120, 210, 255),
                           IM_COL32(40, 40, 50, 255)};
    const float r = 9 * sc, step = 26 * sc;
    const float cx = ImGui::GetWindowPos().x + ImGui::GetWindowWidth() / 2 - 2 * step;
    for (int i = 0; i < 5; ++i) {
      dl->AddCircleFilled({cx + static_cast<float>(i) * step, p.y + r + 4 * sc}, r, rings[i], 24);
      dl->AddCircle({cx + static_cast<float>(i) * step, p.y + r + 4 * sc}, r, palette::kGold, 24,
                    1.5f);
    }
    ImGui::Dummy({inner, 2 * r + 8 * sc});
  }

  if (can_resume) {
    ImGui::Spacing();
    if (ImGui::Button("Resume the game in progress", {inner, 0})) action = MenuAction::Resume;
    out.add_last_item(ElementKind::Button, "Resume the game in progress");
  }
  section("Solo", fonts);
  coming("Siege: the team against the Challenge deck \xE2\x80\x94 coming", inner, out);
  ImGui::Spacing();
  ImGui::TextUnformatted("Duel vs bot");
  if (lib.decks.empty()) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "No decks found in the assets.");
  } else {
    ImGui::PushItemWidth(inner - 120 * sc);
    deck_combo("Your deck", lib, duel.human_deck);
    out.add_last_item(ElementKind::Button, "Your deck: " + lib.decks[duel.human_deck].name);
    if (!lib.decks[duel.human_deck].description.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", lib.decks[duel.human_deck].description.c_str());
      ImGui::PopTextWrapPos();
    }
    deck_combo("Bot's deck", lib, duel.bot_deck);
    out.add_last_item(ElementKind::Button, "Bot's deck: " + lib.decks[duel.bot_deck].name);
    int seed = static_cast<int>(duel.seed % 1000000);
    if (ImGui::InputInt("Seed", &seed)) duel.seed = static_cast<std::uint64_t>(std::max(0, seed));
    ImGui::PopItemWidth();
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.45f, 0.14f, 1));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.75f, 0.56f, 0.2f, 1));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.85f, 0.65f, 0.25f, 1));
    ImGui::PushFont(fonts.get(Face::UiBold, 18 * sc));
    if (ImGui::Button("Start duel vs bot", {inner, 40 * sc})) action = MenuAction::StartDuel;
    ImGui::PopFont();
    ImGui::PopStyleColor(3);
    out.add_last_item(ElementKind::Button, "Start duel vs bot", "default");
  }

  section("Multiplayer", fonts);
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  coming("Host a game \xE2\x80\x94 coming", half, out);
  ImGui::SameLine();
  coming("Join a game \xE2\x80\x94 coming", half, out);

  section("Cards", fonts);
  coming("Deck builder \xE2\x80\x94 coming", inner, out);

  section("Settings", fonts);
  if (ImGui::Button(settings_open_ ? "Hide settings" : "Name, UI scale, bot pace...", {inner, 0}))
    settings_open_ = !settings_open_;
  out.add_last_item(ElementKind::Button, "Settings");
  if (settings_open_) {
    ImGui::PushItemWidth(inner - 160 * sc);
    ImGui::InputText("Your name", &settings.name);
    out.add_last_item(ElementKind::Button, "Your name: " + settings.name);
    ImGui::SliderFloat("UI scale", &settings.ui_scale, 0.75f, 2.0f, "%.2f");
    out.add_last_item(ElementKind::Button, "UI scale");
    ImGui::SliderFloat("Bot pace (s)", &settings.bot_delay, 0.0f, 3.0f, "%.1f");
    out.add_last_item(ElementKind::Button, "Bot pace");
    ImGui::PopItemWidth();
  }
  ImGui::Spacing();
  ImGui::Separator();
  if (ImGui::Button("Quit", {inner, 0})) action = MenuAction::Quit;
  out.add_last_item(ElementKind::Button, "Quit");
  if (!lib.errors.empty()) {
    ImGui::TextColored(ImVec4(1, 0.6f, 0.3f, 1), "%d problem(s) loading cards and decks",
                       static_cast<int>(lib.errors.size()));
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      for (std::size_t i = 0; i < lib.errors.size() && i < 20; ++i)
        ImGui::TextUnformatted(lib.errors[i].c_str());
      ImGui::EndTooltip();
    }
  }
  ImGui::End();
  return action;
}

}  // namespace l5r::gfx
