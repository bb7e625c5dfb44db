#include "game/invariants.h"

#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

std::vector<std::string> check_invariants(const CardDb& db, const GameState& s) {
  std::vector<std::string> bad;
  std::vector<int> seen(s.cards.size(), 0);
  auto& mut = const_cast<GameState&>(s);  // Engine's queries only read
  Engine e(db, mut);
  auto card_str = [&](CardId c) {
    return "card " + std::to_string(c) + " (" + db.def(s.cards[c].def).title + ")";
  };
  auto list = [&](const std::vector<CardId>& v, Zone z, PlayerId p, bool by_owner, int province) {
    for (CardId c : v) {
      if (c >= s.cards.size()) {
        bad.push_back("a zone lists card " + std::to_string(c) + ", which does not exist");
        continue;
      }
      ++seen[c];
      const Card& k = s.cards[c];
      if (k.zone != z)
        bad.push_back(card_str(c) + " is listed in the " + std::string(to_string(z)) +
                      " but says it is in the " + std::string(to_string(k.zone)));
      if (by_owner && k.owner != p)
        bad.push_back(card_str(c) + " is in player " + std::to_string(p) + "'s " +
                      std::string(to_string(z)) + " but is owned by player " + std::to_string(k.owner));
      if (!by_owner && k.controller != p)
        bad.push_back(card_str(c) + " is in play for player " + std::to_string(p) +
                      " but is controlled by player " + std::to_string(k.controller));
      // CR20F "Token": tokens cannot exist on cards out of play.
      if (z != Zone::InPlay && !k.tokens.empty()) bad.push_back(card_str(c) + " has tokens out of play");
      if (province >= 0 && k.province != province)
        bad.push_back(card_str(c) + " is in Province " + std::to_string(province + 1) +
                      " but records Province " + std::to_string(k.province + 1));
    }
  };
  for (PlayerId p = 0; p < s.players.size(); ++p) {
    const Player& pl = s.players[p];
    list(pl.dynasty_deck, Zone::DynastyDeck, p, true, -1);
    list(pl.fate_deck, Zone::FateDeck, p, true, -1);
    list(pl.hand, Zone::Hand, p, true, -1);
    list(pl.in_play, Zone::InPlay, p, false, -1);
    list(pl.dynasty_discard, Zone::DynastyDiscard, p, true, -1);
    list(pl.fate_discard, Zone::FateDiscard, p, true, -1);
    list(pl.removed, Zone::Removed, p, true, -1);
    list(pl.resolving, Zone::Resolving, p, true, -1);
    list(pl.focused, Zone::Focused, p, true, -1);
    for (std::size_t i = 0; i < pl.provinces.size(); ++i) {
      list(pl.provinces[i].cards, Zone::Province, p, true, static_cast<int>(i));
      if (pl.provinces[i].destroyed && !pl.provinces[i].cards.empty())
        bad.push_back("destroyed Province " + std::to_string(i + 1) + " of player " +
                      std::to_string(p) + " still holds cards");
      if (!pl.provinces[i].destroyed && pl.provinces[i].cards.size() > 1)
        bad.push_back("Province " + std::to_string(i + 1) + " of player " + std::to_string(p) +
                      " holds more than one card");
    }
    if (pl.gold_pool < 0) bad.push_back("player " + std::to_string(p) + " has negative Gold");
    for (CardId c : pl.hand)
      if (!db.def(s.cards[c].def).is_fate())
        bad.push_back(card_str(c) + " is a Dynasty card in a hand");
  }
  // Siege: the Territory row and the Clock piles (Siege rules 3 and 4).
  if (s.is_siege()) {
    std::vector<CardId> territories;
    for (const Territory& t : s.siege.territories) territories.push_back(t.card);
    for (CardId c : territories) {
      if (c >= s.cards.size()) {
        bad.push_back("the Territory row lists card " + std::to_string(c) + ", which does not exist");
        continue;
      }
      ++seen[c];
      if (s.cards[c].zone != Zone::Territory) bad.push_back(card_str(c) + " is a Territory but not in the row");
    }
    for (auto [pile, zone] : {std::pair{&s.siege.clock_deck, Zone::ClockDeck},
                              std::pair{&s.siege.clock_discard, Zone::ClockDiscard}})
      for (CardId c : *pile) {
        if (c >= s.cards.size()) {
          bad.push_back("a Clock pile lists card " + std::to_string(c) + ", which does not exist");
          continue;
        }
        ++seen[c];
        if (s.cards[c].zone != zone) bad.push_back(card_str(c) + " is in a Clock pile but says otherwise");
      }
    if (s.siege.political_tokens < 0) bad.push_back("the Rokugani have negative Political tokens");
    if (!s.siege.clock_deck.empty() && !db.def(s.cards[s.siege.clock_deck.front()].def).last_clock)
      bad.push_back("the Clock deck's bottom card is not its last card");
  }
  for (CardId c = 0; c < s.cards.size(); ++c) {
    if (seen[c] != 1)
      bad.push_back(card_str(c) + " is listed in " + std::to_string(seen[c]) + " zones");
    const Card& k = s.cards[c];
    const CardDef& d = db.def(k.def);
    if (k.created && k.zone != Zone::InPlay && k.zone != Zone::Removed)
      bad.push_back(card_str(c) + " is a created card outside play");
    if (k.zone != Zone::InPlay) continue;
    if (d.is_attachment()) {
      if (k.attached_to == kNoCard || s.cards[k.attached_to].zone != Zone::InPlay ||
          db.def(s.cards[k.attached_to].def).type != CardType::Personality)
        bad.push_back(card_str(c) + " is in play but not attached to a Personality in play");
    }
    // CR20F "Terrain": the only Strategy in play is a Terrain at a
    // battlefield of the attack in progress, or a Kata at home.
    if (d.type == CardType::Strategy && d.is_kata() && k.location != kHome)
      bad.push_back(card_str(c) + " is a Kata in play away from home");
    if (d.type == CardType::Strategy && !d.is_kata() &&
        (k.location == kHome || !s.attack.active ||
         std::find(d.keywords.begin(), d.keywords.end(), "Terrain") == d.keywords.end()))
      bad.push_back(card_str(c) + " is a Strategy in play but not a Terrain at a battlefield");
    if (d.type == CardType::Personality) {
      if (e.force(c) < 0 || e.chi(c) < 0) bad.push_back(card_str(c) + " has a negative stat");
      if (e.chi(c) == 0) bad.push_back(card_str(c) + " is in play with 0 Chi");
      if (k.location != kHome && !s.attack.active)
        bad.push_back(card_str(c) + " is at a battlefield outside an attack");
    }
  }
  if (s.pending && s.pending->options.empty())
    bad.push_back("a question is pending with no options");
  if (!s.result.over && !s.pending && !s.stack.empty())
    bad.push_back("the engine stopped with steps left and no question");
  return bad;
}

}  // namespace l5r
