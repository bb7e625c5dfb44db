#include "gfx/card_style.h"

#include <algorithm>

namespace l5r::gfx {

ImU32 frame_color(CardType t) {
  switch (t) {
    case CardType::Personality:
      return IM_COL32(168, 128, 52, 255);
    case CardType::Holding:
      return IM_COL32(58, 120, 66, 255);
    case CardType::Region:
      return IM_COL32(46, 122, 120, 255);
    case CardType::Event:
      return IM_COL32(118, 62, 140, 255);
    case CardType::Stronghold:
      return IM_COL32(140, 40, 40, 255);
    case CardType::Sensei:
      return IM_COL32(84, 92, 112, 255);
    case CardType::Follower:
      return IM_COL32(64, 102, 146, 255);
    case CardType::Item:
      return IM_COL32(110, 114, 124, 255);
    case CardType::Spell:
      return IM_COL32(76, 70, 170, 255);
    case CardType::Strategy:
      return IM_COL32(178, 94, 40, 255);
    case CardType::Ring:
      return IM_COL32(150, 150, 176, 255);
    case CardType::Territory:
      return IM_COL32(96, 84, 60, 255);
    case CardType::Clock:
      return IM_COL32(40, 70, 60, 255);
  }
  return IM_COL32(120, 120, 120, 255);
}

ImU32 clan_color(Clan c) {
  switch (c) {
    case Clan::Crab:
      return IM_COL32(70, 90, 120, 255);
    case Clan::Crane:
      return IM_COL32(120, 170, 210, 255);
    case Clan::Dragon:
      return IM_COL32(40, 140, 70, 255);
    case Clan::Lion:
      return IM_COL32(220, 170, 40, 255);
    case Clan::Mantis:
      return IM_COL32(60, 160, 140, 255);
    case Clan::Phoenix:
      return IM_COL32(230, 110, 30, 255);
    case Clan::Scorpion:
      return IM_COL32(180, 30, 40, 255);
    case Clan::Spider:
      return IM_COL32(40, 40, 40, 255);
    case Clan::Unicorn:
      return IM_COL32(130, 60, 160, 255);
    case Clan::Naga:
      return IM_COL32(120, 140, 50, 255);
    case Clan::Unaligned:
      return IM_COL32(150, 150, 150, 255);
  }
  return IM_COL32(150, 150, 150, 255);
}

const char* type_name(CardType t) {
  switch (t) {
    case CardType::Stronghold:
      return "Stronghold";
    case CardType::Sensei:
      return "Sensei";
    case CardType::Personality:
      return "Personality";
    case CardType::Holding:
      return "Holding";
    case CardType::Event:
      return "Event";
    case CardType::Region:
      return "Region";
    case CardType::Strategy:
      return "Strategy";
    case CardType::Follower:
      return "Follower";
    case CardType::Item:
      return "Item";
    case CardType::Spell:
      return "Spell";
    case CardType::Ring:
      return "Ring";
    case CardType::Territory:
      return "Territory";
    case CardType::Clock:
      return "Clock";
  }
  return "Card";
}

ImU32 with_alpha(ImU32 c, float a) {
  const auto alpha = static_cast<ImU32>(std::clamp(a, 0.0f, 1.0f) *
                                        static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF));
  return (c & ~IM_COL32_A_MASK) | (alpha << IM_COL32_A_SHIFT);
}

ImU32 darker(ImU32 c, float f) {
  auto ch = [&](int shift) {
    return static_cast<ImU32>(static_cast<float>((c >> shift) & 0xFF) * f) << shift;
  };
  return ch(IM_COL32_R_SHIFT) | ch(IM_COL32_G_SHIFT) | ch(IM_COL32_B_SHIFT) | (c & IM_COL32_A_MASK);
}

}  // namespace l5r::gfx
