#include "gfx/manual_kinds.h"

#include <array>

namespace l5r::gfx {

namespace {

bool in_play(const ManualCard& c) { return c.card.zone == Zone::InPlay; }
bool personality(const ManualCard& c) { return in_play(c) && c.def.type == CardType::Personality; }
bool not_stronghold(const ManualCard& c) { return c.def.type != CardType::Stronghold; }
// In play or in a discard pile; a Stronghold, a Sensei or a created
// Personality never goes to a hand.
bool to_hand(const ManualCard& c) {
  const bool discarded = c.card.zone == Zone::FateDiscard || c.card.zone == Zone::DynastyDiscard;
  return (in_play(c) || discarded) && not_stronghold(c) && c.def.type != CardType::Sensei &&
         !c.card.created;
}

// A card's menu, in the order shown.
constexpr std::array kCardEntries{
    CardManualEntry{ManualKind::Bow, 0, "Bow",
                    [](const ManualCard& c) { return in_play(c) && !c.card.bowed; }},
    CardManualEntry{ManualKind::Straighten, 0, "Straighten",
                    [](const ManualCard& c) { return in_play(c) && c.card.bowed; }},
    CardManualEntry{ManualKind::MoveHome, 0, "Move home",
                    [](const ManualCard& c) { return personality(c) && c.card.location != kHome; }},
    CardManualEntry{ManualKind::AdjustForce, 1, "+1F until the end of the turn", personality},
    CardManualEntry{ManualKind::AdjustForce, -1, "-1F until the end of the turn", personality},
    CardManualEntry{ManualKind::Dishonor, 0, "Dishonor",
                    [](const ManualCard& c) { return personality(c) && !c.card.dishonorable; }},
    CardManualEntry{ManualKind::Rehonor, 0, "Rehonor",
                    [](const ManualCard& c) { return personality(c) && c.card.dishonorable; }},
    CardManualEntry{ManualKind::Destroy, 0, "Destroy",
                    [](const ManualCard& c) { return in_play(c) && not_stronghold(c); }},
    CardManualEntry{ManualKind::Discard, 0, "Discard",
                    [](const ManualCard& c) {
                      return c.card.zone == Zone::Hand || (in_play(c) && not_stronghold(c));
                    }},
    CardManualEntry{ManualKind::ToHand, 0, "Return to its owner's hand", to_hand},
    CardManualEntry{ManualKind::AdjustTokens, 1, "+1 token", in_play},
    CardManualEntry{ManualKind::AdjustTokens, -1, "-1 token",
                    [](const ManualCard& c) { return in_play(c) && !c.card.tokens.empty(); }},
    CardManualEntry{ManualKind::Reveal, 0, "Reveal from your hand",
                    [](const ManualCard& c) { return c.card.zone == Zone::Hand && c.mine; }},
    CardManualEntry{ManualKind::TerritoryStrength, 1, "+1 Province Strength this turn",
                    [](const ManualCard& c) { return c.card.zone == Zone::Territory; }},
    CardManualEntry{ManualKind::TerritoryStrength, -1, "-1 Province Strength this turn",
                    [](const ManualCard& c) { return c.card.zone == Zone::Territory; }},
};

bool always(const GameState&) { return true; }
bool siege(const GameState& s) { return s.is_siege(); }

// The player-level menu, in the order shown.
constexpr std::array kPlayerEntries{
    PlayerManualEntry{ManualKind::AdjustHonor, 1, "Honor +1", true, always},
    PlayerManualEntry{ManualKind::AdjustHonor, -1, "Honor -1", true, always},
    PlayerManualEntry{ManualKind::Draw, 1, "Draw a card", true, always},
    PlayerManualEntry{ManualKind::AdjustPolitical, 1, "Political +1", false, siege},
    PlayerManualEntry{ManualKind::AdjustPolitical, -1, "Political -1", false, siege},
    PlayerManualEntry{ManualKind::DiscardClock, 0, "Discard the Clock's top card", false, siege},
};

}  // namespace

std::span<const CardManualEntry> card_manual_entries() { return kCardEntries; }
std::span<const PlayerManualEntry> player_manual_entries() { return kPlayerEntries; }

std::vector<const CardManualEntry*> card_entries_for(const GameState& s, const CardDb& db, CardId c,
                                                     bool mine) {
  std::vector<const CardManualEntry*> out;
  if (c >= s.cards.size() || s.card(c).def == kNoDef) return out;
  const Card& k = s.card(c);
  const ManualCard mc{s, db.def(k.def), k, mine};
  for (const CardManualEntry& e : kCardEntries)
    if (e.applies(mc)) out.push_back(&e);
  return out;
}

ManualAction manual_action(const CardManualEntry& e, CardId c) {
  ManualAction m;
  m.kind = e.kind;
  m.card = c;
  m.amount = e.amount;
  return m;
}

ManualAction manual_action(const PlayerManualEntry& e, PlayerId player) {
  ManualAction m;
  m.kind = e.kind;
  m.amount = e.amount;
  if (e.per_player) m.player = player;
  return m;
}

}  // namespace l5r::gfx
