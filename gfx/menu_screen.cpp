#include "gfx/menu_screen.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cfloat>
#include <string>

#include "gfx/card_style.h"

namespace l5r::gfx {

namespace {

// The bot levels of docs/AI.md, weakest first.
const char* level_name(BotLevel l) {
  return l == BotLevel::Random ? "Random" : l == BotLevel::Search ? "Search (looks ahead)" : "Heuristic";
}

void level_combo(const char* label, BotLevel& level, Elements& out) {
  if (ImGui::BeginCombo(label, level_name(level))) {
    for (BotLevel l : {BotLevel::Random, BotLevel::Heuristic, BotLevel::Search}) {
      if (ImGui::Selectable(level_name(l), l == level)) level = l;
      out.add_last_item(ElementKind::Button, std::string(label) + " option: " + level_name(l));
    }
    ImGui::EndCombo();
  }
  out.add_last_item(ElementKind::Button, std::string(label) + ": " + level_name(level));
}

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

// The big gold button that starts a game.
bool start_button(const char* label, float width, const Fonts& fonts, Elements& out,
                  const char* detail) {
  const float sc = fonts.scale();
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.45f, 0.14f, 1));
  ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.75f, 0.56f, 0.2f, 1));
  ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.85f, 0.65f, 0.25f, 1));
  ImGui::PushFont(fonts.get(Face::UiBold, 18 * sc));
  const bool pressed = ImGui::Button(label, {width, 38 * sc});
  ImGui::PopFont();
  ImGui::PopStyleColor(3);
  out.add_last_item(ElementKind::Button, label, detail);
  return pressed;
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
                            SiegeConfig& siege, bool can_resume, const Fonts& fonts,
                            Elements& out) {
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
  // Solo Siege comes first: the cooperative variant is what the program is for.
  section("Solo Siege \xE2\x80\x94 the Rokugani team against the Challenge deck", fonts);
  if (lib.decks.empty() || lib.challenges.empty()) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "%s",
                       lib.decks.empty() ? "No decks found in the assets."
                                         : "No Challenge deck found in the assets.");
  } else {
    ImGui::TextDisabled(
        "You lead all three members; a bot plays %s.",
        lib.challenges[std::clamp(siege.challenge, 0, static_cast<int>(lib.challenges.size()) - 1)]
            .name.c_str());
    ImGui::PushItemWidth(inner - 200 * sc);
    for (int m = 0; m < kSiegeTeamSize; ++m) {
      ImGui::PushID(m);
      const std::string label = "Member " + std::to_string(m + 1);
      deck_combo(label.c_str(), lib, siege.decks[m]);
      out.add_last_item(ElementKind::Button, label + ": " + lib.decks[siege.decks[m]].name);
      ImGui::SameLine();
      ImGui::Checkbox("bot plays", &siege.bots[m]);
      out.add_last_item(ElementKind::Checkbox, label + " bot plays");
      ImGui::PopID();
    }
    level_combo("Bot members' level", siege.bot_level, out);
    int seed = static_cast<int>(siege.seed % 1000000);
    if (ImGui::InputInt("Seed##siege", &seed))
      siege.seed = static_cast<std::uint64_t>(std::max(0, seed));
    ImGui::PopItemWidth();
    ImGui::Spacing();
    if (start_button("Start solo Siege", inner, fonts, out, "default"))
      action = MenuAction::StartSiege;
  }

  section("Duel and multiplayer vs bots", fonts);
  if (lib.decks.empty()) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "No decks found in the assets.");
  } else {
    const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (ImGui::Button(duel_open_ ? "Hide duel options" : "Duel options...", {half, 0}))
      duel_open_ = !duel_open_;
    out.add_last_item(ElementKind::Button, "Duel options");
    ImGui::SameLine();
    // With more than one opponent the same game is a multiplayer game.
    const std::string start = duel.opponents > 1
                                  ? "Start game vs " + std::to_string(duel.opponents) + " bots"
                                  : std::string("Start duel vs bot");
    if (ImGui::Button((start + "###start_duel").c_str(), {half, 0})) action = MenuAction::StartDuel;
    out.add_last_item(ElementKind::Button, start);
  }
  if (duel_open_ && !lib.decks.empty()) {
    ImGui::PushItemWidth(inner - 120 * sc);
    deck_combo("Your deck", lib, duel.human_deck);
    out.add_last_item(ElementKind::Button, "Your deck: " + lib.decks[duel.human_deck].name);
    if (!lib.decks[duel.human_deck].description.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextDisabled("%s", lib.decks[duel.human_deck].description.c_str());
      ImGui::PopTextWrapPos();
    }
    deck_combo("Bot's deck", lib, duel.bot_deck);  // the next bots take the next decks
    out.add_last_item(ElementKind::Button, "Bot's deck: " + lib.decks[duel.bot_deck].name);
    level_combo("Bot's level", duel.bot_level, out);
    // 2 to 6 seats (CR20F: a multiplayer game is every player for himself).
    ImGui::SliderInt("Opponents", &duel.opponents, 1, 5);
    out.add_last_item(ElementKind::Button, "Opponents: " + std::to_string(duel.opponents));
    int seed = static_cast<int>(duel.seed % 1000000);
    if (ImGui::InputInt("Seed", &seed)) duel.seed = static_cast<std::uint64_t>(std::max(0, seed));
    ImGui::PopItemWidth();
  }

  section("Multiplayer", fonts);
  const float half = (inner - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (ImGui::Button("Host a game", {half, 0})) action = MenuAction::HostGame;
  out.add_last_item(ElementKind::Button, "Host a game");
  ImGui::SameLine();
  if (ImGui::Button("Join a game", {half, 0})) action = MenuAction::JoinGame;
  out.add_last_item(ElementKind::Button, "Join a game");

  section("Cards and games", fonts);
  if (ImGui::Button("Deck builder", {half, 0})) action = MenuAction::DeckBuilder;
  out.add_last_item(ElementKind::Button, "Deck builder");
  ImGui::SameLine();
  if (ImGui::Button("Replays", {half, 0})) action = MenuAction::Replays;
  out.add_last_item(ElementKind::Button, "Replays");

  section("Settings", fonts);
  ImGui::TextDisabled("You play as %s.", settings.name.c_str());
  if (ImGui::Button("Settings: name, UI scale, fullscreen, bot pace, card database...", {inner, 0}))
    action = MenuAction::Settings;
  out.add_last_item(ElementKind::Button, "Settings");
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
