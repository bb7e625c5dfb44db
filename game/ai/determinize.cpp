#include "game/ai/determinize.h"

#include <algorithm>

#include "game/view.h"

namespace l5r {

GameState determinize(const GameState& s, PlayerId seat, Rng& rng) {
  GameState d = s;
  d.rng.state = rng.next();
  std::vector<CardId> named;
  if (s.pending)
    for (const Option& o : s.pending->options) {
      if (o.card != kNoCard) named.push_back(o.card);
      if (o.target != kNoCard) named.push_back(o.target);
    }
  std::sort(named.begin(), named.end());
  for (PlayerId owner = 0; owner < s.players.size(); ++owner) {
    std::vector<CardId> groups[2];  // Dynasty, Fate
    for (CardId c = 0; c < s.cards.size(); ++c) {
      const Card& k = s.card(c);
      if (k.owner != owner || visible_to(s, c, seat)) continue;
      if (std::binary_search(named.begin(), named.end(), c)) continue;
      const bool dynasty = k.zone == Zone::DynastyDeck || k.zone == Zone::Province;
      groups[dynasty ? 0 : 1].push_back(c);
    }
    for (auto& g : groups) {
      std::vector<DefId> defs;
      defs.reserve(g.size());
      for (CardId c : g) defs.push_back(s.card(c).def);
      rng.shuffle(defs);
      for (std::size_t i = 0; i < g.size(); ++i) d.card(g[i]).def = defs[i];
    }
  }
  return d;
}

}  // namespace l5r
