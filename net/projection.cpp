#include "net/projection.h"

#include <algorithm>

namespace l5r::net {

namespace {

// Blank a hidden card down to what is public: whose it is and where it lies.
Card blank(const Card& c) {
  Card b;
  b.def = kNoDef;
  b.owner = c.owner;
  b.controller = c.controller;
  b.zone = c.zone;
  b.province = c.province;
  b.blind = c.blind;  // focusing blind is done in the open
  return b;
}

}  // namespace

GameState project(const GameState& s, PlayerId seat, std::mt19937_64& shuffle) {
  GameState r = view(s, seat).state;
  const auto n = static_cast<CardId>(r.cards.size());
  std::vector<bool> hidden(n);
  std::vector<CardId> pool;
  for (CardId c = 0; c < n; ++c)
    if (!visible_to(s, c, seat)) {
      hidden[c] = true;
      pool.push_back(c);
    }
  std::vector<CardId> shuffled = pool;
  std::shuffle(shuffled.begin(), shuffled.end(), shuffle);
  std::vector<CardId> to(n);
  for (CardId c = 0; c < n; ++c) to[c] = c;
  for (std::size_t i = 0; i < pool.size(); ++i) to[pool[i]] = shuffled[i];
  auto map = [&](CardId c) { return c == kNoCard || c >= n ? c : to[c]; };

  std::vector<Card> cards(n);
  for (CardId c = 0; c < n; ++c) {
    Card k = hidden[c] ? blank(r.cards[c]) : r.cards[c];
    if (k.attached_to != kNoCard && k.attached_to < n && hidden[k.attached_to])
      k.attached_to = kNoCard;
    k.attached_to = map(k.attached_to);
    cards[to[c]] = k;
  }
  r.cards = std::move(cards);

  for (Player& p : r.players) {
    p.stronghold = map(p.stronghold);
    p.sensei = map(p.sensei);
    for (auto* list : {&p.dynasty_deck, &p.fate_deck, &p.hand, &p.in_play, &p.dynasty_discard,
                       &p.fate_discard, &p.removed, &p.resolving, &p.focused}) {
      for (CardId& c : *list) c = map(c);
    }
    for (Province& pr : p.provinces)
      for (CardId& c : pr.cards) c = map(c);
    // The order of a hidden pile would tell the shuffle apart from the new ids.
    std::sort(p.dynasty_deck.begin(), p.dynasty_deck.end());
    std::sort(p.fate_deck.begin(), p.fate_deck.end());
    if (&p - r.players.data() != seat) std::sort(p.hand.begin(), p.hand.end());
  }
  // Siege: Territories are face up, but a Clock card discarded unrevealed is
  // hidden, and its place under the pile must not carry its real id. (The
  // Clock deck's entries are already kNoCard: view() hides its order.)
  for (Territory& t : r.siege.territories) t.card = map(t.card);
  for (CardId& c : r.siege.clock_deck) c = map(c);
  for (CardId& c : r.siege.clock_discard) c = map(c);
  std::erase_if(r.modifiers, [&](const StatModifier& m) { return m.card < n && hidden[m.card]; });
  for (StatModifier& m : r.modifiers) m.card = map(m.card);
  std::erase_if(r.used_abilities, [&](std::uint32_t u) {
    const CardId c = used_key_card(u);
    return c < n && hidden[c];
  });
  for (std::uint32_t& u : r.used_abilities) u = used_key_on(u, map(used_key_card(u)));
  for (CardId& c : r.to_hand_before_turn_ends) c = map(c);
  // Triggered traits waiting, delayed effects, copied abilities: their cards
  // are public (in play or face-up), mapped all the same.
  for (PendingTrigger& t : r.triggered) t.card = map(t.card);
  for (DelayedEffect& d : r.delayed) {
    d.frame.action.card = map(d.frame.action.card);
    for (CardId& c : d.frame.targets) c = map(c);
  }
  for (CopiedAbility& k : r.copied) {
    k.card = map(k.card);
    k.from = map(k.from);
  }
  for (RemovedAbility& x : r.removed_abilities) x.card = map(x.card);
  for (TargetedBy& t : r.targeted_by) {
    t.source = map(t.source);
    t.card = map(t.card);
  }
  std::erase_if(r.attack.resolved_attackers, [&](CardId c) { return c < n && hidden[c]; });
  for (CardId& c : r.attack.resolved_attackers) c = map(c);
  if (r.pending)
    for (Option& o : r.pending->options) {
      o.card = map(o.card);
      o.target = map(o.target);
    }
  return r;
}

}  // namespace l5r::net
