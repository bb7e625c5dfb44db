#include "game/ai/card_value.h"

#include <algorithm>

#include "game/ai/eval.h"

namespace l5r {

int gold_per_turn(const Engine& e, const GameState& s, PlayerId p) {
  int total = 0;
  for (CardId c : s.players[p].in_play) {
    const CardType t = e.def(c).type;
    if (t == CardType::Stronghold || t == CardType::Holding)
      total += std::max(0, e.gold_production(c));
  }
  return total;
}

double recruit_value(const Engine& e, const GameState& s, PlayerId p, CardId c) {
  const CardDef& d = e.def(c);
  if (d.type == CardType::Holding) {
    int holdings = 0;
    for (CardId k : s.players[p].in_play) holdings += e.def(k).type == CardType::Holding;
    // Gold early pays for everything after; later, armies matter more.
    const double per_gold = holdings < 2 ? 3.0 : holdings < 4 ? 1.8 : 0.8;
    return per_gold * std::max(0, e.gold_production(c)) +
           0.8 * static_cast<double>(d.abilities.size()) + (d.restricted_gold ? 1.0 : 0.0);
  }
  if (d.type != CardType::Personality) return 0;
  int personalities = 0;
  for (CardId k : s.players[p].in_play) personalities += e.def(k).type == CardType::Personality;
  // Without an army there is nothing to attack or defend with.
  const double need = personalities < 3 ? 2.0 : 0.0;
  return personality_value(e, c, honor_minded(e, s, p)) + need;
}

double equip_value(const Engine& e, const GameState& s, CardId attachment, CardId personality) {
  const CardDef& d = e.def(attachment);
  double v = 0.3 + 0.8 * static_cast<double>(d.abilities.size());
  v += std::max(0, d.force) * 1.0 + std::max(0, d.chi) * 0.4 + 0.3 * d.personal_honor;
  v += static_cast<double>(d.traits.size()) * 0.6;
  // Weapons and Items are best on a Personality who fights; Followers fight
  // with whoever leads them, but die with him.
  const Card& pk = s.card(personality);
  v += 0.1 * std::max(0, e.force(personality));
  if (pk.bowed) v -= 0.2;
  if (pk.dishonorable) v -= 0.5;
  // Spread attachments: one overloaded Personality dies to one Melee Attack or duel.
  v -= 0.4 * static_cast<double>(e.attachments(personality).size());
  return v;
}

double keep_value(const Engine& e, const GameState& s, PlayerId p, CardId c) {
  const CardDef& d = e.def(c);
  double v = 0.1 * d.focus;
  if (d.has(Kw::Kharmic)) v += 0.5;
  switch (d.type) {
    case CardType::Strategy:
      v += 2.0 + 0.5 * static_cast<double>(d.abilities.size());
      break;
    case CardType::Spell: {
      bool shugenja = false;
      for (CardId k : s.players[p].in_play) shugenja = shugenja || e.def(k).has(Kw::Shugenja);
      v += shugenja ? 2.5 : 0.5;
      break;
    }
    case CardType::Item:
    case CardType::Follower:
      v += 1.0 + std::max(0, d.force) + 0.4 * std::max(0, d.chi) +
           0.8 * static_cast<double>(d.abilities.size());
      // Cards far beyond the player's means are dead weight for now.
      if (d.gold_cost && *d.gold_cost > gold_per_turn(e, s, p) + 2) v -= 1.5;
      break;
    default:
      break;
  }
  return v;
}

}  // namespace l5r
