#include "game/cards/card_def.h"

#include <array>
#include <utility>

namespace l5r {
namespace {

constexpr std::array<std::pair<CardType, std::string_view>, 13> kTypes{{
    {CardType::Stronghold, "Stronghold"},
    {CardType::Sensei, "Sensei"},
    {CardType::Personality, "Personality"},
    {CardType::Holding, "Holding"},
    {CardType::Event, "Event"},
    {CardType::Region, "Region"},
    {CardType::Strategy, "Strategy"},
    {CardType::Follower, "Follower"},
    {CardType::Item, "Item"},
    {CardType::Spell, "Spell"},
    {CardType::Ring, "Ring"},
    {CardType::Territory, "Territory"},
    {CardType::Clock, "Clock"},
}};

constexpr std::array<std::pair<Clan, std::string_view>, 11> kClans{{
    {Clan::Unaligned, "Unaligned"},
    {Clan::Crab, "Crab"},
    {Clan::Crane, "Crane"},
    {Clan::Dragon, "Dragon"},
    {Clan::Lion, "Lion"},
    {Clan::Mantis, "Mantis"},
    {Clan::Phoenix, "Phoenix"},
    {Clan::Scorpion, "Scorpion"},
    {Clan::Spider, "Spider"},
    {Clan::Unicorn, "Unicorn"},
    {Clan::Naga, "Naga"},
}};

constexpr std::array<std::pair<std::string_view, Kw>, 25> kKeywords{{
    {"Elite", Kw::Elite},
    {"Weapon", Kw::Weapon},         {"Armor", Kw::Armor},
    {"Shugenja", Kw::Shugenja},     {"Kensai", Kw::Kensai},
    {"Kharmic", Kw::Kharmic},       {"Legacy", Kw::Legacy},
    {"Cavalry", Kw::Cavalry},       {"Conqueror", Kw::Conqueror},
    {"Resilient", Kw::Resilient},   {"Expendable", Kw::Expendable},
    {"Fortification", Kw::Fortification}, {"Loyal", Kw::Loyal},
    {"Naval", Kw::Naval},           {"Tactician", Kw::Tactician},
    {"Reserve", Kw::Reserve},       {"Duelist", Kw::Duelist},
    {"Courage", Kw::Courage},       {"Destined", Kw::Destined},
    {"Samurai", Kw::Samurai},       {"Air", Kw::Air},
    {"Earth", Kw::Earth},           {"Fire", Kw::Fire},
    {"Water", Kw::Water},           {"Void", Kw::Void},
}};

}  // namespace

std::string_view to_string(CardType t) {
  for (auto& [k, v] : kTypes)
    if (k == t) return v;
  return "?";
}

std::string_view to_string(Clan c) {
  for (auto& [k, v] : kClans)
    if (k == c) return v;
  return "?";
}

std::optional<CardType> parse_card_type(std::string_view s) {
  for (auto& [k, v] : kTypes)
    if (v == s) return k;
  return std::nullopt;
}

std::optional<Clan> parse_clan(std::string_view s) {
  for (auto& [k, v] : kClans)
    if (v == s) return k;
  return std::nullopt;
}

std::uint32_t keyword_bit(std::string_view keyword) {
  for (auto& [name, bit] : kKeywords)
    if (name == keyword) return static_cast<std::uint32_t>(bit);
  return 0;
}

}  // namespace l5r
