#pragma once
// The look of the table: frame colors by card type, clan colors, the palette.
#include <imgui.h>

#include "game/cards/card_def.h"

namespace l5r::gfx {

namespace palette {
inline constexpr ImU32 kTable = IM_COL32(28, 43, 38, 255);  // felt
inline constexpr ImU32 kTableDark = IM_COL32(20, 31, 28, 255);
inline constexpr ImU32 kParchment = IM_COL32(238, 228, 202, 255);
inline constexpr ImU32 kInk = IM_COL32(34, 28, 22, 255);
inline constexpr ImU32 kInkSoft = IM_COL32(92, 80, 64, 255);
inline constexpr ImU32 kGold = IM_COL32(226, 182, 72, 255);
inline constexpr ImU32 kHighlight = IM_COL32(255, 208, 64, 255);  // an option names the card
inline constexpr ImU32 kHot = IM_COL32(90, 220, 255, 255);        // the hovered option names it
inline constexpr ImU32 kText = IM_COL32(232, 226, 210, 255);
inline constexpr ImU32 kTextDim = IM_COL32(160, 168, 160, 255);
inline constexpr ImU32 kZone = IM_COL32(255, 255, 255, 22);
inline constexpr ImU32 kZoneLine = IM_COL32(255, 255, 255, 48);
inline constexpr ImU32 kBowed = IM_COL32(40, 40, 60, 60);
inline constexpr ImU32 kDishonor = IM_COL32(150, 20, 30, 255);
inline constexpr ImU32 kAttack = IM_COL32(196, 64, 48, 255);
inline constexpr ImU32 kDefend = IM_COL32(64, 120, 196, 255);
}  // namespace palette

ImU32 frame_color(CardType t);
ImU32 clan_color(Clan c);
const char* type_name(CardType t);
// With alpha scaled, for fading.
ImU32 with_alpha(ImU32 c, float a);
ImU32 darker(ImU32 c, float f);

}  // namespace l5r::gfx
