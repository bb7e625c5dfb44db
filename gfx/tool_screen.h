#pragma once
// What the menu's tool screens (deck builder, replays, settings) ask of the
// app, and their common look.
#include <imgui.h>

namespace l5r::gfx {

// A full-window panel that stays put, gold headings, problems in red, good
// news in green.
inline constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                           ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                           ImGuiWindowFlags_NoTitleBar;
inline const ImVec4 kGoldText{0.89f, 0.71f, 0.28f, 1};
inline const ImVec4 kErrorText{1, 0.45f, 0.4f, 1};
inline const ImVec4 kGoodText{0.5f, 0.85f, 0.5f, 1};

enum class ToolAction {
  None,
  BackToMenu,
  LoadCardDb,  // settings: import the card database now
};

}  // namespace l5r::gfx
